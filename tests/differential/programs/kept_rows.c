/* kept_rows.c: wavefronts whose grid-form strips keep the rows of a staged array that only their
 * own cells store to from chunk to chunk in shared memory, and copy again only the rows other
 * strips store to: a table every read of which reads a value a cell wrote (its own rows copied
 * only at a strip's first chunk), one on a triangle whose reads on the diagonal read the values
 * from before the nest (copied each chunk), a read-only array whose reads spread over columns
 * (its moved slots hold its values), one whose spread passes a chunk's lines (every row copied
 * each chunk), and rows two apart. */
#define ROWS 90
#define COLS 83
void fed(const float a[ROWS][COLS], float s[ROWS][COLS]) {
  for (int y = 0; y < ROWS; y++) {
    float row = 0;
    for (int x = 0; x < COLS; x++) {
      row += a[y][x];
      s[y][x] = (y > 1 ? s[y - 2][x] * 0.5f : 0) + (y > 0 ? s[y - 1][x] : 0) + row;
    }
  }
}

#define TRI 77
void diagonal(const int a[TRI][TRI], int d[TRI][TRI]) {
  for (int i = 1; i < TRI; i++)
    for (int j = 1; j <= i; j++) d[i][j] = d[i - 1][j] / 2 + d[i][j - 1] + a[i][j];
}

void spread(const int a[ROWS][COLS], int t[ROWS][COLS]) {
  for (int y = 1; y < ROWS; y++)
    for (int x = 4; x < COLS - 6; x++) t[y][x] = t[y - 1][x] + (a[y][x + 6] ^ a[y][x - 4]) + t[y][x - 1] % 7;
}

void wide(const unsigned char a[ROWS][COLS], int t[ROWS][COLS]) {
  for (int y = 1; y < ROWS; y++)
    for (int x = 40; x < COLS; x++) t[y][x] = t[y - 1][x] + a[y][x - 40] - a[y][x] + t[y][x - 1] % 5;
}
