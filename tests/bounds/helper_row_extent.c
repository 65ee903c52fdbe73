// A helper's array parameter has the extent of what it is given, not its declared size: a
// row of 4 passed for `float v[8]` has 4 elements, and v[7] lies past it. The row passed is
// an access of its own, checked against its array.
// RUN: not %bulkcc --check %s 2>&1 | FileCheck %s
static void g(float v[8]) { v[7] = 1; }
// CHECK: helper_row_extent.c:[[@LINE-1]]:31: error: index 7 is out of bounds for 'v' of type 'float [8]': the array passed for it has 4 elements in this dimension
void f(float a[2][4]) { g(a[1]); }
// CHECK: helper_row_extent.c:[[@LINE-1]]:25: note: 'v' is given 4 elements here
static void first(float v[4]) { v[0] = 1; }
void row_past_end(float a[2][4]) { first(a[2]); }
// CHECK: helper_row_extent.c:[[@LINE-1]]:44: error: index 2 is out of bounds for 'a' of type 'float [2][4]' (this dimension has 2 elements)
// CHECK: 2 errors generated.
