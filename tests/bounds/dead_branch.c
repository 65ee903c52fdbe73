// An access under a condition that is false for every instance never runs: not an error.
// RUN: %bulkcc --check --report %s | FileCheck %s
#define DEBUG 0
void f(float a[4]) {
  for (int i = 0; i < 4; i++) {
    if (DEBUG && i == 3) a[i + 1] = 0;
    a[i] = 2 * a[i];
  }
}
// CHECK: memory accesses per instance: t = 8
// CHECK: bounds: 2 of 3 array accesses proved in bounds
// CHECK: not proved: {{.*}}dead_branch.c:6:27: never reached
