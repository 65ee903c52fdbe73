// A store through a pointer set to one of several arrays becomes an if over its arrays, so it is
// a statement of its own (tests/differential/programs/pointer_copies.c); one inside an expression
// is refused, saying so.
// RUN: not %bulkcc --check %s 2>&1 | FileCheck %s --implicit-check-not=error:
#include <stdint.h>
uint32_t chained(uint32_t a[4], uint32_t b[4], uint32_t k) {
  uint32_t *p = a, x = 0;
  for (uint32_t r = 0; r < 2; r++) {
    x += (p[1] = k + r);
// CHECK: several_pointer_stores.c:[[@LINE-1]]:16: error: a store through a pointer set to one of several arrays is a statement of its own ('b[i] = v;'): it becomes an if over the arrays
    p = b;
  }
  return x;
}
