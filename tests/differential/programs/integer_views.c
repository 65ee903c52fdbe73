// Views of an array of integers through another integer type, as the little-endian targets lay
// them out: words read from bytes (`((const uint32_t *)in)[i]`, `*(const uint32_t *)(in + 4 * i)`,
// a pointer variable `const uint32_t *w = (const uint32_t *)in` moved by w++), words written into
// bytes (=, ^= and <<=), bytes read from and written into wider elements, signed views, and
// memcpy between arrays of integers of different sizes, and into and out of scalars.
#include <stdint.h>
#include <string.h>

uint32_t words(const uint8_t in[32], uint8_t out[16], uint16_t half[4], int64_t wide[2]) {
  uint32_t s = 0;
  for (int i = 0; i < 8; i++) s += ((const uint32_t *)in)[i] ^ *(const uint32_t *)(in + 4 * i) * (uint32_t)(i + 1);
  const uint32_t *w = (const uint32_t *)(in + 8);
  for (int i = 0; i < 4; i++) s = (s << 3 | s >> 29) + *w++;
  const uint16_t *h = (const uint16_t *)in + 5;
  s ^= h[0] + h[2];
  for (int i = 0; i < 4; i++) ((uint32_t *)out)[i] = s + (uint32_t)i * 0x01010101u;
  ((uint32_t *)out)[1] ^= 0xdeadbeefu;
  ((uint32_t *)out)[2] <<= 3;
  ((uint8_t *)half)[3] = (uint8_t)s;
  ((uint8_t *)half)[4] += 7;
  ((int8_t *)wide)[9] = (int8_t)-3;
  ((int32_t *)wide)[0] = -(int32_t)(s & 0xffff);
  uint16_t from_bytes = ((const uint8_t *)half)[5];
  int32_t sign = ((const int8_t *)in)[2] + ((const int16_t *)in)[7];
  return s + ((const uint16_t *)in)[3] + from_bytes + (uint32_t)sign + (uint32_t)((const uint8_t *)wide)[10];
}

/* a walk through bytes as words, reading and writing with w++ in the position */
void walk_words(const uint8_t in[16], uint8_t out[16], uint32_t twice[4]) {
  const uint32_t *r = (const uint32_t *)in;
  uint32_t *w = (uint32_t *)out;
  for (int i = 0; i < 4; i++) {
    uint32_t v = *r++;
    *w++ = v * 3u + twice[i];
    twice[i] = *(r - 1) + *(const uint32_t *)in;
  }
}

/* memcpy between arrays of integers of different sizes: bytes into words and words into bytes */
void copies(const uint8_t in[32], uint32_t words[8], uint8_t bytes[12], const uint16_t halves[6]) {
  memcpy(words, in, 32);
  memcpy(words + 2, in + 5, 8);
  memcpy(bytes, halves, sizeof bytes[0] * 12);
  memcpy(&bytes[4], in + 3, 4);
}

/* memcpy into and out of a scalar, as portable code reads unaligned words */
uint32_t scalar_copies(const uint8_t in[16], uint8_t out[16], const uint32_t w[4]) {
  uint32_t v, u;
  memcpy(&v, in + 4, sizeof v);
  memcpy(&u, &w[2], 4);
  uint16_t h;
  memcpy(&h, in, 2);
  memcpy(out + 8, &v, 4);
  memcpy(&out[0], &h, sizeof h);
  memcpy(out + 12, &u, 4);
  return v + u + h;
}

/* pointer variables of views of arrays wider than bytes, walked by w++: bytes of words, words of
 * halves (their start at element 0 was once a product 0 * size, not a constant, and w++ was
 * refused as "arrays cannot be assigned as a whole") */
void walk_wider(const unsigned w[4], const unsigned short h[8], const long long l[2], unsigned out[12],
                float f[4]) {
  const unsigned char *b = (const unsigned char *)w;
  for (int i = 0; i < 4; i++) out[i] = *b++ + 1u;
  const unsigned *v = (const unsigned *)h;
  for (int i = 0; i < 4; i++) out[4 + i] = *v++ ^ 0x5au;
  const signed char *s = (const signed char *)l + 7;
  for (int i = 0; i < 4; i++) f[i] = (float)(*s++);
  const unsigned char *c = (const unsigned char *)(w + 1);
  for (int i = 0; i < 4; i++) out[8 + i] = *c++;
}

/* words written with op= at positions holding divisions by constants, which cannot trap (they
 * were refused as a position read twice that might) */
void positions_divided(unsigned char a[16], const unsigned k[4]) {
  for (int i = 0; i < 8; i++) ((unsigned *)a)[(i * 3 + 2) % 4] ^= k[i % 4];
  for (int i = 0; i < 4; i++) ((unsigned short *)a)[(i * 5) / 3] += 7;
}

/* a byte view of a parameter the function moves: any byte is a whole number of bytes from the
 * start, whatever the pointer's offset (it was refused as not known to be) */
unsigned moved_then_viewed(const unsigned a[8]) {
  a += 1;
  const unsigned char *p = (const unsigned char *)a + 3;
  unsigned s = 0;
  for (int i = 0; i < 4; i++) s += *p++;
  return s;
}
