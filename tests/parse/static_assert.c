// _Static_assert at file scope and in a block: a constant that holds passes, one that fails is
// refused with its message, one that is not a constant is refused.
// RUN: %bulkcc --check -DGOOD %s
// RUN: not %bulkcc --check %s 2>&1 | FileCheck %s
_Static_assert(sizeof(unsigned) == 4, "32-bit words");
#ifndef GOOD
_Static_assert(sizeof(unsigned) == 8, "64-bit words");
#endif
float f(float a[4]) {
  _Static_assert(sizeof a[0] == 4, "float");
#ifndef GOOD
  int n = 3;
  _Static_assert(n, "n");
#endif
  a[0] = 1;
  return a[1];
}
// CHECK: static_assert.c:7:1: error: static assertion failed: "64-bit words"
// CHECK: static_assert.c:13:18: error: the condition of _Static_assert is not an integer constant
