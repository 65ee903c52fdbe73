// The CUDA target's NAME_bulk hands bulk_call a table of the entry's arrays in the order its
// kernel takes them (parameters, result, working arrays in memory) and a launcher that passes
// them on. Every parameter is copied in (scalars too, as arrays of one element; an unread array
// too, so that what the entry leaves alone comes back as it was); only the result and the arrays
// the entry may write, itself or through helpers, come back.
// RUN: %bulkcc %s -o - | FileCheck %s
// RUN: %bulkcc --target=cpu %s -o - | FileCheck %s --check-prefix=CPU
static void negate(float v[4]) {
  for (int i = 0; i < 4; i++) v[i] = -v[i];
}
static void through(float v[4]) { negate(v); }
static float sum(float v[4]) { return v[0] + v[1] + v[2] + v[3]; }
float entry(const float c[4], float unread[4], float read_only[4], float in_helper[4], float rows[2][4],
            float rows_read[2][4], float bumped[3], int k) {
  float w[200]; // too large for registers: in memory, in the table
  for (int i = 0; i < 200; i++) w[i] = c[i % 4] * (float)k;
  through(in_helper);
  negate(rows[1]);
  bumped[2]++;
  (void)unread;
  return w[199] + read_only[0] + sum(rows_read[0]) + sum(rows[0]);
}
// CHECK-LABEL: static void bulkcc_launch_entry(size_t bulk_n, size_t bulk_p, void *const *bulk_a, unsigned bulk_grid, unsigned bulk_block, void *bulk_stream, const void *bulk_uniforms) {
// CHECK-NEXT: (void)bulk_uniforms;
// CHECK-NEXT: #ifdef __CUDACC__
// CHECK-NEXT: bulkcc_kernel_entry<<<bulk_grid, bulk_block, 0, (cudaStream_t)bulk_stream>>>(bulk_n, bulk_p, (const float *)bulk_a[0], (float *)bulk_a[1], (float *)bulk_a[2], (float *)bulk_a[3], (float *)bulk_a[4], (float *)bulk_a[5], (float *)bulk_a[6], (const int *)bulk_a[7], (float *)bulk_a[8], (float *)bulk_a[9]);
// CHECK-NEXT: #else
// CHECK-NEXT: (void)bulk_stream;
// CHECK-NEXT: bulk_emulate_launch(bulk_grid, bulk_block, [&] { bulkcc_kernel_entry(bulk_n, bulk_p, (const float *)bulk_a[0], (float *)bulk_a[1], (float *)bulk_a[2], (float *)bulk_a[3], (float *)bulk_a[4], (float *)bulk_a[5], (float *)bulk_a[6], (const int *)bulk_a[7], (float *)bulk_a[8], (float *)bulk_a[9]); });
// CHECK-NEXT: #endif
// CHECK-NEXT: }
// CHECK-LABEL: extern "C" int entry_bulk_cuda(size_t p, const float *c, float *unread, float *read_only, float *in_helper, float *rows, float *rows_read, float *bumped, const int *k, float *result, bulk_timing *timing) {
// CHECK-NEXT: if (p == 0) return bulk_run_empty(timing);
// CHECK: const bulk_array bulk_arrays[] = {
// CHECK-NEXT: {"c", (void *)c, 4u, sizeof(float), 1, 0},
// CHECK-NEXT: {"unread", (void *)unread, 4u, sizeof(float), 1, 0},
// CHECK-NEXT: {"read_only", (void *)read_only, 4u, sizeof(float), 1, 0},
// written two helpers down
// CHECK-NEXT: {"in_helper", (void *)in_helper, 4u, sizeof(float), 1, 1},
// a row of it written by a helper; rows_read's rows only read by one
// CHECK-NEXT: {"rows", (void *)rows, 8u, sizeof(float), 1, 1},
// CHECK-NEXT: {"rows_read", (void *)rows_read, 8u, sizeof(float), 1, 0},
// CHECK-NEXT: {"bumped", (void *)bumped, 3u, sizeof(float), 1, 1},
// CHECK-NEXT: {"k", (void *)k, 1u, sizeof(int), 1, 0},
// CHECK-NEXT: {"result", (void *)result, 1u, sizeof(float), 0, 1},
// CHECK-NEXT: {"w", NULL, 200u, sizeof(float), 0, 0}, /* working array */
// CHECK-NEXT: };
// CHECK-NEXT: return bulk_call_forms("entry", p, bulk_arrays, 10, (const void *)bulkcc_kernel_entry, bulkcc_launch_entry, BULK_COLUMNS,
// CHECK-NEXT: NULL, 0, NULL, NULL, NULL, 0, NULL, NULL, NULL, timing); /* no team form */
// CHECK-NEXT: }
// the same table, of GPU memory, for the device entry
// CHECK-LABEL: extern "C" int entry_bulk_device(size_t p, const float *c, float *unread, float *read_only, float *in_helper, float *rows, float *rows_read, float *bumped, const int *k, float *result, int layout, void *stream) {
// CHECK-NEXT: if (p == 0) return BULK_OK;
// CHECK: {"unread", (void *)unread, 4u, sizeof(float), 1, 0},
// CHECK: {"in_helper", (void *)in_helper, 4u, sizeof(float), 1, 1},
// CHECK: return bulk_call_device_forms("entry", p, bulk_arrays, 10, (const void *)bulkcc_kernel_entry, bulkcc_launch_entry, BULK_COLUMNS,
// CHECK-NEXT: NULL, 0, NULL, NULL, NULL, 0, NULL, NULL, NULL, layout, stream); /* no team form */

// The CPU target moves back only the arrays the entry may write.
// CPU-LABEL: int entry_bulk_cpu(
// CPU-NOT: bulk_cpu_chunk_out(unread
// CPU-NOT: bulk_cpu_chunk_out(read_only
// CPU: bulk_cpu_chunk_out(in_helper + bulk_lo * 4u
// CPU-NEXT: bulk_cpu_chunk_out(rows + bulk_lo * 8u
// CPU-NEXT: bulk_cpu_chunk_out(bumped + bulk_lo * 3u
// CPU-NEXT: }
