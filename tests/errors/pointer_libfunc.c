// Library functions that take pointers cannot be called.
// RUN: not %bulkcc --check %s 2>&1 | FileCheck %s
#include <math.h>
double f(const double a[1]) {
  int e;
  return frexp(a[0], &e);
// CHECK: pointer_libfunc.c:[[@LINE-1]]:10: error: 'frexp' takes a pointer argument, which bulk code does not support
}
