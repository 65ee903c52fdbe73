// The user's own typedefs, including array typedefs, work as in C.
// RUN: %bulkcc --dump=ast %s | FileCheck %s
typedef float real;
typedef real vec[4];
typedef unsigned long long u64;
real f(const vec v, u64 k) {
  real s = 0;
  for (int i = 0; i < 4; i++) s += v[i];
  return s + (real)k;
}
// CHECK: entry f returns 'float'
// CHECK-NEXT: param v 'const float [4]'
// CHECK-NEXT: param k 'unsigned long long'
