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
// a division by a constant other than 0 and -1 cannot trap: a select; by -1 (INT_MIN / -1) it may
int halved(const int a[2]) {
  int q = 0;
  if (a[1] != 0) q = a[0] / 2 + a[1] % 7;
  return q;
}
int negated(const int a[2]) {
  int q = 0;
  if (a[1] != 0) q = a[0] / -1;
  return q;
}
// CHECK-LABEL: function halved (entry)
// CHECK: if 22:3: select (on input data)
// CHECK-LABEL: function negated (entry)
// CHECK: if 27:3: branch (on input data)
