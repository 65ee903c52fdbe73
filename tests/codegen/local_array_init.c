// A working array's initializer runs where the declaration is, per instance, zero-filled as in C:
// in registers when the array is small, in column-wise scratch when it is not. The CPU's SPMD
// lanes lay it out the same way (one initializer for every form), each lane its own column.
// RUN: %bulkcc %s -o - | FileCheck %s
// RUN: %bulkcc -DBIG %s -o - | FileCheck %s --check-prefix=SCRATCH
// RUN: %bulkcc --target=cpu %s -o - | FileCheck %s --check-prefix=LANES
#ifdef BIG
#define COLS 300
#else
#define COLS 3
#endif
float f(const float a[2]) {
  float t[2][COLS] = {{1, 2}, {a[0]}};
  return t[1][0] + t[0][1];
}
// CHECK: float t[6];
// CHECK-NEXT: for (size_t bulk_e = 0; bulk_e < 6u; bulk_e++) t[bulk_e] = (float)0;
// CHECK-NEXT: t[0u] = (float)(1);
// CHECK-NEXT: t[1u] = (float)(2);
// CHECK-NEXT: t[3u] = (float)(a[((size_t)(0)) * bulk_p]);
// SCRATCH: for (size_t bulk_e = 0; bulk_e < 600u; bulk_e++) t[bulk_e * bulk_p] = (float)0;
// SCRATCH-NEXT: t[0u * bulk_p] = (float)(1);
// SCRATCH-NEXT: t[1u * bulk_p] = (float)(2);
// SCRATCH-NEXT: t[300u * bulk_p] = (float)(a[((size_t)(0)) * bulk_p]);
// LANES: for (int bulk_l = 0; bulk_l < bulk_n; bulk_l++) {
// LANES-NEXT: for (size_t bulk_e = 0; bulk_e < 6u; bulk_e++) t[bulk_e * BULKCC_CHUNK + bulk_l] = (float)0;
// LANES-NEXT: t[0u * BULKCC_CHUNK + bulk_l] = (float)(1);
// LANES-NEXT: t[1u * BULKCC_CHUNK + bulk_l] = (float)(2);
// LANES-NEXT: t[3u * BULKCC_CHUNK + bulk_l] = (float)(a[((size_t)(0)) * BULKCC_CHUNK + bulk_l]);
