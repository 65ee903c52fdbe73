// A table's initializer is emitted up to its last element given; C and C++ make the rest zero.
// Writing every element out made this a 4 GiB file (found by fuzzing: a 381-byte input that
// did not translate in 60 s).
// RUN: ulimit -v 2000000 && %bulkcc %s -o %t.cu && FileCheck %s < %t.cu
// RUN: ulimit -v 2000000 && %bulkcc --target=cpu %s -o %t.c && FileCheck %s < %t.c
static const float t[1 << 30] = {1, 2, 3};
// CHECK: const float bulkcc_t_t[1073741824] = {
// CHECK-NEXT: (float)(1), (float)(2), (float)(3)
// CHECK-NEXT: };
static const int none[1 << 20] = {};
// CHECK: const int bulkcc_t_none[1048576] = {0
// CHECK-NEXT: };
float f(const float a[4]) { return t[2] + t[1 << 29] + (float)none[7] + a[0]; }
