// Square-and-multiply over a fixed number of bits, with the multiply selected by each bit.
// RUN: %bulkcc --check %s 2>&1 | FileCheck %s --allow-empty --check-prefix=QUIET
// QUIET-NOT: {{.}}
#include <stdint.h>
uint32_t modexp(uint32_t base, uint32_t exp, const uint32_t mod[1]) {
  uint64_t r = 1, b = base % mod[0];
  for (int bit = 0; bit < 32; bit++) {
    uint64_t m = (r * b) % mod[0];
    if ((exp >> bit) & 1) r = m;
    b = (b * b) % mod[0];
  }
  return (uint32_t)r;
}
