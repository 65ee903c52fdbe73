// The prefix sums entry becomes a kernel with one thread per instance and column-wise accesses.
// RUN: %bulkcc %s -o - | FileCheck %s
#define N 1024
void prefix_sums(float b[N]) {
  float r = 0;
  for (int i = 0; i < N; i++) { r += b[i]; b[i] = r; }
}
// CHECK-LABEL: bulkcc_entry_prefix_sums(size_t bulk_p, float *__restrict__ b)
// CHECK: for (int i = 0; i < 1024; i++)
// CHECK: r += b[((size_t)(i)) * bulk_p];
// CHECK: b[((size_t)(i)) * bulk_p] = r;
// CHECK-LABEL: __global__ void bulkcc_kernel_prefix_sums(size_t bulk_p, float *__restrict__ b)
// CHECK: size_t bulk_j = (size_t)blockIdx.x * blockDim.x + threadIdx.x;
// CHECK-NEXT: if (bulk_j >= bulk_p) return;
// CHECK-NEXT: bulkcc_entry_prefix_sums(bulk_p, b + bulk_j);
// CHECK-LABEL: extern "C" int prefix_sums_bulk(size_t p, float *b, bulk_timing *timing)
// CHECK: bulk_run_to_columns(&run, bulk_d_b, b, p, 1024, sizeof(float), bulk_staging);
// CHECK: bulk_run_launch_shape(
// CHECK: bulkcc_kernel_prefix_sums<<<bulk_grid, bulk_block>>>(p, bulk_d_b);
// CHECK: bulk_run_from_columns(&run, b, bulk_d_b, p, 1024, sizeof(float), bulk_staging);
// CHECK: return bulk_run_end(&run, timing);
