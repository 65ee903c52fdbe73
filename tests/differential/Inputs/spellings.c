// Expressions whose spelling C and C++ read differently: a comma expression in an initializer,
// an argument or a product; character constants (C's int, not C++'s char); signbit of a float
// (gcc's is the sign bit in place, INT_MIN; the GPU's was 1); a compound product in a select;
// a later declarator of a for's declaration with a braced initializer (was `/* unsupported */0`).
#include <math.h>
static float twice(float v) { return v * 2; }
int commas(int x, float a[4]) {
  int y = (x++, x * 2);
  int z;
  z = (y--, y + x);
  a[1] = twice((a[0] += 1, a[0] * a[2]));
  a[2] = a[3] * (a[0], a[1]);
  for (int i = 0, j = (x, 3); i < j; i++) a[3] += (float)(i, y);
  return y + z + x;
}
int characters(int x) {
  int c = '\377', d = 'A', e = '\n' * x;
  return c + d + e + ('z' - x) + (int)sizeof('a');
}
int signs(float f[2], double d) {
  int r = signbit(f[0]) + signbit(-f[1]);
  r += signbit(d) ? 7 : 0;
  return r + (signbit(d) + 0);
}
float selects(float a[4], float s) {
  if (a[0] < a[1]) s *= a[2];
  else s -= a[3];
  for (int i = 0; i < 4; i++)
    if (a[i] > 0) s *= a[i];
  return s;
}
int braced(int x, int a[4]) {
  int s = 0;
  for (int i = {0}, j = {3}; i < j; i++) s += a[i] + x;
  return s;
}
