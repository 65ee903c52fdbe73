// A write to a[i + 1] reaches the next iteration's read of a[i]: that loop cannot load ahead;
// writing a[i] after reading a[i + 1] can.
// RUN: %bulkcc --dump=plan %s | FileCheck %s
void shift(float a[64]) {
  for (int i = 0; i < 63; i++) a[i + 1] = a[i] * 0.5f;
}
void scale(float a[64]) {
  for (int i = 0; i < 63; i++) a[i] = a[i + 1] * 0.5f;
}
// CHECK-LABEL: function shift (entry)
// CHECK: loop 5:3: not ahead
// CHECK-LABEL: function scale (entry)
// CHECK: loop 8:3: ahead 32 iterations, 1 read
