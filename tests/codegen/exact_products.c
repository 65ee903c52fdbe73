// Products of floats and doubles are spelled __fmul_rn/__dmul_rn, which nvcc never fuses with an
// add: the GPU rounds as C does whatever nvcc's flags. --fast-math gives the fusion back.
// RUN: %bulkcc %s -o - | FileCheck %s
// RUN: %bulkcc --fast-math %s -o - | FileCheck %s --check-prefix=FAST
// RUN: %bulkcc --target=cpu %s -o - | FileCheck %s --check-prefix=CPU
double f(float a[2], const double d[2], int k) {
  a[0] *= 3.0f;
  a[1] *= d[0];
  return a[0] * a[1] + d[1] * k;
}
// CHECK: a[((size_t)(0)) * bulk_p] = (float)__fmul_rn(a[((size_t)(0)) * bulk_p], 3.0f);
// CHECK: a[((size_t)(1)) * bulk_p] = (float)__dmul_rn(a[((size_t)(1)) * bulk_p], d[((size_t)(0)) * bulk_p]);
// CHECK: return __fmul_rn(a[((size_t)(0)) * bulk_p], a[((size_t)(1)) * bulk_p]) + __dmul_rn(d[((size_t)(1)) * bulk_p], k);
// FAST: return (a[((size_t)(0)) * bulk_p] * a[((size_t)(1)) * bulk_p]) + (d[((size_t)(1)) * bulk_p] * k);
// CPU-NOT: __fmul_rn
// CPU: bulk_result[bulk_l] = (double)((a[((size_t)(0)) * BULKCC_CHUNK + bulk_l] * a[((size_t)(1)) * BULKCC_CHUNK + bulk_l]) + (d[((size_t)(1)) * BULKCC_CHUNK + bulk_l] * k[bulk_l]));
