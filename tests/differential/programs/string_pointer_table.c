// A file-scope pointer to a string that nothing sets again (`static const u8 *chacha20_constant =
// (const u8 *)"expand 32-byte k";`, Monocypher's) is the table of the string's bytes; a pointer
// set to one of several arrays given to a function inside an expression (`x ^ load32(p)`, p set to
// a table of zeros when no input is given) calls it on the array its variable says.
#include <stddef.h>
#include <stdint.h>
typedef uint8_t u8;
typedef uint32_t u32;
static const u8 *sigma = (const u8 *)"expand 32-byte k";
static const u8 zero[32] = {0};

static u32 load32_le(const u8 s[4]) {
  return (u32)s[0] | ((u32)s[1] << 8) | ((u32)s[2] << 16) | ((u32)s[3] << 24);
}

static void load32_le_buf(u32 *dst, const u8 *src, size_t size) {
  for (size_t i = 0; i < size; i++) dst[i] = load32_le(src + i * 4);
}

static void mask(u32 out[8], const u32 key[8], const u8 *text, int use_text) {
  u32 constant[4];
  load32_le_buf(constant, sigma, 4);
  if (!use_text) text = zero;
  for (int i = 0; i < 8; i++) out[i] = key[i] ^ constant[i % 4] ^ load32_le(text + 4 * i) ^ sigma[i];
}

void masks(u32 out[16], const u32 key[8], const u8 text[32]) {
  mask(out, key, text, 1);
  mask(out + 8, key, text, 0);
}
