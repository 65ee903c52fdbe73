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
#include <cstdlib>
#include <cstring>
#include <functional>
#include <vector>

#include "bulk_runtime.h"
#include "cuda_check.h"

// How a call is timed. By default (as nvbench does): the L2 cache is cleaned first, so the call
// reads its data from device memory as a program's first touch would, not from what preparation
// left in L2; and the call is queued behind a kernel that holds the stream until the host has
// queued the call and both events, so the host's launch latency (a few microseconds, against 12
// for a 16 MB kernel) is not counted as the kernel's time. BENCH_TIMING=plain times as before: events
// around the launch on an idle stream, the cache as preparation left it.
static inline bool plain_timing() {
  static const bool plain = getenv("BENCH_TIMING") && strcmp(getenv("BENCH_TIMING"), "plain") == 0;
  return plain;
}

// Spins until the host sets *release, or a second has passed (then *timed_out is set, and the
// measurement is refused: the host was too slow to queue it while the stream was held).
__global__ void hold_stream(const volatile int *release, int *timed_out) {
  unsigned long long start, now;
  asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(start));
  do {
    if (*release) return;
    __nanosleep(1000);
    asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(now));
  } while (now - start < 1000000000ull);
  *timed_out = 1;
}

// Reads a buffer of four times the L2 size: every line the call's data had in L2 is evicted,
// and what is left there is clean (no write-backs charged to the timed call).
__global__ void clean_l2(const uint4 *buffer, size_t n, unsigned *sink) {
  unsigned x = 0;
  for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n; i += (size_t)gridDim.x * blockDim.x) {
    uint4 v = buffer[i];
    x ^= v.x ^ v.y ^ v.z ^ v.w;
  }
  if (x == 0x9e3779b9u) *sink = x;  // keeps the loads; the buffer is zero, so never taken
}

struct timing_state {
  int *release, *timed_out;  // host memory mapped into the device
  int *device_release, *device_timed_out;
  uint4 *l2_buffer;
  size_t l2_words;
  unsigned *sink;
  cudaEvent_t a, b;
};

static inline timing_state &timing() {
  static timing_state t = [] {
    timing_state s;
    CHECK(cudaHostAlloc(&s.release, sizeof(int), cudaHostAllocMapped));
    CHECK(cudaHostAlloc(&s.timed_out, sizeof(int), cudaHostAllocMapped));
    *s.timed_out = 0;
    CHECK(cudaHostGetDevicePointer((void **)&s.device_release, s.release, 0));
    CHECK(cudaHostGetDevicePointer((void **)&s.device_timed_out, s.timed_out, 0));
    int device, l2_bytes;
    CHECK(cudaGetDevice(&device));
    CHECK(cudaDeviceGetAttribute(&l2_bytes, cudaDevAttrL2CacheSize, device));
    s.l2_words = 4 * (size_t)l2_bytes / sizeof(uint4);
    CHECK(cudaMalloc(&s.l2_buffer, s.l2_words * sizeof(uint4)));
    CHECK(cudaMemset(s.l2_buffer, 0, s.l2_words * sizeof(uint4)));
    CHECK(cudaMalloc(&s.sink, sizeof(unsigned)));
    CHECK(cudaEventCreate(&s.a));
    CHECK(cudaEventCreate(&s.b));
    return s;
  }();
  return t;
}

// Times one call of `launch` (work on the default stream) with CUDA events. `hold` is false for
// a warm-up: a kernel's first launch loads its code (CUDA loads modules lazily), which waits for
// the device and so cannot be queued behind a held stream. `clean` false keeps what L2 holds (to
// measure how much of a small call's time the cold cache is).
static inline float time_once(const std::function<void()> &launch, bool hold = true, bool clean = true) {
  timing_state &t = timing();
  if (hold && !plain_timing()) {
    if (clean) clean_l2<<<1024, 256>>>(t.l2_buffer, t.l2_words, t.sink);
    CHECK(cudaGetLastError());
    *(volatile int *)t.release = 0;
    hold_stream<<<1, 1>>>(t.device_release, t.device_timed_out);
    CHECK(cudaGetLastError());
  }
  CHECK(cudaEventRecord(t.a));
  launch();
  CHECK(cudaGetLastError());
  CHECK(cudaEventRecord(t.b));
  __atomic_store_n(t.release, 1, __ATOMIC_SEQ_CST);
  CHECK(cudaEventSynchronize(t.b));
  if (*(volatile int *)t.timed_out) {
    fprintf(stderr, "timing: the stream was held for a second before the call was queued\n");
    exit(1);
  }
  float ms;
  CHECK(cudaEventElapsedTime(&ms, t.a, t.b));
  return ms;
}

// The median of `runs` timed calls after one warm-up; `prepare` runs untimed before each call
// (restoring an in-place input, poisoning an output).
static inline float median_ms(int runs, const std::function<void()> &prepare, const std::function<void()> &launch) {
  std::vector<float> ms;
  for (int r = 0; r <= runs; r++) {
    prepare();
    CHECK(cudaDeviceSynchronize());
    float t = time_once(launch, r > 0);
    if (r > 0) ms.push_back(t);
  }
  std::sort(ms.begin(), ms.end());
  return ms[ms.size() / 2];
}

static inline double wall_ms(const std::function<void()> &work) {
  auto t0 = std::chrono::steady_clock::now();
  work();
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
}

// Device-to-device copy of 1 GiB: bytes read plus written per second, the streaming ceiling.
static inline double copy_gbps() {
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
static inline void fill_random(float *v, size_t n, uint64_t seed) {
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
static inline void to_columns(float *d_columns, const float *d_rows, size_t p, size_t n) {
  CHECK(bulk_transpose(d_columns, d_rows, p, n, sizeof(float), 0));
}
static inline void to_rows(float *d_rows, const float *d_columns, size_t p, size_t n) {
  CHECK(bulk_transpose(d_rows, d_columns, n, p, sizeof(float), 0));
}

static inline void poison(void *d, size_t bytes) { CHECK(cudaMemset(d, 0xff, bytes)); }

// Instances whose n floats differ (bit for bit) from the reference.
static inline size_t mismatches(const float *got, const float *want, size_t p, size_t n) {
  size_t bad = 0;
#pragma omp parallel for reduction(+ : bad) schedule(static)
  for (size_t j = 0; j < p; j++) bad += memcmp(got + j * n, want + j * n, n * sizeof(float)) != 0;
  return bad;
}

static inline std::vector<float> download(const float *d, size_t count) {
  std::vector<float> h(count);
  CHECK(cudaMemcpy(h.data(), d, count * sizeof(float), cudaMemcpyDeviceToHost));
  return h;
}

// One result line: bench.sh reads these. bytes is what the case must move at least (read +
// written), or 0 where a bandwidth means nothing (OPT, whose work is not streaming).
static inline void report(const char *cas, int n, size_t p, const char *variant, double ms, double bytes, double copy,
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
static inline void launch_shape(const void *kernel, size_t p, unsigned *grid, unsigned *block) {
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
