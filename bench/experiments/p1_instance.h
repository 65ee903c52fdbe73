// p1_instance.h: the one instance of prefix sums N=1024 that the p = 1 experiments
// (p1_breakdown.cu, p1_clock.cu) run: 1, 2, ..., N in, and their check of the result.
#ifndef P1_INSTANCE_H
#define P1_INSTANCE_H

static void fill(float *b) {
  for (int i = 0; i < N; i++) b[i] = (float)(i + 1);
}

static bool right(const float *b) {  // b held 1, 2, ..., N before the prefix sums
  double s = 0;
  for (int i = 0; i < N; i++) {
    s += i + 1;
    if (b[i] != (float)s) return false;
  }
  return true;
}

#endif
