// A uniform parameter reaches every kernel as one value: the CUDA kernel takes it by value from
// the launcher, which reads it from the host function's table of uniform values (bulk_call passes
// it through); the CPU's lanes take it by value too, and their loops on it run once per chunk.
// RUN: %bulkcc --uniform n --uniform s %s -o - | FileCheck %s --check-prefix=CUDA
// RUN: %bulkcc --target=cpu --uniform n --uniform s %s -o - | FileCheck %s --check-prefix=CPU
#define N 16
void scale(int n, float s, float a[N]) {
  for (int i = 0; i < n; i++) a[i] *= s;
}
// CUDA-LABEL: __global__ void bulkcc_kernel_scale(size_t bulk_n, size_t bulk_p, int n, float s, float *__restrict__ a) {
// CUDA: bulkcc_entry_scale(bulk_p, n, s, a + bulk_j);
// CUDA-LABEL: typedef struct bulkcc_uniforms_scale {
// CUDA-NEXT: int n;
// CUDA-NEXT: float s;
// CUDA-NEXT: } bulkcc_uniforms_scale;
// CUDA: const bulkcc_uniforms_scale *bulk_u = (const bulkcc_uniforms_scale *)bulk_uniforms;
// CUDA: bulkcc_kernel_scale<<<bulk_grid, bulk_block, 0, (cudaStream_t)bulk_stream>>>(bulk_n, bulk_p, bulk_u->n, bulk_u->s, (float *)bulk_a[0]);
// CUDA-LABEL: extern "C" int scale_bulk_cuda(size_t p, int n, float s, float *a, bulk_timing *timing) {
// CUDA-NEXT: if (n < 0) return bulk_refuse_call(timing, 
// CUDA-NEXT: if (n > 16) return bulk_refuse_call(timing, "scale_bulk: n = %lld exceeds 16, the largest for which every access of 'a' is proved in bounds", (long long)n);
// CUDA: {"a", (void *)a, 16u, sizeof(float), 1, 1},
// CUDA: const bulkcc_uniforms_scale bulk_uniforms = {n, s};
// CUDA-NEXT: return bulk_call_forms("scale", p, bulk_arrays, 1, (const void *)bulkcc_kernel_scale, bulkcc_launch_scale, BULK_COLUMNS,
// CUDA-NEXT: bulk_arrays, 1, (const void *)bulkcc_team_kernel_scale, bulkcc_team_launch_scale, NULL, 0, NULL, NULL, &bulk_uniforms, timing);
// CPU-LABEL: BULKCC_LANES void bulkcc_lanes_scale(const int bulk_n, size_t bulk_lo, int n, float s, float *restrict a) {
// CPU: for (; i < n; i++)
// CPU: for (int bulk_l = 0; bulk_l < bulk_n; bulk_l++) {
// CPU-NEXT: a[((size_t)(i)) * BULKCC_CHUNK + bulk_l] *= s;
// CPU-LABEL: int scale_bulk_cpu(size_t p, int n, float s, float *a, bulk_timing *timing) {
// CPU-NEXT: if (n < 0) return bulk_refuse_call(timing, 
// CPU: bulkcc_kernel_scale(bulk_lo, bulk_lo + bulk_n, p, n, s, bulk_c_a);
