#include "toy_aead.h"

void toy_wipe(void *secret, size_t size) {
  volatile uint8_t *v = (volatile uint8_t *)secret;
  for (size_t i = 0; i < size; i++) v[i] = 0;
}

uint32_t toy_load32_le(const uint8_t s[4]) {
  return (uint32_t)s[0] | ((uint32_t)s[1] << 8) | ((uint32_t)s[2] << 16) | ((uint32_t)s[3] << 24);
}
