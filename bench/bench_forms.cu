// bench_forms.cu: OPT's whole call (samples/opt.c at -DN) in each form of the GPU code, the thread
// form (a thread per instance, column-wise) and the team form (a warp per instance, row-wise, its
// minimum over k split across the lanes), and as the runtime chooses by itself, beside the CPU
// target on all the host's cores and the sequential C on one core, for each p given. The host
// clock around each call, on pinned arrays; the median of BENCH_FORMS_RUNS calls (default 5) after
// a warm-up call; every form's results compared with the sequential C bit for bit on the first
// BENCH_FORMS_CHECK instances (default 4), whose sequential times give its time per instance.
// First opt_bulk_calibrate measures both forms at p = 3, 9, 27, 96, 256, ... (from pinned memory, up
// to 3 times the largest p given, each form until its next count would take more than
// BENCH_FORMS_CALIBRATE_SECONDS, default 20; 0: no calibration), and the cost model's predictions
// for every p given are printed before any of them is measured: no measured count is one
// predicted (the ladder misses 1, 64, 1024). The automatic choice then is the model's.
// BENCH_PROFILE=FILE: the calibration's times written there.
//   build: nvcc -O3 -arch=sm_90 -DN=... -Iruntime bench_forms.cu opt.cu bulk_runtime.cu
//          opt_cpu.o bulk_cpu.o opt_sequential.o -Xcompiler -fopenmp
//   usage: bench_forms p...   (one line per p: N p form ms, then a line `choice`)
#include <cuda_runtime.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

#include "bulk_runtime.h"
#include "cuda_check.h"

extern "C" float opt(const float c[N][N]);
extern "C" int opt_bulk(size_t p, const float *c, float *result, bulk_timing *timing);
extern "C" int opt_bulk_cpu(size_t p, const float *c, float *result, bulk_timing *timing);
extern "C" int opt_bulk_calibrate(size_t p_max, double seconds, int memories);

static int env_int(const char *name, int fallback) {
  const char *text = getenv(name);
  return text && *text ? atoi(text) : fallback;
}

static unsigned long long seed = 0x2545F4914F6CDD1DULL;
static float next_weight(void) { /* xorshift: weights in [0, 100) */
  seed ^= seed << 13, seed ^= seed >> 7, seed ^= seed << 17;
  return (float)(seed % 100000) / 1000.0f;
}

typedef int (*Call)(size_t, const float *, float *, bulk_timing *);

// Median ms of runs calls after one warm-up; the last call's results left in result, its timing
// in *last (when not NULL).
static double time_call(Call call, size_t p, const float *c, float *result, int runs, bulk_timing *last = NULL) {
  std::vector<double> ms;
  for (int r = 0; r <= runs; r++) {
    memset(result, 0xff, p * sizeof *result); /* poisoned: a result not written shows as NaN */
    double t0 = bulk_host_now_ms();
    int rc = call(p, c, result, r == runs ? last : NULL);
    double t = bulk_host_now_ms() - t0;
    if (rc != BULK_OK) {
      fprintf(stderr, "bench_forms: the call failed: %s (%s)\n", bulk_strerror(rc), bulk_error_detail());
      exit(1);
    }
    if (r > 0) ms.push_back(t);
  }
  std::sort(ms.begin(), ms.end());
  return ms[ms.size() / 2];
}

static int gpu_form;  /* the form opt_bulk is asked for (bulk_set_form) */
static int gpu_call(size_t p, const float *c, float *result, bulk_timing *t) {
  bulk_set_form(gpu_form);
  return opt_bulk(p, c, result, t);
}

int main(int argc, char **argv) {
  int runs = env_int("BENCH_FORMS_RUNS", 5), checked = env_int("BENCH_FORMS_CHECK", 4);
  bulk_set_target(BULK_TARGET_CUDA);
  double seconds = getenv("BENCH_FORMS_CALIBRATE_SECONDS") ? atof(getenv("BENCH_FORMS_CALIBRATE_SECONDS")) : 20.0;
  if (seconds > 0) {
    size_t largest = 1;
    for (int a = 1; a < argc; a++) largest = std::max(largest, (size_t)strtoull(argv[a], NULL, 10));
    double t0 = bulk_host_now_ms();
    int rc = opt_bulk_calibrate(3 * largest, seconds, BULK_CALIBRATE_HOST);
    if (rc != BULK_OK) {
      fprintf(stderr, "bench_forms: the calibration failed: %s (%s)\n", bulk_strerror(rc), bulk_error_detail());
      return 1;
    }
    printf("%d 0 calibration_s %.1f\n", N, (bulk_host_now_ms() - t0) / 1e3);
    if (getenv("BENCH_PROFILE") && bulk_model_save(getenv("BENCH_PROFILE")) != BULK_OK)
      fprintf(stderr, "bench_forms: %s\n", bulk_error_detail());
    for (int a = 1; a < argc; a++) {
      size_t p = strtoull(argv[a], NULL, 10);
      printf("%d %zu predicted_thread %.3f\n", N, p, bulk_model_predict("opt", BULK_FORM_THREAD, BULK_KIND_PINNED, p));
      printf("%d %zu predicted_team %.3f\n", N, p, bulk_model_predict("opt", BULK_FORM_TEAM, BULK_KIND_PINNED, p));
    }
    fflush(stdout);
  }
  for (int a = 1; a < argc; a++) {
    size_t p = strtoull(argv[a], NULL, 10);
    float *c, *result;
    CHECK(cudaMallocHost((void **)&c, p * N * N * sizeof *c));
    CHECK(cudaMallocHost((void **)&result, p * sizeof *result));
    for (size_t k = 0; k < p * N * N; k++) c[k] = next_weight();
    size_t ncheck = std::min((size_t)checked, p);
    std::vector<float> expected(ncheck);
    double t0 = bulk_host_now_ms();
    for (size_t j = 0; j < ncheck; j++) expected[j] = opt((const float(*)[N])(c + j * N * N));
    double sequential_per_instance = (bulk_host_now_ms() - t0) / (double)ncheck;
    printf("%d %zu sequential %.3f\n", N, p, sequential_per_instance * (double)p);
    const struct { const char *name; int form; } forms[] = {
      {"thread", BULK_FORM_THREAD}, {"team", BULK_FORM_TEAM}, {"auto", BULK_FORM_AUTO}};
    const char *chose = "?";
    for (auto &f : forms) {
      gpu_form = f.form;
      bulk_timing last;
      double ms = time_call(gpu_call, p, c, result, runs, &last);
      if (f.form == BULK_FORM_AUTO) chose = last.form;
      for (size_t j = 0; j < ncheck; j++)
        if (memcmp(&result[j], &expected[j], sizeof(float)) != 0) {
          fprintf(stderr, "bench_forms: N=%d p=%zu %s form: instance %zu gives %.9g, the sequential C %.9g\n", N, p,
                  f.name, j, result[j], expected[j]);
          return 1;
        }
      printf("%d %zu %s %.3f\n", N, p, f.name, ms);
    }
    bulk_set_form(BULK_FORM_AUTO);
    printf("%d %zu choice %s\n", N, p, chose);
    if (env_int("BENCH_FORMS_CPU", 1)) {
      double ms = time_call(opt_bulk_cpu, p, c, result, std::max(1, runs / 2));
      for (size_t j = 0; j < ncheck; j++)
        if (memcmp(&result[j], &expected[j], sizeof(float)) != 0) {
          fprintf(stderr, "bench_forms: N=%d p=%zu CPU target: instance %zu differs\n", N, p, j);
          return 1;
        }
      printf("%d %zu cpu %.3f\n", N, p, ms);
    }
    fflush(stdout);
    CHECK(cudaFreeHost(c));
    CHECK(cudaFreeHost(result));
  }
  return 0;
}
