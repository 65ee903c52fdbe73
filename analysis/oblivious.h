/* oblivious.h: checks SPEC section 2: addresses, trip counts and jumps independent of the input. */
#ifndef BULKCC_OBLIVIOUS_H
#define BULKCC_OBLIVIOUS_H

#include "../frontend/ast.h"

/* Reports every violation with a trace back to the input; returns false when there is one.
 * With allow_gather (or inside a statement marked '#pragma bulkcc gather'), violations are
 * warnings that explain their cost instead. */
bool oblivious_check(Program *prog, bool allow_gather);

#endif
