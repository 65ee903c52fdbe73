// Wavefronts whose rows begin with statements of their own before the inner loop (a prologue),
// each lane holding its row's scalars across the row's cells: the summed area table's running
// sum, a row that starts from its input, and a downward row order with a running maximum. The
// team and grid forms run them in strips of rows; the CPU's team, rather than wait at a barrier a
// line, runs them a thread a row. A row's own small array keeps its nest from being a wavefront:
// the instance's working arrays are in memory, one for all the lanes, which would share it.
#define N 37
void table(const float a[N][N], float s[N][N]) {
  for (int y = 0; y < N; y++) {
    float row = 0;
    for (int x = 0; x < N; x++) {
      row += a[y][x];
      s[y][x] = (y > 0 ? s[y - 1][x] : 0) + row;
    }
  }
}
int seeded(const int a[N][N], int s[N][N]) {
  for (int y = 1; y < N; y++) {
    int run = a[y][0] % 11;
    int steps = 0;
    for (int x = 1; x < N; x++) {
      run = (run * 3 + a[y][x]) % 1009;
      steps++;
      s[y][x] = s[y - 1][x] + run - (s[y][x - 1] & 7) + steps;
    }
  }
  return s[N - 1][N - 1];
}
void upward(const int a[N][N], int m[N][N]) {
  for (int y = N - 2; y >= 0; y--) {
    int best = -1000000;
    for (int x = 1; x < N; x++) {
      if (a[y][x] > best) best = a[y][x];
      m[y][x] = m[y + 1][x - 1] / 2 + best;
    }
  }
}
void windows(const unsigned char in[N][N], int out[N][N]) {
  for (int y = 1; y < N; y++) {
    int last[3] = {0, 0, 0};
    for (int x = 0; x < N; x++) {
      last[x % 3] = in[y][x];
      out[y][x] = out[y - 1][x] + last[0] + 2 * last[1] + 3 * last[2];
    }
  }
}
