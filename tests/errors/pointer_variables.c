// A pointer variable points into one whole array of the function all its life (or, set to one of
// several arrays of its element type, into the one an integer of its own says), at an offset that
// moves by integers; what does not fit that is refused, saying what is taken instead.
// RUN: not %bulkcc --check %s 2>&1 | FileCheck %s --implicit-check-not=error:
#include <stdint.h>
uint32_t no_initializer(const uint8_t in[32]) { const uint8_t *p; return in[0]; }
// CHECK: pointer_variables.c:[[@LINE-1]]:64: error: pointer variable 'p' needs an initializer: the array it points into, as in 'p = a' or 'p = a + k'
uint32_t other_type(const uint8_t in[32]) { const uint32_t *w = in; return *w; }
// CHECK: pointer_variables.c:[[@LINE-1]]:61: error: pointer variable 'w' of type 'const unsigned int *' points into 'in' of type 'const unsigned char [32]'; bulk code reads an array through pointers to its own element type, or views a one-dimensional array of integers through another integer type with a cast ('(const uint32_t *)bytes')
uint32_t other_array(const uint8_t in[32], const uint8_t rows[2][32]) {
  const uint8_t *p = in;
  p = rows[1];
// CHECK: pointer_variables.c:[[@LINE-1]]:11: error: 'p' points into 'in', and may be set only to a pointer into 'in'
  return *p;
}
uint32_t scaled(const uint8_t in[32]) {
  const uint8_t *p = in;
  p *= 2;
// CHECK: pointer_variables.c:[[@LINE-1]]:5: error: pointer 'p' may be assigned, or moved with += and -=; no other operator applies
  p += 0.5;
// CHECK: pointer_variables.c:[[@LINE-1]]:8: error: a pointer into an array moves by an integer
  return *p;
}
float into_row(const float m[4][4]) { const float *r = m[1]; return r[0]; }
// CHECK: pointer_variables.c:[[@LINE-1]]:57: error: pointer variable 'r' must point into a whole array of the function, as in 'r = a' or 'r = a + k' (a row of an array is not one)
float into_scalar(float x) { const float *r = x; return r[0]; }
// CHECK: pointer_variables.c:[[@LINE-1]]:47: error: pointer variable 'r' must point into a whole array of the function, as in 'r = a' or 'r = a + k'{{$}}
static const uint8_t table_a[4] = {1, 2, 3, 4}, table_b[4] = {5, 6, 7, 8};
static const uint16_t wide[4] = {1, 2, 3, 4};
uint32_t several_types(const uint8_t in[32]) { const uint8_t *p = table_a; if (in[1]) p = wide; return p[0]; }
// CHECK: pointer_variables.c:[[@LINE-1]]:63: error: pointer variable 'p' of type 'const unsigned char *' is set to 'wide' of type 'const unsigned short [4]': a pointer set to several arrays points into arrays of its own element type
