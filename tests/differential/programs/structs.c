// Structs as library code keeps its state in them: a context struct with array members, a
// counter and an array of structs within it, initialized and updated by helpers taking a pointer
// (`ctx->state[i]`, `(*ctx).pt[0].y`, `ctx->pt->x`), a struct passed by value, an array of structs
// zeroed by `= {0}`, `&many[1]` and `many + 1` passed on, sizeof of the struct, and structs
// copied and zeroed.
#include <stdint.h>
#include <string.h>
typedef struct {
  uint32_t state[8];
  uint64_t count;
  uint8_t buf[64];
  struct { uint32_t x, y; } pt[2];
} hash_ctx;

static void hash_init(hash_ctx *ctx) {
  for (int i = 0; i < 8; i++) ctx->state[i] = 0x6a09e667u + (uint32_t)i;
  ctx->count = 0;
  ctx->pt[0].x = 1; ctx->pt[1].y = 2; (*ctx).pt[0].y = 3; ctx->pt->x += 4; ctx->pt[1].x = 5;
}

static void hash_update(hash_ctx *ctx, const uint8_t data[16]) {
  for (int i = 0; i < 16; i++) ctx->buf[ctx->count % 64 + (uint64_t)i] = data[i];
  for (int i = 0; i < 8; i++) ctx->state[i] = (ctx->state[i] ^ data[i]) * 16777619u + ctx->pt[i & 1].x;
  ctx->count += 16;
}

static uint32_t peek(hash_ctx c) { return c.state[0] + (uint32_t)c.count; }

uint32_t hash(const uint8_t data[16], uint32_t out[8]) {
  hash_ctx ctx;
  hash_init(&ctx);
  hash_update(&ctx, data);
  hash_ctx many[3] = {0};
  hash_init(&many[1]);
  hash_update(many + 1, data);
  for (int i = 0; i < 8; i++) out[i] = ctx.state[i] ^ many[1].state[i] ^ many[2].state[i];
  return (uint32_t)ctx.count + peek(ctx) + (uint32_t)sizeof(hash_ctx) + many[1].pt[1].y;
}

/* structs copied by assignment, memcpy and memmove, and zeroed by memset, whole or through a
 * pointer, one struct or an array of them */
static void reset(hash_ctx *ctx) { memset(ctx, 0, sizeof *ctx); }

uint32_t copies(const uint8_t data[16], uint32_t out[8]) {
  hash_ctx a, b, list[2];
  hash_init(&a);
  hash_update(&a, data);
  b = a;
  b.state[3] ^= 7u;
  memset(list, 0, sizeof list);
  list[1] = b;
  memcpy(&list[0], &a, sizeof a);
  hash_update(&list[0], data);
  reset(&a);
  memmove(&b, &list[1], sizeof(hash_ctx));
  for (int i = 0; i < 8; i++) out[i] = a.state[i] + b.state[i] * 3u + list[0].state[i] + list[1].pt[i & 1].x;
  return (uint32_t)(a.count + b.count + list[0].count) + list[1].buf[3];
}
