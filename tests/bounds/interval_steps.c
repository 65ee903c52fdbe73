// Interval reasoning, where the evaluation stopped before the loops: counters stepped by more than
// one (+= s, -= s, *= c, <<= c, /= c, >>= c) are bounded as ++ and -- are, where no step leaves the
// counter's type or is compared as another value; a local written only by its declaration takes
// its initializer's range (bitonic sort's `partner = i ^ j`).
// RUN: %bulkcc --check --report %s 2>&1 | FileCheck %s
#define N 256
float f(const float a[N], const float b[251]) {
  float s = 0;
  for (int r = 0; r < 100000000; r++) s += a[r & 7];
  for (int k = 2; k <= N; k *= 2)
    for (int j = k / 2; j > 0; j /= 2)
      for (int i = 0; i < N; i++) {
        int partner = i ^ j;
        if (partner > i) s += a[i] + a[partner];
      }
  for (int len = 1; len < N; len <<= 1) s += a[len];
  for (int h = N; h >= 2; h >>= 1) s += a[h - 1];
  for (int i = 0; i < N; i += 3) s += a[i];
  for (int i = N - 1; i >= 0; i -= 4) s += a[i];
  for (int k = 1; k <= N; k *= 2) s += a[k];                 /* k reaches N */
  for (int i = 0; i < N; i += 3) s += a[i + 2];              /* i reaches 255: a[257] */
  for (unsigned char c = 0; c < 240; c += 10) s += b[c];     /* the step past 239 stays below 256 */
  for (unsigned char c = 0; c <= 250; c += 10) s += b[c];    /* 250 + 10 wraps to 4 */
  for (int i = 5; i > 0u; i -= 2) s += a[i];                 /* -1 made unsigned is above 0 */
  for (int k = 0; k < N; k *= 2) s += a[k];                  /* 0 * 2 does not grow */
  return s;
}
// CHECK: evaluation stopped at {{.*}}interval_steps.c:9:{{[0-9]+}}: evaluation took more than its budget
// CHECK: bounds: 8 of 13 array accesses proved in bounds (8 of them by interval reasoning over the loop bounds)
// CHECK-NEXT: not proved: {{.*}}interval_steps.c:20:41: never reached
// CHECK-NEXT: not proved: {{.*}}interval_steps.c:21:40: never reached
// CHECK-NEXT: not proved: {{.*}}interval_steps.c:23:54: never reached
// CHECK-NEXT: not proved: {{.*}}interval_steps.c:24:41: never reached
// CHECK-NEXT: not proved: {{.*}}interval_steps.c:25:40: never reached
// CHECK-NEXT: copy:
