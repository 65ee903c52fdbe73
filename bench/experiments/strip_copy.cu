// strip_copy.cu: the bandwidth the strips' access pattern reaches with no dependence at all. The
// summed area table's strips (a warp a strip of 32 rows, a tile of W columns at a time, rows
// N floats apart) copy a to s in that order, each warp on its own, and are timed against a device
// copy of the same bytes. So the table's time splits into what the pattern costs and what the
// waits between strips cost: a strip kernel can be no faster than its pattern's copy here.
//   build: nvcc -O3 -arch=sm_90 -std=c++17 -DN=32768 -Ibench -Iruntime -Xcompiler -fopenmp
//          bench/experiments/strip_copy.cu -o strip_copy
//   usage: strip_copy [warps-a-block]      (-DPAUSE_NS=n: the paused forms' pause, 1000 by default;
//   their lines' tile_columns say the form: 3200 + the loads' columns, or 6400 + the loads' for
//   stores of 64 columns)
#include <cstring>
#include <vector>

#include "bench_common.h"
#include "strip_ceiling.cuh"
#ifndef N
#define N 4096
#endif
static_assert(N % 256 == 0, "N: a multiple of 256");
#ifndef PAUSE_NS
#define PAUSE_NS 1000
#endif

// Warp w of block b takes strips w * blocks + b, ... as sat_tiles.cu does; each strip's tiles of
// W columns in order, a tile's rows in order, each row's W floats a warp's loads (W / 32 a lane).
template <int W> __global__ void strip_copy(const float *__restrict__ a, float *__restrict__ s, int strips) {
  const int lane = threadIdx.x % 32;
  const int step = gridDim.x * (blockDim.x / 32);
  for (int strip = threadIdx.x / 32 * gridDim.x + blockIdx.x; strip < strips; strip += step) {
    const size_t r0 = (size_t)strip * 32;
    for (int c0 = 0; c0 < N; c0 += W) {
#pragma unroll 8
      for (int i = 0; i < 32; i++)
#pragma unroll
        for (int j = 0; j < W / 32; j++) s[(r0 + i) * N + c0 + j * 32 + lane] = a[(r0 + i) * N + c0 + j * 32 + lane];
    }
  }
}

// The same pattern with a pause between tiles of 32 columns, as a strip's work between its tiles:
// loads and stores each of 32 or 64 columns at a time (a row's 64 as two runs of 32 issued at
// once), so that a row's two runs reach memory together or a pause apart.
template <int LOADS, int STORES> __global__ void strip_copy_paused(const float *__restrict__ a, float *__restrict__ s, int strips) {
  const int lane = threadIdx.x % 32;
  const int step = gridDim.x * (blockDim.x / 32);
  for (int strip = threadIdx.x / 32 * gridDim.x + blockIdx.x; strip < strips; strip += step) {
    const size_t r0 = (size_t)strip * 32;
    for (int c0 = 0; c0 < N; c0 += 64) {
      float v[2][32];
      for (int half = 0; half < 2; half++) {
        if (LOADS == 32 || half == 0)
#pragma unroll
          for (int i = 0; i < 32; i++)
#pragma unroll
            for (int j = 0; j < LOADS / 32; j++) v[half + j][i] = a[(r0 + i) * N + c0 + (half + j) * 32 + lane];
        if (STORES == 32 || half == 1)
#pragma unroll
          for (int i = 0; i < 32; i++)
#pragma unroll
            for (int j = 0; j < STORES / 32; j++) {
              const int h = STORES == 32 ? half : j;
              s[(r0 + i) * N + c0 + h * 32 + lane] = v[h][i];
            }
        __nanosleep(PAUSE_NS);
      }
    }
  }
}

int main(int argc, char **argv) {
  const int warps = warps_a_block(argc, argv, 32);
  const size_t count = (size_t)N * N, bytes = count * sizeof(float);
  const int strips = N / 32;
  std::vector<float> a(count), got(count);
  for (size_t i = 0; i < count; i++) a[i] = (float)(i % 1000003);
  float *da, *ds;
  CHECK(cudaMalloc(&da, bytes));
  CHECK(cudaMalloc(&ds, bytes));
  CHECK(cudaMemcpy(da, a.data(), bytes, cudaMemcpyHostToDevice));
  const float copy_ms = median_ms(5, [] {}, [&] { CHECK(cudaMemcpyAsync(ds, da, bytes, cudaMemcpyDeviceToDevice)); });
  size_t mismatches = 0;
  auto measure = [&](int w, auto kernel) {
    const int blocks = resident_blocks(kernel, warps, strips);
    const float ms = median_ms(5, [&] { poison(ds, bytes); }, [&] { kernel<<<blocks, warps * 32>>>(da, ds, strips); });
    CHECK(cudaMemcpy(got.data(), ds, bytes, cudaMemcpyDeviceToHost));
    const size_t wrong = memcmp(got.data(), a.data(), bytes) != 0;
    mismatches += wrong;
    printf("BENCH case=strip_copy N=%d tile_columns=%d warps_a_block=%d blocks=%d ms=%.3f device_copy_ms=%.3f ratio=%.2f mismatches=%zu\n", N, w,
           warps, blocks, ms, copy_ms, ms / copy_ms, wrong);
  };
  measure(32, strip_copy<32>);
  measure(64, strip_copy<64>);
  measure(128, strip_copy<128>);
  measure(256, strip_copy<256>);
  /* paused: tile_columns 3200 + loads' columns, 6400 + ... so that the lines sort apart */
  measure(3232, strip_copy_paused<32, 32>);
  measure(3264, strip_copy_paused<64, 32>);
  measure(6432, strip_copy_paused<32, 64>);
  measure(6464, strip_copy_paused<64, 64>);
  return mismatches != 0;
}
