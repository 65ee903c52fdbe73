// A switch on a loop counter, and one on data that only selects values.
// RUN: %bulkcc --check %s 2>&1 | FileCheck %s --allow-empty --check-prefix=QUIET
// QUIET-NOT: {{.}}
int f(const int a[4]) {
  int s = 0;
  for (int i = 0; i < 4; i++) {
    switch (i) {
    case 0: s += a[0]; break;
    case 1: s -= a[1]; break;
    default: s ^= a[i];
    }
    switch (a[i] & 1) {
    case 0: s += 1; break;
    default: s += 2; break;
    }
  }
  return s;
}
