// --target=cpu: loops run once per chunk of instances; each statement on per-instance data is a
// loop over the chunk's lanes, innermost, for the compiler to vectorize; an if on data becomes
// a select or a mask.
// RUN: %bulkcc --target=cpu %s -o - | FileCheck %s
#define N 8
float f(float a[N], int k) {
  float s = 0;
  for (int i = 0; i < N; i++) {
    float r = a[i] * 2;
    if (r < s) s = r;
    if (a[i] > 0) { a[i] = -a[i]; s += 1; }
  }
  return s + k;
}
// CHECK: #define BULKCC_LANES static inline __attribute__((always_inline))
// CHECK: /* f: 32 bytes of arrays per instance, streamed through: 128 instances per chunk */
// CHECK-NEXT: #undef BULKCC_CHUNK
// CHECK-NEXT: #define BULKCC_CHUNK (BULK_CPU_CHUNK > 0 ? BULK_CPU_CHUNK : 128)
// CHECK-LABEL: entry f: SPMD over a chunk of instances, the lanes innermost
// CHECK-NEXT: BULKCC_LANES void bulkcc_lanes_f(const int bulk_n, size_t bulk_lo, float *restrict a, const int *restrict bulk_in_k, float *restrict bulk_result) {
// CHECK: int k[BULKCC_CHUNK];
// CHECK: float s[BULKCC_CHUNK];
// CHECK: for (; i < 8; i++)
// CHECK: #pragma omp simd
// CHECK-NEXT: for (int bulk_l = 0; bulk_l < bulk_n; bulk_l++) {
// CHECK-NEXT: r[bulk_l] = a[((size_t)(i)) * BULKCC_CHUNK + bulk_l] * 2;
// CHECK-NEXT: {
// CHECK-NEXT: const bool bulk_sel = r[bulk_l] < s[bulk_l];
// CHECK-NEXT: s[bulk_l] = bulk_sel ? (float)(r[bulk_l]) : s[bulk_l];
// CHECK: bulk_then0[bulk_l] = bulk_c;
// CHECK: if (!bulk_then0[bulk_l]) continue;
// CHECK-NEXT: a[((size_t)(i)) * BULKCC_CHUNK + bulk_l] = (-a[((size_t)(i)) * BULKCC_CHUNK + bulk_l]);
// CHECK: bulk_result[bulk_l] = (float)(s[bulk_l] + k[bulk_l]);
// A full chunk runs the lanes with a constant count (lane loops of a known trip count once
// inlined), the last, partial one with its count at run time.
// CHECK-LABEL: static void bulkcc_kernel_f(size_t bulk_lo, size_t bulk_hi, size_t bulk_p, float *restrict a, const int *restrict bulk_in_k, float *restrict bulk_result) {
// CHECK-NEXT: (void)bulk_p;
// CHECK-NEXT: if (bulk_hi - bulk_lo == BULKCC_CHUNK)
// CHECK-NEXT: bulkcc_lanes_f(BULKCC_CHUNK, bulk_lo, a, bulk_in_k, bulk_result);
// CHECK-NEXT: else
// CHECK-NEXT: bulkcc_lanes_f((int)(bulk_hi - bulk_lo), bulk_lo, a, bulk_in_k, bulk_result);
// The host: each thread moves its chunk's arrays between the user's rows and its own scratch.
// CHECK-LABEL: int f_bulk_cpu(size_t p, float *a, const int *k, float *result, bulk_timing *timing) {
// CHECK: float *bulk_d_a = (float *)bulk_run_alloc(&run, bulk_threads * (size_t)BULKCC_CHUNK, 8, sizeof(float));
// CHECK: #pragma omp parallel for schedule(dynamic, 1)
// CHECK: float *bulk_c_a = bulk_d_a + bulk_t * BULKCC_CHUNK * 8u;
// CHECK-NEXT: bulk_cpu_chunk_in(bulk_c_a, a + bulk_lo * 8u, bulk_n, BULKCC_CHUNK, 8u, sizeof(float));
// CHECK-NEXT: bulkcc_kernel_f(bulk_lo, bulk_lo + bulk_n, p, bulk_c_a, k, result);
// CHECK-NEXT: bulk_cpu_chunk_out(a + bulk_lo * 8u, bulk_c_a, bulk_n, BULKCC_CHUNK, 8u, sizeof(float));
