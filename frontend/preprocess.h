/* preprocess.h: runs the system C preprocessor over the input. */
#ifndef BULKCC_PREPROCESS_H
#define BULKCC_PREPROCESS_H

#include <stddef.h>

typedef struct PreprocessRequest {
  const char *cpp_command;  /* "cpp" unless --cpp=CMD */
  const char *input;        /* the user's file */
  const char **options;     /* -D, -U, -I options, as given */
  int noptions;
  const char *dep_file;     /* when set, cpp writes make rules for TARGET here */
  const char *dep_target;
} PreprocessRequest;

/* Returns the preprocessed text (NUL-terminated, length in *len), or NULL after reporting why. */
char *preprocess(const PreprocessRequest *req, size_t *len);

#endif
