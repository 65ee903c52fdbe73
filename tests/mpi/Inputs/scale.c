/* scale.c: an entry with a uniform bound (--uniform n: 0 to 16, proved from A's size), an
 * array it reads and writes, and a result. */
float scale(int n, float A[16]) {
  float sum = 0;
  for (int i = 0; i < n; i++) {
    A[i] = A[i] * 2 + 1;
    sum += A[i];
  }
  return sum;
}
