/* Helpers of every kind: on uniform scalars (control, indices), on lane data, on arrays. */
static float twice(float x) { return 2 * x; }
static int imin(int a, int b) { return a < b ? a : b; }
static void scale(float v[4], float k) { for (int i = 0; i < 4; i++) v[i] = v[i] * k; }
float f(float a[2][4]) {
  float s = 0;
  for (int i = 0; i < imin(2, 9); i++) {
    scale(a[i], twice(a[i][0]));
    s += twice(a[i][imin(i, 3)]);
  }
  return s;
}
