// Minimums and maximums through casts: one that compares the running value cut to a short is no
// reduction (it ran split across a team and gave other results); ones through casts that keep
// every value (an int into a long long, a short into an int) split and match.
#define N 200
int compare_cut(const int a[N]) {
  int m = 1 << 20;
  for (int i = 0; i < N; i++)
    if (a[i] * 100 < (short)m) m = a[i] * 100;
  return m;
}
long long widens(const int a[N], const short b[N]) {
  long long m = -5;
  int k = 1 << 20;
  for (int i = 0; i < N; i++) {
    m = a[i] > m ? a[i] : m;
    if (b[i] < k) k = b[i];
  }
  return m + k;
}
