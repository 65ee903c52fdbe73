// Names a row's prologue declares again: an outer variable's and a parameter's, read in the
// prologue before its own declaration hides them, and the outer loop's counter (legal C, the
// loop's body being a scope of its own; C++ refuses it, so the CUDA file renames the body's). The
// CPU's strips keep a prologue's scalars in arrays over their rows, under names no user name
// spells.
#define N 40
int shadow_outer(const int a[N][N], int k, int s[N][N]) {
  int kk = k % 100;
  for (int y = 1; y < N; y++) {
    int r = kk + y;
    int kk = r * 2 + 1;
    for (int x = 1; x < N; x++) {
      r = (r + a[y][x]) % 1000;
      s[y][x] = (s[y - 1][x] + s[y][x - 1] + r + kk) % 9001;
    }
  }
  return s[N - 1][N - 1];
}
int shadow_param(const int a[N][N], int s[N][N], int k) {
  for (int i = 1; i < N; i++) {
    int r = k % 7 + i;
    int k = r + 1;
    for (int j = 1; j < N; j++) {
      r = (r * 3 + k) % 1000;
      s[i][j] = (s[i - 1][j] + s[i][j - 1] + r) % 9001;
    }
  }
  return s[N - 1][N - 1];
}
int shadow_counter(const int a[N][N], int s[N][N]) {
  for (int y = 1; y < N - 1; y++) {
    int r = y * 3;
    int y = 0;
    for (int x = 1; x < N; x++) {
      r = (r + a[x][x] + y) % 1000;
      s[x][x] = r;
    }
  }
  return s[N - 1][N - 1];
}
int plain(const int a[N]) {
  int t = 0;
  for (int i = 0; i < N; i++) {
    int i2 = i;
    int i = a[i2] % 5;
    t += i;
  }
  return t;
}
