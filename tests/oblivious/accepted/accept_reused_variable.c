// A variable that held data is reused as a counter: only its value there matters.
// RUN: %bulkcc --check %s 2>&1 | FileCheck %s --allow-empty --check-prefix=QUIET
// QUIET-NOT: {{.}}
int f(const int a[4]) {
  int i = a[0], s = i;
  for (i = 0; i < 4; i++) s += a[i];
  return s;
}
