// Structs are refused at the declaration that uses one.
// RUN: not %bulkcc --check %s 2>&1 | FileCheck %s
struct point { float x, y; };
float f(const float a[2]) {
  struct point q;
// CHECK: struct.c:[[@LINE-1]]:16: error: struct types are not supported in bulk code (variable 'q')
  return a[0];
}
