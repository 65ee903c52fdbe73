// A negative index is out of bounds.
// RUN: not %bulkcc --check %s 2>&1 | FileCheck %s
float f(const float a[4]) {
  float s = 0;
  for (int i = 3; i >= -1; i--) s += a[i];
// CHECK: out_of_bounds_negative.c:[[@LINE-1]]:40: error: index -1 is out of bounds for 'a'{{.*}} when i = -1
  return s;
}
