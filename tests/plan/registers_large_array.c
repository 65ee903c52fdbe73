// A working array past REGISTER_MAX_ELEMENTS (128) stays in memory, and the loop loads ahead: the
// read of a[i], not that of w[i - 1], which the iteration before writes.
// RUN: %bulkcc --dump=plan %s | FileCheck %s
float running(const float a[200]) {
  float w[200];
  w[0] = a[0];
  for (int i = 1; i < 200; i++) w[i] = w[i - 1] + a[i];
  return w[199];
}
// CHECK-LABEL: function running (entry): cuda form column-wise kernel
// CHECK-NEXT: working arrays: memory
// CHECK-NEXT: loads ahead: yes
// CHECK-NEXT: team form: no, no loop splits across lanes
// CHECK-NEXT: parameter a: in
// CHECK-NEXT: loop 7:3: ahead 32 iterations, 1 read
