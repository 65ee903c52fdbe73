// A nest of two loops that both carry dependences is a wavefront where every dependence goes
// from one line a * i + b * j = w to a later one, for small positive a and b in the loops'
// directions of travel; the cells of one line are then independent. Where no such line exists
// (a dependence at every distance backwards along the inner loop), none is reported. An index
// that is not affine reaches its whole row, which keeps cells of one row apart but not a line.
// RUN: %bulkcc --dump=plan %s | FileCheck %s
#define N 16
int grid(const int a[N][N]) {
  int d[N][N];
  for (int i = 0; i < N; i++) d[i][0] = d[0][i] = a[i][0];
  for (int i = 1; i < N; i++)
    for (int j = 1; j < N; j++) d[i][j] = d[i - 1][j] + d[i][j - 1] + a[i][j];
  return d[N - 1][N - 1];
}
float triangle(const float c[N][N]) {
  float m[N][N];
  for (int i = 0; i < N; i++) m[i][i] = 0;
  for (int i = N - 2; i >= 0; i--)
    for (int j = i + 1; j < N; j++) {
      float s = m[i + 1][j] + c[i][j];
      if (m[i][j - 1] < s) s = m[i][j - 1];
      m[i][j] = s;
    }
  return m[0][N - 1];
}
void knight(int v[N][N]) {
  for (int y = 1; y < N; y++)
    for (int x = 0; x < N - 1; x++) v[y][x] += v[y - 1][x + 1] + v[y][x - 1 < 0 ? 0 : x];
}
void skewed(int v[N][N]) {
  for (int y = 1; y < N; y++)
    for (int x = 1; x < N - 1; x++) v[y][x] = v[y - 1][x + 1] + v[y][x - 1];
}
void whole_row(int v[N][N]) {
  for (int y = 1; y < N; y++)
    for (int x = 1; x < N; x++) v[y][x] = v[y][x - 1] + v[y - 1][N - x];
}
// CHECK-LABEL: function grid
// CHECK: for 11:3: sequential, carries flow on d at distance 1; a wavefront: the cells of one line i + j = w are independent
// CHECK-NEXT: team for 11:3: a wavefront, the lanes taking the cells of one line i + j = w, the lines in order
// CHECK: for 12:5: sequential, carries flow on d at distance 1{{$}}
// CHECK-LABEL: function triangle
// CHECK: for 18:3: sequential, carries flow on m at distance 1; a wavefront: the cells of one line -i + j = w are independent; private s
// CHECK-LABEL: function knight
// CHECK: for 27:3: sequential, carries flow on v at distance 1; a wavefront: the cells of one line 2 * y + x = w are independent
// CHECK-LABEL: function skewed
// CHECK: for 31:3: sequential, carries flow on v at distance 1; a wavefront: the cells of one line 2 * y + x = w are independent
// CHECK-LABEL: function whole_row
// CHECK: team form: no, no loop splits across lanes
// CHECK: for 35:3: sequential, carries flow on v at distance 1{{$}}
