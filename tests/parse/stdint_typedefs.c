// <stdint.h>'s typedefs resolve to the arithmetic types they name.
// RUN: %bulkcc --dump=ast %s | FileCheck %s
#include <stdint.h>
#include <stddef.h>
#include <stdbool.h>
int64_t f(const uint8_t a[4], uint16_t b, int32_t c, uint64_t d, size_t e, bool g) {
  return a[0] + b + c + (int64_t)d + (int64_t)e + g;
}
// CHECK: entry f returns 'long'
// CHECK-NEXT: param a 'const unsigned char [4]'
// CHECK-NEXT: param b 'unsigned short'
// CHECK-NEXT: param c 'int'
// CHECK-NEXT: param d 'unsigned long'
// CHECK-NEXT: param e 'unsigned long'
// CHECK-NEXT: param g '_Bool'
