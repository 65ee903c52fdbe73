/* plan.h: the decisions code generation follows, made once between analysis and emission.
 *
 * The planning pass writes them into the tree, where the emitters only read them:
 *   - the spelling of every name (Symbol.emit_name; names.c);
 *   - each entry's form (Function.plan_spmd, plan_registers, plan_ahead) and the CPU's chunk of
 *     instances (plan_chunk);
 *   - per if, whether it becomes a select (Node.plan_select), and the variables selects assign
 *     (Symbol.select_target; select.c);
 *   - per innermost loop of a column-wise kernel, its groups and the reads loaded ahead
 *     (Node.plan_ahead_loop; ahead.c), and the reads of the statement after it made before it
 *     (Node.plan_early; early.c);
 *   - for the CPU's SPMD form, every scalar that holds one value per lane (Symbol.varying) and
 *     every statement that runs per lane (Node.plan_lanes; lanes.c).
 * A plan is for one target: planning again for another replaces it. */
#ifndef BULKCC_PLAN_H
#define BULKCC_PLAN_H

#include <stdio.h>

#include "../frontend/ast.h"
#include "reserved_names.h"
#include "target.h"

/* Makes the decisions for every function of the program (after evaluate_program), for the
 * target and layout of options. False, with an error reported, for an entry the target cannot
 * take (a CUDA kernel with more parameter bytes than CUDA allows). */
bool plan_program(Program *prog, const TargetOptions *options);
/* The same, then prints them per function, one fact a line (--dump=plan). */
bool plan_dump_program(FILE *f, Program *prog, const TargetOptions *options);
/* Where an entry's working arrays are kept, in words (--report): what plan_program decides
 * for them, known once the entry is evaluated. */
const char *plan_working_arrays_place(const Function *fn, const TargetOptions *options);

/* team.c: whether an entry of the CUDA target takes the team form too (Function.plan_team, or
 * plan_no_team why not), and which of its loops split across the lanes (Node.plan_team) and
 * which stores one lane makes (Node.plan_team_store). */
enum { PLAN_TEAM_SPLIT = 1, PLAN_TEAM_REDUCE = 2, PLAN_TEAM_WAVE = 3, PLAN_TEAM_SCAN = 4 };
/* the most lanes a team has (a warp; the CPU's teams of threads are capped to it, as
   BULK_TEAM_LANES_MAX in bulk_runtime.h): the lanes past a loop's end are proved to keep the
   counter in its type for so many */
enum { PLAN_TEAM_LANES = 32 };
/* the most iterations of a scan a lane takes in a round of the team's (its groups' runs of
   consecutive iterations together): the counters are proved to stay in their types for them */
enum { PLAN_TEAM_SCAN_LANE = 16 };
/* a scan whose operands a lane reads 16 bytes at a time takes runs of 16 bytes' elements, in
   groups of 64 bytes a lane, so that each of the warp's loads is 512 contiguous bytes and a round
   several of them: prefix sums N=32768 on an H200 at p = 512 (four warps a multiprocessor), of the
   device copy's bandwidth, hand-written with the L2 flushed: 84% with 4 groups of 4 and 4 rounds
   ahead, 59% with one group of 4 and 8 rounds ahead (the same bytes in flight); the generated
   kernel of a lane's 8 consecutive floats (two loads 32 bytes apart) took 66% with 4 rounds ahead
   in a run without the flush, which gave the 4 groups of 4 96% (bench/results/2026-11-28-NVIDIA-
   H200-scan-layouts.md). Other scans take runs of 8 in one group. */
enum { PLAN_TEAM_SCAN_VECTOR_BYTES = 16, PLAN_TEAM_SCAN_LANE_BYTES = 64, PLAN_TEAM_SCAN_RUN = 8 };
/* the rounds a scan's operands may be read ahead of the round that uses them, at most (the
   code reads them BULKCC_SCAN_AHEAD rounds ahead, where its warps are few): so that a warp's
   loads wait together with the next rounds' instead of once a round */
enum { PLAN_TEAM_SCAN_AHEAD = 8 };

/* A scalar a split loop reduces: each lane its own part, then combined across the lanes. */
typedef struct TeamReduction {
  const Symbol *var;
  char op;            /* '+', '*', '&', '|', '^', '<' (a minimum) or '>' (a maximum) */
  bool ordered;       /* a floating minimum or maximum: each lane notes the iteration of its last
                         replacement, and ties go to the earliest (ties_first) or the latest */
  bool ties_first;
  const Node *update; /* ... the if that replaces var; a scan's update statement */
  bool floating;      /* a floating sum or product, which --reassociate allows */
  bool negated;       /* a scan's `s -= e`: it adds -e */
  const Node *operand;/* a scan's e, what each iteration combines into var */
} TeamReduction;

typedef struct TeamLoop {
  int kind;           /* PLAN_TEAM_SPLIT, PLAN_TEAM_REDUCE, PLAN_TEAM_WAVE (the loop and the one
                         in its body run as a wavefront, the lanes taking a wave's cells), or
                         PLAN_TEAM_SCAN (a round of iterations at a time, the running value of
                         reductions[0] scanned across the lanes) */
  const struct Wavefront *wave; /* PLAN_TEAM_WAVE */
  bool wave_warp;     /* ... whose cell's loops split across a warp's lanes as the team form's
                         would (marked in the cell, Node.plan_team and plan_team_store): the
                         grid form gives each cell a warp; the team form, a lane */
  bool wave_cell_warps; /* ... and a cell may take several warps of a block, as many as a line's
                         cells leave idle (its loops split or reduce, and their counters stay in
                         their types PLAN_CELL_LANES lanes past their ends) */
  const char *wave_one_warp; /* ... otherwise, why a warp a cell */
  const Symbol *counter;
  long long step;     /* the counter's change per iteration, with its sign */
  int scan_ahead;     /* PLAN_TEAM_SCAN: the rounds ahead its operands may be read, for which
                         the counter was proved to stay in its type (0 to PLAN_TEAM_SCAN_AHEAD) */
  int scan_run;       /* ... a lane's consecutive iterations in a group of the round's (the lanes
                         taking runs one after another), */
  int scan_groups;    /* ... and the groups a round: a round is scan_groups * 32 * scan_run
                         iterations, each lane scan_groups * scan_run of them */
  bool scan_vector;   /* ... its operand an element X[..][i] (i the counter, counting up by 1): a
                         lane's consecutive operands are consecutive elements, read on the GPU
                         16 bytes at a time where they lie on a 16-byte boundary */
  const Node *scan_row_store; /* ... the body's one statement after the update, X[..][i] = s of
                         the running value: a lane's values stored 16 bytes at a time so too */
  TeamReduction *reductions;
  int nreductions;
  /* PLAN_TEAM_SPLIT in the grid form (plan/grid.c): the one loop of its body, parallel too, whose
     iterations the group's lanes take with the loop's own, a pair (row, column) a lane in the
     rows' order, so that a warp's lanes touch consecutive elements of a row; both loops count up
     by one between constant expressions (pair_rows and pair_cols iterations) */
  const Node *grid_pairs;
  long long pair_rows, pair_cols;
} TeamLoop;

bool plan_team(Function *fn, const TargetOptions *options);
/* Whether the CPU's team runs t's wavefront a thread a row, each row waiting on the one before
 * through counters: a cell with no loop (where a barrier of the team a line would cost more than
 * the line's cells), the lanes taking the outer counter, whose strips isl bounds; a row's prologue
 * only so. */
bool plan_cpu_strips(const TeamLoop *t);
/* How a loop's iterations split across lanes (a parallel loop, a reduction, a scan or a
 * wavefront, by the team form's rules), or NULL; plan_team_loop_free frees it. */
TeamLoop *plan_team_split_of(const Node *loop, bool reassociate);
void plan_team_loop_free(TeamLoop *t);
/* Whether the loop's counter stays in its type with `lanes` lanes past its end (a split loop's
   lanes take its iterations `lanes` apart). */
bool plan_team_counter_room(const Node *loop, long long lanes);
/* Whether n stores an array element, or gives an array to a helper of the file. */
bool plan_stores_elements(const Node *n);

/* grid.c: whether an entry with a team form takes the grid form too (Function.plan_grid, or
 * plan_no_grid why not): the team form's code, its lanes all the threads of a group of blocks
 * (up to PLAN_GRID_LANES, the runtime's BULK_GRID_LANES_MAX) and its waits a barrier of the group's
 * blocks, where the entry has a wavefront and splits no reduction or scan across the lanes. */
enum { PLAN_GRID_LANES = 1 << 22 };
/* the lanes of a wavefront's warp cell, at most: 16 warps (BULKCC_CELL_WARPS) */
enum { PLAN_CELL_LANES = 16 * 32 };
void plan_grid(Function *fn, const TargetOptions *options);
/* Whether the grid form runs t's wavefront in strips of rows, a warp a strip, each strip waiting
 * on the one before through counters rather than the group at a barrier a line: a lane a cell, the
 * lanes taking the outer counter, whose strips' lines isl bounds (Wavefront.row_lo ...). */
bool plan_grid_strips(const TeamLoop *t);
/* Where a nest of two loops that both carry dependences has no wavefront, the first such nest in
 * body and why ("no wavefront at L:C: ..."), for --dump=plan; else NULL. */
const char *plan_no_wavefront(const Node *body);
/* A split loop of a grid form's warp cell (codegen/team.c): its plan of reads ahead where a
 * lane's groups may go by it (counting up by one to a bound compared as an int, or as an unsigned
 * int between unsigned operands, so that a group's test in long long says what the loop's own
 * condition would of the group's last iteration), else NULL; and whether each lane also runs its
 * iterations last to first on every other line, so that a line starts on the rows' ends the line
 * before read last, still in L2 (--dump=plan: "every other line last to first"). */
const struct AheadPlan *plan_cell_split_ahead(const Node *loop);
bool plan_cell_split_reversed(const Node *loop);
/* The side of an ordered reduction's `if (e < s)` that is not s: its candidate e. */
const Node *plan_update_candidate(const Node *update, const TeamReduction *r);

/* stage.c: the arrays a grid form's strip copies into its warp's shared memory, a chunk of lines
 * at a time (see stage.c). Offsets are bounded so that the copies' sizes stay small numbers. */
#define STAGE_OFFSET_MAX 64
/* a warp's staging at the default sizes (strips of 32 rows, chunks of 32 lines) is at most this
 * many bytes, the arrays taken in order while they fit: a block of 16 warps takes 16 times as
 * much, and a multiprocessor has about 228 KB */
#define STAGE_BYTES_MAX 12288
#define STAGE_DEFAULT_ROWS 32
#define STAGE_DEFAULT_LINES 32
enum { STAGE_ALONG_ROWS = 1, STAGE_ALONG_COLUMNS = 2 };
typedef struct StageArray {
  const Symbol *sym;
  int dims;                 /* 2: X[r + a][c + b]; 1: X[r + a] or X[c + b] (along) */
  int along;                /* dims 1: STAGE_ALONG_ROWS or STAGE_ALONG_COLUMNS */
  bool staged, read, written;
  long long row_lo, row_hi; /* the least and greatest a */
  long long col_lo, col_hi; /* ... s * a + b (dims 2), or b (along the columns) */
  long long rows, cols;     /* the array's extents (dims 1: cols) */
  bool stores_where_read;   /* dims 2, a working array nothing reads after the nest: a cell's store
                               goes to the array only where a read from the array may need it
                               (another strip's cell, or a later chunk's, which copies it again) */
  long long wrow_lo, wrow_hi; /* dims 2: the least and greatest a of its stores (none: LLONG_MAX,
                               LLONG_MIN): a strip's rows from r0 + wrow_hi to r1 + wrow_lo only its
                               own cells write, so it keeps them from chunk to chunk (codegen) */
  bool kept;                /* dims 2, read by the cells, not stored where read: a strip keeps
                               those rows from chunk to chunk in shared memory (codegen/stage.c;
                               stores_where_read's measured slower kept, so it is not) */
  bool fed;                 /* every read of it in the nest reads a value a cell wrote (isl's
                               dataflow): a strip's own rows need no copy of what it has not written */
  bool deferred;            /* dims 2, every store a statement of the cell's own, which each cell
                               runs once, to its own element X[r][c]: the stores go to the copy, and
                               at the chunk's end the chunk's cells' elements go to the array a row
                               at a time (a warp's store one row's run, not a sector a lane); an
                               array so stored is staged where the cell only writes it, too */
  bool dead_after;          /* dims 2, a working array nothing reads after the nest: a deferred one's
                               kept rows go to the array only where a strip reads them from it
                               (codegen/stage.c: the strip below, where it is not handed them) */
  long long carry_depth;    /* StripStage.carry: the rows above the strip its cells read (-row_lo),
                               which the strip above hands on as data; 0: none */
  long long carry_offset;   /* ... where its words begin in a strip's (StripStage.carry_stride) */
} StageArray;
typedef struct StripStage {
  StageArray *arrays;
  int narrays;
  bool carry;               /* every array the cells both read and write is staged and deferred, of
                               at most 4 bytes an element, and read no row below the cell's nor more
                               than STAGE_DEFAULT_ROWS above: the strip above hands on the rows above
                               as words of a value and a tag (codegen/stage.c), and no strip waits
                               on another's count a chunk */
  long long carry_stride;   /* ... the words a strip hands on: each carried array's depth x columns */
  long long carry_strips;   /* ... the strips the words are sized for: the carried arrays' rows / 32,
                               rounded up (a run of more strips waits on counts instead) */
  const char *no_carry;     /* where not carry, why (--dump=plan) */
  long long skew;           /* s: the lines are s * r + c */
  const char *left_out;     /* the arrays the bytes left out ("a, b"), or NULL */
} StripStage;
/* The staged arrays of loop's wavefront (a nest of fn's), or why none (out empty). */
const char *plan_strip_stage(const Function *fn, const Node *loop, StripStage *out);
/* The elements a warp stages of a at the default sizes. */
long long plan_stage_elements(const StageArray *a, long long skew);
/* a is a 1-D array along the rows that the nest only reads: the same elements each chunk, copied
 * in a strip's first chunk alone (codegen/stage.c). */
bool plan_stage_copied_once(const StageArray *a);
/* A staged access's subscript's constant offset from its counter (plan_strip_stage proved it
 * one, through casts that keep values). */
long long plan_stage_offset(const Node *subscript);
/* The subscript's constant offset from the counter sym (sym + k, sym - k, k + sym, within
 * STAGE_OFFSET_MAX, through conversions that keep its values), or false: not of that form. */
bool plan_counter_offset(const Node *subscript, const Symbol *sym, long long *offset);
void plan_strip_stage_free(StripStage *s);

/* tiles.c: a grid form's strip whose cells split by statement (Funasaka, Nakano and Ito's tiles of
 * the summed area table): each tile of BULKCC_TEAM rows by BULKCC_TEAM columns runs its first
 * statements a lane a row across the tile, before the strip waits for the one above (they need
 * nothing of it), then the others a lane a column down the tile; the strip above hands on only
 * what a column reads of it. See tiles.c for when a nest takes it. */
enum { TILE_DEPTH_MAX = 8 }; /* the rows above its own a column statement may read, at most */
/* a warp's tiles at the default size, at most: four tiles of 4-byte values (a block of 8 warps
   takes 128 KB; the runtime fits the block to what a multiprocessor holds) */
enum { TILE_BYTES_MAX = 16896 };
/* the tiles whose copies a strip keeps in flight ahead, by default (BULKCC_TILE_AHEAD) */
enum { TILE_AHEAD_DEFAULT = 1 };
typedef struct TileColumn {
  const Symbol *sym;        /* an array the column statements store, each cell its own X[r][c] */
  int store;                /* ... by the statement of this number, once a cell */
  long long depth;          /* the rows above the cell's they read of it, X[r - depth][c] at most
                               (a lane's registers); 0: none */
  bool read_own;            /* ... and its own element, after the store */
  long long rows, cols;     /* its extents */
  long long carry_offset;   /* where its words begin in a strip's (StripTiles.carry_stride) */
} TileColumn;
typedef struct StripTiles {
  const Node **stmts;       /* the cell's statements, in order */
  int nstmts;
  int split;                /* [0, split): the row statements; [split, nstmts): the column ones */
  const Symbol **expanded;  /* a row's scalars the column statements read: a tile of each, its value
                               after each cell's row statements */
  int nexpanded;
  const Symbol **staged;    /* 2-D arrays the nest only reads, each use X[r][c], the row statements
                               among them: copied a tile at a time, a lane a column */
  int nstaged;
  TileColumn *columns;
  int ncolumns;
  const Symbol *col_counter; /* the inner counter, */
  const Node *col_first, *col_last; /* ... its first value, and its bound */
  bool col_last_inclusive;  /* ... c <= bound (else c < bound) */
  bool carry;               /* every column array read above is of at most 4 bytes an element: the
                               strip above hands on its last rows as tagged words */
  long long carry_stride, carry_strips;
  const char *no_carry;     /* where not carry, why (--dump=plan) */
} StripTiles;
/* The split of loop's wavefront (a nest of fn's in strips), or why none (out empty). */
const char *plan_strip_tiles(const Function *fn, const Node *loop, StripTiles *out);
/* The bytes of shared memory a warp's tiles take at the default size (a strip of STAGE_DEFAULT_ROWS). */
long long plan_tiles_bytes(const StripTiles *t);
void plan_strip_tiles_free(StripTiles *t);

/* simd.c: whether n holds a loop (a for, while or do), n itself included */
bool plan_has_loop(const Node *n);
/* simd.c: the CPU's entry one instance at a time (its path for few instances): the innermost
 * loops whose reductions run in SIMD lanes (Node.plan_simd). */
void plan_cpu_simd(Function *fn, const TargetOptions *options);
/* The CPU's entry one instance at a time (its path for few instances): the 2-D working arrays
 * whose columns an innermost loop reads, each kept with its transpose (Function.plan_mirrors). */
bool plan_cpu_mirrors(Function *fn, const TargetOptions *options);

/* cost.c: an entry's counts for the cost model (Function.plan_cost_*), after plan_team. */
void plan_cost(Function *fn);

/* opaque.c: marks the integer == and != of fn's loop bodies that the CUDA code keeps from nvcc's
 * rewriting (Node.plan_opaque_compare); none for the CPU. */
void plan_opaque_compares(Function *fn, const TargetOptions *options);

/* names.c: gives every symbol of the program its spelling in emitted code. */
void plan_names(Program *prog);

/* select.c: sets Node.plan_select on fn's ifs and Symbol.select_target on what selects assign. */
void plan_selects(Function *fn);

/* lanes.c: where the SPMD form is considered (an entry of the CPU's column-wise target), widens
 * Symbol.varying to every scalar that takes a lane's value and says whether fn takes the form
 * (control and addresses uniform); marks the statements that run per lane (Node.plan_lanes) in
 * a function that takes it, and clears the marks in any other. */
bool plan_spmd(Function *fn, bool considered);

/* ---- ahead.c: innermost loops that issue the loads of several iterations first ------------ */

/* Iterations per group: at most AHEAD_MAX, fewer when the loop reads several arrays, so that
 * about AHEAD_REGISTERS loaded values wait in registers (AHEAD_REGISTERS_CLAMPED in a loop whose
 * last group is clamped, below); never fewer than AHEAD_MIN. */
enum { AHEAD_MAX = 32, AHEAD_MIN = 4, AHEAD_REGISTERS = 64, AHEAD_REGISTERS_CLAMPED = 32 };

typedef struct AheadPlan {
  Symbol *counter;
  int dir;         /* +1: the counter counts up; -1: down */
  int group;       /* iterations per group */
  Node **hoisted;  /* the reads loaded ahead (ND_INDEX nodes of the loop's body) */
  int nhoisted;
  /* The iterations after the whole groups go as groups too, each with its reads loaded first:
   * an iteration past the loop's end runs not, and its reads load iteration i's elements (i:
   * the group's first iteration, which runs), so that every load is in bounds and none waits on
   * a branch. Where the trip count is not a constant and the counter is the loop's own (its
   * value after the loop does not matter); a constant count's last iterations nvcc unrolls. */
  bool clamped_last;
  /* A group's test, i + (G - 1) < E, could overflow the counter or compare against the loop's
   * own condition otherwise (the start or the bound not constants well inside the counter's
   * range, or the comparison unsigned): the emitted test counts the iterations left instead, as
   * the difference of bound and counter in the comparison's unsigned type, exact for every value
   * the C's own loop allows. */
  bool exact_group_test;
  /* Element reads of the statement after the loop, made before it (early.c): read k of the
   * function's count is Node.plan_early k + 1. */
  Node **early;
  int nearly;
} AheadPlan;

bool ahead_candidate(const Node *loop); /* a for loop with no loop inside */
/* A for loop that declares its counter and starts and ends at constant expressions: its trip
 * count is nvcc's to see (and to unroll by). */
bool plan_constant_trips(const Node *loop);
/* Whether the loop can run `group` iterations at a time with some reads loaded first. */
bool ahead_plan(const Node *loop, int group, AheadPlan *plan);
void ahead_free(AheadPlan *plan);
int ahead_index(const AheadPlan *plan, const Node *read); /* -1 when not loaded ahead */

/* symbols.c: a list of distinct symbols (what a loop assigns, or writes) */
typedef struct SymbolList {
  const Symbol **items;
  int count;
  size_t cap;
} SymbolList;
bool symbol_listed(const SymbolList *list, const Symbol *sym);
void symbol_list_add(SymbolList *list, const Symbol *sym, const char *what); /* once; NULL: nothing */
void symbol_list_free(SymbolList *list);

/* early.c: which reads of the statement after a loop that goes ahead are made before it; numbers
 * them on from *next_number (which it advances), in Node.plan_early. */
void early_plan(Node *loop, AheadPlan *plan, int *next_number);

#endif
