// A helper's result that carries input data cannot be an index.
// RUN: not %bulkcc --check %s 2>&1 | FileCheck %s
static int first(const int a[4]) { return a[0] & 3; }
int f(const int a[4], const int t[4]) { return t[first(a)]; }
// CHECK: helper_returns_data.c:[[@LINE-1]]:50: error: array index depends on input data
// CHECK: helper_returns_data.c:[[@LINE-2]]:50: note: the value returned by 'first' here depends on the input data passed to it
// CHECK: note: 'a' holds input data: it is a parameter of entry 'f'
