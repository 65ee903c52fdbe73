// A strip's cell bounds read the wavefront's parameters from copies made before the row's
// prologue, which may declare a parameter's name again (here the row's own k hides the bound's
// k): every lane's test of a cell, its own row's or, at a chunk's end, another's, means the same.
// RUN: %bulkcc --uniform k=0..4 %s -o - | FileCheck %s
#define N 70
void bound_hidden(const int a[N][N], int s[N][N], int k) {
  for (int i = 1; i < N - k; i++) {
    int k = N - 1 - i;
    for (int j = 1; j < N; j++) s[i][j] = (s[i - 1][j] + s[i][j - 1] + a[i][j] + k) % 10007;
  }
}
// CHECK-LABEL: bulkcc_grid_entry_bound_hidden(
// CHECK: const long long bulk_wave_param_k = (long long)k;
// CHECK: for (long long bulk_strip =
// CHECK: int k =
// CHECK: bulk_cell <= bulkcc_wave_min(((-bulk_wave_param_k) + 69LL)
// CHECK: s's stores of the chunk, a row at a time
// CHECK: bulk_cell <= bulkcc_wave_min(((-bulk_wave_param_k) + 69LL)
// CHECK-NOT: (long long)k)
// CHECK: bulkcc_strips_end(
