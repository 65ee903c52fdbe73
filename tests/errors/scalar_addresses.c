// A scalar's address may be passed to a function of the file in a call that is a statement or an
// assignment's value (tests/differential/programs/scalar_addresses.c); elsewhere it is refused,
// saying where it is taken, and a scalar whose address is passed twice to one call is refused.
// RUN: not %bulkcc --check %s 2>&1 | FileCheck %s --implicit-check-not=error:
#include <stdint.h>
static uint32_t get(uint32_t *x) { return *x + 1; }
static uint32_t two(uint32_t *x, uint32_t *y) { *x += 1; return *x + *y; }
uint32_t in_expr(const uint32_t a[4]) { uint32_t x = a[0]; return get(&x) + 1; }
// CHECK: scalar_addresses.c:[[@LINE-1]]:71: error: taking an address ('&') is supported in bulk code only of an array element
// CHECK: scalar_addresses.c:[[@LINE-2]]:71: note: a scalar's address may be passed to a function of the file in a call that is a statement or an assignment's value ('f(&x);', 'y = f(&x);')
uint32_t twice(const uint32_t a[4]) { uint32_t x = a[0]; x = two(&x, &x); return x; }
// CHECK: scalar_addresses.c:[[@LINE-1]]:70: error: '&x' is passed twice to 'two'; bulk code passes a scalar's address once per call
