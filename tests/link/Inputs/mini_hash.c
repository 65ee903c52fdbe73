#include "mini_hash.h"

static uint32_t rotl(uint32_t x, int k) { return x << k | x >> (32 - k); }

void mh_init(mh_ctx *ctx, uint32_t key) {
  if (!ctx) return;
  for (int i = 0; i < MH_WORDS; i++) ctx->h[i] = mh_iv[i] ^ rotl(key, 3 * i + 1);
  ctx->length = 0;
}

void mh_block(mh_ctx *ctx, const uint8_t block[MH_BLOCK]) {
  for (int i = 0; i < MH_WORDS; i++) {
    uint32_t w = (uint32_t)block[4 * i] | (uint32_t)block[4 * i + 1] << 8 | (uint32_t)block[4 * i + 2] << 16 |
                 (uint32_t)block[4 * i + 3] << 24;
    ctx->h[i] = rotl(ctx->h[i] ^ w, 7) + ctx->h[(i + 1) % MH_WORDS];
  }
  ctx->length += MH_BLOCK;
}
