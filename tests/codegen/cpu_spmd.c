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
// CHECK: entry f: SPMD over a chunk of instances, the lanes innermost
// CHECK: int k[BULK_CPU_CHUNK];
// CHECK: float s[BULK_CPU_CHUNK];
// CHECK: for (; i < 8; i++)
// CHECK: #pragma omp simd
// CHECK-NEXT: for (int bulk_l = 0; bulk_l < bulk_n; bulk_l++) {
// CHECK-NEXT: r[bulk_l] = a[((size_t)(i)) * bulk_p + bulk_l] * 2;
// CHECK: const bool bulk_sel = r[bulk_l] < s[bulk_l];
// CHECK-NEXT: s[bulk_l] = bulk_sel ? (float)(r[bulk_l]) : s[bulk_l];
// CHECK: bulk_then0[bulk_l] = bulk_c;
// CHECK: if (!bulk_then0[bulk_l]) continue;
// CHECK-NEXT: a[((size_t)(i)) * bulk_p + bulk_l] = (-a[((size_t)(i)) * bulk_p + bulk_l]);
// CHECK: bulk_result[bulk_l] = (float)(s[bulk_l] + k[bulk_l]);
