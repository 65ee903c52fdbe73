/* Products added to sums, in float and double: where the processor has FMA a compiler that
 * contracts a * b + c into one rounding gives other results than the sequential C. */
#define N 16

double horner(const double coef[N], double x) {
  double y = 0;
  for (int i = 0; i < N; i++) y = y * x + coef[i];
  return y;
}

float dot(const float a[N], const float b[N]) {
  float s = 0;
  for (int i = 0; i < N; i++) s = a[i] * b[i] + s;
  return s;
}
