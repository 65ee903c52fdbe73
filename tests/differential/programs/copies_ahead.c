/* copies_ahead.c: wavefronts whose grid-form strips copy a chunk's elements while the chunk before
 * runs (codegen/stage.c's copies ahead): weights along the columns and the rows beside a table
 * (weighted), a cost array the nest only reads, of 4-byte elements, beside a table of bytes, on the
 * lines 2 * y + x (costs), and a nest of a few lines, one chunk a strip (short_nest). */
#define W 75
void weighted(const int h[W], const int w[W], int d[W][W]) {
  for (int i = 1; i < W; i++)
    for (int j = 1; j < W; j++) {
      int down = d[i - 1][j] + h[i], right = d[i][j - 1] + w[j], across = d[i - 1][j - 1] + ((h[i] ^ w[j]) & 3);
      int best = down < right ? down : right;
      d[i][j] = best < across ? best : across;
    }
}

#define C 60
void costs(const unsigned cost[C][C], unsigned char t[C][C]) {
  for (int y = 1; y < C; y++)
    for (int x = 1; x < C - 1; x++) t[y][x] = (unsigned char)((t[y - 1][x + 1] >> 1) + t[y][x - 1] * 3u + cost[y][x] + cost[y][x - 1]);
}

#define S 6
void short_nest(const int w[S], int d[S][S]) {
  for (int i = 1; i < S; i++)
    for (int j = 1; j < S; j++) d[i][j] = (d[i - 1][j] > d[i][j - 1] ? d[i - 1][j] : d[i][j - 1]) + w[j];
}
