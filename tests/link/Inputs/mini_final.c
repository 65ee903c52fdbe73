#include "mini_hash.h"

/* a helper of this file's own, named as mini_hash.c's is not */
static uint32_t fold(uint32_t a, uint32_t b) { return (a ^ b) * 0x9e3779b1u; }

uint32_t mh_final(const mh_ctx *ctx) {
  uint32_t r = (uint32_t)ctx->length;
  for (int i = 0; i < MH_WORDS; i++) r = fold(r, ctx->h[i]);
  return r;
}

void mh_wipe(uint8_t *secret, size_t size) {
  if (secret == NULL) return;
  for (size_t i = 0; i < 64; i++) secret[i] = 0;
  (void)size;
}
