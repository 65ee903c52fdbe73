// OPT's table M is a per-instance working array: column-wise scratch in global memory,
// in bulk_call's table of the entry's arrays and passed to the kernel; the result is one value per instance.
// RUN: %bulkcc -DN=16 %S/../../samples/opt.c -o - | FileCheck %s
// CHECK-LABEL: static __device__ __forceinline__ float bulkcc_entry_opt(size_t bulk_p, const float *__restrict__ c, float *__restrict__ M)
// CHECK: /* float M[16][16]: per-instance, column-wise in global memory */
// CHECK: float s = __builtin_inff();
// the inner loop (k from i to j - 1: its trip count varies) loads both elements of 16 iterations
// first, and its last iterations likewise, as one clamped group
// CHECK: { /* the loads of 16 iterations first */
// CHECK: bulk_ahead0[bulk_u] = M[(((size_t)(i)) * 16u + (size_t)((k + bulk_u))) * bulk_p];
// CHECK-NEXT: bulk_ahead1[bulk_u] = M[(((size_t)(((k + bulk_u) + 1))) * 16u + (size_t)(j)) * bulk_p];
// CHECK: float r = bulk_ahead0[bulk_u] + bulk_ahead1[bulk_u];
// CHECK: if (k < j) { /* the last iterations, their loads first as well */
// CHECK: const int bulk_at = ((k + bulk_u) < j) ? k + bulk_u : k;
// CHECK-NEXT: bulk_ahead0[bulk_u] = M[(((size_t)(i)) * 16u + (size_t)(bulk_at)) * bulk_p];
// CHECK-NEXT: bulk_ahead1[bulk_u] = M[(((size_t)((bulk_at + 1))) * 16u + (size_t)(j)) * bulk_p];
// CHECK: if ((k + bulk_u) < j)
// CHECK-NEXT: {
// CHECK-NEXT: float r = bulk_ahead0[bulk_u] + bulk_ahead1[bulk_u];
// CHECK: return M[(((size_t)(1)) * 16u + (size_t)((16 - 1))) * bulk_p];
// CHECK-LABEL: __global__ void bulkcc_kernel_opt(size_t bulk_n, size_t bulk_p, const float *__restrict__ c, float *__restrict__ bulk_result, float *__restrict__ M)
// CHECK: bulk_result[bulk_j] = bulkcc_entry_opt(bulk_p, c + bulk_j, M + bulk_j);
// the launcher passes the chunk's arrays of bulk_call's table in the kernel's order
// CHECK-LABEL: static void bulkcc_launch_opt(size_t bulk_n, size_t bulk_p, void *const *bulk_a, unsigned bulk_grid, unsigned bulk_block, void *bulk_stream, const void *bulk_uniforms) {
// CHECK-NEXT: (void)bulk_uniforms;
// CHECK-NEXT: #ifdef __CUDACC__
// CHECK-NEXT: bulkcc_kernel_opt<<<bulk_grid, bulk_block, 0, (cudaStream_t)bulk_stream>>>(bulk_n, bulk_p, (const float *)bulk_a[0], (float *)bulk_a[1], (float *)bulk_a[2]);
// CHECK-NEXT: #else
// CHECK-NEXT: (void)bulk_stream;
// CHECK-NEXT: bulk_emulate_launch(bulk_grid, bulk_block, [&] { bulkcc_kernel_opt(bulk_n, bulk_p, (const float *)bulk_a[0], (float *)bulk_a[1], (float *)bulk_a[2]); });
// CHECK-NEXT: #endif
// CHECK-LABEL: extern "C" int opt_bulk_cuda(size_t p, const float *c, float *result, bulk_timing *timing)
// CHECK-NEXT: if (p == 0) return bulk_run_empty(timing);
// the const input goes in and does not come back; the result comes back; the working array is
// the runtime's own (data NULL), neither copied in nor out
// CHECK: const bulk_array bulk_arrays[] = {
// CHECK-NEXT: {"c", (void *)c, 256u, sizeof(float), 1, 0},
// CHECK-NEXT: {"result", (void *)result, 1u, sizeof(float), 0, 1},
// CHECK-NEXT: {"M", NULL, 256u, sizeof(float), 0, 0}, /* working array */
// CHECK-NEXT: };
// the grid form keeps M's transpose too (a warp's lanes read a cell's column M[k + 1][j] as its row)
// CHECK-NEXT: const bulk_array bulk_grid_arrays[] = {
// CHECK-NEXT: {"c", (void *)c, 256u, sizeof(float), 1, 0},
// CHECK-NEXT: {"result", (void *)result, 1u, sizeof(float), 0, 1},
// CHECK-NEXT: {"M", NULL, 256u, sizeof(float), 0, 0}, /* working array */
// CHECK-NEXT: {"M (transposed)", NULL, 256u, sizeof(float), 0, 0}, /* the grid form's transpose of a working array */
// CHECK-NEXT: };
// CHECK-NEXT: return bulk_call_forms("opt", p, bulk_arrays, 3, (const void *)bulkcc_kernel_opt, bulkcc_launch_opt, BULK_COLUMNS,
// CHECK-NEXT: bulk_arrays, 3, (const void *)bulkcc_team_kernel_opt, bulkcc_team_launch_opt, bulk_grid_arrays, 4, (const void *)bulkcc_grid_kernel_opt, bulkcc_grid_launch_opt, NULL, timing);
