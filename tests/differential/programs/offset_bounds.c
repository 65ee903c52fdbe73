/* offset_bounds.c: loops whose test compares the counter plus or minus values fixed in the loop
 * (`i + len - 1 < N`), as interval dynamic programs are written: the matrix chain order by the
 * chain's length (chain), the same with the counter on the right and the length subtracted
 * (chain_right), a loop down (down), and tests the model must not take as a bound on the counter:
 * the counter twice, subtracted, summed unsigned, or compared unsigned (refused). */
#define N 40
long long chain(const int dims[N + 1]) {
  long long m[N][N];
  for (int i = 0; i < N; i++) m[i][i] = 0;
  for (int len = 2; len <= N; len++)
    for (int i = 0; i + len - 1 < N; i++) {
      int j = i + len - 1;
      long long best = -1;
      for (int k = i; k < j; k++) {
        long long c = m[i][k] + m[k + 1][j] + (long long)dims[i] * dims[k + 1] * dims[j + 1];
        if (best < 0 || c < best) best = c;
      }
      m[i][j] = best;
    }
  return m[0][N - 1];
}

int chain_right(const int w[N], int out[N][N]) {
  for (int i = 0; i < N; i++) out[i][i] = w[i] & 255;
  for (int len = 1; len < N; len++)
    for (int i = 0; N - len > i; i++) {
      int j = len + i;
      int best = out[i][j - 1] + w[j];
      for (int k = i + 1; k <= j; k++) {
        int c = out[i][k - 1] + out[k][j] - (w[k] & 15);
        if (c > best) best = c;
      }
      out[i][j] = best & 0xffffff;
    }
  return out[0][N - 1];
}

void down(const int a[N], int b[N][N]) {
  for (int len = 0; len < N; len++)
    for (int i = N - 1; i - len >= 0; i--) b[len][i] = a[i] + (len > 0 ? b[len - 1][i - 1 + (i == 0)] : 0) * 3;
}

void refused(const int a[N], int b[N], unsigned s[N]) {
  for (int i = 0; i + i < N; i++) b[i] = a[i] * 2;
  for (int i = 0; 30 - i > 2; i++) b[i + 1] += a[i];
  for (unsigned i = 0; i + 3u < N; i++) s[i] = s[i + 1] + (unsigned)a[i];
  for (int i = 0; i - 5 < 35u; i++) b[i] = a[i] + 7; /* compared unsigned: i - 5 < 0 is huge, no iteration */
}
