// bench_opt.cu: OPT, the minimum-weight triangulation of a convex N-gon (samples/opt.c), for each
// p given: the kernel bulkcc generates (column-wise), hand-written kernels of the paper's kind
// (one thread per instance, 64-thread blocks: the table column-wise in global memory; for small
// N the table in registers, fully unrolled; for N=64 the table in local memory), the generated
// row-wise kernel (--layout=row), and the sequential C on every CPU core; at the last p also on
// one core. Every GPU result is compared with the sequential C's, bit for bit.
//   build: bench.sh, with -DN=... and the generated files as GENERATED_COLUMN / GENERATED_ROW
//   usage: bench_opt runs p...
#include <cmath>

#include "bench_common.h"
#include "paper_kernels.cuh"

extern "C" float opt(const float c[N][N]);  // the sequential C (samples/opt.c)

namespace column {
#define opt_bulk opt_bulk_column
#define opt_bulk_device opt_bulk_device_column
#define opt_bulk_cuda opt_bulk_cuda_column
#define opt_bulk_cpu opt_bulk_cpu_column
#define opt_bulk_calibrate opt_bulk_calibrate_column
#include GENERATED_COLUMN
#undef opt_bulk
#undef opt_bulk_device
#undef opt_bulk_cuda
#undef opt_bulk_cpu
#undef opt_bulk_calibrate
}  // namespace column
namespace row {
#define opt_bulk opt_bulk_row
#define opt_bulk_device opt_bulk_device_row
#define opt_bulk_cuda opt_bulk_cuda_row
#define opt_bulk_cpu opt_bulk_cpu_row
#define opt_bulk_calibrate opt_bulk_calibrate_row
#include GENERATED_ROW
#undef opt_bulk
#undef opt_bulk_device
#undef opt_bulk_cuda
#undef opt_bulk_cpu
#undef opt_bulk_calibrate
}  // namespace row

#define AT(a, i, k) a[((size_t)(i) * N + (k)) * p + t]
#if N <= 64
// The table in local memory: no loop unrolls, so the compiler cannot place it in registers.
__global__ void opt_local(const float *c, float *out, size_t p) {
  size_t t = (size_t)blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= p) return;
  float M[N][N];
#pragma unroll 1
  for (int i = 1; i < N; i++) M[i][i] = 0;
#pragma unroll 1
  for (int i = N - 2; i >= 1; i--)
#pragma unroll 1
    for (int j = i + 1; j < N; j++) {
      float s = INFINITY;
#pragma unroll 1
      for (int k = i; k < j; k++) {
        float r = M[i][k] + M[k + 1][j];
        if (r < s) s = r;
      }
      M[i][j] = s + AT(c, i - 1, j);
    }
  out[t] = M[1][N - 1];
}
#endif
#undef AT

int main(int argc, char **argv) {
  if (argc < 3) {
    fprintf(stderr, "usage: %s runs p...\n", argv[0]);
    return 2;
  }
  const int runs = atoi(argv[1]);
  const double copy = copy_gbps();
  printf("BENCH case=copy N=0 p=0 variant=copy ms=0 gbps=%.0f of_copy=100.0 mismatches=0 note=\n", copy);
  for (int a = 2; a < argc; a++) {
    const size_t p = strtoull(argv[a], NULL, 10), count = p * N * N, bytes = count * sizeof(float);
    const bool last = a == argc - 1;
    std::vector<float> input(count), want(p);
    fill_random(input.data(), count, 2000 + a);
    typedef const float(*Polygon)[N];
    const Polygon polygons = (Polygon)input.data();

    double cpu_all = wall_ms([&] {
#pragma omp parallel for schedule(dynamic, 64)
      for (size_t j = 0; j < p; j++) want[j] = opt(polygons + j * N);
    });
    report("opt", N, p, "cpu-all-cores", cpu_all, 0, copy, 0);
    if (last) {
      size_t q = p;  // about a second of one core's work at most
      double per = wall_ms([&] { volatile float x = opt(polygons); (void)x; });
      if (per > 0 && per * (double)q > 1000) q = std::max<size_t>(1, (size_t)(1000 / per));
      std::vector<float> got1(q);
      double ms = wall_ms([&] {
        for (size_t j = 0; j < q; j++) got1[j] = opt(polygons + j * N);
      }) * (double)p / (double)q;
      char note[64];
      snprintf(note, sizeof note, "scaled-from-%zu-instances", q);
      report("opt", N, p, "cpu-1-core", ms, 0, copy, (long long)mismatches(got1.data(), want.data(), q, 1),
             q < p ? note : "");
    }

    float *d_rows, *d_c, *d_M, *d_out;
    CHECK(cudaMalloc(&d_rows, bytes));
    CHECK(cudaMalloc(&d_c, bytes));
    CHECK(cudaMalloc(&d_M, bytes));
    CHECK(cudaMalloc(&d_out, p * sizeof(float)));
    CHECK(cudaMemcpy(d_rows, input.data(), bytes, cudaMemcpyHostToDevice));
    to_columns(d_c, d_rows, p, (size_t)N * N);
    CHECK(cudaDeviceSynchronize());

    auto gpu_case = [&](const char *variant, unsigned block, int n_runs, const std::function<void()> &launch) {
      float ms = median_ms(n_runs, [&] { poison(d_out, p * sizeof(float)); }, launch);
      std::vector<float> got = download(d_out, p);
      char note[64];
      snprintf(note, sizeof note, "block-%u", block);
      report("opt", N, p, variant, ms, 0, copy, (long long)mismatches(got.data(), want.data(), p, 1), note);
    };
    unsigned grid, block;
#ifdef GENERATED_REGISTERS
    launch_shape((const void *)column::bulkcc_kernel_opt, p, &grid, &block);
    gpu_case("generated", block, runs, [&] { column::bulkcc_kernel_opt<<<grid, block>>>(p, p, d_c, d_out); });
#else
    launch_shape((const void *)column::bulkcc_kernel_opt, p, &grid, &block);
    gpu_case("generated", block, runs, [&] { column::bulkcc_kernel_opt<<<grid, block>>>(p, p, d_c, d_out, d_M); });
#endif
    unsigned hgrid = (unsigned)((p + 63) / 64);
    gpu_case("handwritten", 64, runs, [&] { opt_paper<N><<<hgrid, 64>>>(d_c, d_M, d_out, p); });
#if N <= 16
    gpu_case("handwritten-registers", 64, runs, [&] { opt_paper_registers<N><<<hgrid, 64>>>(d_c, d_out, p); });
#elif N <= 64
    gpu_case("handwritten-local-memory", 64, runs, [&] { opt_local<<<hgrid, 64>>>(d_c, d_out, p); });
#endif

    // row-wise: the user's layout as it is, the table row-wise too
    launch_shape((const void *)row::bulkcc_kernel_opt, p, &grid, &block);
    gpu_case("row-wise", block, runs, [&] { row::bulkcc_kernel_opt<<<grid, block>>>(p, p, d_rows, d_out, d_M); });

    CHECK(cudaFree(d_rows));
    CHECK(cudaFree(d_c));
    CHECK(cudaFree(d_M));
    CHECK(cudaFree(d_out));
  }
  return 0;
}
