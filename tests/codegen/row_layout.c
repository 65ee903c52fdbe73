// --layout=row keeps each instance's arrays contiguous (the layout the paper compares against):
// stride 1 inside the kernel, instance j at j times its element count, no transposition.
// RUN: %bulkcc --layout=row %s -o - | FileCheck %s
// RUN: not %bulkcc --layout=diagonal %s -o - 2>&1 | FileCheck %s --check-prefix=BAD
float f(const float c[4][4]) {
  float m[4];
  for (int i = 0; i < 4; i++) m[i] = c[i][i];
  return m[0] + m[3];
}
// CHECK: m[((size_t)(i))] = c[(((size_t)(i)) * 4u + (size_t)(i))];
// CHECK: bulkcc_entry_f(bulk_p, c + bulk_j * 16u, m + bulk_j * 4u);
// CHECK: bulk_run_upload(&run, bulk_d_c, c, p * 16 * sizeof(float));
// CHECK-NOT: bulk_run_to_columns
// BAD: unknown layout 'diagonal' (known: column, row)
