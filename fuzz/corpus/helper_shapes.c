static void row(float v[4], int i) { v[i] += 1.0f; }
static void whole(double C[4][5], int i) { C[i][4] = C[i][0]; }
static float qualified(const float v[restrict 4], const float w[static 4], float u[const 4]) {
  u[0] = v[1] + w[2];
  return u[0];
}
static int size_of(int v[8]) { return (int)sizeof(v) + (int)sizeof v[0]; }
void helper_shapes(float a[2][4], double c[4][5], int n[8], float b[4]) {
  row(a[1], 3);
  whole(c, 2);
  b[0] = qualified(a[0], a[1], b);
  n[0] = size_of(n);
}
