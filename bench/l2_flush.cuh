// l2_flush.cuh: flush_l2() leaves the GPU's L2 cache holding none of a benchmark's arrays, so
// that a timed kernel or copy reads them from device memory, as a call on fresh data does (an
// array of 64 MB, beside an L2 of 50 MB, is otherwise mostly read from the L2 after the copy that
// put it there). It reads twice the L2's size of a buffer of its own: a read leaves no lines to
// write back during the timed work, as a memset would. Waits for the GPU.
#ifndef BENCH_L2_FLUSH_CUH
#define BENCH_L2_FLUSH_CUH

#include <cuda_runtime.h>

#include "cuda_check.h"

__global__ void bench_read_all(const uint4 *a, size_t n, unsigned *sink) {
  unsigned x = 0;
  for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += (size_t)gridDim.x * blockDim.x) x ^= a[i].x;
  if (x == 0x9e3779b9u) *sink = x; /* never, as far as the compiler knows: the reads stay */
}

static void flush_l2(void) {
  static uint4 *buffer;
  static unsigned *sink;
  static size_t vectors;
  if (!buffer) {
    int device = 0, l2 = 0;
    CHECK(cudaGetDevice(&device));
    CHECK(cudaDeviceGetAttribute(&l2, cudaDevAttrL2CacheSize, device));
    vectors = (size_t)(l2 > 0 ? l2 : 64 << 20) * 2 / sizeof(uint4);
    CHECK(cudaMalloc((void **)&buffer, vectors * sizeof(uint4)));
    CHECK(cudaMemset(buffer, 0, vectors * sizeof(uint4)));
    CHECK(cudaMalloc((void **)&sink, sizeof *sink));
  }
  bench_read_all<<<1024, 256>>>(buffer, vectors, sink);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
}

#endif
