// Error diffusion (Floyd-Steinberg) on a small image: data flows through values only.
// RUN: %bulkcc --check %s 2>&1 | FileCheck %s --allow-empty --check-prefix=QUIET
// QUIET-NOT: {{.}}
#define H 4
#define W 6
void dither(float img[H][W]) {
  for (int y = 0; y < H; y++)
    for (int x = 0; x < W; x++) {
      float old = img[y][x], q = old < 0.5f ? 0.0f : 1.0f, e = old - q;
      img[y][x] = q;
      if (x + 1 < W) img[y][x + 1] += e * 7 / 16;
      if (y + 1 < H && x > 0) img[y + 1][x - 1] += e * 3 / 16;
      if (y + 1 < H) img[y + 1][x] += e * 5 / 16;
      if (y + 1 < H && x + 1 < W) img[y + 1][x + 1] += e * 1 / 16;
    }
}
