// A header's prototypes followed by their definitions, as crypto libraries write them: struct
// pointer, struct by value and void pointer parameters compare as C declares them (they were
// compared with the definition's lowered parameters and refused as conflicting types), whether
// an entry reaches the function or not.
// RUN: %bulkcc --check %s
// RUN: %bulkcc --check --entry ctx_init %s
#include <stddef.h>
#include <stdint.h>
typedef struct { uint32_t state[8]; uint64_t count; uint8_t buf[64]; } sha_ctx;
typedef struct { float x, y; } point;
void crypto_wipe(void *secret, size_t size);
void ctx_init(sha_ctx *ctx);
void ctx_absorb(sha_ctx *ctx, const uint8_t data[64], size_t n);
float norm1(point p);
uint32_t sum_bytes(const void *data, size_t n);

void ctx_init(sha_ctx *ctx) {
  for (int i = 0; i < 8; i++) ctx->state[i] = 0x6a09e667u + (uint32_t)i;
  ctx->count = 0;
  for (int i = 0; i < 64; i++) ctx->buf[i] = 0;
}
void ctx_absorb(sha_ctx *ctx, const uint8_t data[64], size_t n) {
  for (int i = 0; i < 64; i++) ctx->buf[i] ^= data[i];
  ctx->count += n;
}
float norm1(point p) { return (p.x < 0 ? -p.x : p.x) + (p.y < 0 ? -p.y : p.y); }
uint32_t sum_bytes(const void *data, size_t n) {
  const uint8_t *b = data;
  uint32_t s = 0;
  for (size_t i = 0; i < 16; i++) s += b[i];
  return s + (uint32_t)n;
}
