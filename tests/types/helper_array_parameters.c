// A helper's multi-dimensional array parameter takes a matching array, whichever function is
// checked first; an open or shorter outer length takes a longer array (the helper sees a prefix),
// and a longer one takes a shorter array when the helper stays within it.
// RUN: rm -rf %t && env BULKCC=%bulkcc %S/../tools/differential.sh cpu %t %s | FileCheck %s
// RUN: env BULKCC=%bulkcc %S/../tools/differential.sh emulate %t/emu %s | FileCheck %s
// CHECK-NOT: MISMATCH
// CHECK: p=1000: every output matches the sequential C
static void h(double C[4][5], const double D[][5]) { for (int i = 0; i < 4; i++) for (int j = 0; j < 5; j++) C[i][j] += D[i][j] * (i + 1); }
static float g(const float v[8]) { float s = 0; for (int i = 0; i < 8; i++) s += v[i] * (float)(i + 1); return s; }
void f(double A[4][5], const double B[6][5], const float b[16], float out[2]) { h(A, B); out[0] = g(b); float t[12]; for (int i = 0; i < 12; i++) t[i] = b[i] * 2; out[1] = g(t); }
// A helper may declare more than it is given and use only what it is given (valid C): the
// evaluation checks its accesses against the 4 elements of the row passed.
static void first_four(float v[8]) { for (int i = 0; i < 4; i++) v[i] = v[i] * 3 + 1; }
void row_of_four(float a[2][4]) { first_four(a[1]); first_four(a[0]); }
