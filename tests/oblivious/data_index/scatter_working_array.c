// Writing a working array at a data-dependent position (a scatter).
// RUN: not %bulkcc --check %s 2>&1 | FileCheck %s
float f(const int a[1]) {
  float m[4] = {0};
  m[a[0] & 3] = 1;
// CHECK: scatter_working_array.c:[[@LINE-1]]:10: error: array index depends on input data
  return m[0];
}
