/* internal_error.c: the analyses' stop on a bug of bulkcc (internal_error.h). */
#include "internal_error.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

_Noreturn void analysis_internal_error(SrcLoc loc, const char *fmt, ...) {
  fflush(stdout); /* a report written so far comes before the message */
  if (loc.file) fprintf(stderr, "%s:%d:%d: ", loc.file, loc.line, loc.col);
  fputs("internal error: ", stderr);
  va_list ap;
  va_start(ap, fmt);
  vfprintf(stderr, fmt, ap);
  va_end(ap);
  fputs("\n", stderr);
  exit(2);
}
