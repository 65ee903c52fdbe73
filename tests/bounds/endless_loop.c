// An endless loop with an empty body ends the evaluation at the step budget instead of hanging.
// RUN: %bulkcc --check --report %s | FileCheck %s
int f(const int a[1]) {
  for (;;) ;
  return a[0];
}
// CHECK: evaluation stopped at {{.*}}endless_loop.c:{{[0-9]+}}:{{[0-9]+}}: evaluation took more than its budget of 20000000 steps
