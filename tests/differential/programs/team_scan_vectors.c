// Team scans whose lanes read their operands, and store their running values, 16 bytes at a time
// on the GPU where every iteration of a lane's share runs and the elements lie on a 16-byte
// boundary, and one at a time elsewhere: rows whose length is no multiple of a round, operands
// one element past a boundary (a[i + 1]), 2-, 4- and 8-byte elements, a value stored into
// another row than the operand's, a start past 0.
#define N 1003
void ints(int b[N]) {
  int r = 0;
  for (int i = 0; i < N; i++) {
    r += b[i];
    b[i] = r;
  }
}
void shifted(const int a[N + 1], int out[N]) {
  int r = 7;
  for (int i = 0; i < N; i++) {
    r ^= a[i + 1];
    out[i] = r;
  }
}
void wide(const long long a[3][N], long long out[2][N]) {
  long long r = 0;
  for (int i = 5; i < N; i++) {
    r += a[2][i] * 3;
    out[1][i] = r;
  }
  out[0][0] = r;
}
void narrow(const short a[N], short out[N]) {
  short r = 0;
  for (int i = 0; i < N; i++) {
    r = (short)(r | a[i]);
    out[i] = r;
  }
}
