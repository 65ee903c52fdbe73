// C's usual arithmetic conversions (C11 6.3.1.8) on LP64, as the emitted code must compute them.
// RUN: %bulkcc --dump=ast %s | FileCheck %s
#include <stdint.h>
long f(const short s[2], unsigned char c, uint32_t u, long l, unsigned long ul, long long ll) {
  int a = s[0] + s[1];
// CHECK: binary + 'int' <[[@LINE-1]]:16>
// CHECK-NEXT: index 'const short'
  long r = u + a;
// CHECK: binary + 'unsigned int' <[[@LINE-1]]:14>
  r += l + u;
// CHECK: binary + 'long' <[[@LINE-1]]:10>
  r += ul + ll;
// CHECK: binary + 'unsigned long long' <[[@LINE-1]]:11>
  double d = 1.5f * 2.0 + c;
// CHECK: binary + 'double'
// CHECK-NEXT: binary * 'double'
// CHECK-NEXT: float-literal 1.5f 'float'
  return r + (long)d;
}
