// bench_prefix.cu: prefix sums of N floats per instance (samples/prefix_sums.c), for each p given:
// the kernel bulkcc generates (column-wise), a hand-written kernel of the paper's kind (one
// thread per instance, column-wise, 64-thread blocks), the generated row-wise kernel
// (--layout=row), the runtime's transposition into the column-wise layout, and the sequential C
// on every CPU core; at the last p also on one core. Every GPU result is compared with the
// sequential C's, bit for bit, on fresh random inputs.
//   build: bench.sh, with -DN=... and the generated files as GENERATED_COLUMN / GENERATED_ROW
//   usage: bench_prefix p...
#include "bench_common.h"
#include "paper_kernels.cuh"

extern "C" void prefix_sums(float b[N]);  // the sequential C (samples/prefix_sums.c)

namespace column {
#define prefix_sums_bulk prefix_sums_bulk_column
#define prefix_sums_bulk_device prefix_sums_bulk_device_column
#define prefix_sums_bulk_cuda prefix_sums_bulk_cuda_column
#define prefix_sums_bulk_cpu prefix_sums_bulk_cpu_column
#define prefix_sums_bulk_calibrate prefix_sums_bulk_calibrate_column
#include GENERATED_COLUMN
#undef prefix_sums_bulk
#undef prefix_sums_bulk_device
#undef prefix_sums_bulk_cuda
#undef prefix_sums_bulk_cpu
#undef prefix_sums_bulk_calibrate
}  // namespace column
namespace row {
#define prefix_sums_bulk prefix_sums_bulk_row
#define prefix_sums_bulk_device prefix_sums_bulk_device_row
#define prefix_sums_bulk_cuda prefix_sums_bulk_cuda_row
#define prefix_sums_bulk_cpu prefix_sums_bulk_cpu_row
#define prefix_sums_bulk_calibrate prefix_sums_bulk_calibrate_row
#include GENERATED_ROW
#undef prefix_sums_bulk
#undef prefix_sums_bulk_device
#undef prefix_sums_bulk_cuda
#undef prefix_sums_bulk_cpu
#undef prefix_sums_bulk_calibrate
}  // namespace row

__global__ void empty_kernel() {}

static void sequential(float *rows, size_t p, int threads) {
#pragma omp parallel for num_threads(threads) schedule(static)
  for (size_t j = 0; j < p; j++) prefix_sums(rows + j * N);
}

int main(int argc, char **argv) {
  if (argc < 2) {
    fprintf(stderr, "usage: %s p...\n", argv[0]);
    return 2;
  }
  const double copy = copy_gbps();
  printf("BENCH case=copy N=0 p=0 variant=copy ms=0 gbps=%.0f of_copy=100.0 mismatches=0 note=\n", copy);
  // the floor under every timed call: a kernel with nothing to do, timed the same way
  printf("BENCH case=empty N=0 p=0 variant=empty ms=%.4f gbps=- of_copy=- mismatches=0 note=\n",
         median_ms(15, [] {}, [] { empty_kernel<<<1, 32>>>(); }));
  for (int a = 1; a < argc; a++) {
    const size_t p = strtoull(argv[a], NULL, 10), count = p * N, bytes = count * sizeof(float);
    const bool last = a == argc - 1;
    std::vector<float> input(count), want(count), scratch(count);
    fill_random(input.data(), count, 1000 + a);

    // the sequential C on every core (the reference), then on one
    want = input;
    double cpu_all = wall_ms([&] { sequential(want.data(), p, omp_get_max_threads()); });
    report("prefix_sums", N, p, "cpu-all-cores", cpu_all, 2.0 * bytes, copy, 0);
    if (last) {
      size_t q = std::min(p, std::max<size_t>(1, ((size_t)1 << 26) / N));  // about 256 MiB of work
      scratch.assign(input.begin(), input.begin() + q * N);
      double ms = wall_ms([&] { sequential(scratch.data(), q, 1); }) * (double)p / (double)q;
      char note[64];
      snprintf(note, sizeof note, "scaled-from-%zu-instances", q);
      report("prefix_sums", N, p, "cpu-1-core", ms, 2.0 * bytes, copy, 0, q < p ? note : "");
    }

    float *d_rows, *d_columns, *d_work, *d_check;
    CHECK(cudaMalloc(&d_rows, bytes));
    CHECK(cudaMalloc(&d_columns, bytes));
    CHECK(cudaMalloc(&d_work, bytes));
    CHECK(cudaMalloc(&d_check, bytes));
    CHECK(cudaMemcpy(d_rows, input.data(), bytes, cudaMemcpyHostToDevice));
    float t = median_ms(5, [&] { poison(d_columns, bytes); }, [&] { to_columns(d_columns, d_rows, p, N); });
    report("prefix_sums", N, p, "transpose", t, 2.0 * bytes, copy, 0);
    // a copy of the same bytes: below a few hundred MB the launch and the ramp weigh in as well
    t = median_ms(7, [] {}, [&] { CHECK(cudaMemcpyAsync(d_work, d_columns, bytes, cudaMemcpyDeviceToDevice)); });
    report("prefix_sums", N, p, "copy-same-size", t, 2.0 * bytes, copy, 0);

    // a column-wise kernel: each run starts from the input; the result goes back to rows to check
    auto column_case = [&](const char *variant, const void *kernel, unsigned grid, unsigned block,
                           const std::function<void()> &launch) {
      (void)kernel;
      float ms = median_ms(7, [&] { CHECK(cudaMemcpy(d_work, d_columns, bytes, cudaMemcpyDeviceToDevice)); }, launch);
      poison(d_check, bytes);
      to_rows(d_check, d_work, p, N);
      std::vector<float> got = download(d_check, count);
      char note[64];
      snprintf(note, sizeof note, "block-%u", block);
      (void)grid;
      report("prefix_sums", N, p, variant, ms, 2.0 * bytes, copy, (long long)mismatches(got.data(), want.data(), p, N),
             note);
    };
    unsigned grid, block;
    launch_shape((const void *)column::bulkcc_kernel_prefix_sums, p, &grid, &block);
    column_case("generated", NULL, grid, block, [&] { column::bulkcc_kernel_prefix_sums<<<grid, block>>>(p, p, d_work); });
    unsigned hgrid = (unsigned)((p + 63) / 64);
    column_case("handwritten", NULL, hgrid, 64, [&] { prefix_paper<N><<<hgrid, 64>>>(d_work, p); });

    // row-wise: the user's layout as it is
    launch_shape((const void *)row::bulkcc_kernel_prefix_sums, p, &grid, &block);
    float ms = median_ms(last ? 5 : 3, [&] { CHECK(cudaMemcpy(d_work, d_rows, bytes, cudaMemcpyDeviceToDevice)); },
                         [&] { row::bulkcc_kernel_prefix_sums<<<grid, block>>>(p, p, d_work); });
    std::vector<float> got = download(d_work, count);
    report("prefix_sums", N, p, "row-wise", ms, 2.0 * bytes, copy, (long long)mismatches(got.data(), want.data(), p, N));

    CHECK(cudaFree(d_rows));
    CHECK(cudaFree(d_columns));
    CHECK(cudaFree(d_work));
    CHECK(cudaFree(d_check));
  }
  return 0;
}
