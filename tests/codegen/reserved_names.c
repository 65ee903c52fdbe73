// C names that C++ or CUDA reserve are renamed in the emitted code.
// RUN: %bulkcc %s -o - | FileCheck %s
int f(const int class[2], int new) {
  int this = class[0] + new, threadIdx = 1, bulk_p = 2;
  return this + threadIdx + bulk_p + class[1];
}
// CHECK: bulkcc_entry_f(size_t bulk_p, const int *__restrict__ class_, int new_)
// CHECK: int this_ = class_[((size_t)(0)) * bulk_p] + new_;
// CHECK: int threadIdx_ = 1;
// CHECK: int u_bulk_p = 2;
