// A uniform parameter is the same for every instance only until the entry assigns it input data:
// used after that as a loop bound it is refused, and the trace names the assignment.
// RUN: not %bulkcc --check --uniform n %s 2>&1 | FileCheck %s
void f(int n, const int k[1], float a[8]) {
  if (k[0] > 3) n = k[0] & 7;
  for (int i = 0; i < n; i++) a[i] = 0;
}
// CHECK: changed_per_instance.c:6:21: error: loop condition depends on input data
// CHECK: changed_per_instance.c:5:19: note: 'n' is input-dependent: it takes its value from 'k'
// CHECK: changed_per_instance.c:4:25: note: 'k' holds input data: it is a parameter of entry 'f'
// CHECK: 1 error generated.
