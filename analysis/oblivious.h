/* oblivious.h: checks SPEC section 2: addresses, trip counts and jumps independent of the input. */
#ifndef BULKCC_OBLIVIOUS_H
#define BULKCC_OBLIVIOUS_H

#include "../frontend/ast.h"

/* Reports every violation with a trace back to the input; returns false when there is one. */
bool oblivious_check(Program *prog);

#endif
