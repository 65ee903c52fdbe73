// An array of rows initialized with braces left out takes its rows from the flat values, as C
// does (it was "initialize each row with its own braces"); too many values are still refused.
// RUN: %bulkcc --dump=ast %s | FileCheck %s
// RUN: not %bulkcc --check -DTOO_MANY %s 2>&1 | FileCheck %s --check-prefix=TOO-MANY
static const int m[2][2] = {1, 2, 3, 4};
static const int rows[][3] = {1, 2, 3, 4};
int f(const int a[2]) { return a[0] + m[1][0] + rows[1][0]; }
#ifdef TOO_MANY
static const int over[2][2] = {1, 2, 3, 4, 5};
// TOO-MANY: brace_elision.c:[[@LINE-1]]:31: error: too many initializers for 'over' (3 for 2 elements)
int g(const int a[2]) { return a[0] + over[1][1]; }
#endif
// CHECK: table m 'const int [2][2]'
// CHECK: table rows 'const int [2][3]'
