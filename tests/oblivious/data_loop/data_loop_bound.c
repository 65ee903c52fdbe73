// A for loop bounded by a scalar parameter is refused.
// RUN: not %bulkcc --check %s 2>&1 | FileCheck %s
void clear(float a[8], int n) {
  for (int i = 0; i < n; i++) a[i] = 0;
// CHECK: data_loop_bound.c:[[@LINE-1]]:21: error: loop condition depends on input data
// CHECK-NOT: error:
}
