#include "toy_aead.h"

void toy_seal(uint8_t tag[16], uint8_t text[32], const uint8_t key[16], const uint8_t nonce[8],
              const uint8_t *ad, size_t ad_size) {
  toy_ctx ctx;
  uint32_t stream[8];
  toy_init(&ctx, key, 16);
  toy_update(&ctx, nonce, 8);
  toy_update(&ctx, ad, ad_size);
  for (int i = 0; i < 8; i++) stream[i] = ctx.state[i % 4] * 0x9e3779b1u + (uint32_t)i;
  for (int i = 0; i < 32; i++) text[i] ^= (uint8_t)(stream[i / 4] >> (8 * (i % 4)));
  toy_update(&ctx, text, 32);
  toy_final(&ctx, tag);
  toy_wipe(stream, sizeof stream);
}

/* the unkeyed form: no key, no associated data */
void toy_hash(uint8_t tag[16], const uint8_t text[32]) {
  toy_ctx ctx;
  toy_init(&ctx, NULL, 0);
  toy_update(&ctx, NULL, 0);
  toy_update(&ctx, text, 32);
  toy_final(&ctx, tag);
}
