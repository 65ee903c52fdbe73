/* prefix_sums.c: the prefix sums of N floats, in place (Algorithm Prefix-sums). */
#ifndef N
#define N 1024
#endif

void prefix_sums(float b[N]) {
  float r = 0;
  for (int i = 0; i < N; i++) {
    r += b[i];
    b[i] = r;
  }
}
