// An enum tag beside a typedef of that name, and struct members sized by enumerators, compute
// what the sequential C computes.
#include <stdint.h>
#include <sys/types.h>
enum mode_t { MODE_A, MODE_B };
enum { WORDS = 4, BYTES = WORDS * 4 };
typedef struct { uint32_t w[WORDS]; uint8_t b[BYTES]; } block;
uint32_t absorb(const block *blk, const uint32_t a[WORDS], mode_t m) {
  uint32_t s = MODE_B + (uint32_t)m;
  for (int i = 0; i < WORDS; i++) s += a[i] + blk->w[i];
  return s + blk->b[BYTES - 1];
}
