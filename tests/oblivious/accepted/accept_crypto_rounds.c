// Rounds of an ARX cipher: rotations and xors on data, fixed schedule.
// RUN: %bulkcc --check %s 2>&1 | FileCheck %s --allow-empty --check-prefix=QUIET
// QUIET-NOT: {{.}}
#include <stdint.h>
static uint32_t rotl(uint32_t x, int r) { return (x << r) | (x >> (32 - r)); }
static const uint32_t key[4] = {0x01234567u, 0x89abcdefu, 0xfedcba98u, 0x76543210u};
void encrypt(uint32_t v[2]) {
  for (int round = 0; round < 16; round++) {
    v[0] = rotl(v[0] + v[1], 7) ^ key[round & 3];
    v[1] = rotl(v[1] ^ v[0], 13);
  }
}
