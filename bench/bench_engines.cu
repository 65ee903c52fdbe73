// bench_engines.cu: where a whole NAME_bulk call runs, in a program with both targets' code.
//   gpus P: the call from pinned arrays on 1, 2 and all the GPUs (bulk_set_gpus), alone and with
//     the CPU's share (BULK_TARGET_BOTH), beside the pinned copy of the same bytes split over as
//     many GPUs at once (each GPU its share, in and out on two streams): the aggregate ceiling.
//   choice P: the default choice (bulk_call_targets, no target set) beside each engine alone (the
//     CPU, the GPUs, both), from pageable and from pinned arrays. The default's warm-up calls let
//     it measure the engines first (as many as its measuring takes, CHOICE_WARMUPS); the timed calls
//     go in rounds of one call of each engine.
// Every call on fresh inputs, checked against the sequential C, bit for bit; medians of
// BENCH_WHOLE_RUNS (default 5; choice: 9) timed calls after the warm-up, the host clock around
// each call.
//   build: bench.sh, as bench_whole_call.cu with -DWHOLE_BOTH (the CPU target's code linked)
//   usage: bench_engines gpus|choice P...
#include <cuda_runtime.h>

#include <algorithm>
#include <cstring>
#include <vector>

#include "cuda_check.h"
#include "whole_call.h"

#include GENERATED_COLUMN

// The pinned copy of in_bytes to the GPUs and out_bytes back, split over the first `gpus` GPUs,
// each copying its share both ways at once on two streams of its own, all GPUs at once: the
// host clock around all of it, the median of `runs` after a warm-up.
static double aggregate_copy_ms(const char *h_in, size_t in_bytes, char *h_out, size_t out_bytes, int gpus, int runs) {
  struct share {
    void *d_in = nullptr, *d_out = nullptr;
    cudaStream_t s_in = nullptr, s_out = nullptr;
    size_t in_at = 0, in_n = 0, out_at = 0, out_n = 0;
  };
  std::vector<share> shares((size_t)gpus);
  for (int g = 0; g < gpus; g++) {
    share &s = shares[(size_t)g];
    s.in_at = in_bytes / (size_t)gpus * (size_t)g;
    s.in_n = g + 1 == gpus ? in_bytes - s.in_at : in_bytes / (size_t)gpus;
    s.out_at = out_bytes / (size_t)gpus * (size_t)g;
    s.out_n = g + 1 == gpus ? out_bytes - s.out_at : out_bytes / (size_t)gpus;
    CHECK(cudaSetDevice(g));
    CHECK(cudaMalloc(&s.d_in, s.in_n));
    if (s.out_n) CHECK(cudaMalloc(&s.d_out, s.out_n));
    CHECK(cudaStreamCreateWithFlags(&s.s_in, cudaStreamNonBlocking));
    CHECK(cudaStreamCreateWithFlags(&s.s_out, cudaStreamNonBlocking));
  }
  std::vector<double> ms;
  for (int r = 0; r <= runs; r++) {
    double t0 = whole_now_ms();
    for (int g = 0; g < gpus; g++) {
      share &s = shares[(size_t)g];
      CHECK(cudaSetDevice(g));
      CHECK(cudaMemcpyAsync(s.d_in, h_in + s.in_at, s.in_n, cudaMemcpyHostToDevice, s.s_in));
      if (s.out_n) CHECK(cudaMemcpyAsync(h_out + s.out_at, s.d_out, s.out_n, cudaMemcpyDeviceToHost, s.s_out));
    }
    for (int g = 0; g < gpus; g++) {
      CHECK(cudaSetDevice(g));
      CHECK(cudaStreamSynchronize(shares[(size_t)g].s_in));
      CHECK(cudaStreamSynchronize(shares[(size_t)g].s_out));
    }
    if (r > 0) ms.push_back(whole_now_ms() - t0);
  }
  for (int g = 0; g < gpus; g++) {
    share &s = shares[(size_t)g];
    CHECK(cudaSetDevice(g));
    CHECK(cudaStreamDestroy(s.s_in));
    CHECK(cudaStreamDestroy(s.s_out));
    CHECK(cudaFree(s.d_in));
    if (s.d_out) CHECK(cudaFree(s.d_out));
  }
  CHECK(cudaSetDevice(0));
  std::sort(ms.begin(), ms.end());
  return ms[ms.size() / 2];
}

// Warm-up calls before a case whose engine learns from its calls: both's shares (three calls, as
// bench_whole_call.cu's), the default choice's measures (the GPU, the CPU and both, each engine's
// first call in the process not kept, and one chosen call).
enum { BOTH_WARMUPS = 3, CHOICE_WARMUPS = 7 };

static void warm_up(const char *variant, size_t p, float *in, float *out, uint64_t seed, int calls) {
  long long bad = 0;
  bulk_timing t;
  for (int w = 0; w < calls; w++) whole_timed_call(variant, p, in, out, seed + 104729u * (uint64_t)(w + 1), -1 - w, &bad, 0, &t);
  if (bad)
    printf("MISMATCH case=whole-call N=%d p=%zu variant=%s: %lld instances wrong in the warm-up calls\n", N, p, variant,
           bad);
}

// Pinned host arrays for p instances (the output the input's where the sample works in place).
struct pinned_arrays {
  float *in, *out;
  explicit pinned_arrays(size_t p) {
    in = (float *)bulk_alloc_host(whole_in_bytes(p));
    out = whole_in_place() ? in : (float *)bulk_alloc_host(whole_out_bytes(p));
    if (!in || !out) {
      fprintf(stderr, "bench_engines: bulk_alloc_host of %zu + %zu bytes failed\n", whole_in_bytes(p), whole_out_bytes(p));
      exit(1);
    }
  }
  ~pinned_arrays() {
    if (out != in) bulk_free_host(out);
    bulk_free_host(in);
  }
};

static void gpus_case(size_t p, uint64_t seed, int runs) {
  int devices = 0;
  CHECK(cudaGetDeviceCount(&devices));
  pinned_arrays a(p);
  const size_t copy_out = whole_in_place() ? whole_out_bytes(p) : 0;
  std::vector<int> counts = {1};
  if (devices > 2) counts.push_back(2);
  if (devices > 1) counts.push_back(devices);
  for (int n : counts) {
    char variant[48], note[64];
    const double copy = aggregate_copy_ms((const char *)a.in, whole_in_bytes(p), (char *)a.in, copy_out, n, runs);
    snprintf(variant, sizeof variant, "aggregate-copy-gpus-%d", n);
    snprintf(note, sizeof note, "%s,median-of-%d", copy_out ? "both-ways" : "in-only", runs);
    whole_line(variant, p, copy, (double)(whole_in_bytes(p) + copy_out), copy, 0, note, "");
    bulk_set_gpus(n, NULL);
    bulk_set_target(BULK_TARGET_CUDA);
    snprintf(variant, sizeof variant, "pinned-gpus-%d", n);
    whole_case(variant, p, a.in, a.out, seed + 11u * (uint64_t)n, runs, copy, WHOLE_STAGES_AFTER, "bulk_alloc_host");
    bulk_set_target(BULK_TARGET_BOTH);
    snprintf(variant, sizeof variant, "both-pinned-gpus-%d", n);
    warm_up(variant, p, a.in, a.out, seed + 13u * (uint64_t)n, BOTH_WARMUPS);
    whole_case(variant, p, a.in, a.out, seed + 17u * (uint64_t)n, runs, copy, WHOLE_STAGES_AFTER, "bulk_alloc_host");
  }
  bulk_set_gpus(0, NULL);
  bulk_set_target(BULK_TARGET_AUTO);
}

// The default and each engine alone, on the arrays given (pageable or pinned: memory). The timed
// calls go in rounds, a call of each engine a round, each round in another order, so that the
// host's drift over the case (its cores' clocks, the page cache) and what a call leaves for the
// next fall on every engine alike: the default's median is set against the others' from the same
// minutes. Each line's stages are those of one more call.
static void choice_cases(size_t p, float *in, float *out, uint64_t seed, int runs, const char *memory) {
  static const struct {
    const char *name;
    int target, warmups;
  } engines[] = {{"cpu", BULK_TARGET_CPU, 1},
                 {"gpus", BULK_TARGET_CUDA, 1},
                 {"both", BULK_TARGET_BOTH, 1 + BOTH_WARMUPS},
                 {"default", BULK_TARGET_AUTO, 1 + CHOICE_WARMUPS}};
  constexpr int ENGINES = (int)(sizeof(engines) / sizeof(engines[0]));
  char variant[ENGINES][48];
  double ms[ENGINES][WHOLE_RUNS_MAX];
  long long bad[ENGINES] = {0};
  int failed[ENGINES] = {0};
  for (int e = 0; e < ENGINES; e++) {
    snprintf(variant[e], sizeof variant[e], "choice-%s-%s", engines[e].name, memory);
    bulk_set_target(engines[e].target);
    warm_up(variant[e], p, in, out, seed + 19u * (uint64_t)e, engines[e].warmups);
  }
  for (int r = 0; r < runs; r++)
    for (int turn = 0; turn < ENGINES; turn++) {
      const int e = (r + turn) % ENGINES; /* each round starts one engine on: none always follows the same */
      bulk_timing t;
      bulk_set_target(engines[e].target);
      if (!failed[e])
        failed[e] = (ms[e][r] = whole_timed_call(variant[e], p, in, out, seed + 23u * (uint64_t)e + 7919u * (uint64_t)r, r,
                                                 &bad[e], 0, &t)) < 0;
    }
  for (int e = 0; e < ENGINES; e++) {
    bulk_timing t;
    char extra[512], note[96];
    bulk_set_target(engines[e].target);
    if (failed[e] || whole_timed_call(variant[e], p, in, out, seed + 29u * (uint64_t)e, runs, &bad[e], 1, &t) < 0) {
      whole_line(variant[e], p, -1, 0, 0, bad[e], "failed", "");
      continue;
    }
    whole_timing_fields(extra, sizeof extra, &t);
    snprintf(note, sizeof note, "%s,median-of-%d,rounds-of-every-engine,stages-of-one-more-call", memory, runs);
    whole_line(variant[e], p, ms[e][whole_median_index(ms[e], runs)], (double)(whole_in_bytes(p) + whole_out_bytes(p)), 0,
               bad[e], note, extra);
  }
  bulk_set_target(BULK_TARGET_AUTO);
}

static void choice_case(size_t p, uint64_t seed, int runs) {
  float *in = (float *)malloc(whole_in_bytes(p));
  float *out = whole_in_place() ? in : (float *)malloc(whole_out_bytes(p));
  if (!in || !out) {
    fprintf(stderr, "bench_engines: cannot allocate %zu + %zu bytes of host memory\n", whole_in_bytes(p),
            whole_out_bytes(p));
    exit(1);
  }
  choice_cases(p, in, out, seed, runs, "pageable");
  if (!whole_in_place()) free(out);
  free(in);
  pinned_arrays a(p);
  choice_cases(p, a.in, a.out, seed + 1000003u, runs, "pinned");
}

int main(int argc, char **argv) {
  if (argc < 3 || (strcmp(argv[1], "gpus") != 0 && strcmp(argv[1], "choice") != 0)) {
    fprintf(stderr, "usage: %s gpus|choice P...\n", argv[0]);
    return 2;
  }
  int devices = 0;
  if (cudaGetDeviceCount(&devices) != cudaSuccess || devices == 0) {
    fprintf(stderr, "bench_engines: no CUDA device\n");
    return 1;
  }
  for (int g = 0; g < devices; g++) {  // every GPU's context, before anything is timed
    CHECK(cudaSetDevice(g));
    CHECK(cudaFree(0));
  }
  CHECK(cudaSetDevice(0));
  whole_bench_case = "engines";  // its own rows in the report (bench/report_engines.py)
  const uint64_t seed = whole_seed();
  // the choice's cases set medians of one engine against another's, whose calls from pageable
  // memory spread by 10% from run to run: more of them there
  const int runs = whole_runs_from_env("BENCH_WHOLE_RUNS", strcmp(argv[1], "choice") == 0 ? 9 : 5);
  printf("# engines (%s), %s N=%d: seed %llu, %d GPUs, %d host threads\n", argv[1], WHOLE_SAMPLE, N,
         (unsigned long long)seed, devices, omp_get_max_threads());
  for (int a = 2; a < argc; a++) {
    size_t p = strtoull(argv[a], NULL, 10);
    if (strcmp(argv[1], "gpus") == 0)
      gpus_case(p, seed + 31u * (uint64_t)a, runs);
    else
      choice_case(p, seed + 37u * (uint64_t)a, runs);
  }
  return 0;
}
