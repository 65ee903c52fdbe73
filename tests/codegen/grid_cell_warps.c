// The grid form's warp cells take several warps of a block where a line's cells leave warps idle:
// the team of a line (bulkcc_cell_team_of), the cell's loop split across all its lanes (a lane's
// iterations 8 at a time, their reads loaded first, where the thread form's plan loads ahead), a
// reduction combined by shuffles and then through shared memory in the warps' order, waits at the
// team's own barrier, and blocks of at most 16 warps (BULKCC_CELL_BOUNDS). A cell whose counter
// could pass its type with 512 lanes keeps a warp: none of it is emitted.
// RUN: %bulkcc %s --entry tri -o - | FileCheck %s
// RUN: %bulkcc %s --entry tri_byte -o - | FileCheck %s --check-prefix=BYTE
float tri(const float c[40][40]) {
  float M[40][40];
  for (int i = 0; i < 40; i++) M[i][i] = 0;
  for (int i = 38; i >= 0; i--)
    for (int j = i + 1; j < 40; j++) {
      float s = 1e30f;
      for (int k = i; k < j; k++) {
        float r = M[i][k] + M[k + 1][j];
        if (r < s) s = r;
      }
      M[i][j] = s + c[i][j];
    }
  return M[0][39];
}
// CHECK: #define BULKCC_CELL_WARPS 16
// CHECK: #define BULKCC_CELL_BOUNDS __launch_bounds__(512)
// CHECK: const bulkcc_cell_team bulk_cell_team = bulkcc_cell_team_of(((-bulk_wave) + 39LL) - 0LL + 1, bulk_lane, bulk_lanes);
// CHECK-NEXT: for (long long bulk_cell = 0LL + bulk_cell_team.first; bulk_cell <= bulk_cell_end; bulk_cell += bulk_cell_team.teams) {
// CHECK: const unsigned bulk_warp_lane = bulk_cell_team.lane;
// CHECK: bulkcc_cell_wait(&bulk_cell_team); /* reads before the loop's stores */
// The lane's iterations 8 at a time, their reads first (M's column from its transpose), the
// iteration noted where s is replaced counted in the cell's lanes; then the last ones.
// CHECK: int k = (int)((i) + (long long)bulk_lane * 1LL);
// CHECK-NEXT: for (; (long long)k + 7LL * bulk_cell_team.lanes < (long long)(j); k = (int)(k + 8LL * bulk_cell_team.lanes)) { /* the loads of 8 iterations first */
// CHECK: bulk_ahead0[bulk_u] = M[(((size_t)(i)) * 40u + (size_t)(((int)(k + (long long)bulk_u * bulk_cell_team.lanes))))];
// CHECK-NEXT: bulk_ahead1[bulk_u] = bulk_mirror_M[(((size_t)(j)) * 40u + (size_t)((((int)(k + (long long)bulk_u * bulk_cell_team.lanes)) + 1)))];
// CHECK: float r = bulk_ahead0[bulk_u] + bulk_ahead1[bulk_u];
// CHECK: bulk_at_s = bulk_t + (long long)bulk_u * bulk_cell_team.lanes;
// CHECK: bulk_t += 8LL * bulk_cell_team.lanes;
// CHECK: for (; k < j; k = (int)(k + (long long)bulk_cell_team.lanes), bulk_t += bulk_cell_team.lanes)
// CHECK: float bulk_o = bulkcc_shfl_xor((float)s, bulk_m);
// CHECK: if (bulk_cell_team.warps > 1) { /* s over the cell's warps, in their order */
// CHECK-NEXT: bulkcc_cell_put(&bulk_cell_team, s, bulk_at_s);
// CHECK-NEXT: bulkcc_cell_wait(&bulk_cell_team);
// CHECK-NEXT: s = bulkcc_cell_part<float>(&bulk_cell_team, 0, &bulk_at_s);
// CHECK-NEXT: for (unsigned bulk_w = 1; bulk_w < bulk_cell_team.warps; bulk_w++) {
// CHECK: if (bulk_o < s || (bulk_o == s && bulk_o_at < bulk_at_s)) {
// CHECK: bulkcc_cell_wait(&bulk_cell_team); /* every warp has its parts before they are written again */
// CHECK: __global__ void BULKCC_CELL_BOUNDS bulkcc_grid_kernel_tri(
int tri_byte(const unsigned char c[200][200]) {
  int M[200][200];
  for (int i = 0; i < 200; i++) M[i][i] = c[i][i];
  for (int i = 198; i >= 0; i--)
    for (int j = i + 1; j < 200; j++) {
      int s = 1 << 30;
      for (unsigned char k = (unsigned char)i; k < j; k++)
        if (M[i][k] + M[k + 1][j] < s) s = M[i][k] + M[k + 1][j];
      M[i][j] = s + c[i][j];
    }
  return M[0][199];
}
// BYTE-NOT: bulk_cell_team
// BYTE-NOT: BULKCC_CELL_BOUNDS
// BYTE: for (long long bulk_cell = 0LL + (long long)(bulk_lane / BULKCC_TEAM); bulk_cell <= bulk_cell_end; bulk_cell += bulk_lanes / BULKCC_TEAM) {
// BYTE: __global__ void bulkcc_grid_kernel_tri_byte(
