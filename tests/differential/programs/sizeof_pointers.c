// sizeof gives what C gives, taken from the C type before any lowering: a pointer into an array
// (p = in + 2, in + 1, &in[1], a parameter the body moves) and an array parameter, of numbers or
// of structs, are pointers; a struct's member array reached through a pointer (s->a) is the
// array, so memset(s->a, 0, sizeof s->a) clears all of it. The sequential C, compiled by the C
// compiler, is the reference for every value; gcc's warnings are bulkcc's, and only those.
// RUN: %bulkcc --check %s 2>&1 | FileCheck %s
// CHECK: :[[#@LINE+14]]:19: warning: 'sizeof' on array function parameter 'e' will return size of 'const E *' [-Wsizeof-array-argument]
// CHECK: :[[#@LINE+16]]:19: warning: 'sizeof' on array function parameter 'in' will return size of 'float *' [-Wsizeof-array-argument]
// CHECK: :[[#@LINE+18]]:19: warning: 'sizeof' on array function parameter 'in' will return size of 'float *' [-Wsizeof-array-argument]
// CHECK-NOT: warning:
#include <string.h>
typedef struct { float a[8]; double d; } S;
typedef struct { int x; float y; } E;
void measure(float in[8], const E e[4], S *s, unsigned long out[8], float back[2]) {
  const float *p = in + 2;
  S local;
  memset(&local, 0, sizeof local);
  out[0] = sizeof p;
  out[1] = sizeof(in + 1);
  out[2] = sizeof(&in[1]);
  out[3] = sizeof e + sizeof e[1] + sizeof e[0].y;
  out[4] = sizeof s->a + sizeof s->a[0] + sizeof *s + sizeof s + sizeof local.a;
  memset(s->a, 0, sizeof s->a);
  out[5] = sizeof in;
  s->d = s->a[7] + local.a[3] + e[1].y;
  in += 2;
  out[6] = sizeof in + sizeof(p + 1);
  out[7] = sizeof(*p) + sizeof p[1];
  back[0] = p[0];
  back[1] = in[1];
}
