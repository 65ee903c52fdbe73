// Arrays an iteration needs for itself, which the lanes of a team (sharing the instance's
// arrays) cannot each have: declared in a loop's body (one the team would split, a wavefront's
// cell) the loop keeps its iterations on every lane; and an array a loop rewrites after the
// statement before it read it, which the team waits for before the loop's stores.
int split_body_array(const int c[32][32]) {
  int t = 0;
  for (int r = 0; r < 8; r++) {
    int m[32][32];
    for (int i = 0; i < 32; i++)
      for (int j = 0; j < 32; j++) m[i][j] = c[i][j] % 1000 * (r + 2);
    for (int i = 0; i < 32; i++) t += m[i][(i + r) % 32];
  }
  return t;
}
void parallel_body_array(const int c[24][24], int out[24]) {
  for (int r = 0; r < 24; r++) {
    int v[400];
    for (int k = 0; k < 400; k++) v[k] = c[r][k % 24] + k;
    int s = 0;
    for (int k = 0; k < 400; k++) s ^= v[399 - k] * (k + 1);
    out[r] = s;
  }
}
int cell_array(const int a[24][24], int out[24][24]) {
  int d[24][24];
  for (int i = 0; i < 24; i++)
    for (int j = 0; j < 24; j++) d[i][j] = a[i][j] % 13;
  for (int i = 1; i < 24; i++)
    for (int j = 1; j < 24; j++) {
      int v[300];
      for (int k = 0; k < 300; k++) v[k] = d[i - 1][j] + k * d[i][j - 1];
      int s = 0;
      for (int k = 0; k < 300; k++) s += v[299 - k] & 7;
      d[i][j] = s % 1000;
    }
  for (int i = 0; i < 24; i++)
    for (int j = 0; j < 24; j++) out[i][j] = d[i][j];
  return d[23][23];
}
int read_then_rewritten(const int c[20][20]) {
  int t = 0;
  for (int r = 0; r < 2; r++) {
    int m[20][20];
    for (int i = 0; i < 20; i++)
      for (int j = 0; j < 20; j++) m[i][j] = c[i][j] * (r + 2);
    for (int j = 1; j < 20; j++) {
      int s = 1 << 30;
      for (int k = 0; k < 20; k++) {
        int x = m[k][j - 1];
        if (x < s) s = x;
      }
      for (int k = 0; k < 20; k++) m[k][j] += s;
    }
    t += m[19][19];
  }
  return t;
}
