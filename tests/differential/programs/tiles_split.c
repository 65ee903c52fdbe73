/* tiles_split.c: wavefronts whose grid-form strips split each tile's cells by statement (the row
 * statements a lane a row, then the column statements a lane a column; plan/tiles.c): a table's
 * running sums from row 1 and column 2 (row 0 read as it lies), two rows above in the columns'
 * registers, a row's declaration and a prologue's scalar read by the columns, a column reading its
 * own element after the store, double elements (no words handed on: counts), an unsigned char
 * table, an array the columns read only where it lies, an array narrower than the rows that a
 * row statement reads only where a test lets it (its tile copied only where it lies); extents not
 * multiples of 32. */
#define ROWS 75
#define COLS 70
void running(const float a[ROWS][COLS], float s[ROWS][COLS]) {
  for (int y = 1; y < ROWS; y++) {
    float row = 0;
    for (int x = 2; x < COLS; x++) {
      row += a[y][x];
      s[y][x] = s[y - 1][x] + row;
    }
  }
}

void two_above(const int a[ROWS][COLS], const int b[ROWS][COLS], int t[ROWS][COLS], int u[ROWS][COLS]) {
  for (int y = 0; y < ROWS; y++) {
    int row = y & 7, weight = 3 - (y & 1);
    for (int x = 0; x <= COLS - 1; x++) {
      int scaled = a[y][x] * weight;
      row = row * 3 + scaled - (row >> 4);
      int above = y > 1 ? t[y - 2][x] : 5;
      t[y][x] = (y > 0 ? t[y - 1][x] : 0) - above / 3 + row + scaled + b[y][x ^ 1];
      u[y][x] = t[y][x] ^ (weight + a[y][x]);
    }
  }
}

void doubles(const double a[ROWS][COLS], double d[ROWS][COLS]) {
  for (int y = 0; y < ROWS; y++) {
    double row = 1;
    for (int x = 1; x < COLS; x++) {
      row = row * 0.5 + a[y][x];
      d[y][x] = (y ? d[y - 1][x] * 0.75 : 0.0) + row;
    }
  }
}

void bytes(const unsigned char a[ROWS][COLS], unsigned char m[ROWS][COLS]) {
  for (int y = 1; y < ROWS - 1; y++) {
    unsigned row = 0;
    for (int x = 0; x < COLS; x++) {
      row += a[y][x];
      m[y][x] = (unsigned char)(m[y - 1][x] * 5 + row + a[y][x]);
    }
  }
}

void narrow(const int a[ROWS][40], int s[ROWS][COLS]) {
  for (int y = 1; y < ROWS; y++) {
    int row = 0;
    for (int x = 0; x < COLS; x++) {
      row += x < 40 ? a[y][x] : 1;
      s[y][x] = s[y - 1][x] + row;
    }
  }
}
