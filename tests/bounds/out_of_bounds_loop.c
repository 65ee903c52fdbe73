// An access outside its array is an error naming the index value and the loop iteration.
// RUN: not %bulkcc --check %s 2>&1 | FileCheck %s
#define N 8
float f(const float a[N], const float b[N]) {
  float s = 0;
  for (int i = 0; i < N; i++)
    for (int k = 0; k <= i; k++) s += a[i + k] * b[k];
// CHECK: out_of_bounds_loop.c:[[@LINE-1]]:43: error: index 8 is out of bounds for 'a' of type 'const float [8]' (this dimension has 8 elements) when i = 4, k = 4
  return s;
}
// CHECK: 1 error generated.
