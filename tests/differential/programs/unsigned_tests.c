// Loops and ifs whose tests C makes in an unsigned type (an int against an unsigned): a negative
// start, bound or operand is a huge value there. Their affine bounds would say otherwise, so the
// dependence analysis leaves such a loop sequential unless the values are proved in the unsigned
// type's range, and an if unless its operands are: before, the ragged rows ran from x = -3 as a
// wavefront, the guarded stores were taken for none and the loop split across lanes, and the
// countdown ran for m = -1. Where the start is proved not negative (k >= 0), the wavefront and its
// tiles split by statement stand. Lanes that step a signed counter below a test made as unsigned
// would not stop (lanes_down ran past 0); a narrow variable's or counter's value is its
// initializer's converted (narrow_declared's u and narrow_start's x wrap to 0). A countdown by 3
// whose last test is at 0 stays analysed (its counter never goes below 0), and so does an if
// whose && evaluates its unsigned test only where the operands are in range (guarded_and); where
// they are not there (unguarded_and: i - 2 at i = 1), the loop stays sequential. The checking
// driver runs the least and largest uniform values.
// DIFFERENTIAL-BULKCC: --uniform k=0..5 --uniform m=-1..3
// RUN: rm -rf %t && mkdir -p %t
// RUN: env BULK_FORM=team COUNTS="1 3 33" BULKCC_FLAGS="--uniform k=0..5 --uniform m=-1..3" BULKCC=%bulkcc %S/../../tools/differential.sh emulate-warps %t/team %s | FileCheck %s
// RUN: env BULK_FORM=grid COUNTS="1 3" BULKCC_FLAGS="--uniform k=0..5 --uniform m=-1..3" BULKCC=%bulkcc %S/../../tools/differential.sh emulate-warps %t/grid %s | FileCheck %s
// RUN: %bulkcc --dump=plan %s --uniform k=0..5 --uniform m=-1..3 -o - | FileCheck %s --check-prefix=PLAN
// CHECK-NOT: MISMATCH
// CHECK: ragged_rows p=1: every output matches the sequential C
// CHECK: guarded p=1: every output matches the sequential C
// CHECK: countdown p=1: every output matches the sequential C
// CHECK: unsigned_columns p=1: every output matches the sequential C
// CHECK: lanes_down p=1: every output matches the sequential C
// CHECK: narrow_declared p=1: every output matches the sequential C
// CHECK: narrow_start p=1: every output matches the sequential C
// CHECK: step_to_zero p=1: every output matches the sequential C
// CHECK: guarded_and p=1: every output matches the sequential C
// CHECK: unguarded_and p=1: every output matches the sequential C
// PLAN: for {{[0-9]+:[0-9]+}}: sequential, not analysed: its test compares as unsigned a start or bound that may be negative
// PLAN: for {{[0-9]+:[0-9]+}}: sequential, carries flow on b at distance 8
// PLAN: for {{[0-9]+:[0-9]+}}: sequential, not analysed: its test compares as unsigned a start or bound that may be negative
// PLAN-LABEL: function lanes_down
// PLAN-NOT: iterations split across the lanes
// PLAN-LABEL: function narrow_declared
// PLAN: carries flow on b
// PLAN-LABEL: function narrow_start
// PLAN: for {{[0-9]+:[0-9]+}}: sequential, not analysed: its start or bound may leave its type's range
// PLAN-LABEL: function step_to_zero
// PLAN: for {{[0-9]+:[0-9]+}}: parallel
// PLAN-LABEL: function guarded_and
// PLAN: for {{[0-9]+:[0-9]+}}: parallel
// PLAN-LABEL: function unguarded_and
// PLAN: for {{[0-9]+:[0-9]+}}: sequential, carries flow on b
// PLAN-LABEL: function unsigned_columns
// PLAN: grid strips {{[0-9]+:[0-9]+}}: a tile of 32 columns at a time, split by statement
#define R 40
#define C 64
void ragged_rows(const int a[R][C], int s[R][C], int k) {
  const unsigned n = 60u;
  for (int y = 1; y < R; y++) {
    int row = 0;
    for (int x = k - 3; x < n; x++) {
      row += a[y][x];
      s[y][x] = s[y - 1][x] + row;
    }
  }
}

void guarded(int b[40], int c[32]) {
  for (int i = 0; i < 32; i++) {
    int t = b[i];
    if (i - 2 >= 30u) b[i + 8] = t + 1;
    c[i] = t;
  }
}

void countdown(const float e[8], float d[8], int m) {
  for (unsigned u = 5; u > m; u--) d[u] = e[u] * 2.0f;
}

void lanes_down(const int a[64], int b[64]) {
  for (int x = 59; x > 0u; x--) b[x] = a[x] * 3 + 1;
}

void narrow_declared(int b[40], int c[32]) {
  for (int i = 0; i < 32; i++) {
    int t = b[i];
    unsigned char u = i + 250;
    if (u < 5) b[i + 8] = t + 1;
    c[i] = t;
  }
}

void narrow_start(const int a[R][C], int s[R][C], int k) {
  for (int y = 1; y < R; y++)
    for (unsigned char x = k + 251; x < 60; x++) s[y][x] = s[y - 1][x] + a[y][x];
}

void step_to_zero(const int a[64], int b[64], int k) {
  for (int x = 60; x > (unsigned)k; x -= 3) b[x] = a[x] * 3 + 1;
}

void guarded_and(int b[40], int c[32]) {
  for (int i = 0; i < 32; i++) {
    int t = b[i];
    if (i >= 2 && i - 2 >= 30u) b[i + 8] = t + 1;
    c[i] = t;
  }
}

void unguarded_and(int b[40], int c[32]) {
  for (int i = 0; i < 32; i++) {
    int t = b[i];
    if (i >= 1 && i - 2 >= 30u) b[i + 8] = t + 1;
    c[i] = t;
  }
}

void unsigned_columns(const int a[R][C], int s[R][C], int k) {
  const unsigned n = 60u;
  for (int y = 1; y < R; y++) {
    int row = 0;
    for (int x = k; x < n; x++) {
      row += a[y][x];
      s[y][x] = s[y - 1][x] + row;
    }
  }
}
