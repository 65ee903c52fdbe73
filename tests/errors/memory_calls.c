// memcpy, memmove and memset become loops only where bulkcc can read them: arrays, constant sizes
// in whole elements, one element type or integers viewed through another type from a whole array;
// the rest is refused with what to do instead.
// RUN: not %bulkcc --check %s 2>&1 | FileCheck %s
#include <string.h>
void f(unsigned s[8], const unsigned char b[16], float x[4], const int k[1]) {
  unsigned t[8];
  float m[2][4];
  memcpy(t, s, k[0]);
  memcpy(s, x, 16);
  memset(x, 1, sizeof(float) * 4);
  memcpy(&s[1], &s[0], 4 * sizeof s[0]);
  memcpy(t, s, 6);
  memset(t, k[0], 8);
  memcpy(t, s, sizeof t);
  memcpy(s, b, 16);
  memcpy(t, m[1], 16);
  memcpy(&s[0], (const unsigned char *)s + 1, 4);
  unsigned v;
  memcpy(&v, b, 3);
}
// The scalar's copy is refused by the checking, the others by the lowering, which runs once the
// function is checked.
// CHECK: memory_calls.c:20:17: error: 'memcpy' into or out of the scalar 'v' copies all of it: its size is sizeof v (4 bytes), not this
// CHECK: memory_calls.c:9:17: error: the size of 'memcpy' is neither a constant nor a number of 'unsigned int' elements ('n * sizeof a[0]'): bulkcc copies a number of whole elements
// CHECK: memory_calls.c:10:3: error: 'memcpy' between 'float' and 'unsigned int' elements views one array through another type, which bulkcc does where both hold integers and the source is a whole one-dimensional array of another (or a pointer into one); copy element by element
// CHECK: memory_calls.c:11:13: error: 'memset' of a nonzero byte into 'float' elements makes a bit pattern, not a value; assign the value in a loop
// CHECK: memory_calls.c:12:3: error: 'memcpy' of overlapping ranges of one array is undefined in C; use 'memmove'
// CHECK: memory_calls.c:13:16: error: 'memcpy' of 6 bytes is not a whole number of 4-byte elements of 'unsigned int'
// CHECK: memory_calls.c:14:14: error: the value of 'memset' is not a constant
// CHECK: memory_calls.c:17:3: error: 'memcpy' between 'float' and 'unsigned int' elements views one array
// CHECK: memory_calls.c:18:42: error: argument 2 of 'memcpy' is not an array, a + k or &a[k]
// CHECK-NOT: error:
// CHECK: 9 errors generated.
