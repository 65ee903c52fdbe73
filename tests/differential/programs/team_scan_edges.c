// Team scans at their edges: a short counter whose last iteration (31488) starts a round of
// 32 lanes x 8 iterations x 3, so that the round after it reaches 511 steps of 3 past it (the
// arrays indexed 32768 past any short, so that a wrapped counter shows as a wrong store, not a
// fault); a body that does not read the counter; a running difference whose operand is 2^63,
// negated in unsigned arithmetic. tests/runtime/cpu_team_threads.test runs this on a team of
// 32 threads too, a warp's lanes.
#define N 65536
int past_the_end(const unsigned char a[N], unsigned char out[N]) {
  int r = 0;
  for (short i = 0; i < 31489; i += 3) {
    r += a[i + 32768];
    out[i + 32768] = (unsigned char)r;
  }
  return r;
}
int counter_unread(const int a[300]) {
  int r = 0;
  for (int i = 0; i < 300; i++) {
    r += a[i];
    int t = r;
    (void)t;
  }
  return r;
}
unsigned long long top_bit(const unsigned long long a[300], unsigned long long out[300]) {
  unsigned long long r = 0;
  for (int i = 0; i < 300; i++) {
    r -= (a[i] | 1) << 63;
    out[i] = r;
  }
  return r;
}
