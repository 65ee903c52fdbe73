// Null tests of arrays, as library code guards its pointers (!data, c != NULL, NULL == c, c == 0,
// if (c), a helper's p ? ... : ...): NAME_bulk refuses NULL arrays, so each has one answer and the
// code runs as C runs it.
#include <stddef.h>
#include <stdint.h>
static uint32_t first(const uint8_t *p) { return p ? p[0] : 0u; }
uint32_t sum(const uint8_t *data, size_t n) {
  if (!data) return 0;
  uint32_t s = first(data);
  for (size_t i = 0; i < 16; i++) s += data[i];
  return s + (uint32_t)n;
}
void wipe(uint8_t c[16]) {
  if (c != NULL) {
    for (int i = 0; i < 16; i++) c[i] = 0;
  }
  if (c == 0) return;
  if (NULL == c) c[0] = 1;
  if (c && c[2] == 0) c[1] = 2;
}
