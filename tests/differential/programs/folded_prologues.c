/* folded_prologues.c: a row's stores before its cells run as the inner loop's first iteration
 * (analysis/fold_prologues.c), so that the nest is a wavefront: the longest palindromic
 * subsequence (L[i][i] = 1 before j from i + 1, i counting down; the bound a uniform n), an
 * optimal binary search tree of doubles (C[i][i] = 0, a cell's loop over r), a table whose
 * first column is set row by row (two stores, one of another array), and rows running x down
 * from N - 2 after their last element. Strips of 32 rows over 49 to 66: a full one and a
 * partial one, in the grid and team forms in the warps' emulation. */
// DIFFERENTIAL-BULKCC: --uniform n=1..49
// RUN: rm -rf %t && mkdir -p %t
// RUN: env BULK_FORM=grid COUNTS="1 3" BULKCC_FLAGS="--uniform n=1..49" BULKCC=%bulkcc %S/../../tools/differential.sh emulate-warps %t/grid %s | FileCheck %s
// RUN: env BULK_FORM=team COUNTS="1 3" BULKCC_FLAGS="--uniform n=1..49" BULKCC=%bulkcc %S/../../tools/differential.sh emulate-warps %t/team %s | FileCheck %s
// RUN: %bulkcc --dump=plan --uniform n=1..49 %s -o - | FileCheck %s --check-prefix=PLAN
// CHECK-NOT: MISMATCH
// CHECK: palindrome p=1: every output matches the sequential C
// CHECK: search_tree p=1: every output matches the sequential C
// CHECK: first_column p=1: every output matches the sequential C
// CHECK: rows_down p=1: every output matches the sequential C
// CHECK: last_column p=1: every output matches the sequential C
// CHECK: both_ends p=1: every output matches the sequential C
// CHECK: palindrome p=3: every output matches the sequential C
// CHECK: rows_down p=3: every output matches the sequential C
// PLAN-LABEL: function palindrome
// PLAN: team for {{[0-9]+}}:3: a wavefront, the lanes taking the cells of one line -i + j = w
// PLAN: fold {{[0-9]+}}:3: the row's stores before the loop at {{[0-9]+}}:5 run as its first iteration, j = its start - 1
// PLAN-LABEL: function search_tree
// PLAN: team for {{[0-9]+}}:3: a wavefront, the lanes taking the cells of one line -i + j = w
// PLAN: fold {{[0-9]+}}:3: the row's stores before the loop at {{[0-9]+}}:5 run as its first iteration, j = its start - 1
// PLAN-LABEL: function first_column
// PLAN: team for {{[0-9]+}}:3: a wavefront, the lanes taking the cells of one line 2 * y + x = w
// PLAN: fold {{[0-9]+}}:3: the row's stores before the loop at {{[0-9]+}}:5 run as its first iteration, x = its start - 1
// PLAN: grid strips {{[0-9]+}}:3: staged in each warp's shared memory
// PLAN-LABEL: function rows_down
// PLAN: team for {{[0-9]+}}:3: a wavefront, the lanes taking the cells of one line y - x = w
// PLAN: fold {{[0-9]+}}:3: the row's stores before the loop at {{[0-9]+}}:5 run as its first iteration, x = its start + 1
// PLAN-LABEL: function last_column
// PLAN: team for {{[0-9]+}}:3: a wavefront, the lanes taking the cells of one line y + x = w
// PLAN: fold {{[0-9]+}}:3: the row's stores after the loop at {{[0-9]+}}:5 run as its last iteration, x = the value its test first failed at
// PLAN-LABEL: function both_ends
// PLAN: team for {{[0-9]+}}:3: a wavefront, the lanes taking the cells of one line 2 * y + x = w
// PLAN: fold {{[0-9]+}}:3: the row's stores around the loop at {{[0-9]+}}:5 run as its first and last iterations, x = its start - 1
#define N 49
int palindrome(int n, const unsigned char s[N]) {
  short L[N][N];
  for (int i = n - 1; i >= 0; i--) {
    L[i][i] = 1;
    for (int j = i + 1; j < n; j++) {
      if (s[i] % 3 == s[j] % 3)
        L[i][j] = (j == i + 1 ? 0 : L[i + 1][j - 1]) + 2;
      else
        L[i][j] = L[i + 1][j] > L[i][j - 1] ? L[i + 1][j] : L[i][j - 1];
    }
  }
  return L[0][n - 1];
}

#define K 47
double search_tree(const double p[K]) {
  double W[K + 1], C[K + 1][K + 1];
  W[0] = 0;
  for (int i = 0; i < K; i++) W[i + 1] = W[i] + (p[i] < 0 ? -p[i] : p[i]);
  for (int i = K; i >= 0; i--) {
    C[i][i] = 0;
    for (int j = i + 1; j <= K; j++) {
      double best = 1e300;
      for (int r = i + 1; r <= j; r++) {
        double c = C[i][r - 1] + C[r][j];
        best = c < best ? c : best;
      }
      C[i][j] = best + (W[j] - W[i]);
    }
  }
  return C[0][K];
}

#define M 66
void first_column(const int in[M][M], int a[M][M], int first[M]) {
  for (int x = 0; x < M; x++) a[0][x] = in[0][x];
  for (int y = 1; y < M; y++) {
    a[y][0] = in[y][0] ^ y;
    first[y] = a[y - 1][1];
    for (int x = 1; x < M; x++) a[y][x] = (a[y - 1][x] + a[y][x - 1] + in[y][x]) % 100003;
  }
}

void rows_down(const unsigned char in[M][M], unsigned char a[M][M]) {
  for (int x = 0; x < M; x++) a[0][x] = in[0][x];
  for (int y = 1; y < M; y++) {
    a[y][M - 1] = in[y][M - 1] ^ a[y - 1][M - 1];
    for (int x = M - 2; x >= 0; x--) {
      unsigned char m = a[y - 1][x] < a[y][x + 1] ? a[y - 1][x] : a[y][x + 1];
      a[y][x] = (unsigned char)(m + (a[y - 1][x + 1] >> 2) + in[y][x]);
    }
  }
}

void last_column(const int in[M][M], int a[M][M], int last[M]) {
  for (int y = 0; y < M; y++) a[y][0] = in[y][0];
  for (int x = 0; x < M; x++) a[0][x] = in[0][x];
  for (int y = 1; y < M; y++) {
    for (int x = 1; x < M; x++) a[y][x] = (a[y - 1][x] + a[y][x - 1] + in[y][x]) % 65521;
    last[y] = a[y][M - 1] + a[y - 1][M - 1];
  }
}

void both_ends(const double in[M][M], double a[M][M]) {
  for (int x = 0; x < M; x++) a[0][x] = in[0][x];
  for (int y = 1; y < M; y++) {
    a[y][0] = in[y][0];
    for (int x = 1; x < M - 1; x++) a[y][x] = 0.5 * a[y - 1][x + 1] + 0.25 * a[y][x - 1] + in[y][x];
    a[y][M - 1] = a[y - 1][M - 1] * 0.5 + in[y][M - 1];
  }
}
