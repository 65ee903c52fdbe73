// C11 constructs bulk code does not support are refused by name, with their place, never as a
// syntax error: each error says what to write instead. Specifiers are refused as they are read,
// expressions where an entry reaches them.
// RUN: not %bulkcc --check %s 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: not %bulkcc --check -DSPECIFIERS %s 2>&1 | FileCheck %s --check-prefix=SPEC --implicit-check-not=error:
#include <stddef.h>
struct anonymous { float x; struct { int y; }; };
struct plain { float x; };
void f(const float in[2], float out[8]) {
  float *p = (float[2]){1, 2};
// CHECK: c11_refused.c:[[@LINE-1]]:14: error: a compound literal ('(T){...}') is not supported in bulk code; declare a variable with that initializer and use it
  float a[3] = {[1] = 2};
// CHECK: c11_refused.c:[[@LINE-1]]:17: error: designated initializers ('.x = v', '[k] = v') are not supported in bulk code; give the elements in order, or assign them after the declaration
  out[0] = __func__[0];
// CHECK: c11_refused.c:[[@LINE-1]]:12: error: '__func__' (the function's name, a string) is not supported in bulk code, which has no strings
#ifdef SPECIFIERS
  _Alignas(16) float x = 1;
// SPEC: c11_refused.c:[[@LINE-1]]:3: error: '_Alignas' is not supported in bulk code, which lays out arrays and structs itself; remove it
  _Atomic int y = 1;
// SPEC: c11_refused.c:[[@LINE-1]]:3: error: '_Atomic' is not supported in bulk code: instances share no variables; remove it
  _Thread_local static int z;
// SPEC: c11_refused.c:[[@LINE-1]]:3: error: '_Thread_local' is not supported in bulk code: each instance has its own variables; remove it, or pass the value as a parameter
  double _Complex w = 1;
// SPEC: c11_refused.c:[[@LINE-1]]:10: error: complex types ('_Complex') are not supported in bulk code; keep the real and imaginary parts in variables of their own
  (void)x, (void)y, (void)z, (void)w;
#endif
  out[1] = _Generic(in[0], int: 1);
// CHECK: c11_refused.c:[[@LINE-1]]:12: error: '_Generic' selector of type 'float' is not compatible with any association
  out[2] = offsetof(struct anonymous, y);
// CHECK: c11_refused.c:7:29: error: an anonymous struct or union member of the struct of offsetof: bulk code splits structs by their members' names; give it a name
  out[3] = __alignof__(out);
// CHECK: c11_refused.c:[[@LINE-1]]:12: error: '__alignof__' of an expression that is an array or a pointer is not supported; write '_Alignof' of its type
  out[4] = offsetof(struct plain, x[1]);
// CHECK: c11_refused.c:[[@LINE-1]]:36: error: offsetof: subscripted member is not an array
  out[5] = (float)offsetof(struct plain, nothere);
// CHECK: c11_refused.c:[[@LINE-1]]:42: error: offsetof: no member named 'nothere' in 'struct plain'
  int k = (int)in[0];
  out[6] = (float)offsetof(float, x) + (float)k;
// CHECK: c11_refused.c:[[@LINE-1]]:19: error: offsetof of type 'float', which is no struct
  (void)p, (void)a;
}
