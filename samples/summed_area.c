/* summed_area.c: the summed area table of an N x N image: s[y][x] is the sum of a over the
 * rectangle from (0, 0) to (y, x), each row's running sum added to the row above. */
#ifndef N
#define N 64
#endif
void summed_area(const float a[N][N], float s[N][N]) {
  for (int y = 0; y < N; y++) {
    float row = 0;
    for (int x = 0; x < N; x++) {
      row += a[y][x];
      s[y][x] = (y > 0 ? s[y - 1][x] : 0) + row;
    }
  }
}
