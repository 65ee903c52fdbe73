// A constant index one past the end (the classic off-by-one) is found without any loop.
// RUN: not %bulkcc --check %s 2>&1 | FileCheck %s
void f(float b[4]) { b[4] = 0; }
// CHECK: out_of_bounds_constant.c:[[@LINE-1]]:24: error: index 4 is out of bounds for 'b' of type 'float [4]' (this dimension has 4 elements)
