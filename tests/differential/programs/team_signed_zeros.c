// Floating sums split across lanes (--reassociate) start the lanes' parts, and the iterations past
// the loop's end, from -0.0, the sum's identity: +0.0 would turn a running -0.0 into +0.0 (the
// outputs give the zero's sign as 1 or 2, which the tolerance would not tell apart).
// DIFFERENTIAL-BULKCC: --reassociate
#define N 100
void scan_sign(const double a[N], double out[N]) {
  double r = -0.0;
  for (int i = 0; i < N; i++) {
    r += (a[i] > 1e308 ? 1.0 : -0.0);
    out[i] = (1.0 / r < 0.0) ? 1.0 : 2.0;
  }
}
double sum_sign(const double a[N]) {
  double s = -0.0;
  for (int i = 0; i < N; i++) s += (a[i] > 1e308 ? 1.0 : -0.0);
  return (1.0 / s < 0.0) ? 1.0 : 2.0;
}
