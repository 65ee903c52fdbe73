// Interval reasoning, where the evaluation stopped before the loops: a condition that guards an
// access narrows the counters it bounds (an if's branches, ?:, the right operand of && and ||),
// only where it compares the values themselves (no wrap, no negative value made unsigned), and
// no further than the guard goes.
// RUN: %bulkcc --check --report %s 2>&1 | FileCheck %s
// RUN: %bulkcc --check %s 2>&1 | FileCheck %s --check-prefix=WARN
#define N 300
float f(const float a[N], const float b[N][N]) {
  float s = 0;
  for (int r = 0; r < 100000000; r++) s += a[r & 7];
  for (int x = 0; x < N; x++) {
    if (x + 1 < N) s += a[x + 1];
    if (x > 0) s += a[x - 1];
    if (x == 0) s += 1; else s += a[x - 1];
    s += x > 1 ? a[x - 2] : 0;
    if (x > 0 && a[x - 1] > 0) s += 1;
    if (x == 0 || a[x - 1] > 0) s += 1;
    if (!(x < 2)) s += a[x - 2];
    if (x != N - 1) s += a[x + 1];
    for (int y = 0; y < N; y++)
      if (y > 0 && x + 1 < N && y + 1 < N) s += b[y - 1][x + 1] + b[y + 1][x];
    if (x + 1 <= N) s += a[x + 1];                     /* x + 1 may be N */
    if (x >= 0) s += a[x - 1];                         /* x - 1 may be -1 */
    if (x - 1 < 10u) s += a[x - 1];                    /* in bounds, but -1 made unsigned: not proved */
    if ((unsigned char)(x + 1) < 200) s += a[x + 1];   /* wraps at x = 255: a[256] is out of bounds */
    if (x > 0) s += 1; else s += a[x - 1];             /* the else: x is 0 */
    if (x + 1 < N) s += 1;
    s += a[x + 1];                                     /* after the if: not guarded */
    int k = 2 * x;                                     /* written once: its initializer's range */
    if (k < 10) s += a[k + 290];
    int m = 2 * x;
    m += 1;
    if (m < 10) s += a[m + 290];                       /* m is assigned again: not followed */
  }
  return s;
}
// CHECK: evaluation stopped at {{.*}}interval_guards.c:10:{{[0-9]+}}: evaluation took more than its budget
// CHECK: bounds: 12 of 19 array accesses proved in bounds (12 of them by interval reasoning over the loop bounds)
// CHECK-NEXT: not proved: {{.*}}interval_guards.c:22:27: never reached
// CHECK-NEXT: not proved: {{.*}}interval_guards.c:23:23: never reached
// CHECK-NEXT: not proved: {{.*}}interval_guards.c:24:28: never reached
// CHECK-NEXT: not proved: {{.*}}interval_guards.c:25:45: never reached
// CHECK-NEXT: not proved: {{.*}}interval_guards.c:26:35: never reached
// CHECK-NEXT: not proved: {{.*}}interval_guards.c:28:11: never reached
// CHECK-NEXT: not proved: {{.*}}interval_guards.c:33:23: never reached
// CHECK-NEXT: copy:
// WARN-COUNT-7: warning: access to 'a' not proved in bounds
// WARN-NOT: warning: access
