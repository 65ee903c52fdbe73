/* cell_warps.c: wavefronts over a triangle whose cells are loops, which the grid form splits
 * across a warp's lanes or across several warps' (as many as a line's cells leave idle): a
 * floating minimum whose ties keep the earliest iteration (tri_min, its values on a coarse grid
 * so that ties are common), a floating maximum whose ties keep the latest (tri_max_last), an
 * integer sum in the modular arithmetic (tri_sum), a cell of two loops, one with two reductions
 * (tri_two), and a counter of a small type that keeps its cell on one warp (tri_byte). */
#define T 90

float tri_min(const float c[T][T]) {
  float M[T][T];
  for (int i = 0; i < T; i++) M[i][i] = 0;
  for (int i = T - 2; i >= 0; i--)
    for (int j = i + 1; j < T; j++) {
      float s = 1e30f;
      for (int k = i; k < j; k++) {
        float r = M[i][k] + M[k + 1][j];
        if (r < s) s = r;
      }
      /* a coarse grid of values, with zeros of both signs: equal minima are common */
      float v = (float)(int)((s + c[i][j]) * 0.25f);
      M[i][j] = v == 0.0f && c[j][i] < 0.5f ? -0.0f : v;
    }
  return M[0][T - 1];
}

float tri_max_last(const float c[T][T], float out[T]) {
  float M[T][T];
  for (int i = 0; i < T; i++) M[i][i] = c[i][i];
  for (int i = T - 2; i >= 0; i--)
    for (int j = i + 1; j < T; j++) {
      float s = -1e30f;
      for (int k = i; k < j; k++) {
        float r = M[i][k] - M[k + 1][j];
        if (r >= s) s = r;
      }
      float v = (float)(int)(s * 0.5f + c[i][j]);
      M[i][j] = v == 0.0f && c[j][i] < 0.3f ? -0.0f : v;
    }
  for (int i = 0; i < T; i++) out[i] = M[0][i];
  return M[0][T - 1];
}

long long tri_sum(const int c[T][T]) {
  long long M[T][T];
  for (int i = 0; i < T; i++) M[i][i] = c[i][i];
  for (int i = T - 2; i >= 0; i--)
    for (int j = i + 1; j < T; j++) {
      long long t = 0;
      for (int k = i; k < j; k++) t += M[i][k] * 3 + M[k + 1][j] * c[k][j];
      M[i][j] = t;
    }
  return M[0][T - 1];
}

void tri_two(const int c[T][T], int M[T][T]) {
  for (int i = T - 2; i >= 0; i--)
    for (int j = i + 1; j < T; j++) {
      int lo = c[i][j], total = 0, hi = -1;
      for (int k = i; k < j; k++) {
        if (M[i][k] + c[k][j] < lo) lo = M[i][k] + c[k][j];
        total ^= M[k + 1][j] * 31 + k;
      }
      for (int k = i + 1; k <= j; k++)
        if (M[k][j] > hi) hi = M[k][j];
      M[i][j] = lo % 1000 + (total & 255) + (hi & 7);
    }
}

#define B 200
int tri_byte(const unsigned char c[B][B]) {
  int M[B][B];
  for (int i = 0; i < B; i++) M[i][i] = c[i][i];
  for (int i = B - 2; i >= 0; i--)
    for (int j = i + 1; j < B; j++) {
      int s = 1 << 30;
      for (unsigned char k = (unsigned char)i; k < j; k++)
        if (M[i][k] + M[k + 1][j] < s) s = M[i][k] + M[k + 1][j];
      M[i][j] = s + c[i][j];
    }
  return M[0][B - 1];
}

/* Zeros of both signs only, so that every iteration ties and the zero kept shows in the table's
 * signs: a minimum keeps the earliest iteration's (tri_zeros_first), a maximum by >= the latest's
 * (tri_zeros_last), and a minimum from a zero before the loop keeps that one (tri_zeros_kept). The
 * grid form runs every other line's iterations last to first, and must give the same. */
#define Z 70
#define ZERO_OF(x) ((x) < 0.5f ? -0.0f : 0.0f)

void tri_zeros_first(const float c[Z][Z], float M[Z][Z]) {
  for (int i = 0; i < Z; i++) M[i][i] = ZERO_OF(c[i][i]);
  for (int i = Z - 2; i >= 0; i--)
    for (int j = i + 1; j < Z; j++) {
      float s = 1e30f;
      for (int k = i; k < j; k++) {
        float r = M[i][k] - M[k + 1][j]; /* -0.0 only for -0.0 - +0.0 */
        if (r < s) s = r;
      }
      M[i][j] = s;
    }
}

void tri_zeros_last(const float c[Z][Z], float M[Z][Z]) {
  for (int i = 0; i < Z; i++) M[i][i] = ZERO_OF(c[i][i]);
  for (int i = Z - 2; i >= 0; i--)
    for (int j = i + 1; j < Z; j++) {
      float s = -1e30f;
      for (int k = i; k < j; k++) {
        float r = M[i][k] - M[k + 1][j]; /* -0.0 only for -0.0 - +0.0 */
        if (r >= s) s = r;
      }
      M[i][j] = s;
    }
}

void tri_zeros_kept(const float c[Z][Z], float M[Z][Z]) {
  for (int i = 0; i < Z; i++) M[i][i] = ZERO_OF(c[i][i]);
  for (int i = Z - 2; i >= 0; i--)
    for (int j = i + 1; j < Z; j++) {
      float s = ZERO_OF(c[j][i]);
      for (int k = i; k < j; k++) {
        float r = M[i][k] - M[k + 1][j]; /* -0.0 only for -0.0 - +0.0 */
        if (r < s) s = r;
      }
      M[i][j] = s;
    }
}
