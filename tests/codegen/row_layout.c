// --layout=row keeps each instance's arrays contiguous (the layout the paper compares against):
// stride 1 inside the kernel, instance j at j times its element count, no transposition.
// RUN: %bulkcc --layout=row %s -o - | FileCheck %s
// RUN: %bulkcc --target=cpu --layout=row %s -o - | FileCheck %s --check-prefix=CPU
// RUN: not %bulkcc --layout=diagonal %s -o - 2>&1 | FileCheck %s --check-prefix=BAD
float f(const float c[4][4]) {
  float m[4];
  for (int i = 0; i < 4; i++) m[i] = c[i][i];
  return m[0] + m[3];
}
// CHECK-LABEL: bulkcc_entry_f(size_t bulk_p,
// CHECK: m[((size_t)(i))] = c[(((size_t)(i)) * 4u + (size_t)(i))];
// CHECK-LABEL: __global__ void bulkcc_kernel_f(
// CHECK: bulkcc_entry_f(bulk_p, c + bulk_j * 16u, m + bulk_j * 4u);
// the kernel computes on rows: bulk_call_forms hands it each chunk's instances row-wise
// CHECK-LABEL: extern "C" int f_bulk_cuda(
// CHECK: return bulk_call_forms("f", p, bulk_arrays, 3, (const void *)bulkcc_kernel_f, bulkcc_launch_f, BULK_ROWS,
// CHECK-NEXT: NULL, 0, NULL, NULL, NULL, 0, NULL, NULL, NULL, timing); /* no team form */
// CHECK-NOT: {{, BULK_COLUMNS,}}
// BAD: unknown layout 'diagonal' (known: column, row)
// The CPU target copies the user's rows in whole; c is const: it does not come back.
// CPU: bulk_run_upload(&run, bulk_d_c, c, p * 16 * sizeof(float));
// CPU-NOT: bulk_run_download(&run, c,
// CPU: bulk_run_download(&run, result, bulk_dev_result, p * sizeof(float));
