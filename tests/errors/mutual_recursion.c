// Recursion through another function is refused, naming both.
// RUN: not %bulkcc --check %s 2>&1 | FileCheck %s
static int odd(int n);
static int even(int n) { return n == 0 ? 1 : odd(n - 1); }
static int odd(int n) { return n == 0 ? 0 : even(n - 1); }
// CHECK: mutual_recursion.c:[[@LINE-1]]:45: error: recursion is not supported in bulk code: 'odd' calls 'even', which leads back to 'odd'
// CHECK: 1 error generated.
int f(const int a[1]) { return even(a[0] & 7); }
