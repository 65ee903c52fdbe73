/* codegen.h: emitters of the translation unit (CUDA or CPU), the C header and the checking driver. */
#ifndef BULKCC_CODEGEN_H
#define BULKCC_CODEGEN_H

#include "../frontend/ast.h"
#include "out.h"
#include "../plan/reserved_names.h"
#include "../plan/target.h"

void codegen_program(Out *o, Program *prog, const char *source_name, const TargetOptions *options);
/* A C program that checks every entry against the sequential C and times both (--emit-driver):
 * it includes the header (named header_name, or NULL: the program declares the functions). */
void codegen_driver(Out *o, Program *prog, const char *source_name, const char *header_name);

/* dispatch.c: NAME_bulk, which runs NAME_bulk_cuda or NAME_bulk_cpu, whichever the program has
 * (both: the GPU when usable, or as BULK_TARGET and bulk_set_target say). */
void cg_dispatcher(Out *o, Function *fn, Target target);
/* NAME_bulk's arguments, as cg_public_params names them. */
void cg_public_args(Out *o, Function *fn);

/* struct_host.c: an entry's struct parameters at the host API (the user's arrays of structs). */
const char *cg_struct_name(const Type *record); /* `hash_ctx` or `struct pair` */
bool cg_has_struct_params(const Program *prog);
/* A struct parameter's name in NAME_bulk: its own, unless the function's other names spell it. */
const char *cg_struct_param_name(const RecordParam *g);
/* Each struct type an entry takes, as the source declares it, behind a guard. */
void cg_struct_definitions(Out *o, Program *prog);
/* The guards of those, defined: for a program that includes the source, which declares them. */
void cg_struct_guards(Out *o, Program *prog);
/* NAME_bulk's parameters: a struct parameter as the user's array of structs. */
void cg_public_params(Out *o, Function *fn, bool timing);
/* One of NAME_bulk's parameters after p, the result included. */
typedef struct PublicParam {
  const char *element;     /* its element's type: `float`, `struct pair` */
  const char *type;        /* as declared, up to the name: `const float *`, `int ` */
  const char *name;
  long long per_instance;  /* elements per instance; 0 for a uniform value (one for all) */
} PublicParam;
/* NAME_bulk's parameters in order, in *list (free it); returns how many. */
int cg_public_param_list(Function *fn, PublicParam **list);
/* header_mpi.c: an entry's NAME_bulk_mpi and NAME_bulk_mpi_distributed, for bulk_mpi.h */
void header_emit_mpi(Out *o, Function *fn);
/* The loop moving one leaf of every struct (`structs`, p instances of g's structs) from or to
 * a row-wise array of it. */
void cg_struct_moves(Out *o, const RecordParam *g, const char *structs, const char *leaf_path, const Type *leaf_type,
                     const char *array, bool gather, const char *instances, const char *indent);
/* NAME_bulk of an entry taking structs, around bulkcc_leaves_NAME (the leaf-level function). */
void cg_struct_wrapper(Out *o, Function *fn, Target target);
/* calibrate.c: whether the CUDA target's entry has NAME_bulk_calibrate (not with uniform or
 * struct parameters), and the function. */
bool cg_calibrates(Function *fn);
void cg_calibrate(Out *o, Function *fn);
/* The C header declaring NAME_bulk for every entry (and NAME_bulk_device for the CUDA target). */
void codegen_header(Out *o, Program *prog, const char *source_name, const char *guard_from, Target target);

/* ---- expr.c and stmt.c: function bodies, for every target and form ----------------------- */

/* MODE_ENTRY emits an entry's own body: its arrays (parameters and locals) are column-wise
 * with stride p. MODE_DEVICE emits a function called by others: array parameters carry their
 * stride, local arrays are the thread's own (stride 1). */
typedef enum Mode { MODE_ENTRY, MODE_DEVICE } Mode;

typedef struct Gen Gen;

/* What a form of emitted code does its own way; stmt.c's walker does the rest the same for all.
 * The per-instance form (CUDA, and the CPU's per-instance functions) is cg_instance_form; the
 * CPU's SPMD form is spmd.c's. */
typedef struct FormHooks {
  void (*statement)(Gen *g, const Node *n); /* before each statement (NULL: nothing) */
  void (*settle)(Gen *g);                   /* before a line of control flow (NULL: nothing) */
  void (*declare)(Gen *g, Node *d);         /* one declarator (ND_VARDECL) of a declaration */
  void (*data_if)(Gen *g, Node *n);         /* an if on input data that is no select (NULL: a branch) */
  void (*return_statement)(Gen *g, Node *n);
  bool loop_init_apart;                     /* { init; for (; cond; inc) body } */
} FormHooks;

extern const FormHooks cg_instance_form;

struct Gen {
  Out *o;
  Function *fn;
  const FormHooks *form;
  Mode mode;
  Target target;
  bool fast_math;    /* --fast-math: let nvcc fuse multiplies and adds */
  bool constant_initializer; /* a table's initializer: constant expressions only */
  bool row_layout;   /* --layout=row: an entry's arrays have stride 1 */
  bool registers;    /* the entry's working arrays are the thread's own and loops unroll, so
                        that constant indices put them in registers */
  bool bare;         /* the next expression stands alone: no parentheses around it */
  bool switch_level; /* emitting the statements directly inside a switch's braces */
  bool spmd;         /* CPU lanes: varying scalars are arrays over the chunk, indexed by bulk_l */
  bool ahead;        /* the entry's innermost loops load ahead as planned (Node.plan_ahead_loop) */
  const struct AheadPlan *group; /* emitting a group's iterations: the counter is shifted by bulk_u */
  bool group_reads;  /* ... and the plan's reads come from the registers loaded ahead */
  bool group_at;     /* ... and the counter is bulk_at (a clamped group's reads) */
  const char *group_stride; /* ... iteration bulk_u of the group this many counter values on, not
                         1 (a split loop's lane, codegen/team.c); NULL: 1 */
  bool wave_params_captured; /* inside a wavefront's strips: its expressions read their parameters
                         from bulk_wave_param_NAME, copied before a row's prologue may declare the
                         same name again */
  bool split_reversed; /* a warp cell's split loop runs each lane's iterations last to first
                         (codegen/team.c): a group's iteration bulk_u is that many strides back,
                         and an ordered reduction's ties go the other way */
  const bool *read;  /* by Symbol.index: the local is mentioned outside sizeof (cg_mark_reads) */
  bool team;         /* the team form (team.c): a warp per instance, lane bulk_lane */
  bool grid;         /* ... its code as the grid form's: lane bulk_lane of bulk_lanes, the threads
                        of a group of blocks, which wait at the group's barrier */
  bool grid_cell;    /* ... a wavefront's warp cell of the grid form, its lanes the warp's */
  bool cell_team;    /* ... or those of the warps of bulk_cell_team (codegen/cell.c) */
  bool mirrors;      /* the columns of mirrored working arrays read from their transposes, which
                        every store to them also stores (the team form, the CPU's one instance) */
  int lanes;         /* ... inside a loop split across the lanes: each lane's own statements */
  const struct TeamLoop *team_loop; /* ... the split loop whose reductions' updates are emitted */
  bool simd;         /* the CPU's entry one instance at a time: loops reduce in SIMD lanes as
                        planned (Node.plan_simd; simd.c) */
  const Node *simd_loop; /* ... the loop being emitted so, which spells itself as written */
  const struct StripStage *stage; /* a grid form's strip's staged arrays (stage.c), read from its copy */
  const struct StripTiles *tiles; /* a grid form's strip split by statement (tiles.c), */
  int tile_phase;    /* ... emitting its row statements (1) or its column statements (2) */
  const struct Wavefront *strip_rows; /* the CPU's strip of rows with a prologue: its scalars are
                        arrays, one element a row of the strip, indexed by bulk_row_at */
  bool row_lines;    /* a GPU strip's lane tests its cell by its row's lines, bulk_row_first to
                        bulk_row_last (codegen/team.c, emit_row_lines) */
};

/* expr.c */
void emit_expr(Gen *g, Node *n);
void emit_bare(Gen *g, Node *n);             /* an expression standing alone */
void cg_emit_access(Gen *g, Node *n);        /* an element read where it stands, never replaced */
/* The spelling of a scalar variable (in SPMD form, a varying one is `x[bulk_l]`). */
void cg_var(Gen *g, Symbol *sym);
/* The value `x op y` that `x op= y` stores, before its conversion to x's type. */
void cg_compound_value(Gen *g, const Node *assign);
/* The stride between consecutive elements of one instance's array, or NULL for 1. */
const char *cg_array_stride(Gen *g, Symbol *sym);
const char *cg_op_text(Op op);
/* Whether n is a -0.0 written in the program: the negation of a floating zero constant. */
bool cg_negative_zero_literal(const Node *n);
/* Whether a function of prog has one (the CUDA unit then defines bulkcc_negative_zero). */
bool cg_program_has_negative_zero(const Program *prog);

/* stmt.c */
void cg_function_body(Gen *g, Function *fn); /* " {", the statements, "}" (per-instance form) */
void cg_stmt(Gen *g, Node *n);
void cg_block(Gen *g, Node *n);              /* a statement in braces */
/* One group of a loop whose reads go ahead (AheadPlan): the reads into registers, then the
 * iterations reading them (stmt.c) */
void cg_ahead_group(Gen *g, Node *n, const struct AheadPlan *plan, bool clamped);
void cg_begin_line(Gen *g);                  /* the indentation, for a line built piece by piece */
void cg_mark_reads(const Node *n, const Function *fn, bool *read); /* locals n mentions outside sizeof */
/* A case label's value, as a C constant of that value. */
const char *cg_case_value(long long value);
/* Lays an initializer out element by element (C's brace rules; missing elements are NULL). */
void cg_flatten(Node *init, Type *t, long long base, Node **slots);
long long cg_initialized_extent(Node *init, Type *t);
/* An array's initializer, element by element, in the element's type (what it leaves out, 0). */
void cg_array_init(Gen *g, Symbol *sym, Node *init);


/* ---- team.c: the team form of a CUDA entry (plan/team.c) ---------------------------------- */

/* The definitions the team form's code uses (BULKCC_TEAM lanes: 32 on the GPU, 1 in the
 * emulation, which runs a thread at a time), once per file that has a team form. */
void team_emit_prelude(Out *o);
/* ... the CPU's: its prelude (the team's exchanges, on OpenMP threads), and an entry's team entry
   and the function running p instances one after another on the team */
void team_emit_cpu_prelude(Out *o);
void team_emit_cpu_entry(Out *o, Function *fn, const TargetOptions *options);
/* bulkcc_team_entry_NAME and bulkcc_team_kernel_NAME. */
void team_emit_entry(Out *o, Function *fn, const TargetOptions *options, int nscratch);
/* The grid form (plan/grid.c): its barrier, once per file that has one; and an entry's
   bulkcc_grid_entry_NAME and bulkcc_grid_kernel_NAME. */
void grid_emit_prelude(Out *o);
/* cell.c: the helpers of warp cells on several warps; whether fn has such cells */
void grid_emit_cell_prelude(Out *o);
bool grid_cell_warps(const Function *fn);
void grid_emit_entry(Out *o, Function *fn, const TargetOptions *options, int nscratch);
/* Whether the form being emitted keeps the transpose an element of which e is (a mirror's read or
   the target of its store): every form that has it, but a grid form's own alone in the grid form. */
bool cg_mirror_kept(const Gen *g, const Node *e);
/* Whether fn's team form scans: its team kernel then comes in two instantiations, reading the
 * scans' operands BULKCC_SCAN_AHEAD rounds ahead and none (bulk_team_deep chooses per launch). */
bool team_scans(const Function *fn);
/* A statement the team form spells its own way (a split loop, a store one lane makes, a
 * reduction's update), emitted; false for any other. */
bool team_statement(Gen *g, Node *n);
/* A lane's cell of the line bulk_wave where its row bulk_cell has one (a strip's). */
void team_emit_strip_cell(Gen *g, Node *n);
/* Whether the strip's row bulk_cell has a cell on the line bulk_wave of n's wavefront (a condition) */
void team_emit_cell_test(Gen *g, const Node *n);

/* stage.c: a grid form's strip with arrays staged in shared memory (plan/stage.c) */
struct StripStage;
bool stage_plan(Gen *g, const Node *loop, struct StripStage *out); /* any staged, within the bytes a warp may take */
void stage_emit_entry_bytes(Gen *g, Function *fn); /* #define BULKCC_STAGE_BYTES_NAME */
void stage_emit_strip(Gen *g, Node *n, const struct StripStage *s, const char *state);
bool stage_emit_read(Gen *g, Node *n);   /* n an element of a staged array: its copy's */
bool stage_emit_assign(Gen *g, Node *n); /* an assignment to one: to the copy (and the array, unless
                                            its stores are deferred to the chunk's end) */
void stage_emit_warp_region(Gen *g);    /* bulk_stage: the warp's BULKCC_STAGE_BYTES_NAME */

/* tiles.c: a grid form's strip with its cells split by statement (plan/tiles.c) */
struct StripTiles;
bool tiles_plan(Gen *g, const Node *loop, struct StripTiles *out);
const char *tiles_bytes_text(const struct StripTiles *t); /* a warp's tiles' bytes */
void tiles_emit_bounds(Gen *g, const struct StripTiles *t); /* bulk_tile_col_lo, bulk_tile_col_hi */
void tiles_emit_strip(Gen *g, Node *n, const struct StripTiles *t, const char *state);
bool tiles_emit_var(Gen *g, const Symbol *sym); /* a row's scalar a column statement reads: its tile's */
bool tiles_emit_read(Gen *g, Node *n);   /* a staged array's element, or a column's row above */
bool tiles_emit_assign(Gen *g, Node *n); /* a column statement's store: the array and the lane's register */

/* ---- simd.c: a loop of the CPU's entry one instance at a time, its reductions in SIMD lanes */
void simd_emit_loop(Gen *g, Node *n);

/* ---- spmd.c: the CPU kernel with the instances of a chunk as the lanes of each statement ---- */

void spmd_emit_kernel(Out *o, Function *fn, bool fast_math);

/* ---- unit.c ------------------------------------------------------------------------------ */

/* A kernel's parameters after its first ones, each after ", ": every parameter as a pointer (a
 * scalar's values, by instance, named with scalar_prefix), the result, the first nscratch working
 * arrays. Declared with restrict_ (`__restrict__` or `restrict`), or, for NULL, only named. */
void cg_kernel_params(Out *o, const Function *fn, int nscratch, const char *restrict_, const char *scalar_prefix);
/* An entry's parameters as one instance's on row-wise arrays, each after ", ": an array as a
 * pointer to its elements (qualified restrict_), a scalar by value, then the first nscratch
 * working arrays; and the arguments that give instance bulk_j's from a kernel's arrays. */
void cg_row_entry_params(Out *o, const Function *fn, int nscratch, const char *restrict_);
void cg_row_entry_args(Out *o, const Function *fn, int nscratch);
/* The transposes of an entry's mirrored working arrays (Function.plan_mirrors) the grid form (or,
   grid false, another) keeps: as parameters after the others, and as arguments, instance bulk_j's. */
void cg_mirror_params(Out *o, const Function *fn, const char *restrict_, bool grid);
void cg_mirror_args(Out *o, const Function *fn, bool grid);
/* A host function's refusal of an integer uniform parameter's value outside the range its
 * accesses were proved in bounds for (NAME followed by suffix names the function). */
void cg_uniform_checks(Out *o, const Function *fn, const char *suffix);

/* names.c: spellings shared by both emitters */
const char *cg_type(const Type *t);        /* C++ spelling of an arithmetic type */
/* Refuses entries whose public names (NAME_bulk) would clash with the runtime or the file. */
bool cg_check_public_names(Program *prog);
/* A user's variable, as plan/names.c spelled it (escaped where C++ or CUDA reserve it). */
const char *cg_name(const Symbol *sym);
/* Something the emitters cannot spell: a bug of bulkcc, reported with its place; exits 2. */
_Noreturn void cg_internal_error(SrcLoc loc, const char *fmt, ...) BULKCC_PRINTF(2, 3);
const char *cg_host_param(const Symbol *sym);    /* an entry parameter's name in NAME_bulk */
/* Writes NAME_bulk's parameter list, shared by the header and the definition. */
void cg_host_params(Out *o, Function *fn);
/* The same without the timing: p, the arrays and scalars, the result (NAME_bulk_device's). */
void cg_host_array_params(Out *o, Function *fn);

#endif
