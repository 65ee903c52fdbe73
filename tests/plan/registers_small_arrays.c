// Small working arrays of an entry evaluated to the end: in registers on the GPU, its loops
// unrolled, and then no loop loads ahead. With --layout=row they stay in memory, and no loop
// loads ahead either (rows are not column-wise).
// RUN: %bulkcc --dump=plan %s | FileCheck %s
// RUN: %bulkcc --layout=row --dump=plan %s | FileCheck %s --check-prefix=ROW
float smooth(const float a[8]) {
  float w[8];
  for (int i = 0; i < 8; i++) w[i] = a[i] * 2;
  float s = 0;
  for (int i = 0; i < 8; i++) s += w[i];
  return s;
}
// CHECK-LABEL: function smooth (entry): cuda form column-wise kernel
// CHECK-NEXT: working arrays: registers
// CHECK-NEXT: loads ahead: no
// CHECK-NOT: loop
// ROW-LABEL: function smooth (entry): cuda form row-wise kernel
// ROW-NEXT: working arrays: memory
// ROW-NEXT: loads ahead: no
// ROW-NOT: loop
