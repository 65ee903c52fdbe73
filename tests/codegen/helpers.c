// Helpers become device functions; each array parameter carries its stride, so a helper
// works on a column-wise instance array, a sub-array (a row) or the thread's own array alike.
// RUN: %bulkcc %s -o - | FileCheck %s
#define N 4
static float dot(const float a[N], const float b[N]) {
  float s = 0;
  for (int i = 0; i < N; i++) s += a[i] * b[i];
  return s;
}
static void zero(float r[N]) { for (int i = 0; i < N; i++) r[i] = 0; }
static float local_sum(const float v[N]) {
  float t[N];
  for (int i = 0; i < N; i++) t[i] = v[i];
  zero(t);
  return dot(t, v);
}
float entry(float m[N][N], const float v[N]) {
  zero(m[1]);
  return dot(m[2], v) + local_sum(v);
}
// CHECK: static __device__ float bulkcc_fn_dot(const float *a, size_t bulk_stride_a, const float *b, size_t bulk_stride_b);
// CHECK-LABEL: static __device__ float bulkcc_fn_dot({{.*}}) {
// CHECK: s += __fmul_rn(a[((size_t)(i)) * bulk_stride_a], b[((size_t)(i)) * bulk_stride_b]);
// CHECK-LABEL: static __device__ float bulkcc_fn_local_sum({{.*}}) {
// thread-local arrays have stride 1
// CHECK: float t[4];
// CHECK: t[((size_t)(i))] = v[((size_t)(i)) * bulk_stride_v];
// CHECK: bulkcc_fn_zero(t, (size_t)1);
// CHECK-LABEL: bulkcc_entry_entry(
// CHECK: bulkcc_fn_zero((m + ((size_t)(1)) * 4u * bulk_p), bulk_p);
// CHECK: return bulkcc_fn_dot((m + ((size_t)(2)) * 4u * bulk_p), bulk_p, v, bulk_p) + bulkcc_fn_local_sum(v, bulk_p);
