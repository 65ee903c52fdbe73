// Pointers into arrays (&a[k], a + k) are accepted where they are indexed, dereferenced or passed
// to a helper; anything else that takes an address or dereferences is refused, saying what bulk
// code takes instead, and each cause once (a refused argument is not also called no array).
// RUN: not %bulkcc --check %s 2>&1 | FileCheck %s --implicit-check-not=error:
#include <stdint.h>
static uint32_t load32(const uint8_t *p) { return (uint32_t)p[0] | (uint32_t)p[3] << 24; }
uint32_t moved_by_float(const uint8_t in[32]) { return load32(in + 1.5); }
// CHECK: pointer_windows.c:[[@LINE-1]]:68: error: a pointer into an array moves by an integer, not by a value of type 'double'
uint32_t address_of_array(const uint8_t in[32]) { return load32(&in); }
// CHECK: pointer_windows.c:[[@LINE-1]]:65: error: taking an address ('&') is supported in bulk code only of an array element
uint32_t deref_scalar(const uint8_t in[32]) { int x = in[0]; return *x; }
// CHECK: pointer_windows.c:[[@LINE-1]]:69: error: pointer dereference ('*') of a value that points into no array
uint32_t as_value(const uint8_t in[32]) { long x = in + 1; return (uint32_t)x; }
// CHECK: pointer_windows.c:[[@LINE-1]]:55: error: pointer into an array used as a value; bulk code may only index it, dereference it or pass it to a function
uint32_t two_arrays(const uint8_t in[32], const uint8_t key[32]) { return load32(in + key); }
// CHECK: pointer_windows.c:[[@LINE-1]]:82: error: array used as a value
// CHECK: pointer_windows.c:[[@LINE-2]]:87: error: array used as a value
/* &x of a scalar goes through a one-element array of x's type (scalar_addresses.c), which must be
 * the parameter's, as C requires of the pointer */
uint32_t address_of_scalar(const uint8_t in[32]) { int x = in[0]; return load32(&x); }
// CHECK: pointer_windows.c:[[@LINE-1]]:81: error: argument of type 'int [1]' does not match parameter 'p' of type 'const unsigned char []'
