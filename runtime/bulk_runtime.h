/* bulk_runtime.h: the runtime that code emitted by bulkcc links against.
 * The first part is the public API (timing, errors); the second is used by emitted code. */
#ifndef BULK_RUNTIME_H
#define BULK_RUNTIME_H

#include <stdarg.h>
#include <stddef.h>

/* The CPU runtime (bulk_cpu.c: --target=cpu's host code, and the emulation's bulk_call) has names
 * of its own for what the CUDA runtime defines as well, so that one program may link both: what
 * a host compiler compiles calls the CPU runtime's, what nvcc compiles the CUDA runtime's. */
#ifndef __CUDACC__
#define bulk_call bulk_cpu_call
#define bulk_call_device bulk_cpu_call_device
#define bulk_run_begin bulk_cpu_run_begin
#define bulk_run_end bulk_cpu_run_end
#define bulk_run_fail bulk_cpu_run_fail
#define bulk_run_empty bulk_cpu_run_empty
#define bulk_run_instances bulk_cpu_run_instances
#define bulk_run_launch_shape bulk_cpu_run_launch_shape
#define bulk_team_form bulk_cpu_team_form
#define bulk_team_deep bulk_cpu_team_deep
#define bulk_auto_form bulk_cpu_auto_form
#define bulk_call_forms bulk_cpu_call_forms
#define bulk_call_device_forms bulk_cpu_call_device_forms
#define bulk_calibrate bulk_cpu_calibrate
#endif

#ifdef __cplusplus
extern "C" {
#endif

/* What one NAME_bulk call did. The GPU streams the instances through in chunks, each chunk's
 * copies, transpositions and kernel overlapping with the other chunks' on several streams: the
 * stage times are summed over the chunks (measured with CUDA events, or the host clock for the
 * host's copies), so together they may exceed total_ms; overlap says by how much. A call passed
 * no bulk_timing records only one CUDA event per chunk (a few microseconds less for small calls);
 * its stage times are not measured. */
/* What one GPU did in a NAME_bulk call (bulk_timing.gpu). */
typedef struct bulk_gpu_timing {
  int device;           /* its CUDA device number */
  size_t chunks;        /* chunks it ran whose results are in the user's arrays */
  size_t instances;     /* their instances */
  double transfer_ms, transpose_ms, kernel_ms; /* its stages, summed over its chunks */
  double busy_ms;       /* from the call's start until its last chunk was done */
  int error;            /* BULK_OK, or the error it met (bulk_error_detail names it) */
} bulk_gpu_timing;

typedef struct bulk_timing {
  double transfer_ms;   /* copies between host and GPU, both ways */
  double transpose_ms;  /* row-wise to column-wise and back, on the GPU */
  double kernel_ms;     /* the bulk kernel itself */
  double total_ms;      /* the whole call, as the caller waits for it */
  int block_size;       /* threads per block the kernel was launched with */
  double staging_ms;    /* host threads copying between pageable user arrays and pinned buffers */
  double overlap;       /* the stages' summed times over total_ms: 1 when nothing overlapped */
  size_t chunks;        /* chunks the instances went through the GPU in */
  size_t chunk_instances; /* instances in each (the last may hold fewer) */
  size_t completed;     /* instances whose results are in the user's arrays: p on success; after a
                           failure, instances 0 .. completed-1 hold results, the rest their inputs */
  double bytes_in, bytes_out; /* bytes copied to the GPU and back */
  const char *target;   /* where NAME_bulk ran it: "cuda", "cpu" or "both" (a program with both
                           targets' code chooses) */
  size_t cpu_instances; /* with "both": instances 0 .. cpu_instances-1 ran on the CPU, the rest on
                           the GPU, whose stages the fields above give */
  double cpu_ms;        /* with "both": the CPU's part, beside the GPU's */
  const char *form;     /* the GPU's form: "thread" (a thread per instance) or "team" (a warp) */
  double predicted_ms;  /* the cost model's time for the call in that form, before it ran (the
                           whole call, as total_ms); -1 where it had none (bulk_model_predict) */
  int gpus;             /* GPUs the call's chunks were spread over (BULK_GPUS, bulk_set_gpus) */
  const bulk_gpu_timing *gpu; /* each of them, gpus in all; valid until the thread's next call */
  const char *why;      /* why the call ran on `target`: the setting that chose it, or the rates
                           measured of each engine that the default choice compared */
} bulk_timing;

/* How p instances of an array lie in memory: row-wise (instance j's elements together, at
 * j * elements: what NAME_bulk takes) or column-wise (element e of instance j at e * p + j: what
 * the kernels compute on). */
enum bulk_layout { BULK_ROWS = 0, BULK_COLUMNS = 1 };

enum bulk_error {
  BULK_OK = 0,
  BULK_ERROR_NO_DEVICE,        /* no CUDA-capable GPU, or no usable driver */
  BULK_ERROR_OUT_OF_MEMORY,    /* device memory could not be allocated */
  BULK_ERROR_INVALID_ARGUMENT, /* a NULL array with p > 0, an array of the wrong kind, a uniform value out of its range */
  BULK_ERROR_TRANSFER,         /* a copy between host and device failed */
  BULK_ERROR_LAUNCH,           /* the kernel could not be launched or failed while running */
  BULK_ERROR_CUDA,             /* any other CUDA failure */
  BULK_ERROR_TOO_LARGE,        /* p too large: p instances of an array beyond PTRDIFF_MAX bytes, or
                                  more blocks than one launch holds */
  BULK_ERROR_OUT_OF_HOST_MEMORY, /* host memory for the members of the user's structs could not be had */
  BULK_ERROR_MPI,              /* an MPI call failed (bulk_mpi.h) */
};

/* Pinned host memory: NAME_bulk copies arrays there straight to and from the GPU, without the
 * host's staging copies (so does memory of cudaMallocHost or cudaHostRegister). NULL when none
 * can be had. Free with bulk_free_host. */
void *bulk_alloc_host(size_t bytes);
void bulk_free_host(void *ptr);
/* Frees the streams and the pinned and device buffers that NAME_bulk keeps between calls (they
 * are made again by the next call). */
void bulk_release(void);

/* For function, the NAME_bulk of an entry taking structs: host memory for p instances of an array
 * of elems elements of elem_size bytes, or NULL with *rc set (BULK_ERROR_TOO_LARGE past PTRDIFF_MAX
 * bytes, BULK_ERROR_OUT_OF_HOST_MEMORY), the detail saying why and *timing (when not NULL) zero;
 * nothing while *rc already holds an error. Free with free(). */
void *bulk_host_array(const char *function, size_t p, size_t elems, size_t elem_size, int *rc, bulk_timing *timing);
/* The host's monotonic clock, in milliseconds. */
double bulk_host_now_ms(void);

/* Where NAME_bulk runs, in a program linked with the code of both targets: BULK_TARGET_AUTO (the
 * GPU when one is usable; the default, or BULK_TARGET=cuda|cpu|both in the environment), always
 * one, or both at once: the CPU takes the first instances and the GPU the rest, in the shares
 * that make both end together (measured over the entry's calls; BULK_CPU_SHARE=0.3 fixes the
 * CPU's). Both at once pays where the link to the GPU is the bottleneck and the host's cores
 * would idle; a call too small to share, or a program without a usable GPU, runs on the CPU. A
 * program with one target's code runs there. */
enum bulk_target { BULK_TARGET_AUTO = 0, BULK_TARGET_CUDA = 1, BULK_TARGET_CPU = 2, BULK_TARGET_BOTH = 3 };
void bulk_set_target(int target);
/* The GPUs NAME_bulk spreads a call's chunks over: n devices by number (devices), or with devices
 * NULL a count n: the calling thread's device and the n - 1 after it; n = 0: the choice unset
 * again. Unset: BULK_GPUS in the environment, "all" (the default), a count, or a list "0,2". Each GPU takes
 * the next chunk as it has room, so a slower or busier one takes fewer; results land in the user's
 * arrays in order, so a failed call keeps the guarantee of bulk_timing.completed. NAME_bulk_device
 * runs on the current device alone. BULK_ERROR_INVALID_ARGUMENT for a negative n; a GPU number
 * the process does not see fails the next call. */
int bulk_set_gpus(int n, const int *devices);
/* The GPUs the process sees (CUDA_VISIBLE_DEVICES says which): 0 where none is usable, or where
 * the program has only the CPU target's code. */
int bulk_gpu_count(void);
/* Whether NAME_bulk should run on the GPU now, alone or beside the CPU (the CUDA runtime's: what
 * bulk_set_target, then BULK_TARGET, then whether a GPU is usable, say). */
int bulk_target_cuda(void);
/* Whether both targets were chosen (bulk_set_target, then BULK_TARGET=both). */
int bulk_target_both(void);

/* The form an entry that has a team form runs a call in (CUDA): BULK_FORM_THREAD, a thread per
 * instance on column-wise arrays, BULK_FORM_TEAM, a warp per instance on the user's row-wise
 * arrays, its parallel loops and reductions split across the lanes, or BULK_FORM_GRID (an entry
 * with a wavefront), a group of blocks per instance, its wavefronts' cells across all their
 * threads, the groups filling the GPU. BULK_FORM_AUTO (the default, or BULK_FORM=thread|team|grid
 * in the environment), where the cost model has no times of the entry, takes the grid form where
 * p is at most the GPU's multiprocessors (a warp each would leave most of every multiprocessor
 * idle), else the team form where the thread form would leave them fewer than 64 instances each
 * (p <= 64 x their count), where one thread per instance cannot hide the memory's latency. On the
 * CPU, grid means the team form. */
enum bulk_form { BULK_FORM_AUTO = 0, BULK_FORM_THREAD = 1, BULK_FORM_TEAM = 2, BULK_FORM_GRID = 3 };
/* The most threads a group of the grid form gives one instance (the translator proved the split
   loops' counters to stay in their types for so many lanes past a loop's end). */
#define BULK_GRID_LANES_MAX (1u << 22)
void bulk_set_form(int form);
/* Whether a call of p instances runs in the team form (emitted code asks it). */
int bulk_team_form(size_t p);
/* The automatic form of a call of p instances where the model has no times: BULK_FORM_GRID,
   BULK_FORM_TEAM or BULK_FORM_THREAD, among those the entry has. */
int bulk_auto_form(size_t p, int has_team, int has_grid);
/* The grid form's launch of n instances of kernel (a launcher of the emitted code asks it): blocks
 * of *block threads (a multiple of 32: of the sizes that keep the most threads resident, the
 * largest), as many as the device holds of the kernel at once, in groups of *group_blocks (each
 * group an instance at a time, its threads at most BULK_GRID_LANES_MAX), *grid blocks in all, and
 * each group's count of arrivals at its barriers, then each warp's counter of a wavefront's strips
 * (the groups' warps in order), zeroed on stream (*arrivals, which bulk_grid_end frees on stream
 * after the launch). Each warp takes stage_per_warp bytes of shared memory (the launch's dynamic
 * shared memory is *block / 32 times that): the kernel is allowed it, and blocks that would not
 * fit are not chosen. A CUDA error (cudaGetLastError has it too). */
int bulk_grid_begin(size_t n, unsigned *block, const void *kernel, size_t stage_per_warp, void *stream, unsigned *grid,
                    unsigned *group_blocks, unsigned long long **arrivals);
/* ... and after the strips' counters, carry_words words a group for its strips to hand on rows as
 * data (zeroed too), where they take at most a quarter of the device's free memory: then
 * *carry_granted is carry_words, else 0 (the strips wait on counts instead). */
int bulk_grid_begin_carry(size_t n, unsigned *block, const void *kernel, size_t stage_per_warp, unsigned long long carry_words,
                          void *stream, unsigned *grid, unsigned *group_blocks, unsigned long long **arrivals,
                          unsigned long long *carry_granted);
void bulk_grid_end(unsigned long long *arrivals, void *stream);
/* Whether a team launch of n instances takes the kernel that reads its scans' operands several
 * rounds ahead (few warps a multiprocessor), or the one that reads none ahead (emitted code). */
int bulk_team_deep(size_t n);

/* The store of bulk_error_detail, which both runtimes share. */
void bulk_error_detail_set(const char *format, va_list ap);
void bulk_error_detail_clear(void);
/* The call this thread runs a part of (bulk_call_both: the CPU's or the GPU's instances, from
 * first), so that a detail names the call's p and instances, not the part's: p (0 when the part
 * ends) and first. Both runtimes share it, as they share the detail. */
void bulk_call_part_set(size_t p, size_t first);
size_t bulk_call_part(size_t *first);

/* A sentence for an error code returned by a NAME_bulk function. */
const char *bulk_strerror(int code);
/* The details of the last failure in this thread (CUDA's own words, the sizes that overflowed),
 * or "" when there was none. */
const char *bulk_error_detail(void);

/* The cost model: per entry, form (BULK_FORM_THREAD or BULK_FORM_TEAM) and kind of call, the
 * whole calls' times measured at each count of instances p (NAME_bulk notes each of its calls;
 * NAME_bulk_calibrate measures both forms at p = 3, 9, 27, 96, 256, ...), and the time of a call at any p
 * from them: between two measured counts on the line through them, below the smallest as the
 * smallest, above the largest in proportion to p. NAME_bulk takes the form predicted faster
 * where the model has times of both. BULK_PROFILE=FILE keeps the times between runs: read at the
 * first call, written at exit and after each calibration (bulkcc --report --profile FILE prints
 * the predictions from it). */
enum bulk_call_kind {
  BULK_KIND_PAGEABLE = 0,      /* NAME_bulk from pageable host memory */
  BULK_KIND_PINNED = 1,        /* ... from pinned host memory */
  BULK_KIND_DEVICE = 2,        /* NAME_bulk_device on row-wise arrays (BULK_ROWS) */
  BULK_KIND_DEVICE_COLUMNS = 3 /* ... on column-wise arrays (BULK_COLUMNS) */
};
/* NAME_bulk_calibrate's memories, any of: pinned host memory (NAME_bulk), device memory row-wise
   and column-wise (NAME_bulk_device) */
enum bulk_calibrate_memory { BULK_CALIBRATE_HOST = 1, BULK_CALIBRATE_DEVICE = 2, BULK_CALIBRATE_DEVICE_COLUMNS = 4 };
/* The predicted time in ms of a call of p instances, or -1 where none of its kind was measured. */
double bulk_model_predict(const char *entry, int form, int kind, size_t p);
/* A measured time; the least at each p is kept. */
void bulk_model_note(const char *entry, int form, int kind, size_t p, double ms);
/* Adds a profile's times; refuses a profile of another device, or a malformed line (the detail
 * names file and line). */
int bulk_model_load(const char *path);
/* Writes the model's times to path (a temporary file, then renamed over it). */
int bulk_model_save(const char *path);

#ifdef __cplusplus
}
#endif

/* ---- for emitted code: compiled by nvcc, by a C compiler for --target=cpu (BULK_CPU), or as
 * C++ on the CPU for tests (BULK_EMULATION) --------------------------------------------------- */
#if defined(__CUDACC__) || defined(BULK_EMULATION) || defined(BULK_CPU)
#ifdef __CUDACC__
#include <cuda_runtime.h>
#endif
#if defined(BULK_EMULATION) && defined(__cplusplus) && !defined(__CUDACC__)
#include "bulk_emulation.h"
#endif

#ifdef __cplusplus
extern "C" {
#endif

/* One of an entry's arrays for bulk_call: a parameter (an array, or a scalar's p values), the
 * result's p values, or a working array of the entry's own (data NULL). */
typedef struct bulk_array {
  const char *name;   /* for messages */
  void *data;         /* the user's p instances (host memory for bulk_call, GPU memory for
                         bulk_call_device); NULL for a working array */
  size_t elems;       /* elements per instance */
  size_t elem_size;
  int copy_in;        /* the entry may read it: its instances go to the GPU */
  int copy_out;       /* the entry may write it: its instances come back */
} bulk_array;

/* Launches the entry's kernel for n instances on stream (a cudaStream_t; NULL in the emulation),
 * arrays[k] holding the n instances of the k-th bulk_array in the kernel's layout (column-wise:
 * element e of instance j at e * stride + j, stride >= n); uniforms: the entry's values shared by
 * every instance (its uniform parameters, as the emitted code lays them out), passed through
 * bulk_call unread. */
typedef void (*bulk_launcher)(size_t n, size_t stride, void *const *arrays, unsigned grid, unsigned block,
                              void *stream, const void *uniforms);

/* NAME_bulk: p instances from the user's row-wise host arrays through the GPU in chunks, and the
 * results back. kernel (the __global__ function, for the occupancy API) computes on the layout
 * kernel_layout. Returns BULK_OK or the first error; see bulk_timing.completed for what a failed
 * call left where. */
int bulk_call(const char *entry, size_t p, const bulk_array *arrays, int narrays, const void *kernel,
              bulk_launcher launch, const void *uniforms, int kernel_layout, bulk_timing *timing);
/* NAME_bulk_device: the user's arrays already on the GPU in user_layout; asynchronous on stream
 * (a cudaStream_t, NULL for the default stream): working arrays and transpositions come from
 * stream-ordered allocations. */
int bulk_call_device(const char *entry, size_t p, const bulk_array *arrays, int narrays, const void *kernel,
                     bulk_launcher launch, const void *uniforms, int kernel_layout, int user_layout, void *stream);
/* bulk_call (bulk_call_device) of an entry with a thread form (its kernel's layout thread_layout),
 * a team form (team_kernel, row-wise, on team_arrays: the same with the transposes it keeps;
 * NULL where it has none) and a grid form (grid_kernel, on grid_arrays: row-wise with the
 * transposes it keeps; NULL where it has none), in the form that BULK_FORM or bulk_set_form, else the cost model, else the rule of
 * bulk_auto_form choose; a whole call's time is noted in the model, its form and prediction set
 * in *timing. */
int bulk_call_forms(const char *entry, size_t p, const bulk_array *arrays, int narrays, const void *thread_kernel,
                    bulk_launcher thread_launch, int thread_layout, const bulk_array *team_arrays, int team_narrays,
                    const void *team_kernel, bulk_launcher team_launch, const bulk_array *grid_arrays,
                    int grid_narrays, const void *grid_kernel, bulk_launcher grid_launch, const void *uniforms,
                    bulk_timing *timing);
int bulk_call_device_forms(const char *entry, size_t p, const bulk_array *arrays, int narrays, const void *thread_kernel,
                           bulk_launcher thread_launch, int thread_layout, const bulk_array *team_arrays,
                           int team_narrays, const void *team_kernel, bulk_launcher team_launch, const bulk_array *grid_arrays,
                           int grid_narrays, const void *grid_kernel, bulk_launcher grid_launch, const void *uniforms,
                           int user_layout, void *stream);
/* NAME_bulk_calibrate: runs the entry on p instances from the arrays (each p times its instance
 * bytes, zeroed), from pinned host memory (device_memory 0, NAME_bulk) or on the device
 * (NAME_bulk_device on the default stream, row-wise: 1, column-wise: 2). */
typedef int (*bulk_calibration_run)(void *const *arrays, size_t p, int device_memory);
/* Measures the entry's forms (the thread form, then the team's and the grid's up to the form
 * `forms`, BULK_FORM_THREAD to BULK_FORM_GRID) at p = 3, 9, 27, then powers of 3
 * rounded up to a multiple of 32 (96, 256, 736, 2208, 6592, ...) up to p_max,
 * each form until its next count would take more than seconds, from the memories asked
 * (BULK_CALIBRATE_HOST: pinned host memory, NAME_bulk; BULK_CALIBRATE_DEVICE and _DEVICE_COLUMNS:
 * NAME_bulk_device on row-wise and column-wise arrays),
 * into the cost model (and BULK_PROFILE's file, where it is set). It sets the form of every
 * call while it runs (bulk_set_form's, restored after): another thread's calls meanwhile take it too.
 * The arrays are zeroed: an entry that divides integers by its inputs traps on them on the CPU
 * (the emulation), as the sequential C would. */
int bulk_calibrate(const char *entry, size_t p_max, double seconds, int memories, bulk_calibration_run run,
                   const size_t *instance_bytes, int narrays, int forms);
/* For NAME_bulk in a program with both targets' code: instances first .. first+n-1 of the call
 * whose arguments args holds, on the GPU (on_gpu) or the CPU. */
typedef int (*bulk_part)(const void *args, int on_gpu, size_t first, size_t n, bulk_timing *timing);
/* The CPU runtime's: p instances shared between the CPU and the GPU (BULK_TARGET_BOTH);
 * instance_bytes: the bytes of one instance of each of the narrays parameters and result. */
int bulk_call_both(const char *entry, size_t p, const size_t *instance_bytes, int narrays, bulk_part part,
                   const void *args, bulk_timing *timing);
/* The CPU runtime's: NAME_bulk in a program with both targets' code. On the target the setting
 * names (bulk_set_target, BULK_TARGET); without one, on the CPU, the GPU or both at once,
 * whichever the entry's calls of about this size from this kind of memory were measured to end
 * first (the first calls measure each, twice, the first of each not counted as it pays for setup:
 * the GPU, then the CPU, then both where the call is large enough to share). arrays: the user's arrays,
 * instance_bytes each an instance, to tell pinned memory from pageable. bulk_timing.target and
 * .why, and BULK_VERBOSE, say where the call ran and why. */
int bulk_call_targets(const char *entry, size_t p, const size_t *instance_bytes, const void *const *arrays, int narrays,
                      bulk_part part, const void *args, bulk_timing *timing);
/* The CUDA runtime's: BULK_KIND_PINNED when every one of the arrays (NULL or of no bytes aside)
 * is pinned or managed host memory, else BULK_KIND_PAGEABLE. */
int bulk_host_memory_kind(const void *const *arrays, const size_t *bytes, int narrays);
/* The CUDA runtime's: the GPUs the calling thread's next NAME_bulk call would use (1 where that
 * cannot be told). */
int bulk_gpus_chosen(void);
/* The setting of the target (BULK_TARGET_AUTO where none), and *source: "bulk_set_target",
 * "BULK_TARGET", or NULL where none. */
int bulk_target_setting(const char **source);
/* NAME_bulk (function) of an entry taking structs, for each array of structs before it moves
 * their members: BULK_OK, or the error with its detail and *timing (when not NULL) zero: for a
 * NULL array with p > 0 BULK_ERROR_INVALID_ARGUMENT, for p instances of instance_bytes each past
 * PTRDIFF_MAX bytes (an array no program can hold) BULK_ERROR_TOO_LARGE. */
int bulk_check_structs(const char *function, const char *array, const void *structs, size_t p, size_t instance_bytes,
                       bulk_timing *timing);
#ifdef BULK_CPU
/* The CPU target's NAME_bulk given a NULL array with p > 0: BULK_ERROR_INVALID_ARGUMENT, the
 * detail naming it, *timing (when not NULL) zero. */
int bulk_cpu_null_array(const char *function, const char *array, size_t p, bulk_timing *timing);
#endif
/* A call refused before it starts (a uniform parameter's value out of its range):
 * BULK_ERROR_INVALID_ARGUMENT, with the detail (printf-style) for bulk_error_detail. */
int bulk_refuse(const char *detail_format, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 1, 2)))
#endif
    ;
/* ... the same for NAME_bulk, which also sets *timing (when not NULL) to zero, as every refused
 * call does. */
int bulk_refuse_call(bulk_timing *timing, const char *detail_format, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

/* One call of the CPU target's host code (and, inside the runtime, of bulk_call): its
 * allocations, timing and first error. Every step is a no-op once an error is recorded, so
 * emitted code reads as a straight line and frees everything at the end; a call that fails
 * before its results are copied back leaves the user's arrays as they were. */
typedef struct bulk_run {
  int error;
  void **allocations; /* grows with the entry's arrays */
  size_t nallocations, allocations_cap;
  size_t instances;   /* p, as bulk_run_instances was told */
  const char *entry;  /* the CPU target's NAME_bulk (bulk_run_entry): BULK_VERBOSE reports its run */
  size_t threads;     /* and the threads its code runs on */
  double kernel_start;
  bulk_timing timing;
} bulk_run;

int bulk_run_begin(bulk_run *run);
/* The result of a call with p == 0: nothing to do, zero times. */
int bulk_run_empty(bulk_timing *timing);
/* Fails the run with BULK_ERROR_TOO_LARGE unless p instances of instance_bytes each fit in one
 * object (at most PTRDIFF_MAX bytes, so that no size or index computed from them overflows):
 * the user's arrays cannot be larger. */
void bulk_run_instances(bulk_run *run, size_t p, size_t instance_bytes);
#ifndef __CUDACC__
/* The CPU runtime's (bulk_cpu.c), for the CPU target's host code: the run is entry's NAME_bulk,
 * on threads threads (bulk_cpu_threads), which bulk_run_end reports on stderr with BULK_VERBOSE=1,
 * as the GPU's calls are. */
void bulk_run_entry(bulk_run *run, const char *entry, size_t threads);
/* For the CPU target's row-wise host code: host memory for
 * p * elems elements of elem_size bytes;
 * NULL (and an error: BULK_ERROR_TOO_LARGE past PTRDIFF_MAX bytes) on failure. */
void *bulk_run_alloc(bulk_run *run, size_t p, size_t elems, size_t elem_size);
/* Row-wise host data (instance j's elements at j * elems) into column-wise data. */
void bulk_run_to_columns(bulk_run *run, void *d_columns, const void *h_rows, size_t p, size_t elems,
                         size_t elem_size, void *d_staging);
/* Column-wise data back into row-wise host data. */
void bulk_run_from_columns(bulk_run *run, void *h_rows, const void *d_columns, size_t p, size_t elems,
                           size_t elem_size, void *d_staging);
void bulk_run_upload(bulk_run *run, void *d, const void *h, size_t bytes);
void bulk_run_download(bulk_run *run, void *h, const void *d, size_t bytes);
void bulk_run_kernel_begin(bulk_run *run);
/* Times the kernel. */
void bulk_run_kernel_end(bulk_run *run);
#endif
/* Chooses the launch shape for p threads of kernel from the occupancy API. */
void bulk_run_launch_shape(bulk_run *run, const void *kernel, size_t p, unsigned *grid, unsigned *block);
/* Records the first error of the run, with its detail (printf-style). */
void bulk_run_fail(bulk_run *run, int error, const char *detail_format, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;
/* Frees everything, fills *timing when not NULL, returns the first error or BULK_OK. */
int bulk_run_end(bulk_run *run, bulk_timing *timing);

#ifdef BULK_CPU
/* The CPU target moves a chunk of n instances (n <= chunk) at a time between the user's rows and
 * a thread's column-wise scratch, where element e of instance l lies at e * chunk + l. */
void bulk_cpu_chunk_in(void *columns, const void *rows, size_t n, size_t chunk, size_t elems, size_t elem_size);
void bulk_cpu_chunk_out(void *rows, const void *columns, size_t n, size_t chunk, size_t elems, size_t elem_size);
/* A chunk's scratch for an array the entry writes whole before reading it, instead of its copy
 * in: nothing, or with the runtime built with BULK_POISON a pattern, so that a read of it shows. */
void bulk_cpu_chunk_fresh(void *columns, size_t bytes);
/* The CPU's team form: a team of threads (a power of two of them) runs one instance at a time,
 * splitting its parallel loops, reductions, scans and wavefronts (the GPU's team form, on OpenMP
 * threads). For a call of p instances: the team's size, or 0 where each instance is a task of
 * its own. BULK_FORM=team (or bulk_set_form) takes it, thread refuses it; by default the calls
 * of at most a quarter as many instances as threads take it. A team has at most
 * BULK_TEAM_LANES_MAX threads, a warp's lanes: the translator proved the loops' counters to stay in
 * their types for the lanes of a warp past a loop's end, no more. */
#define BULK_TEAM_LANES_MAX 32
size_t bulk_cpu_team(size_t p);
/* Whether no two of n byte ranges overlap (an empty range overlaps none): a call of one instance
 * then runs on the user's own arrays, whose row-wise layout is the entry's, without copies. */
int bulk_cpu_apart(int n, const void *const *starts, const size_t *bytes);
/* A value passing between the team's threads: each writes its own slot, reads another's. */
typedef union bulkcc_team_slot {
  long long i;
  double d;
  float f;
} bulkcc_team_slot;
/* The team waits for all its threads (an OpenMP barrier: their stores are seen after it). */
static inline void bulk_team_wait(void) {
#ifdef _OPENMP
  _Pragma("omp barrier")
#endif
}
/* Thread lane's v for thread from's: each writes its slot, the team waits, reads, waits. */
static inline bulkcc_team_slot bulk_team_pass(bulkcc_team_slot *buf, unsigned lane, bulkcc_team_slot v, unsigned from) {
  buf[lane] = v;
  bulk_team_wait();
  bulkcc_team_slot r = buf[from];
  bulk_team_wait();
  return r;
}
static inline long long bulk_team_pass_ll(bulkcc_team_slot *buf, unsigned lane, long long v, unsigned from) {
  bulkcc_team_slot s;
  s.i = v;
  return bulk_team_pass(buf, lane, s, from).i;
}
static inline float bulk_team_pass_f(bulkcc_team_slot *buf, unsigned lane, float v, unsigned from) {
  bulkcc_team_slot s;
  s.f = v;
  return bulk_team_pass(buf, lane, s, from).f;
}
static inline double bulk_team_pass_d(bulkcc_team_slot *buf, unsigned lane, double v, unsigned from) {
  bulkcc_team_slot s;
  s.d = v;
  return bulk_team_pass(buf, lane, s, from).d;
}
/* A wavefront's strips on the team (a thread a strip of one row, the strips in turn): thread l's
 * counter, on a cache line of its own past the n slots of values, is strip * lines + c while it
 * runs a strip, where c of the wavefront's lines are done by that strip and every strip before;
 * a value past its strip's means the thread has moved on. The team's buffer holds
 * BULK_TEAM_BUF_SLOTS(n) slots. */
#define BULK_TEAM_BUF_SLOTS(n) ((n) + 8 * ((n) + 1))
static inline long long *bulk_team_strip_counts(bulkcc_team_slot *buf, unsigned n) {
  size_t at = (size_t)(buf + n);
  return (long long *)((at + 63) & ~(size_t)63);
}
/* Every thread's counter zeroed, then the team waits. */
static inline void bulk_team_strips_begin(long long *counts, unsigned lane) {
  __atomic_store_n(&counts[8 * (size_t)lane], 0, __ATOMIC_RELAXED);
  bulk_team_wait();
}
/* A spin of a wait: the processor told so, and now and then the thread yields (bulk_cpu.c). */
void bulk_team_spin(unsigned spins);
/* Waits until the strips before `strip` have done `need` lines (their count in *seen). */
static inline void bulk_team_strip_wait(long long *counts, unsigned n, long long strip, long long lines, long long need,
                                        long long *seen) {
  if (*seen >= need) return;
  const long long *before = &counts[8 * (size_t)((strip - 1) % n)], first = (strip - 1) * lines;
  long long c;
  for (unsigned spins = 1;; spins++) {
    long long v = __atomic_load_n(before, __ATOMIC_ACQUIRE);
    c = v < first ? 0 : v - first >= lines ? lines - 1 : v - first;
    if (c >= need) break;
    bulk_team_spin(spins);
  }
  *seen = c;
}
/* The strip has done `done` lines; with the strips before it, the lesser of that and seen. */
static inline void bulk_team_strip_done(long long *counts, unsigned n, long long strip, long long lines, long long done,
                                        long long seen) {
  __atomic_store_n(&counts[8 * (size_t)(strip % n)], strip * lines + (done < seen ? done : seen), __ATOMIC_RELEASE);
}
/* Whether c holds in any of the team's n threads. */
static inline int bulk_team_any(bulkcc_team_slot *buf, unsigned lane, unsigned n, int c) {
  bulkcc_team_slot s;
  s.i = c;
  buf[lane] = s;
  bulk_team_wait();
  int any = 0;
  for (unsigned l = 0; l < n; l++) any |= buf[l].i != 0;
  bulk_team_wait();
  return any;
}
/* A wavefront's bounds (a floor division by a positive constant). */
static inline long long bulk_team_min(long long a, long long b) { return a < b ? a : b; }
static inline long long bulk_team_max(long long a, long long b) { return a > b ? a : b; }
static inline long long bulk_team_floordiv(long long a, long long b) { return a >= 0 ? a / b : -((-a + b - 1) / b); }
/* The CPU target's threads: each has its own scratch for the arrays of its chunk. */
#ifdef _OPENMP
#include <omp.h>
static inline size_t bulk_cpu_threads(void) { return (size_t)omp_get_max_threads(); }
static inline size_t bulk_cpu_thread(void) { return (size_t)omp_get_thread_num(); }
static inline size_t bulk_cpu_team_threads(void) { return (size_t)omp_get_num_threads(); }
#else
static inline size_t bulk_cpu_threads(void) { return 1; }
static inline size_t bulk_cpu_thread(void) { return 0; }
static inline size_t bulk_cpu_team_threads(void) { return 1; }
#endif
#endif

#ifdef __cplusplus
}

/* C's ++ and -- on a _Bool, which C++ does not have: ++ sets it, -- toggles it. */
static __device__ inline bool bulk_bool_preinc(bool &b) { return b = true; }
static __device__ inline bool bulk_bool_predec(bool &b) { return b = !b; }
static __device__ inline bool bulk_bool_postinc(bool &b) { bool old = b; b = true; return old; }
static __device__ inline bool bulk_bool_postdec(bool &b) { bool old = b; b = !b; return old; }
#endif

#ifdef __CUDACC__
/* Transposes a rows x cols matrix of elem_size-byte elements: dst[c * rows + r] = src[r * cols + c]. */
cudaError_t bulk_transpose(void *dst, const void *src, size_t rows, size_t cols, size_t elem_size,
                           cudaStream_t stream);
#endif
#endif

#endif
