// Pointers to rows of a fixed shape as parameters (`const uint8_t (*blocks)[8]`, a hash's
// blocks; `float (*m)[3]`, a matrix written in place): the 2-D array `T blocks[][8]`, passed
// whole or from a row on (`data + 2`).
#include <stdint.h>
static uint32_t absorb(const uint8_t (*blocks)[8], int n) {
  uint32_t h = 5381;
  for (int b = 0; b < n; b++)
    for (int i = 0; i < 8; i++) h = h * 33u ^ blocks[b][i];
  return h;
}

static void scale(float (*m)[3], float k) {
  for (int r = 0; r < 2; r++)
    for (int c = 0; c < 3; c++) m[r][c] *= k;
}

uint32_t digest(const uint8_t data[4][8], float m[2][3]) {
  scale(m, 2.0f);
  return absorb(data, 4) + absorb(data + 2, 2);
}
