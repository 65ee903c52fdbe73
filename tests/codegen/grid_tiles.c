// A strip splits its cells by statement where the first statements depend only on their own row
// (a lane a row across a tile, before the wait) and the others only on their own column's rows
// above (a lane a column down it); --dump=plan says which, or why not.
// RUN: %bulkcc --dump=plan %s | FileCheck %s --check-prefix=PLAN
// RUN: %bulkcc %s -o - | FileCheck %s
#define N 40
void table(const float a[N][N], float s[N][N]) {
  for (int y = 0; y < N; y++) {
    float row = 0;
    for (int x = 0; x < N; x++) {
      row += a[y][x];
      s[y][x] = (y > 0 ? s[y - 1][x] : 0) + row;
    }
  }
}
void diagonal(const float a[N][N], float s[N][N]) {
  for (int y = 1; y < N; y++) {
    float row = 0;
    for (int x = 1; x < N; x++) {
      row += a[y][x];
      s[y][x] = s[y - 1][x - 1] + row;
    }
  }
}
void triangle(const float a[N][N], float s[N][N]) {
  for (int y = 1; y < N; y++) {
    float row = 0;
    for (int x = y; x < N; x++) {
      row += a[y][x];
      s[y][x] = s[y - 1][x] + row;
    }
  }
}
void deep(const int a[N][N], int s[N][N]) {
  for (int y = 9; y < N; y++) {
    int row = 0;
    for (int x = 0; x < N; x++) {
      row ^= a[y][x];
      s[y][x] = s[y - 9][x] + row;
    }
  }
}
void twice(const int a[N][N], int s[N][N], int t[N][N]) {
  for (int y = 1; y < N; y++) {
    int row = 0;
    for (int x = 0; x < N; x++) {
      row += a[y][x];
      s[y][x] = t[y - 1][x] + row;
      t[y][x] = s[y][x] * 2 + row;
      s[y][x] = t[y][x] - 1;
    }
  }
}
void early(const int a[N][N], int s[N][N]) {
  for (int y = 1; y < N; y++) {
    int row = 0;
    for (int x = 0; x < N; x++) {
      row += a[y][x];
      s[y][x] = s[y][x] + s[y - 1][x] + row;
    }
  }
}
void row_written(const int a[N][N], int s[N][N]) {
  for (int y = 1; y < N; y++) {
    int row = 0;
    for (int x = 0; x < N; x++) {
      row += a[y][x];
      s[y][x] = s[y - 1][x] + row;
      row = row / 2;
    }
  }
}
void unsigned_bound(const int a[N][N], int s[N][N]) {
  const unsigned n = 30u;
  for (int y = 1; y < N; y++) {
    int row = 0;
    for (int x = 0; x < n; x++) {
      row += a[y][x];
      s[y][x] = s[y - 1][x] + row;
    }
  }
}
// PLAN-LABEL: function table (entry)
// PLAN: grid strips 8:3: a tile of 32 columns at a time, split by statement: the first 1 statement a lane a row, before the wait on the strip above; the other a lane a column; a tile of the row's values the columns read: row; copied a tile at a time: a; a column's rows above in its lane's registers: s (1 row); the strip above hands them on as words of a value and a tag
// PLAN-LABEL: function diagonal (entry)
// PLAN: grid strips 17:3: not split by statement: a column statement reads s, which the nest writes, other than at X[r - d][c] where a column statement stores X[r][c]
// PLAN-LABEL: function triangle (entry)
// PLAN: grid strips 26:3: not split by statement: the inner loop's range changes from row to row (or the nest writes its bounds)
// PLAN-LABEL: function deep (entry)
// PLAN: grid strips 35:3: not split by statement: a column statement reads s below the cell's row or more than 8 rows above
// PLAN-LABEL: function twice (entry)
// PLAN: grid strips 44:3: not split by statement: s is stored by two column statements
// PLAN-LABEL: function early (entry)
// PLAN: grid strips 55:3: not split by statement: a column statement reads s[r][c] before its store
// PLAN-LABEL: function row_written (entry)
// PLAN: grid strips 64:3: not split by statement: a column statement writes row, not the cell's own element X[r][c] (the whole statement) nor a scalar of its own
// PLAN-LABEL: function unsigned_bound (entry)
// PLAN: grid strips 75:3: a tile of 32 columns at a time, split by statement
// the table's tiles: a's copied a lane a column (BULKCC_TILE_AHEAD tiles' in flight), the rows' sums a lane a row, the
// wait, the columns' sums from the lane's register of the row above, the strip's last row handed on
// CHECK-LABEL: entry table, grid form
// CHECK: #if BULKCC_GRID_STAGE && BULKCC_GRID_TILES
// CHECK: const long long bulk_tiles =
// CHECK: const bool bulk_carried = bulkcc_carry_ready(bulk_barrier, bulk_strips, 40ull);
// CHECK: if (bulk_r >= 0 && bulk_r < 40LL && bulk_cc >= 0 && bulk_cc < 40LL)
// CHECK-NEXT: bulkcc_stage_copy(&bulk_tile_a0[(bulk_buffer * BULKCC_TEAM + bulk_i) * (BULKCC_TEAM + 1) + (bulk_cc - bulk_cx0)], &a[(size_t)bulk_r * 40u + (size_t)bulk_cc]);
// CHECK: bulkcc_stage_commit();
// CHECK: if (bulk_tile + BULKCC_TILE_AHEAD < bulk_tiles)
// CHECK: bulkcc_stage_wait_behind();
// CHECK: const unsigned long long bulk_peek0_1 = bulk_carried && bulk_strip > 0 && bulk_col <= bulk_x_hi ? bulkcc_carry_peek(bulk_barrier, (unsigned long long)(bulk_strip - 1) * 40ull
// CHECK: row += bulk_tile_a0_now[bulk_row_at * (BULKCC_TEAM + 1) + bulk_i];
// CHECK-NEXT: bulk_tile_v0[bulk_row_at * (BULKCC_TEAM + 1) + bulk_i] = row;
// CHECK: if (!bulk_carried) bulkcc_strip_wait(bulk_barrier, bulk_strip, bulk_lines, bulk_tile + 1, &bulk_seen);
// CHECK: bulkcc_carry_wait(bulk_barrier, (unsigned long long)(bulk_strip - 1) * 40ull + 0ull + 0ull + (unsigned long long)bulk_col, bulk_peek0_1, &bulk_above0_1);
// CHECK: (s[(((size_t)(y)) * 40u + (size_t)(x))] = bulk_stored0 = (float)(((y > 0) ? bulk_above0_1 : 0) + bulk_tile_v0[bulk_i * (BULKCC_TEAM + 1) + (bulk_col - bulk_x0)]));
// CHECK: bulk_above0_1 = bulk_stored0;
// CHECK: bulkcc_carry_put(bulk_barrier, (unsigned long long)(bulk_strip) * 40ull
// CHECK: if (!bulk_carried) bulkcc_strip_done(bulk_barrier, bulk_strip, bulk_lines, bulk_tile + 1, bulk_seen);
// CHECK: #elif BULKCC_GRID_STAGE
