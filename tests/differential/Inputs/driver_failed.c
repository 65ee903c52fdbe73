/* An entry whose every output is written: results and inputs differ in every element. */
int scaled(const int a[3], int b[3], float c[2]) {
  for (int i = 0; i < 3; i++) b[i] = b[i] * 3 + a[i];
  for (int i = 0; i < 2; i++) c[i] = c[i] * 0.5f + 1.0f;
  return b[0] + b[2];
}
