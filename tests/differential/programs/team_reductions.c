// Loops the team form splits across a warp's lanes, each reduction combined bit for bit: integer
// sums, products and bitwise operations in modular arithmetic, minima and maxima of integers, and
// floating minima and maxima whose ties (+0 and -0 compare equal) go to the earliest or the latest
// iteration, as the sequential loop leaves them; loops counting down, by steps, from offsets.
#include <math.h>
#define N 100
float zeros_first(const float a[N], float out[N]) {
  float s = INFINITY;
  for (int i = 0; i < N; i++) {
    float r = a[i] * 0.0f; /* +0 or -0 (or NaN), by a[i]'s sign */
    if (r < s) s = r;
  }
  for (int i = 0; i < N; i++) out[i] = a[i] * 2;
  return s;
}
float zeros_last(const float a[N]) {
  float s = INFINITY;
  for (int i = N - 1; i >= 0; i--) {
    float r = a[i] * 0.0f;
    if (r <= s) s = r;
  }
  return s;
}
double largest_first(const double a[N]) {
  double m = -INFINITY;
  for (int i = 3; i < N; i += 3) {
    double v = a[i] * 0.0 + (double)(i % 7);
    if (v > m) m = v;
  }
  return m;
}
unsigned mixing(const unsigned a[N], unsigned char bytes[N]) {
  unsigned sum = 7, product = 1, all = ~0u, any = 0, odd = 0;
  for (int i = 0; i < N; i++) {
    sum += a[i];
    product *= a[i] | 1u;
    all &= a[i] | 0x0f0f0f0fu;
    any |= a[i] & 0x10u;
    odd ^= a[i] >> 3;
  }
  unsigned char c = 0;
  for (unsigned i = 10; i < 90; i++) c += bytes[i];
  for (int i = 0; i < N; i++) bytes[i] = (unsigned char)(a[i] + i);
  return sum ^ product ^ all ^ any ^ odd ^ c;
}
long long extremes(const long long a[N], int idx[N]) {
  long long lo = a[0], hi = a[0];
  for (int i = 1; i < N; i++) {
    lo = a[i] < lo ? a[i] : lo;
    if (a[i] > hi) hi = a[i];
  }
  for (int i = N - 1; i >= 0; i -= 2) idx[i] = i * 3;
  return hi / 2 - lo / 2;
}
