#include <string.h>
#include "toy_aead.h"

static uint32_t rotl(uint32_t x, int n) { return (x << n) | (x >> (32 - n)); }

static void absorb(toy_ctx *ctx, const uint8_t block[8]) {
  ctx->state[0] ^= toy_load32_le(block);
  ctx->state[1] ^= toy_load32_le(block + 4);
  for (int r = 0; r < 4; r++) {
    ctx->state[0] += ctx->state[1];
    ctx->state[3] = rotl(ctx->state[3] ^ ctx->state[0], 16);
    ctx->state[2] += ctx->state[3];
    ctx->state[1] = rotl(ctx->state[1] ^ ctx->state[2], 12);
  }
}

void toy_init(toy_ctx *ctx, const uint8_t *key, size_t key_size) {
  static const uint32_t iv[4] = {0x61707865u, 0x3320646eu, 0x79622d32u, 0x6b206574u};
  memset(ctx, 0, sizeof *ctx);
  for (int i = 0; i < 4; i++) ctx->state[i] = iv[i];
  if (key != NULL) {
    for (size_t i = 0; i + 8 <= key_size; i += 8) absorb(ctx, key + i);
  } else {
    ctx->state[3] ^= 0x80000000u;
  }
}

/* size is a constant at every call: the pending bytes' count is then one for every instance */
void toy_update(toy_ctx *ctx, const uint8_t *data, size_t size) {
  if (!data) return;
  for (size_t i = 0; i < size; i++) {
    ctx->pending[ctx->pending_size++] = data[i];
    if (ctx->pending_size == 8) {
      absorb(ctx, ctx->pending);
      ctx->pending_size = 0;
    }
  }
}

void toy_final(toy_ctx *ctx, uint8_t tag[16]) {
  for (uint32_t i = ctx->pending_size; i < 8; i++) ctx->pending[i] = 0;
  absorb(ctx, ctx->pending);
  for (int i = 0; i < 16; i++) tag[i] = (uint8_t)(ctx->state[i / 4] >> (8 * (i % 4)));
  toy_wipe(ctx, sizeof *ctx);
}
