// NULL given for pointer parameters of functions of the file, as crypto APIs take optional
// inputs: a keyed hash called with no key, an AEAD-style tag with and without associated data
// (the function tests each pointer, `if (!ad)` and `key != NULL`), a wipe of nothing, the same
// function called with arrays too, and a pointer given NULL that the function then sets to a
// table of zeros (`if (text == NULL) text = zero;`, Monocypher's ChaCha20). Each call giving NULL
// runs a copy of the function in which that parameter is NULL.
#include <stddef.h>
#include <stdint.h>
static uint32_t mix(uint32_t a, uint32_t b) { return (a ^ b) * 0x9e3779b1u + (a >> 7); }

static void wipe(void *secret, size_t size) {
  volatile uint8_t *v = (volatile uint8_t *)secret;
  for (size_t i = 0; i < size; i++) v[i] = 0;
}

static void keyed(uint32_t out[4], const uint8_t *key, size_t key_size, const uint8_t *msg, size_t msg_size) {
  uint32_t s[4] = {1, 2, 3, 4};
  if (key != NULL && key_size > 0) {
    for (size_t i = 0; i < key_size; i++) s[i % 4] = mix(s[i % 4], key[i]);
  }
  for (size_t i = 0; i < msg_size; i++) s[i % 4] = mix(s[i % 4], msg[i]);
  for (int i = 0; i < 4; i++) out[i] = s[i];
}

static uint32_t tag(const uint8_t *ad, size_t ad_size, const uint8_t *text, size_t text_size, uint32_t *count) {
  uint32_t t = 0x12345678u;
  if (!ad) t ^= 0xffu;
  else
    for (size_t i = 0; i < ad_size; i++) t = mix(t, ad[i]);
  if (text)
    for (size_t i = 0; i < text_size; i++) t = mix(t, text[i]);
  if (count != NULL) count[0] += (uint32_t)(ad_size + text_size);
  return t;
}

static const uint8_t zero_block[32] = {0};

/* a stream cipher that takes NULL as text of zeros, setting the pointer to a table of them */
static void stream(uint8_t out[32], const uint8_t *text, uint32_t key) {
  if (text == NULL) text = zero_block;
  for (int i = 0; i < 32; i++) out[i] = (uint8_t)(text[i] ^ (key >> (i % 4 * 8)) ^ (uint32_t)i);
  if (!text) out[0] = 0; /* never: text points at zero_block by now */
}

void keystreams(uint8_t out[64], const uint8_t text[32], uint32_t key) {
  stream(out, NULL, key);
  stream(out + 32, text, key);
}

uint32_t optional_inputs(const uint8_t key[16], const uint8_t msg[32], uint32_t out[8], uint32_t counts[1]) {
  keyed(out, NULL, 0, msg, 32);
  keyed(out + 4, key, 16, msg, 32);
  uint32_t t = tag(NULL, 0, msg, 32, counts);
  t ^= tag(key, 16, msg, 32, NULL);
  t += tag(key, 16, NULL, 0, counts);
  wipe(NULL, 0);
  return t;
}
