// sat_tiles.cu: how fast can samples/summed_area.c's table go on the GPU, bit for bit, with the
// grid form's pipeline of strips (a warp a strip of 32 rows, each chunk of 32 columns waiting on
// the strip above) but each 32 x 32 tile's cells split by statement: first every row's running
// sums across the tile (a lane a row, before the wait, since they need nothing of the strip
// above), then every column's sums down it (a lane a column), instead of the 63 lines of one cell
// at a time that the strips run now. The sums are the sequential C's, in its order (row += a[y][x];
// s[y][x] = (y > 0 ? s[y - 1][x] : 0) + row), so the table is bit for bit. A ceiling for the
// generated code, and a measure of whether splitting a tile's cells by statement is worth doing
// in the compiler. Kernel times as make bench takes them (bench_common.h: the median of 5 after a
// warm-up, the L2 cleaned first), beside a device copy of the same bytes; the table checked
// against the sequential C, bit for bit.
//   build: nvcc -O3 -arch=sm_90 -std=c++17 -DN=32768 -Ibench -Iruntime -Xcompiler -fopenmp
//          bench/experiments/sat_tiles.cu -o sat_tiles
//   usage: sat_tiles [warps-a-block]
#include <cstring>
#include <vector>

#include "bench_common.h"
#include "strip_ceiling.cuh"
#ifndef N
#define N 4096
#endif
#include "../../samples/summed_area.c"  // the sequential C

static_assert(N % 32 == 0, "N: a multiple of 32");
constexpr int T = 32;          // a tile's rows and columns, a warp's lanes
constexpr int MAX_WARPS = 8;   // a block's (static shared memory: 48 KB at most)

__global__ void __launch_bounds__(MAX_WARPS * 32) sat_tiles(const float *__restrict__ a, float *__restrict__ s,
                                                             unsigned long long *done, int strips) {
  __shared__ float tiles[MAX_WARPS][T][T + 1];  // a row's 33 floats apart: a lane a row or a column reads 32 banks
  const int lane = threadIdx.x % 32, w = threadIdx.x / 32;
  const int warps_a_block = blockDim.x / 32;
  // warp w of block b is warp w * blocks + b: consecutive strips on different multiprocessors
  const int warp = w * gridDim.x + blockIdx.x, warps = gridDim.x * warps_a_block;
  float(*t)[T + 1] = tiles[w];
  for (int strip = warp; strip < strips; strip += warps) {
    const size_t r0 = (size_t)strip * T;
    float row = 0;       // the running sum of this lane's row (r0 + lane)
    float next[T];       // the next tile of a, this lane's column of it, loaded a chunk ahead
    for (int i = 0; i < T; i++) next[i] = a[(r0 + i) * N + lane];
    for (int c = 0; c < N / T; c++) {
      const size_t c0 = (size_t)c * T;
      for (int i = 0; i < T; i++) t[i][lane] = next[i];
      if (c + 1 < N / T)
        for (int i = 0; i < T; i++) next[i] = a[(r0 + i) * N + c0 + T + lane];
      __syncwarp();
      // every row's running sums across the tile: row += a[y][x], kept for the column sums
      for (int j = 0; j < T; j++) {
        row += t[lane][j];
        t[lane][j] = row;
      }
      __syncwarp();
      // the row above the strip at these columns, once the strip above has done this chunk; the
      // first strip's is the sequential C's 0
      float above = 0;
      if (strip > 0) {
        wait_for(&done[strip - 1], (unsigned long long)c + 1);
        above = __ldcg(&s[(r0 - 1) * N + c0 + lane]);
      }
      // every column's sums down the tile: s[y][x] = s[y - 1][x] + row
      for (int i = 0; i < T; i++) {
        above = above + t[i][lane];
        t[i][lane] = above;
      }
      __syncwarp();
      for (int i = 0; i < T; i++) s[(r0 + i) * N + c0 + lane] = t[i][lane];
      __syncwarp();  // the warp's stores, before its count says they are made
      if (lane == 0) {
        __threadfence();
        *(volatile unsigned long long *)&done[strip] = (unsigned long long)c + 1;
      }
    }
  }
}

int main(int argc, char **argv) {
  const int warps = warps_a_block(argc, argv, MAX_WARPS);
  const size_t count = (size_t)N * N, bytes = count * sizeof(float);
  const int strips = N / T;
  std::vector<float> a(count), want(count), got(count);
  unsigned long long r = 0x9e3779b97f4a7c15ull;
  for (size_t i = 0; i < count; i++) {
    r = r * 6364136223846793005ull + 1442695040888963407ull;
    a[i] = (float)((r >> 40) % 2001) / 1000.0f - 1.0f;  // -1 to 1, both signs of sums
  }
  summed_area((const float(*)[N])a.data(), (float(*)[N])want.data());

  float *da, *ds;
  unsigned long long *done;
  CHECK(cudaMalloc(&da, bytes));
  CHECK(cudaMalloc(&ds, bytes));
  CHECK(cudaMalloc(&done, sizeof *done * strips));
  CHECK(cudaMemcpy(da, a.data(), bytes, cudaMemcpyHostToDevice));
  const int blocks = resident_blocks(sat_tiles, warps, strips);
  const float tiles_ms = median_ms(
      5,
      [&] {
        CHECK(cudaMemset(done, 0, sizeof *done * strips));
        poison(ds, bytes);  // a NaN where nothing was stored
      },
      [&] { sat_tiles<<<blocks, warps * 32>>>(da, ds, done, strips); });
  CHECK(cudaMemcpy(got.data(), ds, bytes, cudaMemcpyDeviceToHost));
  size_t mismatches = 0;
  for (size_t i = 0; i < count; i++) mismatches += memcmp(&got[i], &want[i], sizeof(float)) != 0;
  const float copy_ms = median_ms(5, [] {}, [&] { CHECK(cudaMemcpyAsync(ds, da, bytes, cudaMemcpyDeviceToDevice)); });
  printf("BENCH case=sat_tiles N=%d warps_a_block=%d blocks=%d tiles_ms=%.3f device_copy_ms=%.3f ratio=%.2f mismatches=%zu\n", N,
         warps, blocks, tiles_ms, copy_ms, tiles_ms / copy_ms, mismatches);
  return mismatches != 0;
}
