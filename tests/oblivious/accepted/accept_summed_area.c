// A summed area table over a fixed image.
// RUN: %bulkcc --check %s 2>&1 | FileCheck %s --allow-empty --check-prefix=QUIET
// QUIET-NOT: {{.}}
#define H 6
#define W 5
void sat(float s[H][W]) {
  for (int y = 0; y < H; y++)
    for (int x = 0; x < W; x++) {
      float up = y > 0 ? s[y - 1][x] : 0, left = x > 0 ? s[y][x - 1] : 0;
      float diag = (x > 0 && y > 0) ? s[y - 1][x - 1] : 0;
      s[y][x] += up + left - diag;
    }
}
