// In a three-dimensional array, the middle index is checked against its own dimension.
// RUN: not %bulkcc --check %s 2>&1 | FileCheck %s
float f(const float v[2][3][4]) {
  float s = 0;
  for (int i = 0; i < 2; i++)
    for (int j = 0; j < 4; j++) s += v[i][j][0];
// CHECK: middle_dimension.c:[[@LINE-1]]:43: error: index 3 is out of bounds for 'v' of type 'const float [2][3][4]' (this dimension has 3 elements) when i = 0, j = 3
  return s;
}
