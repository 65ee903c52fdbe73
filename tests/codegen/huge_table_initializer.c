// A table of 2^22 elements with two initialized is emitted as C spells it, the initialized
// elements and no more (C makes the rest zero): every element was written out (at 2^30, 13 GB
// of text built in memory from an 8 GB array of slots). Local arrays with short initializers too.
// RUN: %bulkcc --target=cpu %s -o %t.c && FileCheck %s < %t.c
// RUN: %bulkcc %s -o %t.cu && FileCheck %s < %t.cu
static const float t[1 << 22] = {1, 2};
static const int empty[4] = {0};
float f(float a[4]) {
  float w[1 << 20] = {a[1]};
  return t[5] + a[0] + (float)empty[1] + w[3];
}
// CHECK: const float bulkcc_t_t[4194304] = {
// CHECK-NEXT: (float)(1), (float)(2)
// CHECK-NEXT: };
// CHECK: const int bulkcc_t_empty[4] = {
// CHECK-NEXT: (int)(0)
// CHECK-NEXT: };
