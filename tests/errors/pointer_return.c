// Entries return void or an arithmetic type.
// RUN: not %bulkcc --check %s 2>&1 | FileCheck %s
float *f(float a[4]) { return a; }
// CHECK: pointer_return.c:[[@LINE-1]]:8: error: function 'f' returns 'float *'; bulk functions return void or an arithmetic type
