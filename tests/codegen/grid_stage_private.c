// A staged working array that nothing reads after its nest (error diffusion's level) is stored to
// the array only where a read from the array may need the value: a cell of another strip (rows
// past the strip's, by the accesses' row offsets), or of a later chunk, which copies the array
// again (lines past the chunk's, by their line offsets); the strip's own cells of the chunk read
// the copy. A parameter (the caller gets it back) and an array read after the nest are stored
// to every time, or, where every store is a cell's own element made once, at the chunk's end.
// RUN: %bulkcc %s -o - | FileCheck %s
// RUN: %bulkcc --dump=plan %s | FileCheck %s --check-prefix=PLAN
#define N 40
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
      if (y + 1 < N) level[y + 1][x] += error * 5 / 16 + white; /* two scalars: a scatter still */
    }
}
int kept_after(const int a[N][N]) {
  int d[N][N];
  for (int y = 0; y < N; y++)
    for (int x = 0; x < N; x++) d[y][x] = (y > 0 ? d[y - 1][x] : 0) + (x > 0 ? d[y][x - 1] : 0) + a[y][x];
  return d[N - 1][N - 1];
}
void table(const float a[N][N], float s[N][N]) {
  for (int y = 0; y < N; y++)
    for (int x = 0; x < N; x++) s[y][x] = (y > 0 ? s[y - 1][x] : 0) + (x > 0 ? s[y][x - 1] : 0) + a[y][x];
}
// A private working array with stores off the cell's own element (level) beside one whose cells
// each store their own (f, deferred to the chunk's end); its shares read two scalars, so it keeps
// its scatter.
void both_ways(const int in[N][N], float f[N][N]) {
  int level[N][N];
  for (int y = 0; y < N; y++)
    for (int x = 0; x < N; x++) level[y][x] = in[y][x];
  for (int y = 0; y < N; y++)
    for (int x = 0; x < N; x++) {
      int v = level[y][x] / 2, w = v & 3;
      if (x + 1 < N) level[y][x + 1] += v - w;
      f[y][x] = (y > 0 ? f[y - 1][x] : 0.5f) * 0.5f + (float)v;
    }
}
// CHECK-LABEL: bulkcc_grid_entry_diffuse(
// level's rows from the strip's second to its last are its own cells' alone, but level, stored
// to the array only where a read may need the value, is not kept (error diffusion measured
// slower): a store past the chunk reaches the array
// CHECK: const long long bulk_keep_lo0 = 1LL, bulk_keep_hi0 = bulk_strip_hi - bulk_strip_lo + 0LL;
// CHECK-NEXT: const bool bulk_keep0 = false;
// CHECK: bulkcc_stage_set_where({{.*}}level[(((size_t)(y)) * 40u + (size_t)((x + 1)))]{{.*}}, bulk_cell + 0LL > bulk_strip_hi || bulk_cell + -1LL < bulk_strip_lo || (bulk_wave + {{[0-9]+}}LL > bulk_chunk_hi && !(bulk_keep0 && bulk_keep_lo0 <= bulk_row_at + 0LL && bulk_row_at + 0LL <= bulk_keep_hi0)))
// CHECK: bulkcc_stage_set_where({{.*}}level[(((size_t)((y + 1))) * 40u + (size_t)(x))]{{.*}}, bulk_cell + 1LL > bulk_strip_hi || bulk_cell + 0LL < bulk_strip_lo || (bulk_wave + {{[0-9]+}}LL > bulk_chunk_hi && !(bulk_keep0 && bulk_keep_lo0 <= bulk_row_at + 1LL && bulk_row_at + 1LL <= bulk_keep_hi0)))
// CHECK-LABEL: bulkcc_grid_entry_kept_after(
// CHECK-NOT: bulkcc_stage_set
// CHECK: d's stores of the chunk, a row at a time
// CHECK-LABEL: bulkcc_grid_entry_table(
// every read of s reads a value a cell wrote: of the strip's own rows, nothing is copied after the
// first chunk (before the wait); the row above is (after it)
// CHECK: if (bulk_keep0 && bulk_w0 != bulk_first_w0) {
// CHECK-NEXT: } else {
// the strip above hands that row on as words (its count waited on only where the launch has none)
// CHECK: if (!bulk_carried) bulkcc_strip_wait(
// CHECK-NEXT: if (bulk_keep0 && bulk_w0 != bulk_first_w0) {
// CHECK-NEXT: for (unsigned bulk_e = (unsigned)(bulk_lane % BULKCC_TEAM); bulk_e < (unsigned)((bulk_keep_lo0 - 0LL) *
// CHECK: bulkcc_carry_take(
// CHECK-NOT: (bulk_keep_hi0 + 1) - bulk_keep_lo0
// CHECK: for (unsigned bulk_e = (unsigned)(bulk_lane % BULKCC_TEAM); bulk_e < (unsigned)(((BULKCC_TEAM + 1LL) - (bulk_keep_hi0 + 1)) *
// CHECK: } else {
// CHECK-NOT: bulkcc_stage_set
// CHECK: s's stores of the chunk, a row at a time
// CHECK-LABEL: bulkcc_grid_entry_both_ways(
// CHECK: bulkcc_stage_set_where({{.*}}level[(((size_t)(y)) * 40u + (size_t)((x + 1)))]
// CHECK: (bulk_stage{{[0-9]}}[{{.*}}] = (float)(
// CHECK: f's stores of the chunk, a row at a time
// PLAN-LABEL: function diffuse (entry)
// PLAN: grid strips 14:3: staged in each warp's shared memory a chunk of lines at a time: level, out; stored to the array only where a read from it may need the value (nothing reads it after): level; stored to the array at the chunk's end, a row at a time (each cell stores its own element once): out{{$}}
// level, stored to the array only where a read may need the value, is copied whole each chunk
// PLAN-NOT: keeps
// PLAN-LABEL: function kept_after (entry)
// PLAN: grid strips {{[0-9]+}}:3: staged in each warp's shared memory a chunk of lines at a time: d, a; stored to the array at the chunk's end, a row at a time (each cell stores its own element once): d{{$}}
// PLAN-NEXT: grid strips {{[0-9]+}}:3: each strip keeps from chunk to chunk the rows of its copy only its own cells store to: d, a; of those rows it copies nothing more (every read reads a value a cell wrote): d{{$}}
// PLAN-LABEL: function table (entry)
// PLAN: grid strips {{[0-9]+}}:3: staged in each warp's shared memory a chunk of lines at a time: s, a; stored to the array at the chunk's end, a row at a time (each cell stores its own element once): s{{$}}
// PLAN-NEXT: grid strips {{[0-9]+}}:3: each strip keeps from chunk to chunk the rows of its copy only its own cells store to: s, a; of those rows it copies nothing more (every read reads a value a cell wrote): s{{$}}
// PLAN-LABEL: function both_ways (entry)
// PLAN: grid strips {{[0-9]+}}:3: staged in each warp's shared memory a chunk of lines at a time: level, f; stored to the array only where a read from it may need the value (nothing reads it after): level; stored to the array at the chunk's end, a row at a time (each cell stores its own element once): f{{$}}
// PLAN-NEXT: grid strips {{[0-9]+}}:3: each strip keeps from chunk to chunk the rows of its copy only its own cells store to: f; of those rows it copies nothing more (every read reads a value a cell wrote): f{{$}}
