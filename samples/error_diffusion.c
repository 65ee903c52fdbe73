/* error_diffusion.c: Floyd-Steinberg error diffusion of an N x N 8-bit image to black and white.
 * Each pixel's quantisation error goes 7/16 to the right, 3/16 below left, 5/16 below and 1/16
 * below right, in fixed point (16ths of a level), so that every instance is exact. */
#ifndef N
#define N 64
#endif
void error_diffusion(const unsigned char in[N][N], unsigned char out[N][N]) {
  int level[N][N];
  for (int y = 0; y < N; y++)
    for (int x = 0; x < N; x++) level[y][x] = in[y][x] * 16;
  for (int y = 0; y < N; y++)
    for (int x = 0; x < N; x++) {
      int v = level[y][x];
      int white = v >= 128 * 16;
      out[y][x] = white ? 255 : 0;
      int error = v - (white ? 255 * 16 : 0);
      if (x + 1 < N) level[y][x + 1] += error * 7 / 16;
      if (y + 1 < N) {
        if (x > 0) level[y + 1][x - 1] += error * 3 / 16;
        level[y + 1][x] += error * 5 / 16;
        if (x + 1 < N) level[y + 1][x + 1] += error / 16;
      }
    }
}
