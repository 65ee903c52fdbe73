/* sema.h: name resolution, typing, and the checks of the accepted subset (C's conversions: types.h). */
#ifndef BULKCC_SEMA_H
#define BULKCC_SEMA_H

#include "../frontend/parse.h"

/* Resolves and types the program; marks entries (all external functions, or those named).
 * Returns false after reporting errors. */
bool sema_check(Program *prog, LibFunc *libfuncs, const char **entry_names, int nentries);

/* Marks the requested parameters (Symbol.uniform) after sema_check; false, with errors reported,
 * for a name no entry has as a scalar parameter. */
bool sema_mark_uniform(Program *prog, const UniformRequest *requests, int nrequests);
/* The command line's --uniform, then the file's pragmas for the names it does not give; a name
 * given other values twice in one of them is an error. */
bool sema_mark_uniform_requests(Program *prog, const UniformRequest *options, int noptions);

/* --extent NAME=N: the elements per instance of the entries' pointer or unsized array parameter
 * NAME, instead of those its accesses reach. */
typedef struct ExtentRequest {
  const char *name;
  long long elements;
} ExtentRequest;

/* Sets the requested extents (after sema_check); false, with errors, for a name no entry has as
 * a pointer or unsized array parameter. */
bool sema_set_extents(Program *prog, const ExtentRequest *requests, int nrequests);

/* Integer constant expressions (array sizes, case labels); false when n is not one. */
bool sema_const_int(Node *n, long long *value);
/* Folds the enumerators that a struct member's array size names (`uint32_t w[WORDS]`) into their
 * values, where sema_check is under way and has bound them; a name that is none stays as it is. */
void sema_resolve_enumerators(Node *n);

#endif
