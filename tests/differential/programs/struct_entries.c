// Entries taking structs: a context struct by pointer, updated in place (its members read and
// written, one only read), a struct by value, and an array of structs per instance written whole.
// NAME_bulk takes the user's array of structs and moves each member through the call; on both
// targets at once, each part its share of the structs.
// DIFFERENTIAL-ALSO: both
#include <stdint.h>
#include <string.h>
typedef struct {
  uint32_t state[8];
  uint64_t count;
  struct { uint32_t x, y; } pt[2];
} hash_ctx;
struct pair { float a; double b; };

static void mix(hash_ctx *ctx, const uint8_t data[16]) {
  for (int i = 0; i < 8; i++) ctx->state[i] = (ctx->state[i] ^ data[i]) * 16777619u + ctx->pt[i & 1].x;
  ctx->count += 16;
  ctx->pt[1].y ^= ctx->state[7];
}

uint32_t update(hash_ctx *ctx, const uint8_t data[16]) {
  mix(ctx, data);
  return ctx->state[0] ^ (uint32_t)ctx->count;
}

double weigh(struct pair p, const struct pair *q, struct pair out[2]) {
  out[0] = p;
  out[1].a = q->a * 2.0f;
  out[1].b = p.b + q->b;
  return p.a + q->b;
}
