/* ternary_updates.c: minima and maxima written `s = r < s ? r : s;`, which bulkcc takes as
 * `if (r < s) s = r;` (analysis/select_assignments.c), so that the grid form splits the cells'
 * loops across a warp's lanes: ties on a coarse grid of values with zeros of both signs, kept
 * earliest (tern_min) and latest (tern_max_last, `r >= s`), a double candidate stored to a float
 * (tern_wide), and the arms the other way round (tern_swapped, `s = s < r ? s : r`, which is no
 * such update and stays on one lane). */
#define T 40

float tern_min(const float c[T][T]) {
  float M[T][T];
  for (int i = 0; i < T; i++) M[i][i] = 0;
  for (int i = T - 2; i >= 0; i--)
    for (int j = i + 1; j < T; j++) {
      float s = 1e30f;
      for (int k = i; k < j; k++) {
        float r = M[i][k] + M[k + 1][j];
        s = r < s ? r : s;
      }
      float v = (float)(int)((s + c[i][j]) * 0.25f);
      M[i][j] = v == 0.0f && c[j][i] < 0.5f ? -0.0f : v;
    }
  return M[0][T - 1];
}

float tern_max_last(const float c[T][T], float out[T]) {
  float M[T][T];
  for (int i = 0; i < T; i++) M[i][i] = c[i][i];
  for (int i = T - 2; i >= 0; i--)
    for (int j = i + 1; j < T; j++) {
      float s = -1e30f;
      for (int k = i; k < j; k++) {
        float r = M[i][k] - M[k + 1][j];
        s = r >= s ? r : s;
      }
      float v = (float)(int)(s * 0.5f + c[i][j]);
      M[i][j] = v == 0.0f && c[j][i] < 0.3f ? -0.0f : v;
    }
  for (int i = 0; i < T; i++) out[i] = M[0][i];
  return M[0][T - 1];
}

float tern_wide(const float c[T][T]) {
  float M[T][T];
  for (int i = 0; i < T; i++) M[i][i] = c[i][i];
  for (int i = T - 2; i >= 0; i--)
    for (int j = i + 1; j < T; j++) {
      float s = 1e30f;
      for (int k = i; k < j; k++) {
        double r = (double)M[i][k] * 0.5 + M[k + 1][j];
        s = r < s ? r : s;
      }
      M[i][j] = (float)(int)(s * 4.0f) * 0.25f + c[i][j];
    }
  return M[0][T - 1];
}

float tern_swapped(const float c[T][T]) {
  float M[T][T];
  for (int i = 0; i < T; i++) M[i][i] = c[i][i];
  for (int i = T - 2; i >= 0; i--)
    for (int j = i + 1; j < T; j++) {
      float s = 1e30f;
      for (int k = i; k < j; k++) {
        float r = M[i][k] + M[k + 1][j] * 0.5f;
        s = s < r ? s : r;
      }
      M[i][j] = (float)(int)(s * 2.0f) * 0.5f - c[i][j];
    }
  return M[0][T - 1];
}
