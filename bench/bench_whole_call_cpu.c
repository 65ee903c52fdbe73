/* bench_whole_call_cpu.c: the whole NAME_bulk call of the CPU target (--target=cpu, OpenMP on
 * every host core) on the cases of bench_whole_call.cu, timed the same way: the host clock around
 * the call, from malloc'd arrays, the median after a warm-up call, every call on fresh inputs and
 * its results checked against the sequential C, bit for bit.
 *   build: bench.sh, with -DN=..., -DWHOLE_PREFIX_SUMS or -DWHOLE_OPT, linked with the
 *          --target=cpu code of the sample and runtime/bulk_cpu.c
 *   usage: bench_whole_call_cpu p...
 * BENCH_WHOLE_RUNS and BENCH_WHOLE_SMALL_RUNS as for bench_whole_call; BENCH_SEED repeats inputs. */
#define _POSIX_C_SOURCE 200809L
#include "whole_call.h"

int main(int argc, char **argv) {
  if (argc < 2) {
    fprintf(stderr, "usage: %s p...\n", argv[0]);
    return 2;
  }
  const uint64_t seed = whole_seed();
  printf("# whole call on the CPU target, %s N=%d: seed %llu, %d threads\n", WHOLE_SAMPLE, N,
         (unsigned long long)seed, omp_get_max_threads());
  for (int a = 1; a < argc; a++) {
    const size_t p = strtoull(argv[a], NULL, 10);
    const size_t in_bytes = whole_in_bytes(p), out_bytes = whole_out_bytes(p);
    const int runs = in_bytes + out_bytes < ((size_t)1 << 20) ? whole_runs_from_env("BENCH_WHOLE_SMALL_RUNS", 21)
                                                              : whole_runs_from_env("BENCH_WHOLE_RUNS", 5);
    float *in = (float *)malloc(in_bytes);
    float *out = whole_in_place() ? in : (float *)malloc(out_bytes);
    if (!in || !out) {
      fprintf(stderr, "bench_whole_call_cpu: cannot allocate %zu + %zu bytes\n", in_bytes, out_bytes);
      return 1;
    }
    char note[64];
    snprintf(note, sizeof note, "threads-%d", omp_get_max_threads());
    whole_case("cpu", p, in, out, seed + 3000017u + 17u * (uint64_t)a, runs, 0, WHOLE_NO_STAGES, note);
    if (!whole_in_place()) free(out);
    free(in);
  }
  return 0;
}
