/* fuzz_frontend.c: libFuzzer target over everything after cpp: scanner, parser, system-header
 * digest, analysis, obliviousness check and both emitters. The input is preprocessed C text. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "../analysis/evaluate.h"
#include "../analysis/oblivious.h"
#include "../analysis/sema.h"
#include "../codegen/codegen.h"
#include "../frontend/parse.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  evaluate_set_budget(100000); /* sanitizers make each step slow; the logic is the same */
  LibFunc *libfuncs = NULL;
  Program *prog = parse_program((const char *)data, size, "fuzz.c", &libfuncs);
  if (!prog || !sema_check(prog, libfuncs, NULL, 0) || !oblivious_check(prog, false) || !evaluate_program(prog, NULL)) return 0;
  Out cuda = {0}, cpu = {0}, header = {0}, driver = {0};
  CodegenOptions gpu_options = {TARGET_CUDA, false, false}, cpu_options = {TARGET_CPU, false, false};
  codegen_program(&cuda, prog, "fuzz.c", &gpu_options);
  codegen_program(&cpu, prog, "fuzz.c", &cpu_options);
  codegen_header(&header, prog, "fuzz.c", "fuzz.h");
  codegen_driver(&driver, prog, "fuzz.c", "fuzz.h");
  free(cuda.buf);
  free(cpu.buf);
  free(header.buf);
  free(driver.buf);
  return 0;
}
