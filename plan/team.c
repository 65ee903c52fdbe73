/* team.c: the team form of an entry (CUDA): a warp runs one instance. Its parallel loops and
 * reductions (dependences/) are split across the 32 lanes, each lane taking every 32nd
 * iteration, so that consecutive lanes touch consecutive elements of the instance's row-wise
 * arrays; every other statement runs on all lanes alike, each lane computing the same scalars,
 * and a store outside the split loops is made by one lane, the others waiting for it.
 *
 * An entry takes the form where at least one loop splits and every statement outside the split
 * loops stores at most one element, as a statement of its own (`a[i] = e;`, `a[i] += e;`) whose
 * value and index have no other effect: a lane's store then never races another's. */
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "plan.h"
#include "../dependences/dependences.h"

typedef struct TeamCheck {
  Function *fn;
  const char *why;   /* the first reason the entry cannot take the form */
  int splits;
} TeamCheck;

static void refuse(TeamCheck *t, const Node *n, const char *why) {
  if (!t->why) t->why = intern_format("%s at %d:%d", why, n->loc.line, n->loc.col);
}

/* ---- effects ------------------------------------------------------------------------------- */

typedef struct Effects {
  bool stores;       /* an array element written, or an array given to a helper of the file */
  bool other;        /* a scalar written, or ++/-- anywhere */
} Effects;

static bool is_array_symbol(const Symbol *sym) { return sym && sym->type->kind == TY_ARRAY; }

static AstStep find_effects(const Node *n, void *data) {
  Effects *e = data;
  if (ast_is_assignment(n)) {
    const Symbol *root = ast_index_root_symbol(n->lhs);
    if (n->lhs->kind == ND_INDEX || is_array_symbol(root)) e->stores = true;
    else e->other = true;
  }
  if (n->kind == ND_CALL && n->lhs->kind == ND_VAR && n->lhs->sym && n->lhs->sym->kind != SYM_LIBFUNC)
    for (const Node *a = n->args; a; a = a->next)
      if (a->type && (a->type->kind == TY_ARRAY || a->type->kind == TY_POINTER || a->is_window)) e->stores = true;
  if (n->kind == ND_CALL && n->lhs->kind == ND_VAR && n->lhs->sym && n->lhs->sym->lib_has_pointer_param) e->stores = true;
  return AST_WALK_ON;
}

static Effects effects_of(const Node *n) {
  Effects e = {false, false};
  if (n) ast_walk(n, find_effects, NULL, &e);
  return e;
}

/* ---- loops that split ---------------------------------------------------------------------- */

typedef struct ScalarWrites {
  const Node *loop;
  const LoopDependences *d;
  bool outside;      /* a scalar declared outside the loop written in it, not its reduction's */
} ScalarWrites;

typedef struct Finds {
  const Node *node;
  bool found;
} Finds;

static AstStep find_node(const Node *n, void *data) {
  Finds *f = data;
  if (n == f->node) f->found = true;
  return f->found ? AST_WALK_STOP : AST_WALK_ON;
}

static bool within(const Node *tree, const Node *node) {
  Finds f = {node, false};
  ast_walk(tree, find_node, NULL, &f);
  return f.found;
}

static AstStep find_scalar_write(const Node *n, void *data) {
  ScalarWrites *w = data;
  if (!ast_is_assignment(n) || n->lhs->kind != ND_VAR) return AST_WALK_ON;
  const Symbol *sym = n->lhs->sym;
  if (!sym || is_array_symbol(sym)) return AST_WALK_ON;
  for (int i = 0; i < w->d->nreductions; i++)
    if (w->d->reductions[i].var == sym) return AST_WALK_ON;
  if (sym == w->d->counter) return AST_WALK_ON;
  if (!sym->decl || !within(w->loop->then, sym->decl)) w->outside = true;
  return w->outside ? AST_WALK_STOP : AST_WALK_ON;
}

/* A reduction the team form combines across lanes bit for bit: an integer one, or a floating
 * minimum or maximum by an if (whose replacements the lanes count, to keep ties in order). */
static bool reduction_splits(const Reduction *r) {
  if (!r->exact || r->scan) return false;
  if (type_is_integer(r->var->type)) return r->var->type->kind != TY_BOOL && type_size(r->var->type) <= 8;
  if (r->var->type->kind != TY_FLOAT && r->var->type->kind != TY_DOUBLE) return false; /* what a shuffle moves */
  bool min_max = !strcmp(r->op, "min") || !strcmp(r->op, "max");
  return min_max && r->update && r->update->kind == ST_IF && r->nupdates == 1;
}

/* The counter stays in its type however far the lanes' first and last iterations reach past
 * the loop's own: lane l starts l steps past the start, and each lane stops at most a team's steps
 * past the last value the body runs with (the dependence analysis bounds both, over every
 * parameter value, a start the body never runs with included). */
static bool counter_room(const LoopDependences *d) {
  if (!d->counter_known) return false;
  long long lo, hi, reach;
  type_limits(d->counter->type, &lo, &hi);
  if (__builtin_mul_overflow(d->step, 32, &reach)) return false;
  if (d->dir > 0) return d->counter_hi <= hi - reach && d->start_hi <= hi - reach;
  return d->counter_lo >= lo + reach && d->start_lo >= lo + reach;
}

static char op_char(const char *op) {
  if (!strcmp(op, "min")) return '<';
  if (!strcmp(op, "max")) return '>';
  return op[0];
}

/* How the loop splits, or NULL: it does not. */
static TeamLoop *split_of(const Node *loop) {
  const LoopDependences *d = loop->dependences;
  if (!d || !d->counter || !d->counter_declared) return NULL;
  if (d->cls != LOOP_PARALLEL && d->cls != LOOP_REDUCTION) return NULL;
  for (int i = 0; i < d->nreductions; i++)
    if (!reduction_splits(&d->reductions[i])) return NULL;
  if (!counter_room(d)) return NULL;
  ScalarWrites w = {loop, d, false};
  ast_walk(loop->then, find_scalar_write, NULL, &w);
  if (w.outside) return NULL;
  TeamLoop *t = xcalloc(1, sizeof *t);
  t->kind = d->cls == LOOP_PARALLEL ? PLAN_TEAM_SPLIT : PLAN_TEAM_REDUCE;
  t->counter = d->counter;
  t->step = d->dir * d->step;
  t->nreductions = d->nreductions;
  t->reductions = xcalloc((size_t)d->nreductions + 1, sizeof *t->reductions);
  for (int i = 0; i < d->nreductions; i++) {
    const Reduction *r = &d->reductions[i];
    t->reductions[i] = (TeamReduction){r->var, op_char(r->op), type_is_floating(r->var->type), r->ties_first, r->update};
  }
  return t;
}

static void free_team_loop(Node *n) {
  if (!n->plan_team) return;
  free(n->plan_team->reductions);
  free(n->plan_team);
  n->plan_team = NULL;
}

/* ---- statements the whole team runs ------------------------------------------------------ */

/* `a[i] = e;` or `a[i] op= e;`, nothing else with an effect */
static bool lone_store(const Node *e) {
  if (!e || e->kind != ND_ASSIGN || e->lhs->kind != ND_INDEX) return false;
  Effects index = {false, false};
  for (const Node *i = e->lhs; i->kind == ND_INDEX; i = i->lhs) {
    Effects f = effects_of(i->rhs);
    index.stores |= f.stores;
    index.other |= f.other;
  }
  Effects value = effects_of(e->rhs);
  return !index.stores && !index.other && !value.stores && !value.other;
}

static void whole_team(TeamCheck *t, Node *n) {
  if (!n || t->why) return;
  switch (n->kind) {
  case ST_BLOCK:
    for (Node *item = n->args; item; item = item->next) whole_team(t, item);
    return;
  case ST_DECL:
    for (Node *d = n->args; d; d = d->next) {
      if (d->sym && is_array_symbol(d->sym) && d->init && d->sym->kind != SYM_TABLE) refuse(t, d, "an initialized array");
      else if (d->init && effects_of(d->init).stores) refuse(t, d, "a store in an initializer");
    }
    return;
  case ST_EXPR:
    n->plan_team_store = false;
    if (!effects_of(n->lhs).stores) return;
    if (lone_store(n->lhs)) n->plan_team_store = true;
    else refuse(t, n, "a store that is not a statement of its own");
    return;
  case ST_IF:
    if (effects_of(n->cond).stores) refuse(t, n, "a store in a condition");
    whole_team(t, n->then);
    whole_team(t, n->els);
    return;
  case ST_FOR:
    free_team_loop(n);
    n->plan_team = split_of(n);
    if (n->plan_team) {
      t->splits++;
      return;
    }
    if (effects_of(n->init).stores || effects_of(n->cond).stores || effects_of(n->inc).stores)
      refuse(t, n, "a store in a loop's clauses");
    whole_team(t, n->then);
    return;
  case ST_WHILE:
  case ST_DO:
    if (effects_of(n->cond).stores) refuse(t, n, "a store in a loop's condition");
    whole_team(t, n->then);
    return;
  case ST_SWITCH:
    whole_team(t, n->then);
    return;
  case ST_CASE:
  case ST_DEFAULT:
    whole_team(t, n->then);
    return;
  case ST_RETURN:
    if (effects_of(n->lhs).stores) refuse(t, n, "a store in a return");
    return;
  case ST_GOTO:
  case ST_LABEL:
    refuse(t, n, "a goto");
    return;
  default:
    return;
  }
}

static AstStep clear_marks(const Node *n, void *data) {
  (void)data;
  Node *m = (Node *)n;
  free_team_loop(m);
  m->plan_team_store = false;
  return AST_WALK_ON;
}

bool plan_team(Function *fn, const TargetOptions *options) {
  ast_walk(fn->body, clear_marks, NULL, NULL);
  fn->plan_team = false;
  fn->plan_no_team = NULL;
  if (!fn->is_entry || options->target != TARGET_CUDA || options->row_layout) return false;
  TeamCheck t = {fn, NULL, 0};
  if (fn->plan_registers && fn->narrays) t.why = "its working arrays are in registers";
  whole_team(&t, fn->body);
  if (!t.why && t.splits == 0) t.why = "no loop splits across lanes";
  if (t.why) {
    fn->plan_no_team = t.why;
    ast_walk(fn->body, clear_marks, NULL, NULL);
    return false;
  }
  fn->plan_team = true;
  return true;
}
