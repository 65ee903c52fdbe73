// A strip's rows above it that its cells read are handed on by the strip above as words of a value
// and a tag where every array the cells both read and write is staged, stored once a cell to its
// own element, of at most 4 bytes, and read at no row below the cell's: the strip below polls the
// words instead of waiting on a count each chunk. Elsewhere the strips wait on counts.
// RUN: %bulkcc --dump=plan %s | FileCheck %s --check-prefix=PLAN
// RUN: %bulkcc %s -o - | FileCheck %s
#define N 40
void table(const float a[N][N], float s[N][N], int t[N][N]) {
  for (int y = 0; y < N; y++)
    for (int x = 2; x < N; x++) {
      s[y][x] = (y > 1 ? s[y - 2][x] : 0) + s[y][x - 1] * 0.5f + a[y][x];
      t[y][x] = (y > 0 ? t[y - 1][x - 2] : 1) + t[y][x - 1] + (int)a[y][x - 1];
    }
}
void wide(const double a[N][N], double s[N][N]) {
  for (int y = 1; y < N; y++)
    for (int x = 1; x < N; x++) s[y][x] = s[y - 1][x] + s[y][x - 1] + a[y][x];
}
void below(const int a[N][N], int s[N][N]) {
  for (int y = 1; y < N - 1; y++)
    for (int x = 1; x < N; x++) s[y][x] = s[y - 1][x] + s[y + 1][x - 1] + s[y][x - 1] + a[y][x];
}
void at_once(const int a[N][N], int s[N][N]) {
  for (int y = 1; y < N; y++)
    for (int x = 1; x < N; x++)
      if (a[y][x] > 0) s[y][x] = s[y - 1][x] + s[y][x - 1] + a[y][x];
}
// PLAN-LABEL: function table (entry)
// PLAN: grid strips 9:3: the strip above hands on the rows above a strip that its cells read as words of a value and a tag, which the strip polls, instead of a count a chunk: s (2 rows), t (1 row)
// PLAN-LABEL: function wide (entry)
// PLAN-NOT: hands on
// PLAN: grid strips 16:3: a strip waits on the count of the strips before each chunk: s's elements take more than 4 bytes
// PLAN-LABEL: function below (entry)
// PLAN-NOT: hands on
// PLAN: grid strips 20:3: a strip waits on the count of the strips before each chunk: s is read at a row below the cell's
// PLAN-LABEL: function at_once (entry)
// PLAN-NOT: hands on
// PLAN: grid strips 24:3: a strip waits on the count of the strips before each chunk: s is not stored once a cell to its own element
// every group has 2 x 40 + 1 x 40 words a strip, for 2 strips (40 rows)
// CHECK: #define BULKCC_CARRY_WORDS_table 240ull
// CHECK-LABEL: bulkcc_grid_entry_table(
// CHECK: const bool bulk_carried = bulkcc_carry_ready(bulk_barrier, bulk_strips, 120ull);
// CHECK: if (!bulk_carried) bulkcc_strip_wait(
// s's words after the strip above's block of 120, t's after s's 80
// CHECK: bulkcc_carry_take(bulk_barrier, (unsigned long long)(bulk_strip - 1) * 120ull + 0ull + (unsigned long long)bulk_i * 40ull
// CHECK: bulkcc_carry_take(bulk_barrier, (unsigned long long)(bulk_strip - 1) * 120ull + 80ull + (unsigned long long)bulk_i * 40ull
// CHECK: if (bulk_carried && bulk_rr >= BULKCC_TEAM - 2LL)
// CHECK-NEXT: bulkcc_carry_put(bulk_barrier, (unsigned long long)bulk_strip * 120ull + 0ull + (unsigned long long)(bulk_rr - (BULKCC_TEAM - 2LL)) * 40ull
// CHECK: if (!bulk_carried) bulkcc_strip_done(
// the launch asks for the words, and tells the kernel how many it has
// CHECK: bulk_grid_begin_carry(bulk_n, &bulk_block, (const void *)bulkcc_grid_kernel_table, BULKCC_STAGE_BYTES_table, BULKCC_CARRY_WORDS_table,
// CHECK: bulkcc_grid_kernel_table, bulk_n, bulk_p, bulk_arrivals, bulk_group_blocks, bulk_carry_words,
// CHECK: #define BULKCC_CARRY_WORDS_wide 0ull
// CHECK-LABEL: bulkcc_grid_entry_wide(
// CHECK-NOT: bulk_carried
// CHECK: bulkcc_grid_kernel_wide(
