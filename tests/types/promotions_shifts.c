// Small types promote to int; a shift has its promoted left operand's type; comparisons are int.
// RUN: %bulkcc --dump=ast %s | FileCheck %s
int f(const unsigned char c[1], const unsigned short h[1], const _Bool b[1]) {
  return (c[0] << 1) + (h[0] >> 1L) + (b[0] < c[0]) + ~c[0] + -h[0];
// CHECK-DAG: binary << 'int'
// CHECK-DAG: binary >> 'int'
// CHECK-DAG: binary < 'int'
// CHECK-DAG: unary ~ 'int'
// CHECK-DAG: unary - 'int'
}
