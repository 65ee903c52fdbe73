// bench_whole_call.cu: the whole NAME_bulk call as a user with data in host memory waits for it
// (the host clock around the call), from pageable (malloc) and from pinned (bulk_alloc_host) user
// arrays, beside the pinned copy of the same bytes measured in the same run: cudaMemcpyAsync on
// two streams, in and out at the same time where both move (OPT moves only its input in; its
// results are p floats). Medians after a warm-up call; every call on fresh inputs, its results
// checked against the sequential C, bit for bit. The case `beyond-gpu-memory` runs prefix sums on
// more data than the GPU has memory (15% more than cudaMemGetInfo's total), from pageable memory.
//   build: bench.sh, with -DN=..., -DWHOLE_PREFIX_SUMS or -DWHOLE_OPT, and the generated
//          column-wise file as GENERATED_COLUMN
//   usage: bench_whole_call case...      (case: a p, or beyond-gpu-memory)
// BENCH_WHOLE_RUNS (default 5): timed calls per case; calls of less than 1 MiB take
// BENCH_WHOLE_SMALL_RUNS (default 21), their times being near the host clock's noise;
// BENCH_WHOLE_BIG_RUNS (default 3): timed calls beyond the GPU's memory, after one warm-up call
// (each of those calls moves about 90 GiB each way). BENCH_WHOLE_ONLY=pageable or pinned: that
// variant alone (bench/chunk_sweep.sh). The timed calls pass no bulk_timing, as most
// callers; the stage times come from one more call (beyond the GPU's memory: from the timed calls). BENCH_SEED repeats a run's inputs.
#include <cuda_runtime.h>

#include <algorithm>
#include <cstring>
#include <vector>

#include "cuda_check.h"
#include "whole_call.h"

#include GENERATED_COLUMN

// The pinned copy of the same bytes: in_bytes to the GPU and out_bytes back at the same time, on
// two streams, from and to the pinned arrays the pinned call is given: the same pages, since the
// copy of 1 GiB from pinned buffers of different allocations took 19.5 to 27 ms on one H100
// machine (one NUMA node); the host clock around the copies, as around the call. Median of `runs`
// after a warm-up.
static double pinned_copy_ms(void *h_in, size_t in_bytes, void *h_out, size_t out_bytes, int runs) {
  void *d_in, *d_out = nullptr;
  CHECK(cudaMalloc(&d_in, in_bytes));
  memset(h_in, 0x3c, in_bytes);
  if (out_bytes) {
    CHECK(cudaMalloc(&d_out, out_bytes));
    CHECK(cudaMemset(d_out, 0x3c, out_bytes));
  }
  cudaStream_t s_in, s_out;
  CHECK(cudaStreamCreateWithFlags(&s_in, cudaStreamNonBlocking));
  CHECK(cudaStreamCreateWithFlags(&s_out, cudaStreamNonBlocking));
  std::vector<double> ms;
  for (int r = 0; r <= runs; r++) {
    double t0 = whole_now_ms();
    CHECK(cudaMemcpyAsync(d_in, h_in, in_bytes, cudaMemcpyHostToDevice, s_in));
    if (out_bytes) CHECK(cudaMemcpyAsync(h_out, d_out, out_bytes, cudaMemcpyDeviceToHost, s_out));
    CHECK(cudaStreamSynchronize(s_in));
    CHECK(cudaStreamSynchronize(s_out));
    double t = whole_now_ms() - t0;
    if (r > 0) ms.push_back(t);
  }
  CHECK(cudaStreamDestroy(s_in));
  CHECK(cudaStreamDestroy(s_out));
  CHECK(cudaFree(d_in));
  if (out_bytes) CHECK(cudaFree(d_out));
  std::sort(ms.begin(), ms.end());
  return ms[ms.size() / 2];
}

#ifdef WHOLE_BOTH
// With the CPU target's code linked too (-DWHOLE_BOTH): the call on both targets at once
// (BULK_TARGET_BOTH), after WHOLE_BOTH_WARMUPS more calls than the others get, from which the
// runtime learns the share that makes both parts end together.
enum { WHOLE_BOTH_WARMUPS = 3 };
static void whole_both(size_t p, float *in, float *out, uint64_t seed, int runs, double copy, const char *note,
                       const char *variant) {
  bulk_set_target(BULK_TARGET_BOTH);
  long long bad = 0;
  bulk_timing t;
  for (int w = 0; w < WHOLE_BOTH_WARMUPS; w++)
    whole_timed_call(variant, p, in, out, seed + 104729u * (uint64_t)(w + 1), -1 - w, &bad, 0, &t);
  if (bad) printf("MISMATCH case=whole-call N=%d p=%zu variant=%s: %lld instances wrong in the learning calls\n", N, p,
                  variant, bad);
  whole_case(variant, p, in, out, seed, runs, copy, WHOLE_STAGES_AFTER, note);
  bulk_set_target(BULK_TARGET_CUDA);
}
#endif

// One p: the pinned copy, then the call from pageable and from pinned arrays (and on both targets
// at once, where the program has both).
static void whole_p(size_t p, uint64_t seed) {
  const size_t in_bytes = whole_in_bytes(p), out_bytes = whole_out_bytes(p);
  const int runs = in_bytes + out_bytes < ((size_t)1 << 20) ? whole_runs_from_env("BENCH_WHOLE_SMALL_RUNS", 21)
                                                            : whole_runs_from_env("BENCH_WHOLE_RUNS", 5);
  // prefix sums: every byte in comes back out; OPT: only its input moves
  const size_t copy_out = whole_in_place() ? out_bytes : 0;
  float *pinned_in = (float *)bulk_alloc_host(in_bytes);
  float *pinned_out = whole_in_place() ? pinned_in : (float *)bulk_alloc_host(out_bytes);
  if (!pinned_in || !pinned_out) {
    fprintf(stderr, "bench_whole_call: bulk_alloc_host of %zu + %zu bytes failed\n", in_bytes, out_bytes);
    exit(1);
  }
  const double copy = pinned_copy_ms(pinned_in, in_bytes, pinned_in, copy_out, runs);
  char note[64];
  snprintf(note, sizeof note, "%s,median-of-%d", copy_out ? "both-ways" : "in-only", runs);
  whole_line("pinned-copy", p, copy, (double)(in_bytes + copy_out), copy, 0, note, "");

  float *in = (float *)malloc(in_bytes);
  float *out = whole_in_place() ? in : (float *)malloc(out_bytes);
  if (!in || !out) {
    fprintf(stderr, "bench_whole_call: cannot allocate %zu + %zu bytes of host memory\n", in_bytes, out_bytes);
    exit(1);
  }
  const char *only = getenv("BENCH_WHOLE_ONLY");  // pageable or pinned: that variant alone
  if (!only || strcmp(only, "pinned") != 0)
    whole_case("pageable", p, in, out, seed, runs, copy, WHOLE_STAGES_AFTER, "malloc");
  if (!whole_in_place()) free(out);
  free(in);

  if (!only || strcmp(only, "pageable") != 0)
    whole_case("pinned", p, pinned_in, pinned_out, seed + 1000003u, runs, copy, WHOLE_STAGES_AFTER,
               "bulk_alloc_host");
#ifdef WHOLE_BOTH
  if (!only || strcmp(only, "pageable") != 0)
    whole_both(p, pinned_in, pinned_out, seed + 4000037u, runs, copy, "bulk_alloc_host", "both-pinned");
  if (!only || strcmp(only, "pinned") != 0) {
    in = (float *)malloc(in_bytes);
    out = whole_in_place() ? in : (float *)malloc(out_bytes);
    if (!in || !out) {
      fprintf(stderr, "bench_whole_call: cannot allocate %zu + %zu bytes of host memory\n", in_bytes, out_bytes);
      exit(1);
    }
    whole_both(p, in, out, seed + 5000011u, runs, copy, "malloc", "both-pageable");
    if (!whole_in_place()) free(out);
    free(in);
  }
#endif
  if (pinned_out != pinned_in) bulk_free_host(pinned_out);
  bulk_free_host(pinned_in);
}

// Prefix sums on 15% more bytes than the GPU's memory, from pageable memory, when the host has
// them (and a margin for the runtime's staging and the rest of the process).
static void whole_beyond_gpu_memory(uint64_t seed) {
  size_t free_bytes, total_bytes;
  CHECK(cudaMemGetInfo(&free_bytes, &total_bytes));
  const size_t instance = (WHOLE_IN_ELEMS + (whole_in_place() ? 0 : WHOLE_OUT_ELEMS)) * sizeof(float);
  const size_t p = (size_t)((double)total_bytes * 1.15 / (double)instance) + 1;
  const double need = (double)p * (double)instance, margin = 4.0 * (1 << 30);
  const double available = whole_host_available_bytes();
  const double gib = 1 << 30;
  char note[96];
  snprintf(note, sizeof note, "beyond-gpu-memory,gpu-%.1fGiB,arrays-%.1fGiB", total_bytes / gib, need / gib);
  if (available < need + margin) {
    printf("# whole call beyond GPU memory: skipped: %.1f GiB of arrays (and %.0f GiB of margin) need more host "
           "memory than the %.1f GiB available\n", need / gib, margin / gib, available / gib);
    char skipped[160];
    snprintf(skipped, sizeof skipped, "%s,skipped-host-memory-%.1fGiB-available", note, available / gib);
    whole_line("pageable", p, -1, 0, 0, 0, skipped, "");
    return;
  }
  const int runs = whole_runs_from_env("BENCH_WHOLE_BIG_RUNS", 3);
  printf("# whole call beyond GPU memory: p=%zu, %.1f GiB of arrays against %.1f GiB of GPU memory; host memory "
         "available %.1f GiB; one warm-up call, then %d timed\n", p, need / gib, total_bytes / gib, available / gib,
         runs);
  fflush(stdout);
  float *in = (float *)malloc(whole_in_bytes(p));
  float *out = whole_in_place() ? in : (float *)malloc(whole_out_bytes(p));
  if (!in || !out) {
    printf("# whole call beyond GPU memory: skipped: malloc of %.1f GiB failed\n", need / gib);
    whole_line("pageable", p, -1, 0, 0, 0, "beyond-gpu-memory,skipped-malloc-failed", "");
    free(in);
    return;
  }
  const double t0 = whole_now_ms();
  whole_case("pageable", p, in, out, seed + 2000003u, runs, 0, WHOLE_STAGES_OF_MEDIAN, note);
  printf("# whole call beyond GPU memory: %.0f s in all (fills, first touch included, calls and checks)\n",
         (whole_now_ms() - t0) / 1e3);
  if (!whole_in_place()) free(out);
  free(in);
}

int main(int argc, char **argv) {
  if (argc < 2) {
    fprintf(stderr, "usage: %s case...   (case: a p, or beyond-gpu-memory)\n", argv[0]);
    return 2;
  }
  int devices = 0;
  if (cudaGetDeviceCount(&devices) != cudaSuccess || devices == 0) {
    fprintf(stderr, "bench_whole_call: no CUDA device\n");
    return 1;
  }
  CHECK(cudaFree(0));  // the context, before anything is timed
  // the GPU's cases on the GPU (with the CPU target's code linked, the default would choose:
  // bench_engines.cu measures that)
  bulk_set_target(BULK_TARGET_CUDA);
  const uint64_t seed = whole_seed();
  printf("# whole call, %s N=%d: seed %llu, %d host threads\n", WHOLE_SAMPLE, N, (unsigned long long)seed,
         omp_get_max_threads());
  for (int a = 1; a < argc; a++) {
    if (strcmp(argv[a], "beyond-gpu-memory") == 0)
      whole_beyond_gpu_memory(seed + 17u * (uint64_t)a);
    else
      whole_p(strtoull(argv[a], NULL, 10), seed + 17u * (uint64_t)a);
  }
  return 0;
}
