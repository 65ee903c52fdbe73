// bench_one_instance.cu: one large instance of a sample with a wavefront (OPT, edit distance, error
// diffusion, summed area table), which the grid form spreads over the whole GPU: NAME_bulk_device on the GPU's arrays
// (CUDA events) and the whole NAME_bulk call from pinned arrays (the host clock), in the grid form
// and as the runtime chooses; beside the CPU target on every core (NAME_bulk_cpu, p = 1: a team of
// threads on the instance) and, where `sequential` is asked, the sequential C on one core. Every
// result is compared bit for bit with the CPU target's, and with the sequential C's where it ran.
// Medians of `runs` timed runs after one warm-up (the CPU target and the sequential C: one run, at
// sizes where it takes seconds).
//   build: one_instance.sh, with -DN=..., -DSAMPLE_OPT|SAMPLE_EDIT|SAMPLE_DIFFUSION|SAMPLE_SAT and the
//   generated file as GENERATED; the CPU target's code and runtime linked in
//   usage: bench_one_instance runs sequential(0|1) [team(0|1)]
#include <cuda_runtime.h>
#include <omp.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <vector>

#include "cuda_check.h"

#include GENERATED

#if defined(SAMPLE_OPT)
#define NAME "opt"
typedef float element_in;
typedef float element_out;
static const size_t IN_A = (size_t)N * N, IN_B = 0, OUT = 1;
extern "C" float opt(const float c[N][N]);
extern "C" int opt_bulk_cpu(size_t p, const float *c, float *result, bulk_timing *timing);
static void sequential(const element_in *a, const element_in *, element_out *out) { *out = opt((const float(*)[N])a); }
static int gpu(const element_in *a, const element_in *, element_out *out, bulk_timing *t) { return opt_bulk_cuda(1, a, out, t); }
static int device(const element_in *a, const element_in *, element_out *out) { return opt_bulk_device(1, a, out, BULK_ROWS, NULL); }
static int cpu(const element_in *a, const element_in *, element_out *out, bulk_timing *t) { return opt_bulk_cpu(1, a, out, t); }
static element_in random_in(unsigned long long r) { return (float)(r >> 40) / (float)(1 << 24); }
#elif defined(SAMPLE_EDIT)
#define NAME "edit_distance"
typedef unsigned char element_in;
typedef int element_out;
static const size_t IN_A = N, IN_B = N, OUT = 1;
extern "C" int edit_distance(const unsigned char a[N], const unsigned char b[N]);
extern "C" int edit_distance_bulk_cpu(size_t p, const unsigned char *a, const unsigned char *b, int *result, bulk_timing *timing);
static void sequential(const element_in *a, const element_in *b, element_out *out) { *out = edit_distance(a, b); }
static int gpu(const element_in *a, const element_in *b, element_out *out, bulk_timing *t) { return edit_distance_bulk_cuda(1, a, b, out, t); }
static int device(const element_in *a, const element_in *b, element_out *out) {
  return edit_distance_bulk_device(1, a, b, out, BULK_ROWS, NULL);
}
static int cpu(const element_in *a, const element_in *b, element_out *out, bulk_timing *t) {
  return edit_distance_bulk_cpu(1, a, b, out, t);
}
static element_in random_in(unsigned long long r) { return (unsigned char)('a' + (r >> 40) % 4); } /* DNA-like */
#elif defined(SAMPLE_DIFFUSION)
#define NAME "error_diffusion"
typedef unsigned char element_in;
typedef unsigned char element_out;
static const size_t IN_A = (size_t)N * N, IN_B = 0, OUT = (size_t)N * N;
extern "C" void error_diffusion(const unsigned char in[N][N], unsigned char out[N][N]);
extern "C" int error_diffusion_bulk_cpu(size_t p, const unsigned char *in, unsigned char *out, bulk_timing *timing);
static void sequential(const element_in *a, const element_in *, element_out *out) {
  error_diffusion((const unsigned char(*)[N])a, (unsigned char(*)[N])out);
}
static int gpu(const element_in *a, const element_in *, element_out *out, bulk_timing *t) { return error_diffusion_bulk_cuda(1, a, out, t); }
static int device(const element_in *a, const element_in *, element_out *out) { return error_diffusion_bulk_device(1, a, out, BULK_ROWS, NULL); }
static int cpu(const element_in *a, const element_in *, element_out *out, bulk_timing *t) { return error_diffusion_bulk_cpu(1, a, out, t); }
static element_in random_in(unsigned long long r) { return (unsigned char)(r >> 56); }
#elif defined(SAMPLE_SAT)
#define NAME "summed_area"
#define COPY_CEILING 1 /* its bytes in and out, copied on the device: the target's ceiling */
typedef float element_in;
typedef float element_out;
static const size_t IN_A = (size_t)N * N, IN_B = 0, OUT = (size_t)N * N;
extern "C" void summed_area(const float a[N][N], float s[N][N]);
extern "C" int summed_area_bulk_cpu(size_t p, const float *a, float *s, bulk_timing *timing);
static void sequential(const element_in *a, const element_in *, element_out *out) {
  summed_area((const float(*)[N])a, (float(*)[N])out);
}
static int gpu(const element_in *a, const element_in *, element_out *out, bulk_timing *t) { return summed_area_bulk_cuda(1, a, out, t); }
static int device(const element_in *a, const element_in *, element_out *out) { return summed_area_bulk_device(1, a, out, BULK_ROWS, NULL); }
static int cpu(const element_in *a, const element_in *, element_out *out, bulk_timing *t) { return summed_area_bulk_cpu(1, a, out, t); }
static element_in random_in(unsigned long long r) { return (float)(r >> 40) / (float)(1 << 24); }
#else
#error "define SAMPLE_OPT, SAMPLE_EDIT, SAMPLE_DIFFUSION or SAMPLE_SAT"
#endif

static double now_ms() {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

static double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  return v.size() % 2 ? v[v.size() / 2] : (v[v.size() / 2 - 1] + v[v.size() / 2]) / 2;
}

static size_t mismatches(const element_out *a, const element_out *b) {
  size_t n = 0;
  for (size_t i = 0; i < OUT; i++) n += memcmp(&a[i], &b[i], sizeof *a) != 0;
  return n;
}

/* "what_form", in a buffer the next call reuses */
static const char *variant_name(const char *form, const char *what) {
  static char name[64];
  snprintf(name, sizeof name, "%s_%s", what, form);
  return name;
}

static void line(const char *variant, double ms, const char *form, size_t bad, const char *note) {
  printf("BENCH case=one_instance sample=%s N=%d variant=%s ms=%.3f form=%s mismatches=%zu note=%s\n", NAME, N, variant, ms,
         form, bad, note);
  fflush(stdout);
}

int main(int argc, char **argv) {
  if (argc < 3) {
    fprintf(stderr, "usage: %s runs sequential(0|1) [team(0|1)]\n", argv[0]);
    return 2;
  }
  const int runs = atoi(argv[1]);
  const bool with_sequential = atoi(argv[2]) != 0, with_team = argc > 3 && atoi(argv[3]) != 0;
  // b: a second input (edit distance's), or a byte nothing reads
  const size_t b_count = std::max(IN_B, (size_t)1);
  element_in *a, *b;
  element_out *out;
  CHECK(cudaMallocHost(&a, sizeof *a * IN_A));
  CHECK(cudaMallocHost(&b, sizeof *b * b_count));
  CHECK(cudaMallocHost(&out, sizeof *out * OUT));
  unsigned long long r = 0x9e3779b97f4a7c15ull ^ (unsigned long long)time(NULL);
  printf("# seed %llu\n", r);
  for (size_t i = 0; i < (size_t)IN_A; i++) a[i] = random_in(r = r * 6364136223846793005ull + 1442695040888963407ull);
  for (size_t i = 0; i < b_count; i++) b[i] = random_in(r = r * 6364136223846793005ull + 1442695040888963407ull);

  // the CPU target on every core: the reference at every size
  std::vector<element_out> want(OUT), got(OUT);
  bulk_timing timing;
  double start = now_ms();
  if (cpu(a, b, want.data(), &timing) != BULK_OK) {
    fprintf(stderr, "CPU target: %s\n", bulk_error_detail());
    return 1;
  }
  char note[64];
  snprintf(note, sizeof note, "%d_threads", omp_get_max_threads());
  line("cpu_target", now_ms() - start, "team", 0, note);
  if (with_sequential) {
    std::vector<element_out> seq(OUT);
    start = now_ms();
    sequential(a, b, seq.data());
    line("sequential_one_core", now_ms() - start, "-", mismatches(seq.data(), want.data()), "against_cpu_target");
  }

  // on the device's arrays: the entry's kernels alone (NAME_bulk_device)
  element_in *da, *db;
  element_out *dout;
  CHECK(cudaMalloc(&da, sizeof *da * IN_A));
  CHECK(cudaMalloc(&db, sizeof *db * b_count));
  CHECK(cudaMalloc(&dout, sizeof *dout * OUT));
  CHECK(cudaMemcpy(da, a, sizeof *da * IN_A, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(db, b, sizeof *db * b_count, cudaMemcpyHostToDevice));
  cudaEvent_t e0, e1;
  CHECK(cudaEventCreate(&e0));
  CHECK(cudaEventCreate(&e1));
#ifdef COPY_CEILING
  { // the ceiling: the instance's bytes read and written once, by the device's copy
    std::vector<double> ms;
    for (int k = 0; k <= runs; k++) {
      CHECK(cudaEventRecord(e0));
      CHECK(cudaMemcpy(dout, da, sizeof *da * IN_A, cudaMemcpyDeviceToDevice));
      CHECK(cudaEventRecord(e1));
      CHECK(cudaEventSynchronize(e1));
      float t;
      CHECK(cudaEventElapsedTime(&t, e0, e1));
      if (k > 0) ms.push_back(t);
    }
    line("device_copy", median(ms), "-", 0, "ceiling_bytes_in_and_out");
  }
#endif
  static const struct {
    int form;
    const char *name;
  } forms[] = {{BULK_FORM_GRID, "grid"}, {BULK_FORM_AUTO, "auto"}, {BULK_FORM_TEAM, "team"}};
  for (const auto &f : forms) {
    if (f.form == BULK_FORM_TEAM && !with_team) continue;
    bulk_set_form(f.form);
    std::vector<double> ms;
    for (int k = 0; k <= runs; k++) {
      CHECK(cudaMemset(dout, 0xa5, sizeof *dout * OUT));  // poisoned: a cell not computed shows
      CHECK(cudaEventRecord(e0));
      if (device(da, db, dout) != BULK_OK) {
        fprintf(stderr, "%s_bulk_device (%s form): %s\n", NAME, f.name, bulk_error_detail());
        return 1;
      }
      CHECK(cudaEventRecord(e1));
      CHECK(cudaEventSynchronize(e1));
      float t;
      CHECK(cudaEventElapsedTime(&t, e0, e1));
      if (k > 0) ms.push_back(t);
    }
    CHECK(cudaMemcpy(got.data(), dout, sizeof *dout * OUT, cudaMemcpyDeviceToHost));
    line(variant_name(f.name, "device"), median(ms), f.name, mismatches(got.data(), want.data()), "kernels_on_device_arrays");
  }

  // the whole call from pinned host arrays, as the runtime chooses and in the grid form
  for (const auto &f : forms) {
    if (f.form == BULK_FORM_TEAM) continue;
    bulk_set_form(f.form);
    std::vector<double> ms;
    const char *form = "?";
    for (int k = 0; k <= runs; k++) {
      memset(out, 0xa5, sizeof *out * OUT);
      start = now_ms();
      if (gpu(a, b, out, &timing) != BULK_OK) {
        fprintf(stderr, "%s_bulk (%s form): %s\n", NAME, f.name, bulk_error_detail());
        return 1;
      }
      if (k > 0) ms.push_back(now_ms() - start);
      form = timing.form ? timing.form : "?";
    }
    line(variant_name(f.name, "whole_call"), median(ms), form, mismatches(out, want.data()), "pinned_arrays");
  }
  return 0;
}
