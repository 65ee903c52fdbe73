// An out-of-bounds access inside a helper is found through the call, on the caller's row.
// RUN: not %bulkcc --check %s 2>&1 | FileCheck %s
static float last(const float row[4], int n) { return row[n]; }
float f(const float m[2][4]) { return last(m[1], 4); }
// CHECK: out_of_bounds_helper.c:3:59: error: index 4 is out of bounds for 'row' of type 'const float [4]'
