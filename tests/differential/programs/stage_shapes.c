/* stage_shapes.c: wavefronts whose grid-form strips stage arrays in shared memory, in several
 * shapes: reads at offsets of both signs on the lines 2 * y + x (offsets), an array along the
 * columns read and written (columns), two nests in one entry (two_nests), and subscripts under
 * casts that fold values (bool_cast, byte_wrap), which keep their arrays unstaged. */
#define OFFSETS 45
void offsets(const short a[OFFSETS][OFFSETS], long long t[OFFSETS][OFFSETS], long long o[OFFSETS]) {
  for (int y = 2; y < OFFSETS - 1; y++)
    for (int x = 2; x < OFFSETS - 3; x++) {
      long long v = t[y - 1][x + 1] + 2 * t[y - 2][x + 3] - t[y][x - 2] + a[y - 2][x + 3] - a[y][x - 2] + a[y + 1][x];
      t[y][x] = v % 1000003 + (t[y][x - 1] & 15);
    }
  for (int y = 0; y < OFFSETS; y++) o[y] = t[y][OFFSETS / 2] + t[OFFSETS / 2][y];
}

#define COLUMNS 50
void columns(const int a[COLUMNS][COLUMNS], int col[COLUMNS], int out[COLUMNS][COLUMNS]) {
  for (int y = 0; y < COLUMNS; y++)
    for (int x = 1; x < COLUMNS - 1; x++) {
      col[x] += a[y][x] + (col[x + 1] & 7) - (col[x - 1] >> 3);
      out[y][x] = col[x] ^ out[y][x - 1];
    }
}

#define TWO 35
#define SMALL 20
void two_nests(const int a[TWO][TWO], int d[TWO][TWO], float e[SMALL][SMALL + 5], const float g[SMALL]) {
  for (int i = 1; i < TWO; i++)
    for (int j = 1; j < TWO; j++) {
      int v = d[i - 1][j] > d[i][j - 1] ? d[i - 1][j] : d[i][j - 1];
      d[i][j] = v + a[i][j] - (d[i - 1][j - 1] & 1);
    }
  for (int y = 1; y < SMALL; y++)
    for (int x = 0; x < SMALL + 3; x++) e[y][x + 1] = e[y - 1][x + 2] * 0.75f + e[y][x] * g[y] + g[y - 1];
}

#define CASTS 8
void bool_cast(const int a[CASTS][CASTS], int t[CASTS][CASTS]) {
  for (int y = 1; y < CASTS; y++)
    for (int x = 1; x < CASTS; x++) t[y][x] = t[y - 1][x] + t[y][x - 1] + a[y][(_Bool)x];
}

#define WIDE 300
void byte_wrap(const int a[4][WIDE], int t[4][WIDE]) {
  for (int y = 1; y < 4; y++)
    for (int x = 1; x < WIDE - 1; x++) t[y][x] = t[y - 1][x] + t[y][x - 1] + a[y][(unsigned char)(x + 1)];
}
