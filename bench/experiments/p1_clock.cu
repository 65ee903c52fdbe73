// p1_clock.cu: why a call of prefix sums N=1024 at p = 1 from pinned memory takes 36 us in one
// program and 46 or 72 us in another. Each step copies the instance in, runs the generated entry in
// one thread between two readings of the SM's cycle counter (clock64) and of the global timer (ns),
// copies it back and checks it (the host clock around the three), then makes the whole call
// prefix_sums_bulk(1, ...) on the same pinned array (the host clock around it). A kernel's cycles
// against its nanoseconds give the SM clock while it ran: if the slow steps take more cycles, the
// memory's answers came later; if the same cycles in more time, the clock was lower. Three phases
// of 41 steps: at the program's start, after 200 ms of busy kernels, after 1 s asleep. Medians.
//   build: nvcc -O3 -arch=sm_90 -DN=1024 -DGENERATED="\"column.cu\"" -Iruntime -Ibench p1_clock.cu
//          runtime/bulk_runtime.cu      usage: p1_clock
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <thread>
#include <vector>

#include GENERATED
#include "cuda_check.h"
#include "p1_instance.h"

__device__ unsigned long long global_ns() {
  unsigned long long t;
  asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t));
  return t;
}

// One thread runs the entry on one instance; times[0]: its cycles, times[1]: its nanoseconds.
__global__ void timed_entry(float *b, unsigned long long *times) {
  if (threadIdx.x != 0) return;
  unsigned long long c0 = clock64(), t0 = global_ns();
  bulkcc_entry_prefix_sums(1, b);
  unsigned long long c1 = clock64(), t1 = global_ns();
  times[0] = c1 - c0;
  times[1] = t1 - t0;
}

__global__ void spin(unsigned long long ns) {
  unsigned long long t0 = global_ns();
  while (global_ns() - t0 < ns) {
  }
}

static double now_us() {
  return std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

static double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  return v[v.size() / 2];
}

int main() {
  float *h = NULL, *d = NULL;
  unsigned long long *d_times = NULL, times[2];
  cudaStream_t s;
  CHECK(cudaHostAlloc((void **)&h, N * sizeof(float), cudaHostAllocPortable));
  CHECK(cudaMalloc((void **)&d, N * sizeof(float)));
  CHECK(cudaMalloc((void **)&d_times, sizeof times));
  CHECK(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
  const size_t bytes = N * sizeof(float);
  bool ok = true;
  const char *phases[] = {"at the start", "after 200 ms of busy kernels", "after 1 s asleep"};
  printf("%-30s %10s %12s %12s %9s %12s\n", "phase", "by hand us", "kernel us", "kernel kcyc", "SM MHz",
         "whole call us");
  for (int phase = 0; phase < 3; phase++) {
    if (phase == 1) {
      spin<<<132, 32, 0, s>>>(200000000ull);
      CHECK(cudaStreamSynchronize(s));
    }
    if (phase == 2) std::this_thread::sleep_for(std::chrono::seconds(1));
    std::vector<double> hand, kernel_us, kcycles, mhz, whole;
    for (int step = 0; step < 41; step++) {
      fill(h);
      double t0 = now_us();
      CHECK(cudaMemcpyAsync(d, h, bytes, cudaMemcpyHostToDevice, s));
      timed_entry<<<1, 32, 0, s>>>(d, d_times);
      CHECK(cudaGetLastError());
      CHECK(cudaMemcpyAsync(h, d, bytes, cudaMemcpyDeviceToHost, s));
      CHECK(cudaStreamSynchronize(s));
      hand.push_back(now_us() - t0);
      ok = ok && right(h);
      CHECK(cudaMemcpy(times, d_times, sizeof times, cudaMemcpyDeviceToHost));
      kernel_us.push_back(times[1] / 1e3);
      kcycles.push_back(times[0] / 1e3);
      mhz.push_back(times[1] ? 1e3 * (double)times[0] / (double)times[1] : 0);
      fill(h);
      t0 = now_us();
      if (prefix_sums_bulk(1, h, NULL) != BULK_OK) {
        printf("prefix_sums_bulk failed: %s\n", bulk_error_detail());
        return 1;
      }
      whole.push_back(now_us() - t0);
      ok = ok && right(h);
    }
    printf("%-30s %10.1f %12.1f %12.1f %9.0f %12.1f\n", phases[phase], median(hand), median(kernel_us),
           median(kcycles), median(mhz), median(whole));
    printf("  first steps (by hand us / kernel us / SM MHz / whole us):");
    for (int step = 0; step < 6; step++)
      printf(" %.0f/%.1f/%.0f/%.0f", hand[step], kernel_us[step], mhz[step], whole[step]);
    printf("\n");
  }
  printf("results: %s\n", ok ? "all right" : "MISMATCH");
  return ok ? 0 : 1;
}
