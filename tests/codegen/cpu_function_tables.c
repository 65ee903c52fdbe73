// A table of a function's own is emitted at file scope; the entry keeps the SPMD form, reading
// the table once per chunk where its index is uniform.
// RUN: %bulkcc --target=cpu %s -o - | FileCheck %s
int weighted(const int b[4]) {
  static const int w[4] = {3, 1, 4, 1};
  int t = 0;
  for (int i = 0; i < 4; i++) t += w[i] * b[i];
  return t;
}
// CHECK: static const int bulkcc_t_weighted_w[4] = {
// CHECK: entry weighted: SPMD over a chunk of instances
// CHECK-NOT: static const
// CHECK: t[bulk_l] += (bulkcc_t_weighted_w[((size_t)(i))] * b[((size_t)(i)) * BULKCC_CHUNK + bulk_l]);
