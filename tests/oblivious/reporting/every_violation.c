// Every violation in a file is reported, then counted.
// RUN: not %bulkcc --check %s 2>&1 | FileCheck %s
void f(float a[8], const int idx[2], int n) {
  a[idx[0] & 7] = 1;
// CHECK: every_violation.c:[[@LINE-1]]:12: error: array index
  a[idx[1] & 7] = 2;
// CHECK: every_violation.c:[[@LINE-1]]:12: error: array index
  for (int i = 0; i < (n & 7); i++) a[i] = 0;
// CHECK: every_violation.c:[[@LINE-1]]:21: error: loop condition
}
// CHECK: 3 errors generated.
