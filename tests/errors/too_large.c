// An instance's array is limited to 2^31 elements.
// RUN: not %bulkcc --check %s 2>&1 | FileCheck %s
void f(float a[1000000][1000000]) { a[0][0] = 1; }
// CHECK: too_large.c:[[@LINE-1]]:14: error: array 'a' is too large: one instance may hold at most 2^31 elements
