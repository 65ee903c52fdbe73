// p1_breakdown.cu: where the time of a call of prefix sums N=1024 at p = 1 from pinned memory goes:
// the host clock around each piece of the call done by hand (each followed by a stream
// synchronization), then the whole call, medians of 201 after a warm-up; the kernel alone timed by
// events too. The result of the hand-made and the whole call is checked against the sequential sum.
//   build: nvcc -O3 -arch=sm_90 -DN=1024 -DGENERATED="\"column.cu\"" -Iruntime -Ibench p1_breakdown.cu
//          runtime/bulk_runtime.cu      usage: p1_breakdown
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <functional>
#include <vector>

#include GENERATED
#include "cuda_check.h"
#include "p1_instance.h"

__global__ void empty_kernel() {}

static double median_us(const std::function<void()> &f) {
  std::vector<double> t;
  f();
  for (int r = 0; r < 201; r++) {
    auto a = std::chrono::steady_clock::now();
    f();
    t.push_back(std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - a).count());
  }
  std::sort(t.begin(), t.end());
  return t[t.size() / 2];
}

int main() {
  float *h = NULL, *d = NULL;
  cudaStream_t s;
  cudaEvent_t e0, e1;
  CHECK(cudaHostAlloc((void **)&h, N * sizeof(float), cudaHostAllocPortable));
  CHECK(cudaMalloc((void **)&d, N * sizeof(float)));
  CHECK(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
  CHECK(cudaEventCreate(&e0));
  CHECK(cudaEventCreate(&e1));
  const size_t bytes = N * sizeof(float);
  printf("sync of an idle stream:          %6.1f us\n", median_us([&] { CHECK(cudaStreamSynchronize(s)); }));
  printf("empty kernel:                    %6.1f us\n", median_us([&] {
           empty_kernel<<<1, 1, 0, s>>>();
           CHECK(cudaStreamSynchronize(s));
         }));
  printf("copy in (%zu bytes):           %6.1f us\n", bytes, median_us([&] {
           CHECK(cudaMemcpyAsync(d, h, bytes, cudaMemcpyHostToDevice, s));
           CHECK(cudaStreamSynchronize(s));
         }));
  printf("copy in and out:                 %6.1f us\n", median_us([&] {
           CHECK(cudaMemcpyAsync(d, h, bytes, cudaMemcpyHostToDevice, s));
           CHECK(cudaMemcpyAsync(h, d, bytes, cudaMemcpyDeviceToHost, s));
           CHECK(cudaStreamSynchronize(s));
         }));
  printf("the kernel, p = 1:               %6.1f us\n", median_us([&] {
           bulkcc_kernel_prefix_sums<<<1, 32, 0, s>>>(1, 1, d);
           CHECK(cudaStreamSynchronize(s));
         }));
  std::vector<float> ms;
  for (int r = 0; r < 201; r++) {
    float t = 0;
    CHECK(cudaEventRecord(e0, s));
    bulkcc_kernel_prefix_sums<<<1, 32, 0, s>>>(1, 1, d);
    CHECK(cudaEventRecord(e1, s));
    CHECK(cudaEventSynchronize(e1));
    CHECK(cudaEventElapsedTime(&t, e0, e1));
    ms.push_back(t * 1000);
  }
  std::sort(ms.begin(), ms.end());
  printf("the kernel, p = 1, by events:    %6.1f us\n", ms[ms.size() / 2]);
  bool ok = true;
  printf("in, kernel, out (by hand):       %6.1f us\n", median_us([&] {
           fill(h);
           CHECK(cudaMemcpyAsync(d, h, bytes, cudaMemcpyHostToDevice, s));
           bulkcc_kernel_prefix_sums<<<1, 32, 0, s>>>(1, 1, d);
           CHECK(cudaMemcpyAsync(h, d, bytes, cudaMemcpyDeviceToHost, s));
           CHECK(cudaStreamSynchronize(s));
           ok = ok && right(h);
         }));
  printf("prefix_sums_bulk(1, ...):        %6.1f us\n", median_us([&] {
           fill(h);
           if (prefix_sums_bulk(1, h, NULL) != BULK_OK) exit(1);
           ok = ok && right(h);
         }));
  printf("filling the array alone:         %6.1f us\n", median_us([&] { fill(h); }));
  printf("results: %s\n", ok ? "all right" : "MISMATCH");
  return ok ? 0 : 1;
}
