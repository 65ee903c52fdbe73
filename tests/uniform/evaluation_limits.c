// Where the evaluation stops at its step budget, given values are checked as the code's own
// values are: what it leaves unproved is a warning naming the limit, not a refusal. A search for
// values only goes as far as the proof does.
// RUN: %bulkcc --check --uniform n=0..2 %s 2>&1 | FileCheck %s --check-prefix=GIVEN
// RUN: %bulkcc --check --report --uniform n %s 2>/dev/null | FileCheck %s --check-prefix=SEARCH
void f(int n, float a[4]) {
  for (int i = 0; i < n; i++) {
    int j;
    j = i; /* assigned, no counter: interval reasoning cannot bound a[j], evaluation value by value can */
    for (long long k = 0; k < 30000000; k++) a[j] += 1.0f;
  }
}
// GIVEN: evaluation_limits.c:10:47: warning: access to 'a' not proved in bounds
// GIVEN-NOT: error
// SEARCH: parameter n {{.*}} uniform: one value for every instance, 0..0, the most with every access of a
