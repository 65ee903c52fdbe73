// The grid form's lanes take a parallel loop and the one parallel loop of its body as pairs of
// iterations in the rows' order (a warp's lanes on consecutive elements of a row), where both
// count up by one between constant expressions of the counter's type, both in its range, and the
// inner body has no way out but its end; other nests (a comparison C converts, an unsigned start
// past the bound, a short counter compared as an int) split the outer loop alone, a lane a row. The team form and the CPU keep theirs.
// RUN: %bulkcc --dump=plan %s | FileCheck %s
// RUN: %bulkcc %s -o - | FileCheck %s --check-prefix=CODE
// RUN: %bulkcc --target=cpu --dump=plan %s | FileCheck %s --check-prefix=CPU
// CPU-NOT: rows' order
#define ROWS 37
#define COLS 13
void nests(const int in[ROWS][COLS], int out[ROWS][COLS]) {
  for (int y = 2; y <= ROWS - 1; y++)
    for (int x = 3; x < COLS - 1; x++) out[y][x] = in[y][x] ^ (y * 7 + x);
  // CHECK: team for [[@LINE-2]]:3: iterations split across the lanes; in the grid form with the loop at [[@LINE-1]]:5, a lane a pair of their iterations in the rows' order
  for (int y = 0; y < ROWS; y++)
    for (int x = 0; x <= y % COLS; x++) out[y][x] += 1;
  // CHECK-NOT: rows' order
  // CHECK: for [[@LINE-3]]:3: sequential
  for (int y = 0; y < ROWS; y++)
    for (int x = 0; x < COLS; x += 2) out[y][x] -= in[y][x] % 5;
  // CHECK: team for [[@LINE-2]]:3: iterations split across the lanes{{$}}
  for (int y = 0; y < ROWS; y++)
    for (int x = 0; x < COLS; x++) {
      if (x == 5) continue;
      out[y][x] += 2;
    }
  // CHECK-NOT: rows' order
  // CHECK: for [[@LINE-6]]:3: sequential
  // CHECK-NOT: rows' order
  for (int y = 0; y < ROWS; y++)
    for (int x = -2; x < 5u; x++) out[y][x + 2] = 77;
  // C tests -2 < 5u as unsigned, so the inner loop never runs: not analysed, as its affine bounds would say it runs
  // CHECK: for [[@LINE-2]]:5: sequential, not analysed: its test compares as unsigned a start or bound that may be negative
  for (int y = 0; y < ROWS; y++)
    for (unsigned x = 4294967294u; x < 5u; x++) out[y][x + 2] = 78;
  // CHECK: team for [[@LINE-2]]:3: iterations split across the lanes{{$}}
  for (int y = 0; y < ROWS; y++)
    for (short x = 2; x < COLS; x++) out[y][x] -= 3;
  // CHECK: team for [[@LINE-2]]:3: iterations split across the lanes{{$}}
  for (int y = 1; y < ROWS; y++)
    for (int x = 1; x < COLS; x++) out[y][x] += out[y - 1][x] - out[y][x - 1] / 3;
}
// a short counter has no room for the grid's lanes past its end, which its pairs do not need
void short_rows(const int in[ROWS][COLS], int out[ROWS][COLS]) {
  for (short y = 0; y < (short)ROWS; y++)
    for (int x = 0; x < COLS; x++) out[y][x] = in[y][x] * 2;
  for (int y = 1; y < ROWS; y++)
    for (int x = 1; x < COLS; x++) out[y][x] += out[y - 1][x] - out[y][x - 1] / 5;
}
// CHECK-LABEL: function short_rows
// CHECK: grid form: yes
// CHECK: team for [[@LINE-7]]:3: iterations split across the lanes; in the grid form with the loop at [[@LINE-6]]:5, a lane a pair of their iterations in the rows' order
// the pairs: lane l starts at pair l and moves on by the lanes' count, carrying past the last column
// CODE: { /* split across the lanes with the loop at 14:5: lane l takes the pairs l, l + lanes, ... in the rows' order */
// CODE-NEXT: const long long bulk_pair_rows = 35LL, bulk_pair_cols = 9LL;
// CODE-NEXT: const long long bulk_pair_dy = (long long)bulk_lanes / bulk_pair_cols, bulk_pair_dx = (long long)bulk_lanes % bulk_pair_cols;
// CODE-NEXT: for (long long bulk_pair_y = (long long)bulk_lane / bulk_pair_cols, bulk_pair_x = (long long)bulk_lane % bulk_pair_cols; bulk_pair_y < bulk_pair_rows;
// CODE-NEXT: bulk_pair_y += bulk_pair_dy + (bulk_pair_x + bulk_pair_dx >= bulk_pair_cols),
// CODE-NEXT: bulk_pair_x = bulk_pair_x + bulk_pair_dx >= bulk_pair_cols ? bulk_pair_x + bulk_pair_dx - bulk_pair_cols : bulk_pair_x + bulk_pair_dx) {
// CODE-NEXT: int y = (int)((long long)(2) + bulk_pair_y);
// CODE-NEXT: (void)y;
// CODE-NEXT: int x = (int)((long long)(3) + bulk_pair_x);
// CODE-NEXT: (void)x;
// CODE-NOT: bulk_pair_rows
// CODE: bulkcc_grid_entry_short_rows
// CODE: const long long bulk_pair_rows = 37LL, bulk_pair_cols = 13LL;
// CODE: short y = (short)((long long)(0) + bulk_pair_y);
// CODE-NOT: bulk_pair_rows
