// Scalar constants, at file scope and static in a function, stay scalars in the emitted code
// (they were one-element arrays: `x + g` became pointer arithmetic on the CPU, and the CUDA
// code did not compile). The second entry takes the CPU's SPMD form, with a select on data.
const int g = 5;
static const float scale = 2.5f;
static const double offsets[3] = {0.25, 0.5, 0.75};
int shift(int x, float a[4]) {
  static const int k = 3;
  static const unsigned mask = 0xF0u;
  for (int i = 0; i < 4; i++) a[i] = a[i] * scale + (float)offsets[i % 3];
  if (a[0] > 0) x += g;
  return (x + g) * k + (int)(mask & (unsigned)x);
}
float lanes(float a[8], int n) {
  static const float half = 0.5f;
  float s = g;
  for (int i = 0; i < 8; i++) {
    s += a[i] * scale + half;
    if (a[i] < 0) s = s * half;
  }
  return s + n * g;
}
