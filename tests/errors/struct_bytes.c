// A struct passed where a helper takes bytes (`crypto_wipe(ctx, sizeof *ctx)` with a `void *`
// parameter) is refused: a struct has no bytes in bulk code, each member being an array of its
// own. The note gives the rewrites: memset of the struct (lowered member by member, accepted
// below) or the helper called on each member array.
// RUN: not %bulkcc --check %s 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: %bulkcc --check --entry zeroed %s
#include <stddef.h>
#include <stdint.h>
#include <string.h>
typedef struct { uint32_t state[4]; uint64_t count; } ctx_t;
static void crypto_wipe(void *secret, size_t size) {
  volatile uint8_t *p = (volatile uint8_t *)secret;
  for (size_t i = 0; i < 16; i++) p[i] = 0;
  (void)size;
}
void wiped(ctx_t *ctx) { crypto_wipe(ctx, sizeof *ctx); }
// CHECK: struct_bytes.c:[[@LINE-1]]:38: error: argument for array parameter 'secret' of 'crypto_wipe' is not an array
// CHECK: struct_bytes.c:[[@LINE-2]]:38: note: a struct has no bytes in bulk code: each member is an array of its own; zero a struct with 'memset(ctx, 0, sizeof *ctx)', which becomes the zeroing of each member, or pass 'crypto_wipe' its member arrays one by one
void zeroed(ctx_t *ctx) { memset(ctx, 0, sizeof *ctx); }
