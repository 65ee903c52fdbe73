/* options.c: parses the command line of SPEC section 4. */
#define _XOPEN_SOURCE 700 /* realpath */
#include "options.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../frontend/ast.h"
#include "../frontend/diag.h"

static const char usage[] =
  "usage: bulkcc [options] file.c...\n"
  "       bulkcc --check [--link] [options] file.c...\n"
  "\n"
  "Translates the functions of a C file into CUDA kernels that run them on many\n"
  "independent inputs at once (bulk execution), after checking that they are oblivious.\n"
  "Several files are one translation, as a library's files are linked: entries may call\n"
  "functions of any of them, and a header they share is read once.\n"
  "\n"
  "  -o FILE          write the CUDA (or CPU) file to FILE ('-' for standard output);\n"
  "                   default: the input's name with .cu (_bulk.c for the CPU), in the current directory\n"
  "  --header FILE    also write a C header declaring NAME_bulk for each entry (and for\n"
  "                   CUDA, NAME_bulk_device for data already on the GPU)\n"
  "  --target=cuda|cpu  CUDA C++ for the GPU (default), or C11 with OpenMP for the CPU;\n"
  "                   both keep the NAME_bulk interface\n"
  "  --layout=column|row  per-instance arrays column-wise (default: the warp's accesses\n"
  "                   coalesce) or row-wise, each instance's arrays contiguous (for comparison)\n"
  "  --fast-math      let the GPU fuse a * b + c (by default products are rounded as C rounds them)\n"
  "  --reassociate    let the team form add (or multiply) a loop's floating-point sum or running\n"
  "                   sum across the lanes, in another order that rounds otherwise\n"
  "  --emit-driver FILE  also write a C program that checks each entry against the\n"
  "                   sequential C on random inputs and times both\n"
  "  -D NAME[=VALUE]  define a macro, as cc does (also -U NAME, -I DIR, -isystem DIR,\n"
  "                   -iquote DIR, -include FILE, -imacros FILE, -std=STANDARD)\n"
  "  --entry NAME     translate only this entry (repeatable), static or not; default:\n"
  "                   every function with external linkage except main\n"
  "  --extent NAME=N  the elements per instance of the entries' pointer or unsized array\n"
  "                   parameter NAME (default: the elements its accesses reach)\n"
  "  --uniform NAME[=LO..HI]  the entries' scalar parameter NAME is the same for every\n"
  "                   instance: passed once, and loop bounds, indices and jumps may depend\n"
  "                   on it; an integer's accepted values are those for which every access\n"
  "                   is proved in bounds, from 0 up (or LO..HI, checked) (repeatable;\n"
  "                   in the file: #pragma bulkcc uniform NAME[=LO..HI] ...); NAME[K]=LO..HI:\n"
  "                   element K of the read-only array NAME, checked by NAME_bulk\n"
  "  --check          analyse only: report errors, write nothing (for Makefiles and CI);\n"
  "                   several files are checked each on its own, as cc -fsyntax-only does\n"
  "  --link           with --check, several files are checked as one translation\n"
  "  --allow-gather   accept input-dependent indices, loops and jumps with a warning about\n"
  "                   their cost (or mark one statement with '#pragma bulkcc gather')\n"
  "  --report         print, per entry, its arrays, memory accesses per instance and bounds,\n"
  "                   and the cost model's counts\n"
  "  --profile FILE   with --report, the time the runtime's cost model predicts for each form\n"
  "                   from FILE, the times it measured on a device (BULK_PROFILE=FILE)\n"
  "  --instances P    ... for a call of P instances (default 1)\n"
  "  -fdiagnostics-format=text|json|sarif|json-file|sarif-file\n"
  "                   how errors are written (json and sarif: one document on standard error;\n"
  "                   json-file and sarif-file: one per input, in INPUT.json or INPUT.sarif in\n"
  "                   the current directory; also spelled --diagnostics-format=)\n"
  "  -fdiagnostics-add-output=sarif[:file=PATH]  also a SARIF document, besides the format's\n"
  "                   output: in PATH for every input, or without file= in INPUT.sarif for each\n"
  "  -fdiagnostics-color[=auto|always|never]  colours, as gcc's (default: auto, on a terminal)\n"
  "  -Werror, -w      make warnings errors (-Wno-error: not); silence warnings\n"
  "  -Wno-NAME, -Werror=NAME, -Wno-error=NAME  for the warnings named [-WNAME] (an unknown\n"
  "                   NAME in -Wno-NAME is ignored, as gcc ignores it)\n"
  "  -MD              write a make dependency file beside the output (OUTPUT without .cu, plus .d)\n"
  "  -MMD             the same, without system headers\n"
  "  -MP              a phony target for each header (make goes on when one is deleted)\n"
  "  -MF FILE         write the dependency file to FILE\n"
  "  -MT TARGET       a make target of the dependency file (repeatable, written in order;\n"
  "                   default: the output, quoted for make; needed with '-o -', whose output\n"
  "                   has no file name)\n"
  "  -MQ TARGET       the same, with the characters special to make quoted\n"
  "  --cpp=CMD        preprocessor command (default: cpp)\n"
  "  --print-runtime-dir  the directory of bulk_runtime.h (-I for the emitted code), and stop\n"
  "  -v               print the preprocessor's command and each pass, as it runs, on stderr\n"
  "  --dump=ast       print the typed syntax tree and stop\n"
  "  --dump=plan      print the decisions code generation follows, per function, and stop\n"
  "  --version        print the version\n"
  "  --help           print this help\n"
  "\n"
  "Exit status: 0 success, 1 the input has errors, 2 usage or internal failure.\n";

/* Appends to a list of options (at most argc of them, so an int counts them). */
static void push(const char ***list, int *n, size_t *cap, const char *item, const char *what) {
  *list = grow_array(*list, cap, (size_t)*n + 1, sizeof **list, what);
  (*list)[(*n)++] = item;
}

static int usage_error(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static int usage_error(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  fputs("bulkcc: error: ", stderr);
  vfprintf(stderr, fmt, ap);
  va_end(ap);
  fputs("\n(run 'bulkcc --help' for the options)\n", stderr);
  return 2;
}

/* The value of an option given as `-xVALUE`, `--opt=VALUE` or `-x VALUE`. */
static const char *value_of(const char *arg, const char *name, int *i, int argc, char **argv, bool *missing) {
  size_t n = strlen(name);
  *missing = false;
  if (strncmp(arg, name, n) != 0) return NULL;
  if (arg[n] == '=' && name[1] == '-') return arg + n + 1;
  if (arg[n] && name[1] != '-') return arg + n;
  if (arg[n]) return NULL;
  if (*i + 1 >= argc) {
    *missing = true;
    return NULL;
  }
  return argv[++*i];
}

/* Where bulk_runtime.h is: beside an installed bulkcc (PREFIX/include/bulkcc), or in the source
 * tree of the build it comes from. */
static void print_runtime_dir(void) {
  char *exe = realpath("/proc/self/exe", NULL); /* any length */
  char *slash = exe ? strrchr(exe, '/') : NULL;
  if (slash) {
    *slash = 0;
    const char *dir = intern_format("%s/../%s/bulkcc", exe, BULKCC_INCLUDEDIR);
    char *real = access(intern_format("%s/bulk_runtime.h", dir), R_OK) == 0 ? realpath(dir, NULL) : NULL;
    if (real) {
      puts(real);
      free(real);
      free(exe);
      return;
    }
  }
  free(exe);
  puts(BULKCC_SOURCE_RUNTIME_DIR);
}

/* -fdiagnostics-add-output=sarif[:KEY=VALUE,...], as gcc 15 spells it: file=PATH names one
 * document for every input; version=2.1 is the only version written. False after saying why. */
static bool parse_added_output(Options *o, const char *spec) {
  const char *colon = strchr(spec, ':');
  size_t scheme = colon ? (size_t)(colon - spec) : strlen(spec);
  if (scheme != 5 || strncmp(spec, "sarif", 5) != 0) {
    usage_error("unknown diagnostics output '%.*s' in '-fdiagnostics-add-output=%s' (known: sarif)", (int)scheme,
                spec, spec);
    return false;
  }
  const char *file = NULL;
  for (const char *key = colon ? colon + 1 : NULL; key;) {
    const char *comma = strchr(key, ',');
    size_t len = comma ? (size_t)(comma - key) : strlen(key);
    char *pair = xcalloc(len + 1, 1); /* kept: file= points into it */
    memcpy(pair, key, len);
    if (strncmp(pair, "file=", 5) == 0 && pair[5]) {
      file = pair + 5;
    } else if (strcmp(pair, "version=2.1") != 0) {
      usage_error("unknown setting '%s' in '-fdiagnostics-add-output=%s' (known: file=PATH, version=2.1)", pair, spec);
      return false;
    }
    key = comma ? comma + 1 : NULL;
  }
  if (!file) {
    o->sarif_per_input = true;
  } else if (o->sarif_file) {
    usage_error("two SARIF files for every input ('%s' and '%s'): bulkcc writes one", o->sarif_file, file);
    return false;
  } else {
    o->sarif_file = file;
  }
  return true;
}

/* Two inputs of one base name would write one INPUT.sarif (or .json) in turn, the second over
 * the first: refused, naming the way to one file for all. */
static int per_input_names_clash(const Options *o) {
  if (!o->diagnostics_file && !o->sarif_per_input) return 0;
  for (int i = 0; i < o->ninputs; i++)
    for (int j = 0; j < i; j++) {
      const char *a = strrchr(o->inputs[i], '/'), *b = strrchr(o->inputs[j], '/');
      if (strcmp(a ? a + 1 : o->inputs[i], b ? b + 1 : o->inputs[j]) == 0)
        return usage_error("inputs '%s' and '%s' would write their diagnostics to one file, named after both; "
                           "name one file for every input with -fdiagnostics-add-output=sarif:file=PATH",
                           o->inputs[j], o->inputs[i]);
    }
  return 0;
}

int options_parse(Options *o, int argc, char **argv) {
  memset(o, 0, sizeof *o);
  o->cpp = "cpp";
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i], *v;
    bool missing = false;
    if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
      fputs(usage, stdout);
      return -1;
    }
    if (strcmp(a, "--print-runtime-dir") == 0) {
      print_runtime_dir();
      return -1;
    }
    if (strcmp(a, "--version") == 0) {
      printf("bulkcc %s\n", BULKCC_VERSION);
      return -1;
    }
    if (strcmp(a, "--check") == 0) { o->check_only = true; continue; }
    if (strcmp(a, "--link") == 0) { o->link = true; continue; }
    if (strcmp(a, "--allow-gather") == 0) { o->allow_gather = true; continue; }
    if (strcmp(a, "--report") == 0) { o->report = true; continue; }
    if (strcmp(a, "--fast-math") == 0) { o->fast_math = true; continue; }
    if (strcmp(a, "--reassociate") == 0) { o->reassociate = true; continue; }
    if (strncmp(a, "--layout=", 9) == 0) {
      if (strcmp(a + 9, "row") == 0) o->row_layout = true;
      else if (strcmp(a + 9, "column") == 0) o->row_layout = false;
      else return usage_error("unknown layout '%s' (known: column, row)", a + 9);
      continue;
    }
    if (strncmp(a, "--target=", 9) == 0) {
      if (strcmp(a + 9, "cpu") == 0) o->target_cpu = true;
      else if (strcmp(a + 9, "cuda") == 0) o->target_cpu = false;
      else return usage_error("unknown target '%s' (known: cuda, cpu)", a + 9);
      continue;
    }
    if ((v = value_of(a, "--emit-driver", &i, argc, argv, &missing)) || missing) {
      if (missing) return usage_error("missing file name after '%s'", a);
      o->driver = v;
      continue;
    }
    /* cpp's warnings (#warning) follow them too, in every diagnostics format */
    if (strcmp(a, "-Werror") == 0) {
      o->werror = true;
      push(&o->cpp_options, &o->ncpp_options, &o->cap_cpp_options, a, "the preprocessor's options");
      continue;
    }
    if (strcmp(a, "-Wno-error") == 0) { /* undoes -Werror, as gcc's does */
      o->werror = false;
      push(&o->cpp_options, &o->ncpp_options, &o->cap_cpp_options, a, "the preprocessor's options");
      continue;
    }
    if (strcmp(a, "-w") == 0) {
      o->no_warnings = true;
      push(&o->cpp_options, &o->ncpp_options, &o->cap_cpp_options, a, "the preprocessor's options");
      continue;
    }
    if (strncmp(a, "--diagnostics-format=", 21) == 0 || strncmp(a, "-fdiagnostics-format=", 21) == 0) {
      const char *f = a + 21;
      o->diagnostics_file = strcmp(f, "json-file") == 0 || strcmp(f, "sarif-file") == 0;
      if (strcmp(f, "text") == 0) o->diagnostics_format = DIAG_TEXT;
      else if (strncmp(f, "json", 4) == 0 && (!f[4] || o->diagnostics_file)) o->diagnostics_format = DIAG_JSON;
      else if (strncmp(f, "sarif", 5) == 0 && (!f[5] || o->diagnostics_file)) o->diagnostics_format = DIAG_SARIF;
      else return usage_error("unknown diagnostics format '%s' (known: text, json, sarif, json-file, sarif-file)", f);
      continue;
    }
    if (strncmp(a, "-fdiagnostics-add-output=", 25) == 0) {
      if (!parse_added_output(o, a + 25)) return 2;
      continue;
    }
    if (strcmp(a, "-fdiagnostics-color") == 0 || strncmp(a, "-fdiagnostics-color=", 20) == 0) {
      const char *when = a[19] ? a + 20 : "always";
      if (strcmp(when, "auto") == 0) o->colour = 0;
      else if (strcmp(when, "always") == 0) o->colour = 1;
      else if (strcmp(when, "never") == 0) o->colour = 2;
      else return usage_error("unknown -fdiagnostics-color setting '%s' (known: auto, always, never)", when);
      continue;
    }
    if (strcmp(a, "-fno-diagnostics-color") == 0) { o->colour = 2; continue; }
    if (strcmp(a, "-Wall") == 0 || strcmp(a, "-Wextra") == 0) continue; /* every warning is on already */
    if (strncmp(a, "-W", 2) == 0 && strcmp(a, "-Werror") != 0) {
      /* -Wno-NAME, -Werror=NAME, -Wno-error=NAME, -WNAME: NAME as a warning's [-WNAME] says */
      const char *name = a + 2;
      WarningSetting setting = WARNING_DEFAULT;
      if (strncmp(name, "no-error=", 9) == 0) name += 9, setting = WARNING_NOT_ERROR;
      else if (strncmp(name, "error=", 6) == 0) name += 6, setting = WARNING_ERROR;
      else if (strncmp(name, "no-", 3) == 0) name += 3, setting = WARNING_OFF;
      /* an unknown -Wno-NAME passes in silence, as gcc's does: a project's CFLAGS turn off
       * warnings of other compilers */
      if (!diag_configure_warning(name, setting) && setting != WARNING_OFF) {
        return usage_error("unknown warning '%s' (known: -Wall, -Wextra, -Werror, and with -W, -Wno-, -Werror= or "
                           "-Wno-error= before it: %s)", a, diag_warning_names());
      }
      continue;
    }
    if (strcmp(a, "-MD") == 0) { o->dep_md = true; continue; }
    if (strcmp(a, "-MMD") == 0) { o->dep_md = o->dep_user_headers_only = true; continue; }
    if (strcmp(a, "-MP") == 0) { o->dep_phony = true; continue; }
    if (strcmp(a, "-v") == 0) { o->verbose = true; continue; }
    if (strncmp(a, "-std=", 5) == 0) { /* the preprocessor's, as gcc's is the dialect's */
      push(&o->cpp_options, &o->ncpp_options, &o->cap_cpp_options, a, "the preprocessor's options");
      continue;
    }
    if (strcmp(a, "-isystem") == 0 || strcmp(a, "-include") == 0 || strcmp(a, "-imacros") == 0 ||
        strcmp(a, "-iquote") == 0) {
      if (i + 1 >= argc || !*argv[i + 1]) return usage_error("missing argument after '%s'", a);
      push(&o->cpp_options, &o->ncpp_options, &o->cap_cpp_options, a, "the preprocessor's options");
      push(&o->cpp_options, &o->ncpp_options, &o->cap_cpp_options, argv[++i], "the preprocessor's options");
      continue;
    }
    if (strncmp(a, "--cpp=", 6) == 0) { o->cpp = a + 6; continue; }
    if (strncmp(a, "--dump=", 7) == 0) {
      o->dump = a + 7;
      if (strcmp(o->dump, "ast") != 0 && strcmp(o->dump, "plan") != 0)
        return usage_error("unknown --dump kind '%s' (known: ast, plan)", o->dump);
      continue;
    }
    if ((v = value_of(a, "-MF", &i, argc, argv, &missing)) || missing) {
      if (missing) return usage_error("missing file name after '%s'", a);
      o->dep_file = v;
      continue;
    }
    /* every -MT and -MQ names a target, in order, as gcc writes them (-MQ quoted for make) */
    const char *target_option = strncmp(a, "-MT", 3) == 0 ? "-MT" : strncmp(a, "-MQ", 3) == 0 ? "-MQ" : NULL;
    if (target_option && ((v = value_of(a, target_option, &i, argc, argv, &missing)) || missing)) {
      if (missing) return usage_error("missing target after '%s'", a);
      push(&o->dep_targets, &o->ndep_targets, &o->cap_dep_targets, target_option, "the make targets");
      push(&o->dep_targets, &o->ndep_targets, &o->cap_dep_targets, v, "the make targets");
      continue;
    }
    if ((v = value_of(a, "--header", &i, argc, argv, &missing)) || missing) {
      if (missing) return usage_error("missing file name after '%s'", a);
      o->header = v;
      continue;
    }
    if ((v = value_of(a, "--profile", &i, argc, argv, &missing)) || missing) {
      if (missing) return usage_error("missing file name after '%s'", a);
      o->profile = v;
      continue;
    }
    if ((v = value_of(a, "--instances", &i, argc, argv, &missing)) || missing) {
      if (missing) return usage_error("missing count after '%s'", a);
      char *end = NULL;
      errno = 0;
      unsigned long long n = strtoull(v, &end, 10);
      if (end == v || *end || errno || n < 1 || v[0] == '-')
        return usage_error("'--instances %s': expected a count of instances, 1 or more", v);
      o->instances = n;
      continue;
    }
    if ((v = value_of(a, "--entry", &i, argc, argv, &missing)) || missing) {
      if (missing) return usage_error("missing function name after '%s'", a);
      push(&o->entries, &o->nentries, &o->cap_entries, v, "the --entry functions");
      continue;
    }
    if ((v = value_of(a, "--extent", &i, argc, argv, &missing)) || missing) {
      if (missing) return usage_error("missing NAME=N after '%s'", a);
      const char *eq = strchr(v, '=');
      char *end = NULL;
      errno = 0;
      long long n = eq ? strtoll(eq + 1, &end, 10) : 0;
      if (!eq || eq == v || end == eq + 1 || *end || errno || n < 1 || n > (1LL << 31))
        return usage_error("'--extent %s': expected NAME=N, with N elements from 1 to 2^31", v);
      ExtentRequest r = {xcalloc((size_t)(eq - v) + 1, 1), n};
      memcpy((char *)r.name, v, (size_t)(eq - v));
      o->extents = grow_array(o->extents, &o->cap_extents, (size_t)o->nextents + 1, sizeof *o->extents,
                              "the --extent parameters");
      o->extents[o->nextents++] = r;
      continue;
    }
    if ((v = value_of(a, "--uniform", &i, argc, argv, &missing)) || missing) {
      if (missing) return usage_error("missing parameter name after '%s'", a);
      UniformRequest r;
      const char *wrong = uniform_request_parse(v, strlen(v), &r);
      if (wrong) return usage_error("'--uniform %s': %s", v, wrong);
      o->uniforms = grow_array(o->uniforms, &o->cap_uniforms, (size_t)o->nuniforms + 1, sizeof *o->uniforms,
                               "the --uniform parameters");
      o->uniforms[o->nuniforms++] = r;
      continue;
    }
    if ((v = value_of(a, "-o", &i, argc, argv, &missing)) || missing) {
      if (missing) return usage_error("missing file name after '%s'", a);
      o->output = v;
      continue;
    }
    if (a[0] == '-' && (a[1] == 'D' || a[1] == 'U' || a[1] == 'I') ) {
      char flag[3] = {'-', a[1], 0};
      if ((v = value_of(a, flag, &i, argc, argv, &missing)) || missing) {
        if (missing || !*v) return usage_error("missing argument after '%s'", a);
        char *joined = xcalloc(strlen(v) + 3, 1);
        sprintf(joined, "-%c%s", a[1], v);
        push(&o->cpp_options, &o->ncpp_options, &o->cap_cpp_options, joined, "the preprocessor's options");
        continue;
      }
    }
    if (a[0] == '-' && a[1]) return usage_error("unknown option '%s'", a);
    push(&o->inputs, &o->ninputs, &o->cap_inputs, a, "the input files");
    if (!o->input) o->input = a;
  }
  if (!o->input) return usage_error("%s", "no input file");
  if (o->ninputs > 1 && !o->check_only) o->link = true; /* translated together, as a library is linked */
  return per_input_names_clash(o);
}
