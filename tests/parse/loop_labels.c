// Labels with no goto, as HLS code names its loops (`loop1: for ...`), are passed over: the
// statement stands in the label's place, nested too. goto itself stays refused (errors/goto.c).
// RUN: %bulkcc --dump=ast %s | FileCheck %s
void scaled(const int a[8], int b[8]) {
loop1:
  for (int i = 0; i < 8; i++) b[i] = a[i] * 2;
outer:
  for (int i = 0; i < 8; i++) {
  inner:
    for (int j = 0; j < 2; j++) b[i] += j;
  }
}
// CHECK-LABEL: entry scaled
// CHECK-NOT: label
// CHECK: for
// CHECK-NOT: label
// CHECK: for
// CHECK-NOT: label
// CHECK: for
// CHECK-NOT: label
