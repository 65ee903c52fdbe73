// Both sides of an if on data are checked, as the GPU runs both: an out-of-bounds access in
// the side that the data may never choose is still an error.
// RUN: not %bulkcc --check %s 2>&1 | FileCheck %s
void f(float a[4]) {
  for (int i = 0; i < 4; i++)
    if (a[i] < 0) a[i] = 0; else a[i + 1] = a[i];
// CHECK: select_branch.c:[[@LINE-1]]:38: error: index 4 is out of bounds for 'a'{{.*}} when i = 3
}
