/* Entries for runtime/too_large.test: 64 bytes of arrays per instance, and 1. */
void scale(float a[16], const float b[16], float k) {
  for (int i = 0; i < 16; i++) a[i] = a[i] * k + b[i];
}

char bump(char c[1]) {
  c[0] = c[0] + 1;
  return c[0];
}
