// The grid form (CUDA): an entry with a wavefront runs an instance on a group of blocks, the team
// form's code on all their threads; what keeps an entry from it, and how its loops run, each said
// in --dump=plan.
// RUN: %bulkcc --dump=plan %s | FileCheck %s
// RUN: %bulkcc --target=cpu --dump=plan %s | FileCheck %s --check-prefix=CPU
// CPU-NOT: grid
int table(const int a[16][16]) {
  int M[16][16];
  memset(M, 0, sizeof M);
  for (int i = 14; i >= 0; i--)
    for (int j = i + 1; j < 16; j++) {
      int s = 1 << 30;
      for (int k = i; k < j; k++)
        if (M[i][k] + M[k + 1][j] < s) s = M[i][k] + M[k + 1][j];
      M[i][j] = s + a[i][j];
    }
  return M[0][15];
}
// A cell's k loop splits across a warp's lanes, which read M's columns from its transpose (the
// grid form's alone: the team form's lane cells do not read it); memset's loop runs on one lane.
// CHECK-LABEL: function table (entry)
// CHECK: grid form: yes, the blocks of a group per instance, a wavefront's cells across their threads
// CHECK: grid mirror M: its transpose kept beside it, the columns a wavefront's warp cells walk read as rows
// CHECK: grid loop {{[0-9]+}}:{{[0-9]+}}: one lane runs it whole, its stores its own
// CHECK: team for 10:3: a wavefront, {{.*}}; in the grid form a warp or more a cell (as many of a block's as the line's cells leave idle, up to 16), its loops split across their lanes
// CHECK: grid cell for 13:7: reduced across the cell's lanes (a warp's by shuffles, then its warps' through shared memory); every other line's iterations last to first (the rows' ends the line before read last, in L2)
int edits(const unsigned char a[32], const unsigned char b[32]) {
  int d[33][33];
  for (int i = 0; i <= 32; i++) d[i][0] = i;
  for (int j = 1; j <= 32; j++) d[0][j] = j;
  for (int i = 1; i <= 32; i++)
    for (int j = 1; j <= 32; j++) {
      int best = d[i - 1][j - 1] + (a[i - 1] != b[j - 1]);
      if (d[i - 1][j] + 1 < best) best = d[i - 1][j] + 1;
      if (d[i][j - 1] + 1 < best) best = d[i][j - 1] + 1;
      d[i][j] = best;
    }
  return d[32][32];
}
// A thread a cell (no loop to split), the rows i in strips of 32, a warp a strip, in the grid form.
// CHECK-LABEL: function edits (entry)
// CHECK: grid form: yes
// CHECK: team for 31:3: a wavefront, the lanes taking the cells of one line i + j = w, the lines in order; in the grid form strips of 32 rows, a warp a strip, each after the one before{{$}}
int summed(const int a[32], int d[32][32]) {
  int total = 0;
  for (int i = 0; i < 32; i++) total += a[i];
  for (int i = 1; i < 32; i++)
    for (int j = 1; j < 32; j++) d[i][j] = d[i - 1][j] + d[i][j - 1];
  return total;
}
// CHECK-LABEL: function summed (entry)
// CHECK: grid form: no, the reduction at 46:3 combines its lanes by a warp's shuffles
void rows(int d[32][32]) {
  for (int i = 0; i < 32; i++)
    for (int j = 0; j < 32; j++) d[i][j] = d[i][j] * 2;
}
// CHECK-LABEL: function rows (entry)
// CHECK: grid form: no, no wavefront
void narrow(short d[40][40]) {
  for (short i = 0; i < 40; i++) d[i][0] = i;
  for (int i = 1; i < 40; i++)
    for (int j = 1; j < 40; j++) d[i][j] = (short)(d[i - 1][j] + d[i][j - 1]);
}
// CHECK-LABEL: function narrow (entry)
// CHECK: grid form: no, the counter of the loop at 60:3 is not proved to stay in its type with 4194304 lanes past its end
int shifted(int d[32][32], int out[32]) {
  for (int i = 1; i < 32; i++)
    for (int j = 1; j < 32; j++) d[i][j] = d[i - 1][j] + d[i][j - 1];
  int previous = 0;
  for (int i = 0; i < 32; i++) {
    out[i] = previous;
    previous = d[i][i];
  }
  return previous;
}
// A store one lane makes in a loop that writes a scalar every lane holds (previous): each time
// round the group would wait at two barriers, with no line's work between.
// CHECK-LABEL: function shifted (entry)
// CHECK: grid form: no, the store at 71:5, in a loop, is one lane's between two barriers of all the blocks each time round
// The CPU's team runs edits' cells (no loop in them) a thread a strip of rows, each strip after
// the one before, rather than the team at a barrier a line.
// CPU-LABEL: function edits (entry)
// CPU: team for 31:3: a wavefront of the lines i + j = w, a thread a strip of rows, its cells in order, each line once the strip before has done the line before
// A cell whose loop counts in a byte keeps one warp: its counter is not proved to stay in its type
// 512 lanes past its end (32 lanes: yes).
int byte_cells(const unsigned char c[200][200]) {
  int M[200][200];
  for (int i = 0; i < 200; i++) M[i][i] = c[i][i];
  for (int i = 198; i >= 0; i--)
    for (int j = i + 1; j < 200; j++) {
      int s = 1 << 30;
      for (unsigned char k = (unsigned char)i; k < j; k++)
        if (M[i][k] + M[k + 1][j] < s) s = M[i][k] + M[k + 1][j];
      M[i][j] = s + c[i][j];
    }
  return M[0][199];
}
// CHECK-LABEL: function byte_cells (entry)
// CHECK: team for 89:3: a wavefront, {{.*}}; in the grid form a warp a cell, its loops split across the warp's lanes
// CHECK-NEXT: grid cells for 89:3: a warp each, not more: the counter of the loop at 92:7 is not proved to stay in its type with 512 lanes past its end
// CHECK: grid cell for 92:7: reduced across the warp's lanes
