// An array filled from counters holds input-independent values: it may serve as indices.
// RUN: %bulkcc --check %s 2>&1 | FileCheck %s --allow-empty --check-prefix=QUIET
// QUIET-NOT: {{.}}
void reverse(float a[8]) {
  int perm[8];
  float t[8];
  for (int i = 0; i < 8; i++) perm[i] = 7 - i;
  for (int i = 0; i < 8; i++) t[i] = a[perm[i]];
  for (int i = 0; i < 8; i++) a[i] = t[i];
}
