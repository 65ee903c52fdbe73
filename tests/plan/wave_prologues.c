// A wavefront whose rows begin with statements before the inner loop (a prologue): taken where
// those statements touch only the row's own scalars, declared there; the team and grid forms run
// it in strips, a lane a row, and the CPU's team a thread a strip of rows, each scalar an array
// over the strip's rows.
// RUN: %bulkcc --dump=plan %s | FileCheck %s
// RUN: %bulkcc --target=cpu --dump=plan %s | FileCheck %s --check-prefix=CPU
// CPU-LABEL: function table (entry)
// CPU: team for 12:3: a wavefront of the lines y + x = w, a thread a strip of rows (each row's statements before the inner loop first, its scalars its own), its cells in order, each line once the strip before has done the line before
// CPU-NOT: wavefront of the lines
#define N 16
void table(const float a[N][N], float s[N][N]) {
  for (int y = 0; y < N; y++) {
    float row = 0;
    for (int x = 0; x < N; x++) {
      row += a[y][x];
      s[y][x] = (y > 0 ? s[y - 1][x] : 0) + row;
    }
  }
}
// CHECK-LABEL: function table (entry)
// CHECK: grid form: yes
// CHECK: for 12:3: {{.*}}a wavefront: the cells of one line y + x = w are independent; private row
// CHECK: team for 12:3: a wavefront of the lines y + x = w in strips of 32 rows, a lane a row: its statements before the inner loop, then its cells line by line; in the grid form a warp a strip, each after the one before
void reads_cells(const float a[N][N], float s[N][N]) {
  for (int y = 1; y < N; y++) {
    float row = s[y - 1][N - 1];
    for (int x = 0; x < N; x++) {
      row += a[y][x];
      s[y][x] = s[y - 1][x] + row;
    }
  }
}
// The prologue reads what the cells write: no wavefront.
// CHECK-LABEL: function reads_cells (entry)
// CHECK-NOT: a wavefront
// CHECK: team form: no, no loop splits across lanes; no wavefront at {{[0-9]+}}:3: the statement at {{[0-9]+}}:11, outside the inner loop, depends on its cells or they on it
// CHECK-NOT: a wavefront
float outside(const float a[N][N], float s[N][N]) {
  float row = 0;
  for (int y = 1; y < N; y++) {
    row = 0;
    for (int x = 0; x < N; x++) {
      row += a[y][x];
      s[y][x] = s[y - 1][x] + row;
    }
  }
  return row;
}
// The row's scalar is declared outside the nest (and read after it): no wavefront.
// CHECK-LABEL: function outside (entry)
// CHECK-NOT: a wavefront
// CHECK: team form: no, no loop splits across lanes; no wavefront at {{[0-9]+}}:3: the statement at {{[0-9]+}}:5, outside the inner loop, depends on its cells or they on it
// CHECK-NOT: a wavefront
void after(const float a[N][N], float s[N][N], float last[N]) {
  for (int y = 1; y < N; y++) {
    float row = 0;
    for (int x = 0; x < N; x++) {
      row += a[y][x];
      s[y][x] = s[y - 1][x] + row;
    }
    last[y] = row;
  }
}
// A statement after the inner loop: no wavefront.
// CHECK-LABEL: function after (entry)
// CHECK-NOT: a wavefront
void windows(const unsigned char in[N][N], int out[N][N]) {
  for (int y = 1; y < N; y++) {
    int last[3] = {0, 0, 0};
    for (int x = 0; x < N; x++) {
      last[x % 3] = in[y][x];
      out[y][x] = out[y - 1][x] + last[0] + 2 * last[1] + 3 * last[2];
    }
  }
}
// The row's own array: the lanes would share it (working arrays are the instance's): no wavefront.
// CHECK-LABEL: function windows (entry)
// CHECK-NOT: a wavefront
