// malloc is refused with advice, once: the pointer variable given its result is not refused too.
// RUN: not %bulkcc --check %s 2>&1 | FileCheck %s
#include <stdlib.h>
void f(float a[4]) {
  float *t = malloc(16);
// CHECK: malloc.c:[[@LINE-1]]:14: error: dynamic memory ('malloc') is not supported in bulk code; declare a fixed-size array
  a[0] = t[0];
  free(t);
// CHECK: malloc.c:[[@LINE-1]]:3: error: dynamic memory ('free') is not supported
}
// CHECK: 2 errors generated.
