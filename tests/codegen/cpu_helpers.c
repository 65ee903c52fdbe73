// On the CPU, entries that call helpers keep the SPMD form: a call on uniform scalars runs once
// per chunk, as control; a call on lane data runs in the lane loop, given the lane's own arrays.
// RUN: %bulkcc --target=cpu %s -o - | FileCheck %s
static float twice(float x) { return 2 * x; }
static int imin(int a, int b) { return a < b ? a : b; }
static void scale(float v[4], float k) { for (int i = 0; i < 4; i++) v[i] = v[i] * k; }
float f(float a[2][4]) {
  float s = 0;
  for (int i = 0; i < imin(2, 9); i++) {
    scale(a[i], twice(a[i][0]));
    s += twice(a[i][imin(i, 3)]);
  }
  return s;
}
// CHECK: static inline void bulkcc_fn_scale(float *v, size_t bulk_stride_v, float k);
// CHECK: entry f: SPMD over a chunk of instances
// CHECK: for (; i < bulkcc_fn_imin((int)(2), (int)(9)); i++)
// CHECK: #pragma omp simd
// CHECK-NEXT: for (int bulk_l = 0; bulk_l < bulk_n; bulk_l++) {
// CHECK-NEXT: bulkcc_fn_scale((a + ((size_t)(i)) * 4u * BULKCC_CHUNK + bulk_l), BULKCC_CHUNK, (float)(bulkcc_fn_twice((float)(a[(((size_t)(i)) * 4u + (size_t)(0)) * BULKCC_CHUNK + bulk_l]))));
// CHECK-NEXT: s[bulk_l] += bulkcc_fn_twice((float)(a[(((size_t)(i)) * 4u + (size_t)(bulkcc_fn_imin((int)(i), (int)(3)))) * BULKCC_CHUNK + bulk_l]));
// CHECK-NEXT: }
