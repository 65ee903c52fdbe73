/* cost.c: what the cost model knows of an entry before it runs (Function.plan_cost): an
 * instance's element accesses (the UMM's t: the thread form's steps, each thread's in order) and
 * the team form's critical path (lane steps: a split loop's iterations divided among 32 lanes, a
 * reduction's shuffles, a wavefront's lines, each the longest of its lanes' shares of the line's
 * cells). Counted by walking the loops with their counters' values: an innermost loop's trips by
 * its bounds, without running it. A branch counts as its costlier side. Where a trip count is not
 * a constant (a while loop, a bound on a parameter), nothing is counted and why is said. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "plan.h"
#include "../dependences/dependences.h"

/* the counters' values along the walk */
typedef struct Env {
  const Symbol *sym[64];
  long long val[64];
  int n;
} Env;

typedef struct Counter {
  const char *why;       /* the first reason nothing can be counted */
  int cells;             /* inside a wavefront's cell, which the team form runs on one lane: its
                            marks are the grid form's (a warp a cell), not counted here */
  long long budget;      /* iterations the walk may still take */
  const Node **keys;     /* the element accesses of each expression met, counted once */
  double *counts;
  size_t cap, n;
} Counter;

typedef struct Cost {
  double work, span;     /* element accesses; the team form's lane steps */
} Cost;

/* iterations walked before the count gives up (an innermost loop counts as one): a fraction of a
   second, OPT N=1024's 1.05 million cells and diagonals' cells among them */
enum { COST_ITERATIONS = 2000000, TEAM = 32 };

static void give_up(Counter *c, const Node *n, const char *why) {
  if (!c->why) c->why = intern_format("%s at %d:%d", why, n->loc.line, n->loc.col);
}

static bool lookup(const Env *env, const Symbol *sym, long long *v) {
  for (int i = env->n - 1; i >= 0; i--)
    if (env->sym[i] == sym) {
      *v = env->val[i];
      return true;
    }
  return false;
}

/* An integer expression of the counters and constants, or false. */
static bool eval(const Node *e, const Env *env, long long *out) {
  long long a, b;
  if (!e) return false;
  switch (e->kind) {
  case ND_INT: *out = e->ival; return true;
  case ND_VAR: return e->sym && lookup(env, e->sym, out);
  case ND_CAST: return eval(e->lhs, env, out);
  case ND_UNARY:
    if (!eval(e->lhs, env, &a)) return false;
    switch (e->op) {
    case OP_NEG: *out = -a; return true;
    case OP_PLUS: *out = a; return true;
    case OP_NOT: *out = !a; return true;
    case OP_BITNOT: *out = ~a; return true;
    default: return false;
    }
  case ND_COND:
    if (!eval(e->cond, env, &a)) return false;
    return eval(a ? e->then : e->els, env, out);
  case ND_BINARY:
    if (!eval(e->lhs, env, &a) || !eval(e->rhs, env, &b)) return false;
    switch (e->op) {
    case OP_ADD: *out = a + b; return true;
    case OP_SUB: *out = a - b; return true;
    case OP_MUL: *out = a * b; return true;
    case OP_DIV: if (!b) return false; *out = a / b; return true;
    case OP_MOD: if (!b) return false; *out = a % b; return true;
    case OP_SHL: if (b < 0 || b > 62) return false; *out = a << b; return true;
    case OP_SHR: if (b < 0 || b > 62) return false; *out = a >> b; return true;
    case OP_LT: *out = a < b; return true;
    case OP_GT: *out = a > b; return true;
    case OP_LE: *out = a <= b; return true;
    case OP_GE: *out = a >= b; return true;
    case OP_EQ: *out = a == b; return true;
    case OP_NE: *out = a != b; return true;
    case OP_LOGAND: *out = a && b; return true;
    case OP_LOGOR: *out = a || b; return true;
    case OP_AND: *out = a & b; return true;
    case OP_OR: *out = a | b; return true;
    case OP_XOR: *out = a ^ b; return true;
    default: return false;
    }
  default: return false;
  }
}

/* ---- element accesses of an expression --------------------------------------------------- */

static bool instance_array(const Symbol *sym) {
  return sym && sym->kind != SYM_TABLE && (sym->type->kind == TY_ARRAY || sym->type->kind == TY_POINTER);
}

static double accesses(const Node *e) {
  if (!e) return 0;
  double n = 0;
  if (e->kind == ND_INDEX) {
    const Node *root = e;
    while (root->kind == ND_INDEX) {
      n += accesses(root->rhs);
      root = root->lhs;
    }
    if (root->kind == ND_VAR && instance_array(root->sym)) n += 1;
    else n += accesses(root);
    return n;
  }
  n += accesses(e->lhs) + accesses(e->rhs) + accesses(e->cond) + accesses(e->then) + accesses(e->els);
  if (e->kind != ND_VARDECL)
    for (const Node *a = e->args; a; a = a->next) n += accesses(a);
  else n += accesses(e->init);
  return n;
}

/* accesses(e), once per expression: the walk meets a loop's body at every iteration */
static double accesses_of(Counter *c, const Node *e) {
  if (!e) return 0;
  size_t mask = c->cap - 1, at = ((uintptr_t)e >> 4) & mask;
  if (c->cap)
    for (; c->keys[at]; at = (at + 1) & mask)
      if (c->keys[at] == e) return c->counts[at];
  if (2 * (c->n + 1) > c->cap) { /* grow, and place every key again */
    size_t cap = c->cap ? 2 * c->cap : 256;
    const Node **keys = xcalloc(cap, sizeof *keys);
    double *counts = xcalloc(cap, sizeof *counts);
    for (size_t i = 0; i < c->cap; i++)
      if (c->keys[i]) {
        size_t k = ((uintptr_t)c->keys[i] >> 4) & (cap - 1);
        while (keys[k]) k = (k + 1) & (cap - 1);
        keys[k] = c->keys[i];
        counts[k] = c->counts[i];
      }
    free(c->keys);
    free(c->counts);
    c->keys = keys, c->counts = counts, c->cap = cap;
    mask = cap - 1;
  }
  at = ((uintptr_t)e >> 4) & mask;
  while (c->keys[at]) at = (at + 1) & mask;
  c->keys[at] = e;
  c->counts[at] = accesses(e);
  c->n++;
  return c->counts[at];
}

/* ---- statements --------------------------------------------------------------------------- */

static Cost count(Counter *c, const Node *n, Env *env);

static Cost add(Cost a, Cost b) { return (Cost){a.work + b.work, a.span + b.span}; }

typedef struct Mention {
  const Symbol *sym;
  bool found;
} Mention;

static AstStep find_header_mention(const Node *n, void *data) {
  Mention *m = data;
  if (n->kind == ST_FOR)
    m->found |= ast_mentions(n->init, m->sym) || ast_mentions(n->cond, m->sym) || ast_mentions(n->inc, m->sym);
  if (n->kind == ST_FOR && n->plan_team && n->plan_team->kind == PLAN_TEAM_WAVE) m->found = true; /* its lines */
  return m->found ? AST_WALK_STOP : AST_WALK_ON;
}

/* No loop of the body has bounds that move with the counter: every iteration counts alike. */
static bool iterations_alike(const Node *body, const Symbol *counter) {
  Mention m = {counter, false};
  ast_walk(body, find_header_mention, NULL, &m);
  return !m.found;
}

static bool has_loop(const Node *n) {
  if (!n) return false;
  if (n->kind == ST_FOR || n->kind == ST_WHILE || n->kind == ST_DO) return true;
  if (n->kind == ST_BLOCK)
    for (const Node *s = n->args; s; s = s->next)
      if (has_loop(s)) return true;
  return has_loop(n->then) || has_loop(n->els);
}

/* The step of `i++`, `i -= 2`, `i = i + 3`, or false. */
static bool step_of(const Node *inc, const Symbol *counter, const Env *env, long long *step) {
  long long v;
  if (!inc || !inc->lhs || inc->lhs->kind != ND_VAR || inc->lhs->sym != counter) return false;
  switch (inc->kind) {
  case ND_POSTINC: case ND_PREINC: *step = 1; return true;
  case ND_POSTDEC: case ND_PREDEC: *step = -1; return true;
  case ND_ASSIGN:
    if (inc->op == OP_ADD && eval(inc->rhs, env, &v)) { *step = v; return true; }
    if (inc->op == OP_SUB && eval(inc->rhs, env, &v)) { *step = -v; return true; }
    if (inc->op == OP_NONE && inc->rhs->kind == ND_BINARY && inc->rhs->lhs->kind == ND_VAR &&
        inc->rhs->lhs->sym == counter && eval(inc->rhs->rhs, env, &v)) {
      if (inc->rhs->op == OP_ADD) { *step = v; return true; }
      if (inc->rhs->op == OP_SUB) { *step = -v; return true; }
    }
    return false;
  default: return false;
  }
}

/* The iterations of `for (i = start; i OP bound; i += step)` with a bound of constants and the
 * counters around it, or -1. */
static long long trips_of(const Node *cond, const Symbol *counter, long long start, long long step, const Env *env) {
  if (!cond || cond->kind != ND_BINARY || step == 0) return -1;
  const Node *l = cond->lhs, *r = cond->rhs;
  while (l->kind == ND_CAST) l = l->lhs;
  Op op = cond->op;
  long long bound;
  if (!(l->kind == ND_VAR && l->sym == counter) || !eval(r, env, &bound)) return -1;
  long long last; /* the last value the body runs with */
  switch (op) {
  case OP_LT: last = bound - 1; break;
  case OP_LE: last = bound; break;
  case OP_GT: last = bound + 1; break;
  case OP_GE: last = bound; break;
  default: return -1;
  }
  if ((op == OP_LT || op == OP_LE) != (step > 0)) return -1;
  if (step > 0) return last < start ? 0 : (last - start) / step + 1;
  return last > start ? 0 : (start - last) / -step + 1;
}

/* A split loop's lanes: lane l runs the iterations l, l + 32, ...; the longest lane's share. */
typedef struct Lanes {
  double share[TEAM];
  long long next;
} Lanes;

static void lane_take(Lanes *l, double span) { l->share[l->next++ % TEAM] += span; }

static double lanes_longest(const Lanes *l) {
  double m = 0;
  for (int i = 0; i < TEAM; i++) m = l->share[i] > m ? l->share[i] : m;
  return m;
}

static Cost count_wave(Counter *c, const Node *n, Env *env);

static Cost count_for(Counter *c, const Node *n, Env *env) {
  Node *start_expr;
  const Symbol *counter = ast_for_counter(n, &start_expr);
  long long start, step;
  Cost total = {accesses_of(c, start_expr), accesses_of(c, start_expr)};
  if (!counter || !eval(start_expr, env, &start) || !step_of(n->inc, counter, env, &step) || env->n >= 64) {
    give_up(c, n, "a loop whose counter, start or step is not a constant of the counters around it");
    return total;
  }
  const TeamLoop *team = c->cells ? NULL : n->plan_team;
  if (team && team->kind == PLAN_TEAM_WAVE) return add(total, count_wave(c, n, env));
  double per_round = team && team->kind == PLAN_TEAM_SCAN ? 6 : 0;
  double combine = team && team->kind == PLAN_TEAM_REDUCE ? 5 * team->nreductions + 1 : team ? 1 : 0;
  long long trips = trips_of(n->cond, counter, start, step, env);
  long long type_lo, type_hi;
  type_limits(counter->type, &type_lo, &type_hi);
  long long last = trips > 0 ? start + (trips - 1) * step : start;
  if (trips > 0 && (start < type_lo || start > type_hi || last < type_lo || last > type_hi))
    trips = -1; /* walked, and given up where it leaves its type */
  env->sym[env->n] = counter;
  env->val[env->n++] = start;
  double cond = accesses_of(c, n->cond);
  if (trips >= 0 && (!has_loop(n->then) || iterations_alike(n->then, counter))) {
    /* an innermost loop, or one whose inner loops do not move with it: every iteration alike */
    Cost body = count(c, n->then, env);
    env->n--;
    double iteration_span = body.span + cond;
    double rounds = team ? (double)((trips + TEAM - 1) / TEAM) : (double)trips;
    return add(total, (Cost){(double)trips * (body.work + cond), rounds * iteration_span + combine +
                                                                    per_round * (double)((trips + TEAM * 8 - 1) / (TEAM * 8))});
  }
  Lanes lanes = {{0}, 0};
  long long v = start, iterations = 0, lo, hi;
  double span = 0;
  type_limits(counter->type, &lo, &hi);
  for (;;) {
    if (v < lo || v > hi) { /* the count's arithmetic is not the type's */
      give_up(c, n, "a loop whose counter wraps around its type");
      break;
    }
    env->val[env->n - 1] = v;
    long long holds;
    if (!eval(n->cond, env, &holds)) {
      give_up(c, n, "a loop whose bound is not a constant of the counters around it");
      break;
    }
    if (!holds) break;
    if (--c->budget < 0) {
      give_up(c, n, "more iterations than the count takes");
      break;
    }
    Cost body = count(c, n->then, env);
    total.work += body.work + cond;
    if (team) lane_take(&lanes, body.span + cond);
    else span += body.span + cond;
    iterations++;
    v += step;
  }
  env->n--;
  total.span += team ? lanes_longest(&lanes) + combine + per_round * (double)((iterations + TEAM * 8 - 1) / (TEAM * 8)) : span;
  return total;
}

/* ---- wavefronts ---------------------------------------------------------------------------- */

static bool wave_eval(const WaveExpr *e, long long wave, long long *out) {
  long long a, b;
  switch (e->kind) {
  case WAVE_INT: *out = e->value; return true;
  case WAVE_WAVE: *out = wave; return true;
  case WAVE_STRIP_LO: case WAVE_STRIP_HI: return false;
  case WAVE_PARAM: return false;
  case WAVE_NEG: if (!wave_eval(e->a, wave, &a)) return false; *out = -a; return true;
  default: break;
  }
  if (!wave_eval(e->a, wave, &a) || !wave_eval(e->b, wave, &b)) return false;
  switch (e->kind) {
  case WAVE_ADD: *out = a + b; return true;
  case WAVE_SUB: *out = a - b; return true;
  case WAVE_MUL: *out = a * b; return true;
  case WAVE_MIN: *out = a < b ? a : b; return true;
  case WAVE_MAX: *out = a > b ? a : b; return true;
  case WAVE_FLOORDIV: *out = a >= 0 ? a / b : -((-a + b - 1) / b); return true;
  case WAVE_LE: *out = a <= b; return true;
  case WAVE_LT: *out = a < b; return true;
  case WAVE_EQ: *out = a == b; return true;
  case WAVE_AND: *out = a && b; return true;
  case WAVE_OR: *out = a || b; return true;
  default: return false;
  }
}

/* A wavefront: line by line, the lanes taking the line's cells in turn; a line's span is its
 * longest lane's, then the team's wait. */
static Cost count_wave(Counter *c, const Node *n, Env *env) {
  const Wavefront *w = n->plan_team->wave;
  const Symbol *outer = n->plan_team->counter, *inner = w->inner->init->args->sym;
  Cost total = {0, 0};
  long long guard = 1, lo, hi;
  if ((w->guard && !wave_eval(w->guard, 0, &guard)) || !wave_eval(w->wave_lo, 0, &lo) || !wave_eval(w->wave_hi, 0, &hi) ||
      env->n + 2 > 64) {
    give_up(c, n, "a wavefront whose lines are bounded by a parameter");
    return total;
  }
  if (!guard) return total;
  long long taken = w->lanes_take_outer ? w->outer_coef : w->inner_coef;
  long long other = w->lanes_take_outer ? w->inner_coef : w->outer_coef;
  env->sym[env->n] = outer;
  env->sym[env->n + 1] = inner;
  env->n += 2;
  for (long long wave = lo; wave <= hi && !c->why; wave++) {
    long long cell_lo, cell_hi;
    if (!wave_eval(w->cell_lo, wave, &cell_lo) || !wave_eval(w->cell_hi, wave, &cell_hi)) {
      give_up(c, n, "a wavefront whose lines are bounded by a parameter");
      break;
    }
    Lanes lanes = {{0}, 0};
    for (long long cell = cell_lo; cell <= cell_hi; cell++) {
      if (--c->budget < 0) {
        give_up(c, n, "more iterations than the count takes");
        break;
      }
      long long derived = (wave - taken * cell) / other;
      env->val[env->n - 2] = w->lanes_take_outer ? cell : derived;
      env->val[env->n - 1] = w->lanes_take_outer ? derived : cell;
      c->cells++;
      Cost body = count(c, w->inner->then, env);
      c->cells--;
      total.work += body.work;
      lane_take(&lanes, body.span);
    }
    total.span += lanes_longest(&lanes) + 1;
  }
  env->n -= 2;
  return total;
}

static Cost count(Counter *c, const Node *n, Env *env) {
  Cost total = {0, 0};
  if (!n || c->why) return total;
  switch (n->kind) {
  case ST_BLOCK:
    for (const Node *s = n->args; s; s = s->next) total = add(total, count(c, s, env));
    return total;
  case ST_EXPR:
  case ST_RETURN: {
    double a = accesses_of(c, n->lhs);
    return (Cost){a, a + (n->plan_team_store && !c->cells ? 1 : 0)};
  }
  case ST_DECL:
    for (const Node *d = n->args; d; d = d->next) total.work += accesses_of(c, d->init);
    total.span = total.work;
    return total;
  case ST_IF: {
    double a = accesses_of(c, n->cond);
    Cost t = count(c, n->then, env), e = count(c, n->els, env);
    return (Cost){a + (t.work > e.work ? t.work : e.work), a + (t.span > e.span ? t.span : e.span)};
  }
  case ST_FOR:
    return count_for(c, n, env);
  case ST_WHILE:
  case ST_DO:
    give_up(c, n, "a while loop, whose trips are not counted");
    return total;
  case ST_SWITCH:
  case ST_GOTO:
  case ST_LABEL:
    give_up(c, n, "a switch or a goto, whose paths are not counted");
    return total;
  default:
    return total;
  }
}

void plan_cost(Function *fn) {
  Counter c = {.why = NULL, .budget = COST_ITERATIONS};
  Env env = {.n = 0};
  if (fn->ncalls) give_up(&c, fn->calls[0], "a call to a function of the file, whose work is not counted");
  Cost total = count(&c, fn->body, &env);
  free(c.keys);
  free(c.counts);
  fn->plan_cost_why = c.why;
  fn->plan_cost_work = c.why ? 0 : total.work;
  fn->plan_cost_span = c.why ? 0 : total.span;
}
