// A do loop whose condition depends on data.
// RUN: not %bulkcc --check %s 2>&1 | FileCheck %s
int steps(unsigned x) {
  int n = 0;
  do { x /= 2; n++; } while (x > 1);
// CHECK: data_do_while.c:[[@LINE-1]]:32: error: loop condition depends on input data
  return n;
}
