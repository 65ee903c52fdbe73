/* gather_updates.c: nests whose cells add integer shares of one scalar to elements of later cells
 * (error diffusion's scatter), which bulkcc turns into each cell's gather from its sources
 * (analysis/gather_updates.c), and one it must leave as it is: Floyd-Steinberg on unsigned levels
 * with a weight given as a parameter, Jarvis-Judice-Ninke's twelve shares two rows and two columns
 * away, shares chosen by an if and its else on the counters, a nest from row 1 and column 2, and
 * two left as scatters: levels read after the nest, and shares of two scalars (whose grid strips
 * store the levels only where a read may need them); levels that overflow and wrap, shares of
 * several kinds to one element, a long long share, an else-if chain, bounds from a uniform parameter;
 * shares taken away (-=) beside shares added, wrapping too; updates only in an else, second in a
 * block, under a nested if first, at a column spelled -1 + x, beside a library call.
 * Extents not multiples of 32. */
#define ROWS 75
#define COLS 70
void steinberg(const unsigned char in[ROWS][COLS], unsigned char out[ROWS][COLS], int weight) {
  unsigned level[ROWS][COLS];
  for (int y = 0; y < ROWS; y++)
    for (int x = 0; x < COLS; x++) level[y][x] = in[y][x] * 16u;
  for (int y = 0; y < ROWS; y++)
    for (int x = 0; x < COLS; x++) {
      unsigned v = level[y][x];
      unsigned error = v >= 2048u ? v - 4080u : v;
      out[y][x] = v >= 2048u ? 255 : 0;
      if (x + 1 < COLS) level[y][x + 1] += error * (unsigned)weight / 16u;
      if (y + 1 < ROWS) {
        if (x > 0) level[y + 1][x - 1] += error * 3u / 16u;
        level[y + 1][x] += error * 5u / 16u;
        if (x + 1 < COLS) level[y + 1][x + 1] += error / 16u;
      }
    }
}

void jarvis(const unsigned char in[ROWS][COLS], unsigned char out[ROWS][COLS]) {
  int level[ROWS][COLS];
  for (int y = 0; y < ROWS; y++)
    for (int x = 0; x < COLS; x++) level[y][x] = in[y][x] * 48;
  for (int y = 0; y < ROWS; y++)
    for (int x = 0; x < COLS; x++) {
      int v = level[y][x];
      int white = v >= 128 * 48;
      out[y][x] = (unsigned char)(white ? 255 : 0);
      int e = v - (white ? 255 * 48 : 0);
      if (x + 1 < COLS) level[y][x + 1] += e * 7 / 48;
      if (x + 2 < COLS) level[y][x + 2] += e * 5 / 48;
      for (int dummy = 0; dummy < 0; dummy++) out[y][x] = 1;
    }
}

void jarvis_rows(const unsigned char in[ROWS][COLS], unsigned char out[ROWS][COLS]) {
  int level[ROWS][COLS];
  for (int y = 0; y < ROWS; y++)
    for (int x = 0; x < COLS; x++) level[y][x] = in[y][x] * 48;
  for (int y = 0; y < ROWS; y++)
    for (int x = 0; x < COLS; x++) {
      int v = level[y][x];
      int white = v >= 128 * 48;
      out[y][x] = (unsigned char)(white ? 255 : 0);
      int e = v - (white ? 255 * 48 : 0);
      if (x + 1 < COLS) level[y][x + 1] += e * 7 / 48;
      if (x + 2 < COLS) level[y][x + 2] += e * 5 / 48;
      if (y + 1 < ROWS) {
        if (x > 1) level[y + 1][x - 2] += e * 3 / 48;
        if (x > 0) level[y + 1][x - 1] += e * 5 / 48;
        level[y + 1][x] += e * 7 / 48;
        if (x + 1 < COLS) level[y + 1][x + 1] += e * 5 / 48;
        if (x + 2 < COLS) level[y + 1][x + 2] += e * 3 / 48;
      }
      if (y + 2 < ROWS) {
        if (x > 1) level[y + 2][x - 2] += e * 1 / 48;
        if (x > 0) level[y + 2][x - 1] += e * 3 / 48;
        level[y + 2][x] += e * 5 / 48;
        if (x + 1 < COLS) level[y + 2][x + 1] += e * 3 / 48;
        if (x + 2 < COLS) level[y + 2][x + 2] += e * 1 / 48;
      }
    }
}

void alternating(const unsigned char in[ROWS][COLS], unsigned char out[ROWS][COLS]) {
  int level[ROWS][COLS];
  for (int y = 0; y < ROWS; y++)
    for (int x = 0; x < COLS; x++) level[y][x] = in[y][x] * 16 - 2000;
  for (int y = 1; y < ROWS - 1; y++)
    for (int x = 2; x < COLS - 1; x++) {
      int v = level[y][x];
      out[y][x] = (unsigned char)(v & 255);
      int share = v / 3 - (v >> 5);
      if ((x + y) & 1)
        level[y][x + 1] += share;
      else
        level[y + 1][x - 2] += share * 2;
      level[y + 1][x + 1] += share / 4;
    }
}

void kept_after(const unsigned char in[ROWS][COLS], unsigned char out[ROWS][COLS]) {
  int level[ROWS][COLS];
  for (int y = 0; y < ROWS; y++)
    for (int x = 0; x < COLS; x++) level[y][x] = in[y][x];
  for (int y = 0; y < ROWS; y++)
    for (int x = 0; x < COLS; x++) {
      int v = level[y][x];
      int e = v & 7;
      if (x + 1 < COLS) level[y][x + 1] += e;
      if (y + 1 < ROWS) level[y + 1][x] += e * 3;
    }
  for (int y = 0; y < ROWS; y++)
    for (int x = 0; x < COLS; x++) out[y][x] = (unsigned char)level[y][x];
}

void two_scalars(const unsigned char in[ROWS][COLS], unsigned char out[ROWS][COLS]) {
  int level[ROWS][COLS];
  for (int y = 0; y < ROWS; y++)
    for (int x = 0; x < COLS; x++) level[y][x] = in[y][x] * 16;
  for (int y = 0; y < ROWS; y++)
    for (int x = 0; x < COLS; x++) {
      int v = level[y][x];
      int white = v >= 2048;
      out[y][x] = white ? 255 : 0;
      int error = v - (white ? 4080 : 0);
      if (x + 1 < COLS) level[y][x + 1] += error * 7 / 16 + white;
      if (y + 1 < ROWS) {
        if (x > 0) level[y + 1][x - 1] += error * 3 / 16;
        level[y + 1][x] += error * 5 / 16 - white;
      }
    }
}

#pragma bulkcc uniform n=1..60
void bounded(const unsigned char in[ROWS][COLS], unsigned char out[ROWS][COLS], int n) {
  unsigned level[ROWS][COLS];
  for (int y = 0; y < ROWS; y++)
    for (int x = 0; x < COLS; x++) {
      level[y][x] = in[y][x] * 0x9E3779B1u;
      out[y][x] = 0;
    }
  for (int y = 1; y <= n; y++)
    for (int x = 2; x <= n; x++) {
      unsigned v = level[y][x];
      unsigned e = v * 2654435761u + 7u;
      out[y][x] = (unsigned char)(v >> 24);
      if (x + 3 <= n) level[y][x + 3] += e >> 3;
      if (y < n) {
        if (x > 4) level[y + 1][x - 3] += e * 5u;
        else level[y + 1][x - 1] += e - 1000u;
      }
      if (y + 2 <= n) level[y + 2][x] += e ^ 0x55u;
    }
}

void wrapping(const unsigned char in[ROWS][COLS], unsigned char out[ROWS][COLS]) {
  int level[ROWS][COLS];
  for (int y = 0; y < ROWS; y++)
    for (int x = 0; x < COLS; x++) level[y][x] = in[y][x] * 16777000 - 2000000000;
  for (int y = 0; y < ROWS; y++)
    for (int x = 0; x < COLS; x++) {
      int v = level[y][x];
      int e = (v >> 1) - (v % 7);
      out[y][x] = (unsigned char)(v ^ (v >> 8) ^ (v >> 16) ^ (v >> 24));
      if (x + 1 < COLS) level[y][x + 1] += e / 3;
      if (x + 1 < COLS) level[y][x + 1] += e % 5;
      if (y + 1 < ROWS) {
        if ((x + y) % 3 == 0) level[y + 1][x] += e * 3;
        else if (x > 2) level[y + 1][x - 3] += -e / 4;
        else level[y + 1][x] += 1;
      }
      if (y + 2 < ROWS && x + 1 < COLS) level[y + 2][x + 1] += (long long)e * 3000000000LL >> 5;
    }
}

void subtracting(const unsigned char in[ROWS][COLS], unsigned char out[ROWS][COLS]) {
  int level[ROWS][COLS];
  for (int y = 0; y < ROWS; y++)
    for (int x = 0; x < COLS; x++) level[y][x] = in[y][x] * 16777000 - 2000000000;
  for (int y = 0; y < ROWS; y++)
    for (int x = 0; x < COLS; x++) {
      int v = level[y][x];
      int e = v / 3 - 1000;
      out[y][x] = (unsigned char)(v ^ (v >> 8) ^ (v >> 16));
      if (x + 1 < COLS) level[y][x + 1] -= e / 2;
      if (y + 1 < ROWS) {
        level[y + 1][x] += e * 3 / 8;
        if (x > 0) level[y + 1][x - 1] -= e * 5;
      }
    }
}

#include <stdlib.h>
void scattered_forms(const unsigned char in[ROWS][COLS], unsigned char out[ROWS][COLS]) {
  int level[ROWS][COLS];
  for (int y = 0; y < ROWS; y++)
    for (int x = 0; x < COLS; x++) level[y][x] = in[y][x] * 16;
  for (int y = 0; y < ROWS; y++)
    for (int x = 0; x < COLS; x++) {
      int v = level[y][x];
      int e = (v & 31) - 16;
      out[y][x] = (unsigned char)(v + abs(x - 30));
      if (x + 1 >= COLS) {
      } else
        level[y][x + 1] -= e;
      if (y + 1 < ROWS) {
        if (x > 0) level[y + 1][-1 + x] -= e * 3;
        out[y][x] ^= 1;
        level[y + 1][x] += e * 5 / 16;
      }
    }
}
