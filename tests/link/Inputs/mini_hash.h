/* mini_hash.h: a small keyed hash as a library writes one: a context struct, init/update/final
 * and a wipe, spread over files that share this header. */
#ifndef MINI_HASH_H
#define MINI_HASH_H
#include <stddef.h>
#include <stdint.h>

enum { MH_WORDS = 4, MH_BLOCK = 16 };
typedef struct {
  uint32_t h[MH_WORDS];
  uint64_t length;
} mh_ctx;

static const uint32_t mh_iv[MH_WORDS] = {0x6a09e667u, 0xbb67ae85u, 0x3c6ef372u, 0xa54ff53au};

void mh_init(mh_ctx *ctx, uint32_t key);
void mh_block(mh_ctx *ctx, const uint8_t block[MH_BLOCK]);
uint32_t mh_final(const mh_ctx *ctx);
void mh_wipe(uint8_t *secret, size_t size);
uint32_t mh_digest(const uint8_t msg[64], uint32_t key);
#endif
