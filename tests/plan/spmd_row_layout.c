// --target=cpu --layout=row: each instance by itself, whatever the program.
// RUN: %bulkcc --target=cpu --layout=row --dump=plan %s | FileCheck %s
float total(const float a[16]) {
  float s = 0;
  for (int i = 0; i < 16; i++) s += a[i];
  return s;
}
// CHECK-LABEL: function total (entry): cpu form per-instance, row-wise
// CHECK-NOT: varying
