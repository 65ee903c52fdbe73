// What code generation learns by walking an entry's tree (ast_walk callbacks in codegen/): which
// arrays the entry may write (an assignment inside sizeof writes nothing; a helper that writes
// its parameter writes the array or row passed to it; one that only reads it does not), which
// locals only sizeof mentions, which variables a select assigns (they need a value first), and
// the names of same-named tables of one function, given in source order.
// RUN: %bulkcc %s -o - | FileCheck %s
// RUN: %bulkcc --target=cpu %s -o - | FileCheck %s --check-prefix=CPU
static void scale(float v[4], float k) {
  for (int i = 0; i < 4; i++) v[i] *= k;
}
static float first(const float v[4]) { return v[0]; }
float walks(float written[4], float in_sizeof[4], float via_helper[4], float read_by_helper[4], float rows[2][4]) {
  written[1] = 2;
  float s = (float)sizeof(in_sizeof[0] = 1);
  scale(via_helper, 2);
  scale(rows[1], 3);
  s += first(read_by_helper);
  float m;
  if (written[0] > 0) m = 1;
  else m = 2;
  {
    static const float t[2] = {1, 2};
    s += t[1];
  }
  for (int i = 0; i < 2; i++) {
    static const float t[2] = {3, 4};
    s += t[i];
  }
  return s + m;
}
// CHECK: static __constant__ const float bulkcc_t_walks_t[2] = {
// CHECK-NEXT: (float)(1), (float)(2)
// CHECK: static __constant__ const float bulkcc_t_walks_t1[2] = {
// CHECK-NEXT: (float)(3), (float)(4)
// CHECK-LABEL: entry walks:
// CHECK: (void)in_sizeof;
// CHECK-NOT: (void)
// CHECK: float m = 0;
// CHECK: const bool bulk_sel =
// CHECK: s += bulkcc_t_walks_t[((size_t)(1))];
// CHECK: s += bulkcc_t_walks_t1[((size_t)(i))];
// CHECK-LABEL: const bulk_array bulk_arrays[] = {
// CHECK-NEXT: {"written", (void *)written, 4u, sizeof(float), 1, 1},
// CHECK-NEXT: {"in_sizeof", (void *)in_sizeof, 4u, sizeof(float), 1, 0},
// CHECK-NEXT: {"via_helper", (void *)via_helper, 4u, sizeof(float), 1, 1},
// CHECK-NEXT: {"read_by_helper", (void *)read_by_helper, 4u, sizeof(float), 1, 0},
// CHECK-NEXT: {"rows", (void *)rows, 8u, sizeof(float), 1, 1},
// CPU: bulkcc_kernel_walks(
// CPU-NOT: bulk_cpu_chunk_out(in_sizeof
// CPU: bulk_cpu_chunk_out(written +
// CPU-NEXT: bulk_cpu_chunk_out(via_helper +
// CPU-NEXT: bulk_cpu_chunk_out(rows +
// CPU-NEXT: }
