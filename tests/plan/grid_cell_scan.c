// A wavefront whose warp cells scan (a table built three times over, each time's rows a running
// sum): the team form runs it; the grid form is refused, since the team kernel's scan reads its
// template's rounds ahead, which the grid kernel has not (its code once failed to compile).
// RUN: %bulkcc --dump=plan %s | FileCheck %s
// RUN: rm -rf %t && mkdir -p %t && %bulkcc %s -o %t/scan.cu && %emulate -Wall -Wextra -Werror -fsyntax-only -x c++ %t/scan.cu
#define R 75
#define C 70
void timeloop(const int a[R][C], int s[R][C]) {
  for (int it = 0; it < 3; it++) {
    for (int y = 0; y < R; y++) {
      int row = it;
      for (int x = 0; x < C; x++) {
        row += a[y][x];
        s[y][x] = (y > 0 ? s[y - 1][x] : it) * 2 + row;
      }
    }
  }
}
// CHECK: team form: yes
// CHECK: grid form: no, the scan at 12:7 of a wavefront's warp cell runs only in the team form
