// cuda_check.h: CHECK(call) for the standalone benchmark programs: a failed CUDA call prints
// where and why, and exits.
#ifndef BENCH_CUDA_CHECK_H
#define BENCH_CUDA_CHECK_H

#include <cstdio>
#include <cstdlib>

#define CHECK(call)                                                                            \
  do {                                                                                         \
    cudaError_t err_ = (call);                                                                 \
    if (err_ != cudaSuccess) {                                                                 \
      fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__, #call, cudaGetErrorString(err_)); \
      exit(1);                                                                                 \
    }                                                                                          \
  } while (0)

#endif
