// Increments in the team form: `x[i]++` and `--x[i]` outside the split loops are one lane's
// stores (as `x[i] += 1` is), also into a working array kept with its transpose.
#define N 100
int one_lane(const int g[24][24], const int a[N], int out[N]) {
  int M[24][24];
  for (int i = 0; i < 24; i++)
    for (int j = 0; j < 24; j++) M[i][j] = g[i][j] % 1000;
  M[7][7]++;
  --M[0][1];
  M[2][3]--;
  for (int k = 0; k < 24; k++) out[k] = M[k][3] + M[k][7]; /* columns: read from the transpose */
  for (int i = 24; i < N; i++) out[i] = a[i] + M[7][7];
  out[25]++;
  ++out[26];
  out[N - 1]--;
  return M[0][1] + M[2][3];
}
