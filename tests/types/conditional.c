// ?: converts its arms to a common type.
// RUN: %bulkcc --dump=ast %s | FileCheck %s
double f(const float a[2], int k) {
  return k ? a[0] : 1.0;
// CHECK: cond 'double'
}
