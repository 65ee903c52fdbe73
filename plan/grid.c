/* grid.c: the grid form of an entry (CUDA): the blocks of a group run one instance, all their
 * threads its lanes. It is the team form's code (plan/team.c) with more lanes: a wavefront's
 * cells spread over every thread of the group, a parallel loop's iterations too, and the team's
 * waits become a barrier of the group's blocks. Where p is small that puts the whole GPU on each
 * instance, where the team form would leave it idle.
 *
 * Taken where the team form is, a wavefront is among its loops (without one, the team form's
 * warp has work enough per wait), and no reduction or scan splits across the lanes (a warp's
 * shuffles combine those; a group's lanes have none). A split loop's counter must stay in its
 * type with PLAN_GRID_LANES lanes past its end; a wavefront's cells are counted in long long. A
 * loop that runs whole on every lane and stores (one lane's stores: a barrier before each and
 * after) is run whole by one lane where it splits no loop and writes no scalar the other lanes
 * hold (Node.plan_grid_one_lane); otherwise a store one lane makes in it refuses the form, where
 * no loop around it has a wavefront: the group would wait at two barriers of all its blocks each
 * time round, with no line's work between (memset of a working array: two an element). */
#include <limits.h>

#include "../analysis/sema.h"
#include "../dependences/dependences.h"
#include "plan.h"

typedef struct GridCheck {
  const char *why;
  int loops;      /* loops around the statement that run whole on every lane */
  int wave_loops; /* ... of them, those with a wavefront in their body */
} GridCheck;

static AstStep find_wave(const Node *n, void *data) {
  if (n->kind == ST_FOR && n->plan_team && n->plan_team->kind == PLAN_TEAM_WAVE) *(bool *)data = true;
  return *(bool *)data ? AST_WALK_STOP : AST_WALK_ON;
}

static void check(GridCheck *c, const Node *n);

static AstStep find_no_wave(const Node *n, void *data) {
  const char **why = data;
  if (n->kind == ST_FOR && n->dependences && n->dependences->no_wave)
    *why = intern_format("no wavefront at %d:%d: %s", n->loc.line, n->loc.col, n->dependences->no_wave);
  return *why ? AST_WALK_STOP : AST_WALK_ON;
}

const char *plan_no_wavefront(const Node *body) {
  const char *why = NULL;
  if (body) ast_walk(body, find_no_wave, NULL, &why);
  return why;
}

static AstStep find_team_loop(const Node *n, void *data) {
  if (n->kind == ST_FOR && n->plan_team) *(bool *)data = true;
  return *(bool *)data ? AST_WALK_STOP : AST_WALK_ON;
}

static AstStep find_store(const Node *n, void *data) {
  if (n->kind == ST_EXPR && n->plan_team_store) *(bool *)data = true;
  return *(bool *)data ? AST_WALK_STOP : AST_WALK_ON;
}

typedef struct OuterWrites {
  const Node *loop;
  bool found;
} OuterWrites;

/* a scalar declared outside the loop written in it: the other lanes would not hold its value */
static AstStep find_outer_write(const Node *n, void *data) {
  OuterWrites *w = data;
  if (ast_is_assignment(n) && n->lhs->kind == ND_VAR && n->lhs->sym && n->lhs->sym->type->kind != TY_ARRAY &&
      (!n->lhs->sym->decl || !ast_contains(w->loop, n->lhs->sym->decl)))
    w->found = true;
  return w->found ? AST_WALK_STOP : AST_WALK_ON;
}

static bool one_lane_loop(const Node *loop) {
  bool team = false, store = false;
  ast_walk(loop->then, find_team_loop, NULL, &team);
  ast_walk(loop->then, find_store, NULL, &store);
  OuterWrites w = {loop, false};
  ast_walk(loop, find_outer_write, NULL, &w);
  return store && !team && !w.found;
}

/* The iterations of a loop counted up by one from a constant expression to another (< or <=),
 * the counter declared by the loop; -1 where it is not such a loop. The bound is of the counter's
 * type and both values lie in it, so that the start is the value written and the comparison the
 * counter's with no conversion (`int x = -2; x < 5u` runs no iteration; `unsigned char x` is
 * compared as an int), and a bound of <= below the type's greatest, which the counter passes. */
static long long constant_count(const Node *loop) {
  const LoopDependences *d = loop->dependences;
  const Node *decl = loop->init && loop->init->kind == ST_DECL ? loop->init->args : NULL;
  const Node *cond = loop->cond;
  long long start, bound, count, least, most;
  if (!d || !d->counter || !d->counter_declared || d->dir != 1 || d->step != 1 || !type_is_integer(d->counter->type)) return -1;
  if (!decl || decl->next || decl->sym != d->counter || !decl->init || !sema_const_int((Node *)decl->init, &start)) return -1;
  if (!cond || cond->kind != ND_BINARY || (cond->op != OP_LT && cond->op != OP_LE) || cond->lhs->kind != ND_VAR ||
      cond->lhs->sym != d->counter || !cond->rhs->type || cond->rhs->type->kind != d->counter->type->kind ||
      !sema_const_int((Node *)cond->rhs, &bound))
    return -1;
  type_limits(d->counter->type, &least, &most);
  if (start < least || start > most || bound < least || bound > most || (cond->op == OP_LE && bound == most)) return -1;
  if (__builtin_sub_overflow(bound, start, &count) || (cond->op == OP_LE && __builtin_add_overflow(count, 1, &count))) return -1;
  return count;
}

/* A split loop whose body is one parallel loop, both counted by constants: the group's lanes take
 * their iterations as pairs in the rows' order (TeamLoop.grid_pairs). A lane a row, as the split
 * loop alone gives, puts a warp's accesses on 32 rows: error diffusion's first nest, 32K x 32K,
 * wrote each int of its working array to a sector of its own. */
static void mark_pairs(const Node *outer) {
  TeamLoop *t = outer->plan_team;
  t->grid_pairs = NULL;
  if (t->kind != PLAN_TEAM_SPLIT || t->nreductions || t->step != 1) return;
  const Node *inner = outer->then;
  if (inner && inner->kind == ST_BLOCK) inner = inner->args && !inner->args->next ? inner->args : NULL;
  if (!inner || inner->kind != ST_FOR || inner->plan_team || !inner->dependences || inner->dependences->cls != LOOP_PARALLEL) return;
  const long long rows = constant_count(outer), cols = constant_count(inner);
  long long pairs;
  /* a lane's next pair, row + lanes / cols + 1 and column + lanes % cols, stays in long long */
  if (rows <= 0 || cols <= 0 || __builtin_mul_overflow(rows, cols, &pairs) || pairs > LLONG_MAX / 4 - PLAN_GRID_LANES) return;
  /* both loops parallel: neither body leaves early nor writes a counter (dependences/model.c) */
  bool team = false;
  ast_walk(inner->then, find_team_loop, NULL, &team);
  if (team) return;
  t->grid_pairs = inner;
  t->pair_rows = rows;
  t->pair_cols = cols;
}

static AstStep find_scan(const Node *n, void *data) {
  if (n->kind == ST_FOR && n->plan_team && n->plan_team->kind == PLAN_TEAM_SCAN) {
    *(const Node **)data = n;
    return AST_WALK_STOP;
  }
  return AST_WALK_ON;
}

static AstStep check_split(const Node *n, void *data) {
  GridCheck *c = data;
  if (c->why) return AST_WALK_STOP;
  /* a store one lane makes is a barrier before it and after: in a loop, two each time round
     (memset of a working array: two an element), unless a wavefront's lines wait as often */
  if (n->kind == ST_EXPR && n->plan_team_store && c->loops > 0 && c->wave_loops == 0) {
    c->why = intern_format("the store at %d:%d, in a loop, is one lane's between two barriers of all the blocks each time round",
                           n->loc.line, n->loc.col);
    return AST_WALK_STOP;
  }
  const TeamLoop *t = n->kind == ST_FOR ? n->plan_team : NULL;
  if (!t && (n->kind == ST_FOR || n->kind == ST_WHILE || n->kind == ST_DO)) {
    /* a loop whose stores are one lane's, with no split loop inside and no scalar of the others'
       written: that lane runs it whole, the group waiting before and after it */
    if (one_lane_loop(n)) {
      ((Node *)n)->plan_grid_one_lane = true;
      return AST_WALK_SKIP;
    }
    bool wave = false;
    ast_walk(n->then, find_wave, NULL, &wave);
    c->loops++, c->wave_loops += wave;
    check(c, n->then);
    c->loops--, c->wave_loops -= wave;
    return AST_WALK_SKIP;
  }
  if (!t) return AST_WALK_ON;
  if (t->kind == PLAN_TEAM_WAVE) { /* a cell's loops are its lane's or its warp's */
    const Node *scan = NULL;
    if (t->wave_warp) ast_walk(t->wave->inner->then, find_scan, NULL, &scan);
    if (scan) /* the team kernel's scans read ahead by its template's rounds, which the grid kernel has not */
      c->why = intern_format("the scan at %d:%d of a wavefront's warp cell runs only in the team form", scan->loc.line, scan->loc.col);
    return c->why ? AST_WALK_STOP : AST_WALK_SKIP;
  }
  if (t->kind == PLAN_TEAM_REDUCE || t->kind == PLAN_TEAM_SCAN)
    c->why = intern_format("the %s at %d:%d combines its lanes by a warp's shuffles", t->kind == PLAN_TEAM_SCAN ? "scan" : "reduction",
                           n->loc.line, n->loc.col);
  else {
    mark_pairs(n); /* whose counters go no further than the loops' own ends */
    if (!t->grid_pairs && !plan_team_counter_room(n, PLAN_GRID_LANES))
      c->why = intern_format("the counter of the loop at %d:%d is not proved to stay in its type with %d lanes past its end",
                             n->loc.line, n->loc.col, PLAN_GRID_LANES);
  }
  return c->why ? AST_WALK_STOP : AST_WALK_SKIP;
}

static void check(GridCheck *c, const Node *n) {
  if (n && !c->why) ast_walk(n, check_split, NULL, c);
}

static AstStep clear_one_lane(const Node *n, void *data) {
  (void)data;
  ((Node *)n)->plan_grid_one_lane = false;
  return AST_WALK_ON;
}

void plan_grid(Function *fn, const TargetOptions *options) {
  fn->plan_grid = false;
  fn->plan_no_grid = NULL;
  ast_walk(fn->body, clear_one_lane, NULL, NULL);
  if (!fn->plan_team || options->target != TARGET_CUDA) return;
  GridCheck c = {NULL, 0, 0};
  bool wave = false;
  ast_walk(fn->body, find_wave, NULL, &wave);
  if (wave) check(&c, fn->body);
  else c.why = plan_no_wavefront(fn->body);
  if (!wave && !c.why) c.why = "no wavefront";
  fn->plan_grid = !c.why;
  fn->plan_no_grid = c.why;
  if (c.why) ast_walk(fn->body, clear_one_lane, NULL, NULL);
}

bool plan_grid_strips(const TeamLoop *t) {
  return t && t->kind == PLAN_TEAM_WAVE && !t->wave_warp && t->wave->lanes_take_outer && t->wave->row_lo;
}
