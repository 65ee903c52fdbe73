// Objects given to a `void *` parameter as their bytes, as crypto libraries pass them: a context
// struct wiped (`crypto_wipe(ctx, sizeof *ctx)`) from an entry's local and from a helper's struct
// pointer, a nested struct, an array of words wiped or read as bytes, and a helper that reads
// and writes the bytes and returns a value; each call a statement of its own (`f(...);`,
// `y = f(...);`, `y op= f(...);`, `T y = f(...);`, `return f(...);`).
#include <stddef.h>
#include <stdint.h>
/* no padding: C leaves padding bytes' values open, and bulk code makes them zero */
typedef struct { uint16_t counter[3]; int8_t sign; uint8_t flags; } nonce_t;
typedef struct {
  uint32_t h[4];
  uint8_t buf[8];
  nonce_t nonce;
  uint64_t total;
} ctx_t;

static void crypto_wipe(void *secret, size_t size) {
  volatile uint8_t *v = (volatile uint8_t *)secret;
  for (size_t i = 0; i < size; i++) v[i] = 0;
}

/* reads the bytes of any object */
static uint32_t byte_sum(const void *data, size_t size) {
  const uint8_t *b = (const uint8_t *)data;
  uint32_t s = 0;
  for (size_t i = 0; i < size; i++) s = s * 31u + b[i];
  return s;
}

/* reads and writes them: each byte xored with a key byte, the old bytes' sum returned */
static uint32_t xor_bytes(void *data, const uint8_t key[8], size_t size) {
  uint8_t *b = (uint8_t *)data;
  uint32_t before = 0;
  for (size_t i = 0; i < size; i++) {
    before += b[i];
    b[i] ^= key[i % 8];
  }
  return before;
}

static uint32_t words_sum(const uint32_t w[6]) { return byte_sum(w, sizeof(uint32_t) * 6); }

static void ctx_init(ctx_t *ctx, const uint32_t seed[4]) {
  for (int i = 0; i < 4; i++) ctx->h[i] = seed[i] * 0x9e3779b1u;
  for (int i = 0; i < 8; i++) ctx->buf[i] = (uint8_t)(seed[i % 4] >> (i * 3));
  for (int i = 0; i < 3; i++) ctx->nonce.counter[i] = (uint16_t)(seed[i] ^ 0xa5a5u);
  ctx->nonce.sign = (int8_t)seed[3];
  ctx->nonce.flags = (uint8_t)(seed[2] >> 8);
  ctx->total = (uint64_t)seed[0] << 32 | seed[1];
}

static uint32_t ctx_final(ctx_t *ctx, uint32_t out[4]) {
  for (int i = 0; i < 4; i++) out[i] = ctx->h[i] ^ ctx->buf[i] ^ ctx->nonce.counter[i % 3];
  uint32_t check = byte_sum(ctx, sizeof *ctx);
  crypto_wipe(ctx, sizeof *ctx);
  check += byte_sum(ctx, sizeof *ctx); /* wiped: this sum is 0 */
  return check;
}

uint32_t digest(const uint32_t seed[4], const uint8_t key[8], uint32_t out[4], uint32_t words[6]) {
  ctx_t ctx;
  ctx_init(&ctx, seed);
  uint32_t t = xor_bytes(&ctx, key, sizeof ctx);
  t ^= xor_bytes(words, key, sizeof(uint32_t) * 6);
  t += byte_sum(words, 24);
  const uint32_t whole = byte_sum(&ctx, sizeof ctx);
  t ^= whole;
  uint32_t tmp[3] = {t, t >> 3, t << 5};
  uint32_t c = ctx_final(&ctx, out);
  t += byte_sum(tmp, sizeof tmp);
  crypto_wipe(tmp, sizeof tmp);
  t -= words_sum(words);
  return t + c + tmp[0] + (uint32_t)ctx.total;
}
