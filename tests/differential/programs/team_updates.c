// Increments and written-out updates in the team form: `x[i]++` outside the split loops is one
// lane's store (as `x[i] += 1` is), also into a working array kept with its transpose; `s++`,
// `--s` and `s = s op e` of narrow integers are scans as `s += 1` and `s op= e` are, each step
// converted back to the narrow type; a value cut to a narrower type at every step is neither.
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
unsigned char written_out(const unsigned char a[N], unsigned char out[N], short wide[N]) {
  unsigned char x = 1, o = 0, n = 255, b = 250;
  short p = 3;
  unsigned short d = 7;
  signed char c = 100;
  for (int i = 0; i < N; i++) {
    x = x ^ a[i];
    out[i] = (unsigned char)(x * 3);
  }
  for (int i = 1; i < N; i += 2) {
    o = a[i] | o;
    out[i] ^= o;
  }
  for (int i = N - 1; i >= 0; i--) {
    n = n & (a[i] | 0x90);
    out[i] += n;
  }
  for (int i = 0; i < N; i++) {
    b = b + a[i];
    out[i] -= b;
  }
  for (int i = 0; i < N; i++) {
    p = p * (a[i] | 1);
    wide[i] = p;
  }
  for (int i = 0; i < N; i++) {
    d = d - a[i];
    wide[i] ^= (short)d;
  }
  for (int i = 0; i < N; i++) {
    c = (int)c + a[i];
    wide[i] += c;
  }
  return (unsigned char)(x + o + n + b + p + d + c);
}
int counts(const int a[N], int out[N], unsigned char small[N]) {
  int r = -5;
  unsigned char u = 3;
  signed char c = 90;
  unsigned k = 2;
  for (int i = 0; i < N; i++) {
    r++;
    out[i] = r * a[i];
  }
  for (int i = 0; i < N; i++) {
    --u; /* below zero: 255 */
    small[i] = (unsigned char)(u + a[i]);
  }
  for (int i = N - 1; i >= 0; i -= 3) {
    ++c; /* past 127: -128, the conversion back wrapping */
    out[i] += c;
  }
  for (int i = 0; i < N; i++) {
    k--;
    out[i] ^= (int)k;
  }
  return r + u + c + (int)k;
}
int cut(const int a[N], int out[N]) {
  int s = 0;
  for (int i = 0; i < N; i++) s = (short)(s + a[i] * 1000);
  for (int i = 0; i < N; i++) out[i] = a[i] + s;
  return s;
}
