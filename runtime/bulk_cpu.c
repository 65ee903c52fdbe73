/* bulk_cpu.c: the runtime of bulk_runtime.h on the CPU, for code emitted with --target=cpu and
 * for the emulation of GPU code in tests: host memory, transposition by the CPU (with OpenMP
 * threads when compiled with -fopenmp), host clock. */
#define _POSIX_C_SOURCE 200809L
#define BULK_CPU 1
#include <stdbool.h>
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
#ifdef BULK_POISON
  memset(d, 0xa5, bytes); /* for tests: reads of unwritten memory show */
#endif
  run->allocations[run->nallocations++] = d;
  return d;
}

#ifdef _OPENMP
#define PARALLEL_FOR _Pragma("omp parallel for schedule(static) if (parallel)")
#else
#define PARALLEL_FOR
#endif

/* dst[c * dst_rows + r] = src[r * src_cols + c] for r < rows, c < cols. Each step reads one cache
 * line of a source row and writes one element into each of that line's destination columns;
 * for a block of R rows those columns stay in cache until their lines are whole. One loop per
 * element size, so that each moves whole elements. */
#define TRANSPOSE_LINES(T)                                                                   \
  do {                                                                                     \
    enum { LINE = 64 / sizeof(T), R = 256 };                                               \
    T *restrict d = (T *)dst;                                                              \
    const T *restrict s = (const T *)src;                                                  \
    size_t blocks = (rows + R - 1) / R;                                                    \
    PARALLEL_FOR                                                                           \
    for (size_t b = 0; b < blocks; b++) {                                                  \
      size_t r_end = rows - b * R < R ? rows : b * R + R;                                  \
      for (size_t c0 = 0; c0 < cols; c0 += LINE) {                                         \
        size_t width = cols - c0 < LINE ? cols - c0 : LINE;                                \
        for (size_t r = b * R; r < r_end; r++) {                                           \
          const T *from = s + r * src_cols + c0;                                           \
          T *to = d + c0 * dst_rows + r;                                                   \
          for (size_t k = 0; k < width; k++) to[k * dst_rows] = from[k];                   \
        }                                                                                  \
      }                                                                                    \
    }                                                                                      \
  } while (0)

static void transpose(void *dst, size_t dst_rows, const void *src, size_t src_cols, size_t rows, size_t cols,
                      size_t size, bool parallel) {
  (void)parallel;
  switch (size) {
  case 1: TRANSPOSE_LINES(uint8_t); break;
  case 2: TRANSPOSE_LINES(uint16_t); break;
  case 4: TRANSPOSE_LINES(uint32_t); break;
  default: TRANSPOSE_LINES(uint64_t); break;
  }
}

void bulk_cpu_chunk_in(void *columns, const void *rows, size_t n, size_t chunk, size_t elems, size_t elem_size) {
  transpose(columns, chunk, rows, elems, n, elems, elem_size, false);
}

/* The user's rows are the large side, so they are written in order; the chunk's columns, read
 * with a stride, stay in cache. (The other order writes lines of many rows at once, and rows a
 * multiple of 4 KiB apart evict each other.) */
#define CHUNK_OUT(T)                                                                          \
  do {                                                                                     \
    T *restrict d = (T *)rows;                                                             \
    const T *restrict s = (const T *)columns;                                              \
    for (size_t l = 0; l < n; l++)                                                         \
      for (size_t e = 0; e < elems; e++) d[l * elems + e] = s[e * chunk + l];              \
  } while (0)

void bulk_cpu_chunk_out(void *rows, const void *columns, size_t n, size_t chunk, size_t elems, size_t elem_size) {
  switch (elem_size) {
  case 1: CHUNK_OUT(uint8_t); break;
  case 2: CHUNK_OUT(uint16_t); break;
  case 4: CHUNK_OUT(uint32_t); break;
  default: CHUNK_OUT(uint64_t); break;
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
  transpose(d_columns, p, h_rows, elems, p, elems, elem_size, true);
  run->timing.transpose_ms += now_ms() - t;
}

void bulk_run_from_columns(bulk_run *run, void *h_rows, const void *d_columns, size_t p, size_t elems,
                           size_t elem_size, void *d_staging) {
  (void)d_staging;
  if (run->error) return;
  double t = now_ms();
  transpose(h_rows, elems, d_columns, p, elems, p, elem_size, true);
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
