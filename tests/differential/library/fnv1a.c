// DIFFERENTIAL-BULKCC: --uniform len=0..64
// FNV-1a over any memory (`const void *`), its length the same for every instance.
#include <stddef.h>
#include <stdint.h>
/* FNV-1a, 32 bits, over any memory */
uint32_t fnv1a_32(const void *data, size_t len) {
  const unsigned char *p = data;
  uint32_t hash = 2166136261u;
  for (size_t i = 0; i < len; i++) {
    hash ^= p[i];
    hash *= 16777619u;
  }
  return hash;
}
