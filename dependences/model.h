/* model.h: the polyhedral model of a function's statements, as dependences.c builds it and
 * hands it to isl (internal to dependences/).
 *
 * A region is a statement list whose for loops with affine counters, bounds and steps are
 * iterators; a statement in it has a domain (the iterators of the loops around it, bounded, and
 * the affine conditions it is under), accesses (array elements as affine functions of the
 * iterators and the region's parameters: scalars it never writes), and a place in the order of
 * execution (a 2d+1 schedule). Anything else (a while loop, a loop with a break, a switch) is
 * one opaque statement that may touch every element of what it names; its body is a region of
 * its own, with the counters around it as parameters. */
#ifndef BULKCC_DEPENDENCES_MODEL_H
#define BULKCC_DEPENDENCES_MODEL_H

#include "../frontend/ast.h"
#include "dependences.h"

/* An integer expression c + sum of k_i * v_i over variables of the region: iterators (by loop)
 * or parameters (by symbol). */
typedef struct Term {
  int var;          /* index into Region.vars */
  long long coef;
} Term;

typedef struct Affine {
  long long constant;
  Term *terms;
  int nterms;
  bool unknown;     /* a subscript that is not affine: any value in the dimension's range */
} Affine;

typedef struct RegionVar {
  const Symbol *sym;
  const struct ModelLoop *loop; /* an iterator: its loop; NULL for a parameter */
  const char *name;             /* its name in isl's text: c<k> or p<k> */
} RegionVar;

typedef struct ModelLoop {
  Node *node;
  const Symbol *counter;
  int var;                      /* its iterator, in Region.vars */
  int dir;                      /* +1 counts up, -1 down */
  long long step;               /* > 0 */
  long long place;              /* its textual place among the statements around it */
  int first_stmt, end_stmt;     /* a nest's (depth 0) statements: Region.stmts[first .. end) */
  bool counter_after;           /* the counter outlives the loop: its last value is written */
  const char *bounds;           /* isl constraints on the iterator (start, bound, stride) */
  const char *start;            /* the start's value, isl text over the loops around it */
  bool constant_bounds;         /* start and bound are constants: */
  long long start_value, bound_value;
  bool inclusive;               /* ... the bound is the last value (<=, >=), not one past it */
  const Type *tested;           /* the type its test compares in (C's usual conversions) */
  int depth;                    /* loops around it in the region */
  const struct ModelLoop *parent;
} ModelLoop;

typedef struct Access {
  const Symbol *storage;        /* an array or a scalar */
  bool write;
  bool must;                    /* a write that surely happens, to exactly these elements */
  Affine *index;                /* one per dimension; NULL: any element (the array whole) */
  int ndims;
} Access;

typedef struct ModelStmt {
  int id;
  const Node *node;             /* the statement (an opaque one: its loop, switch, ...) */
  const ModelLoop **loops;      /* around it, outermost first */
  int depth;
  const char *conditions;       /* affine conditions it is under, isl text ("" for none) */
  long long *order;             /* depth + 1 positions: the textual place at each level */
  Access *accesses;
  int naccesses;
  size_t cap_accesses;
} ModelStmt;

/* The body of an opaque statement, a region of its own, and the for loops around it. */
typedef struct OpaqueBody {
  Node *body;
  const Node **around;
  int naround;
} OpaqueBody;

typedef struct Region {
  Function *fn;
  RegionVar *vars;
  int nvars;
  size_t cap_vars;
  ModelLoop **loops;
  int nloops;
  size_t cap_loops;
  ModelStmt **stmts;
  int nstmts;
  size_t cap_stmts;
  const char *unanalysed;       /* the whole region is not analysed: why */
  bool all_may;                 /* every write is a may-write (a return before the end) */
  Node *root;                   /* the statement list (or statement) it covers */
  bool *written;                /* by Symbol.index: a scalar some statement of the region writes */
  const ModelLoop **declared_at;/* by Symbol.index: the loop around its declaration, once seen */
  bool *declared;
  OpaqueBody *opaque;           /* statements whose bodies are regions of their own */
  int nopaque;
  size_t cap_opaque;
  struct isl_ctx *isl;
  const char *params_text, *params_constraints; /* region_params_text's and _constraints', once
                                   the parameters are all known (a new one clears them) */
  signed char *written_once;    /* by Symbol.index: 1 written only by its declaration, 0 not,
                                   -1 not yet known */
  const Node **around;          /* the for loops around the region, outermost first: their
                                   counters' ranges bound the parameters they are */
  int naround;
} Region;

/* affine.c */
/* The affine value of an integer expression at `at` (the statement's loops, from the innermost
 * out), or false: not affine in the region's iterators and parameters. Unsigned arithmetic and
 * narrowing conversions are affine only where isl proves that no value wraps; *checks collects
 * those proofs to make, as isl text over the statement's domain ("" when none). */
bool affine_of(Region *r, const ModelLoop *at, const Node *e, Affine *out, const char **checks);
const char *affine_text(const Region *r, const Affine *a);
/* out = x + k * y; false where a coefficient overflows */
bool affine_add(const Affine *x, long long k, const Affine *y, Affine *out);
/* The range of values of an integer type, as isl text: "lo <= X and X <= hi" with X replaced by text. */
const char *affine_type_range(const Type *t, const char *text);
bool affine_condition(Region *r, const ModelLoop *at, const Node *cond, bool negate, const char **text, const char **checks);
int region_parameter(Region *r, const Symbol *sym);
bool region_writes(const Region *r, const Symbol *sym);

/* model.c */
void region_build(Region *r, Function *fn, Node *root, const Node **around, int naround, struct isl_ctx *isl);
void region_free(Region *r);
/* isl text of the parameters ("[p0, p1] -> ") and of their known ranges. */
const char *region_params_text(const Region *r);
const char *region_params_constraints(const Region *r);
/* The constraints of a statement's domain at loop `at`, as isl text ("" for none). */
const char *region_loops_text(const ModelLoop *at);
/* isl proves the violation impossible wherever the iterators of `at` satisfy their bounds and
 * conditions hold. */
bool region_proves_never(Region *r, const ModelLoop *at, const char *conditions, const char *violation);
/* Every region of fn: the body and those under opaque statements; calls visit for each. */
void region_each(Function *fn, void (*visit)(Region *r, void *data), void *data);

/* reductions.c: the reduction updates of loop's body for storage in the region, among the
 * statements first .. end of its nest. */
int reductions_in_loop(Region *r, const ModelLoop *loop, int first, int end, Reduction **out);

/* classify.c */
void classify_region_loops(Region *r);
/* The statement of an isl tuple name ("S3"), or NULL. */
const ModelStmt *region_stmt_named(const Region *r, const char *tuple);
/* s lies in loop's body. */
bool stmt_inside(const ModelStmt *s, const ModelLoop *loop);

/* A nest's dependences on one storage, memory-based: pairs of instances touching one element,
 * the first a write (flow, output) or a read (anti), in either order of execution. */
typedef struct Dependences {
  struct isl_union_map *flow, *anti, *output;
  struct isl_union_map *value_flow, *no_source; /* value-based, once asked for */
  bool value_tried;
} Dependences;

/* wavefront.c: a wavefront of the nest's outer two loops (LoopDependences.wave), where the
 * dependences on the storages the nest writes allow one. */
void wavefront_find(Region *r, const ModelLoop *nest, int nest_index, const Symbol **storages, int n,
                    const Dependences *deps);
void wavefront_free(Wavefront *w);

#endif
