/* sema.h: name resolution, types and C's conversions, and the checks of the accepted subset. */
#ifndef BULKCC_SEMA_H
#define BULKCC_SEMA_H

#include "../frontend/parse.h"

/* Resolves and types the program; marks entries (all external functions, or those named).
 * Returns false after reporting errors. */
bool sema_check(Program *prog, LibFunc *libfuncs, const char **entry_names, int nentries);

/* Integer constant expressions (array sizes, case labels); false when n is not one. */
bool sema_const_int(Node *n, long long *value);

/* The type both operands of an arithmetic operator are converted to (C11 6.3.1.8). */
Type *sema_usual_conversion(Type *a, Type *b);
Type *sema_promote(Type *t);

#endif
