// bulk_emulation.cpp: the runtime of bulk_runtime.h on the CPU, for BULK_EMULATION builds:
// host memory stands in for device memory; transposition and timing are done on the host.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>

#include "bulk_runtime.h"

thread_local bulk_index3 blockIdx, blockDim, threadIdx;

#include "bulk_common.inc"

int bulk_run_begin(bulk_run *run) {
  memset(run, 0, sizeof *run);
  error_detail[0] = 0;
  run->timing.total_ms = -now_ms();
  return 0;
}

void *bulk_run_alloc(bulk_run *run, size_t p, size_t elems, size_t elem_size) {
  if (run->error) return nullptr;
  if (elems && elem_size && p > SIZE_MAX / elems / elem_size) {
    bulk_run_fail(run, BULK_ERROR_INVALID_ARGUMENT, "p * array size overflows size_t");
    return nullptr;
  }
  void *d = run->nallocations < BULK_MAX_ALLOCATIONS ? malloc(p * elems * elem_size + 1) : nullptr;
  if (!d) {
    bulk_run_fail(run, BULK_ERROR_OUT_OF_MEMORY, "malloc failed");
    return nullptr;
  }
  memset(d, 0xa5, p * elems * elem_size);  // poison: reads of unwritten memory show
  run->allocations[run->nallocations++] = d;
  return d;
}

cudaError_t bulk_transpose(void *dst, const void *src, size_t rows, size_t cols, size_t elem_size, cudaStream_t) {
  for (size_t r = 0; r < rows; r++)
    for (size_t c = 0; c < cols; c++)
      memcpy((char *)dst + (c * rows + r) * elem_size, (const char *)src + (r * cols + c) * elem_size, elem_size);
  return cudaSuccess;
}

void bulk_run_upload(bulk_run *run, void *d, const void *h, size_t bytes) {
  if (!run->error) memcpy(d, h, bytes);
}

void bulk_run_download(bulk_run *run, void *h, const void *d, size_t bytes) {
  if (!run->error) memcpy(h, d, bytes);
}

void bulk_run_to_columns(bulk_run *run, void *d_columns, const void *h_rows, size_t p, size_t elems,
                         size_t elem_size, void *) {
  if (run->error) return;
  double t = now_ms();
  bulk_transpose(d_columns, h_rows, p, elems, elem_size, nullptr);
  run->timing.transpose_ms += now_ms() - t;
}

void bulk_run_from_columns(bulk_run *run, void *h_rows, const void *d_columns, size_t p, size_t elems,
                           size_t elem_size, void *) {
  if (run->error) return;
  double t = now_ms();
  bulk_transpose(h_rows, d_columns, elems, p, elem_size, nullptr);
  run->timing.transpose_ms += now_ms() - t;
}

void bulk_run_launch_shape(bulk_run *run, const void *, size_t p, unsigned *grid, unsigned *block) {
  *block = 64;
  *grid = (unsigned)((p + 63) / 64);
  run->timing.block_size = 64;
}

void bulk_run_kernel_begin(bulk_run *run) { run->timing.kernel_ms -= now_ms(); }
void bulk_run_kernel_end(bulk_run *run) { run->timing.kernel_ms += now_ms(); }

int bulk_run_end(bulk_run *run, bulk_timing *timing) {
  for (int i = 0; i < run->nallocations; i++) free(run->allocations[i]);
  run->timing.total_ms += now_ms();
  if (timing) *timing = run->timing;
  return run->error;
}
