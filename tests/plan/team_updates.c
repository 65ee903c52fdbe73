// Increments and written-out updates in the team form: `x[i]++` outside the split loops is the
// one-lane store `x[i] += 1` is, `s = s op e` the scan `s op= e` is, `s++`, `s--` scans of 1, -1.
// RUN: %bulkcc --dump=plan %s | FileCheck %s
// RUN: %bulkcc %s -o - | FileCheck %s --check-prefix=CODE
void increments(int M[8][8], const int a[64]) {
  for (int i = 0; i < 8; i++) M[i][0] = a[i];
  M[7][7]++;
  --M[6][6];
}
// CHECK-LABEL: function increments (entry)
// CHECK: team form: yes, a warp per instance
// CHECK: team for 6:3: iterations split across the lanes
// CODE-LABEL: bulkcc_team_entry_increments(
// CODE: if (bulk_lane == 0) { /* one lane stores; the team waits for it */
// CODE-NEXT: M[(((size_t)(7)) * 8u + (size_t)(7))]++;
// CODE: if (bulk_lane == 0) { /* one lane stores; the team waits for it */
// CODE-NEXT: --M[(((size_t)(6)) * 8u + (size_t)(6))];
int mirrored(const int g[24][24], int out[24]) {
  int M[24][24];
  for (int i = 0; i < 24; i++)
    for (int j = 0; j < 24; j++) M[i][j] = g[i][j];
  M[2][3]++;
  for (int k = 0; k < 24; k++) out[k] = M[k][3];
  return M[0][0];
}
// An increment is one of the stores a transposed working array's own statements make.
// CHECK-LABEL: function mirrored (entry)
// CHECK: team form: yes, a warp per instance
// CHECK: team mirror M: its transpose kept beside it
// CODE-LABEL: bulkcc_team_entry_mirrored(
// CODE: if (bulk_lane == 0) { /* one lane stores; the team waits for it */
// CODE-NEXT: M[(((size_t)(2)) * 24u + (size_t)(3))]++;
// CODE-NEXT: bulk_mirror_M[(((size_t)(3)) * 24u + (size_t)(2))] = M[(((size_t)(2)) * 24u + (size_t)(3))];
unsigned char written_out(const unsigned char a[64], unsigned char out[64]) {
  unsigned char r = 0;
  for (int i = 0; i < 64; i++) {
    r = r ^ a[i];
    out[i] = r;
  }
  return r;
}
// CHECK-LABEL: function written_out (entry)
// CHECK: team form: yes, a warp per instance
// CHECK: for 36:3: scan ^ over r
// CHECK-NEXT: team for 36:3: scanned across the lanes
int counted(const int a[64], int out[64]) {
  int r = 0;
  unsigned u = 0;
  for (int i = 0; i < 64; i++) {
    r++;
    out[i] = r + a[i];
  }
  for (int i = 0; i < 64; i++) {
    --u;
    out[i] += (int)u;
  }
  return r + (int)u;
}
// CHECK-LABEL: function counted (entry)
// CHECK: team form: yes, a warp per instance
// CHECK: for 49:3: scan + over r
// CHECK-NEXT: team for 49:3: scanned across the lanes
// CHECK: for 53:3: scan + over u
// CHECK-NEXT: team for 53:3: scanned across the lanes
// CODE-LABEL: bulkcc_team_entry_counted(
// CODE: ) bulk_q[(bulk_k + bulk_ahead) % (bulk_ahead + 1)][bulk_at] = (long long)(1);
// CODE: ) bulk_q[(bulk_k + bulk_ahead) % (bulk_ahead + 1)][bulk_at] = (long long)(0ull - (unsigned long long)(1));
