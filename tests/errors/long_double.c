// long double has no GPU counterpart.
// RUN: not %bulkcc --check %s 2>&1 | FileCheck %s
double f(const double a[2]) {
  long double s = a[0];
// CHECK: long_double.c:[[@LINE-1]]:15: error: long double is not supported on the GPU (variable 's')
  return (double)s;
}
