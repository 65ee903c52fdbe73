/* out.h: a growing text buffer; output is written to disk only once it is complete. */
#ifndef BULKCC_OUT_H
#define BULKCC_OUT_H

#include <stddef.h>

#include "../frontend/diag.h"

typedef struct Out {
  char *buf;
  size_t len, cap;
  int indent;
} Out;

void out_printf(Out *o, const char *fmt, ...) BULKCC_PRINTF(2, 3);
/* Writes one line at the current indentation, newline included. */
void out_line(Out *o, const char *fmt, ...) BULKCC_PRINTF(2, 3);

#endif
