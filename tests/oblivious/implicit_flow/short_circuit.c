// An assignment on the right of && runs only when the data says so: an implicit flow.
// RUN: not %bulkcc --check %s 2>&1 | FileCheck %s
float f(const float a[2], const float t[2]) {
  int k = 0;
  (void)((a[0] > 0) && (k = 1));
  return t[k];
// CHECK: short_circuit.c:[[@LINE-1]]:12: error: array index depends on input data
// CHECK: note: 'k' is assigned under a condition that depends on input data
}
