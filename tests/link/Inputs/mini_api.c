#include "mini_hash.h"

/* the entry: a whole message, its context a local, through the other files' functions */
uint32_t mh_digest(const uint8_t msg[64], uint32_t key) {
  mh_ctx ctx;
  mh_init(&ctx, key);
  for (int b = 0; b < 64 / MH_BLOCK; b++) mh_block(&ctx, msg + MH_BLOCK * b);
  return mh_final(&ctx);
}

/* a second entry, with the wipe of another file */
void mh_scrub(uint8_t buffer[64]) { mh_wipe(buffer, 64); }
