// File-scope and function-scope static const tables are accepted.
// RUN: %bulkcc --dump=ast %s | FileCheck %s
static const int primes[5] = {2, 3, 5, 7, 11};
const double weights[2][2] = {{0.5, 0.25}, {0.125}};
int f(const int a[5]) {
  static const int signs[] = {1, -1, 1, -1, 1};
  int s = 0;
  for (int i = 0; i < 5; i++) s += a[i] * primes[i] * signs[i] + (int)weights[i & 1][0];
  return s;
}
// CHECK: table primes 'const int [5]'
// CHECK-NEXT: table weights 'const double [2][2]'
// CHECK-NEXT: table signs 'const int [5]'
