// --uniform a[0]=LO..HI: word 0 of a bignum, its length, the same for every instance; the checking
// driver gives every instance one value of the range in each round.
// DIFFERENTIAL-BULKCC: --uniform a[0]=0..8
/* A bignum: its length in words in word 0, public by contract (the same for every instance). */
#include <stdint.h>
uint32_t bn_sum(const uint32_t a[9], const uint32_t b[9], uint32_t r[8]) {
  uint32_t n = a[0], carry = 0;
  for (uint32_t i = 0; i < n; i++) {
    uint64_t t = (uint64_t)a[1 + i] + b[1 + i] + carry;
    r[i] = (uint32_t)t;
    carry = (uint32_t)(t >> 32);
  }
  return carry;
}
