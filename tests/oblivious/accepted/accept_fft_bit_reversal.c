// Bit reversal and butterflies of a radix-2 FFT: indices from counters and a constant table.
// RUN: %bulkcc --check %s 2>&1 | FileCheck %s --allow-empty --check-prefix=QUIET
// QUIET-NOT: {{.}}
// Not on the GPU: its sin and cos are CUDA's, a few ULPs from glibc's.
// DIFFERENTIAL-TARGETS: cpu emulate
#include <math.h>
#define N 8
static const int rev[N] = {0, 4, 2, 6, 1, 5, 3, 7};
void fft(double re[N], double im[N]) {
  double tr[N], ti[N];
  for (int i = 0; i < N; i++) { tr[i] = re[rev[i]]; ti[i] = im[rev[i]]; }
  for (int len = 2; len <= N; len <<= 1)
    for (int i = 0; i < N; i += len)
      for (int k = 0; k < len / 2; k++) {
        double ang = -2 * M_PI * k / len, wr = cos(ang), wi = sin(ang);
        int u = i + k, v = i + k + len / 2;
        double xr = tr[v] * wr - ti[v] * wi, xi = tr[v] * wi + ti[v] * wr;
        tr[v] = tr[u] - xr; ti[v] = ti[u] - xi;
        tr[u] += xr; ti[u] += xi;
      }
  for (int i = 0; i < N; i++) { re[i] = tr[i]; im[i] = ti[i]; }
}
