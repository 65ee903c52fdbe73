/* bitonic_sort.c: N floats (N a power of two) sorted ascending by Batcher's bitonic network:
 * the same compare-exchanges whatever the data, each a minimum and a maximum. */
#ifndef N
#define N 64
#endif
void bitonic_sort(float a[N]) {
  for (int k = 2; k <= N; k *= 2)
    for (int j = k / 2; j > 0; j /= 2)
      for (int i = 0; i < N; i++) {
        int partner = i ^ j;
        if (partner > i) {
          float x = a[i], y = a[partner];
          float low = x < y ? x : y, high = x < y ? y : x;
          int ascending = (i & k) == 0;
          a[i] = ascending ? low : high;
          a[partner] = ascending ? high : low;
        }
      }
}
