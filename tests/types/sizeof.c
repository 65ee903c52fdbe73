// sizeof is folded with C's sizes (sizeof('a') is 4 in C, 1 in C++; an array parameter is a pointer).
// RUN: %bulkcc --dump=ast %s 2>/dev/null | FileCheck %s
unsigned long f(const double m[3][5]) {
  return sizeof(m) + sizeof m[0] + sizeof(char) + sizeof('a') + sizeof(1 < 2) + sizeof(long double) + (unsigned long)m[0][0];
// CHECK-DAG: sizeof =8 'unsigned long'
// CHECK-DAG: sizeof =40 'unsigned long'
// CHECK-DAG: sizeof =1 'unsigned long'
// CHECK-DAG: sizeof =4 'unsigned long'
// CHECK-DAG: sizeof =16 'unsigned long'
}
