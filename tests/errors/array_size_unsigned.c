// An array size above LLONG_MAX is printed as written (unsigned) and called too large, not -1.
// RUN: not %bulkcc --check %s 2>&1 | FileCheck %s
int f(int b[2]) { int a[18446744073709551615ULL]; a[0] = 1; return a[0] + b[0]; }
// CHECK: array_size_unsigned.c:[[@LINE-1]]:25: error: size of array 'a' is 18446744073709551615, too large: one instance may hold at most 2^31 elements
// CHECK: 1 error generated.
