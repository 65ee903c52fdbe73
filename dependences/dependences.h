/* dependences.h: which loops of an entry may run their iterations at once, from the exact
 * dependences between statement instances (isl computes them).
 *
 * Obliviousness makes every address a function of loop counters and values fixed for the run
 * (uniform parameters), so where those functions are affine the dependences are exact: which
 * iteration of which statement reads what another wrote (flow), or writes what another read or
 * wrote (anti, output). A loop is
 *   - parallel: no dependence between two of its iterations, once the scalars and arrays private
 *     to one iteration are set apart;
 *   - a reduction (or a scan): the only such dependences are through a scalar that every
 *     statement touching it updates by one associative operator (`s += e`, `if (e < s) s = e;`);
 *     a scan's value is also read inside the loop;
 *   - carrying a dependence: it must run in order; the storage and the distances are given;
 *   - not analysed: its counter, bounds or exits are not affine, or it leaves early; why is said.
 * What cannot be proved independent is reported dependent: an access whose index is not affine
 * reaches the whole array, a statement under a condition on data may write or not. */
#ifndef BULKCC_DEPENDENCES_H
#define BULKCC_DEPENDENCES_H

#include <stdio.h>

#include "../frontend/ast.h"

typedef enum LoopClass {
  LOOP_NOT_ANALYSED,
  LOOP_PARALLEL,
  LOOP_REDUCTION,
  LOOP_SCAN,
  LOOP_CARRIED,
} LoopClass;

/* An associative update of a scalar over a loop's iterations. */
typedef struct Reduction {
  const Symbol *var;
  const char *op;     /* "+", "*", "|", "&", "^", "min", "max" */
  bool exact;         /* any order gives the same bits (integers, min and max); a floating-point
                         sum or product does not */
  bool ties_first;    /* min/max by a strict comparison: among equal values the earliest stays,
                         which an order-keeping combination preserves */
  bool scan;          /* other statements of the loop read its running value */
  const Node *update; /* the update statement (an if's, `if (e < s) s = e;`, or an expression's) */
  int nupdates;       /* statements of the loop that update it */
  const Node *operand;/* what an update by an operator combines into var: e of `s op= e`,
                         `s = s op e` or `s = e op s`, the int 1 of `s++` and `s--`; NULL for a
                         minimum or maximum */
  bool negated;       /* the update subtracts it: `s -= e`, `s = s - e`, `s--` (op "+") */
} Reduction;

/* Storage one of whose dependences a loop carries, and how far apart the iterations are. */
typedef struct Carried {
  const char *storage;   /* the array or scalar, as the user named it */
  const char *kind;      /* "flow", "anti" or "output" */
  long long min, max;    /* iterations between source and sink */
  bool unbounded;        /* max is not bounded (it grows with a parameter) */
} Carried;

/* An integer bound of a wavefront's loops, over the region's parameters and the wave. */
typedef enum WaveExprKind {
  WAVE_INT,      /* value */
  WAVE_PARAM,    /* sym: a scalar the region never writes */
  WAVE_WAVE,     /* the wave's number */
  WAVE_STRIP_LO, WAVE_STRIP_HI, /* a strip's least and greatest value of the enumerated counter */
  WAVE_NEG,      /* -a */
  WAVE_ADD, WAVE_SUB, WAVE_MUL, WAVE_MIN, WAVE_MAX,
  WAVE_FLOORDIV, /* a / b rounded down; b a positive constant */
  WAVE_LE, WAVE_LT, WAVE_EQ, WAVE_AND, WAVE_OR, /* a guard's */
} WaveExprKind;

typedef struct WaveExpr {
  WaveExprKind kind;
  long long value;
  const Symbol *sym;
  struct WaveExpr *a, *b;
} WaveExpr;

/* A nest of two loops, each carrying a dependence, whose cells (an iteration of the inner loop
 * in an iteration of the outer) on one line outer_coef * i + inner_coef * j = w are independent
 * of each other: every dependence goes from a line to a later one. The waves run in order, the
 * cells of one wave in any order, by the counter the lanes take (the other follows from w). */
typedef struct Wavefront {
  const Node *outer;                 /* the outer loop */
  const Node *inner;                 /* the inner loop, the whole body of the outer one or its end */
  long long outer_coef, inner_coef;  /* of the counters' values, signs included */
  bool lanes_take_outer;             /* the outer counter is enumerated (inner_coef is +-1),
                                        or else the inner one (outer_coef is +-1) */
  WaveExpr *guard;                   /* the nest runs at all; NULL: whenever it is reached */
  WaveExpr *wave_lo, *wave_hi;       /* inclusive, over the parameters */
  WaveExpr *cell_lo, *cell_hi;       /* the enumerated counter's, inclusive, over the wave */
  const char *text;                  /* "j - i", for --dump=plan */
  /* Where lanes take the outer counter, its range over the nest (row_lo to row_hi, inclusive,
     over the parameters), and the lines on which a strip of its values from WAVE_STRIP_LO to
     WAVE_STRIP_HI has cells (strip_wave_lo to strip_wave_hi, inclusive, a superset where the
     strip has none): the grid form runs strips of rows, each strip its lines in order (codegen's
     team.c). NULL where isl's bounds are not of the kinds WaveExpr has. */
  WaveExpr *row_lo, *row_hi, *strip_wave_lo, *strip_wave_hi;
  bool convex;                       /* ... the cells one convex polyhedron: a row's on consecutive lines */
  bool cells_polyhedral;             /* ... and that polyhedron's integer points, no stride among them:
                                        a box of rows by lines whose corners are cells holds only cells */
  /* Statements come before the inner loop in the outer's body, each touching no storage the cells
     do but the row's own (declared there: a summed area table's running sum of the row): a lane
     runs them, then its row's cells, holding those scalars. Only strips run such a wavefront. */
  bool prologue;
  /* The arrays every read of which in the nest reads a value a cell of the nest wrote (isl's
     dataflow: no read may see a value from before the nest): a strip need not copy in those of
     its own rows' elements it has not written yet. */
  const Symbol **fed;
  int nfed;
} Wavefront;

/* sym is a scalar the wavefront's prologue declares (a row's own). */
bool wave_prologue_declares(const Wavefront *w, const Symbol *sym);
/* Every read of the array sym in the wavefront's nest reads a value a cell wrote (Wavefront.fed). */
bool wave_array_fed(const Wavefront *w, const Symbol *sym);

typedef struct LoopDependences {
  LoopClass cls;
  const char *why;       /* LOOP_NOT_ANALYSED: the reason */
  Reduction *reductions; /* LOOP_REDUCTION and LOOP_SCAN */
  int nreductions;
  Carried *carried;      /* LOOP_CARRIED: each storage once, the first found per storage */
  int ncarried;
  const Symbol **privates; /* scalars and arrays each iteration has its own copy of */
  int nprivates;
  /* an analysed loop's counter: declared by its first clause (counter_declared) or not, moving
     by step (> 0) in direction dir (+1 up, -1 down) */
  const Symbol *counter;
  bool counter_declared;
  int dir;
  long long step;
  bool counter_known;        /* the values the body runs with, and those the counter starts
                                from, over every value of the parameters */
  long long counter_lo, counter_hi, start_lo, start_hi;
  const Type *tested;        /* the type the loop's test compares the counter in (C's usual
                                conversions): where unsigned, a counter stepped below 0 is huge */
  Wavefront *wave;           /* a carried loop whose body is one carried loop: a wavefront of
                                the two, where one is found; NULL otherwise */
  const char *no_wave;       /* ... where both carry and none is found, why (the grid form's
                                --dump=plan), or NULL */
} LoopDependences;

/* Classifies every loop of every entry and of the helpers they call (Node.dependences), after
 * evaluate_program. Reports nothing: what it cannot prove, a loop's class says. */
void dependences_program(Program *prog);
/* One loop's class in words, for --dump=plan: "parallel", "reduction min over s, ...". */
void dependences_describe(FILE *f, const LoopDependences *d);
void dependences_free(LoopDependences *d);

#endif
