// An early return on data is refused, pointing at the condition.
// RUN: not %bulkcc --check %s 2>&1 | FileCheck %s
int first_negative(const float a[8]) {
  for (int i = 0; i < 8; i++)
    if (a[i] < 0) return i;
// CHECK: early_return.c:[[@LINE-1]]:19: error: 'return' is controlled by input data
// CHECK: early_return.c:[[@LINE-2]]:14: note: this condition depends on input data
  return -1;
}
