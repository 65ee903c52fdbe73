/* bulk_cpu.c: the runtime of bulk_runtime.h on the CPU, for code emitted with --target=cpu and
 * for the emulation of GPU code in tests: host memory, transposition by the CPU (with OpenMP
 * threads when compiled with -fopenmp), host clock. */
#define _POSIX_C_SOURCE 200809L
#define BULK_CPU 1
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "bulk_runtime.h"

#include "bulk_common.inc"

int bulk_run_begin(bulk_run *run) {
  memset(run, 0, sizeof *run);
  error_detail[0] = 0;
  run->timing.total_ms = -now_ms();
  return 0;
}

void *bulk_run_alloc(bulk_run *run, size_t p, size_t elems, size_t elem_size) {
  if (run->error) return NULL;
  if (elems && elem_size && p > SIZE_MAX / elems / elem_size) {
    bulk_run_fail(run, BULK_ERROR_INVALID_ARGUMENT, "p * array size overflows size_t");
    return NULL;
  }
  size_t bytes = p * elems * elem_size;
  void *d = run->nallocations < BULK_MAX_ALLOCATIONS ? malloc(bytes + 1) : NULL;
  if (!d) {
    bulk_run_fail(run, BULK_ERROR_OUT_OF_MEMORY, "malloc failed");
    return NULL;
  }
  memset(d, 0xa5, bytes); /* poison: reads of unwritten memory show */
  run->allocations[run->nallocations++] = d;
  return d;
}

#ifdef _OPENMP
#define PARALLEL_FOR _Pragma("omp parallel for schedule(static)")
#else
#define PARALLEL_FOR
#endif

/* dst[c * rows + r] = src[r * cols + c], in tiles so that both sides stay in cache; one loop per
 * element size, so that each moves whole elements. */
#define TRANSPOSE_TILES(T)                                                                   \
  do {                                                                                     \
    T *d = (T *)dst;                                                                       \
    const T *s = (const T *)src;                                                           \
    PARALLEL_FOR                                                                           \
    for (size_t t = 0; t < tiles; t++)                                                     \
      for (size_t c0 = 0; c0 < cols; c0 += TILE)                                           \
        for (size_t r = t * TILE; r < rows && r < t * TILE + TILE; r++)                    \
          for (size_t c = c0; c < cols && c < c0 + TILE; c++) d[c * rows + r] = s[r * cols + c]; \
  } while (0)

static void transpose(void *dst, const void *src, size_t rows, size_t cols, size_t size) {
  enum { TILE = 32 };
  size_t tiles = (rows + TILE - 1) / TILE;
  switch (size) {
  case 1: TRANSPOSE_TILES(uint8_t); break;
  case 2: TRANSPOSE_TILES(uint16_t); break;
  case 4: TRANSPOSE_TILES(uint32_t); break;
  default: TRANSPOSE_TILES(uint64_t); break;
  }
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
  transpose(d_columns, h_rows, p, elems, elem_size);
  run->timing.transpose_ms += now_ms() - t;
}

void bulk_run_from_columns(bulk_run *run, void *h_rows, const void *d_columns, size_t p, size_t elems,
                           size_t elem_size, void *d_staging) {
  (void)d_staging;
  if (run->error) return;
  double t = now_ms();
  transpose(h_rows, d_columns, elems, p, elem_size);
  run->timing.transpose_ms += now_ms() - t;
}

void bulk_run_launch_shape(bulk_run *run, const void *kernel, size_t p, unsigned *grid, unsigned *block) {
  (void)kernel;
  *block = 64;
  *grid = (unsigned)((p + 63) / 64);
  run->timing.block_size = 64;
}

void bulk_run_kernel_begin(bulk_run *run) { run->kernel_start = now_ms(); }
void bulk_run_kernel_end(bulk_run *run) { run->timing.kernel_ms += now_ms() - run->kernel_start; }

int bulk_run_end(bulk_run *run, bulk_timing *timing) {
  for (int i = 0; i < run->nallocations; i++) free(run->allocations[i]);
  run->timing.total_ms += now_ms();
  if (timing) *timing = run->timing;
  return run->error;
}
