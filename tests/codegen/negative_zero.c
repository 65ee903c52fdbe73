// A -0.0 the program writes reaches nvcc as a read of constant memory: ptxas can make a choice
// between 1.0 and a -0.0 constant into FSET.BF, which gives +0.0. The CPU target and the
// constant tables keep the literal.
// RUN: %bulkcc %s -o - | FileCheck %s
// RUN: %bulkcc --target=cpu %s -o - | FileCheck %s --check-prefix=CPU
const float table[2] = {-0.0f, 1.0f};
void f(const float c[4], float out[4], double d[4]) {
  for (int i = 0; i < 4; i++) {
    out[i] = c[i] * (c[i] < 0.5f ? 1.0f : -0.0f) + table[i % 2];
    d[i] = c[i] < 0.25f ? -(double)0 : -0.0 + -1e-50f;
  }
}
// CHECK: static __constant__ float bulkcc_negative_zero_float = -0.0f;
// CHECK: static __constant__ double bulkcc_negative_zero_double = -0.0;
// CHECK: bulkcc_t_table[2] = {
// CHECK-NEXT: (float)((-0.0f)), (float)(1.0f)
// CHECK: ? 1.0f : bulkcc_negative_zero<float>()
// CHECK: ? bulkcc_negative_zero<double>() : (bulkcc_negative_zero<double>() + bulkcc_negative_zero<float>())
// CPU-NOT: bulkcc_negative_zero
// CPU: ? 1.0f : (-0.0f)
