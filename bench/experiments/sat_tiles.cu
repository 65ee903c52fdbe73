// sat_tiles.cu: how fast can samples/summed_area.c's table go on the GPU, bit for bit, with the
// grid form's pipeline of strips (a warp a strip of 32 rows, each chunk of 32 columns waiting on
// the strip above) but each 32 x 32 tile's cells split by statement: first every row's running
// sums across the tile (a lane a row, before the wait, since they need nothing of the strip
// above), then every column's sums down it (a lane a column), instead of the 63 lines of one cell
// at a time that the strips run now. The sums are the sequential C's, in its order (row += a[y][x];
// s[y][x] = (y > 0 ? s[y - 1][x] : 0) + row), so the table is bit for bit. Three kernels:
//   sat_tiles      the passes through the tile in shared memory; the strip below waits on a count
//                  (a fence, then the count; it then reads the row above from the table);
//   sat_registers  each pass's 32 values in registers, the last row stored and published first;
//   sat_carry      the registers' tiles, the last row handed on as data: each word a float and its
//                  chunk's tag, polled by the strip below, with no count and no fence.
// A ceiling for the generated code, and a measure of what splitting a tile's cells by statement
// and handing a strip's row on as data are worth in the compiler. Kernel times as make bench
// takes them (bench_common.h: the median of 5 after a warm-up, the L2 cleaned first), beside a
// device copy of the same bytes; the table checked against the sequential C, bit for bit. Each
// kernel's line also gives its last run's timeline: the mean lag from one strip's first tile to
// the next strip's, and a strip's mean span.
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

// What the strips hand on: a count a strip (sat_tiles, sat_registers), or each strip's last row
// with its chunk's tag in each word (sat_carry); and where each strip's first lane stamps the
// %globaltimer when its first tile may start and when its last is stored (a timeline).
struct Handoff {
  unsigned long long *done;
  unsigned long long *carry;  // strips x N words: the float's bits, and above them its tag
  unsigned epoch;             // this launch's, in every tag: a word of an earlier launch never matches
  unsigned long long *times;  // strips x 2
};

static __device__ __forceinline__ void stamp(const Handoff &h, int strip, int which) {
  if (threadIdx.x % 32 == 0) {
    unsigned long long now;
    asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(now));
    h.times[2 * strip + which] = now;
  }
}

// A kernel's warp: its lane, its tile (a row's 33 floats apart, so that a lane a row or a column
// reads 32 banks) and its strips, warp w of block b being warp w * blocks + b (consecutive strips
// on different multiprocessors).
struct WarpStrips {
  int lane, first, step;
  float (*tile)[T + 1];
  __device__ explicit WarpStrips(float (*tiles)[T][T + 1])
      : lane(threadIdx.x % 32), first(threadIdx.x / 32 * gridDim.x + blockIdx.x), step(gridDim.x * (blockDim.x / 32)),
        tile(tiles[threadIdx.x / 32]) {}
};

__global__ void __launch_bounds__(MAX_WARPS * 32) sat_tiles(const float *__restrict__ a, float *__restrict__ s,
                                                             Handoff h, int strips) {
  __shared__ float tiles[MAX_WARPS][T][T + 1];
  const WarpStrips ws(tiles);
  float(*t)[T + 1] = ws.tile;
  const int lane = ws.lane;
  for (int strip = ws.first; strip < strips; strip += ws.step) {
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
        wait_for(&h.done[strip - 1], (unsigned long long)c + 1);
        above = __ldcg(&s[(r0 - 1) * N + c0 + lane]);
      }
      if (c == 0) stamp(h, strip, 0);
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
        *(volatile unsigned long long *)&h.done[strip] = (unsigned long long)c + 1;
      }
    }
    stamp(h, strip, 1);
  }
}

// sat_registers' and sat_carry's tile of a chunk: the tile loaded a chunk ahead goes to shared
// memory and the next one is loaded; then each lane's row's running sums across the tile, its 32
// values in registers, back into the tile.
static __device__ __forceinline__ void rows_in_registers(float (*t)[T + 1], float (&next)[T], const float *__restrict__ a, size_t r0,
                                                         int c, int lane, float &row) {
#pragma unroll
  for (int i = 0; i < T; i++) t[i][lane] = next[i];
  if (c + 1 < N / T) {
#pragma unroll
    for (int i = 0; i < T; i++) next[i] = a[(r0 + i) * N + (size_t)c * T + T + lane];
  }
  __syncwarp();
  float v[T];
#pragma unroll
  for (int j = 0; j < T; j++) v[j] = t[lane][j];
#pragma unroll
  for (int j = 0; j < T; j++) {
    row += v[j];
    v[j] = row;
  }
#pragma unroll
  for (int j = 0; j < T; j++) t[lane][j] = v[j];
  __syncwarp();
}

// The same tiles with each pass's 32 values in registers (a row's, then a column's, read from the
// tile at once), so that a pass is a chain of adds rather than of shared-memory round trips, and
// the strip's last row stored and published before the rest of the tile: the strip below waits on
// that row alone.
__global__ void __launch_bounds__(MAX_WARPS * 32) sat_registers(const float *__restrict__ a, float *__restrict__ s,
                                                                Handoff h, int strips) {
  __shared__ float tiles[MAX_WARPS][T][T + 1];
  const WarpStrips ws(tiles);
  float(*t)[T + 1] = ws.tile;
  const int lane = ws.lane;
  for (int strip = ws.first; strip < strips; strip += ws.step) {
    const size_t r0 = (size_t)strip * T;
    float row = 0;
    float next[T];
#pragma unroll
    for (int i = 0; i < T; i++) next[i] = a[(r0 + i) * N + lane];
    for (int c = 0; c < N / T; c++) {
      const size_t c0 = (size_t)c * T;
      rows_in_registers(t, next, a, r0, c, lane, row);
      float v[T];
      float above = 0;
      if (strip > 0) {
        wait_for(&h.done[strip - 1], (unsigned long long)c + 1);
        above = __ldcg(&s[(r0 - 1) * N + c0 + lane]);
      }
      if (c == 0) stamp(h, strip, 0);
#pragma unroll
      for (int i = 0; i < T; i++) v[i] = t[i][lane];
#pragma unroll
      for (int i = 0; i < T; i++) {
        above = above + v[i];
        v[i] = above;
      }
      s[(r0 + T - 1) * N + c0 + lane] = v[T - 1];
      __syncwarp();  // the last row's stores, before the count says they are made
      if (lane == 0) {
        __threadfence();
        *(volatile unsigned long long *)&h.done[strip] = (unsigned long long)c + 1;
      }
#pragma unroll
      for (int i = 0; i < T - 1; i++) s[(r0 + i) * N + c0 + lane] = v[i];
      __syncwarp();  // every lane's reads of the tile, before the next tile overwrites it
    }
    stamp(h, strip, 1);
  }
}

// The register tiles with the strip's last row handed on as data: each word of h.carry holds a
// float and, above it, its chunk's tag, so the strip below polls the words themselves (a lane a
// column) and needs no count and no fence; the poll's first read is issued before the row pass,
// so that its latency hides under it.
__global__ void __launch_bounds__(MAX_WARPS * 32) sat_carry(const float *__restrict__ a, float *__restrict__ s, Handoff h,
                                                            int strips) {
  __shared__ float tiles[MAX_WARPS][T][T + 1];
  const WarpStrips ws(tiles);
  float(*t)[T + 1] = ws.tile;
  const int lane = ws.lane;
  for (int strip = ws.first; strip < strips; strip += ws.step) {
    const size_t r0 = (size_t)strip * T;
    volatile unsigned long long *const from = h.carry + (size_t)(strip > 0 ? strip - 1 : 0) * N + lane;
    volatile unsigned long long *const to = h.carry + (size_t)strip * N + lane;
    float row = 0;
    float next[T];
#pragma unroll
    for (int i = 0; i < T; i++) next[i] = a[(r0 + i) * N + lane];
    for (int c = 0; c < N / T; c++) {
      const size_t c0 = (size_t)c * T;
      const unsigned tag = h.epoch * 2048u + (unsigned)c + 1;
      unsigned long long word = strip > 0 ? from[c0] : 0;
      rows_in_registers(t, next, a, r0, c, lane, row);
      float v[T];
      float above = 0;
      if (strip > 0) {
        while ((unsigned)(word >> 32) != tag) word = from[c0];
        above = __uint_as_float((unsigned)word);
      }
      if (c == 0) stamp(h, strip, 0);
#pragma unroll
      for (int i = 0; i < T; i++) v[i] = t[i][lane];
#pragma unroll
      for (int i = 0; i < T; i++) {
        above = above + v[i];
        v[i] = above;
      }
      to[c0] = (unsigned long long)tag << 32 | __float_as_uint(v[T - 1]);
#pragma unroll
      for (int i = 0; i < T; i++) s[(r0 + i) * N + c0 + lane] = v[i];
      __syncwarp();  // every lane's reads of the tile, before the next tile overwrites it
    }
    stamp(h, strip, 1);
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
  Handoff h = {};
  CHECK(cudaMalloc(&da, bytes));
  CHECK(cudaMalloc(&ds, bytes));
  CHECK(cudaMalloc(&h.done, sizeof *h.done * strips));
  CHECK(cudaMalloc(&h.carry, sizeof *h.carry * strips * N));
  CHECK(cudaMemset(h.carry, 0, sizeof *h.carry * strips * N));  // tag 0: no chunk's
  CHECK(cudaMalloc(&h.times, sizeof *h.times * strips * 2));
  CHECK(cudaMemcpy(da, a.data(), bytes, cudaMemcpyHostToDevice));
  size_t mismatches = 0;
  // one kernel's median time, its table checked against the sequential C, and the last run's
  // timeline: the mean lag from one strip's first tile to the next's, and a strip's mean span
  auto measure = [&](const char *name, auto kernel) {
    const int blocks = resident_blocks(kernel, warps, strips);
    const float ms = median_ms(
        5,
        [&] {
          CHECK(cudaMemset(h.done, 0, sizeof *h.done * strips));
          h.epoch++;
          poison(ds, bytes);  // a NaN where nothing was stored
        },
        [&] { kernel<<<blocks, warps * 32>>>(da, ds, h, strips); });
    CHECK(cudaMemcpy(got.data(), ds, bytes, cudaMemcpyDeviceToHost));
    size_t wrong = 0;
    for (size_t i = 0; i < count; i++) wrong += memcmp(&got[i], &want[i], sizeof(float)) != 0;
    mismatches += wrong;
    std::vector<unsigned long long> times(strips * 2);
    CHECK(cudaMemcpy(times.data(), h.times, sizeof times[0] * times.size(), cudaMemcpyDeviceToHost));
    double span = 0;
    for (int k = 0; k < strips; k++) span += (double)(times[2 * k + 1] - times[2 * k]);
    printf("BENCH case=sat_tiles kernel=%s N=%d warps_a_block=%d blocks=%d ms=%.3f lag_us=%.2f span_ms=%.3f mismatches=%zu\n", name,
           N, warps, blocks, ms, (double)(times[2 * (strips - 1)] - times[0]) / (strips - 1) / 1e3, span / strips / 1e6, wrong);
    return ms;
  };
  const float tiles_ms = measure("tiles", sat_tiles);
  const float registers_ms = measure("registers", sat_registers);
  const float carry_ms = measure("carry", sat_carry);
  const float copy_ms = median_ms(5, [] {}, [&] { CHECK(cudaMemcpyAsync(ds, da, bytes, cudaMemcpyDeviceToDevice)); });
  printf("BENCH case=sat_tiles N=%d warps_a_block=%d device_copy_ms=%.3f tiles_ratio=%.2f registers_ratio=%.2f carry_ratio=%.2f "
         "mismatches=%zu\n",
         N, warps, copy_ms, tiles_ms / copy_ms, registers_ms / copy_ms, carry_ms / copy_ms, mismatches);
  return mismatches != 0;
}
