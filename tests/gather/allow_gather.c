// --allow-gather turns violations into warnings that explain the cost, and code is emitted.
// RUN: %bulkcc --allow-gather %s -o %t.cu 2>&1 | FileCheck %s
// RUN: FileCheck %s --check-prefix=CODE < %t.cu
// RUN: not %bulkcc --check %s 2>&1 | FileCheck %s --check-prefix=STRICT
static const unsigned char sbox[16] = {12, 5, 6, 11, 9, 0, 10, 13, 3, 14, 15, 8, 4, 7, 1, 2};
unsigned gcd_and_sub(unsigned a, unsigned b, unsigned char s[4]) {
  for (int i = 0; i < 4; i++) s[i] = sbox[s[i] & 15];
// CHECK: allow_gather.c:[[@LINE-1]]:48: warning: array index depends on input data (gather allowed): the threads of a warp read scattered addresses
  while (b != 0) {
// CHECK: allow_gather.c:[[@LINE-1]]:12: warning: loop condition depends on input data (allowed): the threads of a warp diverge
    unsigned t = a % b;
    a = b;
    b = t;
  }
  return a;
}
// CHECK: 2 warnings generated.
// CODE: while (b != 0)
// STRICT: 2 errors generated.
