/* An entry for the tests of NAME_bulk's chunks and of NAME_bulk_device: an array read and
 * written, a const one, a scalar, a result, and a working array too large for registers. */
float step(float a[6], const float b[6], float k) {
  float w[150];
  for (int i = 0; i < 150; i++) w[i] = b[i % 6] * k + (float)i;
  float s = 0;
  for (int i = 0; i < 6; i++) {
    a[i] = a[i] * k + w[i * 25];
    s += a[i];
  }
  return s;
}
