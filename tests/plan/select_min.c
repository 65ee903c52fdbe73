// An if on input data that assigns one scalar becomes a select; the scalar is its target.
// RUN: %bulkcc --dump=plan %s | FileCheck %s
float least(const float a[16]) {
  float m = a[0];
  for (int i = 1; i < 16; i++)
    if (a[i] < m) m = a[i];
  return m;
}
// CHECK-LABEL: function least (entry)
// CHECK: if 6:5: select (on input data)
// CHECK-NEXT: select target m
