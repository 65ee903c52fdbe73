// An access under a condition on input data and a uniform value that no given value makes true
// (x[0] > 0 && n > 200, n from 0 to 100) is never reached: the evaluation takes the condition as
// false where its known operand decides it, whatever the input data, and proves the rest. Where
// a given value makes it true (n up to 250), the access may be reached and is refused, naming the
// first such value and the index it gives.
// RUN: %bulkcc --check --uniform n=0..100 %s
// RUN: not %bulkcc --check --uniform n=0..250 %s 2>&1 | FileCheck %s
// CHECK: condition_never_true.c:[[#@LINE+3]]:19: error: --uniform n=0..250: not every access of entry 'guarded' is proved in bounds
// CHECK: condition_never_true.c:[[#@LINE+2]]:7: note: the first given values for which it is not: n = 201; the messages below are for them
// CHECK: condition_never_true.c:[[#@LINE+3]]:34: error: index 201 is out of bounds for 'a'
float guarded(int n, const float a[8], const float x[2]) {
  float s = 0;
  if (x[0] > 0 && n > 200) s = a[n];
  if (n > 200 || x[1] > 0) s += a[n & 7];
  return s + a[0];
}
