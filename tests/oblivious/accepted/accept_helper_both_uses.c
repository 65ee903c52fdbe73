// One helper serves loop bounds and data: it is judged at each call.
// RUN: %bulkcc --check %s 2>&1 | FileCheck %s --allow-empty --check-prefix=QUIET
// QUIET-NOT: {{.}}
static int imin(int a, int b) { return a < b ? a : b; }
void clamp(float a[8], const int lim[1]) {
  for (int i = 0; i < imin(6, 8); i++) a[imin(i, 7)] = (float)imin(lim[0], i);
}
