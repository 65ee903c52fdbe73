// The cost model's counts (plan/cost.c), in --dump=plan: an instance's element accesses, every
// loop run, and the team form's critical path in lane steps: a split loop's rounds of 32
// iterations, a reduction's five shuffle steps and the team's wait, a wavefront's lines, each
// as long as its busiest lane. Loops that cannot be counted say why.
// RUN: %bulkcc --uniform n=0..64 --dump=plan %s | FileCheck %s
void copy(const int b[100], int a[100]) {
  for (int i = 0; i < 100; i++) a[i] = b[i] + 1;
}
// 100 iterations of 2 accesses; 4 rounds of 2, then the wait
// CHECK-LABEL: function copy
// CHECK: cost: 200 element accesses an instance; the team form's critical path 9 lane steps
int triangle(const int a[10][10]) {
  int s = 0;
  for (int i = 0; i < 10; i++)
    for (int j = 0; j < i; j++) s += a[i][j];
  return s;
}
// 45 reads; the i loop is the reduction the lanes split, lane i running its i reads: the longest
// 9, then 5 shuffles and the wait
// CHECK-LABEL: function triangle
// CHECK: cost: 45 element accesses an instance; the team form's critical path 15 lane steps
int grid(const int a[16][16]) {
  int d[16][16];
  for (int i = 0; i < 16; i++) {
    d[i][0] = a[i][0];
    d[0][i] = a[0][i];
  }
  for (int i = 1; i < 16; i++)
    for (int j = 1; j < 16; j++) d[i][j] = d[i - 1][j] + d[i][j - 1];
  return d[15][15];
}
// 16 x 4 + 15 x 15 x 3 + 1 = 740; the first loop one round of 4 and the wait; the 29 lines
// i + j = 2 .. 30 hold at most 15 cells, a lane each: 29 x (3 + 1); the return 1: 122
// CHECK-LABEL: function grid
// CHECK: cost: 740 element accesses an instance; the team form's critical path 122 lane steps
int bounded(const int a[64], int n) {
  int s = 0;
  for (int i = 0; i < n; i++) s += a[i];
  return s;
}
// CHECK-LABEL: function bounded
// CHECK: cost: not counted: a loop whose bound is not a constant of the counters around it at 38:3
void wraps(int a[8]) {
  for (unsigned u = 4294967291u; u != 3; u++) a[u % 8] = (int)u;
}
// The count's arithmetic is not the counter's: a counter that wraps around stops it at once.
// CHECK-LABEL: function wraps
// CHECK: cost: not counted: a loop whose counter wraps around its type at 44:3
float alike(const float a[8]) {
  float s = 0;
  for (int r = 0; r < 100000000; r++)
    for (int i = 0; i < 8; i++) s += a[(i ^ r) & 7];
  return s;
}
// An outer loop whose inner loop does not move with it counts as its trips times one iteration,
// without walking them.
// CHECK-LABEL: function alike
// CHECK: cost: 800000000 element accesses an instance
