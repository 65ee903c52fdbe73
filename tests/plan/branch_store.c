// An arm that stores to an array is no select: a branch on input data.
// RUN: %bulkcc --dump=plan %s | FileCheck %s
void clamp(float a[16]) {
  for (int i = 0; i < 16; i++)
    if (a[i] < 0) a[i] = 0;
}
// CHECK-LABEL: function clamp (entry)
// CHECK: if 5:5: branch (on input data)
// CHECK-NOT: select
