// copy_bandwidth.cu: the device-to-device copy ceiling, counting bytes read plus bytes written.
// Prints the median of 20 timed copies of a 1 GiB buffer after a warm-up.
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <vector>

#include "cuda_check.h"

int main() {
  const size_t bytes = size_t(1) << 30;
  void *src, *dst;
  CHECK(cudaMalloc(&src, bytes));
  CHECK(cudaMalloc(&dst, bytes));
  CHECK(cudaMemset(src, 0x5a, bytes));
  cudaEvent_t start, stop;
  CHECK(cudaEventCreate(&start));
  CHECK(cudaEventCreate(&stop));
  for (int i = 0; i < 3; i++) CHECK(cudaMemcpy(dst, src, bytes, cudaMemcpyDeviceToDevice));
  std::vector<float> ms;
  for (int i = 0; i < 20; i++) {
    CHECK(cudaEventRecord(start));
    CHECK(cudaMemcpy(dst, src, bytes, cudaMemcpyDeviceToDevice));
    CHECK(cudaEventRecord(stop));
    CHECK(cudaEventSynchronize(stop));
    float t;
    CHECK(cudaEventElapsedTime(&t, start, stop));
    ms.push_back(t);
  }
  std::sort(ms.begin(), ms.end());
  double median = ms[ms.size() / 2];
  printf("COPY bytes=%zu median_ms=%.4f gbps=%.1f\n", bytes, median, 2.0 * bytes / (median * 1e6));
  return 0;
}
