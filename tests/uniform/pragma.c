// '#pragma bulkcc uniform' declares in the file what --uniform declares on the command line, so
// that a library file carries its own: the same search for values, the same refusals, with the
// pragma's place.
// RUN: %bulkcc --check --report --entry smooth %s | FileCheck %s
// RUN: not %bulkcc --check --entry smooth -DBAD %s 2>&1 | FileCheck %s --check-prefix=BAD
#define N 8
#pragma bulkcc uniform n, steps=1..4
#ifdef BAD
#pragma bulkcc uniform m a=3
#endif
static void smooth(int n, int steps, float a[N], float b[N]) {
  for (int t = 0; t < steps; t++)
    for (int i = 1; i < n - 1; i++) b[i] = (a[i - 1] + a[i + 1]) * 0.5f;
}
// CHECK: parameter n {{.*}} uniform: one value for every instance, 0..8, the most with every access of a
// CHECK: parameter steps {{.*}} uniform: one value for every instance, 1..4 (given)
// BAD: pragma.c:9:1: error: '#pragma bulkcc uniform a=3': expected NAME or NAME=LO..HI, with LO <= HI integers
