// A search that records its answer instead of leaving the loop.
// RUN: %bulkcc --check %s 2>&1 | FileCheck %s --allow-empty --check-prefix=QUIET
// QUIET-NOT: {{.}}
int find(const int a[8], int x) {
  int pos = -1;
  for (int i = 0; i < 8; i++) pos = (pos < 0 && a[i] == x) ? i : pos;
  return pos;
}
