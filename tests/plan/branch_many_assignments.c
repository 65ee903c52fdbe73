// Five assignments in the arms pass SELECT_MAX_ASSIGNMENTS (4): a branch; four, split over
// both arms, make a select with four targets.
// RUN: %bulkcc --dump=plan %s | FileCheck %s
int five(const int a[4]) {
  int p = 0, q = 0, r = 0, s = 0, t = 0;
  if (a[0] > 0) { p = 1; q = 2; r = 3; s = 4; t = 5; }
  return p + q + r + s + t;
}
int four(const int a[4]) {
  int p = 0, q = 0, r = 0, s = 0;
  if (a[0] > 0) { p = 1; q = 2; } else { r = 3; s = 4; }
  return p + q + r + s;
}
// CHECK-LABEL: function five (entry)
// CHECK: if 6:3: branch (on input data)
// CHECK-NOT: select target
// CHECK-LABEL: function four (entry)
// CHECK: if 11:3: select (on input data)
// CHECK-NEXT: select target p
// CHECK-NEXT: select target q
// CHECK-NEXT: select target r
// CHECK-NEXT: select target s
