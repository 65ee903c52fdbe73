// One read per iteration and no write: the loop loads 32 iterations ahead (AHEAD_MAX).
// RUN: %bulkcc --dump=plan %s | FileCheck %s
float sum(const float a[64]) {
  float s = 0;
  for (int i = 0; i < 64; i++) s += a[i];
  return s;
}
// CHECK-LABEL: function sum (entry): cuda form column-wise kernel
// CHECK-NEXT: working arrays: none
// CHECK-NEXT: loads ahead: yes
// CHECK-NEXT: team form: no, no loop splits across lanes
// CHECK-NEXT: parameter a: in
// CHECK-NEXT: loop 5:3: ahead 32 iterations, 1 read
