// Where the strips hand the rows above on as words, the copies a chunk makes before its wait are
// made a chunk early, into a second region the chunks take in turn, and issued before the strip
// takes the words: d's kept rows' new slots and its rows above's elements no cell writes, b (along
// the columns); a (along the rows) is copied once a strip. Where the strips wait on counts (a
// read where it lies), each chunk copies its own.
// RUN: %bulkcc --dump=plan %s | FileCheck %s --check-prefix=PLAN
// RUN: %bulkcc %s -o - | FileCheck %s
#define N 40
int carried(const int a[N], const int b[N]) {
  int d[N + 1][N + 1];
  for (int i = 0; i <= N; i++) d[i][0] = i;
  for (int j = 1; j <= N; j++) d[0][j] = j;
  for (int i = 1; i <= N; i++)
    for (int j = 1; j <= N; j++) {
      int best = d[i - 1][j - 1] + (a[i - 1] != b[j - 1]);
      best = best < d[i - 1][j] + 1 ? best : d[i - 1][j] + 1;
      d[i][j] = best < d[i][j - 1] + 1 ? best : d[i][j - 1] + 1;
    }
  return d[N][N];
}
int counted(const int a[N], const int w[7]) {
  int d[N + 1][N + 1];
  for (int i = 0; i <= N; i++) d[i][0] = i;
  for (int j = 1; j <= N; j++) d[0][j] = j;
  for (int i = 1; i <= N; i++)
    for (int j = 1; j <= N; j++) d[i][j] = d[i - 1][j] + d[i][j - 1] + a[j - 1] + w[(i + j) % 7];
  return d[N][N];
}
// PLAN-LABEL: function carried (entry)
// PLAN: grid strips 13:3: copied a chunk ahead, into a second region, while the chunk before runs its lines: d, b; copied once a strip (the same elements each chunk): a{{$}}
// PLAN-LABEL: function counted (entry)
// PLAN-NOT: ahead, into
// PLAN: grid strips 25:3: a strip waits on the count of the strips before each chunk
// PLAN-NOT: ahead, into

// CHECK-LABEL: bulkcc_grid_entry_carried(
// CHECK: int *const bulk_stage0_pair = (int *)(bulk_stage + 0u); /* d's, two regions the chunks take in turn */
// CHECK: int *const bulk_stage1 = (int *)(bulk_stage + 0u + ((BULKCC_STAGE_AHEAD ? 2u : 1u) * {{.*}} /* a's */
// CHECK: int *const bulk_stage2_pair = {{.*}} /* b's, two regions the chunks take in turn */
// CHECK: const long long bulk_turn = BULKCC_STAGE_AHEAD ? ((bulk_w0 - bulk_first_w0) / BULKCC_STAGE_LINES) & 1 : 0;
// CHECK-NEXT: const bool bulk_prefetched = BULKCC_STAGE_AHEAD && bulk_carried && bulk_w0 != bulk_first_w0; /* the chunk before copied ahead */
// CHECK-NEXT: int *const bulk_stage0 = (int *)((unsigned char *)bulk_stage0_pair + bulk_turn * {{.*}});
// CHECK-NEXT: int *const bulk_stage0_other = (int *)((unsigned char *)bulk_stage0_pair + (BULKCC_STAGE_AHEAD ? bulk_turn ^ 1 : 0) * {{.*}});
// the kept slots move from the chunk before's region
// CHECK: bulk_stage0[bulk_slot] = bulk_stage0_other[bulk_slot + BULKCC_STAGE_LINES];
// CHECK: if (!bulk_prefetched) /* else copied a chunk ahead (emit_ahead_copies) */
// CHECK: if (bulk_w0 == bulk_first_w0) /* the same elements each chunk */
// CHECK: bulkcc_stage_copy(&bulk_stage1[bulk_e], &a[(size_t)bulk_i]);
// CHECK: if (!bulk_prefetched) /* else copied a chunk ahead (emit_ahead_copies) */
// CHECK: bulkcc_stage_copy(&bulk_stage2[bulk_e], &b[(size_t)bulk_i]);
// the row above: the elements no cell writes copied, unless copied ahead
// CHECK: if (!bulk_is_cell && !bulk_prefetched) bulkcc_stage_copy(&bulk_stage0[
// the next chunk's copies, a group of their own, then the words taken, then the groups but the
// newest awaited
// CHECK: const bool bulk_ahead = BULKCC_STAGE_AHEAD && bulk_carried && bulk_w0 + BULKCC_STAGE_LINES <= bulk_to;
// CHECK-NEXT: if (bulk_ahead) {
// CHECK-NEXT: bulkcc_stage_commit(); /* this chunk's copies, a group of their own */
// CHECK-NEXT: const long long bulk_next_w0 = bulk_w0 + BULKCC_STAGE_LINES;
// CHECK: const long long bulk_c = bulk_next_w0 - 1LL * bulk_r + -2LL + bulk_j;
// CHECK: if (!bulk_is_cell) bulkcc_stage_copy(&bulk_stage0_other[
// CHECK: if (bulk_keep0) /* the kept rows' new slots */
// CHECK: bulkcc_stage_copy(&bulk_stage0_other[
// CHECK: bulkcc_stage_copy(&bulk_stage2_other[bulk_e], &b[(size_t)bulk_i]);
// CHECK: if (bulk_carried) /* the words of the rows above the chunk's cells read */
// CHECK: if (bulk_is_cell && 1LL * bulk_r + bulk_c < bulk_chunk_hi) bulkcc_carry_take(
// CHECK: bulkcc_stage_wait_ahead(bulk_ahead);
// CHECK-NEXT: bulkcc_syncwarp(); /* the copies, before any lane reads them */

// CHECK-LABEL: bulkcc_grid_entry_counted(
// CHECK-NOT: bulk_prefetched
// CHECK: bulkcc_stage_wait();
// CHECK-NOT: bulk_stage{{[0-9]}}_other
// CHECK: bulkcc_grid_kernel_counted
