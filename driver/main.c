/* main.c: bulkcc's pipeline: preprocess, parse, analyse, check obliviousness, emit. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../analysis/dump.h"
#include "../analysis/evaluate.h"
#include "../analysis/oblivious.h"
#include "../analysis/sema.h"
#include "../codegen/codegen.h"
#include "../frontend/diag.h"
#include "../frontend/parse.h"
#include "../frontend/preprocess.h"
#include "options.h"
#include "output.h"

enum { EXIT_INPUT_ERRORS = 1, EXIT_USAGE = 2 };

#ifndef BULKCC_VERSION
#define BULKCC_VERSION "0.1.0"
#endif

/* foo/bar.c -> bar.cu (or bar_bulk.c for the CPU), as gcc puts bar.o in the current directory */
static char *default_output(const char *input, bool cpu) {
  const char *base = strrchr(input, '/');
  base = base ? base + 1 : input;
  char *out = xcalloc(strlen(base) + 8, 1);
  strcpy(out, base);
  char *dot = strrchr(out, '.');
  if (dot) *dot = 0;
  strcat(out, cpu ? "_bulk.c" : ".cu");
  return out;
}

/* -MD without -MF: the output's name without its extension, plus .d */
static char *default_dep_file(const char *output) {
  char *d = xcalloc(strlen(output) + 3, 1);
  strcpy(d, output);
  char *dot = strrchr(d, '.');
  char *slash = strrchr(d, '/');
  if (dot && (!slash || dot > slash)) *dot = 0;
  strcat(d, ".d");
  return d;
}

int main(int argc, char **argv) {
  Options opts;
  int rc = options_parse(&opts, argc, argv);
  if (rc) return rc < 0 ? 0 : rc;
  diag_configure((DiagFormat)opts.diagnostics_format, opts.werror, opts.no_warnings);
  const char *output = opts.output ? opts.output : default_output(opts.input, opts.target_cpu);
  bool emit = !opts.check_only && !opts.dump;

  const char *dep_file = NULL;
  char *dep_temp = NULL;
  if (emit && (opts.dep_md || opts.dep_file)) {
    dep_file = opts.dep_file ? opts.dep_file : default_dep_file(strcmp(output, "-") ? output : opts.input);
    dep_temp = output_temp_name(dep_file);
  }
  PreprocessRequest req = {opts.cpp, opts.input, opts.cpp_options, opts.ncpp_options, dep_temp,
                           strcmp(output, "-") ? output : opts.input};
  size_t len = 0;
  char *text = preprocess(&req, &len);
  if (!text) {
    if (dep_temp) remove(dep_temp);
    diag_finish(stderr, BULKCC_VERSION);
    return EXIT_INPUT_ERRORS;
  }

  LibFunc *libfuncs = NULL;
  Program *prog = parse_program(text, len, opts.input, &libfuncs);
  bool ok = prog && sema_check(prog, libfuncs, opts.entries, opts.nentries);
  if (ok && opts.dump) {
    dump_program(stdout, prog);
    return 0;
  }
  ok = ok && cg_check_public_names(prog);
  ok = ok && oblivious_check(prog, opts.allow_gather) && diag_error_count() == 0;
  ok = ok && evaluate_program(prog, opts.report ? stdout : NULL);
  diag_finish(stderr, BULKCC_VERSION);
  if (!ok || !emit) {
    if (dep_temp) remove(dep_temp);
    return ok ? 0 : EXIT_INPUT_ERRORS;
  }

  Out code = {0}, header = {0}, driver = {0};
  CodegenOptions codegen = {opts.target_cpu ? TARGET_CPU : TARGET_CUDA, opts.fast_math, opts.row_layout};
  codegen_program(&code, prog, opts.input, &codegen);
  if (opts.header) codegen_header(&header, prog, opts.input, opts.header);
  if (opts.driver) codegen_driver(&driver, prog, opts.input, opts.header);
  bool written = output_write(output, code.buf, code.len) &&
                 (!opts.header || output_write(opts.header, header.buf, header.len)) &&
                 (!opts.driver || output_write(opts.driver, driver.buf, driver.len));
  if (dep_temp) {
    if (written && !output_commit(dep_temp, dep_file)) {
      diag_plain_error("cannot write dependency file '%s'", dep_file);
      written = false;
    }
    remove(dep_temp);
  }
  return written ? 0 : EXIT_USAGE;
}
