// A character constant is emitted as its value with its C type (C++ reads 'A' as a char, and
// spellings such as '\e' or 'ab' are the reading compiler's own), on both targets.
// RUN: %bulkcc %s -o - | FileCheck %s
// RUN: %bulkcc --target=cpu %s -o - | FileCheck %s
int characters(int x) {
  int c = '\377', d = 'A';
  return c + d + x;
}
// CHECK: int c = ((int)-1);
// CHECK: int d = ((int)65);
