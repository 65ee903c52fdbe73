// Direct recursion is refused at the recursive call.
// RUN: not %bulkcc --check %s 2>&1 | FileCheck %s
static int fact(int n) { return n <= 1 ? 1 : n * fact(n - 1); }
// CHECK: recursion.c:[[@LINE-1]]:50: error: recursion is not supported in bulk code: 'fact' calls itself
int f(const int a[4]) { return fact(a[0] & 3); }
