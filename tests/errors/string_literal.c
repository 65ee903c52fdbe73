// String literals have no place in bulk code.
// RUN: not %bulkcc --check %s 2>&1 | FileCheck %s
static int len(int x) { return x; }
int f(const int a[1]) { return len("abc"[0]) + a[0]; }
// CHECK: string_literal.c:[[@LINE-1]]:36: error: string literals are not supported
