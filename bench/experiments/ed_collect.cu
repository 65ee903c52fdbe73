// ed_collect.cu: how fast can samples/error_diffusion.c go on the GPU, bit for bit, written by
// hand as Funasaka, Nakano and Ito's error diffusion does it (each pixel collecting its four
// neighbours' errors, lines 2 * y + x, a warp a strip of 32 rows) with every value in registers:
// lane r holds its row's last error, and takes the row above's last three by a shuffle a line (its
// first lane, the strip above's from global memory, a chunk at a time once that strip has done
// them). The sample diffuses each error into `level` (+= 7/16, 3/16, 5/16, 1/16); collecting the
// same four products is the same integer sum in another order, so the image is bit for bit, and
// the cells (y - 1, x + 2) and (y, x), which both update level[y][x + 1], no longer keep the
// lines `3 * y + x` apart. A ceiling for the generated strips (error diffusion 32K: 62 ms on an
// H200, 2026-11-29) and a measure of what the target of 6 ms asks. Kernel times as make bench
// takes them (bench_common.h: the median of 5 after a warm-up, the L2 cleaned first); the image
// checked against the sequential C, bit for bit. Two handoffs between strips: a count a strip
// (a fence before it; the strip below then reads the last row's errors), and the errors handed
// on as data (each word an error and the launch's epoch, polled by the strip below: no count, no
// fence).
//   build: nvcc -O3 -arch=sm_90 -std=c++17 -DN=32768 -Ibench -Iruntime -Xcompiler -fopenmp
//          bench/experiments/ed_collect.cu -o ed_collect
//   usage: ulimit -s unlimited; ed_collect [warps-a-block]   (the sequential C's level is a local)
#include <vector>

#include "bench_common.h"
#include "strip_ceiling.cuh"
#ifndef N
#define N 4096
#endif
#include "../../samples/error_diffusion.c"  // the sequential C

static_assert(N % 32 == 0, "N: a multiple of 32");
constexpr int T = 32;          // a strip's rows, a chunk's lines, a warp's lanes
constexpr int MAX_WARPS = 16;  // a block's
constexpr int PITCH = 36;      // a staged row's bytes: lane r's row starts 9 r words on, 32 banks
constexpr long long LINES = 2LL * (T - 1) + N;  // a strip's lines: lane r's x is the line - 2 r

struct Stage {
  unsigned char in[T][PITCH], out[T][PITCH];
  int above[T + 2];  // the strip above's last row's errors at x = the chunk's first line - 1 + i
};

static __device__ long long min_of(long long a, long long b) { return a < b ? a : b; }
static __device__ long long max_of(long long a, long long b) { return a > b ? a : b; }

// What the strips hand on: the last row's errors and a count a strip that says how far they are
// made (a fence before each count), or (Carry) the errors in words tagged with the launch's epoch,
// which the strip below polls (a lane a word) with no count and no fence.
struct Handoff {
  int *last_row;              // strips x N
  long long *done;            // strips
  unsigned long long *carry;  // strips x N words: the error's bits, and above them the epoch
  unsigned epoch;             // this launch's: a word of an earlier launch never matches
};

template <bool Carry>
__global__ void __launch_bounds__(MAX_WARPS * 32) ed_collect(const unsigned char *__restrict__ in, unsigned char *__restrict__ out,
                                                              Handoff h, int strips) {
  __shared__ Stage stages[MAX_WARPS];
  const int lane = threadIdx.x % 32, w = threadIdx.x / 32;
  const int warp = w * gridDim.x + blockIdx.x, warps = gridDim.x * (blockDim.x / 32);
  Stage &st = stages[w];
  for (int strip = warp; strip < strips; strip += warps) {
    const long long y0 = (long long)strip * T, y = y0 + lane;
    int mine = 0, w1 = 0, w2 = 0, w3 = 0;  // my last error; the row above's at x + 1, x, x - 1
    unsigned char next[T];                 // row i's byte at x = line - 2 i + lane, the next chunk's
    for (int i = 0; i < T; i++) {
      const long long x = 0 - 2LL * i + lane;
      next[i] = (unsigned long long)x < (unsigned long long)N ? in[(y0 + i) * N + x] : 0;
    }
    for (long long l0 = 0; l0 < LINES; l0 += T) {
      for (int i = 0; i < T; i++) st.in[i][lane] = next[i];
      for (int i = 0; i < T; i++) {
        const long long x = l0 + T - 2LL * i + lane;
        next[i] = (unsigned long long)x < (unsigned long long)N && l0 + T < LINES ? in[(y0 + i) * N + x] : 0;
      }
      if (strip > 0) {  // lane 0's row above at x = l0 - 1 to l0 + 32: the strip above's last row
        if (!Carry) wait_for(&h.done[strip - 1], min_of(N, l0 + T + 1));
        for (int i = lane; i < T + 2; i += T) {
          const long long x = l0 - 1 + i;
          int above = 0;
          if ((unsigned long long)x >= (unsigned long long)N) {
          } else if (Carry) {
            const volatile unsigned long long *word = h.carry + (size_t)(strip - 1) * N + x;
            unsigned long long v;
            while ((unsigned)((v = *word) >> 32) != h.epoch) {
            }
            above = (int)(unsigned)v;
          } else {
            above = __ldcg(&h.last_row[(size_t)(strip - 1) * N + x]);
          }
          st.above[i] = above;
        }
      }
      __syncwarp();
      for (int j = 0; j < T; j++) {
        const long long x = l0 + j - 2LL * lane;
        // lane r's row above is lane r - 1's, whose x + 1, x and x - 1 were its last three lines'
        w3 = w2, w2 = w1, w1 = __shfl_up_sync(0xffffffffu, mine, 1);
        if (lane == 0 && strip > 0) w1 = st.above[j + 2], w2 = st.above[j + 1], w3 = st.above[j];
        if ((unsigned long long)x < (unsigned long long)N) {
          int v = st.in[lane][j] * 16;
          if (x > 0) v += mine * 7 / 16;
          if (y > 0) {
            if (x + 1 < N) v += w1 * 3 / 16;
            v += w2 * 5 / 16;
            if (x > 0) v += w3 / 16;
          }
          const int white = v >= 128 * 16;
          st.out[lane][j] = white ? 255 : 0;
          mine = v - (white ? 255 * 16 : 0);
          if (lane == T - 1 && strip + 1 < strips) {
            if (Carry)
              *(volatile unsigned long long *)&h.carry[(size_t)strip * N + x] = (unsigned long long)h.epoch << 32 | (unsigned)mine;
            else
              h.last_row[(size_t)strip * N + x] = mine;
          }
        } else {
          mine = 0;
        }
      }
      __syncwarp();
      for (int i = 0; i < T; i++) {  // row i's bytes of the chunk, a run of the row
        const long long x = l0 - 2LL * i + lane;
        if ((unsigned long long)x < (unsigned long long)N) out[(y0 + i) * N + x] = st.out[i][lane];
      }
      __syncwarp();  // the last row's errors, before the count says they are made
      if (!Carry && lane == 0) {
        __threadfence();
        *(volatile long long *)&h.done[strip] = max_of(0, min_of(N, l0 + T - 2LL * (T - 1)));
      }
    }
  }
}

int main(int argc, char **argv) {
  const int warps = warps_a_block(argc, argv, MAX_WARPS);
  const size_t count = (size_t)N * N;
  const int strips = N / T;
  std::vector<unsigned char> image(count), want(count), got(count);
  unsigned long long r = 0x9e3779b97f4a7c15ull;
  for (size_t i = 0; i < count; i++) {
    r = r * 6364136223846793005ull + 1442695040888963407ull;
    image[i] = (unsigned char)(r >> 56);
  }
  error_diffusion((const unsigned char(*)[N])image.data(), (unsigned char(*)[N])want.data());

  unsigned char *din, *dout;
  Handoff h = {};
  CHECK(cudaMalloc(&din, count));
  CHECK(cudaMalloc(&dout, count));
  CHECK(cudaMalloc(&h.last_row, sizeof *h.last_row * count / T));
  CHECK(cudaMalloc(&h.done, sizeof *h.done * strips));
  CHECK(cudaMalloc(&h.carry, sizeof *h.carry * count / T));
  CHECK(cudaMemset(h.carry, 0, sizeof *h.carry * count / T));  // epoch 0: no launch's
  CHECK(cudaMemcpy(din, image.data(), count, cudaMemcpyHostToDevice));
  size_t mismatches = 0;
  auto measure = [&](const char *name, auto kernel) {  // the median time, the image checked
    const int blocks = resident_blocks(kernel, warps, strips);
    const float ms = median_ms(
        5,
        [&] {
          CHECK(cudaMemset(h.done, 0, sizeof *h.done * strips));
          h.epoch++;
          CHECK(cudaMemset(dout, 0xa5, count));  // poisoned: a pixel not written shows (neither 0 nor 255)
        },
        [&] { kernel<<<blocks, warps * 32>>>(din, dout, h, strips); });
    CHECK(cudaMemcpy(got.data(), dout, count, cudaMemcpyDeviceToHost));
    size_t wrong = 0;
    for (size_t i = 0; i < count; i++) wrong += got[i] != want[i];
    mismatches += wrong;
    printf("BENCH case=ed_collect kernel=%s N=%d warps_a_block=%d blocks=%d ms=%.3f mismatches=%zu\n", name, N, warps, blocks, ms,
           wrong);
  };
  measure("counts", ed_collect<false>);
  measure("carry", ed_collect<true>);
  return mismatches != 0;
}
