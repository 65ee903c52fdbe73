// A first clause of a 'for' that bulk code makes several statements (a struct copy, a store
// through a pointer to another type, with or without an operator, a memset of a struct or a
// memcpy behind a cast to void) or a struct declared there is refused with one error saying so,
// where the code generator crashed, or dropped the memcpy, before; a plain first clause is
// accepted.
// RUN: not %bulkcc --check %s 2>&1 | FileCheck %s
#include <stdint.h>
#include <string.h>
typedef struct { uint32_t x, y; } P;
uint32_t f(uint8_t out[16], uint32_t w[4]) {
  P a = {1, 2}, b;
  int i = 0;
  for (b = a; i < 3; i++) w[0] += b.x;
  for (((uint32_t *)out)[0] = 5u; i < 6; i++) w[1] += 1;
  for (((uint32_t *)out)[1] += w[2]; i < 7; i++) w[2] += 1;
  for ((void)memset(&b, 0, sizeof b); i < 8; i++) w[3] += 1;
  for ((void)memcpy(w, out, 4); i < 9; i++) w[3] += 1;
  for (P c = {0}; i < 10; i++) w[3] += c.y;
  for (i = 0; i < 4; i++) w[3] += 1;
  return b.x + out[0];
}
// CHECK: for_init_statements.c:13:8: error: the first clause of this 'for' becomes several statements in bulk code (as a struct's copy, memcpy or memset, a store through a pointer to another type, or a call given an object's address do); write it before the 'for'
// CHECK: for_init_statements.c:14:8: error: the first clause of this 'for' becomes several statements
// CHECK: for_init_statements.c:15:8: error: the first clause of this 'for' becomes several statements
// CHECK: for_init_statements.c:16:8: error: the first clause of this 'for' becomes several statements
// CHECK: for_init_statements.c:17:8: error: the first clause of this 'for' becomes several statements
// CHECK: for_init_statements.c:18:10: error: struct 'c' is declared in the first clause of a 'for': bulk code makes it a variable per member, declared and set by statements of their own; declare it before the 'for'
// CHECK-NOT: error:
// CHECK: 6 errors generated.
