// The rest of a library file parses and is passed over where no entry reaches it: a prototype
// taking a system header's struct type (FILE *), struct and union types, an enum, and a helper
// working on a struct. A reached use of such a type is refused there.
// RUN: %bulkcc --check --entry fnv %s
// RUN: not %bulkcc --check --entry dumps %s 2>&1 | FileCheck %s --implicit-check-not=error:
#include <stdint.h>
#include <stdio.h>
typedef struct { uint32_t state[8]; uint64_t count; } hash_ctx;
struct pair { int a; float b; };
union bits { uint32_t word; float value; };
enum mode { MODE_FAST, MODE_SMALL };
void hash_dump(FILE *out, const hash_ctx *ctx);
static void hash_init(hash_ctx *ctx) { ctx->count = 0; }
uint32_t fnv(const uint8_t in[16]) {
  uint32_t h = 2166136261u;
  for (int i = 0; i < 16; i++) h = (h ^ in[i]) * 16777619u;
  return h;
}
void dumps(FILE *out, const uint8_t in[16]) { (void)out; (void)in; }
// CHECK: library_declarations.c:[[@LINE-1]]:18: error: parameter 'out' has type 'struct FILE', which is declared but not defined here
