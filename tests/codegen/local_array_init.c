// A working array's initializer runs where the declaration is, per instance, zero-filled as in C.
// RUN: %bulkcc %s -o - | FileCheck %s
float f(const float a[2]) {
  float t[2][3] = {{1, 2}, {a[0]}};
  return t[1][0] + t[0][1];
}
// CHECK: for (size_t bulk_e = 0; bulk_e < 6u; bulk_e++) t[bulk_e * bulk_p] = (float)0;
// CHECK-NEXT: t[0u * bulk_p] = (float)(1);
// CHECK-NEXT: t[1u * bulk_p] = (float)(2);
// CHECK-NEXT: t[3u * bulk_p] = (float)(a[((size_t)(0)) * bulk_p]);
