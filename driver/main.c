/* main.c: bulkcc's command: preprocess, run the passes (pipeline.c), emit. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "../codegen/codegen.h"
#include "../frontend/diag.h"
#include "../frontend/preprocess.h"
#include "options.h"
#include "report_model.h"
#include "output.h"
#include "pipeline.h"
#include "report_model.h"

enum { EXIT_INPUT_ERRORS = 1, EXIT_USAGE = 2 };

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

/* The input must be a file cpp can read: a directory or a missing file is said so here, as
 * cpp's own words for them mislead ("No such file or directory" for a directory). */
static bool input_readable(const char *input) {
  if (strcmp(input, "-") == 0) return true; /* standard input, as cpp reads it */
  struct stat st;
  if (stat(input, &st) != 0) {
    diag_plain_error("cannot read '%s': %s", input, strerror(errno));
    return false;
  }
  if (S_ISDIR(st.st_mode)) {
    diag_plain_error("'%s' is a directory, not a C file", input);
    return false;
  }
  return true;
}

typedef struct NamedOutput {
  const char *path, *option;
} NamedOutput;

/* No output may be the input or another output (as gcc refuses `gcc a.c -o a.c`): the run would
 * destroy its own input or write one file twice. Links are followed; devices such as /dev/null
 * may take several outputs. */
static bool outputs_distinct(const char *input, const NamedOutput *outs, int n) {
  for (int i = 0; i < n; i++) {
    if (!outs[i].path) continue;
    if (strcmp(input, "-") != 0 && output_same_file(input, outs[i].path)) {
      diag_plain_error("input file '%s' is the same as output file '%s' (%s)", input, outs[i].path, outs[i].option);
      return false;
    }
    for (int j = 0; j < i; j++) {
      if (!outs[j].path) continue;
      bool both_stdout = strcmp(outs[i].path, "-") == 0 && strcmp(outs[j].path, "-") == 0;
      bool both_special = output_is_special(outs[i].path) && output_is_special(outs[j].path);
      if (both_stdout) {
        diag_plain_error("%s and %s both write to standard output ('-')", outs[j].option, outs[i].option);
        return false;
      }
      if (!both_special && output_same_file(outs[i].path, outs[j].path)) {
        diag_plain_error("%s '%s' and %s '%s' name the same file", outs[j].option, outs[j].path, outs[i].option,
                         outs[i].path);
        return false;
      }
    }
  }
  return true;
}

/* A JSON or SARIF document of the diagnostics kept from the from'th in the file name (on stderr
 * after an error where it cannot be written). */
static void write_document_file(const char *name, DiagFormat format, int from) {
  FILE *f = fopen(name, "w");
  if (!f) fprintf(stderr, "bulkcc: error: cannot write the diagnostics to '%s': %s\n", name, strerror(errno));
  diag_write_document(f ? f : stderr, format, BULKCC_VERSION, from);
  if (f && fclose(f) != 0) fprintf(stderr, "bulkcc: error: cannot write the diagnostics to '%s': %s\n", name, strerror(errno));
}

/* One input's documents, of its diagnostics (those kept from the from'th): INPUT.sarif (.json)
 * in the current directory, as gcc's -fdiagnostics-format=sarif-file and
 * -fdiagnostics-add-output=sarif write them, one per input. */
static void finish_input_diagnostics(const Options *opts, const char *input, int from) {
  const char *slash = strrchr(input, '/');
  const char *base = slash ? slash + 1 : input;
  bool format_is_sarif = opts->diagnostics_format == DIAG_SARIF;
  if (opts->diagnostics_file)
    write_document_file(intern_format("%s.%s", base, format_is_sarif ? "sarif" : "json"),
                        (DiagFormat)opts->diagnostics_format, from);
  if (opts->sarif_per_input && !(opts->diagnostics_file && format_is_sarif))
    write_document_file(intern_format("%s.sarif", base), DIAG_SARIF, from);
}

/* The run's diagnostics' end: the count (or the document) on stderr, unless they went to a file
 * per input, and the SARIF file for every input that -fdiagnostics-add-output names. */
static void finish_run_diagnostics(const Options *opts) {
  if (!opts->diagnostics_file) diag_finish(stderr, BULKCC_VERSION);
  if (opts->sarif_file) write_document_file(opts->sarif_file, DIAG_SARIF, 0);
}

/* The end of a run of one input. */
static void finish_diagnostics(const Options *opts) {
  finish_input_diagnostics(opts, opts->input, 0);
  finish_run_diagnostics(opts);
}

static void pass(const Options *opts, const char *input, const char *what) {
  if (opts->verbose) fprintf(stderr, "bulkcc: %s: %s\n", input, what);
}

/* Appends the file at path to the one at to (cpp's make rules of a later input after the first's),
 * then removes it. */
static bool append_file(const char *to, const char *path) {
  FILE *in = fopen(path, "rb"), *out = in ? fopen(to, "ab") : NULL;
  bool ok = in && out;
  char buf[4096];
  size_t n;
  while (ok && (n = fread(buf, 1, sizeof buf, in)) > 0) ok = fwrite(buf, 1, n, out) == n;
  if (in) fclose(in);
  if (out && fclose(out) != 0) ok = false;
  remove(path);
  if (!ok) diag_plain_error("cannot add the dependencies of another input to '%s': %s", to, strerror(errno));
  return ok;
}

/* Every input after cpp, one after another, each after a marker `# 0 "INPUT"` by which the parser
 * knows where one begins (and passes over a user header an earlier one read). NULL after cpp's
 * errors, reported. */
static char *preprocess_inputs(const Options *opts, const char **inputs, int ninputs, const char *dep_temp,
                               const char **dep_targets, int ndep_targets, size_t *len) {
  char *all = NULL;
  size_t used = 0, cap = 0;
  bool ok = true;
  for (int i = 0; i < ninputs && ok; i++) {
    const char *deps = dep_temp && i > 0 ? intern_format("%s.%d", dep_temp, i) : dep_temp;
    PreprocessRequest req = {opts->cpp, inputs[i], opts->cpp_options, opts->ncpp_options, deps, dep_targets,
                             ndep_targets, opts->dep_user_headers_only, opts->dep_phony, opts->verbose,
                             opts->diagnostics_format != DIAG_TEXT || opts->sarif_file || opts->sarif_per_input,
                             output_child_slot()};
    size_t n = 0;
    pass(opts, inputs[i], "preprocess");
    char *text = preprocess(&req, &n);
    if (!text) {
      ok = false;
      break;
    }
    if (ninputs == 1) {
      *len = n;
      return text;
    }
    if (deps && i > 0) ok = append_file(dep_temp, deps);
    Out marker = {0};
    out_printf(&marker, "# 0 \"");
    for (const char *c = inputs[i]; *c; c++) out_printf(&marker, *c == '"' || *c == '\\' ? "\\%c" : "%c", *c);
    out_printf(&marker, "\"\n");
    all = grow_array(all, &cap, used + marker.len + n + 2, 1, "the inputs after cpp");
    memcpy(all + used, marker.buf, marker.len);
    used += marker.len;
    memcpy(all + used, text, n);
    used += n;
    if (n && text[n - 1] != '\n') all[used++] = '\n';
    all[used] = 0;
    free(marker.buf);
    free(text);
  }
  if (!ok) {
    free(all);
    return NULL;
  }
  *len = used;
  return all;
}

/* Preprocesses the inputs (several make one translation, as a library's files are linked), then
 * parses, analyses and plans them (--dump prints and stops); false after errors, reported.
 * dep_temp and dep_targets: cpp's make rules, when wanted. */
static bool analyze(const Options *opts, const char **inputs, int ninputs, const char *dep_temp,
                    const char **dep_targets, int ndep_targets, const TargetOptions *codegen, Program **result) {
  int errors_before = diag_error_count(), failures_before = diag_failure_count();
  size_t len = 0;
  const char *input = inputs[0];
  char *text = preprocess_inputs(opts, inputs, ninputs, dep_temp, dep_targets, ndep_targets, &len);
  if (!text) return false;
  PipelineOptions passes = {opts->entries, opts->nentries, opts->extents, opts->nextents, opts->uniforms,
                            opts->nuniforms, opts->allow_gather, opts->report ? stdout : NULL,
                            !opts->dump ? PIPELINE_DUMP_NONE
                            : strcmp(opts->dump, "ast") == 0 ? PIPELINE_DUMP_AST : PIPELINE_DUMP_PLAN,
                            opts->verbose, *codegen};
  PipelineResult analysed;
  bool ok = pipeline_analyze(&(PipelineInput){text, len, input, errors_before}, &passes, &analysed);
  *result = analysed.program;
  return ok && diag_failure_count() == failures_before; /* -Werror's errors too, found in every pass */
}

/* --check of several inputs: each analysed in turn, every diagnostic in one report. */
static int check_inputs(const Options *opts) {
  TargetOptions codegen = {opts->target_cpu ? TARGET_CPU : TARGET_CUDA, opts->fast_math, opts->row_layout, opts->reassociate};
  bool all = true;
  for (int i = 0; i < opts->ninputs; i++) {
    Program *prog = NULL;
    int first_kept = diag_kept_count();
    NamedOutput sarif = {opts->sarif_file, "-fdiagnostics-add-output"};
    all = input_readable(opts->inputs[i]) && outputs_distinct(opts->inputs[i], &sarif, 1) &&
          analyze(opts, &opts->inputs[i], 1, NULL, NULL, 0, &codegen, &prog) && all;
    finish_input_diagnostics(opts, opts->inputs[i], first_kept);
  }
  finish_run_diagnostics(opts);
  return all ? 0 : EXIT_INPUT_ERRORS;
}

int main(int argc, char **argv) {
  Options opts;
  int rc = options_parse(&opts, argc, argv);
  if (rc) return rc < 0 ? 0 : rc;
  diag_configure((DiagFormat)opts.diagnostics_format, opts.werror, opts.no_warnings);
  if (opts.sarif_file || opts.sarif_per_input) diag_keep_all();
  const char *term = getenv("TERM");
  diag_use_colour(opts.colour == 1 || (opts.colour == 0 && isatty(STDERR_FILENO) && term && strcmp(term, "dumb") != 0));
  if ((opts.profile || opts.instances) && !opts.report) {
    diag_plain_error("--profile and --instances go with --report, which prints the predictions they ask for");
    finish_diagnostics(&opts);
    return EXIT_USAGE;
  }
  if (opts.ninputs > 1 && opts.check_only && !opts.link) return check_inputs(&opts);
  for (int i = 0; i < opts.ninputs; i++)
    if (!input_readable(opts.inputs[i])) {
      finish_diagnostics(&opts);
      return EXIT_INPUT_ERRORS;
    }
  const char *output = opts.output ? opts.output : default_output(opts.input, opts.target_cpu);
  bool to_stdout = strcmp(output, "-") == 0;
  bool emit = !opts.check_only && !opts.dump;

  const char *dep_file = NULL, **dep_targets = opts.dep_targets;
  int ndep_targets = opts.ndep_targets;
  const char *default_target[] = {"-MQ", output}; /* the file made, quoted for make as gcc quotes it */
  if (emit && (opts.dep_md || opts.dep_file)) {
    /* make's target is the file made; on standard output no file is, so the user names it */
    if (to_stdout && !ndep_targets) {
      diag_plain_error("-MD or -MF with '-o -' needs -MT TARGET to name the make target (the output has no file name)");
      finish_diagnostics(&opts);
      return EXIT_USAGE;
    }
    if (!ndep_targets) dep_targets = default_target, ndep_targets = 2;
    dep_file = opts.dep_file ? opts.dep_file : default_dep_file(to_stdout ? default_output(opts.input, opts.target_cpu) : output);
  }
  NamedOutput outs[] = {{emit ? output : NULL, opts.output ? "-o" : "the default output"},
                        {emit ? opts.header : NULL, "--header"},
                        {emit ? opts.driver : NULL, "--emit-driver"},
                        {dep_file, opts.dep_file ? "-MF" : "-MD"},
                        {opts.sarif_file, "-fdiagnostics-add-output"}};
  for (int i = 0; i < opts.ninputs; i++)
    if (!outputs_distinct(opts.inputs[i], outs, (int)(sizeof outs / sizeof outs[0]))) {
      finish_diagnostics(&opts);
      return EXIT_USAGE;
    }

  OutputSet *outputs = emit ? output_set_new() : NULL;
  const char *dep_temp = NULL;
  if (dep_file && !(dep_temp = output_stage_external(outputs, dep_file))) {
    output_discard(outputs);
    finish_diagnostics(&opts);
    return EXIT_USAGE;
  }
  TargetOptions codegen = {opts.target_cpu ? TARGET_CPU : TARGET_CUDA, opts.fast_math, opts.row_layout, opts.reassociate};
  Program *prog = NULL;
  bool ok = analyze(&opts, opts.inputs, opts.ninputs, dep_temp, dep_targets, ndep_targets, &codegen, &prog);
  const char *why = NULL;
  if (ok && !opts.dump && opts.report && !report_model(stdout, prog, opts.profile, opts.instances, &why)) {
    diag_plain_error("--profile: %s", why);
    if (outputs) output_discard(outputs);
    finish_diagnostics(&opts);
    return EXIT_USAGE;
  }
  if (ok && opts.dump) return 0;
  if (!ok || !emit) {
    if (outputs) output_discard(outputs);
    finish_diagnostics(&opts);
    return ok ? 0 : EXIT_INPUT_ERRORS;
  }

  Out code = {0}, header = {0}, driver = {0};
  codegen_program(&code, prog, opts.input, &codegen);
  if (opts.header) codegen_header(&header, prog, opts.input, opts.header, codegen.target);
  if (opts.driver) codegen_driver(&driver, prog, opts.input, opts.header);
  /* every output is written to its temporary before any replaces its file: all or none */
  bool staged = output_stage(outputs, output, code.buf, code.len) &&
                (!opts.header || output_stage(outputs, opts.header, header.buf, header.len)) &&
                (!opts.driver || output_stage(outputs, opts.driver, driver.buf, driver.len));
  bool written = staged && output_commit(outputs);
  if (!staged) output_discard(outputs);
  finish_diagnostics(&opts); /* after the writing, so a JSON document holds its errors too */
  return written ? 0 : EXIT_USAGE;
}
