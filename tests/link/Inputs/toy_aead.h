/* toy_aead.h: a small authenticated cipher written as constant-time libraries write theirs: a
 * context struct, init/update/final, a `void *` wipe of any object, optional inputs given as
 * NULL, and the entries in a file of their own. */
#ifndef TOY_AEAD_H
#define TOY_AEAD_H
#include <stddef.h>
#include <stdint.h>

typedef struct {
  uint32_t state[4];
  uint8_t pending[8];
  uint32_t pending_size;
} toy_ctx;

void toy_wipe(void *secret, size_t size);
uint32_t toy_load32_le(const uint8_t s[4]);
void toy_init(toy_ctx *ctx, const uint8_t *key, size_t key_size);
void toy_update(toy_ctx *ctx, const uint8_t *data, size_t size);
void toy_final(toy_ctx *ctx, uint8_t tag[16]);
void toy_seal(uint8_t tag[16], uint8_t text[32], const uint8_t key[16], const uint8_t nonce[8],
              const uint8_t *ad, size_t ad_size);
void toy_hash(uint8_t tag[16], const uint8_t text[32]);
#endif
