// The prefix sums entry becomes a kernel with one thread per instance and column-wise accesses;
// its loop loads 32 elements before it adds and stores them.
// RUN: %bulkcc %s -o - | FileCheck %s
#define N 1024
void prefix_sums(float b[N]) {
  float r = 0;
  for (int i = 0; i < N; i++) { r += b[i]; b[i] = r; }
}
// CHECK-LABEL: static __device__ __forceinline__ void bulkcc_entry_prefix_sums(size_t bulk_p, float *__restrict__ b)
// CHECK: { /* the loads of 32 iterations first */
// CHECK-NEXT: int i = 0;
// CHECK-NEXT: for (; i + 31 < 1024; i += 32) {
// CHECK-NEXT: float bulk_ahead0[32];
// CHECK-NEXT: BULKCC_UNROLL
// CHECK-NEXT: for (int bulk_u = 0; bulk_u < 32; bulk_u++) {
// CHECK-NEXT: bulk_ahead0[bulk_u] = b[((size_t)((i + bulk_u))) * bulk_p];
// CHECK-NEXT: }
// CHECK-NEXT: BULKCC_UNROLL
// CHECK-NEXT: for (int bulk_u = 0; bulk_u < 32; bulk_u++)
// CHECK-NEXT: {
// CHECK-NEXT: r += bulk_ahead0[bulk_u];
// CHECK-NEXT: b[((size_t)((i + bulk_u))) * bulk_p] = r;
// the iterations left over, one at a time
// CHECK: for (; i < 1024; i++)
// CHECK: r += b[((size_t)(i)) * bulk_p];
// CHECK: b[((size_t)(i)) * bulk_p] = r;
// CHECK-LABEL: __global__ void bulkcc_kernel_prefix_sums(size_t bulk_n, size_t bulk_p, float *__restrict__ b)
// CHECK: size_t bulk_j = (size_t)blockIdx.x * blockDim.x + threadIdx.x;
// CHECK-NEXT: if (bulk_j >= bulk_n) return;
// CHECK-NEXT: bulkcc_entry_prefix_sums(bulk_p, b + bulk_j);
// CHECK-LABEL: static void bulkcc_launch_prefix_sums(size_t bulk_n, size_t bulk_p, void *const *bulk_a, unsigned bulk_grid, unsigned bulk_block, void *bulk_stream, const void *bulk_uniforms)
// CHECK: bulkcc_kernel_prefix_sums<<<bulk_grid, bulk_block, 0, (cudaStream_t)bulk_stream>>>(bulk_n, bulk_p, (float *)bulk_a[0]);
// the array is read and written: in and out
// CHECK-LABEL: extern "C" int prefix_sums_bulk_cuda(size_t p, float *b, bulk_timing *timing)
// CHECK: {"b", (void *)b, 1024u, sizeof(float), 1, 1},
// CHECK: return bulk_call_forms("prefix_sums", p, bulk_arrays, 1, (const void *)bulkcc_kernel_prefix_sums, bulkcc_launch_prefix_sums, BULK_COLUMNS,
// CHECK-NEXT: NULL, 0, NULL, NULL, NULL, 0, NULL, NULL, NULL, timing); /* no team form */
// CHECK-LABEL: extern "C" int prefix_sums_bulk_device(size_t p, float *b, int layout, void *stream)
// CHECK-NEXT: if (p == 0) return BULK_OK;
// CHECK: {"b", (void *)b, 1024u, sizeof(float), 1, 1},
// CHECK: return bulk_call_device_forms("prefix_sums", p, bulk_arrays, 1, (const void *)bulkcc_kernel_prefix_sums, bulkcc_launch_prefix_sums, BULK_COLUMNS,
// CHECK-NEXT: NULL, 0, NULL, NULL, NULL, 0, NULL, NULL, NULL, layout, stream); /* no team form */
