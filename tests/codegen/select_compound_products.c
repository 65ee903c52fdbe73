// Every float product of the CUDA code is exact (__fmul_rn, so that nvcc fuses none into an
// FMA), a compound one inside a select too (`s *= a[2]` was a plain `s * a[2]`), and one whose
// target's address holds a division that may trap (computed once, through bulkcc_fmul_assign;
// one by a constant other than 0 and -1 cannot trap and is computed twice). Both select emitters
// spell the value alike.
// RUN: %bulkcc %s -o - | FileCheck %s
// RUN: %bulkcc --target=cpu %s -o - | FileCheck %s --check-prefix=CPU
float selects(float a[4], float s, double d) {
  if (a[0] < a[1]) s *= a[2];
  else s -= a[3];
  if (a[1] > 0) s *= d;
  for (int i = 0; i < 4; i++) a[i / 2] *= s;
  for (int i = 0; i < 4; i++) a[4 / (i + 1) - 1] *= s;
  return s;
}
// CHECK: s = bulk_sel ? (float)(__fmul_rn(s, a[((size_t)(2)) * bulk_p])) : s;
// CHECK: s = !bulk_sel ? (float)(s - a[((size_t)(3)) * bulk_p]) : s;
// CHECK: s = bulk_sel ? (float)(__dmul_rn(s, d)) : s;
// CHECK: a[((size_t)((i / 2))) * bulk_p] = (float)__fmul_rn(a[((size_t)((i / 2))) * bulk_p], s);
// CHECK: bulkcc_fmul_assign(a[((size_t)(((4 / (i + 1)) - 1))) * bulk_p], (float)(s));
// CPU: s[bulk_l] = bulk_sel ? (float)(s[bulk_l] * a[((size_t)(2)) * BULKCC_CHUNK + bulk_l]) : s[bulk_l];
// CPU: s[bulk_l] = bulk_sel ? (float)(s[bulk_l] * d[bulk_l]) : s[bulk_l];
