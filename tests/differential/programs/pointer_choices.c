// A pointer variable set by a conditional on no input data (`c = k ? b : a`), in its declaration
// and in an assignment, as the if/else form sets it: to either of two arrays, or to two points of
// one; declarators after it in the same declaration are set after it.
#include <stdint.h>
uint32_t choose(const float a[8], const float b[8], float out[8]) {
  for (int k = 0; k < 3; k++) {
    const float *c = k ? b : a, *d = k ? b + 1 : a + 1;
    for (int i = 0; i < 7; i++) out[i] += c[i] * (float)(k + 1) + d[i];
  }
  const float *e = a;
  for (int k = 0; k < 4; k++) {
    e = k % 2 == 0 ? b + 2 : a;
    for (int i = 0; i < 6; i++) out[i] -= e[i];
  }
  const float *f = out[0] == out[0] ? a + 1 : a + 3; /* a condition on data: only the point moves */
  (void)f;
  return 1u;
}
