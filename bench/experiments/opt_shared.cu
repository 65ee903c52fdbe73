// opt_shared.cu: how long one OPT N=64 instance's chain takes with its table in shared memory
// instead of device memory, for calls of few instances (a pipeline's last chunk): the hand-written
// kernel of the paper's kind (bench/paper_kernels.cuh, the table column-wise in device memory)
// beside the same loops with each thread's table in shared memory (element e of thread t of a
// block at e * blockDim.x + t), for several p. CUDA events, medians of 5 after a warm-up, outputs
// poisoned before each run; every result compared with the sequential C (samples/opt.c), bit for bit.
//   build: nvcc -O3 -arch=sm_90 -DN=64 -Ibench opt_shared.cu sequential.o   (samples/opt.c, -DN=64
//          -ffp-contract=off)         usage: opt_shared p...
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <functional>
#include <vector>

#include "cuda_check.h"
#include "paper_kernels.cuh"

extern "C" float opt(const float c[N][N]);

template <int LEN>
__global__ void opt_shared(const float *c, float *out, size_t p) {
  extern __shared__ float table[];
  size_t t = (size_t)blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= p) return;
  const unsigned stride = blockDim.x;
  float *M = table + threadIdx.x;
#define SM(i, k) M[((i) * LEN + (k)) * stride]
#define C(i, k) c[((size_t)(i) * LEN + (k)) * p + t]
  for (int i = 1; i < LEN; i++) SM(i, i) = 0;
  for (int i = LEN - 2; i >= 1; i--)
    for (int j = i + 1; j < LEN; j++) {
      float s = INFINITY;
      for (int k = i; k < j; k++) {
        float r = SM(i, k) + SM(k + 1, j);
        if (r < s) s = r;
      }
      SM(i, j) = s + C(i - 1, j);
    }
  out[t] = SM(1, LEN - 1);
#undef SM
#undef C
}

static float median_ms(const std::function<void()> &prepare, const std::function<void()> &run) {
  cudaEvent_t a, b;
  CHECK(cudaEventCreate(&a));
  CHECK(cudaEventCreate(&b));
  std::vector<float> ms;
  for (int r = 0; r < 6; r++) {
    prepare();
    CHECK(cudaEventRecord(a));
    run();
    CHECK(cudaGetLastError());
    CHECK(cudaEventRecord(b));
    CHECK(cudaEventSynchronize(b));
    float t = 0;
    CHECK(cudaEventElapsedTime(&t, a, b));
    if (r > 0) ms.push_back(t);  // the first run warms up
  }
  std::sort(ms.begin(), ms.end());
  return ms[ms.size() / 2];
}

int main(int argc, char **argv) {
  if (argc < 2) {
    fprintf(stderr, "usage: %s p...\n", argv[0]);
    return 2;
  }
  const size_t table_bytes = (size_t)N * N * sizeof(float);
  int per_block = 0;
  CHECK(cudaDeviceGetAttribute(&per_block, cudaDevAttrMaxSharedMemoryPerBlockOptin, 0));
  const unsigned most = (unsigned)(per_block / table_bytes);  // threads whose tables fit one block
  CHECK(cudaFuncSetAttribute(opt_shared<N>, cudaFuncAttributeMaxDynamicSharedMemorySize, (int)(most * table_bytes)));
  printf("# tables of %zu bytes; shared memory per block %d bytes: blocks of up to %u threads\n", table_bytes,
         per_block, most);
  int failures = 0;
  for (int a = 1; a < argc; a++) {
    const size_t p = strtoull(argv[a], NULL, 10), count = p * N * N;
    std::vector<float> c_rows(count), c_cols(count), want(p), got(p);
    uint64_t x = 0x9e3779b97f4a7c15ull ^ p;
    for (size_t e = 0; e < count; e++) {
      x ^= x << 13, x ^= x >> 7, x ^= x << 17;
      c_rows[e] = (float)(x % 1000) / 8.0f;
    }
    for (size_t t = 0; t < p; t++) {
      want[t] = opt((const float(*)[N]) & c_rows[t * N * N]);
      for (size_t e = 0; e < (size_t)N * N; e++) c_cols[e * p + t] = c_rows[t * N * N + e];
    }
    float *d_c, *d_M, *d_out;
    CHECK(cudaMalloc(&d_c, count * sizeof(float)));
    CHECK(cudaMalloc(&d_M, count * sizeof(float)));
    CHECK(cudaMalloc(&d_out, p * sizeof(float)));
    CHECK(cudaMemcpy(d_c, c_cols.data(), count * sizeof(float), cudaMemcpyHostToDevice));
    auto poison = [&] { CHECK(cudaMemset(d_out, 0xff, p * sizeof(float))); };
    auto check = [&](const char *what, unsigned block, float ms) {
      CHECK(cudaMemcpy(got.data(), d_out, p * sizeof(float), cudaMemcpyDeviceToHost));
      size_t wrong = 0;
      for (size_t t = 0; t < p; t++) wrong += memcmp(&got[t], &want[t], sizeof(float)) != 0;
      printf("p=%-6zu %-28s block %-3u %9.4f ms  mismatches %zu\n", p, what, block, ms, wrong);
      failures += wrong != 0;
    };
    for (unsigned block : {32u, 64u}) {
      unsigned grid = (unsigned)((p + block - 1) / block);
      float ms = median_ms(poison, [&] { opt_paper<N><<<grid, block>>>(d_c, d_M, d_out, p); });
      check("table in device memory", block, ms);
    }
    for (unsigned block : {most, most / 2, 8u, 4u}) {
      if (block == 0) continue;
      unsigned grid = (unsigned)((p + block - 1) / block);
      float ms = median_ms(poison, [&] { opt_shared<N><<<grid, block, block * table_bytes>>>(d_c, d_out, p); });
      check("table in shared memory", block, ms);
    }
    CHECK(cudaFree(d_c));
    CHECK(cudaFree(d_M));
    CHECK(cudaFree(d_out));
  }
  printf("%s\n", failures ? "MISMATCH" : "all results match the sequential C");
  return failures ? 1 : 0;
}
