/* whole_call.h: what the whole-call benchmark's GPU program (bench_whole_call.cu) and CPU program
 * (bench_whole_call_cpu.c) share. The sample is chosen by -DWHOLE_PREFIX_SUMS or -DWHOLE_OPT
 * (with -DN=...). Inputs are a hash of (seed, instance, element), filled by every core, so the
 * check regenerates an instance's input instead of keeping a copy: the case with more data than
 * the GPU's memory has room for one copy of its arrays, not two. Results are compared with the
 * sequential C (the sample's .c file at -O2 -ffp-contract=off), bit for bit, on every core. C11 and C++. */
#ifndef BENCH_WHOLE_CALL_H
#define BENCH_WHOLE_CALL_H

#include <omp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "bulk_runtime.h"

#ifdef __cplusplus
extern "C" {
#endif

#if defined(WHOLE_PREFIX_SUMS)
#define WHOLE_SAMPLE "prefix_sums"
/* prefix sums work in place: the array is read and written */
#define WHOLE_IN_PLACE 1
#define WHOLE_IN_ELEMS ((size_t)N)
#define WHOLE_OUT_ELEMS ((size_t)N)
void prefix_sums(float b[N]);
int prefix_sums_bulk(size_t p, float *b, bulk_timing *timing);
static inline int whole_bulk(size_t p, float *in, float *out, bulk_timing *timing) {
  (void)out;
  return prefix_sums_bulk(p, in, timing);
}
#elif defined(WHOLE_OPT)
#define WHOLE_SAMPLE "opt"
/* OPT reads N x N chord weights and writes one float */
#define WHOLE_IN_PLACE 0
#define WHOLE_IN_ELEMS ((size_t)N * N)
#define WHOLE_OUT_ELEMS ((size_t)1)
float opt(const float c[N][N]);
int opt_bulk(size_t p, const float *c, float *result, bulk_timing *timing);
static inline int whole_bulk(size_t p, float *in, float *out, bulk_timing *timing) {
  return opt_bulk(p, in, out, timing);
}
#else
#error "define WHOLE_PREFIX_SUMS or WHOLE_OPT"
#endif

/* The arrays the user hands NAME_bulk: the input (prefix sums: also the output) and, for OPT, the
 * results. Bytes a call must move: the inputs in, the results out. */
static inline size_t whole_in_bytes(size_t p) { return p * WHOLE_IN_ELEMS * sizeof(float); }
static inline size_t whole_out_bytes(size_t p) { return p * WHOLE_OUT_ELEMS * sizeof(float); }
static inline int whole_in_place(void) { return WHOLE_IN_PLACE; }

static inline double whole_now_ms(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

/* A seed for this run (BENCH_SEED to repeat one): inputs differ from run to run. */
static inline uint64_t whole_seed(void) {
  const char *text = getenv("BENCH_SEED");
  if (text && *text) return strtoull(text, NULL, 10);
  struct timespec t;
  clock_gettime(CLOCK_REALTIME, &t);
  return (uint64_t)t.tv_sec * 1000000007ull ^ (uint64_t)t.tv_nsec ^ (uint64_t)getpid() << 32;
}

/* Element e of instance j's input: a uniform float in [0, 1) (24 bits), from splitmix64's mixer. */
static inline float whole_value(uint64_t seed, size_t j, size_t e) {
  uint64_t x = seed * 0x9e3779b97f4a7c15ull + ((uint64_t)j * WHOLE_IN_ELEMS + e + 1) * 0xd1b54a32d192ed03ull;
  x ^= x >> 30;
  x *= 0xbf58476d1ce4e5b9ull;
  x ^= x >> 27;
  x *= 0x94d049bb133111ebull;
  x ^= x >> 31;
  return (float)(x >> 40) * (1.0f / 16777216.0f);
}

static inline void whole_input_of(float *dst, uint64_t seed, size_t j) {
  for (size_t e = 0; e < WHOLE_IN_ELEMS; e++) dst[e] = whole_value(seed, j, e);
}

/* Fills p instances' inputs, every core a share of them (first touch of fresh pages included). */
static inline void whole_fill(float *in, size_t p, uint64_t seed) {
#pragma omp parallel for schedule(static)
  for (size_t j = 0; j < p; j++) whole_input_of(in + j * WHOLE_IN_ELEMS, seed, j);
}

/* Poison for results not yet written: all bits set (a NaN no sample computes). */
static inline void whole_poison(float *out, size_t p) {
  if (!whole_in_place()) memset(out, 0xff, whole_out_bytes(p));
}

/* What a check found: instances below `completed` whose results differ from the sequential C's,
 * and instances from `completed` on that no longer hold what they held before the call (their
 * inputs; for OPT, the poisoned results). */
typedef struct whole_check {
  size_t wrong;   /* completed instances with a wrong result */
  size_t touched; /* instances past completed that the failed call changed */
} whole_check;

static inline whole_check whole_compare(const float *in, const float *out, size_t p, size_t completed,
                                        uint64_t seed) {
  size_t wrong = 0, touched = 0;
  (void)in;
  (void)out;
#pragma omp parallel for schedule(dynamic, 256) reduction(+ : wrong, touched)
  for (size_t j = 0; j < p; j++) {
    float input[WHOLE_IN_ELEMS];
    whole_input_of(input, seed, j);
#if defined(WHOLE_PREFIX_SUMS)
    const float *got = in + j * WHOLE_IN_ELEMS;
    if (j < completed) {
      prefix_sums(input);
      wrong += memcmp(got, input, sizeof input) != 0;
    } else {
      touched += memcmp(got, input, sizeof input) != 0;
    }
#else
    uint32_t got, want = 0xffffffffu;
    memcpy(&got, out + j, sizeof got);
    if (j < completed) {
      float r = opt((const float(*)[N])input);
      memcpy(&want, &r, sizeof want);
      wrong += got != want;
    } else {
      touched += got != want;
    }
#endif
  }
  whole_check c = {wrong, touched};
  return c;
}

/* Host memory the kernel would give now (MemAvailable: free pages and the cache it can drop),
 * or the free pages of sysconf where /proc/meminfo cannot be read. */
static inline double whole_host_available_bytes(void) {
  FILE *f = fopen("/proc/meminfo", "r");
  if (f) {
    char line[256];
    unsigned long long kib;
    while (fgets(line, sizeof line, f))
      if (sscanf(line, "MemAvailable: %llu kB", &kib) == 1) {
        fclose(f);
        return (double)kib * 1024.0;
      }
    fclose(f);
  }
  return (double)sysconf(_SC_AVPHYS_PAGES) * (double)sysconf(_SC_PAGESIZE);
}

/* Timed calls per case: at most WHOLE_RUNS_MAX (the medians are taken over arrays of that size). */
enum { WHOLE_RUNS_MAX = 63 };

static inline int whole_by_value(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

/* The index of the median of n times (the upper one for even n). */
static inline int whole_median_index(const double *ms, int n) {
  double sorted[WHOLE_RUNS_MAX];
  int k = n < WHOLE_RUNS_MAX ? n : WHOLE_RUNS_MAX; /* callers hold at most WHOLE_RUNS_MAX times */
  memcpy(sorted, ms, (size_t)k * sizeof *ms);
  qsort(sorted, (size_t)k, sizeof *sorted, whole_by_value);
  double m = sorted[k / 2];
  for (int i = 0; i < k; i++)
    if (ms[i] == m) return i;
  return 0;
}

/* A result line for bench.sh's report (bench/report.py): the fields of bench_common.h's lines
 * first, then the whole call's own. copy_ms is the pinned copy of the same bytes measured in this
 * run (0 where there is none): of_copy is the copy's time over the call's, in percent, x_copy the
 * call's over the copy's. ms < 0: the case did not run (note says why). */
/* The case of the result lines: whole-call, or the program's own (bench_engines.cu: engines). */
static const char *whole_bench_case = "whole-call";
static inline void whole_line(const char *variant, size_t p, double ms, double bytes, double copy_ms, long long bad,
                              const char *note, const char *extra) {
  char rate[32] = "-", of_copy[32] = "-", x_copy[32] = "-", time[32] = "-";
  if (ms >= 0) {
    snprintf(time, sizeof time, "%.4f", ms);
    if (ms > 0) snprintf(rate, sizeof rate, "%.2f", bytes / (ms * 1e6));
    if (copy_ms > 0 && ms > 0) {
      snprintf(of_copy, sizeof of_copy, "%.1f", 100.0 * copy_ms / ms);
      snprintf(x_copy, sizeof x_copy, "%.3f", ms / copy_ms);
    }
  }
  printf("BENCH case=%s N=%d p=%zu variant=%s ms=%s gbps=%s of_copy=%s mismatches=%lld note=%s sample=%s "
         "x_copy=%s copy_ms=%.4f bytes=%.0f%s%s\n",
         whole_bench_case, N, p, variant, time, rate, of_copy, bad, note && *note ? note : "-", WHOLE_SAMPLE, x_copy, copy_ms, bytes,
         extra && *extra ? " " : "", extra ? extra : "");
  fflush(stdout);
}

/* The stage fields of a bulk_timing, for a result line. */
static inline void whole_timing_fields(char *buf, size_t size, const bulk_timing *t) {
  snprintf(buf, size,
           "total_ms=%.4f transfer_ms=%.4f transpose_ms=%.4f kernel_ms=%.4f staging_ms=%.4f overlap=%.2f chunks=%zu "
           "chunk_instances=%zu completed=%zu bytes_in=%.0f bytes_out=%.0f block=%d target=%s cpu_instances=%zu "
           "cpu_ms=%.4f",
           t->total_ms, t->transfer_ms, t->transpose_ms, t->kernel_ms, t->staging_ms, t->overlap, t->chunks,
           t->chunk_instances, t->completed, t->bytes_in, t->bytes_out, t->block_size, t->target ? t->target : "-",
           t->cpu_instances, t->cpu_ms);
}

/* Calls NAME_bulk once on fresh inputs (seed), timed with the host clock, and checks every
 * result. With stages, the call is passed a bulk_timing (*timing: its stage times); without, none,
 * as a caller that does not ask for them (the runtime then records fewer events). A failed call
 * prints a BULK line with the runtime's words and whether the instances after the failure kept
 * their inputs (without stages, every instance counts as without a result). Returns the call's
 * ms, or -1 when it failed; *bad gains the instances without a correct result. */
static inline double whole_timed_call(const char *variant, size_t p, float *in, float *out, uint64_t seed, int call,
                                      long long *bad, int stages, bulk_timing *timing) {
  static int completed_noted;
  whole_fill(in, p, seed);
  whole_poison(out, p);
  memset(timing, 0, sizeof *timing);
  double t0 = whole_now_ms();
  int rc = whole_bulk(p, in, out, stages ? timing : NULL);
  double ms = whole_now_ms() - t0;
  if (!stages) timing->completed = rc == BULK_OK ? p : 0;
  size_t completed = rc == BULK_OK ? p : (timing->completed <= p ? timing->completed : 0);
  whole_check c = whole_compare(in, out, p, completed, seed);
  *bad += (long long)(c.wrong + (p - completed));
  if (rc != BULK_OK) {
    printf("BULK error case=whole-call sample=%s N=%d p=%zu variant=%s call=%d: %s: %s; completed %zu of %zu; "
           "%zu completed instances wrong; instances after the failure: %zu changed%s\n",
           WHOLE_SAMPLE, N, p, variant, call, bulk_strerror(rc),
           *bulk_error_detail() ? bulk_error_detail() : "(no detail)", completed, p, c.wrong, c.touched,
           c.touched ? " (the failure guarantee broken)" : ", as they were before the call");
    fflush(stdout);
    return -1;
  }
  if (c.wrong)
    printf("MISMATCH case=whole-call sample=%s N=%d p=%zu variant=%s call=%d: %zu instances differ from the "
           "sequential C\n", WHOLE_SAMPLE, N, p, variant, call, c.wrong);
  if (timing->completed != p && !completed_noted) {  /* once a program: the runtime's report, not a result */
    printf("# note: %s p=%zu call %d succeeded but bulk_timing.completed is %zu, not p\n", variant, p, call,
           timing->completed);
    completed_noted = 1;
  }
  return ms;
}

/* The environment's count of timed calls (name), or fallback where it is unset; a count that is
 * not a number from 1 to WHOLE_RUNS_MAX stops the program, naming the limit. */
static inline int whole_runs_from_env(const char *name, int fallback) {
  const char *text = getenv(name);
  if (!text || !*text) return fallback;
  char *end = NULL;
  long v = strtol(text, &end, 10);
  if (*end || v < 1 || v > WHOLE_RUNS_MAX) {
    fprintf(stderr, "%s=%s: give a number of timed calls from 1 to %d\n", name, text, WHOLE_RUNS_MAX);
    exit(2);
  }
  return (int)v;
}

/* What whole_case reports of the stages: none; those of one more call after the timed ones, which
 * pass no bulk_timing, as most callers; or those of the median timed call, every timed call
 * passing one (for calls so long that the events cost nothing, and another call would). */
enum { WHOLE_NO_STAGES, WHOLE_STAGES_AFTER, WHOLE_STAGES_OF_MEDIAN };

/* One variant of one case: a warm-up call and `runs` timed calls, each on fresh inputs and
 * checked; prints its BENCH line, with stage times as `stages` says. */
static inline void whole_case(const char *variant, size_t p, float *in, float *out, uint64_t seed, int runs,
                              double copy_ms, int stages, const char *note) {
  double ms[WHOLE_RUNS_MAX];
  bulk_timing timings[WHOLE_RUNS_MAX];
  long long bad = 0;
  if (runs < 1 || runs > WHOLE_RUNS_MAX) {
    fprintf(stderr, "whole_case: %d timed calls; from 1 to %d\n", runs, WHOLE_RUNS_MAX);
    exit(2);
  }
  int done = 0;
  for (int r = 0; r <= runs; r++) {
    bulk_timing t;
    double m = whole_timed_call(variant, p, in, out, seed + 7919u * (uint64_t)r, r, &bad,
                                stages == WHOLE_STAGES_OF_MEDIAN, &t);
    if (m < 0) {  /* failed: no time for this case; the next case runs */
      whole_line(variant, p, -1, 0, copy_ms, bad, "failed", "");
      return;
    }
    if (r == 0) continue;  /* the warm-up: checked, not timed */
    ms[done] = m;
    timings[done++] = t;
  }
  int median = whole_median_index(ms, done);
  char extra[512] = "";
  const char *stage_note = "";
  if (stages == WHOLE_STAGES_OF_MEDIAN) {
    whole_timing_fields(extra, sizeof extra, &timings[median]);
  } else if (stages == WHOLE_STAGES_AFTER) {
    bulk_timing t;
    if (whole_timed_call(variant, p, in, out, seed + 7919u * (uint64_t)(runs + 1), runs + 1, &bad, 1, &t) < 0) {
      whole_line(variant, p, -1, 0, copy_ms, bad, "failed", "");
      return;
    }
    whole_timing_fields(extra, sizeof extra, &t);
    stage_note = ",stages-of-one-more-call";
  }
  char full_note[192];
  snprintf(full_note, sizeof full_note, "%s%smedian-of-%d%s", note && *note ? note : "", note && *note ? "," : "",
           done, stage_note);
  whole_line(variant, p, ms[median], (double)(whole_in_bytes(p) + whole_out_bytes(p)), copy_ms, bad, full_note,
             extra);
}

#ifdef __cplusplus
}
#endif

#endif
