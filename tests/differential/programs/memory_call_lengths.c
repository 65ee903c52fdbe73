// memset, memcpy and memcpy through a view whose length is a uniform parameter, as library code
// clears or copies n bytes: a loop up to the length, each value of whose range the checking
// driver runs (the largest, the least, the middle).
// DIFFERENTIAL-BULKCC: --uniform n=0..16
#include <stdint.h>
#include <string.h>
void clear(uint8_t b[64], int n) { memset(b + 3, 0, n); }
void copy(uint32_t d[16], const uint32_t s[16], int n) { memcpy(d, s, n * sizeof d[0]); }
void copy_bytes(uint32_t d[16], const uint8_t s[64], int n) { memcpy(d, s, sizeof(uint32_t) * n); }
