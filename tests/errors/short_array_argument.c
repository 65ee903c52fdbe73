// An array argument must match the parameter's inner lengths; its outer length may differ, as C
// allows, and the evaluation checks the helper's accesses against what it is given
// (bounds/helper_row_extent.c).
// RUN: not %bulkcc --check %s 2>&1 | FileCheck %s
static void g(float v[8]) { for (int i = 0; i < 8; i++) v[i] = 1; }
static void h(float m[][3]) { m[0][0] = 1; }
void f(float a[2][4], float b[16], float c[2][4]) { g(b); h(c); }
// CHECK: short_array_argument.c:[[@LINE-1]]:61: error: argument of type 'float [2][4]' does not match parameter 'm' of type 'float [][3]'
// CHECK: 1 error generated.
