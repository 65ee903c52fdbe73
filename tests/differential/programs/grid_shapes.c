/* grid_shapes.c: wavefronts of shapes the samples do not have, through the grid form's strips in
 * the warps' emulation: lines 3 * y + x (a read two columns right on the row above), a float
 * scatter whose shares go two columns right (not gathered: floats), an integer scatter running
 * right to left from y = 1, both loops counting down with a scalar carried along the row, and
 * lines 5 * y + x and 7 * y + x (a read four and six columns right on the row above; a scatter
 * four columns left on the row below): skews past 3, tried after the others. Strips of 32 rows
 * over 42 to 66 rows: a full strip and a partial one. */
// RUN: rm -rf %t && mkdir -p %t
// RUN: env BULK_FORM=grid COUNTS="1 3" BULKCC=%bulkcc %S/../../tools/differential.sh emulate-warps %t/grid %s | FileCheck %s
// RUN: env BULK_FORM=team COUNTS="1 3" BULKCC=%bulkcc %S/../../tools/differential.sh emulate-warps %t/team %s | FileCheck %s
// RUN: %bulkcc --dump=plan %s -o - | FileCheck %s --check-prefix=PLAN
// CHECK-NOT: MISMATCH
// CHECK: skew_two_right p=1: every output matches the sequential C
// CHECK: scatter_floats p=1: every output matches the sequential C
// CHECK: scatter_leftward p=1: every output matches the sequential C
// CHECK: both_down p=1: every output matches the sequential C
// CHECK: four_right p=1: every output matches the sequential C
// CHECK: six_right p=1: every output matches the sequential C
// CHECK: scatter_four_left p=1: every output matches the sequential C
// CHECK: skew_two_right p=3: every output matches the sequential C
// CHECK: both_down p=3: every output matches the sequential C
// PLAN: team for {{[0-9]+}}:3: a wavefront, the lanes taking the cells of one line 3 * y + x = w, the lines in order; in the grid form strips of 32 rows
// PLAN: team for {{[0-9]+}}:3: a wavefront, the lanes taking the cells of one line 3 * y + x = w, the lines in order; in the grid form strips of 32 rows
// PLAN: team for {{[0-9]+}}:3: a wavefront, the lanes taking the cells of one line 3 * y - x = w, the lines in order; in the grid form strips of 32 rows
// PLAN: team for {{[0-9]+}}:3: a wavefront of the lines -y - x = w in strips of 32 rows, a lane a row: its statements before the inner loop
// PLAN: team for {{[0-9]+}}:3: a wavefront, the lanes taking the cells of one line 5 * y + x = w, the lines in order; in the grid form strips of 32 rows
// PLAN: team for {{[0-9]+}}:3: a wavefront, the lanes taking the cells of one line 7 * y + x = w, the lines in order; in the grid form strips of 32 rows
// PLAN: team for {{[0-9]+}}:3: a wavefront, the lanes taking the cells of one line 5 * y + x = w, the lines in order; in the grid form strips of 32 rows
#define H 43
#define W 50
void skew_two_right(const float in[H][W], float a[H][W]) {
  for (int y = 0; y < H; y++)
    for (int x = 0; x < W; x++) a[y][x] = in[y][x];
  for (int y = 1; y < H; y++)
    for (int x = 1; x < W - 2; x++)
      a[y][x] = (a[y - 1][x + 2] + a[y - 1][x - 1] + a[y][x - 1]) * 0.3f + a[y][x];
}

#define S 55
void scatter_floats(const float in[S][S], float out[S][S]) {
  float lv[S][S];
  for (int y = 0; y < S; y++)
    for (int x = 0; x < S; x++) lv[y][x] = in[y][x];
  for (int y = 0; y < S; y++)
    for (int x = 0; x < S; x++) {
      float v = lv[y][x];
      float q = v > 0.5f ? 1.0f : 0.0f;
      out[y][x] = q;
      float e = v - q;
      if (x + 1 < S) lv[y][x + 1] += e * 0.4375f;
      if (y + 1 < S) {
        if (x > 0) lv[y + 1][x - 1] += e * 0.1875f;
        lv[y + 1][x] += e * 0.3125f;
        if (x + 2 < S) lv[y + 1][x + 2] += e * 0.0625f;
      }
    }
}

void scatter_leftward(const unsigned char in[S][S], unsigned char out[S][S]) {
  int lv[S][S];
  for (int y = 0; y < S; y++)
    for (int x = 0; x < S; x++) lv[y][x] = in[y][x] * 16;
  for (int y = 1; y < S - 1; y++)
    for (int x = S - 2; x >= 1; x--) {
      int v = lv[y][x];
      int w = v >= 2048;
      out[y][x] = w ? 255 : 0;
      int e = v - (w ? 4080 : 0);
      lv[y][x - 1] += e * 7 / 16;
      lv[y + 1][x + 1] += e * 3 / 16;
      lv[y + 1][x] += e * 5 / 16;
      lv[y + 1][x - 1] += e / 16;
    }
}

#define D 66
int both_down(const int in[D][D]) {
  int a[D + 1][D + 1];
  for (int x = 0; x <= D; x++) a[D][x] = 0;
  for (int y = 0; y <= D; y++) a[y][D] = 0;
  for (int y = D - 1; y >= 0; y--) {
    int run = 0;
    for (int x = D - 1; x >= 0; x--) {
      run = run + (in[y][x] & 15);
      a[y][x] = a[y + 1][x] > a[y][x + 1] + run % 7 ? a[y + 1][x] : a[y][x + 1] + run % 7;
    }
  }
  return a[0][0];
}

#define K 60
void four_right(float a[K][K]) {
  for (int y = 1; y < K; y++)
    for (int x = 1; x < K - 4; x++) a[y][x] = a[y][x - 1] * 0.5f + a[y - 1][x + 4];
}

void six_right(const int in[K][K], int a[K][K]) {
  for (int y = 0; y < K; y++)
    for (int x = 0; x < K; x++) a[y][x] = in[y][x] & 1023;
  for (int y = 1; y < K; y++)
    for (int x = 1; x < K - 6; x++) a[y][x] = (a[y][x - 1] * 3 + a[y - 1][x + 6] - a[y - 1][x - 1]) % 65521;
}

#define R 40
void scatter_four_left(float lv[R + 2][K]) {
  for (int y = 0; y < R; y++)
    for (int x = 3; x < K - 1; x++) {
      lv[y][x + 1] += 0.5f * lv[y][x];
      lv[y + 1][x - 3] += 0.25f * lv[y][x];
    }
}
