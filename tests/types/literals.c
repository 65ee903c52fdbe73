// Integer constants take the first type that holds them; character constants are int.
// RUN: %bulkcc --dump=ast %s | FileCheck %s
unsigned long f(const int a[1]) {
  return 2147483647 + 2147483648 + 0xffffffff + 0x100000000 + 10u + 10ul + 'x' + a[0];
// CHECK-DAG: int-literal 2147483647 'int'
// CHECK-DAG: int-literal 2147483648 'long'
// CHECK-DAG: int-literal 0xffffffff 'unsigned int'
// CHECK-DAG: int-literal 0x100000000 'long'
// CHECK-DAG: int-literal 10u 'unsigned int'
// CHECK-DAG: int-literal 10ul 'unsigned long'
// CHECK-DAG: int-literal 'x' =120 'int'
}
