// paper_kernels.cuh: the hand-written kernels of the paper's kind that the benchmarks set beside
// the generated ones: one thread per instance, every array column-wise (element e of instance j
// at e * p + j), nothing more.
#ifndef BENCH_PAPER_KERNELS_CUH
#define BENCH_PAPER_KERNELS_CUH

#include <cmath>
#include <cstddef>

// Prefix sums of instance j, in place.
template <int LEN>
__global__ void prefix_paper(float *b, size_t p) {
  size_t j = (size_t)blockIdx.x * blockDim.x + threadIdx.x;
  if (j >= p) return;
  float r = 0;
  for (int i = 0; i < LEN; i++) {
    r += b[(size_t)i * p + j];
    b[(size_t)i * p + j] = r;
  }
}

// OPT for instance t: the table M column-wise in global memory, element (i, k) at
// (i * LEN + k) * p + t; the chord weights c likewise.
template <int LEN>
__device__ float opt_paper_instance(const float *c, float *M, size_t p, size_t t) {
#define AT(a, i, k) a[((size_t)(i) * LEN + (k)) * p + t]
  for (int i = 1; i < LEN; i++) AT(M, i, i) = 0;
  for (int i = LEN - 2; i >= 1; i--)
    for (int j = i + 1; j < LEN; j++) {
      float s = INFINITY;
      for (int k = i; k < j; k++) {
        float r = AT(M, i, k) + AT(M, k + 1, j);
        if (r < s) s = r;
      }
      AT(M, i, j) = s + AT(c, i - 1, j);
    }
  return AT(M, 1, LEN - 1);
#undef AT
}

template <int LEN>
__global__ void opt_paper(const float *c, float *M, float *out, size_t p) {
  size_t t = (size_t)blockIdx.x * blockDim.x + threadIdx.x;
  if (t < p) out[t] = opt_paper_instance<LEN>(c, M, p, t);
}

// The same with the table in registers: every loop unrolls, so every index is a constant (for
// small LEN only).
template <int LEN>
__global__ void opt_paper_registers(const float *c, float *out, size_t p) {
  size_t t = (size_t)blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= p) return;
  float M[LEN][LEN];
#pragma unroll
  for (int i = 1; i < LEN; i++) M[i][i] = 0;
#pragma unroll
  for (int i = LEN - 2; i >= 1; i--)
#pragma unroll
    for (int j = i + 1; j < LEN; j++) {
      float s = INFINITY;
#pragma unroll
      for (int k = i; k < j; k++) {
        float r = M[i][k] + M[k + 1][j];
        if (r < s) s = r;
      }
      M[i][j] = s + c[((size_t)(i - 1) * LEN + j) * p + t];
    }
  out[t] = M[1][LEN - 1];
}

#endif
