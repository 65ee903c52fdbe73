// Running values the team form scans across a warp's lanes, a round of 32 iterations at a time:
// integer sums (of a signed type wrapping as the sequential C's unsigned arithmetic does not
// here), products, bitwise operations, a difference, by steps, counting down, a count not a
// multiple of 32, and a short loop of fewer iterations than lanes.
#define N 100
void sums(const int a[N], int out[N]) {
  int r = 7;
  for (int i = 0; i < N; i++) {
    r += a[i] % 1000;
    out[i] = r;
  }
}
void products(const unsigned a[N], unsigned out[N]) {
  unsigned r = 1;
  for (int i = N - 1; i >= 0; i -= 3) {
    r = r * (a[i] | 1u);
    out[i] = r ^ 5u;
  }
}
long long bits(const long long a[N], long long out[N]) {
  long long x = 0, o = 0;
  for (int i = 1; i < N; i += 2) {
    x ^= a[i];
    out[i] = x;
  }
  for (int i = 0; i < 10; i++) {
    o = o | a[i];
    out[i] = o + 1;
  }
  return x + o;
}
short differences(const short a[N], short out[N]) {
  short r = 0;
  for (int i = 3; i < N; i++) {
    r -= a[i];
    out[i] = (short)(r * 2);
  }
  return r;
}
unsigned char masks(const unsigned char a[N], unsigned char out[N]) {
  unsigned char r = 255;
  for (int i = 0; i < N; i++) {
    r &= (unsigned char)(a[i] | 0x81);
    out[i] = r;
  }
  return r;
}
