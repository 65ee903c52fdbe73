// A bitonic sorting network: compare-exchange under a data condition, indices from counters.
// RUN: %bulkcc --check %s 2>&1 | FileCheck %s --allow-empty --check-prefix=QUIET
// QUIET-NOT: {{.}}
// DIFFERENTIAL-ALSO: emulate --layout=row
#define N 16
static void compare_exchange(float a[N], int i, int j, int up) {
  if ((a[i] > a[j]) == up) { float t = a[i]; a[i] = a[j]; a[j] = t; }
}
void bitonic(float a[N]) {
  for (int k = 2; k <= N; k <<= 1)
    for (int j = k >> 1; j > 0; j >>= 1)
      for (int i = 0; i < N; i++) {
        int l = i ^ j;
        if (l > i) compare_exchange(a, i, l, (i & k) == 0);
      }
}
