// scan_layouts.cu: which assignment of a team scan's iterations to a warp's lanes keeps the most
// bytes moving with few instances (prefix sums of N floats, p = 512: four warps a multiprocessor)?
// The generated team kernel at several rounds ahead, and the whole prefix_sums_bulk_device call
// (team form), beside, written by hand, lanes that take 4 consecutive iterations in each of V
// groups of 128 (each 16-byte load of the warp is 512 contiguous bytes; V warp scans a round), at
// several rounds ahead. (The generated kernel took a lane's 8 consecutive iterations of a round
// of 256, two 16-byte loads 32 bytes apart, before it took 4 groups of 4:
// bench/results/2026-11-28-NVIDIA-H200-scan-layouts.md has both.) The L2 cache is flushed before
// each timed run. Kernel time by CUDA events,
// median of 21 after a warm-up, beside the device copy of the same bytes; every result checked
// against the sequential C within |want - got| <= 1e-3 (1 + |want|) (the team scan reassociates).
//   build: bulkcc --reassociate -DN=32768 samples/prefix_sums.c -o team.cu
//          nvcc -O3 -arch=sm_90 -std=c++17 -DN=32768 -DGENERATED="\"team.cu\"" -Iruntime -Ibench \
//               scan_layouts.cu runtime/bulk_runtime.cu        usage: scan_layouts [p...]
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <vector>

#include GENERATED
#include "cuda_check.h"
#include "l2_flush.cuh"
#include "../../samples/prefix_sums.c"  // the sequential C

// V groups of 128 consecutive iterations a round; lane l takes 4 of each group; A rounds ahead
template <int V, int A> __global__ void grouped_lanes(size_t n, float *b) {
  const size_t j = ((size_t)blockIdx.x * blockDim.x + threadIdx.x) / 32;
  const unsigned lane = threadIdx.x % 32;
  if (j >= n) return;
  float4 *row = (float4 *)(b + j * (size_t)N);
  enum { round_vectors = 32 * V, rounds = N / (128 * V) };
  float4 q[A + 1][V];
#pragma unroll
  for (int a = 0; a < A; a++)
#pragma unroll
    for (int v = 0; v < V; v++) q[a][v] = row[a * round_vectors + v * 32 + lane];
  float r = 0;
  for (int round = 0; round < rounds;) {
#pragma unroll
    for (int k = 0; k <= A; k++, round++) {
      if (round >= rounds) break;
      if (round + A < rounds)
#pragma unroll
        for (int v = 0; v < V; v++) q[(k + A) % (A + 1)][v] = row[(round + A) * round_vectors + v * 32 + lane];
      float4 x[V];
      float t[V];
#pragma unroll
      for (int v = 0; v < V; v++) {
        x[v] = q[k][v];
        x[v].y += x[v].x;
        x[v].z += x[v].y;
        x[v].w += x[v].z;
        t[v] = x[v].w;
      }
#pragma unroll
      for (int d = 1; d < 32; d *= 2)
#pragma unroll
        for (int v = 0; v < V; v++) {
          const float o = __shfl_up_sync(0xffffffffu, t[v], d);
          if (lane >= (unsigned)d) t[v] += o;
        }
#pragma unroll
      for (int v = 0; v < V; v++) {
        const float total = __shfl_sync(0xffffffffu, t[v], 31);
        float below = __shfl_up_sync(0xffffffffu, t[v], 1);
        if (lane == 0) below = 0;
        const float base = r + below;
        float4 y = x[v];
        y.x += base, y.y += base, y.z += base, y.w += base;
        row[round * round_vectors + v * 32 + lane] = y;
        r += total;
      }
    }
  }
}

static float median(std::vector<float> v) {
  std::sort(v.begin(), v.end());
  return v[v.size() / 2];
}

typedef void (*launcher)(size_t n, float *b, unsigned block);
template <int A> static void generated(size_t n, float *b, unsigned block) {
  bulkcc_team_kernel_prefix_sums<A><<<(unsigned)((n * 32 + block - 1) / block), block>>>(n, n, b);
}
// the whole prefix_sums_bulk_device call in the team form: the runtime's launch and its checks
static void called(size_t n, float *b, unsigned) {
  bulk_set_form(BULK_FORM_TEAM);
  if (prefix_sums_bulk_device(n, b, BULK_ROWS, NULL) != BULK_OK) {
    fprintf(stderr, "scan_layouts: the call failed: %s\n", bulk_error_detail());
    exit(1);
  }
}
template <int V, int A> static void grouped(size_t n, float *b, unsigned block) {
  grouped_lanes<V, A><<<(unsigned)((n * 32 + block - 1) / block), block>>>(n, b);
}

int main(int argc, char **argv) {
  std::vector<size_t> ps;
  for (int k = 1; k < argc; k++) ps.push_back(strtoull(argv[k], NULL, 10));
  if (ps.empty()) ps = {512, 8192};
  struct variant { const char *name; launcher run; };
  const variant variants[] = {
      {"the call, team form", called},      {"generated, 0 ahead", generated<0>}, {"generated, 2 ahead", generated<2>},
      {"generated, 4 ahead", generated<4>}, {"generated, 6 ahead", generated<6>},
      {"generated, 8 ahead", generated<8>}, {"1 group, 4 ahead", grouped<1, 4>},
      {"1 group, 8 ahead", grouped<1, 8>},  {"2 groups, 2 ahead", grouped<2, 2>},
      {"2 groups, 4 ahead", grouped<2, 4>}, {"2 groups, 6 ahead", grouped<2, 6>},
      {"4 groups, 2 ahead", grouped<4, 2>}, {"4 groups, 4 ahead", grouped<4, 4>},
  };
  cudaEvent_t start, stop;
  CHECK(cudaEventCreate(&start));
  CHECK(cudaEventCreate(&stop));
  for (size_t p : ps) {
    const size_t count = p * (size_t)N, bytes = count * sizeof(float);
    std::vector<float> in(count), want(count), got(count);
    srand(1234 + (unsigned)p);
    for (float &x : in) x = (float)(rand() % 2001 - 1000) / 256.0f;
    want = in;
    for (size_t j = 0; j < p; j++) prefix_sums(&want[j * N]);
    float *d, *e, *original;
    CHECK(cudaMalloc(&d, bytes));
    CHECK(cudaMalloc(&e, bytes));
    CHECK(cudaMalloc(&original, bytes));
    CHECK(cudaMemcpy(original, in.data(), bytes, cudaMemcpyHostToDevice));
    std::vector<float> copy;
    for (int k = 0; k < 22; k++) {
      flush_l2();
      CHECK(cudaEventRecord(start));
      CHECK(cudaMemcpyAsync(e, d, bytes, cudaMemcpyDeviceToDevice));
      CHECK(cudaEventRecord(stop));
      CHECK(cudaEventSynchronize(stop));
      float ms;
      CHECK(cudaEventElapsedTime(&ms, start, stop));
      if (k) copy.push_back(ms);
    }
    const float copy_ms = median(copy);
    printf("p = %zu: device copy of %zu MB %.4f ms\n", p, bytes >> 20, copy_ms);
    for (const variant &v : variants)
      for (unsigned block : {32u, 128u}) {
        std::vector<float> times;
        for (int k = 0; k < 22; k++) {
          CHECK(cudaMemcpy(d, original, bytes, cudaMemcpyDeviceToDevice));
          flush_l2();
          CHECK(cudaEventRecord(start));
          v.run(p, d, block);
          CHECK(cudaGetLastError());
          CHECK(cudaEventRecord(stop));
          CHECK(cudaEventSynchronize(stop));
          float ms;
          CHECK(cudaEventElapsedTime(&ms, start, stop));
          if (k) times.push_back(ms);
        }
        CHECK(cudaMemcpy(got.data(), d, bytes, cudaMemcpyDeviceToHost));
        size_t bad = 0;
        for (size_t i = 0; i < count; i++)
          if (!(std::fabs(want[i] - got[i]) <= 1e-3f * (1 + std::fabs(want[i])))) bad++;
        const float ms = median(times);
        printf("  %-20s block %3u: %.4f ms, %5.1f%% of copy%s\n", v.name, block, ms, 100 * copy_ms / ms,
               bad ? " WRONG" : "");
        if (bad) printf("    %zu of %zu elements differ\n", bad, count);
      }
    CHECK(cudaFree(d));
    CHECK(cudaFree(e));
    CHECK(cudaFree(original));
  }
  return 0;
}
