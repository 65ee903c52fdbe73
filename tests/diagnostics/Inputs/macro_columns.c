/* Columns of findings on lines that cpp rewrote: macros, comments, tabs, continuations. */
#include <math.h>
#define LEN (16 * 4)
#define IDX(k) (k[0] & 63)
#define MAX(a, b) ((a) > (b) ? (a) : (b))
void f(const int k[1], int h[64], float o[2]) {
  for (int i = 0; i < LEN; i++) h[k[0] & 63] = i;
  /* comment */  h[k[0] & 7] = 1;	h[k[0]&1] = 2;
  h[IDX(k)] = 3;
  h[MAX(k[0], 3)] = 4; int z = /* multi
  line */ h[k[0] & 3];
  o[0] = o[1] < INFINITY ? h[k[0] & 5] : 0;
  h[k[0] \
    & 15] = z;
}
