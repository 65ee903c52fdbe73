// Pointers into an instance's arrays at offsets known before the run, as library code writes
// them: `in + 4 * i` and `&key[4 * k]` passed to helpers whose parameters are pointers, `*p` and
// `*(p + k)`, `(p + k)[j]`, a pointer into a row, a window of a window inside a helper, writes
// through a window, memcpy from one, and a gather through one.
#include <stdint.h>
#include <string.h>

static uint32_t load32(const uint8_t *p) {
  return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)*(p + 3) << 24;
}

static void store32(uint8_t *p, uint32_t v) {
  *p = (uint8_t)v;
  p[1] = (uint8_t)(v >> 8);
  *(p + 2) = (uint8_t)(v >> 16);
  (p + 1)[2] = (uint8_t)(v >> 24);
}

/* a window of a window: half of what it is given, from its middle on */
static uint32_t second_half_sum(const uint32_t *w, int n) {
  uint32_t s = 0;
  for (int i = 0; i < n / 2; i++) s += (w + n / 2)[i];
  return s;
}

void mix(const uint8_t *in, const uint8_t key[32], uint8_t out[32], uint32_t rows[4][8], uint32_t sums[4]) {
  uint32_t w[8];
  for (int i = 0; i < 8; i++) w[i] = load32(in + 4 * i) ^ load32(&key[4 * i]);
  for (int r = 0; r < 4; r++) {
    for (int c = 0; c < 8; c++) *(rows[r] + c) = w[c] * (uint32_t)(r + 1) + w[(c + r) & 7];
    sums[r] = second_half_sum(rows[r], 8) + second_half_sum(&rows[r][2], 4) + *(*(rows + r) + 7);
  }
  for (int i = 0; i < 8; i++) store32(out + 4 * i, w[i] + sums[i & 3]);
  memcpy(out + 28, in + 4, 4);
  memcpy(&out[0], key + 16, 2);
}

/* a gather through a window: the offset comes from the data, bounded by its mask, so the helper's
 * reads (p[0] to p[3]) stay within the 32 bytes */
uint32_t pick(const uint8_t in[32]) {
  uint32_t v;
  #pragma bulkcc gather
  v = load32(in + (in[0] & 15) + 8);
  return v;
}
