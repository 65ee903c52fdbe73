// A fixed loop inside a data-dependent branch: its counter is not data-dependent.
// RUN: %bulkcc --check %s 2>&1 | FileCheck %s --allow-empty --check-prefix=QUIET
// QUIET-NOT: {{.}}
void f(float a[8]) {
  if (a[0] > 0) {
    for (int i = 1; i < 8; i++) a[i] = -a[i];
  }
}
