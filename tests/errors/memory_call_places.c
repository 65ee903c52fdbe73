// memcpy becomes a loop only as a statement of its own over arrays: in a for's first clause, with
// a scalar's address or with a missing argument it is refused.
// RUN: not %bulkcc --check %s 2>&1 | FileCheck %s
#include <string.h>
void f(unsigned s[4], const unsigned t[4]) {
  for (memcpy(s, t, 16); s[0] < 3; s[0]++) s[1]++;
  memcpy(1, t, 4);
  memset(s, 0);
  s[2] = *(unsigned *)memcpy(s, t, 4);
}
// The calls' own errors come from the lowering, which runs once the function is checked: after
// the checking's errors.
// CHECK: memory_call_places.c:6:8: error: 'memcpy' in the first clause of a 'for': bulkcc makes it a loop, which must stand as a statement of its own; write it before the 'for'
// CHECK: memory_call_places.c:9:23: error: 'memcpy' becomes a loop only as a statement of its own, over arrays; its value is not supported
// CHECK: memory_call_places.c:7:10: error: argument 1 of 'memcpy' is not an array, a + k or &a[k]
// CHECK: memory_call_places.c:8:3: error: 'memset' takes 3 arguments, not 2
