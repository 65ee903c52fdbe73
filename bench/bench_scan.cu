// bench_scan.cu: prefix sums (samples/prefix_sums.c at -DN, translated with --reassociate) in each
// form of the GPU code on data already on the GPU (prefix_sums_bulk_device, one launch): the
// thread form (a thread per instance, on column-wise arrays, its sum in the sequential order) and
// the team form (a warp per instance, on row-wise arrays, each lane's run of values and then the
// lanes' totals added as --reassociate allows), and as the runtime chooses (on row-wise arrays),
// beside the device copy of the same bytes (cudaMemcpy device to device: what the kernel reads is
// what it writes), the CPU target on all the host's cores (the whole call) and the sequential C
// on one core. CUDA events around each call or copy, the L2 cache flushed before each (the arrays
// read from device memory); medians of BENCH_SCAN_RUNS (default 9) after a warm-up. The thread form and the CPU target are compared with the sequential C bit for bit,
// the team form within the tolerance --reassociate states, |want - got| <= 1e-3 (1 + |want|), on
// every instance. First prefix_sums_bulk_calibrate measures both forms on device memory at p = 3, 9,
// 27, 96, 256, ... up to 3 times the largest p given (BENCH_SCAN_CALIBRATE
// =0: none), and the cost model's predictions for every p given are printed before any is
// measured: the thread form's on column-wise and on row-wise arrays (thread_rows: its kernel and the
// transpositions to and from columns, timed too), the team form's on row-wise ones. BENCH_PROFILE=FILE: the
// calibration's times written there.
//   usage: bench_scan p...   (one line per p and form: N p form ms)
#include <cuda_runtime.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

#include "bulk_runtime.h"
#include "cuda_check.h"
#include "l2_flush.cuh"

extern "C" void prefix_sums(float b[N]);
extern "C" int prefix_sums_bulk_device(size_t p, float *b, int layout, void *stream);
extern "C" int prefix_sums_bulk_cpu(size_t p, float *b, bulk_timing *timing);
extern "C" int prefix_sums_bulk_calibrate(size_t p_max, double seconds, int memories);

static unsigned long long seed = 0x9E3779B97F4A7C15ULL;
static float next_value(void) { /* xorshift: values in [-1, 1) */
  seed ^= seed << 13, seed ^= seed >> 7, seed ^= seed << 17;
  return (float)((long long)(seed % 2000001) - 1000000) / 1000000.0f;
}

static double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  return v[v.size() / 2];
}

// Median ms of runs calls of the CPU target on fresh copies of the input.
static double time_cpu(size_t p, const float *input, float *b, int runs) {
  std::vector<double> ms;
  for (int r = 0; r <= runs; r++) {
    memcpy(b, input, p * N * sizeof *b);
    double t0 = bulk_host_now_ms();
    int rc = prefix_sums_bulk_cpu(p, b, NULL);
    if (rc != BULK_OK) {
      fprintf(stderr, "bench_scan: the CPU call failed: %s (%s)\n", bulk_strerror(rc), bulk_error_detail());
      exit(1);
    }
    if (r > 0) ms.push_back(bulk_host_now_ms() - t0);
  }
  return median(ms);
}

// Instance j's element e at e * p + j: the column-wise layout, and back.
static void transpose(const float *from, float *to, size_t p, bool to_columns) {
  for (size_t j = 0; j < p; j++)
    for (size_t e = 0; e < N; e++) {
      if (to_columns) to[e * p + j] = from[j * N + e];
      else to[j * N + e] = from[e * p + j];
    }
}

// Median ms of runs calls of one form on the GPU, its input fresh in device memory in the layout
// given (copied from a device copy of it, not timed); the last call's results left in b, row-wise.
static double time_device(int form, int layout, size_t p, const float *input, float *b, int runs) {
  size_t bytes = p * N * sizeof(float);
  std::vector<float> staged(p * N);
  if (layout == BULK_COLUMNS) transpose(input, staged.data(), p, true);
  else memcpy(staged.data(), input, bytes);
  float *d, *original; /* the input, kept on the GPU: each run starts from a device copy of it, which
                          keeps the GPU busy between runs as a pageable copy from the host would not */
  CHECK(cudaMalloc((void **)&d, bytes));
  CHECK(cudaMalloc((void **)&original, bytes));
  CHECK(cudaMemcpy(original, staged.data(), bytes, cudaMemcpyHostToDevice));
  cudaEvent_t e0, e1;
  CHECK(cudaEventCreate(&e0));
  CHECK(cudaEventCreate(&e1));
  bulk_set_form(form);
  std::vector<double> ms;
  for (int r = 0; r <= runs; r++) {
    CHECK(cudaMemcpy(d, original, bytes, cudaMemcpyDeviceToDevice));
    flush_l2();
    CHECK(cudaEventRecord(e0));
    int rc = prefix_sums_bulk_device(p, d, layout, NULL);
    CHECK(cudaEventRecord(e1));
    CHECK(cudaEventSynchronize(e1));
    if (rc != BULK_OK) {
      fprintf(stderr, "bench_scan: the call failed: %s (%s)\n", bulk_strerror(rc), bulk_error_detail());
      exit(1);
    }
    float t;
    CHECK(cudaEventElapsedTime(&t, e0, e1));
    if (r > 0) ms.push_back(t);
  }
  bulk_set_form(BULK_FORM_AUTO);
  CHECK(cudaMemcpy(staged.data(), d, bytes, cudaMemcpyDeviceToHost));
  if (layout == BULK_COLUMNS) transpose(staged.data(), b, p, false);
  else memcpy(b, staged.data(), bytes);
  CHECK(cudaFree(d));
  CHECK(cudaFree(original));
  CHECK(cudaEventDestroy(e0));
  CHECK(cudaEventDestroy(e1));
  return median(ms);
}

static bool check(const char *what, size_t p, const float *want, const float *got, double tolerance) {
  for (size_t k = 0; k < p * N; k++) {
    bool same = memcmp(&want[k], &got[k], sizeof(float)) == 0;
    if (!same && !(tolerance > 0 && fabs((double)want[k] - got[k]) <= tolerance * (1 + fabs((double)want[k])))) {
      fprintf(stderr, "bench_scan: N=%d p=%zu %s: instance %zu element %zu gives %.9g, the sequential C %.9g\n", N, p,
              what, k / N, k % N, got[k], want[k]);
      return false;
    }
  }
  return true;
}

int main(int argc, char **argv) {
  const char *text = getenv("BENCH_SCAN_RUNS");
  int runs = text && *text ? atoi(text) : 9;
  bulk_set_target(BULK_TARGET_CUDA);
  const char *calibrate = getenv("BENCH_SCAN_CALIBRATE");
  if (!calibrate || atoi(calibrate) != 0) {
    size_t largest = 1;
    for (int a = 1; a < argc; a++) largest = std::max(largest, (size_t)strtoull(argv[a], NULL, 10));
    double t0 = bulk_host_now_ms();
    int rc = prefix_sums_bulk_calibrate(3 * largest, 20.0, BULK_CALIBRATE_DEVICE | BULK_CALIBRATE_DEVICE_COLUMNS);
    if (rc != BULK_OK) {
      fprintf(stderr, "bench_scan: the calibration failed: %s (%s)\n", bulk_strerror(rc), bulk_error_detail());
      return 1;
    }
    printf("%d 0 calibration_s %.1f\n", N, (bulk_host_now_ms() - t0) / 1e3);
    if (getenv("BENCH_PROFILE") && bulk_model_save(getenv("BENCH_PROFILE")) != BULK_OK)
      fprintf(stderr, "bench_scan: %s\n", bulk_error_detail());
    for (int a = 1; a < argc; a++) {
      size_t p = strtoull(argv[a], NULL, 10);
      printf("%d %zu predicted_thread %.4f\n", N, p,
             bulk_model_predict("prefix_sums", BULK_FORM_THREAD, BULK_KIND_DEVICE_COLUMNS, p));
      printf("%d %zu predicted_thread_rows %.4f\n", N, p, bulk_model_predict("prefix_sums", BULK_FORM_THREAD, BULK_KIND_DEVICE, p));
      printf("%d %zu predicted_team %.4f\n", N, p, bulk_model_predict("prefix_sums", BULK_FORM_TEAM, BULK_KIND_DEVICE, p));
    }
    fflush(stdout);
  }
  for (int a = 1; a < argc; a++) {
    size_t p = strtoull(argv[a], NULL, 10), bytes = p * N * sizeof(float);
    float *input, *b;
    CHECK(cudaMallocHost((void **)&input, bytes));
    CHECK(cudaMallocHost((void **)&b, bytes));
    for (size_t k = 0; k < p * N; k++) input[k] = next_value();
    std::vector<float> want(input, input + p * N);
    double t0 = bulk_host_now_ms();
    for (size_t j = 0; j < p; j++) prefix_sums(&want[j * N]);
    printf("%d %zu sequential %.4f\n", N, p, bulk_host_now_ms() - t0);

    /* the device copy of the same bytes: the ceiling */
    void *from, *to;
    CHECK(cudaMalloc(&from, bytes));
    CHECK(cudaMalloc(&to, bytes));
    CHECK(cudaMemcpy(from, input, bytes, cudaMemcpyHostToDevice));
    cudaEvent_t e0, e1;
    CHECK(cudaEventCreate(&e0));
    CHECK(cudaEventCreate(&e1));
    std::vector<double> copy;
    for (int r = 0; r <= runs; r++) {
      flush_l2();
      CHECK(cudaEventRecord(e0));
      CHECK(cudaMemcpy(to, from, bytes, cudaMemcpyDeviceToDevice));
      CHECK(cudaEventRecord(e1));
      CHECK(cudaEventSynchronize(e1));
      float ms;
      CHECK(cudaEventElapsedTime(&ms, e0, e1));
      if (r > 0) copy.push_back(ms);
    }
    printf("%d %zu copy %.4f\n", N, p, median(copy));
    CHECK(cudaFree(from));
    CHECK(cudaFree(to));
    CHECK(cudaEventDestroy(e0));
    CHECK(cudaEventDestroy(e1));

    const struct { const char *name; int form, layout; double tolerance; } forms[] = {
      {"thread", BULK_FORM_THREAD, BULK_COLUMNS, 0}, {"team", BULK_FORM_TEAM, BULK_ROWS, 1e-3},
      {"auto", BULK_FORM_AUTO, BULK_ROWS, 1e-3}, {"thread_rows", BULK_FORM_THREAD, BULK_ROWS, 0}};
    /* the form the runtime takes for the automatic call: the model's where it has both, else the rule */
    double thread_ms = bulk_model_predict("prefix_sums", BULK_FORM_THREAD, BULK_KIND_DEVICE, p),
           team_ms = bulk_model_predict("prefix_sums", BULK_FORM_TEAM, BULK_KIND_DEVICE, p);
    bool team_chosen = thread_ms >= 0 && team_ms >= 0 ? team_ms < thread_ms : bulk_team_form(p);
    for (auto &f : forms) {
      double ms = time_device(f.form, f.layout, p, input, b, runs);
      if (!check(f.name, p, want.data(), b, f.tolerance)) return 1;
      printf("%d %zu %s %.4f\n", N, p, f.name, ms);
    }
    printf("%d %zu choice %s\n", N, p, team_chosen ? "team" : "thread");
    double ms = time_cpu(p, input, b, std::max(1, runs / 3));
    if (!check("CPU target", p, want.data(), b, 0)) return 1;
    printf("%d %zu cpu %.4f\n", N, p, ms);
    fflush(stdout);
    CHECK(cudaFreeHost(input));
    CHECK(cudaFreeHost(b));
  }
  return 0;
}
