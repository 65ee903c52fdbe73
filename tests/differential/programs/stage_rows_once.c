/* stage_rows_once.c: wavefronts whose grid-form strips stage a 1-D array along the rows that the
 * nest only reads, which holds the same elements each chunk and is copied once a strip, beside one
 * along the columns (weighted), and a nest of a few lines, one chunk a strip (short_nest). */
#define W 75
void weighted(const int h[W], const int w[W], int d[W][W]) {
  for (int i = 1; i < W; i++)
    for (int j = 1; j < W; j++) {
      int down = d[i - 1][j] + h[i], right = d[i][j - 1] + w[j], across = d[i - 1][j - 1] + ((h[i - 1] ^ w[j]) & 3);
      int best = down < right ? down : right;
      d[i][j] = best < across ? best : across;
    }
}

#define S 6
void short_nest(const int h[S], int d[S][S]) {
  for (int i = 1; i < S; i++)
    for (int j = 1; j < S; j++) d[i][j] = (d[i - 1][j] > d[i][j - 1] ? d[i - 1][j] : d[i][j - 1]) + h[i];
}
