// Scalar constants, at file scope or static in a function, are emitted as scalars on both
// targets, in the per-instance and the SPMD form (they were one-element arrays, so that
// `x + g` was pointer arithmetic in C and did not compile as CUDA).
// RUN: %bulkcc %s -o - | FileCheck %s --check-prefix=CUDA
// RUN: %bulkcc --target=cpu %s -o %t.c
// RUN: cc -std=c11 -fopenmp -Wall -Wextra -Werror -I%runtime -c %t.c -o %t.o
// RUN: FileCheck %s --check-prefix=CPU < %t.c
const int g = 5;
static const float scale = 2.5f;
int shift(int x, float a[2]) {
  static const int k = 3;
  a[0] = a[1] * scale;
  return x + g + k;
}
// CUDA: static __constant__ const int bulkcc_t_g = (int)(5);
// CUDA: static __constant__ const float bulkcc_t_scale = (float)(2.5f);
// CUDA: static __constant__ const int bulkcc_t_shift_k = (int)(3);
// CUDA: return (x + bulkcc_t_g) + bulkcc_t_shift_k;
// CPU: static const int bulkcc_t_g = (int)(5);
// CPU: static const float bulkcc_t_scale = (float)(2.5f);
// CPU: static const int bulkcc_t_shift_k = (int)(3);
// CPU: bulk_result[bulk_l] = (int)((x[bulk_l] + bulkcc_t_g) + bulkcc_t_shift_k);
