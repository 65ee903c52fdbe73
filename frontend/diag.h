/* diag.h: gcc-style diagnostics with the source line and a caret. */
#ifndef BULKCC_DIAG_H
#define BULKCC_DIAG_H

#include "ast.h"

#if defined(__GNUC__)
#define BULKCC_PRINTF(a, b) __attribute__((format(printf, a, b)))
#else
#define BULKCC_PRINTF(a, b)
#endif

void diag_error(SrcLoc loc, const char *fmt, ...) BULKCC_PRINTF(2, 3);
void diag_note(SrcLoc loc, const char *fmt, ...) BULKCC_PRINTF(2, 3);
void diag_warning(SrcLoc loc, const char *fmt, ...) BULKCC_PRINTF(2, 3);
/* A message about the command line or the environment, with no position. */
void diag_plain_error(const char *fmt, ...) BULKCC_PRINTF(1, 2);
int diag_error_count(void);

#endif
