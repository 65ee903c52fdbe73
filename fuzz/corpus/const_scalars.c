const int g = 5;
static const float scale = 1.5f;
static const double table[3] = {NAN, INFINITY, -INFINITY};
float const_scalars(float a[8], int k) {
  static const int local = 3;
  const float f = a[0] * scale;
  for (int i = 0; i < 8; i++) a[i] = a[i] * g + local + f;
  return a[k & 0] + (float)g + (float)table[0];
}
