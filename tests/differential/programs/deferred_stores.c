/* deferred_stores.c: wavefronts whose grid-form strips store an array at the chunk's end, from
 * the shared-memory copy, where each cell stores its own element once (StageArray.deferred):
 * several such arrays in one nest, one the cells only write, lines 2 * y + x, a triangle of cells
 * (each row's first and last lines differ), rows of several strips; beside arrays whose stores
 * stay at once (under an if, at another cell's element). */
#define ROWS 75
#define COLS 61
void several(const short a[ROWS][COLS], int t[ROWS][COLS], unsigned char mark[ROWS][COLS], int u[ROWS][COLS]) {
  for (int y = 1; y < ROWS; y++)
    for (int x = 1; x < COLS - 1; x++) {
      int v = t[y - 1][x + 1] * 3 + t[y][x - 1] + a[y][x];
      t[y][x] = v % 65521;
      mark[y][x] = (unsigned char)(v ^ (v >> 7)); /* the cells only write it */
      u[y][x] = u[y - 1][x] + t[y][x];
      t[y][x] += mark[y][x] & 3; /* a second store of the own element */
    }
}

#define TRI 70
void triangle(const int a[TRI][TRI], int d[TRI][TRI], int side[TRI][TRI]) {
  for (int i = 1; i < TRI; i++)
    for (int j = i; j < TRI; j++) {
      int up = d[i - 1][j], left = j > i ? d[i][j - 1] : 0, prev = side[i - 1][j];
      d[i][j] = (up > left ? up : left) + a[i][j] - (j & 3);
      if ((up ^ prev) & 1) side[i][j] = up + (prev & 255); /* under an if: stored at once */
    }
}

#define OFF 68
void neighbour(const int a[OFF][OFF], int t[OFF][OFF]) {
  for (int y = 1; y < OFF - 1; y++)
    for (int x = 2; x < OFF - 2; x++) t[y + 1][x - 1] = t[y][x] + t[y + 1][x - 2] + a[y][x]; /* another cell's element */
}
