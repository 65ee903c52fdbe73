// A variable-length array is refused: sizes must be known at translation time.
// RUN: not %bulkcc --check %s 2>&1 | FileCheck %s
void f(float a[8], int n) {
  float t[n];
// CHECK: vla.c:[[@LINE-1]]:11: error: size of array 't' is not a constant expression
  a[0] = 0;
}
