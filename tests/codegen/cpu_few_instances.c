// The CPU target runs an entry of the SPMD form one instance at a time, a task each, on the
// user's row-wise arrays, for calls of fewer instances than a quarter of a chunk per thread (a
// chunk's lanes would be mostly empty): NAME_bulk_cpu sends those to bulkcc_few_NAME. The
// differential tests run both paths (p = 1, 7 and 13 take this one on a machine of few threads,
// p = 1000 the lanes).
// RUN: %bulkcc --target=cpu %s -o %t.c
// RUN: FileCheck %s < %t.c
// RUN: cc -std=c11 -fopenmp -Wall -Wextra -Werror -fsyntax-only -I%S/../../runtime %t.c
float total(const float a[64]) {
  float s = 0;
  for (int i = 0; i < 64; i++) s += a[i] * a[i];
  return s;
}
// CHECK: static inline float bulkcc_instance_total(size_t bulk_p, const float *restrict a) {
// CHECK: static void bulkcc_instances_total(size_t bulk_lo, size_t bulk_hi, size_t bulk_p, const float *restrict a, float *restrict bulk_result) {
// CHECK: bulk_result[bulk_j] = bulkcc_instance_total(bulk_p, a + bulk_j * 64u);
// CHECK: static int bulkcc_few_total(size_t p, const float *a, float *result, bulk_timing *timing) {
// CHECK: const size_t bulk_chunk = 1,
// CHECK: #pragma omp parallel for schedule(dynamic, 1) if (bulk_chunks > 1)
// CHECK: int total_bulk_cpu(size_t p, const float *a, float *result, bulk_timing *timing) {
// CHECK: if (p * 4 < (size_t)BULKCC_CHUNK * bulk_cpu_threads()) return bulkcc_few_total(p, a, result, timing);
