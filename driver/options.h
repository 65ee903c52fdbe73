/* options.h: bulkcc's command line, spelled as gcc spells the same options. */
#ifndef BULKCC_OPTIONS_H
#define BULKCC_OPTIONS_H

#include <stdbool.h>
#include <stddef.h>

#include "../analysis/sema.h"

/* bulkcc's version: CMakeLists.txt's project(VERSION), the one place it is written, passes it. */
#ifndef BULKCC_VERSION
#error "BULKCC_VERSION comes from the build: configure with CMake (CMakeLists.txt's project VERSION)"
#endif

typedef struct Options {
  const char *input;        /* the first input file */
  const char **inputs;      /* every one: several are one translation, or with --check (without
                               --link) each checked on its own */
  int ninputs;
  size_t cap_inputs;
  const char *output;      /* NULL: <input basename>.cu in the current directory; "-": stdout */
  const char *header;
  const char *cpp;
  const char **cpp_options; /* -D, -U, -I, -isystem, -include, -std= in order, and -Werror, -w */
  int ncpp_options;
  size_t cap_cpp_options;
  const char **entries;
  int nentries;
  size_t cap_entries;
  ExtentRequest *extents;   /* --extent */
  int nextents;
  size_t cap_extents;
  UniformRequest *uniforms; /* --uniform */
  int nuniforms;
  size_t cap_uniforms;
  bool check_only;
  bool link;                /* --link: several inputs checked as one translation */
  bool dep_md;              /* -MD, or -MMD (dep_user_headers_only) */
  bool dep_user_headers_only; /* -MMD: make rules without system headers */
  bool dep_phony;           /* -MP: a phony target for each header */
  bool verbose;             /* -v: the preprocessor's command and each pass, on stderr */
  const char *dep_file;     /* -MF */
  const char **dep_targets; /* -MT and -MQ in order, as cpp takes them: the option, then its target */
  int ndep_targets;
  size_t cap_dep_targets;
  const char *dump;         /* --dump=ast or --dump=plan */
  int diagnostics_format;   /* DiagFormat */
  bool diagnostics_file;    /* -fdiagnostics-format=sarif-file or json-file: to INPUT.sarif (.json) */
  bool sarif_per_input;     /* -fdiagnostics-add-output=sarif: also INPUT.sarif, beside the format's */
  const char *sarif_file;   /* -fdiagnostics-add-output=sarif:file=PATH: also one SARIF file for all */
  int colour;               /* -fdiagnostics-color: 0 auto (on a terminal), 1 always, 2 never */
  bool werror, no_warnings; /* -Werror, -w */
  bool allow_gather;        /* --allow-gather */
  bool report;              /* --report */
  const char *profile;      /* --profile FILE: the runtime's measured times, for --report */
  unsigned long long instances; /* --instances P: the call --report predicts (0: one instance) */
  bool target_cpu;          /* --target=cpu */
  bool fast_math;           /* --fast-math */
  bool reassociate;         /* --reassociate */
  bool row_layout;          /* --layout=row */
  const char *driver;       /* --emit-driver FILE */
} Options;

/* Returns 0 to go on, or the exit status to stop with (after --help, --version or a usage error). */
int options_parse(Options *opts, int argc, char **argv);

#endif
