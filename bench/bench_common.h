// bench_common.h: what the benchmark programs of `make bench` share: CUDA-event timing (medians
// after a warm-up), the copy ceiling, random inputs, transposition on the device, poisoning, the
// comparison with the sequential C, and the result lines that bench.sh turns into a table, a CSV
// file and a plot.
#ifndef BENCH_COMMON_H
#define BENCH_COMMON_H

#include <omp.h>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <functional>
#include <vector>

#include "bulk_runtime.h"
#include "cuda_check.h"

// Times one call of `launch` (kernels on the default stream) with CUDA events.
static float time_once(const std::function<void()> &launch) {
  cudaEvent_t a, b;
  CHECK(cudaEventCreate(&a));
  CHECK(cudaEventCreate(&b));
  CHECK(cudaEventRecord(a));
  launch();
  CHECK(cudaGetLastError());
  CHECK(cudaEventRecord(b));
  CHECK(cudaEventSynchronize(b));
  float ms;
  CHECK(cudaEventElapsedTime(&ms, a, b));
  CHECK(cudaEventDestroy(a));
  CHECK(cudaEventDestroy(b));
  return ms;
}

// The median of `runs` timed calls after one warm-up; `prepare` runs untimed before each call
// (restoring an in-place input, poisoning an output).
static float median_ms(int runs, const std::function<void()> &prepare, const std::function<void()> &launch) {
  std::vector<float> ms;
  for (int r = 0; r <= runs; r++) {
    prepare();
    CHECK(cudaDeviceSynchronize());
    float t = time_once(launch);
    if (r > 0) ms.push_back(t);
  }
  std::sort(ms.begin(), ms.end());
  return ms[ms.size() / 2];
}

static double wall_ms(const std::function<void()> &work) {
  auto t0 = std::chrono::steady_clock::now();
  work();
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
}

// Device-to-device copy of 1 GiB: bytes read plus written per second, the streaming ceiling.
static double copy_gbps() {
  const size_t bytes = (size_t)1 << 30;
  void *a, *b;
  CHECK(cudaMalloc(&a, bytes));
  CHECK(cudaMalloc(&b, bytes));
  CHECK(cudaMemset(a, 0x5a, bytes));
  float ms = median_ms(11, [] {}, [&] { CHECK(cudaMemcpyAsync(b, a, bytes, cudaMemcpyDeviceToDevice)); });
  CHECK(cudaFree(a));
  CHECK(cudaFree(b));
  return 2.0 * bytes / (ms * 1e6);
}

// Uniform floats in [0, 1) from a seed, filled by every core.
static void fill_random(float *v, size_t n, uint64_t seed) {
#pragma omp parallel for schedule(static)
  for (size_t i = 0; i < n; i++) {
    uint64_t x = (i + 1) * 0x9e3779b97f4a7c15ull ^ seed;
    x ^= x >> 31;
    x *= 0xbf58476d1ce4e5b9ull;
    x ^= x >> 29;
    v[i] = (float)(x >> 40) / (float)(1u << 24);
  }
}

// Column-wise device copy of p row-wise instances of n floats (and back), with the runtime's
// transposition.
static void to_columns(float *d_columns, const float *d_rows, size_t p, size_t n) {
  CHECK(bulk_transpose(d_columns, d_rows, p, n, sizeof(float), 0));
}
static void to_rows(float *d_rows, const float *d_columns, size_t p, size_t n) {
  CHECK(bulk_transpose(d_rows, d_columns, n, p, sizeof(float), 0));
}

static void poison(void *d, size_t bytes) { CHECK(cudaMemset(d, 0xff, bytes)); }

// Instances whose n floats differ (bit for bit) from the reference.
static size_t mismatches(const float *got, const float *want, size_t p, size_t n) {
  size_t bad = 0;
#pragma omp parallel for reduction(+ : bad) schedule(static)
  for (size_t j = 0; j < p; j++) bad += memcmp(got + j * n, want + j * n, n * sizeof(float)) != 0;
  return bad;
}

static std::vector<float> download(const float *d, size_t count) {
  std::vector<float> h(count);
  CHECK(cudaMemcpy(h.data(), d, count * sizeof(float), cudaMemcpyDeviceToHost));
  return h;
}

// One result line: bench.sh reads these. bytes is what the case must move at least (read +
// written), or 0 where a bandwidth means nothing (OPT, whose work is not streaming).
static void report(const char *cas, int n, size_t p, const char *variant, double ms, double bytes, double copy,
                   long long bad, const char *note = "") {
  if (bytes > 0)
    printf("BENCH case=%s N=%d p=%zu variant=%s ms=%.4f gbps=%.0f of_copy=%.1f mismatches=%lld note=%s\n", cas, n, p,
           variant, ms, bytes / (ms * 1e6), 100.0 * bytes / (ms * 1e6) / copy, bad, note);
  else
    printf("BENCH case=%s N=%d p=%zu variant=%s ms=%.4f gbps=- of_copy=- mismatches=%lld note=%s\n", cas, n, p, variant,
           ms, bad, note);
  fflush(stdout);
}

// The launch shape the generated host function would use.
static void launch_shape(const void *kernel, size_t p, unsigned *grid, unsigned *block) {
  bulk_run run;
  bulk_run_begin(&run);
  bulk_run_launch_shape(&run, kernel, p, grid, block);
  int err = bulk_run_end(&run, NULL);
  if (err) {
    fprintf(stderr, "launch shape: %s\n", bulk_strerror(err));
    exit(1);
  }
}

#endif
