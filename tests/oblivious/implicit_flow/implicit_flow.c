// A value assigned under a data-dependent condition is data-dependent afterwards.
// RUN: not %bulkcc --check %s 2>&1 | FileCheck %s
float f(const float a[4]) {
  int k = 0;
  if (a[0] > a[1]) k = 1;
  return a[k + 2];
// CHECK: implicit_flow.c:[[@LINE-1]]:14: error: array index depends on input data
// CHECK: note: 'k' is assigned under a condition that depends on input data ('a')
}
