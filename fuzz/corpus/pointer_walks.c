// Pointer variables walking an instance's arrays, as library code writes them: `p = in` moved by
// p++, p += 4 and p -= 1 in counted loops, `*q++ = x`, a loop over `p < end`, `end - p`, a pointer
// declared in a for, one set again to another point of its array, and one passed to a helper.
#include <stdint.h>

static uint32_t load32_le(const uint8_t *p) {
  return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

static void put16(uint8_t *q, uint32_t v) {
  *q++ = (uint8_t)v;
  *q = (uint8_t)(v >> 8);
}

uint32_t walk(const uint8_t *in, uint8_t out[40], uint32_t words[8]) {
  const uint8_t *p = in;
  for (int i = 0; i < 8; i++) {
    words[i] = load32_le(p);
    p += 4;
  }
  uint8_t *q = out;
  const uint8_t *end = in + 32;
  uint32_t h = 5381u;
  for (p = in; p < end; p++) h = h * 33u + *p;
  while (p != in) {
    p -= 1;
    *q++ = (uint8_t)(*p ^ (uint8_t)h);
  }
  for (uint8_t *r = out + 32, *stop = out + 40; r < stop; r += 2) put16(r, h + (uint32_t)(stop - r));
  const uint8_t *mid = &in[16];
  mid = mid + 2;
  h ^= load32_le(mid) + (uint32_t)(mid - in);
  uint32_t *w = words;
  w[7] ^= h;
  *(w + 6) += *w;
  return h;
}
