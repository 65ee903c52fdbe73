/* bulk_cpu.c: the runtime of bulk_runtime.h on the CPU, for code emitted with --target=cpu and
 * for the emulation of GPU code in tests: host memory, transposition by the CPU (with OpenMP
 * threads when compiled with -fopenmp), host clock. */
#define _POSIX_C_SOURCE 200809L
#define BULK_CPU 1
#include <pthread.h>
#include <sched.h>
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

/* Keeps an allocation for bulk_run_end; false (and the run failed) when the list cannot grow. */
static bool remember_allocation(bulk_run *run, void *d) {
  if (run->nallocations == run->allocations_cap) {
    size_t cap = run->allocations_cap ? 2 * run->allocations_cap : 16;
    void **grown = (void **)realloc(run->allocations, cap * sizeof *grown);
    if (!grown) {
      bulk_run_fail(run, BULK_ERROR_OUT_OF_MEMORY, "no host memory for the list of %zu allocations", cap);
      return false;
    }
    run->allocations = grown;
    run->allocations_cap = cap;
  }
  run->allocations[run->nallocations++] = d;
  return true;
}

static void forget_allocations(bulk_run *run) {
  free(run->allocations);
  run->allocations = NULL;
  run->nallocations = run->allocations_cap = 0;
}

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
/* the CUDA runtime's, where the program links it */
int bulk_gpus_chosen(void) __attribute__((weak));
#include "bulk_both.inc"
int bulk_host_memory_kind(const void *const *arrays, const size_t *bytes, int narrays) __attribute__((weak));
#include "bulk_choice.inc"

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

void bulk_cpu_chunk_fresh(void *columns, size_t bytes) {
#ifdef BULK_POISON
  memset(columns, 0xa5, bytes);
#else
  (void)columns, (void)bytes;
#endif
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

int bulk_cpu_null_array(const char *function, const char *array, size_t p, bulk_timing *timing) {
  return refuse_null(function, "array", array, p, timing);
}

void bulk_run_kernel_begin(bulk_run *run) {
  both_cpu_part_started();
  run->kernel_start = now_ms();
}
void bulk_run_kernel_end(bulk_run *run) { run->timing.kernel_ms += now_ms() - run->kernel_start; }

void bulk_run_entry(bulk_run *run, const char *entry, size_t threads) {
  run->entry = entry;
  run->threads = threads;
}

/* BULK_VERBOSE=1: the CPU target's call on one line, as the GPU's are reported. */
static void report_cpu_run(const bulk_run *run) {
  const bulk_timing *t = &run->timing;
  fprintf(stderr, "bulk: %s_bulk p=%zu on the CPU (%zu threads): total %.3f ms: kernel %.3f ms (the moves between the "
                  "user's rows and each thread's chunk included), copies %.3f, transpositions %.3f ms; %s%s%s\n",
          run->entry, run->instances, run->threads, t->total_ms, t->kernel_ms, t->transfer_ms, t->transpose_ms,
          run->error ? bulk_strerror(run->error) : "ok", run->error ? ": " : "", run->error ? bulk_error_detail() : "");
}

int bulk_run_end(bulk_run *run, bulk_timing *timing) {
  for (size_t i = 0; i < run->nallocations; i++) free(run->allocations[i]);
  forget_allocations(run);
  run->timing.total_ms += now_ms();
  /* the CPU target's host code fails before it computes anything, or not at all (bulk_call's
   * emulation counts its chunks itself) */
  if (!run->error && run->instances) run->timing.completed = run->instances;
  if (timing) *timing = run->timing;
  if (run->entry && verbose_level() > 0) report_cpu_run(run);
  return run->error;
}

/* ---- bulk_call and bulk_call_device: the GPU's calls emulated on the CPU (BULK_EMULATION), in
 * the GPU's chunks, so that tests cross the chunks' edges and see what a failed chunk leaves ---- */

BULK_SHARED void *bulk_alloc_host(size_t bytes) { return malloc(bytes ? bytes : 1); }
BULK_SHARED void bulk_free_host(void *ptr) { free(ptr); }
/* Whether NAME_bulk takes the CUDA code: in the emulation it runs on the CPU; a program that links
 * the CUDA runtime too has that runtime's answer instead (bulk_runtime.cu). */
BULK_SHARED int bulk_target_cuda(void) { return chosen_target() != BULK_TARGET_CPU; }

/* The emulation's team form (its teams have one lane): as on a GPU of one multiprocessor, so
 * that calls of at most 64 instances take it. */
int bulk_team_form(size_t p) { return team_form_for(p, 1); }
int bulk_auto_form(size_t p, int has_team, int has_grid) { return auto_form_for(p, has_team, has_grid, 1); }
int bulk_team_deep(size_t n) { return team_deep_for(n, 1); }

BULK_SHARED void bulk_release(void) {} /* the emulation keeps nothing between calls */
/* no GPUs here: the CUDA runtime's, where one is linked, counts them and keeps the choice */
BULK_SHARED int bulk_gpu_count(void) { return 0; }
BULK_SHARED int bulk_set_gpus(int n, const int *devices) {
  (void)devices;
  return n < 0 ? bulk_refuse("bulk_set_gpus: a count of %d GPUs; 0 (every GPU) or more", n) : BULK_OK;
}

size_t bulk_cpu_team(size_t p) {
  size_t threads = bulk_cpu_threads(), team = 1;
  while (team * 2 <= threads && team * 2 <= BULK_TEAM_LANES_MAX) team *= 2;
  int chosen = chosen_form();
  if (chosen == BULK_FORM_TEAM || chosen == BULK_FORM_GRID) return team; /* the CPU's one instance on all cores */
  if (chosen == BULK_FORM_THREAD) return 0;
  return team >= 4 && p * 4 <= threads ? team : 0;
}

int bulk_cpu_apart(int n, const void *const *starts, const size_t *bytes) {
  for (int i = 0; i < n; i++)
    for (int k = i + 1; k < n; k++) {
      const uintptr_t a = (uintptr_t)starts[i], b = (uintptr_t)starts[k];
      if (bytes[i] && bytes[k] && a < b + bytes[k] && b < a + bytes[i]) return 0;
    }
  return 1;
}

#ifdef BULK_POISON
static void poison(void *d, size_t bytes) { memset(d, 0xa5, bytes); } /* reads of unwritten memory show */
#else
static void poison(void *d, size_t bytes) { (void)d, (void)bytes; }
#endif

/* n instances of an array of elems elements from src, laid out as `from`, into dst, laid out as
 * `to`: a copy when the layouts agree or an instance is one element, else a transposition. The
 * column-wise side's rows lie stride >= n elements apart. */
static void relayout(bulk_run *run, void *dst, int to, const void *src, int from, size_t n, size_t stride,
                     size_t elems, size_t size) {
  double t = now_ms();
  if (to == from || elems == 1) {
    memcpy(dst, src, n * elems * size); /* rows, or the one row of one-element instances */
    run->timing.transfer_ms += now_ms() - t;
    return;
  }
  if (to == BULK_COLUMNS) transpose(dst, stride, src, elems, n, elems, size);
  else transpose(dst, elems, src, stride, elems, n, size);
  run->timing.transpose_ms += now_ms() - t;
}

/* The checks of both calls: every array but the working ones (neither copied in nor out) is
 * there, and p instances of each fit in one object, as the user's must. */
static void check_arrays(bulk_run *run, const char *entry, const char *call, size_t p, const bulk_array *arrays,
                         int narrays) {
  size_t largest = 1;
  arrays_present(run, entry, call, p, arrays, narrays);
  for (int k = 0; k < narrays && !run->error; k++) {
    const bulk_array *a = &arrays[k];
    if (!a->copy_in && !a->copy_out) continue;
    if (a->elem_size && a->elems > SIZE_MAX / a->elem_size)
      bulk_run_fail(run, BULK_ERROR_TOO_LARGE, "%s%s: one instance of '%s' exceeds SIZE_MAX bytes", entry, call, a->name);
    else if (a->elems * a->elem_size > largest)
      largest = a->elems * a->elem_size;
  }
  bulk_run_instances(run, p, largest);
}

/* The grid of 64-thread blocks for n instances, or 0 (and the run failed) past one launch's. */
static unsigned grid_for(bulk_run *run, size_t n) {
  size_t blocks = n / 64 + (n % 64 != 0);
  if (blocks > 0x7fffffff) {
    bulk_run_fail(run, BULK_ERROR_TOO_LARGE, "%zu instances need %zu blocks of 64 threads; one launch holds 2^31 - 1",
                  n, blocks);
    return 0;
  }
  run->timing.block_size = 64;
  return (unsigned)blocks;
}

int bulk_call(const char *entry, size_t p, const bulk_array *arrays, int narrays, const void *kernel,
              bulk_launcher launch, const void *uniforms, int kernel_layout, bulk_timing *timing) {
  (void)kernel;
  if (p == 0) return bulk_run_empty(timing);
  bulk_run run;
  bulk_run_begin(&run);
  run.timing.overlap = 1; /* one stage after the other */
  check_arrays(&run, entry, "_bulk", p, arrays, narrays);
  size_t instance_bytes = run.error ? 0 : instance_bytes_of(&run, arrays, narrays, false);
  size_t moved_bytes = run.error ? 0 : instance_bytes_of(&run, arrays, narrays, true);
  /* the GPU's plan, without its minimum of instances to keep the multiprocessors busy */
  bulk_chunks plan = plan_chunks(p, instance_bytes, moved_bytes, env_size("BULK_CHUNK_BYTES", CHUNK_BYTES_DEFAULT), 1);
  if (!run.error) grid_for(&run, plan.chunk); /* the largest chunk's launch fits: so does every one */
  /* one chunk's arrays in the kernel's layout, reused by every chunk, their column-wise rows as far
   * apart as the GPU's */
  void **chunk = (void **)calloc((size_t)narrays + 1, sizeof *chunk);
  if (!chunk) bulk_run_fail(&run, BULK_ERROR_OUT_OF_MEMORY, "no host memory for a table of %d arrays", narrays);
  for (int k = 0; k < narrays && !run.error; k++)
    chunk[k] = bulk_run_alloc(&run, column_stride(plan.chunk), arrays[k].elems, arrays[k].elem_size);
  if (!run.error) {
    run.timing.chunks = plan.count;
    run.timing.chunk_instances = plan.chunk;
  }
  size_t fail = chunk_to_fail();
  for (size_t c = 0; c < plan.count && !run.error; c++) {
    size_t n = 0, lo = chunk_range(&plan, c, &n), stride = column_stride(n);
    if (c == fail) {
      fail_chunk_as_asked(&run, c);
      describe_failed_chunk(entry, &plan, c, run.timing.completed, -1);
      break;
    }
    for (int k = 0; k < narrays; k++) {
      const bulk_array *a = &arrays[k];
      size_t bytes = a->elems * a->elem_size;
      poison(chunk[k], stride * bytes); /* nothing of the last chunk's, nor between n and stride */
      if (a->copy_in) {
        relayout(&run, chunk[k], kernel_layout, (const char *)a->data + lo * bytes, BULK_ROWS, n, stride, a->elems,
                 a->elem_size);
        run.timing.bytes_in += (double)(n * bytes);
      }
    }
    double t = now_ms();
    launch(n, stride, chunk, (unsigned)(n / 64 + (n % 64 != 0)), 64, NULL, uniforms);
    run.timing.kernel_ms += now_ms() - t;
    for (int k = 0; k < narrays; k++) {
      const bulk_array *a = &arrays[k];
      if (!a->copy_out) continue;
      size_t bytes = a->elems * a->elem_size;
      relayout(&run, (char *)a->data + lo * bytes, BULK_ROWS, chunk[k], kernel_layout, n, stride, a->elems,
               a->elem_size);
      run.timing.bytes_out += (double)(n * bytes);
    }
    run.timing.completed = lo + n;
  }
  free(chunk);
  int error = bulk_run_end(&run, timing);
  if (verbose_level() > 0)
    fprintf(stderr, "bulk %s: p=%zu in %zu chunks of %zu, %.3f ms (kernel %.3f, copies %.3f, transpositions %.3f), "
                    "%.0f bytes in, %.0f out, emulated on the CPU%s%s\n",
            entry, p, run.timing.chunks, run.timing.chunk_instances, run.timing.total_ms, run.timing.kernel_ms,
            run.timing.transfer_ms, run.timing.transpose_ms, run.timing.bytes_in, run.timing.bytes_out,
            error ? ": " : "", error ? bulk_error_detail() : "");
  return error;
}

int bulk_call_device(const char *entry, size_t p, const bulk_array *arrays, int narrays, const void *kernel,
                     bulk_launcher launch, const void *uniforms, int kernel_layout, int user_layout, void *stream) {
  (void)kernel, (void)stream; /* in the emulation "device" memory is the host's, and the call synchronous */
  if (p == 0) return BULK_OK;
  bulk_run run;
  bulk_run_begin(&run);
  if (user_layout != BULK_ROWS && user_layout != BULK_COLUMNS)
    bulk_run_fail(&run, BULK_ERROR_INVALID_ARGUMENT, "%s_bulk_device: layout %d is neither BULK_ROWS (%d) nor BULK_COLUMNS (%d)",
                  entry, user_layout, BULK_ROWS, BULK_COLUMNS);
  check_arrays(&run, entry, "_bulk_device", p, arrays, narrays);
  if (!run.error) instance_bytes_of(&run, arrays, narrays, false);
  unsigned grid = run.error ? 0 : grid_for(&run, p);
  size_t stride = device_call_stride(p, user_layout, kernel_layout); /* as far apart as the GPU's */
  /* the user's arrays where they lie in the kernel's layout, else a copy in it */
  void **kernel_arrays = (void **)calloc((size_t)narrays + 1, sizeof *kernel_arrays);
  if (!kernel_arrays) bulk_run_fail(&run, BULK_ERROR_OUT_OF_MEMORY, "no host memory for a table of %d arrays", narrays);
  for (int k = 0; k < narrays && !run.error; k++) {
    const bulk_array *a = &arrays[k];
    if (a->data && (user_layout == kernel_layout || a->elems == 1)) {
      kernel_arrays[k] = a->data;
      continue;
    }
    kernel_arrays[k] = bulk_run_alloc(&run, stride, a->elems, a->elem_size);
    if (kernel_arrays[k] && a->data && a->copy_in)
      relayout(&run, kernel_arrays[k], kernel_layout, a->data, user_layout, p, stride, a->elems, a->elem_size);
  }
  /* an array the entry writes whole before reading, used where it lies: what it held must not matter */
  for (int k = 0; k < narrays && !run.error; k++)
    if (kernel_arrays[k] == arrays[k].data && !arrays[k].copy_in && arrays[k].copy_out)
      poison(arrays[k].data, p * arrays[k].elems * arrays[k].elem_size);
  if (!run.error) launch(p, stride, kernel_arrays, grid, 64, NULL, uniforms);
  for (int k = 0; k < narrays && !run.error; k++) {
    const bulk_array *a = &arrays[k];
    if (a->copy_out && kernel_arrays[k] != a->data)
      relayout(&run, a->data, user_layout, kernel_arrays[k], kernel_layout, p, stride, a->elems, a->elem_size);
  }
  free(kernel_arrays);
  return bulk_run_end(&run, NULL);
}

/* ---- the cost model (bulk_model.inc), for the emulation's calls: its host memory is all one
 * kind, its "device" the host ---------------------------------------------------------------- */

static int host_memory_kind(const bulk_array *arrays, int narrays, size_t p) {
  (void)arrays, (void)narrays, (void)p;
  return BULK_KIND_PAGEABLE;
}
static const char *model_device(void) { return "the emulation on the CPU"; }
static void *model_alloc(size_t bytes, int device) {
  (void)device;
  return calloc(1, bytes);
}
static void model_free(void *p, int device) {
  (void)device;
  free(p);
}
static int model_sync(void) { return BULK_OK; }

#include "bulk_model.inc"

void bulk_team_spin(unsigned spins) {
#if defined(__x86_64__) || defined(__i386__)
  __builtin_ia32_pause();
#endif
  /* a thread the one it waits for shares a core with lets it run */
  if (spins % 256 == 0) sched_yield();
}
