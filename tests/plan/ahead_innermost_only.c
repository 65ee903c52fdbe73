// Only the innermost loop is a candidate for loading ahead; the outer one is not listed.
// RUN: %bulkcc --dump=plan %s | FileCheck %s
float grid(const float a[256]) {
  float s = 0;
  for (int i = 0; i < 16; i++)
    for (int j = 0; j < 16; j++) s += a[16 * i + j];
  return s;
}
// CHECK-LABEL: function grid (entry)
// CHECK-NOT: loop 5:3
// CHECK: loop 6:5: ahead 32 iterations, 1 read
// CHECK-NOT: loop
