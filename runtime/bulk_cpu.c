/* bulk_cpu.c: the runtime of bulk_runtime.h on the CPU, for code emitted with --target=cpu and
 * for the emulation of GPU code in tests: host memory, transposition by the CPU (with OpenMP
 * threads when compiled with -fopenmp), host clock. */
#define _POSIX_C_SOURCE 200809L
#define BULK_CPU 1
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "bulk_runtime.h"

#include "bulk_common.inc"

int bulk_run_begin(bulk_run *run) {
  memset(run, 0, sizeof *run);
  clear_error_detail();
  run->timing.total_ms = -now_ms();
  return 0;
}

void *bulk_run_alloc(bulk_run *run, size_t p, size_t elems, size_t elem_size) {
  if (run->error || !fits_in_object(run, p, elems, elem_size)) return NULL;
  size_t bytes = p * elems * elem_size; /* at most PTRDIFF_MAX: bytes + 1 cannot wrap */
  void *d = malloc(bytes + 1);
  if (!d) {
    bulk_run_fail(run, BULK_ERROR_OUT_OF_MEMORY, "malloc of %zu bytes failed", bytes + 1);
    return NULL;
  }
  if (!remember_allocation(run, d)) {
    free(d);
    return NULL;
  }
#ifdef BULK_POISON
  memset(d, 0xa5, bytes); /* for tests: reads of unwritten memory show */
#endif
  return d;
}

#include "bulk_cpu_transpose.inc"

/* The whole arrays (emulated GPU code): blocks of 256 x 256 elements, one per OpenMP thread at a
 * time, so that either side being short still leaves work for every core. */
static void transpose(void *dst, size_t dst_stride, const void *src, size_t src_stride, size_t rows, size_t cols,
                      size_t size) {
  enum { B = 256 };
  size_t row_blocks = (rows + B - 1) / B, col_blocks = (cols + B - 1) / B;
#ifdef _OPENMP
#pragma omp parallel for schedule(static)
#endif
  for (size_t b = 0; b < row_blocks * col_blocks; b++) {
    size_t r0 = b / col_blocks * B, c0 = b % col_blocks * B;
    size_t nr = rows - r0 < B ? rows - r0 : B, nc = cols - c0 < B ? cols - c0 : B;
    transpose_block((char *)dst + (c0 * dst_stride + r0) * size, dst_stride,
                    (const char *)src + (r0 * src_stride + c0) * size, src_stride, nr, nc, size);
  }
}

void bulk_cpu_chunk_in(void *columns, const void *rows, size_t n, size_t chunk, size_t elems, size_t elem_size) {
  transpose_block(columns, chunk, rows, elems, n, elems, elem_size);
}

void bulk_cpu_chunk_out(void *rows, const void *columns, size_t n, size_t chunk, size_t elems, size_t elem_size) {
  transpose_block(rows, elems, columns, chunk, elems, n, elem_size);
}

void bulk_run_upload(bulk_run *run, void *d, const void *h, size_t bytes) {
  if (!run->error) memcpy(d, h, bytes);
}

void bulk_run_download(bulk_run *run, void *h, const void *d, size_t bytes) {
  if (!run->error) memcpy(h, d, bytes);
}

void bulk_run_to_columns(bulk_run *run, void *d_columns, const void *h_rows, size_t p, size_t elems,
                         size_t elem_size, void *d_staging) {
  (void)d_staging;
  if (run->error) return;
  double t = now_ms();
  transpose(d_columns, p, h_rows, elems, p, elems, elem_size);
  run->timing.transpose_ms += now_ms() - t;
}

void bulk_run_from_columns(bulk_run *run, void *h_rows, const void *d_columns, size_t p, size_t elems,
                           size_t elem_size, void *d_staging) {
  (void)d_staging;
  if (run->error) return;
  double t = now_ms();
  transpose(h_rows, elems, d_columns, p, elems, p, elem_size);
  run->timing.transpose_ms += now_ms() - t;
}

void bulk_run_launch_shape(bulk_run *run, const void *kernel, size_t p, unsigned *grid, unsigned *block) {
  (void)kernel;
  *grid = *block = 0;
  if (run->error) return;
  size_t blocks = p / 64 + (p % 64 != 0);
  if (blocks > 0x7fffffff) { /* as a GPU launch: no silent truncation of the grid */
    bulk_run_fail(run, BULK_ERROR_TOO_LARGE, "p = %zu needs %zu blocks of 64 threads; one launch holds 2^31 - 1", p,
                  blocks);
    return;
  }
  *block = 64;
  *grid = (unsigned)blocks;
  run->timing.block_size = 64;
}

void bulk_run_kernel_begin(bulk_run *run) { run->kernel_start = now_ms(); }
void bulk_run_kernel_end(bulk_run *run) { run->timing.kernel_ms += now_ms() - run->kernel_start; }

int bulk_run_end(bulk_run *run, bulk_timing *timing) {
  for (size_t i = 0; i < run->nallocations; i++) free(run->allocations[i]);
  forget_allocations(run);
  run->timing.total_ms += now_ms();
  if (timing) *timing = run->timing;
  return run->error;
}
