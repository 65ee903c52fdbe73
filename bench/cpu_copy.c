/* cpu_copy.c: the host's streaming ceiling for the CPU benchmark: a copy of BYTES (read + written
 * counted) split over every OpenMP thread, median of seven after a warm-up, in GB/s.
 *   usage: cpu_copy BYTES */
#define _POSIX_C_SOURCE 200809L
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double now_ms(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static int by_value(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

int main(int argc, char **argv) {
  size_t bytes = argc > 1 ? strtoull(argv[1], NULL, 10) : (size_t)1 << 28;
  char *src = malloc(bytes), *dst = malloc(bytes);
  if (!src || !dst) {
    fprintf(stderr, "cpu_copy: cannot allocate %zu bytes twice\n", bytes);
    return 1;
  }
  double ms[8];
  for (int r = 0; r < 8; r++) {
    double t = now_ms();
#pragma omp parallel
    {
      size_t n = (size_t)omp_get_num_threads(), k = (size_t)omp_get_thread_num();
      size_t lo = bytes / n * k, hi = k + 1 == n ? bytes : bytes / n * (k + 1);
      if (r == 0) memset(src + lo, (int)k, hi - lo); /* first touch by the thread that copies it */
      memcpy(dst + lo, src + lo, hi - lo);
    }
    ms[r] = now_ms() - t;
  }
  qsort(ms + 1, 7, sizeof ms[0], by_value);
  printf("%.1f\n", 2.0 * bytes / (ms[4] * 1e6));
  free(src);
  free(dst);
  return 0;
}
