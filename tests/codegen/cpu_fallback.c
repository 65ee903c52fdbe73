// Code with a gather (marked, or accepted with --allow-gather) keeps the per-instance form on
// the CPU: one lane walks its instance, whatever its addresses.
// RUN: %bulkcc --target=cpu %s -o - 2>/dev/null | FileCheck %s
float pick(const float a[8], const int k[1]) {
#pragma bulkcc gather
  return a[k[0] & 7];
}
// CHECK: entry pick: one SIMD lane per instance
// CHECK: #pragma omp simd
// CHECK-NEXT: for (size_t bulk_j = bulk_lo; bulk_j < bulk_hi; bulk_j++)
