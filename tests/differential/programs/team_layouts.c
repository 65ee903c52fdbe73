// The team form's two ways with a working table: a wavefront of two loops, a lane per cell of
// one line (a grid walk, OPT's diagonals counting down, error diffusion's lines 3 * y + x = w, a
// nest whose bounds depend on a parameter), and a column read by a split loop, from a transpose
// kept beside the table.
// DIFFERENTIAL-BULKCC: --uniform n=2..40
#define N 40
int grid(const int a[N][N]) {
  int d[N][N];
  for (int i = 0; i < N; i++) d[i][0] = d[0][i] = a[i][0] % 7;
  for (int i = 1; i < N; i++)
    for (int j = 1; j < N; j++) d[i][j] = (d[i - 1][j] ^ d[i][j - 1]) + a[i][j] % 5;
  return d[N - 1][N - 1];
}
float triangle(const float c[N][N]) {
  float m[N][N];
  for (int i = 0; i < N; i++) m[i][i] = 0;
  for (int i = N - 2; i >= 0; i--)
    for (int j = i + 1; j < N; j++) {
      float s = m[i + 1][j] + c[i][j];
      if (m[i][j - 1] < s) s = m[i][j - 1];
      m[i][j] = s;
    }
  return m[0][N - 1];
}
void diffuse(const unsigned char in[N][N], unsigned char out[N][N]) {
  int level[N][N];
  for (int y = 0; y < N; y++)
    for (int x = 0; x < N; x++) level[y][x] = in[y][x] * 16;
  for (int y = 0; y < N; y++)
    for (int x = 0; x < N; x++) {
      int error = level[y][x] - (level[y][x] >= 2048 ? 4080 : 0);
      out[y][x] = level[y][x] >= 2048 ? 255 : 0;
      if (x + 1 < N) level[y][x + 1] += error * 7 / 16;
      if (y + 1 < N) {
        if (x > 0) level[y + 1][x - 1] += error * 3 / 16;
        level[y + 1][x] += error * 5 / 16;
        if (x + 1 < N) level[y + 1][x + 1] += error / 16;
      }
    }
}
int bounded(const int a[N][N], int n) {
  int d[N][N];
  for (int i = 0; i < N; i++) d[i][0] = d[0][i] = a[0][i];
  for (int i = 1; i < n; i++)
    for (int j = 1; j < n + 1 - i; j++) d[i][j] = d[i - 1][j] + 3 * d[i][j - 1] - d[i - 1][j - 1] + a[i][j];
  return d[n - 1][1] + d[1][n - 1];
}
float columns(const float c[16][16]) {
  float M[16][16];
  for (int k = 0; k < 16; k++) M[k][0] = c[k][0];
  for (int j = 1; j < 16; j++) {
    float s = 1e30f;
    for (int k = 0; k < 16; k++) {
      float r = M[k][j - 1];
      if (r < s) s = r;
    }
    for (int k = 0; k < 16; k++) M[k][j] = s + c[k][j];
  }
  return M[15][15];
}
