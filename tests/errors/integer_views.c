// Views through another type are of whole one-dimensional arrays of integers, read where they
// are and written by assignment statements; the rest is refused, saying what is taken instead.
// RUN: not %bulkcc --check %s 2>&1 | FileCheck %s --implicit-check-not=error:
#include <stdint.h>
static uint32_t first(const uint32_t *w) { return w[0]; }
uint32_t passed(const uint8_t in[32]) { return first((const uint32_t *)in); }
// CHECK: integer_views.c:[[@LINE-1]]:54: error: a view of 'in' through another type cannot be passed to a function: pass 'in' (or a pointer into it) and read the words there
float of_floats(const float in[8]) { return (float)((const uint32_t *)in)[0]; }
// CHECK: integer_views.c:[[@LINE-1]]:53: error: a cast to a pointer type is supported only as a view of a whole one-dimensional array of integers through another integer type
uint32_t of_rows(const uint8_t m[4][4]) { return ((const uint32_t *)m[1])[0]; }
// CHECK: integer_views.c:[[@LINE-1]]:51: error: a cast to a pointer type is supported only as a view
uint32_t of_scalar(uint32_t x) { return *(const uint8_t *)x; }
// CHECK: integer_views.c:[[@LINE-1]]:42: error: a cast to a pointer type is supported only as a view
void incremented(uint8_t out[32]) { ((uint32_t *)out)[0]++; }
// CHECK: integer_views.c:[[@LINE-1]]:57: error: a word of a view through another type is written only by an assignment that is a statement of its own ('w[i] = w[i] + 1')
uint32_t chained(uint8_t out[32]) { uint32_t v; v = ((uint32_t *)out)[0] = 5u; return v; }
// CHECK: integer_views.c:[[@LINE-1]]:74: error: a word of a view through another type is written only by an assignment that is a statement of its own
void read_only(const uint8_t in[32]) { ((uint32_t *)in)[0] = 1u; }
// CHECK: integer_views.c:[[@LINE-1]]:56: error: assignment of read-only 'in'
uint32_t unaligned_pointer(const uint8_t in[32], int k) { const uint32_t *w = (const uint32_t *)(in + k); return *w; }
// CHECK: integer_views.c:[[@LINE-1]]:79: error: pointer variable 'w' starts at a point of 'in' that is not a whole number of its elements from the start, or not known to be
uint32_t odd_start(const uint8_t in[32]) { const uint32_t *w = (const uint32_t *)in + 1; w = (const uint32_t *)(in + 2); return *w; }
// CHECK: integer_views.c:[[@LINE-1]]:94: error: 'w' is set to a point of 'in' that is not a whole number of its elements from the start
void divided_position(uint8_t out[32], int k) { ((uint32_t *)out)[8 / (k % 3 + 1)] ^= 1u; }
// CHECK: integer_views.c:[[@LINE-1]]:66: error: a word written through a view with an operator ('op=') is read there too: its position must have no side effects and no division that may trap
uint32_t walked_after_refused(const uint8_t in[32]) { in += 4; const uint32_t *w = (const uint32_t *)(in + 8); return *w++; }
// CHECK: integer_views.c:[[@LINE-1]]:84: error: pointer variable 'w' starts at a point of 'in' that is not a whole number of its elements from the start, or not known to be
