// <math.h> is read from the system: its functions are typed by their prototypes, INFINITY works.
// RUN: %bulkcc --dump=ast %s | FileCheck %s
#include <math.h>
float f(const float a[2]) {
  float m = INFINITY;
  return fminf(m, sqrtf(a[0])) + (float)pow(a[1], 2) + (isnan(a[0]) ? 1.0f : 0.0f);
}
// CHECK: call __builtin_inff 'float'
// CHECK: call fminf 'float'
// CHECK: call sqrtf 'float'
// CHECK: call pow 'double'
// CHECK: call __builtin_isnan 'int'
