/* harness.h: what the sample programs share: random inputs, timing, the report. */
#ifndef SAMPLES_HARNESS_H
#define SAMPLES_HARNESS_H

#include <stddef.h>
#include <stdint.h>

#include "bulk_runtime.h"

/* Exit status when there is no GPU to run on: the demo reports it and goes on. */
enum { HARNESS_NO_GPU = 3 };

typedef struct HarnessArgs {
  size_t p;
  int repeat;
  uint64_t seed;
} HarnessArgs;

/* usage: program [p] [repeat]; the seed comes from BULK_SEED or the clock, and is printed. */
HarnessArgs harness_args(int argc, char **argv, size_t default_p);
/* A uniform float in [lo, hi). */
float harness_uniform(uint64_t *state, float lo, float hi);
double harness_now_ms(void);
/* Exits with a message when a bulk call failed (HARNESS_NO_GPU without a GPU). */
void harness_check(int rc, const char *what);
/* Runs timings[0..n) through a sort and returns the median kernel time; totals are medians too. */
bulk_timing harness_median(bulk_timing *timings, int n);
/* Prints the result block, one RESULT line for scripts included; returns the exit status. */
int harness_report(const char *name, int n, const HarnessArgs *args, const bulk_timing *median,
                   double cpu_ms, size_t mismatches, size_t first_mismatch);

#endif
