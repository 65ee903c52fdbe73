// Interval reasoning, where the evaluation stopped before a loop: a counted loop's counter is
// bounded in its body only (not in its own condition, nor after the loop), and loops nested
// without braces each bound their own counter. A loop whose body assigns its counter too counts
// nothing.
// RUN: %bulkcc --check --report %s 2>/dev/null | FileCheck %s
float f(const float a[8]) {
  float s = 0;
  int k[8] = {0};
  for (int r = 0; r < 100000000; r++) s += a[r & 7];
  for (int i = 0; i < (k[i] & 7) + 1; i++)
    for (int j = 0; j < 8; j++)
      s += a[j] + a[i] + (float)k[j + i];
  int m;
  for (m = 0; m < 4; m++)
    for (int j = 0; j < 8; j++) s += a[j];
  s += a[m + 4]; /* m is 4 here */
  for (int q = 0; q < 8; q++) {
    s += a[q];
    q = q * 1;
  }
  return s;
}
// CHECK: evaluation stopped at {{.*}}interval_scopes.c:9:{{[0-9]+}}: evaluation took more than its budget
// CHECK: bounds: 4 of 8 array accesses proved in bounds (4 of them by interval reasoning over the loop bounds)
// CHECK-NEXT: not proved: {{.*}}interval_scopes.c:10:25: never reached
// CHECK-NEXT: not proved: {{.*}}interval_scopes.c:12:34: never reached
// CHECK-NEXT: not proved: {{.*}}interval_scopes.c:16:9: never reached
// CHECK-NEXT: not proved: {{.*}}interval_scopes.c:18:11: never reached
// CHECK-NEXT: copy:
