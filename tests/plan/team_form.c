// The team form (CUDA): a warp per instance, the loops that split across its lanes, and what keeps
// an entry or a loop from it, each said in --dump=plan.
// RUN: %bulkcc --dump=plan %s | FileCheck %s
// RUN: %bulkcc --target=cpu --dump=plan %s | FileCheck %s --check-prefix=CPU
// RUN: %bulkcc --layout=row --dump=plan %s | FileCheck %s --check-prefix=ROW
float opt_like(const float c[16][16]) {
  float M[16][16];
  for (int i = 0; i < 16; i++) M[i][i] = 0;
  for (int i = 14; i >= 0; i--)
    for (int j = i + 1; j < 16; j++) {
      float s = 1e30f;
      for (int k = i; k < j; k++) {
        float r = M[i][k] + M[k + 1][j];
        if (r < s) s = r;
      }
      M[i][j] = s + c[i][j];
    }
  return M[0][15];
}
// CHECK-LABEL: function opt_like (entry)
// CHECK: team form: yes, a warp per instance
// The i and j loops are a wavefront: a lane takes a cell and runs its k loop whole.
// CHECK: grid mirror M: its transpose kept beside it, the columns a wavefront's warp cells walk read as rows
// CHECK: team for 8:3: iterations split across the lanes
// CHECK: team for 9:3: a wavefront, the lanes taking the cells of one line -i + j = w, the lines in order
// CHECK-NOT: team for {{[0-9]}}
// CPU: team form: yes, a team of threads per instance, for calls of few instances
// ROW-NOT: team form: yes
void near_the_limit(unsigned char a[256]) {
  for (unsigned char i = 200; i < 250; i++) a[i] = i;
  for (unsigned char i = 0; i < 100; i++) a[i] = (unsigned char)(i + 1);
}
// CHECK-LABEL: function near_the_limit (entry)
// CHECK: team form: yes, a warp per instance
// CHECK-NOT: team for 30:3
// CHECK: team for 31:3: iterations split across the lanes
void two_stores(int a[8]) {
  int k = 0;
  for (int i = 0; i < 8; i++) a[i] = i;
  a[k++] = 3;
}
// CHECK-LABEL: function two_stores (entry)
// CHECK: team form: no, a store that is not a statement of its own at 40:3
int table_init(const int a[8]) {
  int t[4] = {1, 2, 3, 4};
  int s = 0;
  for (int i = 0; i < 8; i++) s += a[i] * t[i % 4];
  return s;
}
// CHECK-LABEL: function table_init (entry)
// CHECK: team form: no, {{.*}}
float float_sum(const float a[8]) {
  float s = 0;
  for (int i = 0; i < 8; i++) s += a[i];
  return s;
}
// CHECK-LABEL: function float_sum (entry)
// CHECK: team form: no, no loop splits across lanes
int written_outside(const int a[8]) {
  int last = 0;
  for (int i = 0; i < 8; i++)
    if (i == 5) last = a[i];
  return last;
}
// A scalar from outside the loop set in one iteration: the loop is parallel, but only one lane
// would hold the value the statement after it reads.
// CHECK-LABEL: function written_outside (entry)
// CHECK: team form: no, no loop splits across lanes
// CHECK: for 61:3: parallel
float columns(const float c[16][16]) {
  float M[16][16];
  for (int k = 0; k < 16; k++) M[k][0] = c[k][0];
  for (int j = 1; j < 16; j++) {
    float s = 1e30f;
    for (int k = 0; k < 16; k++) {
      float r = M[k][j - 1];
      if (r < s) s = r;
    }
    for (int k = 0; k < 16; k++) M[k][j] = s + c[k][j];
  }
  return M[15][15];
}
// A column of a working array read by a split loop: the lanes read a row of its transpose.
// CHECK-LABEL: function columns (entry)
// CHECK: team mirror M: its transpose kept beside it, the columns split loops walk read as rows
// CHECK: team for 72:3: iterations split across the lanes
// CHECK-NOT: wavefront
// CHECK: team for 75:5: reduced across the lanes
// CHECK: team for 79:5: iterations split across the lanes
