/* opt.c: the minimum total chord weight of a triangulation of a convex N-gon (Algorithm OPT).
 * c[i][j] is the weight of chord v_i v_j; the table M is each instance's own working array. */
#include <math.h>

#ifndef N
#define N 64
#endif

float opt(const float c[N][N]) {
  float M[N][N];
  for (int i = 1; i < N; i++) M[i][i] = 0;
  for (int i = N - 2; i >= 1; i--) {
    for (int j = i + 1; j < N; j++) {
      float s = INFINITY;
      for (int k = i; k < j; k++) {
        float r = M[i][k] + M[k + 1][j];
        if (r < s) s = r;
      }
      M[i][j] = s + c[i - 1][j];
    }
  }
  return M[1][N - 1];
}
