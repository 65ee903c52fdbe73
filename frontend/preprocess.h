/* preprocess.h: runs the system C preprocessor over the input. */
#ifndef BULKCC_PREPROCESS_H
#define BULKCC_PREPROCESS_H

#include <signal.h>
#include <stdbool.h>
#include <stddef.h>

typedef struct PreprocessRequest {
  const char *cpp_command;  /* "cpp" unless --cpp=CMD, split on blanks (any number of words) */
  const char *input;        /* the user's file */
  const char **options;     /* -D, -U, -I options, as given (any number) */
  int noptions;
  const char *dep_file;     /* when set, cpp writes make rules here, for the targets below */
  const char **dep_targets; /* cpp's words naming them, in order: "-MT" or "-MQ", then the target */
  int ndep_targets;
  bool dep_user_headers_only; /* ... without system headers (-MMD) */
  bool dep_phony;           /* ... with a phony target for each header (-MP) */
  bool verbose;             /* the command is printed on stderr first (-v) */
  /* cpp's own messages become diagnostics with their locations (for a JSON or SARIF document)
   * instead of going to stderr as cpp writes them */
  bool capture_messages;
  volatile sig_atomic_t *child_pid; /* when set, holds cpp's process id while it runs */
} PreprocessRequest;

/* Returns the preprocessed text (NUL-terminated, length in *len), or NULL after reporting why. */
char *preprocess(const PreprocessRequest *req, size_t *len);

#endif
