/* Selects on data: a sorting network on scalars and conditional sums, with NaNs in play. */
#include <math.h>
float selects(const float v[4], int k) {
  float a = v[0], b = v[1], c = v[2], d = v[3], t, s = 0;
  if (a > b) { t = a; a = b; b = t; }
  if (c > d) { t = c; c = d; d = t; }
  if (a > c) { t = a; a = c; c = t; }
  if (b > d) { t = b; b = d; d = t; }
  if (b > c) { t = b; b = c; c = t; }
  if (k & 1) s += a; else s -= d;
  if (k > 100) s *= 2; else if (k < -100) s *= 3;
  if (isnan(s)) s = -1;
  return s + 10 * a + 100 * b + 1000 * c + 10000 * d;
}
