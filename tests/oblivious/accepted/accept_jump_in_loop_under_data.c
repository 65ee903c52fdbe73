// A loop that runs inside a branch on data, as a whole, may break and continue on its counters:
// every instance that runs it jumps alike. Only conditions between a jump and its loop count.
// RUN: %bulkcc --check %s 2>&1 | FileCheck %s --allow-empty --check-prefix=QUIET
// QUIET-NOT: {{.}}
#define N 8
float skip_one(float a[N], int skip) {
  float s = 0;
  if (a[0] > 0) {
    for (int i = 0; i < N; i++) {
      if (i == 3) continue;
      if (i == 6) break;
      s += a[i];
      a[i] = s;
    }
  } else {
    int k = 0;
    while (k < N) {
      if (k % 4 == 1) { k++; continue; }
      a[k] = -a[k];
      k++;
    }
  }
  for (int i = 0; i < N; i++)
    if (a[i] < 0) {
      for (int j = 0; j < 4; j++) {
        switch (j) {
        case 2: continue;
        default: a[i] += 1;
        }
      }
    }
  return s + (float)skip;
}
