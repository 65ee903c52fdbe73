// bulk_runtime.cu: the GPU runtime for emitted code: bulk_call's pipeline of chunks
// (bulk_pipeline.inc, with host copies from bulk_host_copy.inc), bulk_call_device
// (bulk_call_device.inc), the step-by-step bulk_run_* calls, the launch shape and the
// transposition. One file to compile: the .inc files are parts of it.
#include "bulk_runtime.h"

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <string>
#include <thread>
#include <vector>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include "bulk_common.inc"

// Whether err is a kernel's fault, reported by whichever call comes after it.
static bool kernel_fault(cudaError_t err) {
  switch (err) {
  case cudaErrorIllegalAddress:
  case cudaErrorLaunchFailure:
  case cudaErrorAssert:
  case cudaErrorIllegalInstruction:
  case cudaErrorMisalignedAddress:
  case cudaErrorInvalidAddressSpace:
  case cudaErrorInvalidPc:
  case cudaErrorLaunchTimeout:
  case cudaErrorHardwareStackError: return true;
  default: return false;
  }
}

// Fails the run with BULK_ERROR_NO_DEVICE, saying plainly why no GPU can be used: CUDA words a
// machine without any NVIDIA driver as "CUDA driver version is insufficient", as it does a driver
// too old for this runtime; cudaDriverGetVersion tells them apart (0: no driver).
static void fail_no_device(bulk_run *run, cudaError_t err, const char *what) {
  int driver = 0, runtime = 0;
  cudaDriverGetVersion(&driver);
  cudaRuntimeGetVersion(&runtime);
  cudaGetLastError();
  if (err == cudaErrorInsufficientDriver && driver == 0)
    bulk_run_fail(run, BULK_ERROR_NO_DEVICE, "%s: no NVIDIA driver is installed (libcuda.so.1 cannot be loaded), so no GPU can "
                  "be used", what);
  else if (err == cudaErrorInsufficientDriver)
    bulk_run_fail(run, BULK_ERROR_NO_DEVICE, "%s: the NVIDIA driver supports CUDA %d.%d, older than the CUDA runtime %d.%d this "
                  "program was built with: update the driver", what, driver / 1000, driver % 1000 / 10, runtime / 1000,
                  runtime % 1000 / 10);
  else
    bulk_run_fail(run, BULK_ERROR_NO_DEVICE, "%s: the NVIDIA driver (CUDA %d.%d) finds no usable GPU (%s)", what,
                  driver / 1000, driver % 1000 / 10, err == cudaSuccess ? "no devices" : cudaGetErrorName(err));
}

// Records a failed CUDA call as `error`; returns true when the call succeeded.
static bool check(bulk_run *run, cudaError_t err, int error, const char *what) {
  if (err == cudaSuccess) return true;
  if (err == cudaErrorNoDevice || err == cudaErrorInsufficientDriver) {
    fail_no_device(run, err, what);
    return false;
  }
  if (kernel_fault(err)) error = BULK_ERROR_LAUNCH;
  if (err == cudaErrorMemoryAllocation) error = BULK_ERROR_OUT_OF_MEMORY;
  bulk_run_fail(run, error, "%s: %s (%s)", what, cudaGetErrorString(err), cudaGetErrorName(err));
  cudaGetLastError();  // clear a non-sticky error so later runs start clean
  return false;
}

// ---- devices and launch shapes, asked once and kept ----------------------------------------

static std::mutex devices_mutex; // guards the caches below (bulk_call_device runs beside bulk_call)
static int device_count = -1;    // -1 until asked
struct kernel_shape {
  int device;
  const void *kernel;
  int best; // the occupancy API's block size
  int sms;  // the device's multiprocessors
};
static std::vector<kernel_shape> *kernel_shapes; // never freed: a call from another thread or a
                                                 // destructor may still come while the program exits

// The calling thread's device, after finding once per process that there is one.
static bool current_device(bulk_run *run, int *device) {
  {
    std::lock_guard<std::mutex> lock(devices_mutex);
    if (device_count < 0) {
      int count = 0;
      cudaError_t err = cudaGetDeviceCount(&count);
      if (err != cudaSuccess || count == 0) {
        cudaGetLastError();
        if (err == cudaSuccess || err == cudaErrorNoDevice || err == cudaErrorInsufficientDriver)
          fail_no_device(run, err, "cudaGetDeviceCount");
        else
          bulk_run_fail(run, BULK_ERROR_NO_DEVICE, "cudaGetDeviceCount: %s (%s)", cudaGetErrorString(err),
                        cudaGetErrorName(err));
        return false;
      }
      device_count = count;
    }
  }
  return check(run, cudaGetDevice(device), BULK_ERROR_CUDA, "cudaGetDevice");
}

// The transposition's tiles (below).
enum { TILE = 32, ROWS_PER_PASS = 8, PER_THREAD = TILE / ROWS_PER_PASS };

template <typename T>
__global__ void transpose_tiles(T *__restrict__ dst, size_t dst_pitch, const T *__restrict__ src, size_t src_pitch,
                                size_t rows, size_t cols, size_t tile_cols);

// Shared memory per SM that the bulk kernels and the transpositions alike ask for: the GPU's
// 32 KiB setting, where six blocks of 4-byte tiles fit beside a kernel's blocks. An SM runs
// blocks of two kernels at once only where they asked for the same setting. A bulk kernel that
// uses no shared memory and asks nothing gets SMs with none, and a transposition block then
// waits for every block on its SM to end: on an H100 the last chunks of OPT N=64 (kernels of 3 ms)
// were transposed 2.2 ms after they arrived. With one setting for both they are transposed at
// once, and the kernels and the transposition run as fast as before (the whole call: 24.6 ms to
// 23.2 ms); the largest setting cost the prefix-sums kernel 10% of its speed, for less L1
// (bench/results/2026-11-24-NVIDIA-H100-80GB-HBM3-tail-experiments.log).
enum { SHARED_PER_SM = 32 * 1024 };

// SHARED_PER_SM as the share of device's shared memory per SM that cudaFuncSetAttribute takes;
// -1 where the device does not say.
static int shared_carveout(int device) {
  int per_sm = 0;
  if (cudaDeviceGetAttribute(&per_sm, cudaDevAttrMaxSharedMemoryPerMultiprocessor, device) != cudaSuccess ||
      per_sm <= 0) {
    cudaGetLastError();
    return -1;
  }
  int percent = (100 * SHARED_PER_SM + per_sm - 1) / per_sm;
  return percent < 100 ? percent : 100;
}

// Asks for SHARED_PER_SM for kernel, and for the transpositions the first time on device. A
// preference, not a need: where the device declines it, calls run as before.
static void share_shared_memory(int device, const void *kernel, bool first_on_device) {
  int percent = shared_carveout(device);
  if (percent < 0) return;
  const void *transpositions[] = {(const void *)transpose_tiles<uint8_t>, (const void *)transpose_tiles<uint16_t>,
                                  (const void *)transpose_tiles<uint32_t>, (const void *)transpose_tiles<uint64_t>};
  cudaFuncSetAttribute(kernel, cudaFuncAttributePreferredSharedMemoryCarveout, percent);
  for (int k = 0; first_on_device && k < 4; k++)
    cudaFuncSetAttribute(transpositions[k], cudaFuncAttributePreferredSharedMemoryCarveout, percent);
  cudaGetLastError();
}

// The occupancy API's block size for kernel and the multiprocessors of device, from the cache.
static bool kernel_shape_of(bulk_run *run, int device, const void *kernel, int *best, int *sms) {
  std::lock_guard<std::mutex> lock(devices_mutex);
  bool first_on_device = true;
  if (kernel_shapes)
    for (const kernel_shape &k : *kernel_shapes) {
      if (k.device == device && k.kernel == kernel) {
        *best = k.best;
        *sms = k.sms;
        return true;
      }
      if (k.device == device) first_on_device = false;
    }
  int min_grid = 0;
  *best = 0;
  *sms = 1;
  share_shared_memory(device, kernel, first_on_device);
  if (!check(run, cudaOccupancyMaxPotentialBlockSize(&min_grid, best, kernel), BULK_ERROR_LAUNCH,
             "cudaOccupancyMaxPotentialBlockSize"))
    return false;
  if (!check(run, cudaDeviceGetAttribute(sms, cudaDevAttrMultiProcessorCount, device), BULK_ERROR_CUDA,
             "cudaDeviceGetAttribute"))
    return false;
  try { // without room for the cache, the next call asks again
    if (!kernel_shapes) kernel_shapes = new std::vector<kernel_shape>();
    kernel_shapes->push_back({device, kernel, *best, *sms});
  } catch (const std::exception &) {
  }
  return true;
}

// Of the block sizes up to the occupancy API's choice (best: the largest that keeps the most
// threads resident), the one that spreads p threads most evenly over the sms multiprocessors: the
// busiest one holds ceil(blocks / SMs) blocks. With few instances a block count just above a
// multiple of the SM count would leave most SMs with half the work of the others (65536 threads
// in blocks of 384: 171 blocks on 132 SMs). Ties go to the size nearest 256, the best of the tied
// sizes measured on an H100: prefix sums N=32, p=131072: 92% of copy in blocks of 256, 87% in
// blocks of 512; N=1024, p=65536: 94% in blocks of 256, 87% in blocks of 128
// (bench/results/2026-11-22-H100-tuning-small-2.log).
static size_t choose_block(int best, int sms, size_t p) {
  size_t b = 32, least = (size_t)-1;
  for (size_t size = 32; size <= (size_t)best; size += 32) {
    size_t blocks = p / size + (p % size != 0), busiest = (blocks + (size_t)sms - 1) / (size_t)sms * size;
    size_t off = size > 256 ? size - 256 : 256 - size, b_off = b > 256 ? b - 256 : 256 - b;
    if (busiest < least || (busiest == least && off <= b_off)) {
      least = busiest;
      b = size;
    }
  }
  return b;
}

// The grid and block for p threads of kernel; false (and the run failed) when one launch cannot
// hold them.
static bool launch_shape(bulk_run *run, int device, const void *kernel, size_t p, unsigned *grid, unsigned *block) {
  int best = 0, sms = 1;
  if (!kernel_shape_of(run, device, kernel, &best, &sms)) return false;
  size_t b = choose_block(best, sms, p);
  size_t g = p / b + (p % b != 0);
  if (g > 0x7fffffff) {
    bulk_run_fail(run, BULK_ERROR_TOO_LARGE, "p = %zu needs %zu blocks of %zu threads; one launch holds 2^31 - 1", p,
                  g, b);
    return false;
  }
  *grid = (unsigned)g;
  *block = (unsigned)b;
  return true;
}

void bulk_run_launch_shape(bulk_run *run, const void *kernel, size_t p, unsigned *grid, unsigned *block) {
  *grid = *block = 0;
  if (run->error) return;
  int device = 0;
  if (!check(run, cudaGetDevice(&device), BULK_ERROR_CUDA, "cudaGetDevice")) return;
  if (launch_shape(run, device, kernel, p, grid, block)) run->timing.block_size = (int)*block;
}

// Where NAME_bulk runs when the program has both targets' code: bulk_set_target's choice, then
// BULK_TARGET's, then the GPU when one is usable (asked once: a failure to find one does not
// change while the program runs). With both chosen: whether the GPU takes a share.
extern "C" int bulk_target_cuda(void) {
  int chosen = chosen_target();
  if (chosen == BULK_TARGET_CUDA || chosen == BULK_TARGET_CPU) return chosen == BULK_TARGET_CUDA;
  static int usable = -1;
  if (usable < 0) {
    int count = 0;
    usable = cudaGetDeviceCount(&count) == cudaSuccess && count > 0;
    if (!usable) (void)cudaGetLastError(); /* the failure is the answer, not an error to keep */
  }
  return usable;
}

// Where the user's arrays lie, for the choice of engine (bulk_call_targets): each array's first
// and last byte asked. Memory CUDA does not know, or an error, counts as pageable.
extern "C" int bulk_host_memory_kind(const void *const *arrays, const size_t *bytes, int narrays) {
  for (int k = 0; k < narrays; k++) {
    if (!arrays[k] || bytes[k] == 0) continue;
    const char *ends[2] = {(const char *)arrays[k], (const char *)arrays[k] + bytes[k] - 1};
    for (const char *end : ends) {
      cudaPointerAttributes attributes;
      if (cudaPointerGetAttributes(&attributes, end) != cudaSuccess) {
        cudaGetLastError();
        return BULK_KIND_PAGEABLE;
      }
      if (attributes.type != cudaMemoryTypeHost && attributes.type != cudaMemoryTypeManaged) return BULK_KIND_PAGEABLE;
    }
  }
  return BULK_KIND_PINNED;
}

// The team form for p instances (bulk_runtime.h): by the current device's multiprocessors, where
// the choice is automatic. A device that cannot be asked counts as one multiprocessor.
static int current_multiprocessors(void) {
  int device = 0, multiprocessors = 1;
  if (cudaGetDevice(&device) != cudaSuccess ||
      cudaDeviceGetAttribute(&multiprocessors, cudaDevAttrMultiProcessorCount, device) != cudaSuccess) {
    (void)cudaGetLastError(); /* the call itself reports a device that does not work */
    multiprocessors = 1;
  }
  return multiprocessors;
}

extern "C" int bulk_team_form(size_t p) { return team_form_for(p, current_multiprocessors()); }

extern "C" int bulk_auto_form(size_t p, int has_team, int has_grid) {
  return auto_form_for(p, has_team, has_grid, current_multiprocessors());
}

extern "C" int bulk_team_deep(size_t n) { return team_deep_for(n, current_multiprocessors()); }

// The grid form's groups (bulk_runtime.h): a cooperative launch needs every block resident at
// once, so the grid is what the device holds of the kernel, cut into n groups of equal blocks
// where n is smaller (a group of several instances' blocks would wait for the slowest), else into
// one block each, taking the instances in turn. Of the block sizes that hold the most threads, the
// largest: a group's barrier counts one arrival a block, and fewer arrive sooner.
extern "C" int bulk_grid_begin(size_t n, unsigned *block, const void *kernel, size_t stage_per_warp, void *stream,
                               unsigned *grid, unsigned *group_blocks, unsigned long long **arrivals) {
  unsigned long long granted;
  return bulk_grid_begin_carry(n, block, kernel, stage_per_warp, 0, stream, grid, group_blocks, arrivals, &granted);
}

extern "C" int bulk_grid_begin_carry(size_t n, unsigned *block, const void *kernel, size_t stage_per_warp, unsigned long long carry_words,
                                     void *stream, unsigned *grid, unsigned *group_blocks, unsigned long long **arrivals,
                                     unsigned long long *carry_granted) {
  *arrivals = NULL;
  *carry_granted = 0;
  int device = 0, multiprocessors = 0;
  cudaFuncAttributes attributes;
  cudaError_t e = cudaGetDevice(&device);
  if (e == cudaSuccess) e = cudaDeviceGetAttribute(&multiprocessors, cudaDevAttrMultiProcessorCount, device);
  if (e == cudaSuccess) e = cudaFuncGetAttributes(&attributes, kernel);
  int shared_most = 0; /* a block's dynamic shared memory, at most */
  if (e == cudaSuccess && stage_per_warp) e = cudaDeviceGetAttribute(&shared_most, cudaDevAttrMaxSharedMemoryPerBlockOptin, device);
  if (e == cudaSuccess && stage_per_warp) {
    shared_most -= (int)attributes.sharedSizeBytes;
    e = cudaFuncSetAttribute(kernel, cudaFuncAttributeMaxDynamicSharedMemorySize, shared_most);
  }
  size_t per_multiprocessor = 0;
  for (int size = 1024; e == cudaSuccess && size >= 32; size /= 2) {
    int blocks = 0;
    const size_t shared = (size_t)(size / 32) * stage_per_warp;
    if (size > attributes.maxThreadsPerBlock || (stage_per_warp && shared > (size_t)shared_most)) continue;
    e = cudaOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, kernel, size, shared);
    if (e == cudaSuccess && (size_t)blocks * (size_t)size > per_multiprocessor * *block) {
      per_multiprocessor = (size_t)blocks;
      *block = (unsigned)size;
    }
  }
  if (e != cudaSuccess) return (int)e;
  /* not one block fits: one block a group, whose launch then fails with CUDA's reason */
  size_t resident = std::max((size_t)multiprocessors * per_multiprocessor, (size_t)1);
  size_t groups = n < resident ? n : resident;
  size_t blocks = resident / groups, most = BULK_GRID_LANES_MAX / *block;
  if (blocks > most) blocks = most > 0 ? most : 1;
  *group_blocks = (unsigned)blocks;
  *grid = (unsigned)(groups * blocks);
  /* each group's count of arrivals, then each warp's counter of a wavefront's strips, then each
     group's words its strips hand on, where they take at most a quarter of the free memory */
  size_t counts = groups + groups * blocks * (*block / 32);
  size_t free_bytes = 0, total_bytes = 0;
  unsigned long long words;
  if (carry_words && !__builtin_mul_overflow((unsigned long long)groups, carry_words, &words) && words <= (SIZE_MAX - counts) / 8 &&
      cudaMemGetInfo(&free_bytes, &total_bytes) == cudaSuccess && words * 8 <= free_bytes / 4) {
    *carry_granted = carry_words;
    counts += (size_t)words;
  }
  e = cudaMallocAsync((void **)arrivals, counts * sizeof **arrivals, (cudaStream_t)stream);
  if (e == cudaSuccess) e = cudaMemsetAsync(*arrivals, 0, counts * sizeof **arrivals, (cudaStream_t)stream);
  return (int)e;
}

extern "C" void bulk_grid_end(unsigned long long *arrivals, void *stream) {
  if (arrivals) (void)cudaFreeAsync(arrivals, (cudaStream_t)stream);
}

// A run for the launch shape alone (bulk_call and bulk_call_device do the rest of a call).
int bulk_run_begin(bulk_run *run) {
  memset(run, 0, sizeof *run);
  clear_error_detail();
  run->timing.total_ms = -now_ms();
  int device = 0;
  current_device(run, &device);
  return run->error;
}

int bulk_run_end(bulk_run *run, bulk_timing *timing) {
  run->timing.total_ms += now_ms();
  if (timing) *timing = run->timing;
  return run->error;
}

// ---- transposition ------------------------------------------------------------------------

// One 32x32 tile per block, through shared memory so that both the reads and the writes are
// coalesced; the extra column keeps the column reads free of bank conflicts. Each thread issues
// all its loads before its first store (more requests in flight), and the block finds its tile
// with one division rather than looping over tiles: 94% of a device-to-device copy on an H100
// where a grid-stride loop of tiles gave 89% (bench/results/2026-11-22-H100-tuning-2.log).
// dst[c * dst_pitch + r] = src[r * src_pitch + c] for r < rows, c < cols.
template <typename T>
__global__ void transpose_tiles(T *__restrict__ dst, size_t dst_pitch, const T *__restrict__ src, size_t src_pitch,
                                size_t rows, size_t cols, size_t tile_cols) {
  __shared__ T tile[TILE][TILE + 1];
  size_t t = blockIdx.x, tile_row = t / tile_cols;
  size_t r0 = tile_row * TILE, c0 = (t - tile_row * tile_cols) * TILE;
  T v[PER_THREAD];
#pragma unroll
  for (int k = 0; k < PER_THREAD; k++) {
    size_t r = r0 + threadIdx.y + k * ROWS_PER_PASS, c = c0 + threadIdx.x;
    v[k] = r < rows && c < cols ? src[r * src_pitch + c] : T();
  }
#pragma unroll
  for (int k = 0; k < PER_THREAD; k++) tile[threadIdx.y + k * ROWS_PER_PASS][threadIdx.x] = v[k];
  __syncthreads();
#pragma unroll
  for (int k = 0; k < PER_THREAD; k++) {
    size_t c = c0 + threadIdx.y + k * ROWS_PER_PASS, r = r0 + threadIdx.x;
    if (r < rows && c < cols) dst[c * dst_pitch + r] = tile[threadIdx.x][threadIdx.y + k * ROWS_PER_PASS];
  }
}

template <typename T>
static cudaError_t launch_transpose(void *dst, size_t dst_pitch, const void *src, size_t src_pitch, size_t rows,
                                   size_t cols, cudaStream_t stream) {
  size_t tile_rows = (rows + TILE - 1) / TILE, tile_cols = (cols + TILE - 1) / TILE;
  size_t ntiles = tile_rows * tile_cols;
  if (ntiles == 0) return cudaSuccess;
  if (ntiles > 0x7fffffff) return cudaErrorInvalidValue; /* 2^31 tiles: 8 TiB of 4-byte elements */
  transpose_tiles<T><<<(unsigned)ntiles, dim3(TILE, ROWS_PER_PASS), 0, stream>>>((T *)dst, dst_pitch, (const T *)src,
                                                                                src_pitch, rows, cols, tile_cols);
  return cudaGetLastError();
}

// A rows x cols matrix whose rows lie src_pitch elements apart into dst, its columns dst_pitch
// apart: the runtime's column-wise buffers have rows further apart than their instances
// (column_stride).
static cudaError_t transpose_pitched(void *dst, size_t dst_pitch, const void *src, size_t src_pitch, size_t rows,
                                     size_t cols, size_t elem_size, cudaStream_t stream) {
  switch (elem_size) {
  case 1: return launch_transpose<uint8_t>(dst, dst_pitch, src, src_pitch, rows, cols, stream);
  case 2: return launch_transpose<uint16_t>(dst, dst_pitch, src, src_pitch, rows, cols, stream);
  case 4: return launch_transpose<uint32_t>(dst, dst_pitch, src, src_pitch, rows, cols, stream);
  case 8: return launch_transpose<uint64_t>(dst, dst_pitch, src, src_pitch, rows, cols, stream);
  default: return cudaErrorInvalidValue;
  }
}

cudaError_t bulk_transpose(void *dst, const void *src, size_t rows, size_t cols, size_t elem_size,
                           cudaStream_t stream) {
  return transpose_pitched(dst, rows, src, cols, rows, cols, elem_size, stream);
}

// n instances of elems elements: user rows into columns stride apart, and back.
static cudaError_t transpose_to_columns(void *columns, size_t stride, const void *rows, size_t n, size_t elems,
                                        size_t elem_size, cudaStream_t stream) {
  return transpose_pitched(columns, stride, rows, elems, n, elems, elem_size, stream);
}
static cudaError_t transpose_to_rows(void *rows, const void *columns, size_t stride, size_t n, size_t elems,
                                     size_t elem_size, cudaStream_t stream) {
  return transpose_pitched(rows, elems, columns, stride, elems, n, elem_size, stream);
}

#include "bulk_host_copy.inc"
#include "bulk_link.inc"
#include "bulk_gpus.inc"
#include "bulk_chunk_order.inc"
#include "bulk_pipeline.inc"
#include "bulk_call_gpus.inc"
#include "bulk_call_device.inc"

// ---- the cost model (bulk_model.inc): the kind of a call's host memory, the device's name ----

static int host_memory_kind(const bulk_array *arrays, int narrays, size_t p) {
  (void)p;
  for (int k = 0; k < narrays; k++) {
    if (!arrays[k].data || (!arrays[k].copy_in && !arrays[k].copy_out)) continue;
    cudaPointerAttributes attributes;
    if (cudaPointerGetAttributes(&attributes, arrays[k].data) != cudaSuccess) {
      cudaGetLastError(); // older drivers' answer for memory CUDA does not know
      return BULK_KIND_PAGEABLE;
    }
    return attributes.type == cudaMemoryTypeHost || attributes.type == cudaMemoryTypeManaged ? BULK_KIND_PINNED
                                                                                             : BULK_KIND_PAGEABLE;
  }
  return BULK_KIND_PAGEABLE;
}

// "NAME (N multiprocessors)" of the current device; NULL where there is none. Asked under the
// model's lock, when a profile is read or written: the buffer holds CUDA's name (at most 255
// characters) and the count.
static const char *model_device(void) {
  static char name[sizeof(((cudaDeviceProp *)0)->name) + 40];
  int device = 0;
  cudaDeviceProp properties;
  if (cudaGetDevice(&device) != cudaSuccess || cudaGetDeviceProperties(&properties, device) != cudaSuccess) {
    cudaGetLastError();
    return NULL;
  }
  snprintf(name, sizeof name, "%.*s (%d multiprocessors)", (int)sizeof properties.name, properties.name,
           properties.multiProcessorCount);
  return name;
}

static void *model_alloc(size_t bytes, int device) {
  void *p = NULL;
  cudaError_t err = device ? cudaMalloc(&p, bytes) : cudaMallocHost(&p, bytes);
  if (err != cudaSuccess) {
    cudaGetLastError();
    return NULL;
  }
  if (!device) {
    memset(p, 0, bytes);
    return p;
  }
  if (cudaMemset(p, 0, bytes) != cudaSuccess) {
    cudaGetLastError();
    cudaFree(p);
    return NULL;
  }
  return p;
}
static void model_free(void *p, int device) {
  if (device) cudaFree(p);
  else cudaFreeHost(p);
}
static int model_sync(void) {
  cudaError_t err = cudaDeviceSynchronize();
  if (err == cudaSuccess) return BULK_OK;
  bulk_refuse("bulk_calibrate: the device failed: %s", cudaGetErrorString(err)); // the detail
  return BULK_ERROR_CUDA;
}

#include "bulk_model.inc"
