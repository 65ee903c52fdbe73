// In the body of a loop of constant trip count the CUDA code passes each integer operand of ==
// and != that is no constant through bulkcc_opaque, which nvcc cannot see through
// (plan/opaque.c): nvcc 13.0 otherwise tests the wrong value of a counter in a loop it unrolls by
// two. Outside such loops, in a loop's own condition, for floating operands and in the CPU code,
// comparisons stay as written.
// RUN: %bulkcc --uniform n=0..9 %s -o - | FileCheck %s
// RUN: %bulkcc --target=cpu --uniform n=0..9 %s -o - | FileCheck %s --check-prefix=CPU
int skip_first(const int a[9], const float f[9], int n) {
  int s = a[0] == 3;
  for (unsigned short u = 1; u != 9; u++) {
    if (u == 1) continue;
    if (a[u] != s) s += a[u];
    if (f[u] == 0.5f) s++;
  }
  for (int i = 0; i < n; i++)
    if (i == 2) s++;
  return s;
}
// CHECK: int s = a[{{.*}}] == 3;
// CHECK: u != 9; u++
// CHECK: if (bulkcc_opaque((int)(u)) == 1)
// CHECK: bulkcc_opaque((int)(a[{{.*}}])) != bulkcc_opaque((int)(s));
// CHECK: if (f[{{.*}}] == 0.5f)
// CHECK: if (i == 2)
// CPU-NOT: bulkcc_opaque(
