// memmove within one array through a pointer variable or a parameter the body moves: the two
// offsets are one variable plus constants, so their difference, and with it the direction that
// reads each element before it is overwritten, is known before the run.
#include <string.h>
void shift_through(long long a[8], float f[6]) {
  long long *p = &a[1];
  for (int i = 0; i < 3; i++) {
    p[0] = p[0] + i;
    memmove(p + 1, p, 4 * sizeof p[0]);
    memmove(p, p + 2, 3 * sizeof p[0]);
  }
  f += 1;
  memmove(f, f + 1, 3 * sizeof f[0]);
  memmove(f + 2, f, 2 * sizeof f[0]);
}
