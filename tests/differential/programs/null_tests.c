// Null tests of arrays, as library code guards its pointers (!data, c != NULL, NULL == c, if (c)):
// NAME_bulk refuses NULL arrays, so each has one answer and the code runs as C runs it.
#include <stddef.h>
#include <stdint.h>
uint32_t sum(const uint8_t *data, size_t n) {
  if (!data) return 0;
  uint32_t s = 0;
  for (size_t i = 0; i < 16; i++) s += data[i];
  return s + (uint32_t)n;
}
void wipe(uint8_t c[16]) {
  if (c != NULL) {
    for (int i = 0; i < 16; i++) c[i] = 0;
  }
  if (c == 0) return;
  if (NULL == c) c[0] = 1;
  if (c) c[1] = 2;
}
