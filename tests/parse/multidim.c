// Multi-dimensional arrays keep every dimension; sizes come from constant expressions.
// RUN: %bulkcc --dump=ast -DR=3 %s | FileCheck %s
#define C (R * 2 + 1)
void f(double a[R][C][2], const int k[sizeof(double)]) {
  double t[R][C];
  t[0][0] = a[R - 1][C - 1][1] + k[7];
  a[0][0][0] = t[0][0];
}
// CHECK: param a 'double [3][7][2]'
// CHECK-NEXT: param k 'const int [8]'
// CHECK: decl t 'double [3][7]'
