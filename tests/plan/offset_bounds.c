// A loop's test may compare its counter plus or minus values fixed in the loop (`i + len - 1 < N`,
// `N > i + 20`, `i - 20 >= 0`): the counter's bound is the other side less those values. Each loop
// below is parallel only because of that bound (its reads and writes meet past it); a test with
// the counter twice, summed unsigned (which wraps), or compared unsigned, is not taken.
// RUN: %bulkcc --dump=plan %s | FileCheck %s
#define N 40
void shifted(int a[N], int b[N], int c[N], int d[N]) {
  for (int i = 0; i + 20 < N; i++) a[i] = a[i + 20];
  for (int i = N - 1; i - 20 >= 0; i--) b[i] = b[i - 20];
  for (int i = 0; 20 + i < N; i++) c[i] = c[i + 20];
  for (int i = 0; N > i + 10 + 10; i++) d[i] = d[i + 20];
}
// CHECK-LABEL: function shifted
// CHECK: for 8:3: parallel
// CHECK: for 9:3: parallel
// CHECK: for 10:3: parallel
// CHECK: for 11:3: parallel

void chain(const int w[N], int m[N][N]) {
  for (int len = 2; len <= N; len++)
    for (int i = 0; i + len - 1 < N; i++) m[i][i + len - 1] = m[i][i + len - 2] + m[i + 1][i + len - 1] + w[i];
}
// CHECK-LABEL: function chain
// CHECK: for 20:3: sequential, carries flow on m
// CHECK: for 21:5: parallel
// CHECK: team for 21:5: iterations split across the lanes

void refused(int a[N], unsigned s[N], int b[N]) {
  for (int i = 0; i + i < N; i++) a[i] = a[i + 20];
  for (unsigned i = 0; i + 20u < N; i++) s[i] = s[i + 20];
  for (int i = 0; i - 5 < 35u; i++) b[i] = b[i + 1]; /* i - 5 < 0 is huge: no iteration */
}
// CHECK-LABEL: function refused
// CHECK: for 29:3: sequential, not analysed: its condition is not a comparison of its counter, or of its counter plus or minus values fixed in the loop
// CHECK: for 30:3: sequential, not analysed: its condition is not a comparison of its counter, or of its counter plus or minus values fixed in the loop
// CHECK: for 31:3: sequential, not analysed: its condition compares as unsigned its counter plus or minus other values
