// Reads of constant tables are checked too.
// RUN: not %bulkcc --check %s 2>&1 | FileCheck %s
static const int prime[5] = {2, 3, 5, 7, 11};
int f(const int a[1]) {
  int s = a[0];
  for (int i = 0; i <= 5; i++) s += prime[i];
// CHECK: table_out_of_bounds.c:[[@LINE-1]]:43: error: index 5 is out of bounds for 'prime' of type 'const int [5]' (this dimension has 5 elements) when i = 5
  return s;
}
