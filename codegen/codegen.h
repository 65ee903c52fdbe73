/* codegen.h: emitters of the translation unit (CUDA or CPU), the C header and the checking driver. */
#ifndef BULKCC_CODEGEN_H
#define BULKCC_CODEGEN_H

#include "../frontend/ast.h"
#include "out.h"

typedef enum Target { TARGET_CUDA, TARGET_CPU } Target;

/* The CUDA file (or, for TARGET_CPU, a C11 + OpenMP file): kernels, helper functions and the
 * NAME_bulk host functions. */
typedef struct CodegenOptions {
  Target target;
  bool fast_math;   /* --fast-math: let nvcc fuse multiplies and adds */
  bool row_layout;  /* --layout=row: each instance's arrays contiguous, as the user stores them */
} CodegenOptions;

void codegen_program(Out *o, Program *prog, const char *source_name, const CodegenOptions *options);
/* A C program that checks every entry against the sequential C and times both (--emit-driver):
 * it includes the header (named header_name, or NULL: the program declares the functions). */
void codegen_driver(Out *o, Program *prog, const char *source_name, const char *header_name);
/* The C header declaring NAME_bulk for every entry (and NAME_bulk_device for the CUDA target). */
void codegen_header(Out *o, Program *prog, const char *source_name, const char *guard_from, Target target);

/* ---- body.c ---------------------------------------------------------------------------------- */

/* MODE_ENTRY emits an entry's own body: its arrays (parameters and locals) are column-wise
 * with stride p. MODE_DEVICE emits a function called by others: array parameters carry their
 * stride, local arrays are the thread's own (stride 1). */
typedef enum Mode { MODE_ENTRY, MODE_DEVICE } Mode;

typedef struct Gen {
  Out *o;
  Function *fn;
  Mode mode;
  Target target;
  bool fast_math;    /* --fast-math: let nvcc fuse multiplies and adds */
  bool row_layout;   /* --layout=row: an entry's arrays have stride 1 */
  bool registers;    /* the entry's working arrays are the thread's own and loops unroll, so
                        that constant indices put them in registers */
  bool bare;         /* the next expression stands alone: no parentheses around it */
  bool switch_level; /* emitting the statements directly inside a switch's braces */
  bool spmd;         /* CPU lanes: varying scalars are arrays over the chunk, indexed by bulk_l */
  bool ahead;        /* the entry's innermost loops may load ahead (column-wise kernels) */
  const struct AheadPlan *group; /* emitting a group's iterations: the counter is shifted by bulk_u */
  bool group_reads;  /* ... and the plan's reads come from the registers loaded ahead */
  const bool *read;  /* by Symbol.index: the local is mentioned outside sizeof (cg_mark_reads) */
} Gen;

void cg_function_body(Gen *g, Function *fn); /* " {", the statements, "}" */
void emit_expr(Gen *g, Node *n);
void emit_bare(Gen *g, Node *n);             /* an expression standing alone */
void cg_mark_reads(const Node *n, const Function *fn, bool *read); /* locals n mentions outside sizeof */
/* The spelling of a scalar variable (in SPMD form, a varying one is `x[bulk_l]`). */
void cg_var(Gen *g, Symbol *sym);
/* Whether an if on input data becomes a select (plan.c marks the variables its arms assign as
 * Symbol.select_target beforehand). */
bool cg_becomes_select(const Node *n);
/* One arm of a select (cg_becomes_select): each assignment kept or not by bulk_sel. */
void cg_select_arm(Gen *g, const Node *arm, bool when);
/* The value `x op y` that `x op= y` stores, before its conversion to x's type. */
void cg_compound_value(Gen *g, const Node *assign);
/* A case label's value, as a C constant of that value. */
const char *cg_case_value(long long value);
/* Lays an initializer out element by element (C's brace rules; missing elements are NULL). */
void cg_flatten(Node *init, Type *t, long long base, Node **slots);
long long cg_initialized_extent(Node *init, Type *t);

/* ---- ahead.c: innermost loops that issue the loads of several iterations first ------------ */

/* Iterations per group: at most AHEAD_MAX, fewer when the loop reads several arrays, so that
 * about AHEAD_REGISTERS loaded values wait in registers; never fewer than AHEAD_MIN. */
enum { AHEAD_MAX = 32, AHEAD_MIN = 4, AHEAD_REGISTERS = 64 };

typedef struct AheadPlan {
  Symbol *counter;
  int dir;         /* +1: the counter counts up; -1: down */
  int group;       /* iterations per group */
  Node **hoisted;  /* the reads loaded ahead (ND_INDEX nodes of the loop's body) */
  int nhoisted;
} AheadPlan;

bool ahead_candidate(const Node *loop); /* a for loop with no loop inside */
/* Whether the loop can run `group` iterations at a time with some reads loaded first. */
bool ahead_plan(const Node *loop, int group, AheadPlan *plan);
void ahead_free(AheadPlan *plan);
int ahead_index(const AheadPlan *plan, const Node *read); /* -1 when not loaded ahead */

/* ---- effects.c: which array parameters a function may write -------------------------------- */

/* By parameter of fn (nparams flags, allocated: free them): whether fn may write elements of that
 * array parameter, itself or through the helpers it passes the array or a row of it to. True
 * wherever it cannot tell. */
bool *cg_written_params(Function *fn);

/* ---- spmd.c: the CPU kernel with the instances of a chunk as the lanes of each statement ---- */

/* Whether an entry can take that form (control and addresses uniform), once plan.c has widened
 * Symbol.varying to every scalar that takes a lane's value. */
bool spmd_possible(const Function *fn, const Program *prog);
/* Uniform: the same for every instance of a chunk (by Symbol.varying). */
bool spmd_uniform(const Node *n);
/* Whether an entry's small working arrays are in registers, its loops unrolled (CUDA only). */
bool cg_working_arrays_in_registers(const Function *fn, const CodegenOptions *options);
/* Whether an entry's innermost loops may load ahead: column-wise kernels, arrays in memory. */
bool cg_loads_ahead(const Function *fn, const CodegenOptions *options);
void spmd_emit_kernel(Out *o, Function *fn, bool fast_math);

/* names.c: spellings shared by both emitters */
const char *cg_type(const Type *t);        /* C++ spelling of an arithmetic type */
/* Names the emitted code or what it includes gives a meaning to (plan/names.c avoids them). */
bool cg_reserved_name(const char *name);
bool cg_reserved_prefix(const char *name); /* bulk..., BULK..., __... */
/* The wish for a reserved name's spelling: a keyword gets a '_' after it, a name with a reserved
 * prefix "u_" before it (so it keeps no such prefix). */
const char *cg_escaped_name(const char *name);
/* Refuses entries whose public names (NAME_bulk) would clash with the runtime or the file. */
bool cg_check_public_names(Program *prog);
/* Refuses, with the limit named, an entry whose CUDA kernel would take more parameter bytes than
 * CUDA allows (nothing to check for the CPU). */
bool cg_check_kernel_parameters(Program *prog, const CodegenOptions *options);
/* A user's variable, as plan/names.c spelled it (escaped where C++ or CUDA reserve it). */
const char *cg_name(const Symbol *sym);
/* An interned string of any length, printf-style. */
const char *cg_format(const char *fmt, ...) BULKCC_PRINTF(1, 2);
/* Something the emitters cannot spell: a bug of bulkcc, reported with its place; exits 2. */
_Noreturn void cg_internal_error(SrcLoc loc, const char *fmt, ...) BULKCC_PRINTF(2, 3);
const char *cg_host_param(Symbol *sym);    /* an entry parameter's name in NAME_bulk */
/* Writes NAME_bulk's parameter list, shared by the header and the definition. */
void cg_host_params(Out *o, Function *fn);
/* The same without the timing: p, the arrays and scalars, the result (NAME_bulk_device's). */
void cg_host_array_params(Out *o, Function *fn);

#endif
