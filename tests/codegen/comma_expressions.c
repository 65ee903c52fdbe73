// A comma expression keeps its parentheses wherever a comma means something else: in an
// initializer (`int y = (x++, x*2);` was `int y = (x++), (x * 2);`), an argument, a product's
// operand and a select's condition.
// RUN: %bulkcc %s -o - | FileCheck %s
// RUN: %bulkcc --target=cpu %s -o - | FileCheck %s --check-prefix=CPU
static float twice(float v) { return v * 2; }
int commas(int x, float a[4]) {
  int y = (x++, x * 2);
  a[1] = twice((a[0] += 1, a[0]));
  a[2] = a[3] * (y++, a[1]);
  if ((y--, a[0] > 0)) x = 1;
  return y + x;
}
// CHECK: int y = ((x++), (x * 2));
// CHECK: bulkcc_fn_twice((float)(((a[((size_t)(0)) * bulk_p] += 1), a[((size_t)(0)) * bulk_p])));
// CHECK: __fmul_rn(a[((size_t)(3)) * bulk_p], ((y++), a[((size_t)(1)) * bulk_p]));
// CHECK: const bool bulk_sel = ((y--), (a[((size_t)(0)) * bulk_p] > 0));
// CPU: y[bulk_l] = ((x[bulk_l]++), (x[bulk_l] * 2));
