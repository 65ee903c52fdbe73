// A local initialised once and never assigned is its initial value where it is read, taken in
// the loops around its declaration: inside a loop, an affine function of the counter; before the
// loop, the value the counter had then, which says nothing of the loop's iterations.
// RUN: %bulkcc --dump=plan %s | FileCheck %s
void inside(int a[64], const int b[32]) {
  for (int i = 0; i < 32; i++) {
    int odd = 2 * i + 1;
    a[odd] = b[i];
  }
}
void before(int a[16]) {
  int i = 3;
  int at = i;
  for (i = 0; i < 16; i++) a[at] = a[i] + 1;
}
// CHECK-LABEL: function inside
// CHECK: for 6:3: parallel; private odd
// CHECK-LABEL: function before
// CHECK: for 14:3: sequential, carries {{flow|anti|output}} on a
