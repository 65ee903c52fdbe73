/* bulk_emulation.h: lets an emitted .cu file compile as plain C++ (with -DBULK_EMULATION) and
 * run its kernels on the CPU, one emulated thread after another, linked with bulk_cpu.c. It
 * exists so that machines without a GPU can check what the emitted code computes. */
#ifndef BULK_EMULATION_H
#define BULK_EMULATION_H

#include <cmath>
#include <cstddef>

#define __global__
#define __device__
#define __constant__
#define __forceinline__ inline
#define __restrict__ __restrict

/* products rounded on their own, as C rounds them (nvcc would otherwise fuse them with adds) */
inline float __fmul_rn(float a, float b) { return a * b; }
inline double __dmul_rn(double a, double b) { return a * b; }

using std::isfinite;
using std::isinf;
using std::isnan;
using std::signbit;

struct bulk_index3 {
  unsigned x, y, z;
};
inline thread_local bulk_index3 blockIdx, blockDim, gridDim, threadIdx;

/* Runs body once per thread of a grid of `grid` blocks of `block` threads. */
template <class Body>
inline void bulk_emulate_launch(unsigned grid, unsigned block, Body body) {
  blockDim = {block, 1, 1};
  gridDim = {grid, 1, 1};
  for (unsigned b = 0; b < grid; b++) {
    blockIdx = {b, 0, 0};
    for (unsigned t = 0; t < block; t++) {
      threadIdx = {t, 0, 0};
      body();
    }
  }
}

#endif
