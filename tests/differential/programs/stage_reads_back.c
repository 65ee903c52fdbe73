/* stage_reads_back.c: wavefronts whose grid-form strips read elements a cell of the lane's row or
 * the row above stored 1 to 5 lines before, from arrays each cell stores its own element of once
 * (StageArray.deferred): double, int, unsigned char, short and long long; lines y + x and
 * 2 * y + x; a triangle of cells, whose rows begin on different lines; rows not a multiple of 32.
 * (Such reads once came from registers and shuffles; bench/results/2026-11-29-ceilings-handoff-as-data.md
 * says why they no longer do.) */
#define ROWS 75
#define COLS 61
void table(const int a[ROWS][COLS], double s[ROWS][COLS], unsigned char m[ROWS][COLS]) {
  for (int y = 1; y < ROWS; y++)
    for (int x = 4; x < COLS; x++) {
      s[y][x] = s[y - 1][x] + s[y][x - 1] * 0.5 - s[y - 1][x - 4] * 0.25 + a[y][x];
      m[y][x] = (unsigned char)(m[y - 1][x - 1] * 3 + m[y][x - 2] + m[y][x - 4] + a[y][x]);
    }
}

void shorts(const int a[ROWS][COLS], short q[ROWS][COLS]) {
  for (int y = 1; y < ROWS; y++)
    for (int x = 3; x < COLS; x++) q[y][x] = (short)(q[y - 1][x - 3] - q[y][x - 3] + (a[y][x] & 255));
}

#define SKEWED 70
void skewed(const int a[SKEWED][SKEWED], long long t[SKEWED][SKEWED]) {
  for (int y = 1; y < SKEWED; y++)
    for (int x = 1; x < SKEWED - 1; x++)
      t[y][x] = t[y - 1][x + 1] * 3 + t[y][x - 1] - t[y - 1][x] + t[y - 1][x - 1] % 7 + a[y][x];
}

#define TRI 69
void triangle(const int a[TRI][TRI], int d[TRI][TRI]) {
  for (int i = 1; i < TRI; i++)
    for (int j = i; j < TRI; j++) {
      int up = d[i - 1][j], diagonal = d[i - 1][j - 1], left = d[i][j - 1];
      d[i][j] = (up > left ? up : left) + (diagonal & 15) + a[i][j] - (j & 3);
    }
}
