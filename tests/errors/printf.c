// I/O is refused.
// RUN: not %bulkcc --check %s 2>&1 | FileCheck %s
#include <stdio.h>
void f(float a[4]) {
  printf("%f\n", a[0]);
// CHECK: printf.c:[[@LINE-1]]:3: error: I/O ('printf') is not supported in bulk code
}
