// Return statements must match the function's type.
// RUN: not %bulkcc --check %s 2>&1 | FileCheck %s
void f(float a[4]) { return a[0]; }
// CHECK: return_mismatch.c:[[@LINE-1]]:30: error: void function 'f' returns a value
float g(const float a[4]) { if (a[0] > 0) return; return a[1]; }
// CHECK: return_mismatch.c:[[@LINE-1]]:43: error: non-void function 'g' must return a value
