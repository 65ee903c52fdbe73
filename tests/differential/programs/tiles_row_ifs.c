// Strips split by statement whose row statements hold ifs and blocks (a row's running sum that
// skips or doubles by the column, a block of its own with a declaration), and cells with an empty
// block among them; a column statement under an if is refused (its store would not be in every
// cell). Each output bit for bit against the sequential C: the tiles in the warps' emulation
// (a lane a row, then a lane a column), and the plain emulation's warp of one lane.
// RUN: rm -rf %t && mkdir -p %t
// RUN: env BULK_FORM=grid COUNTS="1 3" BULKCC=%bulkcc %S/../../tools/differential.sh emulate-warps %t/warps %s | FileCheck %s
// RUN: env CXX="c++ -DBULKCC_STRIP_CARRY=0" BULK_FORM=grid COUNTS="1 3" BULKCC=%bulkcc %S/../../tools/differential.sh emulate-warps %t/counts %s | FileCheck %s
// RUN: %bulkcc --dump=plan %s -o - | FileCheck %s --check-prefix=PLAN
// CHECK-NOT: MISMATCH
// CHECK: skipping p=3: every output matches the sequential C
// CHECK: blocks p=3: every output matches the sequential C
// CHECK: column_if p=3: every output matches the sequential C
// CHECK-NOT: MISMATCH
// PLAN-LABEL: function skipping
// PLAN: grid strips {{[0-9]+}}:3: a tile of 32 columns at a time, split by statement: the first 1 statement a lane a row
// PLAN-LABEL: function blocks
// PLAN: grid strips {{[0-9]+}}:3: a tile of 32 columns at a time, split by statement: the first 2 statements a lane a row
// PLAN-LABEL: function column_if
// PLAN: grid strips {{[0-9]+}}:3: not split by statement: a column statement is an if or a block (its stores would not be in every cell)
#define R 70
#define C 75
void skipping(const int a[R][C], int s[R][C]) {
  for (int y = 0; y < R; y++) {
    int row = 0;
    for (int x = 0; x < C; x++) {
      if (x % 3 == 0) row += a[y][x];
      else if (a[y][x] > 0) row = row * 2 - a[y][x];
      {}
      s[y][x] = (y > 0 ? s[y - 1][x] : 1) + row;
    }
  }
}

void blocks(const float a[R][C], float s[R][C]) {
  for (int y = 0; y < R; y++) {
    float row = 0;
    for (int x = 0; x < C; x++) {
      {
        float half = a[y][x] * 0.5f;
        row += half;
      }
      if (y % 2) row -= 0.25f;
      s[y][x] = (y > 0 ? s[y - 1][x] : 0.0f) + row;
    }
  }
}

void column_if(const int a[R][C], int s[R][C]) {
  for (int y = 0; y < R; y++) {
    int row = 0;
    for (int x = 0; x < C; x++) {
      row += a[y][x];
      if (y > 0) s[y][x] = s[y - 1][x] + row;
    }
  }
}
