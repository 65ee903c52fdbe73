// Without --uniform, a size parameter is per-instance data: every loop it bounds is refused, but
// one cause gives one error, whose note says how to declare the parameter uniform.
// RUN: not %bulkcc --check %s 2>&1 | FileCheck %s
#define N 8
void smooth(int n, float a[N], float b[N]) {
  for (int i = 0; i < n; i++) b[i] = a[i];
  for (int i = 1; i < n - 1; i++) a[i] = (b[i - 1] + b[i + 1]) * 0.5f;
  for (int i = 0; i < n; i++) b[i] = a[i] * a[i];
}
// CHECK: one_error_per_cause.c:6:21: error: loop condition depends on input data
// CHECK: one_error_per_cause.c:5:17: note: 'n' holds input data: it is a parameter of entry 'smooth' (if it is the same for every instance, a size or a count, say so with --uniform n; this is reported once for all its uses)
// CHECK-NOT: error:
// CHECK: 1 error generated.
