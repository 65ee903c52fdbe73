// Each dimension is checked on its own: m[0][3] is outside a row of 3 even though m has 6 elements.
// RUN: not %bulkcc --check %s 2>&1 | FileCheck %s
float f(const float m[2][3]) { return m[0][3]; }
// CHECK: out_of_bounds_row.c:[[@LINE-1]]:44: error: index 3 is out of bounds for 'm' of type 'const float [2][3]' (this dimension has 3 elements)
