// The paper's OPT inner step: a select on data, addresses from counters only.
// RUN: %bulkcc --check %s 2>&1 | FileCheck %s --allow-empty --check-prefix=QUIET
// QUIET-NOT: {{.}}
#define N 16
float opt(const float c[N][N]) {
  float m[N][N];
  for (int i = 1; i < N; i++) m[i][i] = 0;
  for (int i = N - 2; i >= 1; i--)
    for (int j = i + 1; j < N; j++) {
      float s = 1e30f;
      for (int k = i; k < j; k++) {
        float r = m[i][k] + m[k + 1][j];
        if (r < s) s = r;
      }
      m[i][j] = s + c[i - 1][j];
    }
  return m[1][N - 1];
}
