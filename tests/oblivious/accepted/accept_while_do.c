// while and do loops with input-independent conditions.
// RUN: %bulkcc --check %s 2>&1 | FileCheck %s --allow-empty --check-prefix=QUIET
// QUIET-NOT: {{.}}
void f(float a[8]) {
  int i = 0;
  while (i < 8) { a[i] = a[i] * 2; i++; }
  int j = 7;
  do { a[j] += 1; j -= 2; } while (j >= 0);
}
