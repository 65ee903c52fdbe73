/* intervals.h: interval reasoning (intervals.c). A range is of the values an integer expression
 * may take in C, its conversions included: where C would wrap (unsigned) or overflow (signed), the
 * range is unbounded. */
#ifndef BULKCC_INTERVALS_H
#define BULKCC_INTERVALS_H

#include <stdbool.h>

#include "../frontend/ast.h"

/* Anything not proved bounded is unbounded. */
typedef struct Range {
  bool bounded;
  long long lo, hi;
} Range;

typedef struct Counter {
  Symbol *sym;
  Range range;
} Counter;

typedef struct Counters {
  Counter *items;
  int n;
  size_t cap;
} Counters;

/* The range of n's values where the counters (and uniform parameters) in cs hold their ranges,
 * the innermost (last) entry of a symbol counting. */
Range interval_range(Node *n, const Counters *cs);
/* ... of a variable's values. */
Range interval_symbol_range(const Symbol *sym, const Counters *cs);

/* A counted loop `for (i = A; i < B; i++)` (or down to B, or <=, >=) whose counter the body never
 * assigns: the counter's range in the body, and the values its condition is tested with. */
bool interval_counted_loop(const Node *loop, Counter *counter, Range *tested, const Counters *cs);

/* Whether every index of the access X[i][j].. is proved within its dimension. */
bool interval_within_bounds(const Node *access, const Counters *cs);

void interval_counters_push(Counters *cs, Counter c);

/* Where cond is known to hold (or, !holds, not to): the counters it bounds narrowed, each pushed on
 * cs as a new entry of its symbol (the caller pops them by resetting cs->n). Only symbols cs holds
 * are narrowed: counters and uniform parameters, which nothing assigns where they hold. */
void interval_guard_push(Node *cond, bool holds, Counters *cs);

/* The smallest range holding both (unbounded if either is). */
Range range_join(Range a, Range b);

#endif
