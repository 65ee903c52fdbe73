// tuning.cu: measured alternatives for the generated kernels, one program, one run: how prefix
// sums (column-wise) behave with loads issued ahead of the dependent adds, with L2 prefetches,
// and with each block size; how OPT (N=64, table column-wise in global memory) behaves with
// fewer threads resident per multiprocessor (so that each warp's rows stay in L1); how OPT
// (N=8, table in registers) behaves with each block size; and the runtime's transposition. Every
// variant's output is compared with the first variant's; kernel medians of 7 runs after a warm-up.
//   build: nvcc -O3 -arch=sm_90 -std=c++17 -Xcompiler -fopenmp -Iruntime bench/tuning.cu
//          runtime/bulk_runtime.cu -lgomp -o tuning
//   usage: tuning [case...]   cases: prefix32 prefix32-65536 prefix32-131072 prefix1024
//                                    prefix1024-65536 prefix32768 opt8 opt64 transpose fixed-cost
#include <algorithm>
#include <cfloat>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <string>
#include <vector>

#include "bench_common.h"
#include "paper_kernels.cuh"

// ---- prefix sums, column-wise: b[i * p + j] -------------------------------------------------

// U loads issued before the U dependent adds and stores: U requests in flight per thread.
template <int N, int U>
__global__ void prefix_ahead(float *__restrict__ b, size_t p) {
  size_t j = (size_t)blockIdx.x * blockDim.x + threadIdx.x;
  if (j >= p) return;
  float r = 0;
  for (int i = 0; i < N; i += U) {
    float v[U];
#pragma unroll
    for (int u = 0; u < U; u++) v[u] = b[(size_t)(i + u) * p + j];
#pragma unroll
    for (int u = 0; u < U; u++) {
      r += v[u];
      b[(size_t)(i + u) * p + j] = r;
    }
  }
}

// Software-pipelined: the loads of group g + 1 are issued before group g is added and stored.
template <int N, int U>
__global__ void prefix_pipelined(float *__restrict__ b, size_t p) {
  size_t j = (size_t)blockIdx.x * blockDim.x + threadIdx.x;
  if (j >= p) return;
  float r = 0, cur[U], next[U];
#pragma unroll
  for (int u = 0; u < U; u++) cur[u] = b[(size_t)u * p + j];
  for (int i = 0; i < N; i += U) {
    if (i + U < N) {
#pragma unroll
      for (int u = 0; u < U; u++) next[u] = b[(size_t)(i + U + u) * p + j];
    }
#pragma unroll
    for (int u = 0; u < U; u++) {
      r += cur[u];
      b[(size_t)(i + u) * p + j] = r;
    }
#pragma unroll
    for (int u = 0; u < U; u++) cur[u] = next[u];
  }
}

// A prefetch into L2 D elements ahead of each load.
template <int N, int D>
__global__ void prefix_prefetch(float *__restrict__ b, size_t p) {
  size_t j = (size_t)blockIdx.x * blockDim.x + threadIdx.x;
  if (j >= p) return;
  float r = 0;
  for (int i = 0; i < N; i++) {
    int ahead = i + D < N ? i + D : N - 1;
    asm volatile("prefetch.global.L2 [%0];" ::"l"(b + (size_t)ahead * p + j));
    r += b[(size_t)i * p + j];
    b[(size_t)i * p + j] = r;
  }
}

// The loads-ahead kernel with each load asking L2 to fetch the whole 256-byte pair of lines
// (the neighbouring warp's row comes with it).
template <int N>
__global__ void prefix_ahead_256B(float *__restrict__ b, size_t p) {
  size_t j = (size_t)blockIdx.x * blockDim.x + threadIdx.x;
  if (j >= p) return;
  float v[N], r = 0;
#pragma unroll
  for (int i = 0; i < N; i++) asm volatile("ld.global.L2::256B.f32 %0, [%1];" : "=f"(v[i]) : "l"(b + (size_t)i * p + j));
#pragma unroll
  for (int i = 0; i < N; i++) {
    r += v[i];
    b[(size_t)i * p + j] = r;
  }
}

__global__ void empty_kernel() {}

// One load and one store per thread: a single round trip to memory.
__global__ void touch_once(float *__restrict__ b, size_t p) {
  size_t j = (size_t)blockIdx.x * blockDim.x + threadIdx.x;
  if (j < p) b[j] += 1;
}

// A grid-stride copy in 16-byte words: what a kernel moving the same bytes can reach.
__global__ void copy_words(uint4 *__restrict__ dst, const uint4 *__restrict__ src, size_t n) {
  for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n; i += (size_t)gridDim.x * blockDim.x)
    dst[i] = src[i];
}

// ---- OPT, table column-wise in global memory; a grid-stride loop sets the threads per SM -----

template <int N>
__global__ void opt_strided(const float *__restrict__ c, float *__restrict__ M, float *__restrict__ out, size_t p) {
  for (size_t t = (size_t)blockIdx.x * blockDim.x + threadIdx.x; t < p; t += (size_t)gridDim.x * blockDim.x)
    out[t] = opt_paper_instance<N>(c, M, p, t);
}

// ---- timing ----------------------------------------------------------------------------------

static float median_ms(const std::function<void()> &launch, int runs = 7, bool clean = true) {
  time_once(launch, false);  // warm-up (loads the kernel; see time_once)
  std::vector<float> ms;
  for (int r = 0; r < runs; r++) ms.push_back(time_once(launch, true, clean));
  std::sort(ms.begin(), ms.end());
  return ms[ms.size() / 2];
}

static void fill_random(std::vector<float> &v, unsigned seed) {
  srand(seed);
  for (float &x : v) x = (float)rand() / RAND_MAX;
}

static int sms() {
  int device, n;
  CHECK(cudaGetDevice(&device));
  CHECK(cudaDeviceGetAttribute(&n, cudaDevAttrMultiProcessorCount, device));
  return n;
}

// Runs a prefix-sums kernel on fresh copies of the input; checks the result against `expect`
// (or records it); returns the median. Every run starts from the input, so the sums do not grow.
template <int N>
static void prefix_case(const char *label, void (*kernel)(float *, size_t), size_t p, int block,
                        const std::vector<float> &input, std::vector<float> &expect, float copy_gbps,
                        bool clean = true) {
  size_t bytes = (size_t)N * p * sizeof(float);
  float *d_in, *d_b;
  CHECK(cudaMalloc(&d_in, bytes));
  CHECK(cudaMalloc(&d_b, bytes));
  CHECK(cudaMemcpy(d_in, input.data(), bytes, cudaMemcpyHostToDevice));
  unsigned grid = (unsigned)((p + block - 1) / block);
  int fits = 0;
  CHECK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&fits, kernel, block, 0));
  if (fits == 0) {
    printf("TUNE case=prefix%d p=%zu variant=%s block=%d does-not-fit\n", N, p, label, block);
    CHECK(cudaFree(d_in));
    CHECK(cudaFree(d_b));
    return;
  }
  // each run starts from the input (the copy is not timed); the first is a warm-up
  std::vector<float> times;
  for (int r = 0; r < 8; r++) {
    CHECK(cudaMemcpy(d_b, d_in, bytes, cudaMemcpyDeviceToDevice));
    float t = time_once([&] { kernel<<<grid, block>>>(d_b, p); }, r > 0, clean);
    if (r) times.push_back(t);
  }
  std::vector<float> out((size_t)N * p);
  CHECK(cudaMemcpy(out.data(), d_b, bytes, cudaMemcpyDeviceToHost));
  std::sort(times.begin(), times.end());
  float ms = times[times.size() / 2];
  bool same = expect.empty() || memcmp(out.data(), expect.data(), bytes) == 0;
  if (expect.empty()) expect = out;
  double gbps = 2.0 * bytes / (ms * 1e6);
  printf("TUNE case=prefix%d p=%zu variant=%s block=%d ms=%.4f gbps=%.0f of_copy=%.0f%% %s\n", N, p, label, block, ms,
         gbps, 100 * gbps / copy_gbps, same ? "same" : "DIFFERENT");
  CHECK(cudaFree(d_in));
  CHECK(cudaFree(d_b));
}

static float copy_ceiling() {
  float g = (float)copy_gbps();
  printf("TUNE case=copy bytes=%zu gbps=%.0f\n", (size_t)1 << 30, g);
  return g;
}

template <int N>
static void prefix_suite(size_t p, float copy) {
  std::vector<float> input((size_t)N * p), expect;
  fill_random(input, 7);
  for (int block : {64, 256, 1024}) prefix_case<N>("plain", prefix_paper<N>, p, block, input, expect, copy);
  for (int block : {128, 256, 384, 512, 640, 768}) {
    prefix_case<N>("ahead8", prefix_ahead<N, 8>, p, block, input, expect, copy);
    prefix_case<N>("ahead16", prefix_ahead<N, 16>, p, block, input, expect, copy);
    if (N >= 32) prefix_case<N>("ahead32", prefix_ahead<N, 32>, p, block, input, expect, copy);
    if (N >= 64) prefix_case<N>("ahead64", prefix_ahead<N, 64>, p, block, input, expect, copy);
    prefix_case<N>("prefetch4", prefix_prefetch<N, 4>, p, block, input, expect, copy);
    if (N >= 32) prefix_case<N>("pipelined16", prefix_pipelined<N, 16>, p, block, input, expect, copy);
    if (N >= 64) prefix_case<N>("pipelined32", prefix_pipelined<N, 32>, p, block, input, expect, copy);
  }
  if (N >= 32768) {
    for (int block : {32, 64}) {
      prefix_case<N>("ahead32", prefix_ahead<N, 32>, p, block, input, expect, copy);
      prefix_case<N>("ahead64", prefix_ahead<N, 64>, p, block, input, expect, copy);
    }
  }
}

// Few instances of a short array (a few MB): every block size for the loads-ahead kernel, beside
// a copy kernel and cudaMemcpy of the same bytes, to see how much of the time is fixed cost.
template <int N>
static void prefix_small_suite(size_t p, float copy) {
  std::vector<float> input((size_t)N * p), expect;
  fill_random(input, 7);
  for (int block : {32, 64, 128, 256, 512, 1024}) {
    prefix_case<N>("ahead32", prefix_ahead<N, 32>, p, block, input, expect, copy);
    prefix_case<N>("ahead16", prefix_ahead<N, 16>, p, block, input, expect, copy);
  }
  size_t bytes = (size_t)N * p * sizeof(float);
  uint4 *a, *b;
  CHECK(cudaMalloc(&a, bytes));
  CHECK(cudaMalloc(&b, bytes));
  CHECK(cudaMemset(a, 0, bytes));
  float t = median_ms([&] { CHECK(cudaMemcpyAsync(b, a, bytes, cudaMemcpyDeviceToDevice)); });
  printf("TUNE case=prefix%d p=%zu variant=cudaMemcpy ms=%.4f of_copy=%.0f%%\n", N, p, t, 100 * 2.0 * bytes / (t * 1e6) / copy);
  for (int block : {256, 512, 1024})
    for (int per_sm : {1, 2, 4, 8}) {
      unsigned grid = (unsigned)(sms() * per_sm);
      t = median_ms([&] { copy_words<<<grid, block>>>(b, a, bytes / 16); });
      printf("TUNE case=prefix%d p=%zu variant=copy-kernel block=%d grid=%u ms=%.4f of_copy=%.0f%%\n", N, p, block,
             grid, t, 100 * 2.0 * bytes / (t * 1e6) / copy);
    }
  CHECK(cudaFree(a));
  CHECK(cudaFree(b));
}

// How much of a small call's time does not shrink with its data: a kernel with nothing to do, one
// round trip to memory, copies from 1 MiB to 1 GiB (cold L2, and warm where they fit in it), each
// with its excess over bytes / the 1 GiB copy rate; then prefix sums N=32 p=65536 cold and warm.
static void fixed_cost_suite(float copy) {
  printf("TUNE case=fixed variant=empty grid=1 block=32 ms=%.4f\n", median_ms([] { empty_kernel<<<1, 32>>>(); }, 15));
  printf("TUNE case=fixed variant=empty grid=256 block=256 ms=%.4f\n",
         median_ms([] { empty_kernel<<<256, 256>>>(); }, 15));
  const size_t p = 65536;
  float *d;
  CHECK(cudaMalloc(&d, p * sizeof(float)));
  CHECK(cudaMemset(d, 0, p * sizeof(float)));
  printf("TUNE case=fixed variant=one-round-trip grid=256 block=256 ms=%.4f\n",
         median_ms([&] { touch_once<<<256, 256>>>(d, p); }, 15));
  CHECK(cudaFree(d));
  int device, l2_bytes;
  CHECK(cudaGetDevice(&device));
  CHECK(cudaDeviceGetAttribute(&l2_bytes, cudaDevAttrL2CacheSize, device));
  for (size_t bytes = (size_t)1 << 20; bytes <= (size_t)1 << 30; bytes *= 2) {
    void *a, *b;
    CHECK(cudaMalloc(&a, bytes));
    CHECK(cudaMalloc(&b, bytes));
    CHECK(cudaMemset(a, 0x5a, bytes));
    auto launch = [&] { CHECK(cudaMemcpyAsync(b, a, bytes, cudaMemcpyDeviceToDevice)); };
    for (int clean = 1; clean >= 0; clean--) {
      if (!clean && 2 * bytes > (size_t)l2_bytes) continue;
      float t = median_ms(launch, 15, clean);
      printf("TUNE case=fixed variant=cudaMemcpy l2=%s bytes=%zu ms=%.4f of_copy=%.0f%% excess_us=%.2f\n",
             clean ? "cold" : "warm", bytes, t, 100 * 2.0 * bytes / (t * 1e6) / copy, 1e3 * t - 2e-3 * bytes / copy);
    }
    CHECK(cudaFree(a));
    CHECK(cudaFree(b));
  }
  std::vector<float> input(32 * p), expect;
  fill_random(input, 7);
  prefix_case<32>("ahead32-cold", prefix_ahead<32, 32>, p, 256, input, expect, copy);
  prefix_case<32>("ahead32-256B-cold", prefix_ahead_256B<32>, p, 256, input, expect, copy);
  prefix_case<32>("ahead32-warm", prefix_ahead<32, 32>, p, 256, input, expect, copy, false);
}

static void opt64_suite() {
  const int N = 64;
  size_t p = 65536;
  std::vector<float> c((size_t)N * N * p);
  fill_random(c, 11);
  float *d_c, *d_M, *d_out;
  CHECK(cudaMalloc(&d_c, c.size() * sizeof(float)));
  CHECK(cudaMalloc(&d_M, c.size() * sizeof(float)));
  CHECK(cudaMalloc(&d_out, p * sizeof(float)));
  CHECK(cudaMemcpy(d_c, c.data(), c.size() * sizeof(float), cudaMemcpyHostToDevice));
  std::vector<float> first, out(p);
  int n_sm = sms();
  for (int carveout : {-1, 0}) {
    if (carveout >= 0)
      CHECK(cudaFuncSetAttribute(opt_strided<N>, cudaFuncAttributePreferredSharedMemoryCarveout, carveout));
    for (int block : {64, 128, 256}) {
      for (int warps_per_sm : {4, 8, 12, 16, 24, 32, 48, 64}) {
        int blocks_per_sm = warps_per_sm * 32 / block;
        if (blocks_per_sm < 1) continue;
        unsigned grid = (unsigned)(n_sm * blocks_per_sm);
        CHECK(cudaMemset(d_out, 0xff, p * sizeof(float)));
        float ms = median_ms([&] { opt_strided<N><<<grid, block>>>(d_c, d_M, d_out, p); }, 3);
        CHECK(cudaMemcpy(out.data(), d_out, p * sizeof(float), cudaMemcpyDeviceToHost));
        bool same = first.empty() || memcmp(out.data(), first.data(), p * sizeof(float)) == 0;
        if (first.empty()) first = out;
        printf("TUNE case=opt64 p=%zu variant=strided carveout=%d block=%d warps_per_sm=%d ms=%.4f %s\n", p, carveout,
               block, warps_per_sm, ms, same ? "same" : "DIFFERENT");
      }
    }
  }
  // the paper's shape: one thread per instance, every instance resident at once where it fits
  unsigned grid = (unsigned)((p + 63) / 64);
  float ms = median_ms([&] { opt_strided<N><<<grid, 64>>>(d_c, d_M, d_out, p); }, 3);
  CHECK(cudaMemcpy(out.data(), d_out, p * sizeof(float), cudaMemcpyDeviceToHost));
  printf("TUNE case=opt64 p=%zu variant=one-thread-per-instance block=64 ms=%.4f %s\n", p, ms,
         memcmp(out.data(), first.data(), p * sizeof(float)) == 0 ? "same" : "DIFFERENT");
  CHECK(cudaFree(d_c));
  CHECK(cudaFree(d_M));
  CHECK(cudaFree(d_out));
}

static void opt8_suite() {
  const int N = 8;
  size_t p = (size_t)1 << 22;
  std::vector<float> c((size_t)N * N * p);
  fill_random(c, 13);
  float *d_c, *d_out;
  CHECK(cudaMalloc(&d_c, c.size() * sizeof(float)));
  CHECK(cudaMalloc(&d_out, p * sizeof(float)));
  CHECK(cudaMemcpy(d_c, c.data(), c.size() * sizeof(float), cudaMemcpyHostToDevice));
  std::vector<float> first, out(p);
  for (int block : {64, 128, 256, 512, 768, 1024}) {
    unsigned grid = (unsigned)((p + block - 1) / block);
    CHECK(cudaMemset(d_out, 0xff, p * sizeof(float)));
    float ms = median_ms([&] { opt_paper_registers<N><<<grid, block>>>(d_c, d_out, p); });
    CHECK(cudaMemcpy(out.data(), d_out, p * sizeof(float), cudaMemcpyDeviceToHost));
    bool same = first.empty() || memcmp(out.data(), first.data(), p * sizeof(float)) == 0;
    if (first.empty()) first = out;
    printf("TUNE case=opt8 p=%zu variant=registers block=%d ms=%.4f %s\n", p, block, ms, same ? "same" : "DIFFERENT");
  }
  CHECK(cudaFree(d_c));
  CHECK(cudaFree(d_out));
}

// One 32x32 tile per block, its place from a 2-D grid (no division, no loop); TILE_ROWS rows of
// threads, each moving 32 / TILE_ROWS elements with every load issued before the first store.
template <int TILE_ROWS>
__global__ void transpose_2d(float *__restrict__ dst, const float *__restrict__ src, size_t rows, size_t cols) {
  __shared__ float tile[32][33];
  size_t r0 = (size_t)blockIdx.y * 32, c0 = (size_t)blockIdx.x * 32;
  float v[32 / TILE_ROWS];
#pragma unroll
  for (int k = 0; k < 32 / TILE_ROWS; k++) {
    size_t r = r0 + threadIdx.y + k * TILE_ROWS, c = c0 + threadIdx.x;
    v[k] = r < rows && c < cols ? src[r * cols + c] : 0;
  }
#pragma unroll
  for (int k = 0; k < 32 / TILE_ROWS; k++) tile[threadIdx.y + k * TILE_ROWS][threadIdx.x] = v[k];
  __syncthreads();
#pragma unroll
  for (int k = 0; k < 32 / TILE_ROWS; k++) {
    size_t c = c0 + threadIdx.y + k * TILE_ROWS, r = r0 + threadIdx.x;
    if (r < rows && c < cols) dst[c * rows + r] = tile[threadIdx.x][threadIdx.y + k * TILE_ROWS];
  }
}

static void transpose_suite(float copy) {
  const size_t shapes[][2] = {{262144, 1024}, {8388608, 32}, {8192, 32768}, {65536, 1024}};
  for (auto &shape : shapes) {
    size_t bytes = shape[0] * shape[1] * sizeof(float);
    float *a, *b, *ref;
    CHECK(cudaMalloc(&a, bytes));
    CHECK(cudaMalloc(&b, bytes));
    CHECK(cudaMalloc(&ref, bytes));
    std::vector<float> h(shape[0] * shape[1]);
    fill_random(h, 5);
    CHECK(cudaMemcpy(a, h.data(), bytes, cudaMemcpyHostToDevice));
    for (int dir = 0; dir < 2; dir++) {
      size_t r = dir ? shape[1] : shape[0], c = dir ? shape[0] : shape[1];
      float same = median_ms([&] { CHECK(cudaMemcpyAsync(b, a, bytes, cudaMemcpyDeviceToDevice)); });
      float ms = median_ms([&] { CHECK(bulk_transpose(ref, a, r, c, sizeof(float), 0)); });
      printf("TUNE case=transpose rows=%zu cols=%zu variant=runtime ms=%.4f of_copy=%.0f%% of_same_size_copy=%.0f%%\n", r,
             c, ms, 100 * 2.0 * bytes / (ms * 1e6) / copy, 100 * same / ms);
      dim3 grid((unsigned)((c + 31) / 32), (unsigned)((r + 31) / 32));
      if (grid.y > 65535) continue;
      auto variant = [&](const char *name, const std::function<void()> &launch) {
        CHECK(cudaMemset(b, 0xff, bytes));
        float t = median_ms(launch);
        std::vector<float> x(h.size()), y(h.size());
        CHECK(cudaMemcpy(x.data(), b, bytes, cudaMemcpyDeviceToHost));
        CHECK(cudaMemcpy(y.data(), ref, bytes, cudaMemcpyDeviceToHost));
        printf("TUNE case=transpose rows=%zu cols=%zu variant=%s ms=%.4f of_copy=%.0f%% of_same_size_copy=%.0f%% %s\n", r, c,
               name, t, 100 * 2.0 * bytes / (t * 1e6) / copy, 100 * same / t,
               memcmp(x.data(), y.data(), bytes) == 0 ? "same" : "DIFFERENT");
      };
      variant("2d-rows8", [&] { transpose_2d<8><<<grid, dim3(32, 8)>>>(b, a, r, c); });
      variant("2d-rows4", [&] { transpose_2d<4><<<grid, dim3(32, 4)>>>(b, a, r, c); });
      variant("2d-rows16", [&] { transpose_2d<16><<<grid, dim3(32, 16)>>>(b, a, r, c); });
    }
    CHECK(cudaFree(a));
    CHECK(cudaFree(b));
    CHECK(cudaFree(ref));
  }
}

int main(int argc, char **argv) {
  std::vector<std::string> cases(argv + 1, argv + argc);
  if (cases.empty()) cases = {"prefix1024", "prefix32768", "opt8", "opt64", "transpose"};
  float copy = copy_ceiling();
  for (const std::string &c : cases) {
    if (c == "prefix1024") prefix_suite<1024>(262144, copy);
    else if (c == "prefix1024-65536") prefix_suite<1024>(65536, copy);
    else if (c == "prefix32") prefix_suite<32>((size_t)1 << 23, copy);
    else if (c == "prefix32-65536") prefix_small_suite<32>(65536, copy);
    else if (c == "prefix32-131072") prefix_small_suite<32>(131072, copy);
    else if (c == "prefix32768") prefix_suite<32768>(8192, copy);
    else if (c == "opt64") opt64_suite();
    else if (c == "opt8") opt8_suite();
    else if (c == "transpose") transpose_suite(copy);
    else if (c == "fixed-cost") fixed_cost_suite(copy);
    else fprintf(stderr, "unknown case %s\n", c.c_str());
  }
  return 0;
}
