/* in_place.c: a running sum of a reversed, whose arrays the caller may pass overlapping
 * (tests/runtime/cpu_in_place.test) */
#define N 8
void reverse(const int a[N], int b[N]) {
  for (int i = 0; i < N; i++) b[i] = a[N - 1 - i] + (i > 0 ? b[i - 1] : 0);
}
