// Constant tables go to constant memory, laid out flat up to the last element given (C fills
// the rest with zeros).
// RUN: %bulkcc %s -o - | FileCheck %s
static const int grid[2][3] = {{1, 2}, {4}};
int f(const int a[1]) {
  static const double scale[] = {0.5, 2.0};
  int s = a[0];
  for (int i = 0; i < 2; i++) s += grid[1][i] + (int)scale[i];
  return s;
}
// CHECK: static __constant__ const int bulkcc_t_grid[6] = {
// CHECK-NEXT: (int)(1), (int)(2), (int)(0), (int)(4){{$}}
// CHECK-NEXT: };
// CHECK: static __constant__ const double bulkcc_t_f_scale[2] = {
// CHECK: s += (bulkcc_t_grid[(((size_t)(1)) * 3u + (size_t)(i))] + ((int)(bulkcc_t_f_scale[((size_t)(i))])));
