// Two loops that both carry dependences and have no wavefront: --dump=plan's grid form line (or
// the team form's, where no loop splits either) says why, for the first such nest: a statement
// before the inner loop that the cells depend on (prologue_unproved: its stores stay there, the
// inner loop's first value less one not proved to pass its test in the last row), one after it
// (epilogue_unproved: its stores stay there, the inner loop starting past its bound in the last
// row), a scalar every cell may update (running_max: Smith-Waterman's best), a counter stepping
// by 2 (stride), and a read nine columns right on the row above, past the lines tried
// (far_right). A row's stores before its cells, where the inner loop's first value less one
// passes its test in every row, run as its first iteration (prologue), a wavefront as the same
// nest with the stores in a loop of their own (prologue_apart).
// RUN: %bulkcc --dump=plan %s -o - | FileCheck %s
#define N 40
void prologue(const int in[N][N], int a[N][N]) {
  for (int x = 0; x < N; x++) a[0][x] = in[0][x];
  for (int y = 1; y < N; y++) {
    a[y][0] = in[y][0];
    for (int x = 1; x < N; x++) a[y][x] = a[y - 1][x] + a[y][x - 1] + in[y][x];
  }
}
// CHECK-LABEL: function prologue
// CHECK: grid form: yes
// CHECK: team for {{[0-9]+}}:3: a wavefront, the lanes taking the cells of one line y + x = w
// CHECK: fold {{[0-9]+}}:3: the row's stores before the loop at {{[0-9]+}}:5 run as its first iteration, x = its start - 1{{$}}

void prologue_apart(const int in[N][N], int a[N][N]) {
  for (int x = 0; x < N; x++) a[0][x] = in[0][x];
  for (int y = 1; y < N; y++) a[y][0] = in[y][0];
  for (int y = 1; y < N; y++)
    for (int x = 1; x < N; x++) a[y][x] = a[y - 1][x] + a[y][x - 1] + in[y][x];
}
// CHECK-LABEL: function prologue_apart
// CHECK: grid form: yes

void epilogue_unproved(const int in[N][N], int a[N][N], int e[N]) {
  for (int y = 0; y < N; y++) a[y][0] = in[y][0];
  for (int x = 0; x < N; x++) a[0][x] = in[0][x];
  for (int y = 1; y < N; y++) {
    for (int x = y + 2; x < N; x++) a[y][x] = a[y - 1][x] + a[y][x - 1] + in[y][x];
    e[y] = a[y][N - 1];
  }
}
// CHECK-LABEL: function epilogue_unproved
// CHECK: grid form: no, no wavefront at {{[0-9]+}}:3: statements follow the inner loop at {{[0-9]+}}:5 in the outer loop's body{{$}}
// CHECK: fold {{[0-9]+}}:3: the row's stores after the inner loop stay there: the inner loop is not proved to reach its bound in every row{{$}}

void prologue_unproved(const int in[N][N], int a[N][N]) {
  for (int x = 0; x < N; x++) a[0][x] = in[0][x];
  for (int y = 1; y < N; y++) {
    a[y][y + 1 < N ? y + 1 : 0] = in[y][0];
    for (int x = y + 2; x < N; x++) a[y][x] = a[y - 1][x] + a[y][x - 1] + in[y][x];
  }
}
// CHECK-LABEL: function prologue_unproved
// CHECK: no wavefront at {{[0-9]+}}:3: the statement at {{[0-9]+}}:5, outside the inner loop, depends on its cells or they on it; before the inner loop, only a row's own scalars may{{$}}
// CHECK: fold {{[0-9]+}}:3: the row's stores before the inner loop stay there: the inner loop's first value less one (more one counting down) is not proved to pass its test in every row{{$}}

int running_max(const int in[N][N]) {
  int a[N][N], best = 0;
  for (int y = 0; y < N; y++) a[y][0] = in[y][0];
  for (int x = 0; x < N; x++) a[0][x] = in[0][x];
  for (int y = 1; y < N; y++)
    for (int x = 1; x < N; x++) {
      a[y][x] = a[y - 1][x] + a[y][x - 1] + in[y][x];
      if (a[y][x] > best) best = a[y][x];
    }
  return best;
}
// CHECK-LABEL: function running_max
// CHECK: grid form: no, no wavefront at {{[0-9]+}}:3: no line a * y + b * x = w (a from 1 to 8, b from 1 to 3) puts the cells that depend on each other through best on different lines; it is a scalar the cells update (a running maximum, say), which orders them all{{$}}

void stride(int a[N][N]) {
  for (int y = 2; y < N; y += 2)
    for (int x = 1; x < N; x++) a[y][x] = a[y - 2][x] + a[y][x - 1];
}
// CHECK-LABEL: function stride
// CHECK: no wavefront at {{[0-9]+}}:3: a counter steps by more than 1{{$}}

void far_right(float a[N][N]) {
  for (int y = 1; y < N; y++)
    for (int x = 1; x < N - 9; x++) a[y][x] = a[y][x - 1] * 0.5f + a[y - 1][x + 9];
}
// CHECK-LABEL: function far_right
// CHECK: no wavefront at {{[0-9]+}}:3: no line a * y + b * x = w (a from 1 to 8, b from 1 to 3) puts the cells that depend on each other through a on different lines{{$}}
