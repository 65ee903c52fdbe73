// --target=cpu: k++ inside an expression on input data would run once per lane: no SPMD form.
// The same counter stepped in a statement of its own keeps it.
// RUN: %bulkcc --target=cpu --dump=plan %s | FileCheck %s
float weighted(const float a[16]) {
  float s = 0;
  int k = 0;
  for (int i = 0; i < 16; i++) s += a[i] * (float)(k++);
  return s;
}
float counted(const float a[16]) {
  float s = 0;
  int k = 0;
  for (int i = 0; i < 16; i++) {
    s += a[i] * (float)k;
    k++;
  }
  return s;
}
// CHECK-LABEL: function weighted (entry): cpu form per-instance
// CHECK-NOT: varying
// CHECK-LABEL: function counted (entry): cpu form spmd lanes
// CHECK: varying s
// CHECK-NOT: varying k
