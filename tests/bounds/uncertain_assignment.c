// A counter assigned under a condition on data becomes unknown; accesses that use it afterwards
// are reported as not proved rather than guessed.
// RUN: %bulkcc --check --report --allow-gather -w %s | FileCheck %s
float f(const float a[4]) {
  int k = 1;
  if (a[0] > 0) k = 2;
  return a[k];
}
// CHECK: bounds: 1 of 2 array accesses proved in bounds
// CHECK-NEXT: not proved: {{.*}}uncertain_assignment.c:7:11: its index depends on input data
