// A helper whose loop bound is its parameter, called with data.
// RUN: not %bulkcc --check %s 2>&1 | FileCheck %s
static float first_n(const float a[8], int n) {
  float s = 0;
  for (int i = 0; i < n; i++) s += a[i];
  return s;
}
float f(const float a[8], int n) { return first_n(a, n & 7) + first_n(a, 3); }
// CHECK: helper_loop_bound.c:5:21: error: loop condition depends on input data
// CHECK: note: 'n' is a parameter of 'first_n', which is called here with input-dependent data
// CHECK: 1 error generated.
