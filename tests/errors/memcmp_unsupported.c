// memcmp is refused as itself (it stops at the first difference: its time follows the data),
// not as a function taking pointers, with the constant-time loop to write instead; a memcmp of
// the file's own is a function like any other.
// RUN: not %bulkcc --check %s 2>&1 | FileCheck %s
// RUN: %bulkcc --check -DOWN_MEMCMP %s
#ifndef OWN_MEMCMP
#include <string.h>
int same(const unsigned char a[16], const unsigned char b[16]) {
  return memcmp(a, b, 16) == 0;
// CHECK: memcmp_unsupported.c:[[@LINE-1]]:10: error: 'memcmp' is not supported in bulk code: it stops at the first difference, so its time depends on the data
// CHECK: memcmp_unsupported.c:[[@LINE-2]]:10: note: compare every element instead, in constant time: 'unsigned char diff = 0; for (int i = 0; i < N; i++) diff |= a[i] ^ b[i];' (diff is 0 where the N elements are equal)
// CHECK-NOT: pointer argument
}
#else
static int memcmp(const unsigned char a[16], const unsigned char b[16], int n) {
  unsigned char diff = 0;
  for (int i = 0; i < 16; i++) diff |= a[i] ^ b[i];
  return diff + n - n;
}
int same(const unsigned char a[16], const unsigned char b[16]) { return memcmp(a, b, 16) == 0; }
#endif
