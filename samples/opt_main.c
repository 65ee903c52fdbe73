/* opt_main.c: optimal triangulations of p random convex N-gons on the GPU, checked against the CPU. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "opt_bulk.h"

#ifndef N
#define N 64
#endif

float opt(const float c[N][N]); /* the sequential C, compiled for the CPU from opt.c */

int main(int argc, char **argv) {
  HarnessArgs a = harness_args(argc, argv, 65536);
  size_t elems = a.p * N * N;
  float *weights = malloc(elems * sizeof(float));
  float *cpu = malloc(a.p * sizeof(float)), *gpu = malloc(a.p * sizeof(float));
  bulk_timing *timings = calloc((size_t)a.repeat, sizeof *timings);
  if (!weights || !cpu || !gpu || !timings) {
    fprintf(stderr, "opt: not enough host memory for p=%zu\n", a.p);
    return 1;
  }
  uint64_t state = a.seed;
  for (size_t e = 0; e < elems; e++) weights[e] = harness_uniform(&state, 0.0f, 100.0f);

  double t0 = harness_now_ms();
  for (size_t j = 0; j < a.p; j++) cpu[j] = opt((const float (*)[N])(weights + j * N * N));
  double cpu_ms = harness_now_ms() - t0;

  for (int r = 0; r < a.repeat; r++) {
    for (size_t j = 0; j < a.p; j++) gpu[j] = NAN; /* poison: every result must be written */
    harness_check(opt_bulk(a.p, weights, gpu, &timings[r]), "opt_bulk");
  }
  size_t mismatches = 0, first = 0;
  for (size_t j = 0; j < a.p; j++)
    if (memcmp(&gpu[j], &cpu[j], sizeof(float)) != 0 && mismatches++ == 0) first = j;
  if (mismatches) printf("  instance %zu: GPU %.9g, CPU %.9g\n", first, gpu[first], cpu[first]);
  bulk_timing m = harness_median(timings + (a.repeat > 1), a.repeat - (a.repeat > 1));
  return harness_report("opt", N, &a, &m, cpu_ms, mismatches, first);
}
