// An object given to a `void *` parameter goes as its bytes (tests/differential/programs/
// void_pointer_objects.c) where it is a whole variable and the call a statement of its own; the
// rest is refused, each with what is accepted: a call inside an expression, a struct with a
// member that is no integer (bulk code makes bytes of integers only), and one object passed
// twice to a call.
// RUN: not %bulkcc --check %s 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: %bulkcc --check --entry wiped %s
#include <stddef.h>
#include <stdint.h>
typedef struct { uint32_t state[4]; uint64_t count; } ctx_t;
typedef struct { uint32_t state[4]; float gain; } mixed_t;
static void crypto_wipe(void *secret, size_t size) {
  volatile uint8_t *p = (volatile uint8_t *)secret;
  for (size_t i = 0; i < size; i++) p[i] = 0;
}
static uint32_t byte_sum(const void *data, size_t size) {
  const uint8_t *b = (const uint8_t *)data;
  uint32_t s = 0;
  for (size_t i = 0; i < size; i++) s += b[i];
  return s;
}
static void xor_into(void *to, const void *from, size_t size) {
  uint8_t *t = (uint8_t *)to;
  const uint8_t *f = (const uint8_t *)from;
  for (size_t i = 0; i < size; i++) t[i] ^= f[i];
}
void wiped(ctx_t *ctx) { crypto_wipe(ctx, sizeof *ctx); }
void not_integers(mixed_t *m) { crypto_wipe(m, sizeof *m); }
// CHECK: struct_bytes.c:[[@LINE-1]]:45: error: 'm' cannot go to 'crypto_wipe' as bytes: member 'gain' is of type 'float': a struct goes through a 'void *' parameter as its bytes, which bulk code makes of members of integers (and arrays of them, and structs of those) only
void twice(ctx_t *ctx) { xor_into(ctx, ctx, sizeof *ctx); }
// CHECK: struct_bytes.c:[[@LINE-1]]:40: error: 'ctx' is passed twice to 'xor_into' as bytes; bulk code passes an object's bytes once per call
uint32_t in_expression(ctx_t *ctx) { return byte_sum(ctx, sizeof *ctx) + 1; }
// CHECK: struct_bytes.c:[[@LINE-1]]:54: error: argument for array parameter 'data' of 'byte_sum' is not an array
// CHECK: struct_bytes.c:[[@LINE-2]]:54: note: a struct goes to a 'void *' parameter as its bytes where it is a whole variable and the call a statement of its own ('byte_sum(&s, ...);', 'y = byte_sum(&s, ...);', 'T y = byte_sum(&s, ...);' or 'return byte_sum(&s, ...);'); otherwise each member is an array of its own in bulk code: pass 'byte_sum' the member arrays one by one
uint32_t words_in_expression(const uint32_t w[4]) { return 2 * byte_sum(w, 16); }
// CHECK: struct_bytes.c:[[@LINE-1]]:73: error: argument of type 'const unsigned int [4]' does not match parameter 'data' of type 'const unsigned char []'
// CHECK: struct_bytes.c:[[@LINE-2]]:73: note: an array of other integers goes to a 'void *' parameter as its bytes where it is a whole array variable and the call a statement of its own
