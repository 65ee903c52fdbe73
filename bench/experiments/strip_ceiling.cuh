// strip_ceiling.cuh: what sat_tiles.cu and ed_collect.cu share, hand-written strips of 32 rows a
// warp, each waiting on the strip above through its count: the wait, the warps a block from the
// command line, and a grid whose blocks are all resident at once (every wait is on a running warp).
#ifndef STRIP_CEILING_CUH
#define STRIP_CEILING_CUH

#include <algorithm>
#include <cstdio>
#include <cstdlib>

#include "cuda_check.h"

// The strip above has done `need` of its count: the warp's first lane spins on it, then a fence so
// that the warp's reads after it see that strip's stores.
template <typename Count> static __device__ void wait_for(const Count *count, Count need) {
  if (threadIdx.x % 32 == 0) {
    while (*(volatile const Count *)count < need) {
    }
    __threadfence();
  }
  __syncwarp();
}

// The warps a block, the program's first argument (8 by default, at most `most`).
static inline int warps_a_block(int argc, char **argv, int most) {
  const int warps = argc > 1 ? atoi(argv[1]) : 8;
  if (warps < 1 || warps > most) {
    fprintf(stderr, "warps a block: 1 to %d\n", most);
    exit(2);
  }
  return warps;
}

// The blocks of `warps` warps the device holds of `kernel` at once, no more than the strips need.
template <typename Kernel> static inline int resident_blocks(Kernel kernel, int warps, int strips) {
  int per_sm = 0, sms = 0;
  CHECK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&per_sm, kernel, warps * 32, 0));
  CHECK(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0));
  const int blocks = std::min(per_sm * sms, (strips + warps - 1) / warps);
  if (blocks < 1) {
    fprintf(stderr, "no block of %d warps fits\n", warps);
    exit(1);
  }
  return blocks;
}

#endif
