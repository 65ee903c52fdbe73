/* internal_error.h: what the analyses stop with where they meet what the passes before them
 * should never have let through (a node kind sema lowers or refuses): a bug of bulkcc, never the
 * input's fault, so it is not passed over as if the input were clean. */
#ifndef BULKCC_INTERNAL_ERROR_H
#define BULKCC_INTERNAL_ERROR_H

#include "../frontend/diag.h"

/* Reports the bug with its place on stderr and exits 2, as codegen's cg_internal_error does. */
_Noreturn void analysis_internal_error(SrcLoc loc, const char *fmt, ...) BULKCC_PRINTF(2, 3);

#endif
