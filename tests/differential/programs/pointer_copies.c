#include <stdint.h>
// A pointer variable set to one of several arrays copied into another, in its declaration or by
// assignment: the copy is set to the same arrays, and takes over which one and where.
void declared(const float a[8], const float b[8], float out[8]) {
  for (int k = 0; k < 3; k++) {
    const float *c = a;
    if (k) c = b;
    const float *d = c + 1;
    for (int i = 0; i < 7; i++) out[i] += d[i];
  }
}
void assigned(const float a[8], const float b[8], float out[8]) {
  for (int k = 0; k < 3; k++) {
    const float *c = k ? b : a;
    const float *e = a;
    e = k > 1 ? a : c;
    c = c + 1; /* the pointer itself moves: its integer keeps saying which */
    for (int i = 0; i < 7; i++) out[i] += e[i] + c[i];
  }
}

/* a swap of two buffers between rounds, each written through */
void rounds(uint32_t x[16], uint32_t scratch[16]) {
  uint32_t *from = x, *to = scratch;
  for (int r = 0; r < 4; r++) {
    for (int i = 0; i < 16; i++) to[i] = from[i] * 3u + from[(i + 1) % 16];
    to[0]++;
    to[15] += 7u;
    uint32_t *t = from;
    from = to;
    to = t;
  }
}
