// A 3-point stencil over a fixed grid, with a per-instance working array.
// RUN: %bulkcc --check %s 2>&1 | FileCheck %s --allow-empty --check-prefix=QUIET
// QUIET-NOT: {{.}}
#define N 32
void smooth(float u[N], const float k[1]) {
  float t[N];
  for (int step = 0; step < 4; step++) {
    for (int i = 1; i < N - 1; i++) t[i] = u[i] + k[0] * (u[i - 1] - 2 * u[i] + u[i + 1]);
    for (int i = 1; i < N - 1; i++) u[i] = t[i];
  }
}
