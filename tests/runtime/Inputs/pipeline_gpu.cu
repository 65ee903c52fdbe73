// bulk_call and bulk_call_device on the GPU with a hand-written entry, as emitted code would call
// them: f reads x (7 floats, in only), updates y (5 ints, in and out), writes result (one float,
// out only) and uses work (3 floats, a working array). Every call is checked against a CPU
// reference; prints one line per case and MISMATCH for any difference; exits 1 on any.
#include <cuda_runtime.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bulk_runtime.h"

enum { X = 7, Y = 5, WORK = 3 };

// Element e of instance j of an array of `elems` elements, in the layout the kernel computes on:
// column-wise rows lie stride (>= n) elements apart.
template <bool COLUMNS>
__device__ inline size_t at(size_t e, size_t j, size_t stride, size_t elems) {
  return COLUMNS ? e * stride + j : j * elems + e;
}

// The values stay small multiples of 1/4, so every float operation is exact (contracted or not).
template <bool COLUMNS>
__global__ void kernel_f(size_t n, size_t s, const float *x, int *y, float *result, float *work) {
  size_t j = (size_t)blockIdx.x * blockDim.x + threadIdx.x;
  if (j >= n) return;
  for (size_t k = 0; k < WORK; k++)
    work[at<COLUMNS>(k, j, s, WORK)] = x[at<COLUMNS>(k, j, s, X)] * (float)(k + 1) + x[at<COLUMNS>(k + 3, j, s, X)];
  for (size_t e = 0; e < Y; e++)
    y[at<COLUMNS>(e, j, s, Y)] = y[at<COLUMNS>(e, j, s, Y)] * 3 + (int)(x[at<COLUMNS>(e, j, s, X)] * 2.0f) + (int)e;
  result[j] = work[at<COLUMNS>(0, j, s, WORK)] + work[at<COLUMNS>(1, j, s, WORK)] * 2.0f +
              work[at<COLUMNS>(2, j, s, WORK)] * 3.0f + x[at<COLUMNS>(6, j, s, X)] + (float)y[at<COLUMNS>(4, j, s, Y)];
}

template <bool COLUMNS>
static void launch_f(size_t n, size_t stride, void *const *a, unsigned grid, unsigned block, void *stream,
                     const void *uniforms) {
  (void)uniforms;
  kernel_f<COLUMNS><<<grid, block, 0, (cudaStream_t)stream>>>(n, stride, (const float *)a[0], (int *)a[1],
                                                              (float *)a[2], (float *)a[3]);
}
static const bulk_launcher launch_columns = launch_f<true>, launch_rows = launch_f<false>;

// One instance on the CPU, row-wise.
static void reference(const float *x, int *y, float *result) {
  float work[WORK];
  for (int k = 0; k < WORK; k++) work[k] = x[k] * (float)(k + 1) + x[k + 3];
  for (int e = 0; e < Y; e++) y[e] = y[e] * 3 + (int)(x[e] * 2.0f) + e;
  *result = work[0] + work[1] * 2.0f + work[2] * 3.0f + x[6] + (float)y[4];
}

static const uint32_t POISON = 0x7fc0dead; // a NaN no computation here produces

enum memory { PAGEABLE, PINNED, MIXED };
static const char *memory_name[] = {"pageable", "pinned", "mixed"};

// The user's row-wise arrays and what they must hold after a call.
struct user_arrays {
  size_t p;
  enum memory memory;
  float *x, *result;
  int *y;
  float *x_in;
  int *y_in, *y_want;
  float *result_want;
};

static int failures;

static void *host_array(size_t bytes, bool pinned) {
  void *p = pinned ? bulk_alloc_host(bytes) : malloc(bytes);
  if (!p) {
    printf("MISMATCH: no %s memory for %zu bytes\n", pinned ? "pinned" : "host", bytes);
    exit(1);
  }
  return p;
}

static void free_host_array(void *p, bool pinned) {
  if (pinned)
    bulk_free_host(p);
  else
    free(p);
}

// x pinned for MIXED; y and result pageable.
static void make_arrays(user_arrays *u, size_t p, enum memory memory, unsigned seed) {
  u->p = p;
  u->memory = memory;
  u->x = (float *)host_array(p * X * sizeof(float), memory != PAGEABLE);
  u->y = (int *)host_array(p * Y * sizeof(int), memory == PINNED);
  u->result = (float *)host_array(p * sizeof(float), memory == PINNED);
  u->x_in = (float *)malloc(p * X * sizeof(float));
  u->y_in = (int *)malloc(p * Y * sizeof(int));
  u->y_want = (int *)malloc(p * Y * sizeof(int));
  u->result_want = (float *)malloc(p * sizeof(float));
  if (!u->x_in || !u->y_in || !u->y_want || !u->result_want) {
    printf("MISMATCH: no host memory for p = %zu\n", p);
    exit(1);
  }
  for (size_t j = 0; j < p; j++) {
    for (size_t e = 0; e < X; e++) u->x[j * X + e] = (float)((seed * 7 + j * 13 + e * 5) % 101) / 4.0f - 12.0f;
    for (size_t e = 0; e < Y; e++) u->y[j * Y + e] = (int)((seed + j * 31 + e * 17) % 1000) - 500;
    memcpy(&u->result[j], &POISON, sizeof POISON);
  }
  memcpy(u->x_in, u->x, p * X * sizeof(float));
  memcpy(u->y_in, u->y, p * Y * sizeof(int));
  memcpy(u->y_want, u->y, p * Y * sizeof(int));
  for (size_t j = 0; j < p; j++) reference(&u->x_in[j * X], &u->y_want[j * Y], &u->result_want[j]);
}

static void free_arrays(user_arrays *u) {
  free_host_array(u->x, u->memory != PAGEABLE);
  free_host_array(u->y, u->memory == PINNED);
  free_host_array(u->result, u->memory == PINNED);
  free(u->x_in);
  free(u->y_in);
  free(u->y_want);
  free(u->result_want);
}

// Instances 0 .. done-1 must hold results, the rest their inputs (result: the poison); x never
// changes. Prints the first difference; returns whether all agree.
static bool check_arrays(const char *what, const user_arrays *u, const int *y, const float *x, const float *result,
                         size_t done) {
  for (size_t j = 0; j < u->p; j++) {
    bool finished = j < done;
    for (size_t e = 0; e < X; e++)
      if (memcmp(&x[j * X + e], &u->x_in[j * X + e], sizeof(float)) != 0) {
        printf("MISMATCH: %s: x[%zu][%zu] changed: %g, was %g\n", what, j, e, x[j * X + e], u->x_in[j * X + e]);
        return false;
      }
    for (size_t e = 0; e < Y; e++) {
      int want = finished ? u->y_want[j * Y + e] : u->y_in[j * Y + e];
      if (y[j * Y + e] != want) {
        printf("MISMATCH: %s: y[%zu][%zu] = %d, want %d (%s)\n", what, j, e, y[j * Y + e], want,
               finished ? "result" : "input");
        return false;
      }
    }
    uint32_t got, want;
    memcpy(&got, &result[j], sizeof got);
    if (finished)
      memcpy(&want, &u->result_want[j], sizeof want);
    else
      want = POISON;
    if (got != want) {
      printf("MISMATCH: %s: result[%zu] = %08x, want %08x (%s)\n", what, j, got, want,
             finished ? "result" : "the poison: untouched");
      return false;
    }
  }
  return true;
}

static int call_f(const user_arrays *u, bool columns, bulk_timing *t) {
  bulk_array arrays[] = {
      {"x", u->x, X, sizeof(float), 1, 0},
      {"y", u->y, Y, sizeof(int), 1, 1},
      {"result", u->result, 1, sizeof(float), 0, 1},
      {"work", NULL, WORK, sizeof(float), 0, 0},
  };
  return bulk_call("f", u->p, arrays, 4, columns ? (const void *)kernel_f<true> : (const void *)kernel_f<false>,
                   columns ? launch_columns : launch_rows, NULL, columns ? BULK_COLUMNS : BULK_ROWS, t);
}

// The GPUs a call of that many chunks may use: BULK_GPUS's count (all: every GPU), no more than
// its chunks.
static int devices_used(size_t chunks) {
  int count = 0;
  if (cudaGetDeviceCount(&count) != cudaSuccess) return 0;
  const char *asked = getenv("BULK_GPUS");
  int n = count;
  if (asked && strchr(asked, ',')) { // a list: its length
    n = 1;
    for (const char *c = asked; *c; c++) n += *c == ',';
  } else if (asked && *asked && strcmp(asked, "all") != 0) {
    n = atoi(asked);
  }
  if (n > count) n = count;
  return (size_t)n < chunks ? n : (int)chunks;
}
static int spread_calls; // calls whose chunks went to more than one GPU

// The timing of a successful call: every instance, every byte, the chunks of the plan.
static bool check_timing(const char *what, const bulk_timing *t, size_t p) {
  double in = (double)p * (X * sizeof(float) + Y * sizeof(int)), out = (double)p * (Y * sizeof(int) + sizeof(float));
  if (t->completed != p || t->bytes_in != in || t->bytes_out != out || t->chunks == 0 || t->chunk_instances == 0 ||
      t->chunk_instances > p || t->chunks * t->chunk_instances < p || t->block_size <= 0 ||
      !(t->total_ms > 0)) {
    printf("MISMATCH: %s: timing: completed %zu of %zu, bytes in %.0f (want %.0f), out %.0f (want %.0f), %zu chunks "
           "x %zu, block %d, total %g ms\n",
           what, t->completed, p, t->bytes_in, in, t->bytes_out, out, t->chunks, t->chunk_instances, t->block_size,
           t->total_ms);
    return false;
  }
  // each GPU's share (BULK_GPUS): their chunks and instances add up to the call's, each a GPU once
  size_t chunks = 0, instances = 0;
  for (int g = 0; g < t->gpus; g++) {
    chunks += t->gpu[g].chunks;
    instances += t->gpu[g].instances;
    for (int h = 0; h < g; h++)
      if (t->gpu[h].device == t->gpu[g].device) instances = 0;
  }
  int most = devices_used(t->chunks);
  if (t->gpus < 1 || t->gpus > most || chunks != t->chunks || instances != p) {
    printf("MISMATCH: %s: %d GPUs (at most %d), their chunks %zu of %zu, their instances %zu of %zu\n", what, t->gpus,
           most, chunks, t->chunks, instances, p);
    return false;
  }
  if (t->gpus > 1) spread_calls++;
  return true;
}

static void set_env(const char *name, const char *value) {
  bulk_release(); // the knobs are read as the streams' buffers are made
  if (value)
    setenv(name, value, 1);
  else
    unsetenv(name);
}

// Whole calls for each p, memory kind and kernel layout; each case prints one line. Untimed calls
// pass no bulk_timing: each chunk records only the event that ends it.
static bool untimed;

static void run_calls(const char *setting, const size_t *ps, size_t nps, bool columns) {
  for (size_t i = 0; i < nps; i++)
    for (int m = PAGEABLE; m <= MIXED; m++) {
      user_arrays u;
      make_arrays(&u, ps[i], (enum memory)m, (unsigned)(ps[i] + 3 * m));
      char what[160];
      snprintf(what, sizeof what, "%s %s %s p=%zu", columns ? "columns" : "rows", setting, memory_name[m], ps[i]);
      bulk_timing t;
      int rc = call_f(&u, columns, untimed ? NULL : &t);
      bool ok = rc == BULK_OK;
      if (!ok) printf("MISMATCH: %s: rc=%d (%s): %s\n", what, rc, bulk_strerror(rc), bulk_error_detail());
      ok = ok && (untimed || check_timing(what, &t, u.p)) && check_arrays(what, &u, u.y, u.x, u.result, u.p);
      printf("%s: %s\n", what, ok ? "ok" : "FAILED");
      failures += !ok;
      free_arrays(&u);
    }
}

// BULK_FAIL_CHUNK=k: chunk k fails before its kernel; chunks before it hold results, the rest
// their inputs, and the detail says so.
static void run_failure(size_t p, enum memory memory, size_t fail_chunk) {
  char value[32];
  snprintf(value, sizeof value, "%zu", fail_chunk);
  setenv("BULK_FAIL_CHUNK", value, 1);
  user_arrays u;
  make_arrays(&u, p, memory, 11);
  bulk_timing t;
  int rc = call_f(&u, true, &t);
  unsetenv("BULK_FAIL_CHUNK");
  char what[96];
  snprintf(what, sizeof what, "failure %s p=%zu chunk %zu", memory_name[memory], p, fail_chunk);
  // chunks differ in size (the plan's first and last are smaller): the failed chunk is the one
  // that begins where the completed instances end
  char begins[64];
  snprintf(begins, sizeof begins, "(instances %zu..", t.completed);
  bool ok = rc == BULK_ERROR_LAUNCH && t.completed < p && (t.completed == 0) == (fail_chunk == 0) &&
            t.completed <= fail_chunk * t.chunk_instances && t.chunks > fail_chunk &&
            strstr(bulk_error_detail(), "BULK_FAIL_CHUNK") != NULL && strstr(bulk_error_detail(), begins) != NULL;
  size_t landed = 0; // the GPUs' instances whose results came back: those completed
  for (int g = 0; g < t.gpus; g++) landed += t.gpu[g].instances;
  ok = ok && landed == t.completed;
  if (!ok)
    printf("MISMATCH: %s: rc=%d, completed %zu, %zu chunks x %zu; detail: %s\n", what, rc, t.completed, t.chunks,
           t.chunk_instances, bulk_error_detail());
  ok = ok && check_arrays(what, &u, u.y, u.x, u.result, t.completed);
  printf("%s: rc=%s; completed=%zu of %zu in %zu chunks; detail: %s\n", what, bulk_strerror(rc), t.completed, p,
         t.chunks, bulk_error_detail());
  printf("%s: %s\n", what, ok ? "results before, inputs after: ok" : "FAILED");
  failures += !ok;
  // the next call works again
  free_arrays(&u);
  make_arrays(&u, p, memory, 12);
  rc = call_f(&u, true, &t);
  ok = rc == BULK_OK && check_timing(what, &t, p) && check_arrays(what, &u, u.y, u.x, u.result, p);
  printf("%s: the next call: %s\n", what, ok ? "ok" : "FAILED");
  failures += !ok;
  free_arrays(&u);
}

static bool cuda_ok(cudaError_t err, const char *what) {
  if (err == cudaSuccess) return true;
  printf("MISMATCH: %s: %s\n", what, cudaGetErrorString(err));
  failures++;
  return false;
}

// Column-wise copy of a row-wise host array: element e of instance j at e * p + j.
template <typename T>
static T *to_columns(const T *rows, size_t p, size_t elems) {
  T *columns = (T *)malloc(p * elems * sizeof(T));
  if (!columns) {
    printf("MISMATCH: no host memory\n");
    exit(1);
  }
  for (size_t j = 0; j < p; j++)
    for (size_t e = 0; e < elems; e++) columns[e * p + j] = rows[j * elems + e];
  return columns;
}

template <typename T>
static void to_rows(T *rows, const T *columns, size_t p, size_t elems) {
  for (size_t j = 0; j < p; j++)
    for (size_t e = 0; e < elems; e++) rows[j * elems + e] = columns[e * p + j];
}

// bulk_call_device on the user's stream, the user's arrays in user_layout on the GPU.
static void run_device(size_t p, bool kernel_columns, int user_layout) {
  char what[96];
  snprintf(what, sizeof what, "device kernel %s user %s p=%zu", kernel_columns ? "columns" : "rows",
           user_layout == BULK_COLUMNS ? "columns" : "rows", p);
  user_arrays u;
  make_arrays(&u, p, PAGEABLE, 5);
  bool columns = user_layout == BULK_COLUMNS;
  float *x_host = columns ? to_columns(u.x, p, X) : u.x;
  int *y_host = columns ? to_columns(u.y, p, Y) : u.y;
  float *x = NULL, *result = NULL;
  int *y = NULL;
  cudaStream_t stream = NULL;
  bool ok = cuda_ok(cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking), "cudaStreamCreate") &&
            cuda_ok(cudaMalloc(&x, p * X * sizeof(float)), "cudaMalloc") &&
            cuda_ok(cudaMalloc(&y, p * Y * sizeof(int)), "cudaMalloc") &&
            cuda_ok(cudaMalloc(&result, p * sizeof(float)), "cudaMalloc") &&
            cuda_ok(cudaMemcpyAsync(x, x_host, p * X * sizeof(float), cudaMemcpyHostToDevice, stream), "copy in") &&
            cuda_ok(cudaMemcpyAsync(y, y_host, p * Y * sizeof(int), cudaMemcpyHostToDevice, stream), "copy in") &&
            cuda_ok(cudaMemcpyAsync(result, u.result, p * sizeof(float), cudaMemcpyHostToDevice, stream), "copy in");
  if (ok) {
    bulk_array arrays[] = {
        {"x", x, X, sizeof(float), 1, 0},
        {"y", y, Y, sizeof(int), 1, 1},
        {"result", result, 1, sizeof(float), 0, 1},
        {"work", NULL, WORK, sizeof(float), 0, 0},
    };
    int rc = bulk_call_device("f", p, arrays, 4,
                              kernel_columns ? (const void *)kernel_f<true> : (const void *)kernel_f<false>,
                              kernel_columns ? launch_columns : launch_rows, NULL, kernel_columns ? BULK_COLUMNS : BULK_ROWS,
                              user_layout, stream);
    if (rc != BULK_OK) {
      printf("MISMATCH: %s: rc=%d (%s): %s\n", what, rc, bulk_strerror(rc), bulk_error_detail());
      ok = false;
    }
  }
  float *x_back = (float *)malloc(p * X * sizeof(float)), *result_back = (float *)malloc(p * sizeof(float));
  int *y_back = (int *)malloc(p * Y * sizeof(int));
  ok = ok && x_back && result_back && y_back &&
       cuda_ok(cudaMemcpyAsync(x_back, x, p * X * sizeof(float), cudaMemcpyDeviceToHost, stream), "copy out") &&
       cuda_ok(cudaMemcpyAsync(y_back, y, p * Y * sizeof(int), cudaMemcpyDeviceToHost, stream), "copy out") &&
       cuda_ok(cudaMemcpyAsync(result_back, result, p * sizeof(float), cudaMemcpyDeviceToHost, stream), "copy out") &&
       cuda_ok(cudaStreamSynchronize(stream), "cudaStreamSynchronize");
  if (ok && columns) {
    float *x_rows = (float *)malloc(p * X * sizeof(float));
    int *y_rows = (int *)malloc(p * Y * sizeof(int));
    to_rows(x_rows, x_back, p, X);
    to_rows(y_rows, y_back, p, Y);
    ok = check_arrays(what, &u, y_rows, x_rows, result_back, p);
    free(x_rows);
    free(y_rows);
  } else if (ok) {
    ok = check_arrays(what, &u, y_back, x_back, result_back, p);
  }
  printf("%s: %s\n", what, ok ? "ok" : "FAILED");
  failures += !ok;
  free(x_back);
  free(y_back);
  free(result_back);
  cudaFree(x);
  cudaFree(y);
  cudaFree(result);
  if (stream) cudaStreamDestroy(stream);
  if (columns) {
    free(x_host);
    free(y_host);
  }
  free_arrays(&u);
}

// Arguments of the wrong kind: clear errors, the user's arrays untouched.
static void run_bad_arguments(void) {
  user_arrays u;
  make_arrays(&u, 100, PAGEABLE, 9);
  float *x = NULL;
  if (!cuda_ok(cudaMalloc(&x, 100 * X * sizeof(float)), "cudaMalloc")) exit(1);
  bulk_array arrays[] = {
      {"x", x, X, sizeof(float), 1, 0},
      {"y", u.y, Y, sizeof(int), 1, 1},
      {"result", u.result, 1, sizeof(float), 0, 1},
      {"work", NULL, WORK, sizeof(float), 0, 0},
  };
  bulk_timing t;
  int rc = bulk_call("f", 100, arrays, 4, (const void *)kernel_f<true>, launch_columns, NULL, BULK_COLUMNS, &t);
  bool ok = rc == BULK_ERROR_INVALID_ARGUMENT && t.completed == 0 && check_arrays("gpu pointer", &u, u.y, u.x, u.result, 0);
  printf("gpu pointer to f_bulk: rc=%s; detail: %s: %s\n", bulk_strerror(rc), bulk_error_detail(), ok ? "ok" : "FAILED");
  failures += !ok;

  arrays[0].data = u.x; // host memory for the device entry
  rc = bulk_call_device("f", 100, arrays, 4, (const void *)kernel_f<true>, launch_columns, NULL, BULK_COLUMNS, BULK_ROWS,
                        NULL);
  ok = rc == BULK_ERROR_INVALID_ARGUMENT && check_arrays("host pointer", &u, u.y, u.x, u.result, 0);
  printf("host pointer to f_bulk_device: rc=%s; detail: %s: %s\n", bulk_strerror(rc), bulk_error_detail(),
         ok ? "ok" : "FAILED");
  failures += !ok;

  arrays[1].data = NULL; // an array the entry reads, missing
  rc = bulk_call("f", 100, arrays, 4, (const void *)kernel_f<true>, launch_columns, NULL, BULK_COLUMNS, &t);
  ok = rc == BULK_ERROR_INVALID_ARGUMENT && check_arrays("null", &u, u.y, u.x, u.result, 0);
  printf("NULL array: rc=%s; detail: %s: %s\n", bulk_strerror(rc), bulk_error_detail(), ok ? "ok" : "FAILED");
  failures += !ok;

  arrays[1].data = u.y; // p instances that cannot exist
  rc = bulk_call("f", SIZE_MAX / 16, arrays, 4, (const void *)kernel_f<true>, launch_columns, NULL, BULK_COLUMNS, &t);
  ok = rc == BULK_ERROR_TOO_LARGE && check_arrays("too large", &u, u.y, u.x, u.result, 0);
  printf("p=SIZE_MAX/16: rc=%s; detail: %s: %s\n", bulk_strerror(rc), bulk_error_detail(), ok ? "ok" : "FAILED");
  failures += !ok;
  cudaFree(x);
  free_arrays(&u);
}

// The runtime asks for shared memory on the SMs that run the kernels it launches (none of which
// uses any), so that the transpositions' blocks can run beside theirs.
static void check_shared_carveout(void) {
  cudaFuncAttributes attributes;
  if (!cuda_ok(cudaFuncGetAttributes(&attributes, kernel_f<true>), "cudaFuncGetAttributes")) return;
  bool ok = attributes.preferredShmemCarveout > 0 && attributes.preferredShmemCarveout <= 100;
  printf("carveout of the kernel: %d%%: %s\n", attributes.preferredShmemCarveout, ok ? "ok" : "MISMATCH");
  failures += !ok;
}

int main(int argc, char **argv) {
  static const size_t ps[] = {1, 2, 31, 1000, 100003};
  static const size_t large[] = {1000000};
  static const size_t one_per_chunk[] = {1, 2, 31, 1000};
  unsetenv("BULK_FAIL_CHUNK");
  if (argc > 1 && strcmp(argv[1], "timeline") == 0) { // one call of 4 chunks, under BULK_VERBOSE=2
    static const size_t one[] = {256};
    set_env("BULK_CHUNK_BYTES", "4096");
    run_calls("timeline", one, 1, true);
    bulk_release();
    return failures ? 1 : 0;
  }
  set_env("BULK_CHUNK_BYTES", NULL);
  run_calls("chunk=default", ps, 5, true);
  run_calls("chunk=default", large, 1, true);
  run_calls("chunk=default", ps, 5, false);
  set_env("BULK_CHUNK_BYTES", "4096"); // 64 instances of 64 bytes
  run_calls("chunk=4096", ps, 5, true);
  set_env("BULK_CHUNK_BYTES", "64"); // one instance a chunk: nothing to transpose
  run_calls("chunk=64", one_per_chunk, 4, true);
  set_env("BULK_STREAMS", "1");
  set_env("BULK_CHUNK_BYTES", "4096");
  run_calls("chunk=4096 streams=1", ps, 5, true);
  set_env("BULK_STREAMS", NULL);
  untimed = true;
  run_calls("chunk=4096 untimed", ps, 5, true);
  set_env("BULK_CHUNK_BYTES", NULL);
  run_calls("chunk=default untimed", ps, 5, true);
  untimed = false;
  set_env("BULK_CHUNK_BYTES", "4096");

  run_failure(1000, PAGEABLE, 5); // of 13 chunks of 77
  run_failure(1000, PINNED, 5);
  run_failure(1000, MIXED, 0);
  set_env("BULK_CHUNK_BYTES", NULL);
  run_failure(100003, PINNED, 3); // the last of 4 chunks

  for (int user = BULK_ROWS; user <= BULK_COLUMNS; user++) {
    run_device(1, true, user);
    run_device(1000, true, user);
    run_device(100003, true, user);
    run_device(100003, false, user);
  }
  run_bad_arguments();
  check_shared_carveout();
  bulk_release();
  printf("calls spread over several GPUs: %d\n", spread_calls);
  printf("%s\n", failures ? "FAILED" : "all cases pass");
  return failures ? 1 : 0;
}
