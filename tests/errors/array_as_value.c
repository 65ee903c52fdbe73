// Arrays, and pointers into them, may be indexed or passed, not used as values.
// RUN: not %bulkcc --check %s 2>&1 | FileCheck %s
float f(const float a[4]) {
  return a + 1;
// CHECK: array_as_value.c:[[@LINE-1]]:12: error: pointer into an array used as a value
}
