// while (1) with a break on a counter.
// RUN: %bulkcc --check %s 2>&1 | FileCheck %s --allow-empty --check-prefix=QUIET
// QUIET-NOT: {{.}}
int sum(const int a[8]) {
  int i = 0, s = 0;
  while (1) {
    if (i == 8) break;
    s += a[i++];
  }
  return s;
}
