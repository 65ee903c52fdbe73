/* grid_pairs.c: a parallel nest before a wavefront, whose two loops the grid form's lanes take as
 * pairs of iterations in the rows' order: rows and columns that divide no count of lanes, bounds
 * with <= and starts past 0, and nests the pairs leave alone (a triangle, a loop with a break, a
 * step of 2), each against the sequential C. */
#define ROWS 37
#define COLS 13
void rectangle(const unsigned char in[ROWS][COLS], int out[ROWS][COLS]) {
  int level[ROWS][COLS];
  for (int y = 0; y < ROWS; y++)
    for (int x = 0; x < COLS; x++) level[y][x] = in[y][x] * 3 - y + 2 * x;
  for (int y = 1; y < ROWS; y++)
    for (int x = 1; x < COLS; x++) level[y][x] += level[y - 1][x] / 2 + level[y][x - 1] % 11;
  for (int y = 0; y < ROWS; y++)
    for (int x = 0; x < COLS; x++) out[y][x] = level[y][x];
}

void offsets(const int in[ROWS][COLS], int out[ROWS][COLS]) {
  for (int y = 2; y <= ROWS - 1; y++)
    for (int x = 3; x <= COLS - 2; x++) out[y][x] = in[y][x] ^ (y * 7 + x);
  for (int y = 1; y < ROWS; y++)
    for (int x = 1; x < COLS; x++) out[y][x] += out[y - 1][x] - out[y][x - 1] / 3;
}

void left_alone(const int in[ROWS][COLS], int out[ROWS][COLS]) {
  for (int y = 0; y < ROWS; y++)
    for (int x = 0; x <= y % COLS; x++) out[y][x] = in[y][x] + 1;
  for (int y = 0; y < ROWS; y++)
    for (int x = 0; x < COLS; x++) {
      if (x == y) break;
      out[y][x] += 2;
    }
  for (int y = 0; y < ROWS; y++)
    for (int x = 0; x < COLS; x += 2) out[y][x] -= in[y][x] % 5;
  for (int y = 1; y < ROWS; y++)
    for (int x = 1; x < COLS; x++) out[y][x] = out[y - 1][x] + out[y][x - 1] % 9;
}

/* Wavefronts whose rows start and end on lines of their own: each lane of a strip finds its row's
 * lines once (BULKCC_ROW_LINES), rows shifted against each other and rows sharing their lines. */
#define WIDE 80
void shifted(const int a[ROWS][WIDE], int t[ROWS][WIDE]) {
  for (int i = 1; i < ROWS; i++)
    for (int j = i + 1; j <= i + 40; j++) t[i][j] = t[i - 1][j] + t[i][j - 1] % 13 + a[i][j];
}

void same_lines(const int a[ROWS][WIDE], int t[ROWS][WIDE]) {
  for (int i = 1; i < ROWS; i++)
    for (int j = ROWS + 4 - i; j < WIDE - i; j++) t[i][j] = t[i - 1][j] / 2 + t[i][j - 1] - a[i][j];
}

/* Counters whose start or comparison C converts: an unsigned start past the bound (no iteration),
 * a short counter compared as an int; the pairs leave both alone. */
void conversions(const int in[ROWS][COLS], int out[ROWS][COLS]) {
  for (int y = 0; y < ROWS; y++)
    for (int x = 0; x < COLS; x++) out[y][x] = in[y][x];
  for (int y = 0; y < ROWS; y++)
    for (unsigned x = 4294967294u; x < 5u; x++) out[y][x + 2] = 77;
  for (int y = 0; y < ROWS; y++)
    for (short x = 2; x < COLS; x++) out[y][x] -= 3;
  for (int y = 1; y < ROWS; y++)
    for (int x = 1; x < COLS; x++) out[y][x] += out[y - 1][x] - out[y][x - 1] / 5;
}

/* A short counter, which has no room for the grid's lanes past its end: its pairs need none. */
void short_rows(const int in[ROWS][COLS], int out[ROWS][COLS]) {
  for (short y = 0; y < (short)ROWS; y++)
    for (int x = 0; x < COLS; x++) out[y][x] = in[y][x] * 2;
  for (int y = 1; y < ROWS; y++)
    for (int x = 1; x < COLS; x++) out[y][x] += out[y - 1][x] - out[y][x - 1] / 5;
}
