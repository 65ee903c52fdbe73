// ahead_pipelined.cu: would a loop that goes ahead run faster if each group's loads were issued
// while the group before it is still being worked, instead of after? The generated prefix sums
// N=1024 (group of 32: 32 loads, then 32 adds and stores; one instance's chain waits one memory
// round trip per group) beside, written by hand, the same with groups of 64, and with groups of 32
// whose next group's loads go before this group's work (software pipelined: 64 values in
// registers). Kernel time by CUDA events, median of 21 after a warm-up, at p from 1 to 262144;
// every result checked against the sequential C (the sample), bit for bit.
//   build: nvcc -O3 -arch=sm_90 -DN=1024 -DGENERATED="\"column.cu\"" -Iruntime -Ibench
//          ahead_pipelined.cu runtime/bulk_runtime.cu        usage: ahead_pipelined
#include <algorithm>
#include <cstdio>
#include <cstring>
#include <vector>

#include GENERATED
#include "cuda_check.h"
#include "../../samples/prefix_sums.c"  // the sequential C

// the generated entry, as bulkcc emits it today
__global__ void generated(size_t n, size_t p, float *__restrict__ b) {
  size_t j = (size_t)blockIdx.x * blockDim.x + threadIdx.x;
  if (j >= n) return;
  bulkcc_entry_prefix_sums(p, b + j);
}

// Points b at this thread's instance; false for a thread past the n instances.
static __device__ bool own_instance(size_t n, float *__restrict__ &b) {
  size_t j = (size_t)blockIdx.x * blockDim.x + threadIdx.x;
  b += j;
  return j < n;
}

// groups of G: G loads, then the G iterations' work
template <int G> __global__ void grouped(size_t n, size_t p, float *__restrict__ b) {
  if (!own_instance(n, b)) return;
  float r = 0;
  for (int i = 0; i < N; i += G) {
    float ahead[G];
#pragma unroll
    for (int u = 0; u < G; u++) ahead[u] = b[(size_t)(i + u) * p];
#pragma unroll
    for (int u = 0; u < G; u++) {
      r += ahead[u];
      b[(size_t)(i + u) * p] = r;
    }
  }
}

// groups of G, pipelined: the next group's loads before this group's work
template <int G> __global__ void pipelined(size_t n, size_t p, float *__restrict__ b) {
  if (!own_instance(n, b)) return;
  float r = 0, cur[G], next[G];
#pragma unroll
  for (int u = 0; u < G; u++) cur[u] = b[(size_t)u * p];
  for (int i = 0; i < N; i += G) {
    if (i + G < N) {
#pragma unroll
      for (int u = 0; u < G; u++) next[u] = b[(size_t)(i + G + u) * p];
    }
#pragma unroll
    for (int u = 0; u < G; u++) {
      r += cur[u];
      b[(size_t)(i + u) * p] = r;
    }
#pragma unroll
    for (int u = 0; u < G; u++) cur[u] = next[u];
  }
}

// groups of G, each address a step of p from the one before (no product per access)
template <int G> __global__ void stepped(size_t n, size_t p, float *__restrict__ b) {
  if (!own_instance(n, b)) return;
  float r = 0;
  for (int i = 0; i < N; i += G) {
    float ahead[G];
    const float *q = b + (size_t)i * p;
#pragma unroll
    for (int u = 0; u < G; u++, q += p) ahead[u] = *q;
    float *w = b + (size_t)i * p;
#pragma unroll
    for (int u = 0; u < G; u++, w += p) {
      r += ahead[u];
      *w = r;
    }
  }
}

// pipelined and stepped
template <int G> __global__ void stepped_pipelined(size_t n, size_t p, float *__restrict__ b) {
  if (!own_instance(n, b)) return;
  float r = 0, cur[G], next[G];
  const float *q = b;
#pragma unroll
  for (int u = 0; u < G; u++, q += p) cur[u] = *q;
  float *w = b;
  for (int i = 0; i < N; i += G) {
    if (i + G < N) {
#pragma unroll
      for (int u = 0; u < G; u++, q += p) next[u] = *q;
    }
#pragma unroll
    for (int u = 0; u < G; u++, w += p) {
      r += cur[u];
      *w = r;
    }
#pragma unroll
    for (int u = 0; u < G; u++) cur[u] = next[u];
  }
}

typedef void (*kernel_fn)(size_t, size_t, float *);

static void fill(std::vector<float> &h, unsigned seed) {
  unsigned x = seed * 2654435761u + 1;
  for (size_t k = 0; k < h.size(); k++) {
    x = x * 1664525u + 1013904223u;
    h[k] = (float)(x >> 8) * (1.0f / 16777216.0f);
  }
}

// the sequential C on each instance of the column-wise array h (p instances)
static size_t wrong(const std::vector<float> &before, const std::vector<float> &after, size_t p) {
  size_t bad = 0;
  std::vector<float> one(N);
  for (size_t j = 0; j < p; j++) {
    for (int e = 0; e < N; e++) one[e] = before[(size_t)e * p + j];
    prefix_sums(one.data());
    for (int e = 0; e < N; e++)
      if (memcmp(&one[e], &after[(size_t)e * p + j], sizeof(float)) != 0) {
        bad++;
        break;
      }
  }
  return bad;
}

int main() {
  const size_t ps[] = {1, 32, 1024, 16384, 65536, 262144};
  const struct {
    const char *name;
    kernel_fn fn;
  } kernels[] = {{"generated-32", generated}, {"grouped-64", grouped<64>}, {"pipelined-32", pipelined<32>},
                 {"pipelined-16", pipelined<16>}, {"stepped-32", stepped<32>},
                 {"stepped-pipe-32", stepped_pipelined<32>}, {"stepped-pipe-16", stepped_pipelined<16>}};
  cudaEvent_t e0, e1;
  CHECK(cudaEventCreate(&e0));
  CHECK(cudaEventCreate(&e1));
  for (size_t p : ps) {
    const size_t count = (size_t)N * p, bytes = count * sizeof(float);
    std::vector<float> before(count), after(count);
    float *d = NULL;
    CHECK(cudaMalloc((void **)&d, bytes));
    for (const auto &k : kernels) {
      cudaFuncAttributes attr;
      CHECK(cudaFuncGetAttributes(&attr, (const void *)k.fn));
      const unsigned block = p < 256 ? 32 : 256, grid = (unsigned)((p + block - 1) / block);
      std::vector<float> ms;
      size_t bad = 0;
      for (int r = 0; r <= 21; r++) {
        fill(before, (unsigned)(r + 7 * p));
        CHECK(cudaMemcpy(d, before.data(), bytes, cudaMemcpyHostToDevice));
        CHECK(cudaEventRecord(e0));
        k.fn<<<grid, block>>>(p, p, d);
        CHECK(cudaGetLastError());
        CHECK(cudaEventRecord(e1));
        CHECK(cudaEventSynchronize(e1));
        float t;
        CHECK(cudaEventElapsedTime(&t, e0, e1));
        if (r > 0) ms.push_back(t);
        if (r == 0 || r == 21) {
          CHECK(cudaMemcpy(after.data(), d, bytes, cudaMemcpyDeviceToHost));
          bad += wrong(before, after, p);
        }
      }
      std::sort(ms.begin(), ms.end());
      printf("AHEAD kernel=%-13s p=%-7zu regs=%-3d ms=%.4f gbps=%.1f wrong=%zu\n", k.name, p, attr.numRegs,
             ms[ms.size() / 2], 2.0 * bytes / (ms[ms.size() / 2] * 1e6), bad);
      fflush(stdout);
    }
    CHECK(cudaFree(d));
  }
  return 0;
}
