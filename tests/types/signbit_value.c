// C says only that signbit is nonzero for a negative value, and gcc's value differs between its
// scalar and vectorised code: a use of the value itself is warned about, a use of its truth is not.
// RUN: %bulkcc --check %s 2>&1 | FileCheck %s --implicit-check-not=warning:
// RUN: not %bulkcc --check -Werror %s 2>&1 | FileCheck %s --check-prefix=ERROR
#include <math.h>
void f(const float x[4], int out[12]) {
  out[0] = signbit(x[0]);
  out[1] = signbit(x[1]) * 2 + (int)signbit(x[2]);
  out[2] = signbit(x[0]) != 0;
  out[3] = 0 == signbit(x[1]);
  out[4] = !signbit(x[2]);
  out[5] = signbit(x[0]) && signbit(x[1]) || signbit(x[2]);
  out[6] = signbit(x[3]) ? 1 : 2;
  _Bool b = signbit(x[0]);
  b = signbit(x[1]);
  out[7] = b + (_Bool)signbit(x[2]);
  if (signbit(x[3])) out[8] = 1;
  for (int i = 0; i < 3 && signbit(-1.0f); i++) out[9] = i;
  out[10] = (signbit(x[0]) ? signbit(x[1]) : signbit(x[2])) ? 3 : 4;
  out[11] = signbit(x[0]) ? signbit(x[1]) : 5;
}
// CHECK: signbit_value.c:7:12: warning: C specifies only that 'signbit' is nonzero for a negative value; {{.*}}compare it with 0 to get the same result on every target
// CHECK: signbit_value.c:8:12: warning: C specifies only
// CHECK: signbit_value.c:8:37: warning: C specifies only
// CHECK: signbit_value.c:20:29: warning: C specifies only
// ERROR: signbit_value.c:7:12: error: C specifies only
