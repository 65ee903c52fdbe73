// An integer division may not run when not selected (it may trap): a branch. A float one may.
// RUN: %bulkcc --dump=plan %s | FileCheck %s
int quotient(const int a[2]) {
  int q = 0;
  if (a[1] != 0) q = a[0] / a[1];
  return q;
}
int scaled(const float a[2]) {
  float q = 0;
  if (a[1] != 0) q = a[0] / a[1];
  return q > 1;
}
// CHECK-LABEL: function quotient (entry)
// CHECK: if 5:3: branch (on input data)
// CHECK-NOT: select target
// CHECK-LABEL: function scaled (entry)
// CHECK: if 10:3: select (on input data)
// CHECK-NEXT: select target q
