// Weights picked by input data: a gather (for --allow-gather).
int weighted(const int b[4]) {
  static const int w[4] = {3, 1, 4, 1};
  int t = 0;
  for (int i = 0; i < 4; i++) t += w[b[i] & 3] * b[i];
  return t;
}
