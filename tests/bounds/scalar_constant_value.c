// A scalar constant's value is its initializer's, in an index and in a loop bound: it was read
// from the frame's first slot (here the helper's k = 0, so a[g + k] was "proved" in bounds) or
// taken for input data (the loop's condition stopped the evaluation with a mere warning).
// RUN: not %bulkcc --check %s 2>&1 | FileCheck %s
// RUN: %bulkcc --check -DIN_BOUNDS --report %s | FileCheck %s --check-prefix=OK
#ifdef IN_BOUNDS
const int g = 3;
#else
const int g = 5;
#endif
static void h(int k, int a[4]) { a[g + k] = 1; }
void f(int a[4]) {
  static const int m = 2;
  h(0, a);
  for (int i = 0; i < g; i++) a[i] += m;
}
// CHECK: scalar_constant_value.c:11:38: error: index 5 is out of bounds for 'a' of type 'int [4]'
// CHECK: scalar_constant_value.c:15:33: error: index 4 is out of bounds for 'a' of type 'int [4]' (this dimension has 4 elements) when i = 4
// OK: bounds: 2 of 2 array accesses proved in bounds
