/* lower.h: the lowering pass over a function sema has checked (lower.c). */
#ifndef BULKCC_LOWER_H
#define BULKCC_LOWER_H

#include "sema_internal.h"

/* Rewrites the statements sema marked (Node.lowering), then the view reads standing, in fn's
 * body; new variables (counters, positions) are fn's, made through sema's state s. */
void lower_function(Sema *s, Function *fn);
/* select_assignments.c: `x = c ? e : x;` of a scalar x becomes `if (c) x = e;` in fn's body. */
void lower_select_assignments(Function *fn);

#endif
