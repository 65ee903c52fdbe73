/* team.c: the team form of an entry, as plan/team.c planned it. A warp (on the CPU, a team of
 * OpenMP threads) runs one instance on its row-wise arrays; lane bulk_lane of BULKCC_TEAM. Outside
 * the split loops every lane runs every statement, so each holds the same scalars, and a store is
 * one lane's, between two waits of the team (__syncwarp, or a barrier): every lane has read what
 * led it there before the store, and reads the stored value after it; a split loop too is
 * between two waits, so that no lane's store lands before another lane's earlier read. A split loop gives lane l the iterations
 * l, l + 32, ...; its reductions start each lane but the first from the operator's identity (a
 * minimum or maximum from the value before the loop) and are combined across the lanes by
 * shuffles, in the integer's modular arithmetic, or, for a floating minimum or maximum, keeping
 * among equal values the one of the earliest (or latest) iteration, as the sequential loop does;
 * then the team waits for the loop's stores. */
#include "../dependences/dependences.h"
#include "../plan/plan.h"
#include "codegen.h"

/* The rounds ahead a scan reads its operands: in a GPU launch of few warps a multiprocessor
   (bulk_team_deep), and on the CPU's teams, whose threads' loads do not wait for each other. */
enum { SCAN_AHEAD_DEEP = 4, SCAN_AHEAD_CPU = 1 };

/* The team's arrays carry no restrict: the lanes write what other lanes read, between waits, and
   a restrict pointer lets the compiler keep an element in a register across a wait (nvcc did: a
   random program's team form gave wrong results on an H200, right ones without restrict). */
#define TEAM_SHARED ""

void team_emit_prelude(Out *o) {
  out_printf(o, "/* the team form: BULKCC_TEAM lanes run an instance, a warp on the GPU and in the warps' emulation\n"
                "   (BULK_EMULATION_WARPS; one lane in the emulation, which runs one thread at a time) */\n"
                "#if defined(__CUDACC__) || defined(BULK_EMULATION_WARPS)\n#define BULKCC_TEAM 32\n"
                "static __device__ __forceinline__ void bulkcc_syncwarp(void) { __syncwarp(); }\n"
                "/* a lane's value of the lane whose number differs by the bits of m (long long, float, double) */\n"
                "template <typename T> static __device__ __forceinline__ T bulkcc_shfl_xor(T v, int m) {\n"
                "  return __shfl_xor_sync(0xffffffffu, v, m);\n}\n"
                "/* ... of the lane d below (itself in the lanes below d), of lane l, whether any lane's c holds */\n"
                "template <typename T> static __device__ __forceinline__ T bulkcc_shfl_up(T v, int d) {\n"
                "  return __shfl_up_sync(0xffffffffu, v, d);\n}\n"
                "template <typename T> static __device__ __forceinline__ T bulkcc_shfl_idx(T v, int l) {\n"
                "  return __shfl_sync(0xffffffffu, v, l);\n}\n"
                "template <typename B> static __device__ __forceinline__ bool bulkcc_any(B c) { return __any_sync(0xffffffffu, c); }\n"
                "#else\n#define BULKCC_TEAM 1\nstatic inline void bulkcc_syncwarp(void) {}\n"
                "template <typename T> static inline T bulkcc_shfl_xor(T v, int) { return v; }\n"
                "template <typename T> static inline T bulkcc_shfl_up(T v, int) { return v; }\n"
                "template <typename T> static inline T bulkcc_shfl_idx(T v, int) { return v; }\n"
                "template <typename B> static inline bool bulkcc_any(B c) { return c; }\n#endif\n"
                "/* a wavefront's bounds, as isl gives them (a floor division by a positive constant; templates,\n"
                "   of long long, so that a file without wavefronts has no unused function) */\n"
                "template <typename T> static __device__ __forceinline__ T bulkcc_wave_min(T a, T b) { return a < b ? a : b; }\n"
                "template <typename T> static __device__ __forceinline__ T bulkcc_wave_max(T a, T b) { return a > b ? a : b; }\n"
                "template <typename T> static __device__ __forceinline__ T bulkcc_wave_floordiv(T a, T b) {\n"
                "  return a >= 0 ? a / b : -((-a + b - 1) / b);\n}\n"
                "/* a split loop's iterations four at a time in each lane, so that their loads wait together\n"
                "   (-DBULKCC_TEAM_UNROLL_BY=n: n at a time) */\n"
                "#ifndef BULKCC_TEAM_UNROLL_BY\n#define BULKCC_TEAM_UNROLL_BY 4\n#endif\n"
                "#define BULKCC_PRAGMA(x) _Pragma(#x)\n#define BULKCC_UNROLL_BY(n) BULKCC_PRAGMA(unroll n)\n"
                "#ifdef __CUDA_ARCH__\n#define BULKCC_TEAM_UNROLL BULKCC_UNROLL_BY(BULKCC_TEAM_UNROLL_BY)\n#define BULKCC_UNROLL_ALL _Pragma(\"unroll\")\n"
                "#else\n#define BULKCC_TEAM_UNROLL\n#define BULKCC_UNROLL_ALL\n#endif\n"
                "/* a strip's tile passes (codegen/tiles.c) unrolled by this many cells (-DBULKCC_TILE_UNROLL_BY=n) */\n"
                "#ifndef BULKCC_TILE_UNROLL_BY\n#define BULKCC_TILE_UNROLL_BY 16\n#endif\n"
                "#ifdef __CUDA_ARCH__\n#define BULKCC_TILE_UNROLL BULKCC_UNROLL_BY(BULKCC_TILE_UNROLL_BY)\n#else\n#define BULKCC_TILE_UNROLL\n#endif\n"
                "/* a scan's lane takes runs of BULKCC_SCAN_RUN consecutive iterations in each of BULKCC_SCAN_GROUPS\n"
                "   groups a round (0: the plan's for the loop); at most %d iterations a round, for which the plan\n"
                "   proved the counters to stay in their types (fewer groups where run and groups ask for more) */\n"
                "#ifndef BULKCC_SCAN_RUN\n#define BULKCC_SCAN_RUN 0\n#elif BULKCC_SCAN_RUN > %d || BULKCC_SCAN_RUN < 0\n"
                "#error \"BULKCC_SCAN_RUN: from 0 to %d\"\n#endif\n"
                "#ifndef BULKCC_SCAN_GROUPS\n#define BULKCC_SCAN_GROUPS 0\n#elif BULKCC_SCAN_GROUPS > %d || BULKCC_SCAN_GROUPS < 0\n"
                "#error \"BULKCC_SCAN_GROUPS: from 0 to %d\"\n#endif\n"
                "/* the rounds ahead of its use a scan's lane reads its operands in a launch of few warps a\n"
                "   multiprocessor (bulk_team_deep), so that a warp's loads of several rounds wait together:\n"
                "   at most the plan's for the loop (-DBULKCC_SCAN_AHEAD=n: another number, up to %d) */\n"
                "#ifndef BULKCC_SCAN_AHEAD\n#define BULKCC_SCAN_AHEAD %d\n#elif BULKCC_SCAN_AHEAD < 0 || BULKCC_SCAN_AHEAD > %d\n"
                "#error \"BULKCC_SCAN_AHEAD: from 0 to %d\"\n#endif\n"
                "/* a scan's lane reads its consecutive operands, and stores its consecutive values, 16 bytes at\n"
                "   a time where they lie on a 16-byte boundary (-DBULKCC_SCAN_VECTOR=0: an element at a time) */\n"
                "#ifndef __CUDA_ARCH__\n#undef BULKCC_SCAN_VECTOR\n#define BULKCC_SCAN_VECTOR 0 /* the GPU's alone */\n"
                "#elif !defined(BULKCC_SCAN_VECTOR)\n#define BULKCC_SCAN_VECTOR 1\n#endif\n\n",
             PLAN_TEAM_SCAN_LANE, PLAN_TEAM_SCAN_LANE, PLAN_TEAM_SCAN_LANE, PLAN_TEAM_SCAN_LANE, PLAN_TEAM_SCAN_LANE,
             PLAN_TEAM_SCAN_AHEAD, SCAN_AHEAD_DEEP,
             PLAN_TEAM_SCAN_AHEAD, PLAN_TEAM_SCAN_AHEAD);
}

/* The CPU's team form: an OpenMP team of BULKCC_TEAM threads (a power of two) runs an instance,
 * thread bulk_lane; the GPU's shuffles pass values through the team's slots, the team waiting
 * before and after (an OpenMP barrier, which also makes every thread's stores seen). */
void team_emit_cpu_prelude(Out *o) {
  out_printf(o, "/* the team form: BULKCC_TEAM threads of an OpenMP team run an instance, thread bulk_lane;\n"
                "   values pass between them through bulk_team_buf (bulk_runtime.h) */\n"
                "#define BULKCC_TEAM ((int)bulk_team_n)\n#define BULKCC_TEAM_UNROLL\n#define BULKCC_UNROLL_ALL\n"
                "/* a scan's thread takes a run of BULKCC_SCAN_RUN consecutive iterations in each of BULKCC_SCAN_GROUPS\n"
                "   groups a round: one group, whose values pass between the threads once a round */\n"
                "#ifndef BULKCC_SCAN_RUN\n#define BULKCC_SCAN_RUN %d\n#endif\n"
                "#ifndef BULKCC_SCAN_GROUPS\n#define BULKCC_SCAN_GROUPS 1\n#endif\n"
                "#if BULKCC_SCAN_RUN < 1 || BULKCC_SCAN_RUN > %d || BULKCC_SCAN_GROUPS < 1 || BULKCC_SCAN_GROUPS > %d\n"
                "#error \"BULKCC_SCAN_RUN and BULKCC_SCAN_GROUPS: from 1 to %d\"\n#endif\n"
                "#define bulkcc_ahead %d\n"
                "#define bulkcc_team_value(v, from) \\\n"
                "  _Generic((v), float: bulk_team_pass_f, double: bulk_team_pass_d, default: bulk_team_pass_ll)(bulk_team_buf, bulk_lane, (v), (from))\n"
                "#define bulkcc_shfl_xor(v, m) bulkcc_team_value((v), bulk_lane ^ (unsigned)(m))\n"
                "#define bulkcc_shfl_up(v, d) bulkcc_team_value((v), bulk_lane >= (unsigned)(d) ? bulk_lane - (unsigned)(d) : bulk_lane)\n"
                "#define bulkcc_shfl_idx(v, l) bulkcc_team_value((v), (unsigned)(l))\n"
                "#define bulkcc_any(c) bulk_team_any(bulk_team_buf, bulk_lane, bulk_team_n, (c))\n"
                "#define bulkcc_syncwarp bulk_team_wait\n"
                "#define bulkcc_wave_min bulk_team_min\n#define bulkcc_wave_max bulk_team_max\n"
                "#define bulkcc_wave_floordiv bulk_team_floordiv\n"
                "/* a wavefront's strips, a thread a strip of rows (bulk_runtime.h), each saying how far it has\n"
                "   got every BULKCC_STRIP_CHUNK lines */\n"
                "#define bulkcc_strip_counts bulk_team_strip_counts\n#define bulkcc_strips_begin bulk_team_strips_begin\n"
                "#define bulkcc_strip_wait(counts, strip, lines, need, seen) bulk_team_strip_wait((counts), bulk_team_n, (strip), (lines), (need), (seen))\n"
                "#define bulkcc_strip_done(counts, strip, lines, done, seen) bulk_team_strip_done((counts), bulk_team_n, (strip), (lines), (done), (seen))\n"
                "#ifndef BULKCC_STRIP_CHUNK\n#define BULKCC_STRIP_CHUNK 64\n#elif BULKCC_STRIP_CHUNK < 1\n#error \"BULKCC_STRIP_CHUNK: at least 1\"\n#endif\n"
                "/* the rows of a strip (a row's own scalars, an array over them) */\n"
                "#ifndef BULKCC_STRIP_ROWS\n#define BULKCC_STRIP_ROWS 16\n#elif BULKCC_STRIP_ROWS < 1\n#error \"BULKCC_STRIP_ROWS: at least 1\"\n#endif\n\n",
             PLAN_TEAM_SCAN_RUN, PLAN_TEAM_SCAN_LANE, PLAN_TEAM_SCAN_LANE, PLAN_TEAM_SCAN_LANE, SCAN_AHEAD_CPU);
}

/* The CPU's team entry, and bulkcc_team_instances_NAME: p instances one after another, each run
 * by the team (by its first thread alone, as the path for few instances does, where OpenMP gave
 * the team fewer threads than asked for). */
void team_emit_cpu_entry(Out *o, Function *fn, const TargetOptions *options) {
  Gen g = {.o = o, .fn = fn, .mode = MODE_ENTRY, .target = TARGET_CPU, .fast_math = options->fast_math,
           .row_layout = true, .team = true, .mirrors = true};
  bool returns = fn->type->base->kind != TY_VOID;
  const char *ret = cg_type(fn->type->base);
  out_printf(o, "/* entry %s, team form: a team of threads per instance, on its row-wise arrays */\n", fn->name);
  out_printf(o, "static inline %s bulkcc_team_entry_%s(bulkcc_team_slot *bulk_team_buf, unsigned bulk_lane, unsigned bulk_team_n, "
                "size_t bulk_p", ret, fn->name);
  cg_row_entry_params(o, fn, fn->narrays, TEAM_SHARED);
  cg_mirror_params(o, fn, TEAM_SHARED, false);
  out_printf(o, ")");
  cg_function_body(&g, fn);
  out_printf(o, "static void bulkcc_team_instances_%s(size_t bulk_p", fn->name);
  cg_kernel_params(o, fn, fn->narrays, TEAM_SHARED, "");
  cg_mirror_params(o, fn, TEAM_SHARED, false);
  out_printf(o, ", bulkcc_team_slot *bulk_team_buf, size_t bulk_team) {\n");
  out_printf(o, "#pragma omp parallel num_threads(bulk_team)\n  {\n");
  out_printf(o, "    const unsigned bulk_team_n = (unsigned)bulk_cpu_team_threads(), bulk_lane = (unsigned)bulk_cpu_thread();\n");
  out_printf(o, "    for (size_t bulk_j = 0; bulk_j < bulk_p; bulk_j++) {\n");
  out_printf(o, "      if (bulk_team_n == bulk_team) {\n        ");
  if (returns) out_printf(o, "const %s bulk_r = ", ret);
  out_printf(o, "bulkcc_team_entry_%s(bulk_team_buf, bulk_lane, bulk_team_n, bulk_p", fn->name);
  cg_row_entry_args(o, fn, fn->narrays);
  cg_mirror_args(o, fn, false);
  out_printf(o, ");\n");
  if (returns) out_printf(o, "        if (bulk_lane == 0) bulk_result[bulk_j] = bulk_r;\n");
  out_printf(o, "      } else if (bulk_lane == 0) {\n        ");
  if (returns) out_printf(o, "bulk_result[bulk_j] = ");
  out_printf(o, "bulkcc_instance_%s(bulk_p", fn->name);
  cg_row_entry_args(o, fn, fn->narrays);
  cg_mirror_args(o, fn, false);
  out_printf(o, ");\n      }\n    }\n  }\n}\n\n");
}

static AstStep find_scan(const Node *n, void *data) {
  (void)data;
  return n->plan_team && n->plan_team->kind == PLAN_TEAM_SCAN ? AST_WALK_STOP : AST_WALK_ON;
}

bool team_scans(const Function *fn) { return fn->plan_team && !ast_walk(fn->body, find_scan, NULL, NULL); }

void team_emit_entry(Out *o, Function *fn, const TargetOptions *options, int nscratch) {
  Gen g = {.o = o, .fn = fn, .mode = MODE_ENTRY, .target = TARGET_CUDA, .fast_math = options->fast_math,
           .row_layout = true, .team = true, .mirrors = true};
  bool returns = fn->type->base->kind != TY_VOID;
  bool scans = team_scans(fn);
  const char *ahead_param = scans ? "template <int bulkcc_ahead> " : "";
  out_printf(o, "/* entry %s, team form: a warp per instance, on its row-wise arrays%s */\n", fn->name,
             scans ? "; its scans' operands read at most bulkcc_ahead rounds ahead" : "");
  out_printf(o, "%sstatic __device__ __forceinline__ %s bulkcc_team_entry_%s(unsigned bulk_lane, size_t bulk_p",
             ahead_param, cg_type(fn->type->base), fn->name);
  cg_row_entry_params(o, fn, nscratch, TEAM_SHARED);
  cg_mirror_params(o, fn, TEAM_SHARED, false);
  out_printf(o, ")");
  cg_function_body(&g, fn);

  /* lanes 0..31 of a warp take one instance: a warp leaves or stays whole */
  out_printf(o, "%s__global__ void bulkcc_team_kernel_%s(size_t bulk_n, size_t bulk_p", ahead_param, fn->name);
  cg_kernel_params(o, fn, nscratch, TEAM_SHARED, "");
  cg_mirror_params(o, fn, TEAM_SHARED, false);
  out_printf(o, ") {\n");
  out_printf(o, "  size_t bulk_j = ((size_t)blockIdx.x * blockDim.x + threadIdx.x) / BULKCC_TEAM;\n");
  out_printf(o, "  unsigned bulk_lane = (unsigned)(threadIdx.x %% BULKCC_TEAM);\n");
  out_printf(o, "  if (bulk_j >= bulk_n) return;\n  ");
  if (returns) out_printf(o, "const %s bulk_r = ", cg_type(fn->type->base));
  out_printf(o, "bulkcc_team_entry_%s%s(bulk_lane, bulk_p", fn->name, scans ? "<bulkcc_ahead>" : "");
  cg_row_entry_args(o, fn, nscratch);
  cg_mirror_args(o, fn, false);
  out_printf(o, ");\n");
  if (returns) out_printf(o, "  if (bulk_lane == 0) bulk_result[bulk_j] = bulk_r;\n");
  out_printf(o, "}\n\n");
}

/* ---- the grid form: the team's code on the threads of a group of blocks ------------------- */

void grid_emit_prelude(Out *o) {
  out_printf(o, "/* the grid form: the bulk_lanes threads of a group of blocks run an instance, thread bulk_lane;\n"
                "   they wait for each other at the group's barrier: each block's first thread counts the block's\n"
                "   arrival and waits until every block of the group has arrived, the blocks all resident at\n"
                "   once (a cooperative launch). The count only grows (64 bits): the k-th barrier is passed at\n"
                "   k arrivals of every block. In the emulation a group is one thread, which never waits (in the\n"
                "   warps' emulation, threads that yield their core while they spin: BULKCC_SPIN). */\n"
                "#ifdef BULK_EMULATION_WARPS\n#define BULKCC_SPIN() bulk_emulated_spin()\n#else\n#define BULKCC_SPIN()\n#endif\n"
                "/* a strip's count read with ld.acquire and written with st.release (1: the default), or by\n"
                "   volatile accesses with a fence on each side (0) */\n"
                "#ifndef BULKCC_STRIP_ACQUIRE\n#define BULKCC_STRIP_ACQUIRE 1\n#endif\n"
                "#ifdef __CUDACC__\n"
                "static __attribute__((unused)) __device__ __forceinline__ unsigned long long bulkcc_load_acquire(const unsigned long long *bulk_at) {\n"
                "  unsigned long long bulk_v;\n"
                "  asm volatile(\"ld.acquire.gpu.global.u64 %%0, [%%1];\" : \"=l\"(bulk_v) : \"l\"(bulk_at) : \"memory\");\n"
                "  return bulk_v;\n"
                "}\n"
                "static __attribute__((unused)) __device__ __forceinline__ void bulkcc_store_release(unsigned long long *bulk_at, unsigned long long bulk_v) {\n"
                "  asm volatile(\"st.release.gpu.global.u64 [%%0], %%1;\" ::\"l\"(bulk_at), \"l\"(bulk_v) : \"memory\");\n"
                "}\n"
                "static __attribute__((unused)) __device__ __forceinline__ unsigned long long bulkcc_load_relaxed(const unsigned long long *bulk_at) {\n"
                "  return *(volatile const unsigned long long *)bulk_at;\n"
                "}\n"
                "static __attribute__((unused)) __device__ __forceinline__ void bulkcc_store_relaxed(unsigned long long *bulk_at, unsigned long long bulk_v) {\n"
                "  *(volatile unsigned long long *)bulk_at = bulk_v;\n"
                "}\n"
                "#elif defined(BULK_EMULATION_WARPS)\n"
                "#define bulkcc_load_acquire bulk_emulated_load_acquire\n"
                "#define bulkcc_store_release bulk_emulated_store_release\n"
                "#define bulkcc_load_relaxed bulk_emulated_load_relaxed\n"
                "#define bulkcc_store_relaxed bulk_emulated_store_relaxed\n"
                "#endif\n"
                "/* a strip's rows handed on as tagged words (1: the default, where the plan allows), or by counts (0) */\n"
                "#ifndef BULKCC_STRIP_CARRY\n#define BULKCC_STRIP_CARRY 1\n#endif\n"
                "#if defined(__CUDACC__) || defined(BULK_EMULATION_WARPS)\n"
                "struct bulkcc_grid_barrier {\n"
                "  unsigned long long *arrived; /* the group's count of arrivals */\n"
                "  unsigned long long blocks, passed; /* its blocks; the count at the last barrier passed */\n"
                "  unsigned long long *strips; /* a wavefront's strips: each warp of the group's counter */\n"
                "  unsigned long long warps, strip_base; /* the group's warps; the counters' values begin here */\n"
                "  unsigned long long *carry, carry_words; /* the words strips hand on (zeroed a launch), how many */\n"
                "  unsigned carry_tag; /* the wavefront run's, in each word it writes: 1 for the first */\n"
                "};\n"
                "static __device__ __noinline__ void bulkcc_grid_wait(bulkcc_grid_barrier *bulk_b) {\n"
                "  __syncthreads(); /* the block's stores made */\n"
                "  if (threadIdx.x == 0) {\n"
                "    bulk_b->passed += bulk_b->blocks;\n"
                "    __threadfence(); /* ... seen by the group before the arrival is */\n"
                "    unsigned long long bulk_count = atomicAdd(bulk_b->arrived, 1ull) + 1;\n"
                "    while (bulk_count < bulk_b->passed) {\n"
                "      BULKCC_SPIN();\n"
                "      bulk_count = *(volatile unsigned long long *)bulk_b->arrived;\n"
                "    }\n"
                "    __threadfence(); /* the other blocks' stores seen by the block's reads after it */\n"
                "  }\n"
                "  __syncthreads();\n"
                "}\n"
                "/* A wavefront's strips (a warp a strip): warp k's counter is strip_base + s * lines + c while it\n"
                "   runs strip s, where c of the wavefront's lines (from its first) are done by strip s and every\n"
                "   strip before it; a value past strip s's means the warp has finished it. The values only grow:\n"
                "   a warp's strips go up, and after a wavefront strip_base passes every value it gave. */\n"
                "static __device__ __forceinline__ long long bulkcc_strip_count(const bulkcc_grid_barrier *bulk_b, long long bulk_strip,\n"
                "                                                                long long bulk_lines) {\n"
                "  const unsigned long long bulk_first = bulk_b->strip_base + (unsigned long long)bulk_strip * (unsigned long long)bulk_lines;\n"
                "  const unsigned long long *bulk_at = bulk_b->strips + (unsigned long long)bulk_strip %% bulk_b->warps;\n"
                "  const unsigned long long bulk_v = BULKCC_STRIP_ACQUIRE ? bulkcc_load_acquire(bulk_at) : *(volatile const unsigned long long *)bulk_at;\n"
                "  return bulk_v < bulk_first ? 0 : bulk_v - bulk_first >= (unsigned long long)bulk_lines ? bulk_lines - 1 : (long long)(bulk_v - bulk_first);\n"
                "}\n"
                "/* Waits until the strips before bulk_strip have done `need` lines (their count in *seen, the same\n"
                "   in every lane of the warp): the warp's first lane reads the counter of the strip before. */\n"
                "static __attribute__((unused)) __device__ __forceinline__ void bulkcc_strip_wait(const bulkcc_grid_barrier *bulk_b, long long bulk_strip, long long bulk_lines,\n"
                "                                                         long long need, long long *seen) {\n"
                "  if (*seen >= need) return;\n"
                "  long long bulk_c = 0;\n"
                "  if (threadIdx.x %% 32 == 0) {\n"
                "    while ((bulk_c = bulkcc_strip_count(bulk_b, bulk_strip - 1, bulk_lines)) < need) {\n"
                "      BULKCC_SPIN();\n"
                "    }\n"
                "    if (!BULKCC_STRIP_ACQUIRE) __threadfence(); /* the other strips' stores seen by the warp's reads after it */\n"
                "  }\n"
                "  *seen = __shfl_sync(0xffffffffu, bulk_c, 0);\n"
                "  __syncwarp();\n"
                "}\n"
                "/* The strip has done `done` lines (its stores made: after a __syncwarp); with the strips before\n"
                "   it, the lesser of that and seen. */\n"
                "static __attribute__((unused)) __device__ __forceinline__ void bulkcc_strip_done(const bulkcc_grid_barrier *bulk_b, long long bulk_strip, long long bulk_lines,\n"
                "                                                         long long done, long long seen) {\n"
                "  if (threadIdx.x %% 32 == 0) {\n"
                "    unsigned long long *bulk_at = bulk_b->strips + (unsigned long long)bulk_strip %% bulk_b->warps;\n"
                "    const unsigned long long bulk_v = bulk_b->strip_base + (unsigned long long)bulk_strip * (unsigned long long)bulk_lines +\n"
                "                                      (unsigned long long)(done < seen ? done : seen);\n"
                "    if (BULKCC_STRIP_ACQUIRE) {\n"
                "      bulkcc_store_release(bulk_at, bulk_v); /* the warp's stores seen before the count is */\n"
                "    } else {\n"
                "      __threadfence(); /* the warp's stores seen before the count is */\n"
                "      *(volatile unsigned long long *)bulk_at = bulk_v;\n"
                "    }\n"
                "  }\n"
                "}\n"
                "static __attribute__((unused)) __device__ __forceinline__ void bulkcc_strips_end(bulkcc_grid_barrier *bulk_b, long long bulk_strips, long long bulk_lines) {\n"
                "  bulk_b->strip_base += (unsigned long long)bulk_strips * (unsigned long long)bulk_lines;\n"
                "  if (bulk_b->carry_tag != 0xffffffffu) bulk_b->carry_tag++; /* the last tag: no more words (bulkcc_carry_ready) */\n"
                "}\n"
                "/* A strip's rows handed on as data (codegen/stage.c): the strip above writes each element the\n"
                "   strip below reads of it as a word, its bits below the run's tag, and the strip below polls\n"
                "   the word, in place of the strip above's count and the fences around it. Where the words\n"
                "   (`stride` a strip) do not fit what the launch has, or the tags are spent, the strips wait\n"
                "   on counts. */\n"
                "static __attribute__((unused)) __device__ __forceinline__ bool bulkcc_carry_ready(const bulkcc_grid_barrier *bulk_b, long long bulk_strips,\n"
                "                                                                                unsigned long long bulk_stride) {\n"
                "  return BULKCC_STRIP_CARRY && bulk_b->carry_tag != 0xffffffffu && (unsigned long long)bulk_strips <= bulk_b->carry_words / bulk_stride;\n"
                "}\n"
                "template <typename T> static __device__ __forceinline__ void bulkcc_carry_put(const bulkcc_grid_barrier *bulk_b, unsigned long long bulk_at, T bulk_v) {\n"
                "  unsigned bulk_bits = 0;\n"
                "  memcpy(&bulk_bits, &bulk_v, sizeof bulk_v);\n"
                "  bulkcc_store_relaxed(bulk_b->carry + bulk_at, (unsigned long long)bulk_b->carry_tag << 32 | bulk_bits);\n"
                "}\n"
                "/* ... a word of the strip above's, polled; where that strip has done all its lines (its count,\n"
                "   which it gives once at its end) and no word came, the element as it lies (no cell wrote it) */\n"
                "template <typename T> static __device__ __forceinline__ void bulkcc_carry_take(const bulkcc_grid_barrier *bulk_b, unsigned long long bulk_at, T *bulk_slot,\n"
                "                                                                              const T *bulk_element, long long bulk_strip, long long bulk_lines) {\n"
                "  unsigned long long bulk_w;\n"
                "  while ((unsigned)((bulk_w = bulkcc_load_relaxed(bulk_b->carry + bulk_at)) >> 32) != bulk_b->carry_tag) {\n"
                "    if (bulkcc_strip_count(bulk_b, bulk_strip - 1, bulk_lines) == bulk_lines - 1 &&\n"
                "        (unsigned)((bulk_w = bulkcc_load_relaxed(bulk_b->carry + bulk_at)) >> 32) != bulk_b->carry_tag) {\n"
                "      *bulk_slot = *(volatile const T *)bulk_element;\n"
                "      return;\n"
                "    }\n"
                "    BULKCC_SPIN();\n"
                "  }\n"
                "  const unsigned bulk_bits = (unsigned)bulk_w;\n"
                "  memcpy(bulk_slot, &bulk_bits, sizeof *bulk_slot);\n"
                "}\n"
                "/* A tile's word (codegen/tiles.c), which the strip above always writes: read once early (the\n"
                "   peek, whose latency the row statements hide), then polled until it has the run's tag. */\n"
                "static __attribute__((unused)) __device__ __forceinline__ unsigned long long bulkcc_carry_peek(const bulkcc_grid_barrier *bulk_b,\n"
                "                                                                                              unsigned long long bulk_at) {\n"
                "  return bulkcc_load_relaxed(bulk_b->carry + bulk_at);\n"
                "}\n"
                "template <typename T> static __device__ __forceinline__ void bulkcc_carry_wait(const bulkcc_grid_barrier *bulk_b, unsigned long long bulk_at,\n"
                "                                                                              unsigned long long bulk_w, T *bulk_slot) {\n"
                "  while ((unsigned)(bulk_w >> 32) != bulk_b->carry_tag) {\n"
                "    BULKCC_SPIN();\n"
                "    bulk_w = bulkcc_load_relaxed(bulk_b->carry + bulk_at);\n"
                "  }\n"
                "  const unsigned bulk_bits = (unsigned)bulk_w;\n"
                "  memcpy(bulk_slot, &bulk_bits, sizeof *bulk_slot);\n"
                "}\n"
                "#else\n"
                "struct bulkcc_grid_barrier {\n  int none;\n};\n"
                "static inline void bulkcc_grid_wait(bulkcc_grid_barrier *) {}\n"
                "/* one warp of one lane, which takes the strips in order: the strips before are done */\n"
                "static inline void bulkcc_strip_wait(const bulkcc_grid_barrier *, long long, long long, long long, long long *) {}\n"
                "static inline void bulkcc_strip_done(const bulkcc_grid_barrier *, long long, long long, long long, long long) {}\n"
                "static inline void bulkcc_strips_end(bulkcc_grid_barrier *, long long, long long) {}\n"
                "static inline bool bulkcc_carry_ready(const bulkcc_grid_barrier *, long long, unsigned long long) { return false; }\n"
                "template <typename T> static inline void bulkcc_carry_put(const bulkcc_grid_barrier *, unsigned long long, T) {}\n"
                "template <typename T> static inline void bulkcc_carry_take(const bulkcc_grid_barrier *, unsigned long long, T *, const T *, long long, long long) {}\n"
                "static inline unsigned long long bulkcc_carry_peek(const bulkcc_grid_barrier *, unsigned long long) { return 0; }\n"
                "template <typename T> static inline void bulkcc_carry_wait(const bulkcc_grid_barrier *, unsigned long long, unsigned long long, T *) {}\n"
                "#endif\n"
                "/* a wavefront's cells a lane's run in strips of rows (1: the default), each waiting on the strip\n"
                "   before, saying how far it has got every BULKCC_STRIP_CHUNK lines; 0: a barrier of the group a line */\n"
                "#ifndef BULKCC_GRID_STRIPS\n#define BULKCC_GRID_STRIPS 1\n#endif\n"
                "/* a strip's lane tests its cell by the lines of its row, found once (1: the default), or by the\n"
                "   cell's bounds on each line (0) */\n"
                "#ifndef BULKCC_ROW_LINES\n#define BULKCC_ROW_LINES 1\n#endif\n"
                "/* a warp cell's split loops run every other line's iterations last to first (1: the default;\n"
                "   0: all first to last) */\n"
                "#ifndef BULKCC_GRID_REVERSE\n#define BULKCC_GRID_REVERSE 1\n#endif\n"
                "#ifndef BULKCC_STRIP_CHUNK\n#define BULKCC_STRIP_CHUNK 16\n#elif BULKCC_STRIP_CHUNK < 1\n#error \"BULKCC_STRIP_CHUNK: at least 1\"\n#endif\n");
  /* the strips' and the staging's helpers are marked unused: an entry of warp cells (OPT) has none */
  out_printf(o, "/* a strip's arrays staged in its warp's shared memory BULKCC_STAGE_LINES lines at a time (1: the\n"
                "   default; 0: read where they lie, line by line) */\n"
                "#ifndef BULKCC_GRID_STAGE\n#define BULKCC_GRID_STAGE 1\n#endif\n"
                "/* a strip whose cells split by statement runs a tile of columns at a time, its row statements a\n"
                "   lane a row and its column statements a lane a column (1: the default, where the plan allows;\n"
                "   0: line by line) */\n"
                "#ifndef BULKCC_GRID_TILES\n#define BULKCC_GRID_TILES 1\n#endif\n"
                "/* the tiles whose copies a strip keeps in flight ahead of the one it works on, each in a buffer\n"
                "   of its own (-DBULKCC_TILE_AHEAD=n, 1 to 7) */\n"
                "#ifndef BULKCC_TILE_AHEAD\n#define BULKCC_TILE_AHEAD %d\n#elif BULKCC_TILE_AHEAD < 1 || BULKCC_TILE_AHEAD > 7\n"
                "#error \"BULKCC_TILE_AHEAD: 1 to 7\"\n#endif\n"
                "#ifndef BULKCC_STAGE_LINES\n#define BULKCC_STAGE_LINES 32\n#elif BULKCC_STAGE_LINES < 1\n#error \"BULKCC_STAGE_LINES: at least 1\"\n#endif\n"
                "/* a strip keeps in shared memory, from chunk to chunk, the rows of a copy only its own cells store\n"
                "   to, and copies again only the others (1: the default; 0: every row each chunk) */\n"
                "#ifndef BULKCC_STAGE_KEEP\n#define BULKCC_STAGE_KEEP 1\n#endif\n"
                "/* a chunk whose lines are all cells tests it once, not each cell (1; 0: each cell, the default,\n"
                "   faster on each strip sample since each line tests its row's lines, not the cell's bounds) */\n"
                "#ifndef BULKCC_CHUNK_TEST_ONCE\n#define BULKCC_CHUNK_TEST_ONCE 0\n#endif\n"
                "/* an element's copy, and the copy and the array's element stored at once */\n"
                "template <typename T> static __device__ __forceinline__ T bulkcc_stage_set(T &bulk_copy, T &bulk_element, T bulk_v) {\n"
                "  bulk_copy = bulk_v;\n  bulk_element = bulk_v;\n  return bulk_v;\n}\n"
                "/* ... the array's element only where a read from the array may need it (codegen/stage.c), or\n"
                "   every time with -DBULKCC_STAGE_STORE_ALL=1 */\n"
                "#ifndef BULKCC_STAGE_STORE_ALL\n#define BULKCC_STAGE_STORE_ALL 0\n#endif\n"
                "template <typename T> static __device__ __forceinline__ T bulkcc_stage_set_where(T &bulk_copy, T &bulk_element, T bulk_v,\n"
                "                                                                       bool bulk_needed) {\n"
                "  bulk_copy = bulk_v;\n  if (BULKCC_STAGE_STORE_ALL || bulk_needed) bulk_element = bulk_v;\n  return bulk_v;\n}\n"
                "#if defined(__CUDACC__) || defined(BULK_EMULATION_WARPS)\n"
                "static __attribute__((unused)) constexpr __host__ __device__ unsigned bulkcc_stage_max(unsigned a, unsigned b) { return a > b ? a : b; }\n"
                "#ifdef BULK_EMULATION_WARPS\n"
                "/* the warps' emulation: the block's shared memory; copies of 4, 8 or 16 bytes made at their\n"
                "   group's wait, as cp.async may make them (bulk_emulation.h), others at once */\n"
                "static __attribute__((unused)) inline unsigned char *bulkcc_stage_warp(size_t bulk_bytes) {\n"
                "  return bulk_emulated_shared() + (threadIdx.x / 32) * bulk_bytes;\n}\n"
                "template <typename T> static inline void bulkcc_stage_copy(T *bulk_to, const T *bulk_from) {\n"
                "  if (sizeof(T) == 4 || sizeof(T) == 8 || sizeof(T) == 16) bulk_emulated_copy_issue(bulk_to, bulk_from, sizeof(T));\n"
                "  else *bulk_to = *bulk_from;\n}\n"
                "static inline void bulkcc_stage_wait(void) { bulk_emulated_copy_wait(0); }\n"
                "static inline void bulkcc_stage_commit(void) { bulk_emulated_copy_commit(); }\n"
                "static inline void bulkcc_stage_wait_behind(void) { bulk_emulated_copy_wait(BULKCC_TILE_AHEAD); }\n"
                "#else\n"
                "extern __shared__ __align__(16) unsigned char bulkcc_stage_shared[];\n"
                "static __attribute__((unused)) __device__ __forceinline__ unsigned char *bulkcc_stage_warp(size_t bulk_bytes) {\n"
                "  return bulkcc_stage_shared + (threadIdx.x / 32) * bulk_bytes;\n}\n"
                "/* copies of 4, 8 or 16 bytes in flight together until bulkcc_stage_wait (cp.async); others at once */\n"
                "template <typename T> static __device__ __forceinline__ void bulkcc_stage_copy(T *bulk_to, const T *bulk_from) {\n"
                "  const unsigned bulk_s = (unsigned)__cvta_generic_to_shared(bulk_to);\n"
                "  switch (sizeof(T)) {\n"
                "  case 4: asm volatile(\"cp.async.ca.shared.global [%%0], [%%1], 4;\" :: \"r\"(bulk_s), \"l\"(bulk_from) : \"memory\"); break;\n"
                "  case 8: asm volatile(\"cp.async.ca.shared.global [%%0], [%%1], 8;\" :: \"r\"(bulk_s), \"l\"(bulk_from) : \"memory\"); break;\n"
                "  case 16: asm volatile(\"cp.async.cg.shared.global [%%0], [%%1], 16;\" :: \"r\"(bulk_s), \"l\"(bulk_from) : \"memory\"); break;\n"
                "  default: *bulk_to = *bulk_from;\n  }\n}\n"
                "static __attribute__((unused)) __device__ __forceinline__ void bulkcc_stage_wait(void) {\n"
                "  asm volatile(\"cp.async.commit_group;\\n\\tcp.async.wait_group 0;\" ::: \"memory\");\n}\n"
                "/* the copies since the last commit, a group of their own (a tile's, codegen/tiles.c) ... */\n"
                "static __attribute__((unused)) __device__ __forceinline__ void bulkcc_stage_commit(void) {\n"
                "  asm volatile(\"cp.async.commit_group;\" ::: \"memory\");\n}\n"
                "/* ... and every group but the last BULKCC_TILE_AHEAD made (the next tiles' stay in flight) */\n"
                "static __attribute__((unused)) __device__ __forceinline__ void bulkcc_stage_wait_behind(void) {\n"
                "  asm volatile(\"cp.async.commit_group;\\n\\tcp.async.wait_group %%0;\" :: \"n\"(BULKCC_TILE_AHEAD) : \"memory\");\n}\n"
                "#endif\n"
                "#else\n"
                "static constexpr unsigned bulkcc_stage_max(unsigned a, unsigned b) { return a > b ? a : b; }\n"
                "template <typename T> static inline void bulkcc_stage_copy(T *bulk_to, const T *bulk_from) { *bulk_to = *bulk_from; }\n"
                "static inline void bulkcc_stage_wait(void) {}\n"
                "static inline void bulkcc_stage_commit(void) {}\n"
                "static inline void bulkcc_stage_wait_behind(void) {}\n"
                "#endif\n\n", TILE_AHEAD_DEFAULT);
}

/* The grid form's entry is the team form's, its lanes the group's threads; its kernel gives group
 * g of the grid's the instances g, g + groups, ..., one after another. Blocks are whole warps
 * (bulk_grid_begin), so that a warp's lanes are consecutive: a wavefront's warp a cell shares
 * one. */
void grid_emit_entry(Out *o, Function *fn, const TargetOptions *options, int nscratch) {
  Gen g = {.o = o, .fn = fn, .mode = MODE_ENTRY, .target = TARGET_CUDA, .fast_math = options->fast_math,
           .row_layout = true, .team = true, .grid = true, .mirrors = true};
  bool returns = fn->type->base->kind != TY_VOID;
  stage_emit_entry_bytes(&g, fn);
  out_printf(o, "/* entry %s, grid form: the threads of a group of blocks per instance, on its row-wise arrays */\n", fn->name);
  out_printf(o, "static __device__ __forceinline__ %s bulkcc_grid_entry_%s(unsigned bulk_lane, unsigned bulk_lanes, "
                "bulkcc_grid_barrier *bulk_barrier, size_t bulk_p", cg_type(fn->type->base), fn->name);
  cg_row_entry_params(o, fn, nscratch, TEAM_SHARED);
  cg_mirror_params(o, fn, TEAM_SHARED, true);
  out_printf(o, ")");
  cg_function_body(&g, fn);

  out_printf(o, "__global__ void %sbulkcc_grid_kernel_%s(size_t bulk_n, size_t bulk_p, unsigned long long *bulk_arrivals, "
                "unsigned bulk_group_blocks, unsigned long long bulk_carry_words", grid_cell_warps(fn) ? "BULKCC_CELL_BOUNDS " : "", fn->name);
  cg_kernel_params(o, fn, nscratch, TEAM_SHARED, "");
  cg_mirror_params(o, fn, TEAM_SHARED, true);
  out_printf(o, ") {\n");
  out_printf(o, "  const unsigned bulk_groups = gridDim.x / bulk_group_blocks, bulk_group = blockIdx.x / bulk_group_blocks;\n");
  out_printf(o, "  const unsigned bulk_lanes = bulk_group_blocks * blockDim.x;\n");
  /* warp w of the group's block b is the group's warp w * blocks + b: the warps of consecutive
     numbers, which take a line's first cells, are in different blocks, on different multiprocessors */
  out_printf(o, "  const unsigned bulk_block = blockIdx.x - bulk_group * bulk_group_blocks;\n");
  out_printf(o, "  const unsigned bulk_lane = ((threadIdx.x / BULKCC_TEAM) * bulk_group_blocks + bulk_block) * BULKCC_TEAM + "
                "threadIdx.x %% BULKCC_TEAM;\n");
  /* the strips' counters after the groups' counts of arrivals, a warp's each (bulk_grid_begin) */
  /* ... then each group's words its strips hand on (bulk_carry_words a group; bulk_grid_begin_carry) */
  out_printf(o, "#if defined(__CUDACC__) || defined(BULK_EMULATION_WARPS)\n  bulkcc_grid_barrier bulk_barrier = {bulk_arrivals + bulk_group, bulk_group_blocks, 0,\n"
                "    bulk_arrivals + bulk_groups + (size_t)bulk_group * (bulk_lanes / BULKCC_TEAM), bulk_lanes / BULKCC_TEAM, 0,\n"
                "    bulk_arrivals + bulk_groups + (size_t)bulk_groups * (bulk_lanes / BULKCC_TEAM) + (size_t)bulk_group * bulk_carry_words, bulk_carry_words, 1};\n");
  out_printf(o, "#else\n  bulkcc_grid_barrier bulk_barrier = {0};\n  (void)bulk_arrivals, (void)bulk_carry_words;\n#endif\n");
  out_printf(o, "  for (size_t bulk_j = bulk_group; bulk_j < bulk_n; bulk_j += bulk_groups) {\n    ");
  if (returns) out_printf(o, "const %s bulk_r = ", cg_type(fn->type->base));
  out_printf(o, "bulkcc_grid_entry_%s(bulk_lane, bulk_lanes, &bulk_barrier, bulk_p", fn->name);
  cg_row_entry_args(o, fn, nscratch);
  cg_mirror_args(o, fn, true);
  out_printf(o, ");\n");
  if (returns) out_printf(o, "    if (bulk_lane == 0) bulk_result[bulk_j] = bulk_r;\n");
  out_printf(o, "  }\n}\n\n");
}

/* ---- statements --------------------------------------------------------------------------- */

bool cg_mirror_kept(const Gen *g, const Node *e) {
  const Symbol *mirror = ast_index_root_symbol(e);
  return g->mirrors && (g->grid || g->grid_cell || !mirror || !mirror->mirror_grid_only);
}

/* The team's lanes, and its wait: a warp's (or the CPU team's), or the grid form's group's. */
static const char *team_lanes(const Gen *g) {
  return g->grid ? "bulk_lanes" : g->cell_team ? "bulk_cell_team.lanes" : "BULKCC_TEAM";
}
static const char *team_wait(const Gen *g) {
  return g->grid ? "bulkcc_grid_wait(bulk_barrier)" : g->cell_team ? "bulkcc_cell_wait(&bulk_cell_team)" : "bulkcc_syncwarp()";
}

/* x op identity is x for every x: for a floating sum -0.0, as x + 0.0 turns a -0.0 into +0.0 */
static const char *identity_of(const TeamReduction *r) {
  switch (r->op) {
  case '+': return r->floating ? "-0.0" : "0";
  case '|': case '^': return "0";
  case '*': return "1";
  case '&': return "-1"; /* every bit set, in any integer type */
  default: return NULL;  /* a minimum or maximum starts from the value before the loop */
  }
}

/* var combined with another lane's part, bulk_o (and bulk_o_at, the iteration it was taken at) */
static void emit_combine_step(Gen *g, const TeamReduction *r) {
  const char *name = cg_name(r->var), *type = cg_type(r->var->type);
  if (r->ordered) {
    const char *better = r->op == '<' ? "<" : ">", *tie = r->ties_first ? "<" : ">";
    out_line(g->o, "if (bulk_o %s %s || (bulk_o == %s && bulk_o_at %s bulk_at_%s)) {", better, name, name, tie, name);
    out_line(g->o, "  %s = bulk_o;", name);
    out_line(g->o, "  bulk_at_%s = bulk_o_at;", name);
    out_line(g->o, "}");
  } else if (r->floating) { /* a sum or product, reassociated as the user allowed */
    out_line(g->o, "%s = %s %c bulk_o;", name, name, r->op);
  } else {
    switch (r->op) {
    case '+':
    case '*':
      /* in the modular arithmetic of 64 bits, whose low bits are the type's */
      out_line(g->o, "%s = (%s)((unsigned long long)%s %c (unsigned long long)bulk_o);", name, type, name, r->op);
      break;
    case '<':
    case '>':
      out_line(g->o, "%s = bulk_o %c %s ? bulk_o : %s;", name, r->op, name, name);
      break;
    default:
      out_line(g->o, "%s = (%s)(%s %c bulk_o);", name, type, name, r->op);
      break;
    }
  }
}

/* The cell's warps' parts, each its warp's whole, combined in their order from the first's: every
 * warp has the same value. The wait after lets no warp write its next part over one still read. */
static void emit_cell_combine(Gen *g, const TeamReduction *r) {
  const char *name = cg_name(r->var), *type = cg_type(r->var->type);
  const char *at = r->ordered ? intern_format("bulk_at_%s", name) : "bulk_first_at";
  out_line(g->o, "if (bulk_cell_team.warps > 1) { /* %s over the cell's warps, in their order */", name);
  g->o->indent++;
  if (!r->ordered) out_line(g->o, "long long bulk_first_at = 0;");
  out_line(g->o, "bulkcc_cell_put(&bulk_cell_team, %s, %s);", name, r->ordered ? at : "0LL");
  out_line(g->o, "bulkcc_cell_wait(&bulk_cell_team);");
  out_line(g->o, "%s = bulkcc_cell_part<%s>(&bulk_cell_team, 0, &%s);", name, type, at);
  if (!r->ordered) out_line(g->o, "(void)bulk_first_at;");
  out_line(g->o, "for (unsigned bulk_w = 1; bulk_w < bulk_cell_team.warps; bulk_w++) {");
  g->o->indent++;
  out_line(g->o, "long long bulk_o_at = 0;");
  out_line(g->o, "const %s bulk_o = bulkcc_cell_part<%s>(&bulk_cell_team, bulk_w, &bulk_o_at);", type, type);
  if (!r->ordered) out_line(g->o, "(void)bulk_o_at;");
  emit_combine_step(g, r);
  g->o->indent--;
  out_line(g->o, "}");
  out_line(g->o, "bulkcc_cell_wait(&bulk_cell_team); /* every warp has its parts before they are written again */");
  g->o->indent--;
  out_line(g->o, "}");
}

static void emit_combine(Gen *g, const TeamReduction *r) {
  const char *name = cg_name(r->var), *type = cg_type(r->var->type);
  out_line(g->o, "for (int bulk_m = BULKCC_TEAM / 2; bulk_m > 0; bulk_m /= 2) { /* %s over the lanes */", name);
  g->o->indent++;
  if (r->ordered) {
    out_line(g->o, "%s bulk_o = bulkcc_shfl_xor((%s)%s, bulk_m);", type, type, name);
    out_line(g->o, "long long bulk_o_at = bulkcc_shfl_xor(bulk_at_%s, bulk_m);", name);
  } else if (r->floating) {
    out_line(g->o, "%s bulk_o = bulkcc_shfl_xor(%s, bulk_m);", type, name);
  } else {
    out_line(g->o, "%s bulk_o = (%s)bulkcc_shfl_xor((long long)%s, bulk_m);", type, type, name);
  }
  emit_combine_step(g, r);
  g->o->indent--;
  out_line(g->o, "}");
  if (g->cell_team) emit_cell_combine(g, r);
}

/* The iterations a warp cell's lane loads ahead at a time (where the thread form's plan lets it):
   a lane's loop is a chain of loads otherwise, one round trip an iteration (OPT 8192: 370 ms
   against 253 with groups of 8, 255 with 16). */
enum { CELL_AHEAD_MOST = 8 };

/* A lane's iterations of the split loop, G at a time with their reads loaded first, then the last
 * ones one at a time; lanes apart in the counter, the lane's iteration count bulk_t too. */
static void emit_split_ahead(Gen *g, Node *n, const AheadPlan *plan, bool ordered) {
  Out *o = g->o;
  const char *counter = cg_name(plan->counter), *type = cg_type(plan->counter->type), *lanes = team_lanes(g);
  AheadPlan group = *plan;
  if (group.group > CELL_AHEAD_MOST) group.group = CELL_AHEAD_MOST;
  cg_begin_line(g);
  out_printf(o, "for (; (long long)%s + %dLL * %s %s (long long)(", counter, group.group - 1, lanes, cg_op_text(n->cond->op));
  emit_bare(g, n->cond->rhs);
  out_printf(o, "); %s = (%s)(%s + %dLL * %s)) { /* the loads of %d iterations first */\n", counter, type, counter, group.group, lanes,
             group.group);
  o->indent++;
  g->group_stride = lanes;
  cg_ahead_group(g, n, &group, false);
  g->group_stride = NULL;
  if (ordered) out_line(o, "bulk_t += %dLL * %s;", group.group, lanes);
  o->indent--;
  out_line(o, "}");
  cg_begin_line(g);
  out_printf(o, "for (; ");
  emit_bare(g, n->cond);
  out_printf(o, "; %s = (%s)(%s + (long long)%s)%s)\n", counter, type, counter, lanes, ordered ? intern_format(", bulk_t += %s", lanes) : "");
  cg_block(g, n->then);
}

/* A lane's iterations of the split loop last to first: its last one (the loop's count known
 * before it starts, split_reversible), then G at a time with their reads loaded first, then the
 * rest one at a time; bulk_t is the iteration, counted from the loop's first. */
static void emit_split_reversed(Gen *g, Node *n, const AheadPlan *plan) {
  Out *o = g->o;
  const Node *decl = n->init->args;
  const char *counter = cg_name(plan->counter), *type = cg_type(plan->counter->type), *lanes = team_lanes(g);
  AheadPlan group = *plan;
  if (group.group > CELL_AHEAD_MOST) group.group = CELL_AHEAD_MOST;
  group.dir = -1;
  cg_begin_line(g);
  out_printf(o, "const long long bulk_count = (long long)(");
  emit_bare(g, n->cond->rhs);
  out_printf(o, ") - (long long)(");
  emit_bare(g, decl->init);
  out_printf(o, ")%s; /* the loop's iterations */\n", n->cond->op == OP_LE ? " + 1" : "");
  out_line(o, "bulk_t = bulk_count > (long long)bulk_lane ? (long long)bulk_lane + (bulk_count - 1 - (long long)bulk_lane) / "
              "(long long)%s * (long long)%s : -1; /* this lane's last */", lanes, lanes);
  cg_begin_line(g);
  out_printf(o, "%s %s = (%s)((", type, counter, type);
  emit_bare(g, decl->init);
  out_printf(o, ") + bulk_t);\n");
  out_line(o, "for (; bulk_t >= %dLL * (long long)%s; bulk_t -= %dLL * (long long)%s, %s = (%s)(%s - %dLL * (long long)%s)) { "
              "/* the loads of %d iterations first */", group.group - 1, lanes, group.group, lanes, counter, type, counter,
           group.group, lanes, group.group);
  o->indent++;
  g->group_stride = lanes;
  g->split_reversed = true;
  cg_ahead_group(g, n, &group, false);
  o->indent--;
  out_line(o, "}");
  out_line(o, "for (; bulk_t >= 0; bulk_t -= (long long)%s, %s = (%s)(%s - (long long)%s))", lanes, counter, type, counter, lanes);
  g->group_stride = NULL;
  cg_block(g, n->then);
  g->split_reversed = false;
}

/* `T c = (T)((long long)(start) + bulk_pair_v);` for a loop counted between constants (plan/grid.c) */
static void emit_pair_counter(Gen *g, const Node *loop, const char *index) {
  const Node *decl = loop->init->args;
  const char *counter = cg_name(decl->sym), *type = cg_type(decl->sym->type);
  cg_begin_line(g);
  out_printf(g->o, "%s %s = (%s)((long long)(", type, counter, type);
  emit_bare(g, decl->init);
  out_printf(g->o, ") + %s);\n", index);
  out_line(g->o, "(void)%s;", counter);
}

/* The split loop and the one loop of its body as pairs in the rows' order (TeamLoop.grid_pairs):
 * lane l takes the pairs l, l + lanes, ..., moving on by lanes / cols rows and lanes % cols
 * columns, a carry past the last column, so that no lane divides in its loop. */
static void emit_pairs_loop(Gen *g, Node *n) {
  Out *o = g->o;
  const TeamLoop *t = n->plan_team;
  const Node *inner = t->grid_pairs;
  const char *lanes = team_lanes(g);
  out_line(o, "{ /* split across the lanes with the loop at %d:%d: lane l takes the pairs l, l + lanes, ... in the rows' order */",
           inner->loc.line, inner->loc.col);
  o->indent++;
  out_line(o, "const long long bulk_pair_rows = %lldLL, bulk_pair_cols = %lldLL;", t->pair_rows, t->pair_cols);
  out_line(o, "const long long bulk_pair_dy = (long long)%s / bulk_pair_cols, bulk_pair_dx = (long long)%s %% bulk_pair_cols;", lanes, lanes);
  out_line(o, "for (long long bulk_pair_y = (long long)bulk_lane / bulk_pair_cols, bulk_pair_x = (long long)bulk_lane %% bulk_pair_cols; "
              "bulk_pair_y < bulk_pair_rows;");
  out_line(o, "     bulk_pair_y += bulk_pair_dy + (bulk_pair_x + bulk_pair_dx >= bulk_pair_cols),");
  out_line(o, "     bulk_pair_x = bulk_pair_x + bulk_pair_dx >= bulk_pair_cols ? bulk_pair_x + bulk_pair_dx - bulk_pair_cols : bulk_pair_x + bulk_pair_dx) {");
  o->indent++;
  emit_pair_counter(g, n, "bulk_pair_y");
  emit_pair_counter(g, inner, "bulk_pair_x");
  const TeamLoop *outer = g->team_loop;
  g->team_loop = t;
  g->lanes++;
  cg_block(g, inner->then);
  g->lanes--;
  g->team_loop = outer;
  o->indent--;
  out_line(o, "}");
  o->indent--;
  out_line(o, "}");
  out_line(o, "%s; /* every lane's stores, before any lane reads them */", team_wait(g));
}

static void emit_split_loop(Gen *g, Node *n) {
  Out *o = g->o;
  const TeamLoop *t = n->plan_team;
  const Node *decl = n->init->args;
  const char *counter = cg_name(decl->sym), *type = cg_type(decl->sym->type);
  bool ordered = false;
  if (g->grid && t->grid_pairs) {
    emit_pairs_loop(g, n);
    return;
  }
  out_line(o, "{ /* split across the lanes: lane l takes the iterations l, l + BULKCC_TEAM, ... */");
  o->indent++;
  for (int i = 0; i < t->nreductions; i++) {
    const TeamReduction *r = &t->reductions[i];
    const char *identity = identity_of(r);
    if (identity) out_line(o, "if (bulk_lane != 0) %s = (%s)%s; /* the other lanes' parts start from the identity */",
                           cg_name(r->var), cg_type(r->var->type), identity);
    if (r->ordered) {
      out_line(o, "long long bulk_at_%s = -1; /* the iteration of this lane's last replacement */", cg_name(r->var));
      ordered = true;
    }
  }
  const AheadPlan *ahead = g->grid_cell ? plan_cell_split_ahead(n) : NULL;
  const bool reversed = g->grid_cell && plan_cell_split_reversed(n);
  if (ordered || reversed) out_line(o, "long long bulk_t = bulk_lane; /* this lane's iteration, counted from the loop's first */");
  const TeamLoop *outer = g->team_loop;
  g->team_loop = t;
  g->lanes++;
  if (reversed) {
    /* every other line's iterations last to first: the rows a line reads are nearly those the
       line before read, whose last reads are the likeliest still in L2 */
    out_line(o, "if (BULKCC_GRID_REVERSE && (bulk_wave & 1)) {");
    o->indent++;
    emit_split_reversed(g, n, ahead);
    o->indent--;
    out_line(o, "} else {");
    o->indent++;
  }
  if (ahead) {
    cg_begin_line(g);
    out_printf(o, "%s %s = (%s)((", type, counter, type);
    emit_bare(g, decl->init);
    out_printf(o, ") + (long long)bulk_lane * %lldLL);\n", t->step);
    emit_split_ahead(g, n, ahead, ordered);
  } else {
    /* a group's lanes are many: a lane runs few iterations of a loop split across them all, and
       unrolling those cost OPT 8192's grid form 6% (263 against 249 ms) */
    if (!g->grid) out_line(o, "BULKCC_TEAM_UNROLL");
    cg_begin_line(g);
    out_printf(o, "for (%s %s = (%s)((", type, counter, type);
    emit_bare(g, decl->init);
    out_printf(o, ") + (long long)bulk_lane * %lldLL); ", t->step);
    emit_bare(g, n->cond);
    out_printf(o, "; %s = (%s)(%s + (long long)%s * %lldLL)%s)\n", counter, type, counter, team_lanes(g), t->step,
               ordered ? intern_format(", bulk_t += %s", team_lanes(g)) : "");
    cg_block(g, n->then);
  }
  if (reversed) {
    o->indent--;
    out_line(o, "}");
  }
  g->lanes--;
  g->team_loop = outer;
  for (int i = 0; i < t->nreductions; i++) emit_combine(g, &t->reductions[i]);
  o->indent--;
  out_line(o, "}");
  out_line(o, "%s; /* every lane's stores, before any lane reads them */", team_wait(g));
}

/* ---- wavefronts --------------------------------------------------------------------------- */

static void emit_wave_expr(Gen *g, const WaveExpr *e) {
  Out *o = g->o;
  static const char *const infix[] = {[WAVE_ADD] = "+", [WAVE_SUB] = "-", [WAVE_MUL] = "*", [WAVE_LE] = "<=",
                                      [WAVE_LT] = "<", [WAVE_EQ] = "==", [WAVE_AND] = "&&", [WAVE_OR] = "||"};
  switch (e->kind) {
  case WAVE_INT:
    out_printf(o, "%lldLL", e->value);
    return;
  case WAVE_PARAM:
    if (g->wave_params_captured) {
      out_printf(o, "bulk_wave_param_%s", cg_name(e->sym));
      return;
    }
    out_printf(o, "(long long)");
    cg_var(g, (Symbol *)e->sym);
    return;
  case WAVE_WAVE:
    out_printf(o, "bulk_wave");
    return;
  case WAVE_STRIP_LO:
  case WAVE_STRIP_HI:
    out_printf(o, e->kind == WAVE_STRIP_LO ? "bulk_strip_lo" : "bulk_strip_hi");
    return;
  case WAVE_NEG:
    out_printf(o, "(-");
    emit_wave_expr(g, e->a);
    out_printf(o, ")");
    return;
  case WAVE_MIN:
  case WAVE_MAX:
  case WAVE_FLOORDIV:
    out_printf(o, "%s(", e->kind == WAVE_MIN ? "bulkcc_wave_min" : e->kind == WAVE_MAX ? "bulkcc_wave_max" : "bulkcc_wave_floordiv");
    emit_wave_expr(g, e->a);
    out_printf(o, ", ");
    emit_wave_expr(g, e->b);
    out_printf(o, ")");
    return;
  default:
    out_printf(o, "(");
    emit_wave_expr(g, e->a);
    out_printf(o, " %s ", infix[e->kind]);
    emit_wave_expr(g, e->b);
    out_printf(o, ")");
    return;
  }
}

/* A counter of the nest, set from the wave and the enumerated cell (which a cell may not read). */
static void emit_wave_counter(Gen *g, const Node *loop, const char *value) {
  const Symbol *sym = loop->init->args->sym;
  out_line(g->o, "const %s %s = (%s)(%s);", cg_type(sym->type), cg_name(sym), cg_type(sym->type), value);
  out_line(g->o, "(void)%s;", cg_name(sym));
}

/* The nest's two counters, from bulk_wave and bulk_cell (the enumerated counter's value): the
 * other is (w - coef * cell) / its coefficient, which is +-1. */
static void emit_wave_counters(Gen *g, const Node *n) {
  const Wavefront *w = n->plan_team->wave;
  long long taken = w->lanes_take_outer ? w->outer_coef : w->inner_coef;
  long long other = w->lanes_take_outer ? w->inner_coef : w->outer_coef;
  const char *derived = intern_format("%s(bulk_wave %c %lldLL * bulk_cell)", other < 0 ? "-" : "", taken < 0 ? '+' : '-',
                                      taken < 0 ? -taken : taken);
  emit_wave_counter(g, w->lanes_take_outer ? n : w->inner, "bulk_cell");
  emit_wave_counter(g, w->lanes_take_outer ? w->inner : n, derived);
}

/* A lane's cell: the counters, then the inner loop's body. */
static void emit_wave_cell(Gen *g, Node *n) {
  emit_wave_counters(g, n);
  const TeamLoop *outer = g->team_loop;
  g->team_loop = NULL;
  g->lanes++;
  cg_stmt(g, n->plan_team->wave->inner->then);
  g->lanes--;
  g->team_loop = outer;
}

static void emit_wave_assign(Gen *g, const char *decl, const WaveExpr *e) {
  cg_begin_line(g);
  out_printf(g->o, "%s = ", decl);
  emit_wave_expr(g, e);
  out_printf(g->o, ";\n");
}

/* A lane's prologue of its row (Wavefront.prologue): the outer counter, its row's (clamped into
 * the rows, where the strip's last lanes have none: they run no cell), then the statements before
 * the inner loop, which touch only what the row holds. */
static void emit_prologue(Gen *g, const Node *n) {
  const Symbol *sym = n->init->args->sym;
  const char *type = cg_type(sym->type);
  out_line(g->o, "const %s %s = (%s)bulkcc_wave_max(bulk_row_lo, bulkcc_wave_min(bulk_cell, bulk_row_hi));", type, cg_name(sym), type);
  out_line(g->o, "(void)%s;", cg_name(sym));
  g->lanes++;
  for (Node *item = n->then->args; item && item != n->plan_team->wave->inner; item = item->next) cg_stmt(g, item);
  g->lanes--;
}

/* The loop over the strip's rows, in the outer loop's order (the CPU's strips). */
static void emit_strip_rows(Gen *g, bool up) {
  if (up) out_line(g->o, "for (long long bulk_cell = bulk_strip_lo; bulk_cell <= bulk_strip_hi; bulk_cell++)");
  else out_line(g->o, "for (long long bulk_cell = bulk_strip_hi; bulk_cell >= bulk_strip_lo; bulk_cell--)");
}

/* The row's place in its strip, which indexes its scalars (Gen.strip_rows). */
static const char *row_at(bool up) {
  return up ? "const long long bulk_row_at = bulk_cell - bulk_strip_lo;" : "const long long bulk_row_at = bulk_strip_hi - bulk_cell;";
}

/* The CPU's strip of rows with a prologue: each scalar the prologue declares becomes an array, an
 * element a row, and each row runs the prologue's statements on its own (a declaration's
 * initialiser stored into the row's element). */
static void emit_row_prologues(Gen *g, const Node *n, bool up) {
  Out *o = g->o;
  const Wavefront *w = n->plan_team->wave;
  for (const Node *item = n->then->args; item && item != w->inner; item = item->next)
    if (item->kind == ST_DECL)
      for (const Node *d = item->args; d; d = d->next)
        out_line(o, "%s bulk_row_%s[BULKCC_STRIP_ROWS]; /* a row's own, a row of the strip each */", cg_type(d->sym->type),
                 cg_name(d->sym));
  emit_strip_rows(g, up);
  out_line(o, "{");
  o->indent++;
  out_line(o, "%s", row_at(up));
  const Symbol *sym = n->init->args->sym;
  out_line(o, "const %s %s = (%s)bulk_cell;", cg_type(sym->type), cg_name(sym), cg_type(sym->type));
  out_line(o, "(void)%s;", cg_name(sym));
  g->strip_rows = w;
  g->lanes++;
  for (Node *item = n->then->args; item && item != w->inner; item = item->next) {
    if (item->kind != ST_DECL) {
      cg_stmt(g, item);
      continue;
    }
    for (Node *d = item->args; d; d = d->next) {
      Node *init = d->init && d->init->kind == ND_INIT_LIST ? d->init->args : d->init;
      if (!init) continue; /* C leaves it indeterminate */
      cg_begin_line(g);
      cg_var(g, d->sym);
      out_printf(o, " = (%s)(", cg_type(d->sym->type));
      emit_bare(g, init);
      out_printf(o, ");\n");
    }
  }
  g->lanes--;
  g->strip_rows = NULL;
  o->indent--;
  out_line(o, "}");
}

/* The grid form's wavefront in strips (the task arrays' single-kernel soft synchronisation): the
 * outer counter's values, in its loop's order, cut into strips of BULKCC_TEAM; warp k of the group
 * takes the strips k, k + warps, ..., lane l the strip's l-th value (its row). A strip runs the
 * lines it has cells on in order, a cell a lane, the warp waiting (__syncwarp) between lines; before
 * a line it waits until the strips before it have done the lines before (bulkcc_strip_wait), and
 * it says how far it has got every BULKCC_STRIP_CHUNK lines. A warp takes its next strip once the
 * strips before its last are done, so the warps wait only on lower strips: no deadlock. No barrier
 * of the group's between lines: a line costs a warp's wait, not the group's. */
/* How a form runs strips: the rows a strip (its warp's lanes, or the CPU's one thread), the
 * strip's lane of this lane, the first strip it takes and the strips between, whether a strip
 * waits on the one before through counters (else its warp takes every strip, in turn) and waits
 * for its own lanes between lines, and the counters' state. */
typedef struct StripForm {
  const char *rows, *lane, *first, *stride;
  bool counters, line_wait;
  bool row_loop;     /* one thread runs the strip's rows, each line a loop over them (the CPU's) */
  const char *state; /* the first argument of bulkcc_strip_wait and _done */
} StripForm;

static StripForm strip_form(const Gen *g, const Wavefront *w) {
  /* a thread a strip, its counter among the team's: of BULKCC_STRIP_ROWS rows, so that only a
     strip's first row reads a row another core wrote (a row's own scalars, one for each) */
  (void)w;
  if (g->target == TARGET_CPU)
    return (StripForm){"(long long)BULKCC_STRIP_ROWS", "0", "(long long)bulk_lane", "(long long)BULKCC_TEAM", true, false, true,
                       "bulk_strip_counts"};
  if (g->grid)
    return (StripForm){"BULKCC_TEAM", "(long long)(bulk_lane % BULKCC_TEAM)", "(long long)(bulk_lane / BULKCC_TEAM)",
                       "(long long)(bulk_lanes / BULKCC_TEAM)", true, true, false, "bulk_barrier"};
  return (StripForm){"BULKCC_TEAM", "(long long)(bulk_lane % BULKCC_TEAM)", "0", "1", false, true, false, NULL};
}

void team_emit_cell_test(Gen *g, const Node *n) {
  const Wavefront *w = n->plan_team->wave;
  emit_wave_expr(g, w->cell_lo);
  out_printf(g->o, " <= bulk_cell && bulk_cell <= ");
  emit_wave_expr(g, w->cell_hi);
}

void team_emit_strip_cell(Gen *g, Node *n) {
  cg_begin_line(g);
  /* a staged chunk that is all cells tests none (codegen/stage.c, bulk_chunk_full) */
  bool whole = g->stage && n->plan_team->wave->cells_polyhedral;
  out_printf(g->o, whole ? "if (bulk_chunk_full || (" : "if (");
  if (g->row_lines) out_printf(g->o, "BULKCC_ROW_LINES ? bulk_row_first <= bulk_wave && bulk_wave <= bulk_row_last : ");
  team_emit_cell_test(g, n);
  out_printf(g->o, whole ? ")) {\n" : ") {\n");
  g->o->indent++;
  emit_wave_cell(g, n);
  g->o->indent--;
  out_line(g->o, "}");
}

/* A GPU strip's lane's row: the lines it has cells on, bulk_row_first to bulk_row_last, from the
 * strip's bounds for a strip of that one row, which isl makes exact where the row has cells; the
 * cells a polyhedron's integer points, they are the row's consecutive lines. Clamped to the
 * strip's lines, where the cell test is exact: where it fails on the first, the row has none.
 * Each line then tests two numbers, not the cell's bounds (error diffusion's: two floor divisions,
 * a min and a max), so that a chunk only partly cells, as a strip's first ones are, costs what a
 * full one does. */
static void emit_row_lines(Gen *g, Node *n) {
  Out *o = g->o;
  const Wavefront *w = n->plan_team->wave;
  out_line(o, "long long bulk_row_first, bulk_row_last; /* the lines with a cell of the lane's row */");
  out_line(o, "{");
  o->indent++;
  out_line(o, "const long long bulk_strip_lo = bulk_cell, bulk_strip_hi = bulk_cell;");
  out_line(o, "(void)bulk_strip_lo, (void)bulk_strip_hi;");
  emit_wave_assign(g, "bulk_row_first", w->strip_wave_lo);
  emit_wave_assign(g, "bulk_row_last", w->strip_wave_hi);
  o->indent--;
  out_line(o, "}");
  /* within the strip's lines, which lie within the wavefront's, where the cell test is exact: a
     row outside the rows has its bounds from outside isl's context, which may pass the test */
  out_line(o, "bulk_row_first = bulkcc_wave_max(bulk_row_first, bulk_from), bulk_row_last = bulkcc_wave_min(bulk_row_last, bulk_to);");
  out_line(o, "{");
  o->indent++;
  out_line(o, "const long long bulk_wave = bulk_row_first;");
  out_line(o, "(void)bulk_wave;");
  cg_begin_line(g);
  out_printf(o, "if (!(");
  team_emit_cell_test(g, n);
  out_printf(o, ")) bulk_row_first = 1, bulk_row_last = 0; /* a row with no cell */\n");
  o->indent--;
  out_line(o, "}");
}

/* The GPU's strip: line by line, a lane a row, the warp waiting for its lanes between lines. */
static void emit_strip_lines(Gen *g, Node *n, StripForm f) {
  Out *o = g->o;
  out_line(o, "for (long long bulk_wave = bulk_from; bulk_wave <= bulk_to; bulk_wave++) {");
  o->indent++;
  if (f.counters) out_line(o, "bulkcc_strip_wait(%s, bulk_strip, bulk_lines, bulk_wave - bulk_wave_lo, &bulk_seen);", f.state);
  team_emit_strip_cell(g, n);
  if (f.line_wait) out_line(o, "bulkcc_syncwarp(); /* the line's stores, before the strip's next line reads them */");
  if (f.counters) {
    out_line(o, "if ((bulk_wave - bulk_from + 1) %% BULKCC_STRIP_CHUNK == 0)");
    out_line(o, "  bulkcc_strip_done(%s, bulk_strip, bulk_lines, bulk_wave - bulk_wave_lo + 1, bulk_seen);", f.state);
  }
  o->indent--;
  out_line(o, "}");
}

/* The CPU's strip, on one thread: BULKCC_STRIP_CHUNK lines at a time, each row's cells of them in
 * turn, the rows in the outer loop's order. A cell's sources lie on earlier lines, in its row or
 * rows before: done in an earlier chunk or earlier in this one. A row's cells run along it, as the
 * sequential C's do. */
static void emit_strip_chunks(Gen *g, Node *n, StripForm f, bool up) {
  Out *o = g->o;
  out_line(o, "for (long long bulk_chunk = bulk_from; bulk_chunk <= bulk_to; bulk_chunk += BULKCC_STRIP_CHUNK) {");
  o->indent++;
  out_line(o, "const long long bulk_chunk_hi = bulkcc_wave_min(bulk_to, bulk_chunk + (BULKCC_STRIP_CHUNK - 1));");
  out_line(o, "bulkcc_strip_wait(%s, bulk_strip, bulk_lines, bulk_chunk_hi - bulk_wave_lo, &bulk_seen);", f.state);
  const Wavefront *w = n->plan_team->wave;
  emit_strip_rows(g, up);
  out_line(o, "  {");
  o->indent += 2;
  if (w->prologue) out_line(o, "%s", row_at(up));
  g->strip_rows = w->prologue ? w : NULL;
  if (w->convex) { /* the row's lines, a one-row strip's: each has a cell of the row */
    out_line(o, "const long long bulk_strip_lo = bulk_cell, bulk_strip_hi = bulk_cell;");
    emit_wave_assign(g, "const long long bulk_row_from", w->strip_wave_lo);
    emit_wave_assign(g, "const long long bulk_row_to", w->strip_wave_hi);
    out_line(o, "const long long bulk_row_end = bulkcc_wave_min(bulk_chunk_hi, bulk_row_to);");
    out_line(o, "for (long long bulk_wave = bulkcc_wave_max(bulk_chunk, bulk_row_from); bulk_wave <= bulk_row_end; bulk_wave++) {");
    o->indent++;
    emit_wave_cell(g, n);
  } else {
    out_line(o, "for (long long bulk_wave = bulk_chunk; bulk_wave <= bulk_chunk_hi; bulk_wave++) {");
    o->indent++;
    team_emit_strip_cell(g, n);
  }
  o->indent--;
  out_line(o, "}");
  g->strip_rows = NULL;
  o->indent -= 2;
  out_line(o, "  }");
  out_line(o, "bulkcc_strip_done(%s, bulk_strip, bulk_lines, bulk_chunk_hi - bulk_wave_lo + 1, bulk_seen);", f.state);
  o->indent--;
  out_line(o, "}");
}

/* whether n is in the entry's own body, whose staging BULKCC_STAGE_BYTES_NAME counts */
static bool in_entry_body(const Gen *g, const Node *n) { return g->fn && ast_contains(g->fn->body, n); }

static void collect_wave_params(const WaveExpr *e, SymbolList *params) {
  if (!e) return;
  if (e->kind == WAVE_PARAM) symbol_list_add(params, e->sym, "a wavefront's parameters");
  collect_wave_params(e->a, params);
  collect_wave_params(e->b, params);
}

/* The parameters of the expressions a strip evaluates after its row's prologue, copied before it:
 * a prologue's declaration may take a parameter's name (`int k = ...;` in the loop over rows of an
 * entry with a parameter k), and the cell test must mean the same in every lane. */
static void capture_wave_params(Gen *g, const Wavefront *w) {
  SymbolList params = {0};
  collect_wave_params(w->cell_lo, &params);
  collect_wave_params(w->cell_hi, &params);
  collect_wave_params(w->strip_wave_lo, &params);
  collect_wave_params(w->strip_wave_hi, &params);
  for (int i = 0; i < params.count; i++) {
    cg_begin_line(g);
    out_printf(g->o, "const long long bulk_wave_param_%s = (long long)", cg_name(params.items[i]));
    cg_var(g, (Symbol *)params.items[i]);
    out_printf(g->o, ";\n");
    out_line(g->o, "(void)bulk_wave_param_%s;", cg_name(params.items[i]));
  }
  symbol_list_free(&params);
  g->wave_params_captured = true;
}

typedef struct HeaderLocals {
  const Node *nest;
  SymbolList found;
} HeaderLocals;

static AstStep find_header_local(const Node *e, void *data) {
  HeaderLocals *h = data;
  const Symbol *sym = e->kind == ND_VAR ? e->sym : NULL;
  if (sym && sym->kind == SYM_VAR && sym->type->kind != TY_ARRAY && sym->decl && !ast_contains(h->nest, sym->decl))
    symbol_list_add(&h->found, sym, "the locals a wavefront's loops read");
  return AST_WALK_ON;
}

/* The locals declared before the nest that its loops' starts and bounds read: the strips take the
 * bounds as isl computed them, where such a local (`const unsigned n = 60u;`) may be folded away,
 * so each is marked used (else -Wunused-variable). */
static void mark_header_locals_used(Gen *g, const Wavefront *w, const Node *n) {
  HeaderLocals h = {n, {0}};
  const Node *loops[] = {n, w->inner};
  for (int i = 0; i < 2; i++) {
    ast_walk(loops[i]->init, find_header_local, NULL, &h);
    ast_walk(loops[i]->cond, find_header_local, NULL, &h);
  }
  for (int i = 0; i < h.found.count; i++) {
    cg_begin_line(g);
    out_printf(g->o, "(void)");
    cg_var(g, (Symbol *)h.found.items[i]);
    out_printf(g->o, ";\n");
  }
  symbol_list_free(&h.found);
}

static void emit_strip_wave(Gen *g, Node *n) {
  Out *o = g->o;
  const Wavefront *w = n->plan_team->wave;
  bool up = n->dependences->dir > 0;
  StripForm f = strip_form(g, w);
  out_line(o, "{ /* the lines %s = bulk_wave in strips of %s values of %s */", w->text, f.rows, cg_name(n->init->args->sym));
  o->indent++;
  emit_wave_assign(g, "const long long bulk_wave_lo", w->wave_lo);
  emit_wave_assign(g, "const long long bulk_wave_hi", w->wave_hi);
  emit_wave_assign(g, "const long long bulk_row_lo", w->row_lo);
  emit_wave_assign(g, "const long long bulk_row_hi", w->row_hi);
  if (f.counters) out_line(o, "const long long bulk_lines = bulk_wave_hi - bulk_wave_lo + 2; /* a strip's count of lines done: 0 to all */");
  out_line(o, "const long long bulk_strips = bulk_row_hi < bulk_row_lo ? 0 : (bulk_row_hi - bulk_row_lo) / %s + 1;", f.rows);
  capture_wave_params(g, w);
  mark_header_locals_used(g, w, n);
  StripTiles tiles;
  bool tiled = !f.row_loop && in_entry_body(g, n) && tiles_plan(g, n, &tiles); /* the grid form's (tiles.c) */
  if (tiled) tiles_emit_bounds(g, &tiles);
  if (g->target == TARGET_CPU) {
    out_line(o, "long long *const bulk_strip_counts = bulkcc_strip_counts(bulk_team_buf, bulk_team_n);");
    out_line(o, "bulkcc_strips_begin(bulk_strip_counts, bulk_lane);");
  }
  out_line(o, "for (long long bulk_strip = %s; bulk_strip < bulk_strips; bulk_strip += %s) {", f.first, f.stride);
  o->indent++;
  if (up) {
    out_line(o, "const long long bulk_strip_lo = bulk_row_lo + bulk_strip * %s;", f.rows);
    out_line(o, "const long long bulk_strip_hi = bulkcc_wave_min(bulk_row_hi, bulk_strip_lo + (%s - 1));", f.rows);
  } else {
    out_line(o, "const long long bulk_strip_hi = bulk_row_hi - bulk_strip * %s;", f.rows);
    out_line(o, "const long long bulk_strip_lo = bulkcc_wave_max(bulk_row_lo, bulk_strip_hi - (%s - 1));", f.rows);
  }
  out_line(o, "(void)bulk_strip_lo, (void)bulk_strip_hi; /* bounds that read no row read neither */");
  if (!f.row_loop) out_line(o, up ? "const long long bulk_cell = bulk_strip_lo + %s;" : "const long long bulk_cell = bulk_strip_hi - %s;", f.lane);
  if (w->prologue && f.row_loop) emit_row_prologues(g, n, up);
  else if (w->prologue) emit_prologue(g, n);
  emit_wave_assign(g, "long long bulk_from", w->strip_wave_lo);
  emit_wave_assign(g, "long long bulk_to", w->strip_wave_hi);
  out_line(o, "bulk_from = bulkcc_wave_max(bulk_from, bulk_wave_lo), bulk_to = bulkcc_wave_min(bulk_to, bulk_wave_hi);");
  if (f.counters) out_line(o, "long long bulk_seen = bulk_strip == 0 ? bulk_lines - 1 : 0; /* the lines the strips before have done */");
  g->row_lines = !f.row_loop && w->cells_polyhedral;
  if (g->row_lines) emit_row_lines(g, n);
  StripStage stage;
  if (f.row_loop) {
    emit_strip_chunks(g, n, f, up);
  } else {
    bool staged = in_entry_body(g, n) && stage_plan(g, n, &stage); /* the grid form's, counting up (stage.c) */
    if (tiled) {
      out_line(o, "#if BULKCC_GRID_STAGE && BULKCC_GRID_TILES");
      g->tiles = &tiles;
      tiles_emit_strip(g, n, &tiles, f.state);
      g->tiles = NULL;
      plan_strip_tiles_free(&tiles);
    }
    if (staged) {
      out_line(o, tiled ? "#elif BULKCC_GRID_STAGE" : "#if BULKCC_GRID_STAGE");
      stage_emit_strip(g, n, &stage, f.state);
      plan_strip_stage_free(&stage);
    }
    if (tiled || staged) out_line(o, "#else");
    emit_strip_lines(g, n, f);
    if (tiled || staged) out_line(o, "#endif");
  }
  g->row_lines = false;
  if (f.counters) {
    out_line(o, "bulkcc_strip_wait(%s, bulk_strip, bulk_lines, bulk_lines - 1, &bulk_seen); /* the strips before, done */", f.state);
    out_line(o, "bulkcc_strip_done(%s, bulk_strip, bulk_lines, bulk_lines - 1, bulk_seen);", f.state);
  }
  o->indent--;
  out_line(o, "}");
  if (g->grid) out_line(o, "bulkcc_strips_end(bulk_barrier, bulk_strips, bulk_lines);");
  g->wave_params_captured = false;
  o->indent--;
  out_line(o, "}");
}

/* The outer loop and its inner one as a wavefront: for each line in order, the lanes take its
 * cells, each running the inner loop's body with the two counters of its cell; then the team
 * waits for the line's stores. */
static void emit_wave_loop(Gen *g, Node *n) {
  Out *o = g->o;
  const Wavefront *w = n->plan_team->wave;
  Node *inner = (Node *)w->inner;
  /* a prologue's wavefront in strips alone; the grid form's others too, unless turned off, and
     the CPU's where the plan says */
  bool cpu_strips = g->target == TARGET_CPU && plan_cpu_strips(n->plan_team);
  bool strips = w->prologue || cpu_strips || (g->grid && plan_grid_strips(n->plan_team));
  if (strips) {
    bool fixed = w->prologue || cpu_strips; /* no other way, or the CPU's */
    if (!fixed) out_line(o, "#if BULKCC_GRID_STRIPS");
    if (w->guard) {
      cg_begin_line(g);
      out_printf(o, "if (");
      emit_wave_expr(g, w->guard);
      out_printf(o, ")\n");
    }
    emit_strip_wave(g, n);
    out_line(o, "%s; /* the strips' stores, before what follows reads them */", team_wait(g));
    if (fixed) return;
    out_line(o, "#else");
  }
  out_line(o, "{ /* a wavefront: the cells of one line %s = bulk_wave at once, a lane each */", w->text);
  o->indent++;
  if (w->guard) {
    cg_begin_line(g);
    out_printf(o, "if (");
    emit_wave_expr(g, w->guard);
    out_printf(o, ")\n");
  }
  cg_begin_line(g);
  out_printf(o, "for (long long bulk_wave = ");
  emit_wave_expr(g, w->wave_lo);
  out_printf(o, "; bulk_wave <= ");
  emit_wave_expr(g, w->wave_hi);
  out_printf(o, "; bulk_wave++) {\n");
  o->indent++;
  /* the cells in the order opposite to the sequential loop's, so that the emulation, whose one
     lane takes them one by one, shows that none needs another of its line */
  const Node *enumerated = w->lanes_take_outer ? n : inner;
  bool down = enumerated->dependences->dir > 0;
  /* the grid form's warp a cell, where the cell's loops split across a warp's lanes */
  bool warp = g->grid && n->plan_team->wave_warp;
  /* ... on a warp or more (codegen/cell.c), as many as the line's cells leave idle */
  bool cell_team = warp && n->plan_team->wave_cell_warps;
  const char *first = cell_team ? "bulk_cell_team.first" : warp ? "(long long)(bulk_lane / BULKCC_TEAM)" : "(long long)bulk_lane";
  const char *stride = cell_team ? "bulk_cell_team.teams" : warp ? "bulk_lanes / BULKCC_TEAM" : team_lanes(g);
  cg_begin_line(g);
  out_printf(o, "const long long bulk_cell_end = ");
  emit_wave_expr(g, down ? w->cell_lo : w->cell_hi);
  out_printf(o, ";\n");
  if (cell_team) {
    cg_begin_line(g);
    out_printf(o, "const bulkcc_cell_team bulk_cell_team = bulkcc_cell_team_of(");
    emit_wave_expr(g, w->cell_hi);
    out_printf(o, " - ");
    emit_wave_expr(g, w->cell_lo);
    out_printf(o, " + 1, bulk_lane, bulk_lanes);\n");
  }
  cg_begin_line(g);
  out_printf(o, "for (long long bulk_cell = ");
  emit_wave_expr(g, down ? w->cell_hi : w->cell_lo);
  if (down) out_printf(o, " - %s; bulk_cell >= bulk_cell_end; bulk_cell -= %s) {\n", first, stride);
  else out_printf(o, " + %s; bulk_cell <= bulk_cell_end; bulk_cell += %s) {\n", first, stride);
  o->indent++;
  if (warp) { /* the cell as the team form's instance, on the warp */
    emit_wave_counters(g, n);
    const TeamLoop *outer = g->team_loop;
    g->team_loop = NULL;
    out_line(o, cell_team ? "const unsigned bulk_warp_lane = bulk_cell_team.lane;" : "const unsigned bulk_warp_lane = bulk_lane %% BULKCC_TEAM;");
    out_line(o, "{");
    o->indent++;
    out_line(o, "const unsigned bulk_lane = bulk_warp_lane;");
    g->grid = false, g->grid_cell = true, g->cell_team = cell_team;
    cg_stmt(g, inner->then);
    g->grid = true, g->grid_cell = false, g->cell_team = false;
    o->indent--;
    out_line(o, "}");
    g->team_loop = outer;
  } else {
    emit_wave_cell(g, n);
  }
  o->indent--;
  out_line(o, "}");
  out_line(o, "%s; /* the line's stores, before the next line reads them */", team_wait(g));
  o->indent--;
  out_line(o, "}");
  o->indent--;
  out_line(o, "}");
  if (strips) out_line(o, "#endif");
}

/* ---- scans ------------------------------------------------------------------------------- */

/* a op b in var's type: an integer's in the modular arithmetic of 64 bits, whose low bits are
   the type's (so that no lane's partial sum overflows where the sequential sum does not) */
static const char *scan_combine(const TeamReduction *r, const char *a, const char *b) {
  const char *type = cg_type(r->var->type);
  if (r->floating) return intern_format("%s %c %s", a, r->op, b);
  if (r->op == '+' || r->op == '*')
    return intern_format("(%s)((unsigned long long)%s %c (unsigned long long)%s)", type, a, r->op, b);
  return intern_format("(%s)(%s %c %s)", type, a, r->op, b);
}

/* A scan loop's parts its emitters share: the plan, its running value, the counter's name and
   type, and the type its values cross the lanes in (long long for an integer). */
typedef struct ScanLoop {
  const TeamLoop *t;
  const TeamReduction *r;
  const char *counter, *type, *shuffled;
} ScanLoop;

static ScanLoop scan_loop(const Node *n) {
  const TeamLoop *t = n->plan_team;
  const TeamReduction *r = &t->reductions[0];
  const Symbol *counter = n->init->args->sym;
  return (ScanLoop){t, r, cg_name(counter), cg_type(counter->type), r->floating ? cg_type(r->var->type) : "long long"};
}

/* The first iteration lane bulk_lane takes in group `group` of a round: of the counter's type, in
   which the plan proved it to stay up to the rounds ahead past the loop's end. */
static const char *scan_first(const ScanLoop *sc, const char *round, const char *group) {
  return intern_format("(%s)(bulk_start + ((((%s) * bulk_groups + (%s)) * BULKCC_TEAM + (long long)bulk_lane) * bulk_run) * %lldLL)",
                       sc->type, round, group, sc->t->step);
}

/* `const T i = first + offset steps;` (offset NULL: first): the counter of one iteration, for the
   statements after it that read it. */
static void emit_scan_counter(Out *o, const ScanLoop *sc, const char *first, const char *offset) {
  if (!offset) out_line(o, "const %s %s = %s;", sc->type, sc->counter, first);
  else out_line(o, "const %s %s = (%s)(%s + %s * %lldLL);", sc->type, sc->counter, sc->type, first, offset, sc->t->step);
}

/* `(shuffled)(` before an operand's value and its `)` after: `s -= e` negates e in the wide type,
   as C subtracts it (an unsigned e is not negated in its own); an integer in unsigned arithmetic,
   which wraps where negating LLONG_MIN would not */
static const char *operand_open(const TeamReduction *r, const char *shuffled) {
  return !r->negated ? intern_format("(%s)(", shuffled)
         : r->floating ? intern_format("-(%s)(", shuffled) : "(long long)(0ull - (unsigned long long)(";
}
static const char *operand_close(const TeamReduction *r) { return r->negated && !r->floating ? "))" : ")"; }

/* The lane's operands of group bulk_g's run as 16-byte loads (the plan's scan_vector: consecutive
   elements), where every iteration of the run runs (the loop's condition at the last: the counter
   moves toward the bound it is compared with) and the first element lies on a 16-byte boundary;
   the branch ends in `else`, before the element-wise reads. On the GPU alone. */
static void emit_scan_vector_operands(Gen *g, Node *n, const char *round, const char *slot) {
  Out *o = g->o;
  const ScanLoop sc = scan_loop(n);
  const TeamReduction *r = sc.r;
  const char *element = cg_type(r->operand->type);
  out_line(o, "#if BULKCC_SCAN_VECTOR");
  out_line(o, "bool bulk_whole;");
  out_line(o, "const %s *bulk_row;", element);
  out_line(o, "{");
  o->indent++;
  emit_scan_counter(o, &sc, scan_first(&sc, round, "bulk_g"), "(bulk_run - 1)");
  cg_begin_line(g);
  out_printf(o, "bulk_whole = ");
  emit_bare(g, n->cond);
  out_printf(o, ";\n");
  o->indent--;
  out_line(o, "}");
  out_line(o, "{");
  o->indent++;
  emit_scan_counter(o, &sc, scan_first(&sc, round, "bulk_g"), NULL);
  cg_begin_line(g);
  out_printf(o, "bulk_row = &");
  g->lanes++;
  emit_expr(g, (Node *)r->operand);
  g->lanes--;
  out_printf(o, ";\n");
  o->indent--;
  out_line(o, "}");
  out_line(o, "if (bulk_whole && sizeof(%s) * bulk_run %% 16 == 0 && (size_t)bulk_row %% 16 == 0) {", element);
  o->indent++;
  out_line(o, "%s bulk_w[bulk_run];", element);
  out_line(o, "BULKCC_UNROLL_ALL");
  out_line(o, "for (int bulk_v = 0; bulk_v < (int)(sizeof bulk_w / 16); bulk_v++)");
  out_line(o, "  ((uint4 *)bulk_w)[bulk_v] = ((const uint4 *)bulk_row)[bulk_v];");
  out_line(o, "BULKCC_UNROLL_ALL");
  out_line(o, "for (int bulk_u = 0; bulk_u < bulk_run; bulk_u++)");
  out_line(o, "  bulk_q[%s][bulk_g * bulk_run + bulk_u] = %sbulk_w[bulk_u]%s;", slot, operand_open(r, sc.shuffled),
           operand_close(r));
  o->indent--;
  out_line(o, "} else");
  out_line(o, "#endif");
}

/* The operands of a round's iterations of this lane, group after group, into bulk_q[slot] (the
   operator's identity past the loop's end: the loop's condition tells). */
static void emit_scan_operands(Gen *g, Node *n, const char *round, const char *slot) {
  Out *o = g->o;
  const ScanLoop sc = scan_loop(n);
  const TeamReduction *r = sc.r;
  out_line(o, "BULKCC_UNROLL_ALL");
  out_line(o, "for (int bulk_g = 0; bulk_g < bulk_groups; bulk_g++) {");
  o->indent++;
  if (sc.t->scan_vector) emit_scan_vector_operands(g, n, round, slot);
  out_line(o, "{");
  o->indent++;
  out_line(o, "BULKCC_UNROLL_ALL");
  out_line(o, "for (int bulk_u = 0; bulk_u < bulk_run; bulk_u++) {");
  o->indent++;
  emit_scan_counter(o, &sc, scan_first(&sc, round, "bulk_g"), "bulk_u");
  out_line(o, "const int bulk_at = bulk_g * bulk_run + bulk_u;");
  out_line(o, "bulk_q[%s][bulk_at] = (%s)%s;", slot, sc.shuffled, identity_of(r));
  cg_begin_line(g);
  out_printf(o, "if (");
  emit_bare(g, n->cond);
  out_printf(o, ") bulk_q[%s][bulk_at] = %s", slot, operand_open(r, sc.shuffled));
  g->lanes++;
  emit_bare(g, (Node *)r->operand);
  g->lanes--;
  out_printf(o, "%s;\n", operand_close(r));
  o->indent--;
  out_line(o, "}");
  o->indent--;
  out_line(o, "}");
  o->indent--;
  out_line(o, "}");
}

/* The lane's running values of group bulk_g's run, stored 16 bytes at a time by the body's one
   statement X[..][i] = s (the plan's scan_row_store), where all its iterations run and the first
   element lies on a 16-byte boundary; the branch ends in `else`, before the statement run per
   iteration. On the GPU alone. */
static void emit_scan_vector_store(Gen *g, Node *n) {
  Out *o = g->o;
  const ScanLoop sc = scan_loop(n);
  const TeamReduction *r = sc.r;
  const Node *store = sc.t->scan_row_store;
  const char *name = cg_name(r->var), *vtype = cg_type(r->var->type), *element = cg_type(store->lhs->lhs->type);
  out_line(o, "#if BULKCC_SCAN_VECTOR");
  out_line(o, "%s *bulk_to;", element);
  out_line(o, "{");
  o->indent++;
  emit_scan_counter(o, &sc, "bulk_first", NULL);
  cg_begin_line(g);
  out_printf(o, "bulk_to = &");
  emit_expr(g, store->lhs->lhs);
  out_printf(o, ";\n");
  o->indent--;
  out_line(o, "}");
  /* every iteration of the run runs where its last does: the counter moves toward its bound */
  out_line(o, "if (bulk_active[bulk_g * bulk_run + bulk_run - 1] && sizeof(%s) * bulk_run %% 16 == 0 && "
              "(size_t)bulk_to %% 16 == 0) {", element);
  o->indent++;
  out_line(o, "%s bulk_w[bulk_run];", element);
  out_line(o, "BULKCC_UNROLL_ALL");
  out_line(o, "for (int bulk_u = 0; bulk_u < bulk_run; bulk_u++) {");
  out_line(o, "  %s = %s;", name,
           scan_combine(r, "bulk_base", intern_format("(%s)bulk_e[bulk_g * bulk_run + bulk_u]", vtype)));
  out_line(o, "  bulk_w[bulk_u] = (%s)(%s);", element, name);
  out_line(o, "}");
  out_line(o, "BULKCC_UNROLL_ALL");
  out_line(o, "for (int bulk_v = 0; bulk_v < (int)(sizeof bulk_w / 16); bulk_v++)");
  out_line(o, "  ((uint4 *)bulk_to)[bulk_v] = ((const uint4 *)bulk_w)[bulk_v];");
  o->indent--;
  out_line(o, "} else");
  out_line(o, "#endif");
}

/* A round's combination of each group's run in each lane, then of the lanes' totals across the
   lanes (shuffles up, lane l combining what the lanes below it hold), the groups' shuffles
   interleaved so that they wait together; each group's total (bulk_total) and the combination
   of the lanes below this one (bulk_below, the identity in lane 0). */
static void emit_scan_round_totals(Gen *g, const TeamReduction *r, const char *shuffled, const char *identity) {
  Out *o = g->o;
  const char *combined = r->floating ? scan_combine(r, "bulk_e[bulk_at - 1]", "bulk_e[bulk_at]")
                                     : intern_format("(long long)%s", scan_combine(r, "bulk_e[bulk_at - 1]", "bulk_e[bulk_at]"));
  out_line(o, "%s bulk_x[bulk_groups]; /* each group's total of this lane, then with the lanes' below */", shuffled);
  out_line(o, "BULKCC_UNROLL_ALL");
  out_line(o, "for (int bulk_g = 0; bulk_g < bulk_groups; bulk_g++) {");
  out_line(o, "  BULKCC_UNROLL_ALL");
  out_line(o, "  for (int bulk_at = bulk_g * bulk_run + 1; bulk_at < (bulk_g + 1) * bulk_run; bulk_at++) bulk_e[bulk_at] = %s;",
           combined);
  out_line(o, "  bulk_x[bulk_g] = bulk_e[(bulk_g + 1) * bulk_run - 1];");
  out_line(o, "}");
  out_line(o, "for (int bulk_d = 1; bulk_d < BULKCC_TEAM; bulk_d *= 2) {");
  out_line(o, "  BULKCC_UNROLL_ALL");
  out_line(o, "  for (int bulk_g = 0; bulk_g < bulk_groups; bulk_g++) {");
  out_line(o, "    const %s bulk_o = bulkcc_shfl_up(bulk_x[bulk_g], bulk_d);", shuffled);
  out_line(o, "    if (bulk_lane >= (unsigned)bulk_d) bulk_x[bulk_g] = %s;",
           r->floating ? scan_combine(r, "bulk_o", "bulk_x[bulk_g]")
                       : intern_format("(long long)%s", scan_combine(r, "bulk_o", "bulk_x[bulk_g]")));
  out_line(o, "  }");
  out_line(o, "}");
  out_line(o, "%s bulk_total[bulk_groups], bulk_below[bulk_groups];", shuffled);
  out_line(o, "BULKCC_UNROLL_ALL");
  out_line(o, "for (int bulk_g = 0; bulk_g < bulk_groups; bulk_g++) {");
  out_line(o, "  bulk_total[bulk_g] = bulkcc_shfl_idx(bulk_x[bulk_g], BULKCC_TEAM - 1);");
  out_line(o, "  bulk_below[bulk_g] = bulkcc_shfl_up(bulk_x[bulk_g], 1);");
  out_line(o, "  if (bulk_lane == 0) bulk_below[bulk_g] = %s;", identity);
  out_line(o, "}");
}

/* A scan: a round of bulk_groups groups of BULKCC_TEAM * bulk_run iterations, lane l taking
 * bulk_run consecutive ones of each (the plan's run and groups, or -DBULKCC_SCAN_RUN and
 * -DBULKCC_SCAN_GROUPS). Each lane reads its operands first (the loop carries nothing but the
 * running value, so no operand reads what an earlier iteration's body writes), so that their loads
 * wait together, and takes each run's running combination; the runs' totals are scanned across
 * the lanes, and each lane runs its iterations' bodies, group after group, with the running value
 * before the group combined with the totals of the lanes below it and its own running
 * combination. The value after a group is the one before combined with the group's total.
 * Iterations past the loop's end take the operator's identity, and the rounds stop at the first
 * with no lane's iteration in it. An integer's operations are exact in any grouping; a floating
 * sum's (--reassociate) round otherwise. */
static void emit_scan_loop(Gen *g, Node *n) {
  Out *o = g->o;
  const ScanLoop sc = scan_loop(n);
  const TeamLoop *t = sc.t;
  const TeamReduction *r = sc.r;
  const Node *decl = n->init->args;
  const char *name = cg_name(r->var), *vtype = cg_type(r->var->type), *shuffled = sc.shuffled;
  const char *identity = intern_format("(%s)%s", shuffled, identity_of(r));
  out_line(o, "{ /* a scan of %s across the lanes: a lane takes bulk_groups runs of bulk_run consecutive iterations a round */",
           r->var->name);
  o->indent++;
  cg_begin_line(g);
  out_printf(o, "const long long bulk_start = (long long)(");
  emit_bare(g, decl->init);
  out_printf(o, ");\n");
  out_line(o, "enum { bulk_ahead = bulkcc_ahead < %d ? bulkcc_ahead : %d }; /* rounds read ahead */", t->scan_ahead,
           t->scan_ahead);
  out_line(o, "enum { bulk_run = BULKCC_SCAN_RUN ? BULKCC_SCAN_RUN : %d, bulk_asked = BULKCC_SCAN_GROUPS ? BULKCC_SCAN_GROUPS : %d,",
           t->scan_run, t->scan_groups);
  out_line(o, "       bulk_groups = bulk_asked * bulk_run <= %d ? bulk_asked : %d / bulk_run, bulk_n = bulk_groups * bulk_run };",
           PLAN_TEAM_SCAN_LANE, PLAN_TEAM_SCAN_LANE);
  out_line(o, "%s bulk_q[bulk_ahead + 1][bulk_n]; /* the operands of this round and the next ones */", shuffled);
  out_line(o, "BULKCC_UNROLL_ALL");
  out_line(o, "for (int bulk_a = 0; bulk_a < bulk_ahead; bulk_a++) {");
  o->indent++;
  emit_scan_operands(g, n, "bulk_a", "bulk_a");
  o->indent--;
  out_line(o, "}");
  /* round r's operands in slot r % (bulk_ahead + 1): the rounds go bulk_ahead + 1 at a time, unrolled,
     so that each slot is registers of its own, never moved (a move would wait for its loads) */
  out_line(o, "bool bulk_done = false;");
  out_line(o, "for (long long bulk_round = 0; !bulk_done;) {");
  o->indent++;
  out_line(o, "BULKCC_UNROLL_ALL");
  out_line(o, "for (int bulk_k = 0; bulk_k <= bulk_ahead; bulk_k++, bulk_round++) {");
  o->indent++;
  emit_scan_operands(g, n, "bulk_round + bulk_ahead", "(bulk_k + bulk_ahead) % (bulk_ahead + 1)");
  out_line(o, "%s bulk_e[bulk_n];", shuffled);
  out_line(o, "bool bulk_active[bulk_n]; /* whether each iteration runs: the loop's condition, again */");
  out_line(o, "BULKCC_UNROLL_ALL");
  out_line(o, "for (int bulk_g = 0; bulk_g < bulk_groups; bulk_g++)");
  out_line(o, "  BULKCC_UNROLL_ALL");
  out_line(o, "  for (int bulk_u = 0; bulk_u < bulk_run; bulk_u++) {");
  o->indent += 2;
  emit_scan_counter(o, &sc, scan_first(&sc, "bulk_round", "bulk_g"), "bulk_u");
  out_line(o, "const int bulk_at = bulk_g * bulk_run + bulk_u;");
  cg_begin_line(g);
  out_printf(o, "bulk_e[bulk_at] = bulk_q[bulk_k][bulk_at], bulk_active[bulk_at] = ");
  emit_bare(g, n->cond);
  out_printf(o, ";\n");
  o->indent -= 2;
  out_line(o, "  }");
  g->lanes++;
  out_line(o, "if (!bulkcc_any(bulk_active[0])) {");
  out_line(o, "  bulk_done = true;");
  out_line(o, "  break;");
  out_line(o, "}");
  emit_scan_round_totals(g, r, shuffled, identity);
  out_line(o, "BULKCC_UNROLL_ALL");
  out_line(o, "for (int bulk_g = 0; bulk_g < bulk_groups; bulk_g++) {");
  o->indent++;
  out_line(o, "const %s bulk_carry = %s;", vtype, name);
  out_line(o, "const %s bulk_base = %s;", vtype, scan_combine(r, "bulk_carry", intern_format("(%s)bulk_below[bulk_g]", vtype)));
  /* the counter stays in its type up to a round past the loop's end, and the rounds ahead (plan/team.c) */
  out_line(o, "const %s bulk_first = %s;", sc.type, scan_first(&sc, "bulk_round", "bulk_g"));
  const Node *store = t->scan_row_store;
  if (store && !store->plan_mirror_store) emit_scan_vector_store(g, n);
  out_line(o, "{");
  o->indent++;
  out_line(o, "BULKCC_UNROLL_ALL");
  out_line(o, "for (int bulk_u = 0; bulk_u < bulk_run; bulk_u++) {");
  o->indent++;
  emit_scan_counter(o, &sc, "bulk_first", "bulk_u");
  out_line(o, "(void)%s; /* a body may not read it */", sc.counter);
  out_line(o, "%s = %s;", name, scan_combine(r, "bulk_base", intern_format("(%s)bulk_e[bulk_g * bulk_run + bulk_u]", vtype)));
  out_line(o, "if (bulk_active[bulk_g * bulk_run + bulk_u]) {");
  o->indent++;
  for (Node *item = n->then->args->next; item; item = item->next) cg_stmt(g, item);
  o->indent--;
  out_line(o, "}");
  o->indent--;
  out_line(o, "}");
  o->indent--;
  out_line(o, "}");
  out_line(o, "%s = %s; /* after the group */", name,
           scan_combine(r, "bulk_carry", intern_format("(%s)bulk_total[bulk_g]", vtype)));
  g->lanes--;
  o->indent--;
  out_line(o, "}");
  o->indent--;
  out_line(o, "}");
  o->indent--;
  out_line(o, "}");
  o->indent--;
  out_line(o, "}");
  out_line(o, "bulkcc_syncwarp(); /* every lane's stores, before any lane reads them */");
}

/* `if (e < s) s = e;` of a floating minimum, noting the iteration it replaced s in. */
static void emit_tracked_update(Gen *g, Node *n, const TeamReduction *r) {
  const char *at = intern_format("bulk_at_%s", cg_name(r->var));
  cg_begin_line(g);
  out_printf(g->o, "if (");
  if (g->split_reversed) {
    /* iterations last to first: among equal values the earliest iteration is met last, and the
       value before the loop (at -1) is earlier than any */
    const Node *candidate = plan_update_candidate(n, r);
    const Node *var = candidate == n->cond->lhs ? n->cond->rhs : n->cond->lhs;
    out_printf(g->o, "(");
    emit_bare(g, n->cond);
    out_printf(g->o, r->ties_first ? ") || (" : ") && (!(");
    emit_expr(g, (Node *)candidate);
    out_printf(g->o, " == ");
    emit_expr(g, (Node *)var);
    out_printf(g->o, r->ties_first ? " && %s >= 0)" : ") || %s < 0)", at);
  } else {
    emit_bare(g, n->cond);
  }
  out_printf(g->o, ") {\n");
  g->o->indent++;
  cg_stmt(g, n->then);
  if (g->group && g->group_stride)
    out_line(g->o, "%s = bulk_t %c (long long)bulk_u * %s;", at, g->split_reversed ? '-' : '+', g->group_stride);
  else out_line(g->o, "bulk_at_%s = bulk_t;", cg_name(r->var));
  g->o->indent--;
  out_line(g->o, "}");
}

bool team_statement(Gen *g, Node *n) {
  if (g->grid && !g->lanes && n->plan_grid_one_lane) { /* plan/grid.c: one lane runs the loop */
    out_line(g->o, "%s;", team_wait(g));
    out_line(g->o, "if (bulk_lane == 0) { /* one lane runs the loop, its stores its own; the group waits for it */");
    g->o->indent++;
    g->lanes++;
    cg_stmt(g, n);
    g->lanes--;
    g->o->indent--;
    out_line(g->o, "}");
    out_line(g->o, "%s;", team_wait(g));
    return true;
  }
  if (!g->lanes && n->kind == ST_EXPR && n->plan_team_store) {
    /* every lane has read what led it here (a condition on the element, say) before the store
       changes it: the lanes take the same paths, and meet at the same waits */
    out_line(g->o, "%s;", team_wait(g));
    out_line(g->o, "if (bulk_lane == 0) { /* one lane stores; the team waits for it */");
    g->o->indent++;
    cg_begin_line(g);
    emit_bare(g, n->lhs);
    out_printf(g->o, ";\n");
    if (n->plan_mirror_store && cg_mirror_kept(g, n->plan_mirror_store->lhs->lhs)) cg_stmt(g, n->plan_mirror_store);
    g->o->indent--;
    out_line(g->o, "}");
    out_line(g->o, "%s;", team_wait(g));
    return true;
  }
  if (g->lanes && n->kind == ST_EXPR && n->plan_mirror_store && cg_mirror_kept(g, n->plan_mirror_store->lhs->lhs)) {
    /* a lane's store, then its mirror's */
    cg_begin_line(g);
    emit_bare(g, n->lhs);
    out_printf(g->o, ";\n");
    cg_stmt(g, n->plan_mirror_store);
    return true;
  }
  /* every lane has read what it needed of the arrays before a split loop's lanes store into them */
  if (!g->lanes && n->kind == ST_FOR && n->plan_team) out_line(g->o, "%s; /* reads before the loop's stores */", team_wait(g));
  if (!g->lanes && n->kind == ST_FOR && n->plan_team && n->plan_team->kind == PLAN_TEAM_WAVE) {
    emit_wave_loop(g, n);
    return true;
  }
  if (g->grid && !g->lanes && n->kind == ST_FOR && n->plan_team && n->plan_team->kind != PLAN_TEAM_SPLIT)
    cg_internal_error(n->loc, "the grid form has a loop whose lanes combine by shuffles"); /* plan/grid.c refuses it */
  if (!g->lanes && n->kind == ST_FOR && n->plan_team && n->plan_team->kind == PLAN_TEAM_SCAN) {
    emit_scan_loop(g, n);
    return true;
  }
  if (!g->lanes && n->kind == ST_FOR && n->plan_team) {
    emit_split_loop(g, n);
    return true;
  }
  if (g->lanes && g->team_loop && n->kind == ST_IF)
    for (int i = 0; i < g->team_loop->nreductions; i++) {
      const TeamReduction *r = &g->team_loop->reductions[i];
      if (r->ordered && r->update == n) {
        emit_tracked_update(g, n, r);
        return true;
      }
    }
  return false;
}
