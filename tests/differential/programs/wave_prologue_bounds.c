// Wavefronts whose outer loop's bound is a parameter that the row's prologue declares again: the
// cells' bounds read the parameter, not the row's own k, in every lane of a strip (with strips of
// several rows, a lane testing another row's cell, as the stores at a chunk's end do, saw its own
// row's k). Rows enough for several strips of 32.
// DIFFERENTIAL-BULKCC: --uniform k=0..4
#define N 70
void bound_hidden(const int a[N][N], int s[N][N], int k) {
  for (int i = 1; i < N - k; i++) {
    int k = N - 1 - i;
    for (int j = 1; j < N; j++) s[i][j] = (s[i - 1][j] + s[i][j - 1] + a[i][j] + k) % 10007;
  }
}
void bound_hidden_small(const int a[N][N], int s[N][N], int k) {
  for (int i = 1; i < N - k; i++) {
    int k = i % 3;
    for (int j = 1; j < N; j++) s[i][j] = (s[i - 1][j] + s[i][j - 1] + a[i][j] + k) % 10007;
  }
}
