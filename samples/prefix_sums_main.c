/* prefix_sums_main.c: prefix sums of p random arrays on the GPU, checked against the CPU. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "prefix_sums_bulk.h"

#ifndef N
#define N 1024
#endif

void prefix_sums(float b[N]); /* the sequential C, compiled for the CPU from prefix_sums.c */

int main(int argc, char **argv) {
  HarnessArgs a = harness_args(argc, argv, 262144);
  size_t elems = a.p * N;
  float *input = malloc(elems * sizeof(float)), *cpu = malloc(elems * sizeof(float));
  float *gpu = malloc(elems * sizeof(float));
  bulk_timing *timings = calloc((size_t)a.repeat, sizeof *timings);
  if (!input || !cpu || !gpu || !timings) {
    fprintf(stderr, "prefix_sums: not enough host memory for p=%zu\n", a.p);
    return 1;
  }
  uint64_t state = a.seed;
  for (size_t e = 0; e < elems; e++) input[e] = harness_uniform(&state, -1.0f, 1.0f);

  memcpy(cpu, input, elems * sizeof(float));
  double t0 = harness_now_ms();
  for (size_t j = 0; j < a.p; j++) prefix_sums(cpu + j * N);
  double cpu_ms = harness_now_ms() - t0;

  for (int r = 0; r < a.repeat; r++) { /* the first run is the warm-up when repeat > 1 */
    memcpy(gpu, input, elems * sizeof(float));
    harness_check(prefix_sums_bulk(a.p, gpu, &timings[r]), "prefix_sums_bulk");
  }
  size_t mismatches = 0, first = 0;
  for (size_t j = 0; j < a.p; j++)
    if (memcmp(gpu + j * N, cpu + j * N, N * sizeof(float)) != 0 && mismatches++ == 0) first = j;
  bulk_timing m = harness_median(timings + (a.repeat > 1), a.repeat - (a.repeat > 1));
  return harness_report("prefix_sums", N, &a, &m, cpu_ms, mismatches, first);
}
