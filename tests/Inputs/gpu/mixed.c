/* Every element size in and out, scalars of several types, a table, helpers with strides,
 * a select-style swap, a switch and <math.h>: one entry to check against the CPU. */
#include <math.h>
#include <stdint.h>
#define N 5
static const int16_t tab[N] = {3, -1, 4, -1, 5};
static uint32_t rotl(uint32_t x, int r) { return (x << r) | (x >> (32 - r)); }
static void cswap(double a[N], int i, int j) {
  if (a[j] < a[i]) { double t = a[i]; a[i] = a[j]; a[j] = t; }
}
int64_t mixed(uint8_t bytes[N], int16_t shorts[N], uint32_t words[N], double d[N], const float f[N][2],
              int32_t k, char c) {
  int64_t acc = c;
  for (int i = 0; i < N; i++) {
    bytes[i] = (uint8_t)(bytes[i] * 7 + i);
    shorts[i] = (int16_t)(shorts[i] - tab[i] * k);
    words[i] = rotl(words[i], i + 1) ^ (uint32_t)bytes[i];
    d[i] = d[i] * f[i][0] + sqrt(fabs(d[i])) - f[i][1];
    acc += shorts[i] + (int64_t)words[i] - bytes[i];
    switch (i % 3) {
    case 0: acc ^= k; break;
    case 1: acc -= 3;
    default: acc += 1;
    }
  }
  for (int i = 0; i < N; i++)
    for (int j = i + 1; j < N; j++) cswap(d, i, j);
  return acc + (d[0] < d[N - 1]);
}
