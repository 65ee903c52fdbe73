/* pipeline.h: what bulkcc does to one preprocessed input before emitting code: parse, names and
 * types, the requested extents and uniform parameters, the public names, the obliviousness check,
 * the bounds evaluation and the plan. One function, so that bulkcc and its fuzz target
 * (fuzz/fuzz_frontend.c) run the same passes with the same options. */
#ifndef BULKCC_PIPELINE_H
#define BULKCC_PIPELINE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "../analysis/sema.h"
#include "../codegen/codegen.h"

typedef enum PipelineDump { PIPELINE_DUMP_NONE, PIPELINE_DUMP_AST, PIPELINE_DUMP_PLAN } PipelineDump;

/* The command line's part in the passes. */
typedef struct PipelineOptions {
  const char **entries;              /* the entries named (--entry), or none: every external function */
  int nentries;
  const ExtentRequest *extents;      /* --extent */
  int nextents;
  const UniformRequest *uniforms;    /* --uniform (the file's '#pragma bulkcc uniform' follows them) */
  int nuniforms;
  bool allow_gather;                 /* --allow-gather */
  FILE *report;                      /* --report: where the bounds evaluation reports; NULL: nowhere */
  PipelineDump dump;                 /* --dump=ast or --dump=plan, on standard output */
  bool verbose;                      /* -v: each pass's name on stderr */
  TargetOptions codegen;            /* the target the plan is for */
} PipelineOptions;

/* One input, after cpp. */
typedef struct PipelineInput {
  const char *text;  /* the syntax tree may point into it: keep it while the program is used */
  size_t len;
  const char *name;  /* the file's name, for diagnostics */
  int errors_before; /* diag_error_count() before this input's first diagnostic (cpp's included) */
} PipelineInput;

typedef struct PipelineResult {
  Program *program;       /* NULL where the parse gave none */
  const char *stopped_at; /* the pass that refused the input: "parse", "sema", "oblivious",
                             "evaluate" or "plan"; NULL when every pass accepted it */
} PipelineResult;

/* Runs the passes on input, each only after the ones before it accepted it (--dump=ast stops
 * after names and types, having printed the tree). True when the input is accepted; false after
 * its errors were reported. */
bool pipeline_analyze(const PipelineInput *input, const PipelineOptions *options, PipelineResult *result);

#endif
