/* plan.c: the planning pass (plan.h): each function's form, then the decisions within it; and
 * their dump (--dump=plan). */
#include <stdlib.h>
#include <string.h>

#include "plan.h"
#include "../dependences/dependences.h"
#include "../frontend/diag.h"

/* ---- each entry's form ------------------------------------------------------------------- */

enum { REGISTER_MAX_ELEMENTS = 128, REGISTER_MAX_ACCESSES = 4096 };

/* Small working arrays of an entry whose every loop can unroll: in registers (on the GPU). */
static bool working_arrays_in_registers(const Function *fn, const TargetOptions *options) {
  bool registers = options->target == TARGET_CUDA && !options->row_layout && fn->evaluated &&
                   fn->accesses <= REGISTER_MAX_ACCESSES && fn->narrays > 0;
  for (int i = 0; i < fn->narrays; i++)
    registers = registers && type_elements(fn->arrays[i]->type) <= REGISTER_MAX_ELEMENTS;
  return registers;
}

const char *plan_working_arrays_place(const Function *fn, const TargetOptions *options) {
  if (working_arrays_in_registers(fn, options)) return "each thread's own, in registers (its loops unrolled)";
  if (options->target == TARGET_CUDA)
    return options->row_layout ? "per instance, row-wise in global memory" : "per instance, column-wise in global memory";
  return options->row_layout ? "per instance, row-wise in a buffer of every instance"
                             : "per instance, column-wise in a buffer of each CPU thread's chunk of instances";
}

/* Innermost loops may load ahead (ahead.c) in column-wise kernels whose arrays are in memory. */
static bool loads_ahead(const Function *fn, const TargetOptions *options) {
  return options->target == TARGET_CUDA && !options->row_layout && !fn->plan_registers;
}

/* The CPU's SPMD form is considered for the column-wise CPU target; whether an entry takes it
 * depends on that entry alone (lanes.c). */
static bool spmd_considered(const Function *fn, const TargetOptions *options) {
  return fn->is_entry && options->target == TARGET_CPU && !options->row_layout;
}

/* Instances per chunk on the CPU. An entry that does little work per element of its arrays
 * streams through them: its chunk's arrays should stay near the core through the transpositions
 * in and out (64 KiB: the best of 4 to 128 instances for prefix sums on a 2-core EPYC). One that
 * does much (OPT: about N / 3 accesses per element) gains more from long SIMD loops than it
 * loses to cache misses: 128 instances. */
enum { CHUNK_MIN = 16, CHUNK_MAX = 128, CHUNK_STREAM_BYTES = 64 * 1024, STREAMING_ACCESSES_PER_ELEMENT = 8 };

static void plan_cpu_chunk(Function *fn) {
  long long bytes = 0, elements = 0;
  for (int i = 0; i < fn->nparams; i++)
    if (fn->params[i]->type->kind == TY_ARRAY) {
      elements += type_elements(fn->params[i]->type);
      bytes += type_elements(fn->params[i]->type) * type_size(type_element(fn->params[i]->type));
    }
  for (int i = 0; i < fn->narrays; i++) {
    elements += type_elements(fn->arrays[i]->type);
    bytes += type_elements(fn->arrays[i]->type) * type_size(type_element(fn->arrays[i]->type));
  }
  fn->plan_streaming = fn->evaluated && elements > 0 && fn->accesses < STREAMING_ACCESSES_PER_ELEMENT * elements;
  fn->plan_chunk = CHUNK_MAX;
  while (fn->plan_streaming && fn->plan_chunk > CHUNK_MIN && fn->plan_chunk * bytes > CHUNK_STREAM_BYTES)
    fn->plan_chunk /= 2;
  fn->plan_instance_bytes = bytes;
}

/* CUDA passes a kernel's parameters in at most 32,764 bytes (sm_70 and later, CUDA 12.1 and
 * later); each of a bulk kernel's is a pointer or a size, 8 bytes. */
enum { KERNEL_PARAMETER_BYTES = 32764, KERNEL_PARAMETER_SIZE = 8 };

static bool kernel_parameters_fit(const Function *fn, const TargetOptions *options) {
  if (options->target != TARGET_CUDA || !fn->is_entry) return true;
  long long count = 1 + fn->nparams + (fn->type->base->kind != TY_VOID) + (fn->plan_registers ? 0 : fn->narrays);
  if (count * KERNEL_PARAMETER_SIZE <= KERNEL_PARAMETER_BYTES) return true;
  diag_error(fn->loc,
             "entry '%s' needs a kernel of %lld parameters (its arrays, scalars and working arrays, "
             "%d bytes each), past the %d bytes CUDA allows a kernel's parameters; pass fewer, "
             "e.g. scalars of one kind as one array",
             fn->name, count, KERNEL_PARAMETER_SIZE, KERNEL_PARAMETER_BYTES);
  return false;
}

/* ---- loads ahead ------------------------------------------------------------------------- */

typedef struct AheadWalk {
  const Function *fn;
  int early_reads; /* numbered so far in the function */
} AheadWalk;

static AstStep visit_ahead(const Node *n, void *data) {
  AheadWalk *w = data;
  if (n->kind < ST_EXPR) return AST_WALK_SKIP; /* statements only */
  Node *loop = (Node *)n;
  if (loop->plan_ahead_loop) ahead_free(loop->plan_ahead_loop);
  free(loop->plan_ahead_loop);
  loop->plan_ahead_loop = NULL;
  AheadPlan plan;
  if (w->fn->plan_ahead && ahead_candidate(n) && ahead_plan(n, AHEAD_MAX, &plan)) {
    early_plan(loop, &plan, &w->early_reads);
    loop->plan_ahead_loop = xcalloc(1, sizeof plan);
    *loop->plan_ahead_loop = plan;
  }
  return AST_WALK_ON;
}

/* Which parameters' values go to the kernel and come back. An array the entry only partly writes
 * comes in, so that the rest comes back as it was; one written whole first needs none in. */
static void plan_copies(Function *fn) {
  bool *written = ast_written_params(fn);
  fn->plan_written = written;
  fn->plan_copy_in = xcalloc((size_t)fn->nparams + 1, sizeof *fn->plan_copy_in);
  fn->plan_copy_out = xcalloc((size_t)fn->nparams + 1, sizeof *fn->plan_copy_out);
  for (int i = 0; i < fn->nparams; i++) {
    const Symbol *s = fn->params[i];
    bool array = s->type->kind == TY_ARRAY;
    fn->plan_copy_in[i] = !(array && s->overwritten);
    fn->plan_copy_out[i] = array && !type_element(s->type)->is_const && written[i];
  }
}

bool plan_program(Program *prog, const TargetOptions *options) {
  plan_names(prog);
  bool ok = true;
  for (Function *fn = prog->functions; fn; fn = fn->next) {
    if (!fn->body) continue;
    plan_selects(fn);
    plan_opaque_compares(fn, options);
    fn->plan_spmd = plan_spmd(fn, spmd_considered(fn, options));
    fn->plan_registers = fn->is_entry && working_arrays_in_registers(fn, options);
    fn->plan_ahead = fn->is_entry && loads_ahead(fn, options);
    ast_walk_list(fn->body->args, visit_ahead, NULL, &(AheadWalk){fn, 0});
    if (fn->is_entry) plan_cpu_chunk(fn);
    if (fn->is_entry) plan_copies(fn);
    if (fn->is_entry) plan_team(fn, options);
    if (fn->is_entry) plan_grid(fn, options);
    if (fn->is_entry) plan_cpu_mirrors(fn, options);
    if (fn->is_entry) plan_cpu_simd(fn, options);
    if (fn->is_entry) plan_cost(fn);
    ok = kernel_parameters_fit(fn, options) && ok;
  }
  return ok;
}

/* ---- the dump ---------------------------------------------------------------------------- */

typedef struct Dump {
  FILE *f;
  const Function *fn;
  bool cpu;
  const Node *warp_cell; /* the wavefront's cell being walked whose marks are the grid form's */
  bool cell_warps;       /* ... which may take several warps */
} Dump;

/* a's rows are kept at the default chunk of lines: its moved slots (pitch - lines) fit in a chunk's */
static bool kept_at_default(const StageArray *a) {
  return a->kept && ((STAGE_DEFAULT_LINES + a->col_hi - a->col_lo) | 1) <= 2 * STAGE_DEFAULT_LINES;
}

/* A grid form's strips split by statement (tiles.c), or why not. */
static void dump_tiles(const Dump *d, const Node *n) {
  if (d->cpu || !d->fn->plan_grid || n->kind != ST_FOR || !plan_grid_strips(n->plan_team)) return;
  StripTiles t;
  const char *why = plan_strip_tiles(d->fn, n, &t);
  fprintf(d->f, "  grid strips %d:%d: ", n->loc.line, n->loc.col);
  if (why) {
    fprintf(d->f, "not split by statement: %s\n", why);
    return;
  }
  int columns = t.nstmts - t.split;
  fprintf(d->f, "a tile of 32 columns at a time, split by statement: the first %d statement%s a lane a row, before the wait on the strip "
                "above; the other%s a lane a column", t.split, t.split > 1 ? "s" : "", columns > 1 ? "s" : "");
  for (int i = 0; i < t.nexpanded; i++) fprintf(d->f, "%s%s", i ? ", " : "; a tile of the row's values the columns read: ", t.expanded[i]->name);
  for (int i = 0; i < t.nstaged; i++) fprintf(d->f, "%s%s", i ? ", " : "; copied a tile at a time: ", t.staged[i]->name);
  for (int i = 0, first = 1; i < t.ncolumns; i++)
    if (t.columns[i].depth)
      fprintf(d->f, "%s%s (%lld row%s)", first ? "; a column's rows above in its lane's registers: " : ", ", t.columns[i].sym->name,
              t.columns[i].depth, t.columns[i].depth > 1 ? "s" : ""), first = 0;
  if (t.carry) fprintf(d->f, "; the strip above hands them on as words of a value and a tag\n");
  else fprintf(d->f, "; the strip waits on the count of the strips before each tile: %s\n", t.no_carry);
  plan_strip_tiles_free(&t);
}

/* A grid form's strips: the arrays staged in shared memory (stage.c), or why none. */
static void dump_stage(const Dump *d, const Node *n) {
  if (d->cpu || !d->fn->plan_grid || n->kind != ST_FOR || !plan_grid_strips(n->plan_team)) return;
  /* codegen/team.c and stage.c: where a row's cells are consecutive lines, and a box whose
     corners are cells holds only cells */
  if (n->plan_team->wave->cells_polyhedral)
    fprintf(d->f, "  grid strips %d:%d: the cells a polyhedron's integer points: each lane finds its row's lines once, "
                  "and a chunk whose box's corners are cells tests no cell\n", n->loc.line, n->loc.col);
  StripStage s;
  const char *why = plan_strip_stage(d->fn, n, &s);
  fprintf(d->f, "  grid strips %d:%d: ", n->loc.line, n->loc.col);
  if (why) {
    fprintf(d->f, "nothing staged: %s\n", why);
    return;
  }
  fprintf(d->f, "staged in each warp's shared memory a chunk of lines at a time:");
  for (int i = 0; i < s.narrays; i++) fprintf(d->f, "%s %s", i ? "," : "", s.arrays[i].sym->name);
  if (s.left_out) fprintf(d->f, "; not %s, whose copies would pass %d bytes a warp", s.left_out, STAGE_BYTES_MAX);
  const char *sep = "; stored to the array only where a read from it may need the value (nothing reads it after): ";
  for (int i = 0; i < s.narrays; i++)
    if (s.arrays[i].stores_where_read) fprintf(d->f, "%s%s", sep, s.arrays[i].sym->name), sep = ", ";
  sep = "; stored to the array at the chunk's end, a row at a time (each cell stores its own element once): ";
  for (int i = 0; i < s.narrays; i++)
    if (s.arrays[i].deferred) fprintf(d->f, "%s%s", sep, s.arrays[i].sym->name), sep = ", ";
  sep = "; of those, rows kept in the copy only where a strip reads them from the array (nothing reads it after): ";
  for (int i = 0; i < s.narrays; i++)
    if (s.arrays[i].deferred && s.arrays[i].dead_after && s.arrays[i].kept) fprintf(d->f, "%s%s", sep, s.arrays[i].sym->name), sep = ", ";
  fprintf(d->f, "\n");
  /* codegen/stage.c: the rows only the strip's cells store to stay in shared memory */
  bool kept = false;
  for (int i = 0; i < s.narrays; i++) {
    if (!kept_at_default(&s.arrays[i])) continue;
    if (!kept)
      fprintf(d->f, "  grid strips %d:%d: each strip keeps from chunk to chunk the rows of its copy only its own cells store to: ",
              n->loc.line, n->loc.col);
    fprintf(d->f, "%s%s", kept ? ", " : "", s.arrays[i].sym->name);
    kept = true;
  }
  sep = "; of those rows it copies nothing more (every read reads a value a cell wrote): ";
  for (int i = 0; kept && i < s.narrays; i++)
    if (s.arrays[i].fed && kept_at_default(&s.arrays[i])) fprintf(d->f, "%s%s", sep, s.arrays[i].sym->name), sep = ", ";
  if (kept) fprintf(d->f, "\n");
  /* codegen/stage.c: an array along the rows the nest only reads, the same elements each chunk */
  bool once = false;
  for (int i = 0; i < s.narrays; i++) {
    const StageArray *a = &s.arrays[i];
    if (!plan_stage_copied_once(a)) continue;
    if (!once) fprintf(d->f, "  grid strips %d:%d: copied once a strip (the same elements each chunk): ", n->loc.line, n->loc.col);
    fprintf(d->f, "%s%s", once ? ", " : "", a->sym->name);
    once = true;
  }
  if (once) fprintf(d->f, "\n");
  /* codegen/stage.c: the rows a strip reads of the strip above, handed on as data */
  if (s.carry) {
    fprintf(d->f, "  grid strips %d:%d: the strip above hands on the rows above a strip that its cells read as words of a value and a tag,"
                  " which the strip polls, instead of a count a chunk:", n->loc.line, n->loc.col);
    for (int i = 0, first = 1; i < s.narrays; i++)
      if (s.arrays[i].carry_depth) fprintf(d->f, "%s %s (%lld row%s)", first ? "" : ",", s.arrays[i].sym->name, s.arrays[i].carry_depth,
                                           s.arrays[i].carry_depth > 1 ? "s" : ""), first = 0;
    fprintf(d->f, "\n");
  } else {
    fprintf(d->f, "  grid strips %d:%d: a strip waits on the count of the strips before each chunk: %s\n", n->loc.line, n->loc.col,
            s.no_carry);
  }
  plan_strip_stage_free(&s);
}

static AstStep visit_dump(const Node *n, void *data) {
  const Dump *d = data;
  if (n->kind < ST_EXPR) return AST_WALK_SKIP;
  const AheadPlan *plan = n->plan_ahead_loop;
  if (plan) {
    fprintf(d->f, "  loop %d:%d: ahead %d iterations, %d read%s", n->loc.line, n->loc.col, plan->group,
            plan->nhoisted, plan->nhoisted == 1 ? "" : "s");
    if (plan->nearly)
      fprintf(d->f, "; %d read%s of the next statement before the loop", plan->nearly, plan->nearly == 1 ? "" : "s");
    fprintf(d->f, "\n");
  }
  else if (d->fn->plan_ahead && ahead_candidate(n))
    fprintf(d->f, "  loop %d:%d: not ahead\n", n->loc.line, n->loc.col);
  if (n->dependences) {
    fprintf(d->f, "  %s %d:%d: ", n->kind == ST_FOR ? "for" : n->kind == ST_WHILE ? "while" : "do", n->loc.line, n->loc.col);
    dependences_describe(d->f, n->dependences);
    fprintf(d->f, "\n");
  }
  if (n->plan_grid_one_lane)
    fprintf(d->f, "  grid loop %d:%d: one lane runs it whole, its stores its own\n", n->loc.line, n->loc.col);
  if (n->plan_team && n->plan_team->kind == PLAN_TEAM_WAVE && d->cpu && plan_cpu_strips(n->plan_team))
    fprintf(d->f, "  team for %d:%d: a wavefront of the lines %s = w, a thread a strip of %s, its cells in order, each line once "
                  "the strip before has done the line before\n", n->loc.line, n->loc.col, n->plan_team->wave->text,
            n->plan_team->wave->prologue ? "rows (each row's statements before the inner loop first, its scalars its own)" : "rows");
  else if (n->plan_team && n->plan_team->kind == PLAN_TEAM_WAVE && n->plan_team->wave->prologue)
    fprintf(d->f, "  team for %d:%d: a wavefront of the lines %s = w in strips of 32 rows, a lane a row: its statements before "
                  "the inner loop, then its cells line by line%s\n", n->loc.line, n->loc.col, n->plan_team->wave->text,
            d->fn->plan_grid ? "; in the grid form a warp a strip, each after the one before" : "");
  else if (n->plan_team && n->plan_team->kind == PLAN_TEAM_WAVE) {
    fprintf(d->f, "  team for %d:%d: a wavefront, the lanes taking the cells of one line %s = w, the lines in order%s\n",
            n->loc.line, n->loc.col, n->plan_team->wave->text,
            n->plan_team->wave_cell_warps
                ? "; in the grid form a warp or more a cell (as many of a block's as the line's cells leave idle, up to 16), "
                  "its loops split across their lanes"
            : n->plan_team->wave_warp ? "; in the grid form a warp a cell, its loops split across the warp's lanes"
            : d->fn->plan_grid && plan_grid_strips(n->plan_team) ? "; in the grid form strips of 32 rows, a warp a strip, each after the one before"
                                             : "");
    if (n->plan_team->wave_warp && n->plan_team->wave_one_warp)
      fprintf(d->f, "  grid cells for %d:%d: a warp each, not more: %s\n", n->loc.line, n->loc.col, n->plan_team->wave_one_warp);
    if (n->plan_team->wave_warp) {
      ((Dump *)d)->warp_cell = n->plan_team->wave->inner->then;
      ((Dump *)d)->cell_warps = n->plan_team->wave_cell_warps;
    }
  } else if (n->plan_team && d->warp_cell && ast_contains(d->warp_cell, n))
    fprintf(d->f, "  grid cell for %d:%d: %s%s\n", n->loc.line, n->loc.col,
            n->plan_team->kind == PLAN_TEAM_SPLIT ? (d->cell_warps ? "iterations split across the cell's lanes" : "iterations split across the warp's lanes")
            : d->cell_warps ? "reduced across the cell's lanes (a warp's by shuffles, then its warps' through shared memory)"
                            : "reduced across the warp's lanes",
            plan_cell_split_reversed(n) ? "; every other line's iterations last to first (the rows' ends the line before read last, in L2)" : "");
  else if (n->plan_team) {
    const TeamLoop *t = n->plan_team;
    fprintf(d->f, "  team for %d:%d: %s across the lanes", n->loc.line, n->loc.col,
            t->kind == PLAN_TEAM_SPLIT ? "iterations split" : t->kind == PLAN_TEAM_SCAN ? "scanned" : "reduced");
    for (int i = 0; i < t->nreductions; i++)
      if (t->reductions[i].floating && !t->reductions[i].ordered)
        fprintf(d->f, "; %s reassociated (--reassociate): it rounds otherwise than the sequential C", t->reductions[i].var->name);
    if (t->kind == PLAN_TEAM_SCAN) fprintf(d->f, "; operands may be read %d round%s ahead", t->scan_ahead, t->scan_ahead == 1 ? "" : "s");
    if (t->kind == PLAN_TEAM_SCAN && t->scan_vector) fprintf(d->f, ", 16 bytes at a time where aligned");
    if (t->kind == PLAN_TEAM_SCAN)
      fprintf(d->f, "; on the GPU a lane takes %d group%s of %d consecutive iteration%s a round", t->scan_groups,
              t->scan_groups == 1 ? "" : "s", t->scan_run, t->scan_run == 1 ? "" : "s");
    if (t->kind == PLAN_TEAM_SCAN && t->scan_row_store) fprintf(d->f, "; its values stored 16 bytes at a time where aligned");
    if (d->fn->plan_grid && t->grid_pairs)
      fprintf(d->f, "; in the grid form with the loop at %d:%d, a lane a pair of their iterations in the rows' order",
              t->grid_pairs->loc.line, t->grid_pairs->loc.col);
    fprintf(d->f, "\n");
  }
  if (n->plan_simd) {
    const TeamLoop *t = n->plan_simd;
    fprintf(d->f, "  simd for %d:%d: one instance at a time, its reductions in SIMD lanes (#pragma omp simd)", n->loc.line,
            n->loc.col);
    for (int i = 0; i < t->nreductions; i++)
      if (t->reductions[i].ordered)
        fprintf(d->f, "; %s run again as written where the lanes give a zero (its sign) or the largest finite value",
                t->reductions[i].var->name);
    fprintf(d->f, "\n");
  }
  if (n->kind == ST_IF) {
    const char *form = n->plan_select ? "select" : d->fn->plan_spmd && n->data_dependent ? "mask" : "branch";
    fprintf(d->f, "  if %d:%d: %s%s\n", n->loc.line, n->loc.col, form, n->data_dependent ? " (on input data)" : "");
  }
  /* a fold done, or why not where the nest has no wavefront */
  if (n->kind == ST_FOR && n->fold_note && (n->folded || (n->dependences && n->dependences->no_wave)))
    fprintf(d->f, "  fold %d:%d: %s\n", n->loc.line, n->loc.col, n->fold_note);
  if (n->kind == ST_FOR && n->gather_note) fprintf(d->f, "  gather %d:%d: %s\n", n->loc.line, n->loc.col, n->gather_note);
  dump_stage(d, n);
  dump_tiles(d, n);
  return AST_WALK_ON;
}

static const char *role(const Function *fn) {
  if (fn->is_entry) return fn->called ? "entry, helper" : "entry";
  return fn->called ? "helper" : "unused";
}

static const char *form(const Function *fn, const TargetOptions *options) {
  if (!fn->is_entry) return options->target == TARGET_CUDA ? "device function" : "per-instance function";
  if (options->target == TARGET_CUDA) return options->row_layout ? "row-wise kernel" : "column-wise kernel";
  if (options->row_layout) return "per-instance, row-wise";
  return fn->plan_spmd ? "spmd lanes" : "per-instance";
}

/* A symbol's spelling, where it differs from its source name. */
static void dump_name(FILE *f, const Symbol *sym) {
  if (sym->emit_name && strcmp(sym->emit_name, sym->name) != 0) fprintf(f, "  name %s: %s\n", sym->name, sym->emit_name);
}

static void dump_function(FILE *f, const Function *fn, const TargetOptions *options,
                          const bool *was_varying) {
  fprintf(f, "function %s (%s): %s form %s\n", fn->name, role(fn), options->target == TARGET_CUDA ? "cuda" : "cpu",
          form(fn, options));
  if (fn->is_entry)
    fprintf(f, "  working arrays: %s\n", fn->narrays == 0 ? "none"
                                         : fn->plan_registers ? "registers" : "memory");
  if (fn->is_entry && options->target == TARGET_CUDA) fprintf(f, "  loads ahead: %s\n", fn->plan_ahead ? "yes" : "no");
  if (fn->is_entry && options->target == TARGET_CPU)
    fprintf(f, "  chunk: %d instances (%s)\n", fn->plan_chunk, fn->plan_streaming ? "streamed through" : "much work per element");
  if (fn->is_entry && options->target == TARGET_CUDA)
    fprintf(f, "  team form: %s\n", fn->plan_team ? "yes, a warp per instance" : intern_format("no, %s", fn->plan_no_team));
  else if (fn->is_entry && fn->plan_team)
    fprintf(f, "  team form: yes, a team of threads per instance, for calls of few instances\n");
  if (fn->is_entry && options->target == TARGET_CUDA && fn->plan_team)
    fprintf(f, "  grid form: %s\n", fn->plan_grid ? "yes, the blocks of a group per instance, a wavefront's cells across their threads"
                                                  : intern_format("no, %s", fn->plan_no_grid));
  for (int i = 0; fn->is_entry && i < fn->nparams; i++)
    if (!fn->params[i]->uniform)
      fprintf(f, "  parameter %s: %s\n", fn->params[i]->name,
              fn->plan_copy_in[i] && fn->plan_copy_out[i] ? "in and out"
              : fn->plan_copy_out[i]                      ? "out (written whole before it is read)"
                                                          : "in");
  for (int i = 0; i < fn->nplan_mirrors; i++)
    fprintf(f, options->target != TARGET_CUDA
                 ? "  mirror %s, one instance at a time: its transpose kept beside it, the columns innermost loops walk read as rows\n"
               : fn->plan_mirrors[i]->mirror_grid_only
                 ? "  grid mirror %s: its transpose kept beside it, the columns a wavefront's warp cells walk read as rows\n"
                 : "  team mirror %s: its transpose kept beside it, the columns split loops walk read as rows\n",
            fn->plan_mirrored[i]->name);
  ast_walk_list(fn->body->args, visit_dump, NULL, &(Dump){f, fn, options->target == TARGET_CPU, NULL, false});
  for (int i = 0; i < fn->nlocals; i++) {
    const Symbol *s = fn->locals[i];
    if (fn->plan_spmd && s->varying && s->kind == SYM_VAR && s->type->kind != TY_ARRAY)
      fprintf(f, "  varying %s%s\n", s->name, was_varying[i] ? "" : " (promoted)");
  }
  for (int i = 0; i < fn->nlocals; i++)
    if (fn->locals[i]->select_target) fprintf(f, "  select target %s\n", fn->locals[i]->name);
  for (int i = 0; i < fn->nlocals; i++)
    if (fn->locals[i]->kind != SYM_TABLE) dump_name(f, fn->locals[i]);
  if (fn->is_entry && fn->plan_cost_why) fprintf(f, "  cost: not counted: %s\n", fn->plan_cost_why);
  else if (fn->is_entry) {
    fprintf(f, "  cost: %.0f element accesses an instance", fn->plan_cost_work);
    if (fn->plan_team) fprintf(f, "; the team form's critical path %.0f lane steps", fn->plan_cost_span);
    fprintf(f, "\n");
  }
}

bool plan_dump_program(FILE *f, Program *prog, const TargetOptions *options) {
  /* which scalars the analysis found varying, to tell those the plan widens */
  int nfunctions = 0;
  for (Function *fn = prog->functions; fn; fn = fn->next) nfunctions++;
  bool **was_varying = xcalloc((size_t)nfunctions + 1, sizeof *was_varying);
  int k = 0;
  for (Function *fn = prog->functions; fn; fn = fn->next, k++) {
    was_varying[k] = xcalloc((size_t)fn->nlocals + 1, sizeof **was_varying);
    for (int i = 0; i < fn->nlocals; i++) was_varying[k][i] = fn->locals[i]->varying;
  }
  bool ok = plan_program(prog, options);
  if (ok) {
    for (int i = 0; i < prog->ntables; i++)
      fprintf(f, "table %s: %s\n", prog->tables[i]->name, prog->tables[i]->emit_name);
    k = 0;
    for (Function *fn = prog->functions; fn; fn = fn->next, k++)
      if (fn->body) dump_function(f, fn, options, was_varying[k]);
  }
  for (k = 0; k < nfunctions; k++) free(was_varying[k]);
  free(was_varying);
  return ok;
}
