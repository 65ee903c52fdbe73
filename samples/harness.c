/* harness.c: shared parts of the sample programs. */
#define _POSIX_C_SOURCE 200809L
#include "harness.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

HarnessArgs harness_args(int argc, char **argv, size_t default_p) {
  HarnessArgs a = {default_p, 1, 0};
  if (argc > 1) a.p = strtoull(argv[1], NULL, 10);
  if (argc > 2) a.repeat = atoi(argv[2]);
  if (a.repeat < 1) a.repeat = 1;
  const char *seed = getenv("BULK_SEED");
  a.seed = seed ? strtoull(seed, NULL, 10) : (uint64_t)time(NULL) * 2654435761u ^ (uint64_t)getpid();
  if (a.seed == 0) a.seed = 1;
  return a;
}

float harness_uniform(uint64_t *s, float lo, float hi) {
  *s ^= *s >> 12;  /* xorshift64* */
  *s ^= *s << 25;
  *s ^= *s >> 27;
  uint64_t r = *s * 2685821657736338717ull;
  return lo + (hi - lo) * (float)((r >> 40) * (1.0 / 16777216.0));
}

double harness_now_ms(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

void harness_check(int rc, const char *what) {
  if (rc == BULK_OK) return;
  fprintf(stderr, "%s: %s", what, bulk_strerror(rc));
  if (*bulk_error_detail()) fprintf(stderr, " (%s)", bulk_error_detail());
  fputc('\n', stderr);
  exit(rc == BULK_ERROR_NO_DEVICE ? HARNESS_NO_GPU : 1);
}

static int by_value(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

static double median_of(const bulk_timing *t, int n, size_t offset) {
  double *v = malloc((size_t)n * sizeof *v);
  for (int i = 0; i < n; i++) memcpy(&v[i], (const char *)&t[i] + offset, sizeof(double));
  qsort(v, (size_t)n, sizeof *v, by_value);
  double m = v[n / 2];
  free(v);
  return m;
}

bulk_timing harness_median(bulk_timing *t, int n) {
  bulk_timing m = t[n - 1];
  m.kernel_ms = median_of(t, n, offsetof(bulk_timing, kernel_ms));
  m.transfer_ms = median_of(t, n, offsetof(bulk_timing, transfer_ms));
  m.transpose_ms = median_of(t, n, offsetof(bulk_timing, transpose_ms));
  m.total_ms = median_of(t, n, offsetof(bulk_timing, total_ms));
  return m;
}

int harness_report(const char *name, int n, const HarnessArgs *a, const bulk_timing *m, double cpu_ms,
                   size_t mismatches, size_t first) {
  printf("%s N=%d p=%zu (seed %llu)\n", name, n, a->p, (unsigned long long)a->seed);
  if (mismatches) printf("  MISMATCH: %zu of %zu instances differ from the CPU; the first is instance %zu\n",
                         mismatches, a->p, first);
  else printf("  all %zu instances match the sequential C on the CPU, bit for bit\n", a->p);
  int timed = a->repeat > 1 ? a->repeat - 1 : 1;
  printf("  GPU kernel (%s form) %.3f ms (median of %d), transpose %.3f ms, transfer %.3f ms, whole call %.3f ms\n",
         m->form ? m->form : "?", m->kernel_ms, timed, m->transpose_ms, m->transfer_ms, m->total_ms);
  printf("  CPU, one core: %.3f ms; kernel speedup %.1fx\n", cpu_ms, m->kernel_ms > 0 ? cpu_ms / m->kernel_ms : 0.0);
  printf("RESULT name=%s n=%d p=%zu block=%d kernel_ms=%.4f transpose_ms=%.4f transfer_ms=%.4f total_ms=%.4f "
         "cpu_ms=%.3f mismatches=%zu\n",
         name, n, a->p, m->block_size, m->kernel_ms, m->transpose_ms, m->transfer_ms, m->total_ms, cpu_ms, mismatches);
  return mismatches ? 1 : 0;
}
