// An index the evaluation cannot know is never taken as proved: one from a library function's
// result, and one read from an array after an element chosen by input data was written (every
// element may then hold anything, and the array holds input data). Each gets a warning.
// RUN: %bulkcc --check --allow-gather %s 2>&1 | FileCheck %s
#include <math.h>
float root(const float a[4]) { return a[(int)sqrt(9.0)]; }
// CHECK-DAG: unknown_index.c:[[@LINE-1]]:40: warning: access to 'a' not proved in bounds: its index is not known before the run
float scatter(const float a[4], const int k[1]) {
  int t[4] = {0, 0, 0, 0};
  t[k[0] & 3] = 100;
  return a[t[0]];
// CHECK-DAG: unknown_index.c:[[@LINE-1]]:13: warning: array index depends on input data (gather allowed)
// CHECK-DAG: unknown_index.c:[[@LINE-2]]:11: warning: access to 'a' not proved in bounds: its index depends on input data
}
// CHECK: 4 warnings generated.
