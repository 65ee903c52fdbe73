/* fuzz_frontend.c: libFuzzer target over everything after cpp: scanner, parser, system-header
 * digest, analysis, obliviousness check, bounds evaluation, the plan and both emitters (into
 * memory). The input is preprocessed C text. Each input starts from fresh state: a pass that
 * keeps state between programs offers a reset function (declared weak here, so that a pass
 * without state, or without its reset yet, still links), and the verdict counts only this
 * input's errors.
 *
 * Built with -DBULKCC_FUZZ_REPLAY instead of libFuzzer, it is the program fuzz_replay:
 *   fuzz_replay FILE...
 * runs every FILE in one process, in order, and prints one verdict a line ("FILE: accepted" or
 * "FILE: refused by STAGE, N errors"), so that a test can compare the verdicts of one process
 * with those of one process per file. */
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../analysis/evaluate.h"
#include "../analysis/oblivious.h"
#include "../analysis/sema.h"
#include "../codegen/codegen.h"
#include "../frontend/diag.h"
#include "../frontend/parse.h"
#include "../plan/plan.h"

/* Resets of passes that keep state between programs; null where the pass has none. */
void diag_reset(void) __attribute__((weak));
void oblivious_reset(void) __attribute__((weak));
void evaluate_reset(void) __attribute__((weak));

typedef struct Verdict {
  const char *refused_by; /* NULL when accepted */
  int errors;             /* this input's errors */
} Verdict;

static Verdict translate(const uint8_t *data, size_t size) {
  if (diag_reset) diag_reset();
  if (oblivious_reset) oblivious_reset();
  if (evaluate_reset) evaluate_reset();
  int errors_before = diag_error_count();
  evaluate_set_budget(100000); /* sanitizers make each step slow; the logic is the same */
  LibFunc *libfuncs = NULL;
  Verdict v = {NULL, 0};
  Program *prog = parse_program((const char *)data, size, "fuzz.c", &libfuncs);
  if (!prog) v.refused_by = "parse";
  else if (!sema_check(prog, libfuncs, NULL, 0)) v.refused_by = "sema";
  else if (!oblivious_check(prog, false) || diag_error_count() != errors_before) v.refused_by = "oblivious";
  else if (!evaluate_program(prog, NULL)) v.refused_by = "evaluate";
  v.errors = diag_error_count() - errors_before;
  if (v.refused_by) return v;
  Out cuda = {0}, cpu = {0}, header = {0}, driver = {0};
  CodegenOptions gpu_options = {TARGET_CUDA, false, false}, cpu_options = {TARGET_CPU, false, false};
  /* each target's plan before its emission: the CPU's widens the scalars of its SPMD form */
  plan_program(prog, &gpu_options);
  codegen_program(&cuda, prog, "fuzz.c", &gpu_options);
  plan_program(prog, &cpu_options);
  codegen_program(&cpu, prog, "fuzz.c", &cpu_options);
  codegen_header(&header, prog, "fuzz.c", "fuzz.h", TARGET_CUDA);
  codegen_driver(&driver, prog, "fuzz.c", "fuzz.h");
  free(cuda.buf);
  free(cpu.buf);
  free(header.buf);
  free(driver.buf);
  v.errors = diag_error_count() - errors_before;
  if (v.errors) v.refused_by = "codegen";
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
    if (v.refused_by) printf("%s: refused by %s, %d errors\n", argv[i], v.refused_by, v.errors);
    else printf("%s: accepted\n", argv[i]);
    fflush(stdout);
    /* the syntax tree may point into the text: it is kept, as one compilation keeps it */
  }
  return 0;
}
#endif
