/* fuzz_frontend.c: libFuzzer target over everything after cpp, through the passes bulkcc itself
 * runs (driver/pipeline.c: parse, names and types, extents and uniform parameters, public names,
 * obliviousness, bounds evaluation, the plan), then every emitter into memory: the code of the
 * target planned, its header and checking program, and the code of the other target, planned
 * again. The input is preprocessed C text. Each input starts from fresh state, and the verdict
 * counts only this input's errors.
 *
 * The options the passes take vary with the input: a hash of its bytes picks the target, the
 * layout, --fast-math, --allow-gather, --report and, for an entry with an integer parameter,
 * --uniform of that parameter (alone or with a small range), so that a mutation varies them too
 * and a replay of the input repeats them.
 *
 * Built with -DBULKCC_FUZZ_REPLAY instead of libFuzzer, it is the program fuzz_replay:
 *   fuzz_replay FILE...
 * runs every FILE in one process, in order, and prints one verdict a line ("FILE: accepted" or
 * "FILE: refused by STAGE, N errors", then the options as bulkcc spells them), so that a test can
 * compare the verdicts of one process with those of one process per file, and a finding can be
 * repeated with bulkcc. */
#include <limits.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../analysis/evaluate.h"
#include "../codegen/codegen.h"
#include "../driver/pipeline.h"
#include "../frontend/diag.h"
#include "../plan/plan.h"

/* The options an input is run with. */
typedef struct FuzzOptions {
  bool target_cpu, row_layout, fast_math, allow_gather, report;
  bool uniform, uniform_ranged;
  int uniform_lo_pick, uniform_width;
} FuzzOptions;

/* FNV-1a over the input's bytes. */
static uint64_t input_hash(const uint8_t *data, size_t size) {
  uint64_t h = 14695981039346656037ull;
  for (size_t i = 0; i < size; i++) h = (h ^ data[i]) * 1099511628211ull;
  return h ^ (h >> 29);
}

/* Lower ends of uniform ranges: small counts, and the edges of int where the generated code's
 * own arithmetic could overflow. */
static const long long uniform_los[] = {0, 1, 3, 16, -1, -5, INT_MAX - 40, INT_MAX - 2, INT_MIN, INT_MIN + 31};
enum { NUNIFORM_LOS = (int)(sizeof uniform_los / sizeof uniform_los[0]) };

static FuzzOptions options_of(const uint8_t *data, size_t size) {
  uint64_t h = input_hash(data, size);
  FuzzOptions o = {0};
  o.target_cpu = h & 1;
  o.row_layout = (h >> 1 & 7) == 0;
  o.fast_math = (h >> 4 & 7) == 0;
  o.allow_gather = (h >> 7 & 7) == 0;
  o.report = (h >> 10 & 3) == 0;
  o.uniform = (h >> 12 & 3) == 0;
  o.uniform_ranged = h >> 14 & 1;
  o.uniform_lo_pick = (int)((h >> 16) % NUNIFORM_LOS);
  o.uniform_width = (int)(h >> 24 & 3); /* each value of the range is evaluated: a few only */
  return o;
}

/* The first integer scalar parameter of an entry, or NULL. */
static const char *integer_parameter(const Program *prog) {
  for (const Function *fn = prog ? prog->functions : NULL; fn; fn = fn->next) {
    if (!fn->is_entry) continue;
    for (int i = 0; i < fn->nparams; i++) {
      const Symbol *p = fn->params[i];
      if (type_is_integer(p->type) && !strchr(p->name, '.')) return p->name;
    }
  }
  return NULL;
}

typedef struct Verdict {
  const char *refused_by; /* NULL when accepted */
  int errors;             /* this input's errors */
  FuzzOptions options;
  UniformRequest uniform; /* name NULL: none */
} Verdict;

/* Where --report writes: nowhere that is kept. */
static FILE *report_sink(void) {
  static FILE *sink;
  if (!sink) sink = fopen("/dev/null", "w");
  return sink;
}

/* The passes, from fresh diagnostics. */
static bool run_passes(const uint8_t *data, size_t size, const Verdict *v, PipelineResult *result) {
  diag_reset();
  const FuzzOptions *o = &v->options;
  PipelineOptions passes = {NULL, 0, NULL, 0, v->uniform.name ? &v->uniform : NULL, v->uniform.name ? 1 : 0,
                            o->allow_gather, o->report ? report_sink() : NULL, PIPELINE_DUMP_NONE, false,
                            {o->target_cpu ? TARGET_CPU : TARGET_CUDA, o->fast_math, o->row_layout}};
  PipelineInput input = {(const char *)data, size, "fuzz.c", diag_error_count()};
  return pipeline_analyze(&input, &passes, result);
}

static void emit_and_free(Program *prog, const TargetOptions *options) {
  Out code = {0};
  codegen_program(&code, prog, "fuzz.c", options);
  free(code.buf);
}

static Verdict translate(const uint8_t *data, size_t size) {
  evaluate_set_budget(100000); /* sanitizers make each step slow; the logic is the same */
  Verdict v = {NULL, 0, options_of(data, size), {0}};
  PipelineResult result;
  bool ok = run_passes(data, size, &v, &result);
  /* a uniform parameter needs a name the program has: the parse just made gives one */
  const char *name = v.options.uniform ? integer_parameter(result.program) : NULL;
  if (name) {
    long long lo = uniform_los[v.options.uniform_lo_pick];
    v.uniform = (UniformRequest){.name = name, .element = -1, .ranged = v.options.uniform_ranged, .lo = lo,
                                 .hi = lo + v.options.uniform_width};
    ok = run_passes(data, size, &v, &result);
  }
  v.refused_by = result.stopped_at;
  v.errors = diag_error_count();
  if (!ok) return v;
  Program *prog = result.program;
  TargetOptions planned = {v.options.target_cpu ? TARGET_CPU : TARGET_CUDA, v.options.fast_math,
                            v.options.row_layout};
  emit_and_free(prog, &planned);
  Out header = {0}, driver = {0};
  codegen_header(&header, prog, "fuzz.c", "fuzz.h", planned.target);
  codegen_driver(&driver, prog, "fuzz.c", "fuzz.h");
  free(header.buf);
  free(driver.buf);
  /* the other target, planned again as a run for it would plan it */
  TargetOptions other = planned;
  other.target = planned.target == TARGET_CPU ? TARGET_CUDA : TARGET_CPU;
  bool other_planned = plan_program(prog, &other);
  if (other_planned) emit_and_free(prog, &other);
  v.errors = diag_error_count();
  if (!other_planned) v.refused_by = "the other target's plan";
  else if (v.errors) v.refused_by = "codegen";
  return v;
}

#ifndef BULKCC_FUZZ_REPLAY
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  translate(data, size);
  return 0;
}
#else
static char *read_file(const char *path, size_t *size) {
  FILE *f = fopen(path, "rb");
  if (!f) return NULL;
  char *text = read_all(f, size);
  fclose(f);
  return text;
}

/* The options as bulkcc's command line spells them. */
static void print_options(const Verdict *v) {
  const FuzzOptions *o = &v->options;
  printf(" [--target=%s%s%s%s%s", o->target_cpu ? "cpu" : "cuda", o->row_layout ? " --layout=row" : "",
         o->fast_math ? " --fast-math" : "", o->allow_gather ? " --allow-gather" : "", o->report ? " --report" : "");
  if (v->uniform.name && v->uniform.ranged) printf(" --uniform %s=%lld..%lld", v->uniform.name, v->uniform.lo, v->uniform.hi);
  else if (v->uniform.name) printf(" --uniform %s", v->uniform.name);
  printf("]\n");
}

int main(int argc, char **argv) {
  if (argc < 2) {
    fprintf(stderr, "usage: fuzz_replay FILE...\n");
    return 2;
  }
  for (int i = 1; i < argc; i++) {
    size_t size;
    char *text = read_file(argv[i], &size);
    if (!text) {
      fprintf(stderr, "fuzz_replay: cannot read '%s'\n", argv[i]);
      return 2;
    }
    Verdict v = translate((const uint8_t *)text, size);
    if (v.refused_by) printf("%s: refused by %s, %d errors", argv[i], v.refused_by, v.errors);
    else printf("%s: accepted", argv[i]);
    print_options(&v);
    fflush(stdout);
    /* the syntax tree may point into the text: it is kept, as one compilation keeps it */
  }
  return 0;
}
#endif
