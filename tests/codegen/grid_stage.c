// The grid form's strips stage the arrays their cells read at the counters plus constants in each
// warp's shared memory, a chunk of lines at a time; an array read elsewhere is read where it lies.
// d, whose one store is each cell's own element, is stored to the copy, and at the chunk's end
// from the copy to the array a row at a time. -DBULKCC_GRID_STAGE=0 keeps the strips reading line
// by line.
// RUN: %bulkcc %s -o - | FileCheck %s
int staged(const unsigned char a[40], const unsigned char b[40], const int w[7]) {
  int d[41][41];
  for (int i = 0; i <= 40; i++) d[i][0] = i;
  for (int j = 1; j <= 40; j++) d[0][j] = j;
  for (int i = 1; i <= 40; i++)
    for (int j = 1; j <= 40; j++) {
      int replace = d[i - 1][j - 1] + (a[i - 1] != b[j - 1]) + w[(i + 2 * j) % 7];
      int remove = d[i - 1][j] + 1;
      int insert = d[i][j - 1] + 1;
      int best = replace < remove ? replace : remove;
      d[i][j] = best < insert ? best : insert;
    }
  return d[40][40];
}
// CHECK: #define BULKCC_STAGE_BYTES_staged (bulkcc_stage_max(0u,
// CHECK: #define BULKCC_STAGE_BYTES_staged 0u
// each lane finds its row's lines once (the strip's bounds for a strip of its row), and a row with
// no cell on the first of them has none
// CHECK: long long bulk_row_first, bulk_row_last; /* the lines with a cell of the lane's row */
// CHECK-NEXT: {
// CHECK-NEXT: const long long bulk_strip_lo = bulk_cell, bulk_strip_hi = bulk_cell;
// CHECK-NEXT: (void)bulk_strip_lo, (void)bulk_strip_hi;
// CHECK-NEXT: bulk_row_first = (bulk_strip_lo + 1LL);
// CHECK-NEXT: bulk_row_last = (bulk_strip_hi + 40LL);
// CHECK-NEXT: }
// CHECK-NEXT: bulk_row_first = bulkcc_wave_max(bulk_row_first, bulk_from), bulk_row_last = bulkcc_wave_min(bulk_row_last, bulk_to);
// CHECK-NEXT: {
// CHECK-NEXT: const long long bulk_wave = bulk_row_first;
// CHECK-NEXT: (void)bulk_wave;
// CHECK-NEXT: if (!(bulkcc_wave_max(1LL, (bulk_wave - 40LL)) <= bulk_cell && bulk_cell <= bulkcc_wave_min(40LL, (bulk_wave - 1LL)))) bulk_row_first = 1, bulk_row_last = 0; /* a row with no cell */
// CHECK: #if BULKCC_GRID_STAGE
// CHECK: int *const bulk_stage0 = (int *)(bulk_stage + 0u); /* d's */
// d's rows that only the strip's cells store to, its own (the region begins a row above), are kept
// from chunk to chunk
// CHECK-NEXT: const long long bulk_keep_lo0 = 1LL, bulk_keep_hi0 = bulk_strip_hi - bulk_strip_lo + 1LL;
// CHECK-NEXT: const long long bulk_own_end0 = bulkcc_wave_max(bulk_keep_lo0, bulk_keep_hi0 + 1);
// CHECK-NEXT: const bool bulk_keep0 = BULKCC_STAGE_KEEP && ((BULKCC_STAGE_LINES + 2LL) | 1LL) - BULKCC_STAGE_LINES <= BULKCC_STAGE_LINES && bulk_keep_lo0 <= bulk_keep_hi0;
// CHECK-NEXT: unsigned char *const bulk_stage1 = {{.*}} /* a's */
// CHECK-NEXT: unsigned char *const bulk_stage2 = {{.*}} /* b's */
// CHECK-NEXT: const long long bulk_row_at = bulk_cell - bulk_strip_lo;
// a kept row's last slots move to its start
// CHECK: if (bulk_keep0 && bulk_w0 != bulk_first_w0)
// CHECK: bulk_stage0[bulk_slot] = bulk_stage0[bulk_slot + BULKCC_STAGE_LINES];
// CHECK: bulkcc_syncwarp(); /* the kept slots moved, before the copies overwrite their sources */
// before the wait on the strip before, the rows only the strip's cells store to (the kept rows'
// other slots; in the first chunk those rows whole), and the strings, which the nest only reads (a,
// along the rows, the same elements each chunk: in the strip's first alone)
// CHECK-NEXT: if (bulk_keep0 && bulk_w0 != bulk_first_w0) {
// CHECK-NEXT: for (unsigned bulk_e = (unsigned)(bulk_lane % BULKCC_TEAM); bulk_e < (unsigned)(((bulk_keep_hi0 + 1) - bulk_keep_lo0) * (((BULKCC_STAGE_LINES + 2LL) | 1LL) - (((BULKCC_STAGE_LINES + 2LL) | 1LL) - BULKCC_STAGE_LINES))); bulk_e += BULKCC_TEAM) {
// CHECK: } else {
// CHECK-NEXT: for (unsigned bulk_e = (unsigned)(bulk_lane % BULKCC_TEAM); bulk_e < (unsigned)((bulk_own_end0 - bulk_keep_lo0) * (((BULKCC_STAGE_LINES + 2LL) | 1LL) - 0LL)); bulk_e += BULKCC_TEAM) {
// CHECK: bulkcc_stage_copy(&bulk_stage0[bulk_i * ((BULKCC_STAGE_LINES + 2LL) | 1LL) + bulk_j], &d[(size_t)bulk_r * 41u + (size_t)bulk_c]);
// CHECK: if (bulk_w0 == bulk_first_w0) /* the same elements each chunk */
// CHECK-NEXT: for (unsigned bulk_e = (unsigned)(bulk_lane % BULKCC_TEAM); bulk_e < (unsigned)(BULKCC_TEAM + 0); bulk_e += BULKCC_TEAM) {
// CHECK: bulkcc_stage_copy(&bulk_stage1[bulk_e], &a[(size_t)bulk_i]);
// CHECK: bulkcc_stage_copy(&bulk_stage2[bulk_e], &b[(size_t)bulk_i]);
// CHECK: bulkcc_strip_wait(bulk_barrier, bulk_strip, bulk_lines, bulk_chunk_hi - bulk_wave_lo, &bulk_seen);
// then the row above (d's row 0 and column 0 are read from before the nest) and the rows below
// (none but in the last strip)
// CHECK-NEXT: if (bulk_keep0 && bulk_w0 != bulk_first_w0) {
// CHECK-NEXT: for (unsigned bulk_e = (unsigned)(bulk_lane % BULKCC_TEAM); bulk_e < (unsigned)((bulk_keep_lo0 - 0LL) * (((BULKCC_STAGE_LINES + 2LL) | 1LL) - 0LL)); bulk_e += BULKCC_TEAM) {
// CHECK: for (unsigned bulk_e = (unsigned)(bulk_lane % BULKCC_TEAM); bulk_e < (unsigned)(((BULKCC_TEAM + 1LL) - (bulk_keep_hi0 + 1)) * (((BULKCC_STAGE_LINES + 2LL) | 1LL) - 0LL)); bulk_e += BULKCC_TEAM) {
// CHECK: } else {
// CHECK-NEXT: for (unsigned bulk_e = (unsigned)(bulk_lane % BULKCC_TEAM); bulk_e < (unsigned)((bulk_keep_lo0 - 0LL) * (((BULKCC_STAGE_LINES + 2LL) | 1LL) - 0LL)); bulk_e += BULKCC_TEAM) {
// CHECK: for (unsigned bulk_e = (unsigned)(bulk_lane % BULKCC_TEAM); bulk_e < (unsigned)(((BULKCC_TEAM + 1LL) - bulk_own_end0) * (((BULKCC_STAGE_LINES + 2LL) | 1LL) - 0LL)); bulk_e += BULKCC_TEAM) {
// CHECK: bulkcc_stage_wait();
// a chunk whose lines are all cells tests its box's corners, not each cell
// CHECK: bool bulk_chunk_full = BULKCC_CHUNK_TEST_ONCE && bulk_strip_hi - bulk_strip_lo == BULKCC_TEAM - 1;
// CHECK: bulk_chunk_full = bulkcc_wave_max(1LL, (bulk_wave - 40LL)) <= bulk_cell && bulk_cell <= bulkcc_wave_min(40LL, (bulk_wave - 1LL));
// CHECK: if (bulk_chunk_full || (BULKCC_ROW_LINES ? bulk_row_first <= bulk_wave && bulk_wave <= bulk_row_last : bulkcc_wave_max(1LL, (bulk_wave - 40LL)) <= bulk_cell && bulk_cell <= bulkcc_wave_min(40LL, (bulk_wave - 1LL)))) {
// d[i - 1][j - 1] is the region's row of the cell's row (it begins a row above), at the line
// CHECK: int replace = (bulk_stage0[(bulk_row_at + 0LL) * ((BULKCC_STAGE_LINES + 2LL) | 1LL) + bulk_at + 0LL] + {{.*}}bulk_stage1[bulk_row_at + 0LL]{{.*}}bulk_stage2[bulk_at + 1LL * (BULKCC_TEAM - 1 - bulk_row_at) + 0LL]{{.*}} + w[((size_t)(((i + (2 * j)) % 7)))];
// CHECK: (bulk_stage0[(bulk_row_at + 1LL) * ((BULKCC_STAGE_LINES + 2LL) | 1LL) + bulk_at + 2LL] = (int)(
// the strip's last row first, which the next strip reads, then the count, then the other rows
// CHECK: for (long long bulk_rr = bulkcc_wave_max(0LL, BULKCC_TEAM + -1LL); bulk_rr < BULKCC_TEAM; bulk_rr++) { /* d's stores of the chunk, a row at a time */
// CHECK-NEXT: for (long long bulk_l = (long long)(bulk_lane % BULKCC_TEAM); bulk_l < BULKCC_STAGE_LINES; bulk_l += BULKCC_TEAM) {
// CHECK-NEXT: const long long bulk_cell = bulk_strip_lo + bulk_rr, bulk_wave = bulk_w0 + bulk_l;
// (a chunk all cells tests no element)
// CHECK-NEXT: if (bulk_cell <= bulk_strip_hi && bulk_chunk_lo <= bulk_wave && bulk_wave <= bulk_chunk_hi && (bulk_chunk_full || ({{.*}} <= bulk_cell && bulk_cell <= {{.*}})))
// CHECK-NEXT: d[(size_t)bulk_cell * 41u + (size_t)(bulk_wave - 1LL * bulk_cell)] = bulk_stage0[(bulk_rr + 1LL) * ((BULKCC_STAGE_LINES + 2LL) | 1LL) + bulk_l + 2LL];
// CHECK: bulkcc_syncwarp(); /* the chunk's stores the strips after read, before the count says they are made */
// CHECK-NEXT: bulkcc_strip_done(bulk_barrier, bulk_strip, bulk_lines, bulk_chunk_hi - bulk_wave_lo + 1, bulk_seen);
// CHECK-NEXT: for (long long bulk_rr = 0LL; bulk_rr < bulkcc_wave_max(0LL, BULKCC_TEAM + -1LL); bulk_rr++) { /* d's stores of the chunk, a row at a time */
// CHECK: bulkcc_syncwarp(); /* the chunk's other stores, before the next chunk's copies read them */
// CHECK: #else
// CHECK: bulkcc_strip_wait(bulk_barrier, bulk_strip, bulk_lines, bulk_wave - bulk_wave_lo, &bulk_seen);
// CHECK: #endif
// CHECK: bulk_config.dynamicSmemBytes = (size_t)(bulk_block / 32) * BULKCC_STAGE_BYTES_staged;

// RUN: %bulkcc --dump=plan %s | FileCheck %s --check-prefix=PLAN
// PLAN: grid strips 11:3: the cells a polyhedron's integer points: each lane finds its row's lines once, and a chunk whose box's corners are cells tests no cell
// PLAN-NEXT: grid strips 11:3: staged in each warp's shared memory a chunk of lines at a time: d, a, b; stored to the array at the chunk's end, a row at a time (each cell stores its own element once): d{{$}}
// PLAN-NEXT: grid strips 11:3: each strip keeps from chunk to chunk the rows of its copy only its own cells store to: d{{$}}
// PLAN-NEXT: grid strips 11:3: copied once a strip (the same elements each chunk): a{{$}}
// PLAN: grid strips {{[0-9]+}}:3: nothing staged: no array the cells read is indexed by the counters plus constants throughout
// d's row 0 read from every row: d is read where it lies
int unstaged(const int a[20]) {
  int d[21][21];
  for (int i = 0; i <= 20; i++) d[i][0] = a[i % 20];
  for (int j = 1; j <= 20; j++) d[0][j] = j;
  for (int i = 1; i <= 20; i++)
    for (int j = 1; j <= 20; j++) d[i][j] = d[i - 1][j] + d[i][j - 1] + d[0][j] % 3;
  return d[20][20];
}

// The arrays the cells write are staged first; an array whose copy would pass the bytes a warp
// may take is read where it lies, and the dump names it.
// PLAN: grid strips {{[0-9]+}}:3: staged in each warp's shared memory a chunk of lines at a time: s; not a, whose copies would pass 12288 bytes a warp; stored to the array at the chunk's end, a row at a time (each cell stores its own element once): s{{$}}
void sat_double(const double a[40][40], double s[40][40]) {
  for (int y = 0; y < 40; y++) {
    double row = 0;
    for (int x = 0; x < 40; x++) {
      row += a[y][x];
      s[y][x] = (y > 0 ? s[y - 1][x] : 0) + row;
    }
  }
}

// Subscripts under casts that fold values (_Bool, unsigned char) keep their arrays unstaged.
// RUN: %bulkcc --dump=plan %S/../differential/programs/stage_shapes.c | FileCheck %s --check-prefix=SHAPES
// SHAPES: grid strips 7:3: staged in each warp's shared memory a chunk of lines at a time: t, a; stored to the array at the chunk's end, a row at a time (each cell stores its own element once): t{{$}}
// SHAPES: grid strips 17:3: staged in each warp's shared memory a chunk of lines at a time: col, out, a; stored to the array at the chunk's end, a row at a time (each cell stores its own element once): out{{$}}
// SHAPES: grid strips 27:3: staged in each warp's shared memory a chunk of lines at a time: d, a; stored to the array at the chunk's end, a row at a time (each cell stores its own element once): d{{$}}
// SHAPES: grid strips 32:3: staged in each warp's shared memory a chunk of lines at a time: e, g{{$}}
// SHAPES: grid strips 38:3: staged in each warp's shared memory a chunk of lines at a time: t; stored to the array at the chunk's end, a row at a time (each cell stores its own element once): t{{$}}
// SHAPES: grid strips 44:3: staged in each warp's shared memory a chunk of lines at a time: t; stored to the array at the chunk's end, a row at a time (each cell stores its own element once): t{{$}}
