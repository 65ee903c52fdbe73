// Every operator parses with C's precedence and associativity.
// RUN: %bulkcc --dump=ast %s | FileCheck %s
int f(const int a[2]) {
  int x = a[0], y = a[1], z;
  z = x + y * 2 - (x % 3) / 1;
  z = x << 2 >> 1 | y & 3 ^ 5;
  z = x < y && y <= 3 || x > 2 && !(y >= 1) || x == y || x != y;
  z += 1; z -= 1; z *= 2; z /= 2; z %= 5; z <<= 1; z >>= 1; z &= 7; z |= 8; z ^= 3;
  z = (x++, ++y, y--, --x, ~z, -z, +z);
  return z;
}
// CHECK: assign = 'int'
// CHECK-NEXT: var z
// CHECK-NEXT: binary - 'int'
// CHECK-NEXT: binary + 'int'
// CHECK-NEXT: var x
// CHECK-NEXT: binary * 'int'
// CHECK: binary | 'int'
// CHECK-NEXT: binary >> 'int'
// CHECK-NEXT: binary << 'int'
// CHECK: binary ^ 'int'
// CHECK-NEXT: binary & 'int'
// CHECK: binary || 'int'
// CHECK-NEXT: binary || 'int'
// CHECK-NEXT: binary || 'int'
// CHECK-NEXT: binary && 'int'
// CHECK: assign %
// CHECK: assign ^
// CHECK: comma 'int'
