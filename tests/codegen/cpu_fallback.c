// Entries that call helpers keep the per-instance form on the CPU (one lane walks its instance).
// RUN: %bulkcc --target=cpu %s -o - | FileCheck %s
static float twice(float x) { return 2 * x; }
float f(const float a[2]) { return twice(a[0]) + a[1]; }
// CHECK: static inline float bulkcc_fn_twice(float x);
// CHECK: entry f: one SIMD lane per instance
// CHECK: #pragma omp simd
// CHECK-NEXT: for (size_t bulk_j = bulk_lo; bulk_j < bulk_hi; bulk_j++)
