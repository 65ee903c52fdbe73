/* dead_rows.c: a working array that nothing reads after its nest, stored at the chunk's end and
 * kept in the strips' copies (error diffusion's level after the gather): its rows go to the array
 * only where a strip reads them from there, which the strips' handoff decides at run time (the
 * rows the strip below reads, where it waits on counts instead of taking them as words:
 * BULKCC_STRIP_CARRY=0; every row, where the strips keep none: BULKCC_STAGE_KEEP=0). Two rows
 * above (two_above), and an array read after its nest (read_after), whose rows all go. */
// RUN: rm -rf %t && mkdir -p %t
// RUN: env BULK_FORM=grid COUNTS="1 3" BULKCC=%bulkcc %S/../../tools/differential.sh emulate-warps %t/grid %s | FileCheck %s
// RUN: env BULK_FORM=grid COUNTS="1 3" CXX="c++ -DBULKCC_STRIP_CARRY=0" BULKCC=%bulkcc %S/../../tools/differential.sh emulate-warps %t/counts %s | FileCheck %s
// RUN: env BULK_FORM=grid COUNTS="1 3" CXX="c++ -DBULKCC_STAGE_KEEP=0" BULKCC=%bulkcc %S/../../tools/differential.sh emulate-warps %t/unkept %s | FileCheck %s
// RUN: %bulkcc --dump=plan %s -o - | FileCheck %s --check-prefix=PLAN
// CHECK-NOT: MISMATCH
// CHECK: diffuse p=1: every output matches the sequential C
// CHECK: read_after p=1: every output matches the sequential C
// CHECK: two_above p=1: every output matches the sequential C
// PLAN: grid strips {{[0-9]+}}:3: {{.*}}; of those, rows kept in the copy only where a strip reads them from the array (nothing reads it after): level{{$}}
// PLAN: grid strips {{[0-9]+}}:3: {{.*}} (each cell stores its own element once): t{{$}}
// PLAN: grid strips {{[0-9]+}}:3: {{.*}}; of those, rows kept in the copy only where a strip reads them from the array (nothing reads it after): t{{$}}
#define N 70
void diffuse(const unsigned char in[N][N], unsigned char out[N][N]) {
  int level[N][N];
  for (int y = 0; y < N; y++)
    for (int x = 0; x < N; x++) level[y][x] = in[y][x] * 16;
  for (int y = 0; y < N; y++)
    for (int x = 0; x < N; x++) {
      int v = level[y][x];
      int white = v >= 128 * 16;
      out[y][x] = white ? 255 : 0;
      int error = v - (white ? 255 * 16 : 0);
      if (x + 1 < N) level[y][x + 1] += error * 7 / 16;
      if (y + 1 < N) {
        if (x > 0) level[y + 1][x - 1] += error * 3 / 16;
        level[y + 1][x] += error * 5 / 16;
        if (x + 1 < N) level[y + 1][x + 1] += error / 16;
      }
    }
}

void read_after(const int a[N][N], int s[N][N], int sum[1]) {
  int t[N][N];
  for (int y = 0; y < N; y++)
    for (int x = 0; x < N; x++) t[y][x] = a[y][x];
  for (int y = 1; y < N; y++)
    for (int x = 1; x < N; x++) t[y][x] = t[y - 1][x] + t[y][x - 1] - t[y - 1][x - 1] / 2;
  sum[0] = 0;
  for (int y = 0; y < N; y++)
    for (int x = 0; x < N; x++) {
      s[y][x] = t[y][x];
      sum[0] += t[y][x] & 7;
    }
}

void two_above(const int a[N][N], int s[N][N]) {
  int t[N][N];
  for (int y = 0; y < N; y++)
    for (int x = 0; x < N; x++) t[y][x] = a[y][x];
  for (int y = 2; y < N; y++)
    for (int x = 1; x < N - 1; x++) {
      int v = t[y - 2][x + 1] + t[y - 1][x - 1] + t[y][x - 1];
      t[y][x] = v / 3 + a[y][x];
      s[y][x] = v;
    }
}
