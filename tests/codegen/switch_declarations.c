// A declaration directly in a switch's braces is valid C that C++ refuses when a case label
// jumps past its initializer: it is emitted as a declaration and an assignment.
// RUN: %bulkcc %s -o %t.cu
// RUN: FileCheck %s < %t.cu
// RUN: %emulate -fsyntax-only -x c++ %t.cu
int f(const int a[2]) {
  int r = 0;
  switch (a[0] & 1) {
    int scale = 3;
  case 0:
    r = a[1] * 2;
    break;
  case 1: {
    int local = 5;
    r = local;
  }
  }
  return r;
}
// CHECK: int scale;
// CHECK-NEXT: scale = 3;
// CHECK: int local = 5;
