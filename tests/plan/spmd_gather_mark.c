// --target=cpu: a program with a gather mark takes no SPMD form.
// RUN: %bulkcc --target=cpu --dump=plan %s 2>/dev/null | FileCheck %s
float pick(const float a[16], const int k[1]) {
  float s = a[0];
  #pragma bulkcc gather
  s = a[k[0] & 15];
  return s;
}
// CHECK-LABEL: function pick (entry): cpu form per-instance
// CHECK-NOT: varying
