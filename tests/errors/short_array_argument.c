// An array shorter than the helper's parameter is refused: the helper may use all of it.
// RUN: not %bulkcc --check %s 2>&1 | FileCheck %s
static void g(float v[8]) { for (int i = 0; i < 8; i++) v[i] = 1; }
static void h(float m[][3]) { m[0][0] = 1; }
void f(float a[2][4], float b[16], float c[2][4]) { g(a[1]); g(b); h(c); }
// CHECK: short_array_argument.c:[[@LINE-1]]:56: error: argument of type 'float [4]' is shorter than parameter 'v' of type 'float [8]' of 'g'
// CHECK: short_array_argument.c:[[@LINE-2]]:70: error: argument of type 'float [2][4]' does not match parameter 'm' of type 'float [][3]'
// CHECK: 2 errors generated.
