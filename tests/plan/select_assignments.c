// `x = c ? e : x;` of a scalar x is taken as `if (c) x = e;`, the same operations: a minimum so
// written is an ordered reduction whose warp cells the grid form splits across their lanes, as
// the if's; `x = c ? x : e;` (the arms the other way round) and a store to an element stay as
// written.
// RUN: %bulkcc --dump=plan %s | FileCheck %s
#define T 12
float ternary(const float c[T][T]) {
  float M[T][T];
  for (int i = 0; i < T; i++) M[i][i] = c[i][i];
  for (int i = T - 2; i >= 0; i--)
    for (int j = i + 1; j < T; j++) {
      float s = 1e30f;
      for (int k = i; k < j; k++) {
        float r = M[i][k] + M[k + 1][j];
        s = r < s ? r : s;
      }
      M[i][j] = s + c[i][j];
    }
  return M[0][T - 1];
}
float swapped(const float c[T][T]) {
  float M[T][T];
  for (int i = 0; i < T; i++) M[i][i] = c[i][i];
  for (int i = T - 2; i >= 0; i--)
    for (int j = i + 1; j < T; j++) {
      float s = 1e30f;
      for (int k = i; k < j; k++) {
        float r = M[i][k] + M[k + 1][j];
        s = s < r ? s : r;
      }
      M[i][j] = s + c[i][j];
    }
  return M[0][T - 1];
}
void element(const float a[T], float m[T]) {
  for (int i = 0; i < T; i++) m[i] = a[i] < m[i] ? a[i] : m[i];
}
// Where x does not come back unchanged through the ?:'s type and the conversion around it, the
// statement stays as written: an int through float (16777217 is not a float), a cast to char.
int through_float(const int a[T], int o[T]) {
  int x = 16777217;
  for (int i = 0; i < T; i++) { x = a[i] > 2000 ? 0.5f : x; o[i] = x; }
  return x;
}
int through_char(const int a[T], int o[T]) {
  int x = 1000;
  for (int i = 0; i < T; i++) { x = (char)(a[i] > 2000 ? a[i] : x); o[i] = x; }
  return x;
}
// CHECK-LABEL: function ternary (entry)
// CHECK: for 13:7: reduction min over s (ties keep the earliest); private r
// CHECK-NEXT: grid cell for 13:7: reduced across the cell's lanes
// CHECK: if 15:9: select (on input data)
// CHECK-LABEL: function swapped (entry)
// CHECK: for 27:7: reduction min over s (ties keep the latest); private r
// CHECK-NOT: grid cell for 27:7: reduced
// CHECK-NOT: if 29:9
// CHECK-LABEL: function element (entry)
// CHECK-NOT: if 36:
// CHECK: cost:
// CHECK-LABEL: function through_float (entry)
// CHECK-NOT: if {{[0-9]+}}:
// CHECK: cost:
// CHECK-LABEL: function through_char (entry)
// CHECK-NOT: if {{[0-9]+}}:
// CHECK: cost:
