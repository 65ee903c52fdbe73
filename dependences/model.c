/* model.c: a region's statements, their domains, accesses and order (model.h). */
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include <isl/ctx.h>
#include <isl/options.h>
#include <isl/set.h>

#include "model.h"

typedef struct Builder {
  Region *r;
  long long next_place; /* textual order of statements and loops */
  int opaque;           /* inside an opaque statement: accesses may reach any element */
} Builder;

/* ---- what the region writes --------------------------------------------------------------- */

typedef struct Writes {
  Region *r;
} Writes;

static void mark_written(Region *r, const Symbol *sym) {
  if (sym && sym->owner == r->fn && sym->index >= 0 && sym->index < r->fn->nlocals) r->written[sym->index] = true;
}

static AstStep find_writes(const Node *n, void *data) {
  Writes *w = data;
  if (ast_is_assignment(n)) mark_written(w->r, ast_index_root_symbol(n->lhs));
  if (n->kind == ND_VARDECL && n->init) mark_written(w->r, n->sym);
  /* a helper may write the arrays it is given; scalars go by value */
  if (n->kind == ND_CALL)
    for (const Node *a = n->args; a; a = a->next) {
      const Symbol *sym = ast_index_root_symbol(a);
      if (sym && sym->type->kind == TY_ARRAY) mark_written(w->r, sym);
    }
  return AST_WALK_ON;
}

bool region_writes(const Region *r, const Symbol *sym) {
  if (sym->owner != r->fn || sym->index < 0 || sym->index >= r->fn->nlocals) return true;
  return r->written[sym->index];
}

/* ---- isl text ----------------------------------------------------------------------------- */

const char *region_params_text(const Region *r) {
  if (r->params_text) return r->params_text;
  const char *text = "";
  for (int i = 0; i < r->nvars; i++)
    if (!r->vars[i].loop) text = intern_format("%s%s%s", text, *text ? ", " : "", r->vars[i].name);
  ((Region *)r)->params_text = intern_format("[%s] -> ", text);
  return r->params_text;
}

const char *region_params_constraints(const Region *r) {
  if (r->params_constraints) return r->params_constraints;
  const char *text = "";
  for (int i = 0; i < r->nvars; i++) {
    const RegionVar *v = &r->vars[i];
    if (v->loop) continue;
    const char *range = affine_type_range(v->sym->type, v->name);
    if (v->sym->uniform && v->sym->uniform_lo <= v->sym->uniform_hi && type_is_integer(v->sym->type))
      range = intern_format("%s and %lld <= %s <= %lld", range, v->sym->uniform_lo, v->name, v->sym->uniform_hi);
    /* the counter of a loop around the region: the values evaluation saw it tested at */
    for (int k = 0; k < r->naround; k++)
      if (ast_for_counter(r->around[k], &(Node *){NULL}) == v->sym && r->around[k]->counter_tests_known && !r->around[k]->counter_tests_lost)
        range = intern_format("%s and %lld <= %s <= %lld", range, r->around[k]->counter_tests_lo, v->name,
                              r->around[k]->counter_tests_hi);
    text = intern_format("%s%s%s", text, *text ? " and " : "", range);
  }
  ((Region *)r)->params_constraints = text;
  return text;
}

const char *region_loops_text(const ModelLoop *at) {
  const char *text = "";
  for (const ModelLoop *l = at; l; l = l->parent) text = intern_format("%s%s%s", l->bounds, *text ? " and " : "", text);
  return text;
}

static const char *iterators_text(const Region *r, const ModelLoop *at) {
  const char *text = "";
  for (const ModelLoop *l = at; l; l = l->parent)
    text = intern_format("%s%s%s", r->vars[l->var].name, *text ? ", " : "", text);
  return text;
}

static const char *conjunction(const char *a, const char *b) {
  if (!a || !*a) return b ? b : "";
  if (!b || !*b) return a;
  return intern_format("%s and %s", a, b);
}

bool region_proves_never(Region *r, const ModelLoop *at, const char *conditions, const char *violation) {
  if (!violation || !*violation) return true;
  const char *where = conjunction(conjunction(region_params_constraints(r), region_loops_text(at)), conditions);
  const char *text = intern_format("%s{ [%s] : %s and (%s) }", region_params_text(r), iterators_text(r, at),
                                   *where ? where : "true", violation);
  isl_set *set = isl_set_read_from_str(r->isl, text);
  if (!set) return false;
  isl_bool empty = isl_set_is_empty(set);
  isl_set_free(set);
  return empty == isl_bool_true;
}

/* ---- statements --------------------------------------------------------------------------- */

static ModelStmt *new_stmt(Builder *b, const Node *node, const ModelLoop *at, const char *conditions) {
  Region *r = b->r;
  ModelStmt *s = xcalloc(1, sizeof *s);
  s->id = r->nstmts;
  s->node = node;
  s->depth = at ? at->depth + 1 : 0;
  s->loops = xcalloc((size_t)s->depth + 1, sizeof *s->loops);
  for (const ModelLoop *l = at; l; l = l->parent) s->loops[l->depth] = l;
  s->conditions = conditions;
  s->order = xcalloc((size_t)s->depth + 1, sizeof *s->order);
  /* the place at each level: the loop's (or, innermost, the statement's) textual number */
  for (int k = 0; k < s->depth; k++) s->order[k] = s->loops[k]->place;
  s->order[s->depth] = b->next_place++;
  r->stmts = grow_array(r->stmts, &r->cap_stmts, (size_t)r->nstmts + 1, sizeof *r->stmts, "a region's statements");
  r->stmts[r->nstmts++] = s;
  return s;
}

static void add_access(Builder *b, ModelStmt *s, const ModelLoop *at, const Symbol *storage, const Node *index_node,
                       bool write, bool must) {
  Region *r = b->r;
  Access a = {storage, write, must && !r->all_may && !b->opaque, NULL, 0};
  if (b->opaque) index_node = NULL;
  const Type *t = storage->type;
  int rank = 0;
  for (const Type *u = t; u->kind == TY_ARRAY; u = u->base) rank++;
  a.ndims = rank;
  if (rank && index_node) {
    /* the indices, outermost first: a[i][j] is INDEX(INDEX(a, i), j) */
    const Node **chain = xcalloc((size_t)rank, sizeof *chain);
    int n = 0;
    const Node *e = index_node;
    while (e->kind == ND_INDEX && n < rank) { chain[n++] = e->rhs; e = e->lhs; }
    if (n == rank && e->kind == ND_VAR && !index_node->is_window) {
      a.index = xcalloc((size_t)rank, sizeof *a.index);
      /* each subscript on its own: one that is not affine (or not proved free of wrapping)
         reaches any row or column, the others stay exact */
      for (int k = 0; k < rank; k++) {
        const char *checks = "";
        if (!affine_of(r, at, chain[rank - 1 - k], &a.index[k], &checks) || !region_proves_never(r, at, s->conditions, checks)) {
          free(a.index[k].terms);
          a.index[k] = (Affine){0, NULL, 0, true};
        }
      }
    }
    free(chain);
  }
  /* an access of elements it does not name exactly may be to any of them: never a must-write */
  for (int k = 0; k < rank; k++)
    if (!a.index || a.index[k].unknown) a.must = false;
  s->accesses = grow_array(s->accesses, &s->cap_accesses, (size_t)s->naccesses + 1, sizeof *s->accesses,
                           "a statement's accesses");
  s->accesses[s->naccesses++] = a;
}

static bool is_iterator(const ModelLoop *at, const Symbol *sym) {
  for (const ModelLoop *l = at; l; l = l->parent)
    if (l->counter == sym) return true;
  return false;
}

static bool is_storage(const Symbol *sym) {
  return sym && (sym->kind == SYM_VAR || sym->kind == SYM_PARAM) && !sym->is_enumerator && !sym->record;
}

static const Type *element_of(const Type *t) {
  while (t->kind == TY_ARRAY) t = t->base;
  return t;
}

static void expr_accesses(Builder *b, ModelStmt *s, const ModelLoop *at, const Node *e, bool maybe);

/* An lvalue or rvalue naming storage: a scalar, an element, or a whole array (an argument). */
static void storage_access(Builder *b, ModelStmt *s, const ModelLoop *at, const Node *e, bool write, bool maybe) {
  if (e->kind == ND_VAR) {
    if (!is_storage(e->sym) || is_iterator(at, e->sym)) return;
    add_access(b, s, at, e->sym, NULL, write, !maybe);
    return;
  }
  if (e->kind == ND_INDEX) {
    const Node *root = ast_index_root(e);
    for (const Node *i = e; i->kind == ND_INDEX; i = i->lhs) expr_accesses(b, s, at, i->rhs, maybe);
    if (root->kind == ND_VAR && root->sym && root->sym->kind == SYM_TABLE) return; /* read-only */
    if (root->kind == ND_VAR && is_storage(root->sym)) {
      add_access(b, s, at, root->sym, e, write, !maybe);
      return;
    }
    if (root->kind == ND_COND) { /* an element of a pointer set to several arrays: any of them */
      expr_accesses(b, s, at, root->cond, maybe);
      storage_access(b, s, at, root->then, write, true);
      storage_access(b, s, at, root->els, write, true);
      return;
    }
    if (!b->r->unanalysed) b->r->unanalysed = intern_format("an access at %d:%d names no array", e->loc.line, e->loc.col);
    return;
  }
  if (e->kind == ND_COND) {
    expr_accesses(b, s, at, e->cond, maybe);
    storage_access(b, s, at, e->then, write, true);
    storage_access(b, s, at, e->els, write, true);
    return;
  }
  expr_accesses(b, s, at, e, maybe);
}

/* An argument of a call: an array (or a row, or a window into one) is read whole, and written
 * whole where the callee may write it. */
static void argument_accesses(Builder *b, ModelStmt *s, const ModelLoop *at, const Node *arg, bool may_write, bool maybe) {
  const Symbol *root = ast_index_root_symbol(arg);
  bool whole_array = arg->type && (arg->type->kind == TY_ARRAY || arg->type->kind == TY_POINTER || arg->is_window);
  if (whole_array && root && is_storage(root)) {
    for (const Node *i = arg; i->kind == ND_INDEX; i = i->lhs) expr_accesses(b, s, at, i->rhs, maybe);
    add_access(b, s, at, root, NULL, false, false);
    if (may_write && !element_of(root->type)->is_const) add_access(b, s, at, root, NULL, true, false);
    return;
  }
  if (whole_array && root && root->kind == SYM_TABLE) return;
  expr_accesses(b, s, at, arg, maybe);
}

static void expr_accesses(Builder *b, ModelStmt *s, const ModelLoop *at, const Node *e, bool maybe) {
  if (!e) return;
  switch (e->kind) {
  case ND_ASSIGN:
    expr_accesses(b, s, at, e->rhs, maybe);
    if (e->op != OP_NONE) storage_access(b, s, at, e->lhs, false, maybe);
    storage_access(b, s, at, e->lhs, true, maybe);
    return;
  case ND_PREINC: case ND_PREDEC: case ND_POSTINC: case ND_POSTDEC:
    storage_access(b, s, at, e->lhs, false, maybe);
    storage_access(b, s, at, e->lhs, true, maybe);
    return;
  case ND_VAR:
  case ND_INDEX:
    if (e->is_window || (e->type && e->type->kind == TY_ARRAY)) argument_accesses(b, s, at, e, false, maybe);
    else storage_access(b, s, at, e, false, maybe);
    return;
  case ND_CALL: {
    bool writes = ast_call_may_write(e);
    for (const Node *a = e->args; a; a = a->next) argument_accesses(b, s, at, a, writes, maybe);
    return;
  }
  case ND_COND:
    expr_accesses(b, s, at, e->cond, maybe);
    expr_accesses(b, s, at, e->then, true);
    expr_accesses(b, s, at, e->els, true);
    return;
  case ND_BINARY:
    expr_accesses(b, s, at, e->lhs, maybe);
    expr_accesses(b, s, at, e->rhs, maybe || e->op == OP_LOGAND || e->op == OP_LOGOR);
    return;
  case ND_SIZEOF:
    return;
  case ND_INIT_LIST:
    for (const Node *a = e->args; a; a = a->next) expr_accesses(b, s, at, a, maybe);
    return;
  default:
    expr_accesses(b, s, at, e->lhs, maybe);
    expr_accesses(b, s, at, e->rhs, maybe);
    for (const Node *a = e->args; a; a = a->next) expr_accesses(b, s, at, a, maybe);
    return;
  }
}

/* ---- loops -------------------------------------------------------------------------------- */

typedef struct LeavesEarly {
  const Node *loop;
  const char *why;
} LeavesEarly;

static AstStep find_exit(const Node *n, void *data) {
  LeavesEarly *l = data;
  if ((n->kind == ST_BREAK || n->kind == ST_CONTINUE) && n->target == l->loop)
    l->why = n->kind == ST_BREAK ? "it leaves early (break)" : "it skips iterations' ends (continue)";
  else if (n->kind == ST_RETURN) l->why = "it returns from inside";
  else if (n->kind == ST_GOTO || n->kind == ST_LABEL) l->why = "it holds a goto or a label";
  return l->why ? AST_WALK_STOP : AST_WALK_ON;
}

/* The step of `i++`, `--i`, `i += k`, `i -= k`, `i = i + k`: +k or -k; 0 when it is none. */
static long long counter_step(const Node *inc, const Symbol *counter) {
  if (!inc) return 0;
  if ((inc->kind == ND_POSTINC || inc->kind == ND_PREINC) && inc->lhs->kind == ND_VAR && inc->lhs->sym == counter) return 1;
  if ((inc->kind == ND_POSTDEC || inc->kind == ND_PREDEC) && inc->lhs->kind == ND_VAR && inc->lhs->sym == counter) return -1;
  if (inc->kind != ND_ASSIGN || inc->lhs->kind != ND_VAR || inc->lhs->sym != counter) return 0;
  long long k;
  if ((inc->op == OP_ADD || inc->op == OP_SUB) && inc->rhs->kind == ND_INT) {
    k = inc->rhs->ival;
    if (k == LLONG_MIN) return 0; /* no step this model takes */
    return inc->op == OP_ADD ? k : -k;
  }
  const Node *v = inc->rhs;
  while (v->kind == ND_CAST) v = v->lhs;
  if (inc->op == OP_NONE && v->kind == ND_BINARY && (v->op == OP_ADD || v->op == OP_SUB) && v->lhs->kind == ND_VAR &&
      v->lhs->sym == counter && v->rhs->kind == ND_INT && v->rhs->ival != LLONG_MIN)
    return v->op == OP_ADD ? v->rhs->ival : -v->rhs->ival;
  return 0;
}

/* The bound on the counter of a test `side OP bound`, where side is the counter, or the counter plus
 * or minus terms free of it (`i + len - 1 < n` bounds i by n - len + 1): *bound, the affine bound,
 * less the terms added to the counter (*summed where there are some). Through casts that keep the
 * counter's values; each sum in a signed type (C's value is the mathematical one, or the
 * program's behaviour is undefined). */
static bool counter_bound(Region *r, const ModelLoop *at, const Node *side, const Symbol *counter, Affine *bound, const char **checks,
                          bool *summed) {
  for (;;) {
    while (side->kind == ND_CAST && type_is_integer(side->type) && type_size(side->type) >= type_size(counter->type) &&
           type_is_unsigned(side->type) == type_is_unsigned(counter->type))
      side = side->lhs;
    if (side->kind == ND_VAR && side->sym == counter) return true;
    if (side->kind != ND_BINARY || (side->op != OP_ADD && side->op != OP_SUB) || !side->type || !type_is_integer(side->type) ||
        type_is_unsigned(side->type))
      return false;
    bool left = ast_mentions(side->lhs, counter), right = ast_mentions(side->rhs, counter);
    if (left == right || (right && side->op == OP_SUB)) return false; /* the counter twice, or subtracted */
    Affine rest, moved;
    if (!affine_of(r, at, left ? side->rhs : side->lhs, &rest, checks)) return false;
    /* i + x < b is i < b - x; i - x < b is i < b + x */
    if (!affine_add(bound, side->op == OP_SUB ? 1 : -1, &rest, &moved)) return false;
    free(bound->terms);
    free(rest.terms);
    *bound = moved;
    *summed = true;
    side = left ? side->lhs : side->rhs;
  }
}

/* The loop as an iterator of the region, or NULL with *why set. */
static ModelLoop *affine_loop(Builder *b, Node *n, const ModelLoop *at, const char *conditions, const char **why) {
  Region *r = b->r;
  Node *start;
  const Symbol *counter = ast_for_counter(n, &start);
  bool declared = counter && n->init->kind == ST_DECL;
  if (!counter || !is_storage(counter) || !type_is_integer(counter->type) || counter->type->kind == TY_ARRAY) {
    *why = "its counter is not one integer variable set at the start";
    return NULL;
  }
  long long step = counter_step(n->inc, counter);
  if (step == 0 || step == LLONG_MIN) { *why = "its counter does not move by a constant step"; return NULL; }
  const Node *cond = n->cond;
  if (!cond || cond->kind != ND_BINARY) { *why = "its condition is not a comparison of its counter"; return NULL; }
  Op op = cond->op;
  const Node *bound = cond->rhs, *side = cond->lhs;
  if (!ast_mentions(side, counter)) { /* the counter on the right: `N > i` is `i < N` */
    bound = cond->lhs, side = cond->rhs;
    op = op == OP_LT ? OP_GT : op == OP_GT ? OP_LT : op == OP_LE ? OP_GE : op == OP_GE ? OP_LE : op;
  }
  if (ast_mentions(bound, counter) || !ast_mentions(side, counter)) {
    *why = "its condition is not a comparison of its counter";
    return NULL;
  }
  int dir = step > 0 ? 1 : -1;
  if (!((dir > 0 && (op == OP_LT || op == OP_LE)) || (dir < 0 && (op == OP_GT || op == OP_GE)))) {
    *why = "its condition does not bound its counter in the direction it moves";
    return NULL;
  }
  LeavesEarly exit = {n, NULL};
  ast_walk(n->then, find_exit, NULL, &exit);
  if (exit.why) { *why = exit.why; return NULL; }
  if (ast_assigns(n->then, counter)) { *why = "its body writes its counter"; return NULL; }
  Affine a0, e;
  const char *checks = "";
  if (!affine_of(r, at, start, &a0, &checks) || !affine_of(r, at, bound, &e, &checks)) {
    *why = "its start or bound is not affine in the counters around it and values fixed for the run";
    return NULL;
  }
  bool summed = false;
  if (!counter_bound(r, at, side, counter, &e, &checks, &summed)) {
    *why = "its condition is not a comparison of its counter, or of its counter plus or minus values fixed in the loop";
    return NULL;
  }
  /* compared unsigned, a negative sum is a huge value, and the loop runs otherwise than the bound says */
  if (summed && type_is_unsigned(type_usual_conversion(cond->lhs->type, cond->rhs->type))) {
    *why = "its condition compares as unsigned its counter plus or minus other values";
    return NULL;
  }
  /* the start converted to the counter's type (`unsigned char x = k + 250` starts at k - 6) */
  const char *start_outside = intern_format("not (%s)", affine_type_range(counter->type, affine_text(r, &a0)));
  checks = *checks ? intern_format("%s or %s", checks, start_outside) : start_outside;
  /* proved where the loop is reached, not over its own iterations, which may be none */
  if (!region_proves_never(r, at, conditions, checks)) {
    *why = "its start or bound may leave its type's range";
    return NULL;
  }
  checks = "";
  /* C compares in the operands' common type: where that is unsigned, a negative start or bound
     is a huge value there, and the loop runs otherwise than its affine bounds say */
  const Type *compared = type_usual_conversion(cond->lhs->type, cond->rhs->type);
  bool unsigned_test = type_is_unsigned(compared);
  if (unsigned_test && !region_proves_never(r, at, conditions,
                                            intern_format("not (%s) or not (%s)",
                                                          affine_type_range(compared, affine_text(r, &a0)),
                                                          affine_type_range(compared, affine_text(r, &e))))) {
    *why = "its test compares as unsigned a start or bound that may be negative";
    return NULL;
  }
  ModelLoop *l = xcalloc(1, sizeof *l);
  l->node = n;
  l->counter = counter;
  l->dir = dir;
  l->step = dir > 0 ? step : -step;
  l->depth = at ? at->depth + 1 : 0;
  l->parent = at;
  l->counter_after = !declared;
  r->vars = grow_array(r->vars, &r->cap_vars, (size_t)r->nvars + 1, sizeof *r->vars, "a region's variables");
  r->vars[r->nvars] = (RegionVar){counter, l, intern_format("c%d", r->nvars)};
  l->var = r->nvars++;
  const char *c = r->vars[l->var].name, *from = affine_text(r, &a0), *to = affine_text(r, &e);
  l->start = from;
  l->constant_bounds = true;
  for (int k = 0; k < a0.nterms; k++) l->constant_bounds &= a0.terms[k].coef == 0;
  for (int k = 0; k < e.nterms; k++) l->constant_bounds &= e.terms[k].coef == 0;
  l->start_value = a0.constant;
  l->bound_value = e.constant;
  l->inclusive = op == OP_LE || op == OP_GE;
  l->tested = compared;
  const char *cmp = op == OP_LT ? "<" : op == OP_LE ? "<=" : op == OP_GT ? ">" : ">=";
  l->bounds = dir > 0 ? intern_format("%s <= %s and %s %s %s", from, c, c, cmp, to)
                      : intern_format("%s <= %s and %s %s %s", c, from, c, cmp, to);
  if (l->step > 1) l->bounds = intern_format("%s and exists (t%d: %s = %s %s %lld*t%d)", l->bounds, l->var, c, from,
                                             dir > 0 ? "+" : "-", l->step, l->var);
  /* an unsigned counter that would step past its type's range never meets its bound in C; nor
     does a signed one that steps below 0 where the test compares as unsigned */
  const char *past = dir > 0 ? intern_format("%s + %lld", to, l->step - (op == OP_LT)) : intern_format("%s - %lld", to, l->step - (op == OP_GT));
  if (type_is_unsigned(counter->type) || type_size(counter->type) < 4) {
    const char *wraps = intern_format("not (%s)", affine_type_range(counter->type, past));
    checks = *checks ? intern_format("%s or %s", checks, wraps) : wraps;
  }
  if (unsigned_test) { /* the value each iteration's step leaves for the next test */
    const char *next = intern_format("%s %s %lld", c, dir > 0 ? "+" : "-", l->step);
    const char *wraps = intern_format("not (%s)", affine_type_range(compared, next));
    checks = *checks ? intern_format("%s or %s", checks, wraps) : wraps;
  }
  if (!region_proves_never(r, l, conditions, checks)) {
    *why = "its counter may wrap around its type's range";
    return NULL;
  }
  r->loops = grow_array(r->loops, &r->cap_loops, (size_t)r->nloops + 1, sizeof *r->loops, "a region's loops");
  r->loops[r->nloops++] = l;
  return l;
}

/* ---- statements --------------------------------------------------------------------------- */

static void build_stmt(Builder *b, Node *n, const ModelLoop *at, const char *conditions, bool maybe);

/* Every access of a statement or expression the model does not follow inside, into s. */
static void collect_all(Builder *b, ModelStmt *s, const ModelLoop *at, const Node *n) {
  for (; n; n = NULL) {
    if (n->kind < ND_VARDECL) { expr_accesses(b, s, at, n, true); return; }
    switch (n->kind) {
    case ND_VARDECL:
      if (n->init) {
        expr_accesses(b, s, at, n->init, true);
        if (is_storage(n->sym)) add_access(b, s, at, n->sym, NULL, true, false);
      }
      return;
    case ST_DECL:
    case ST_BLOCK:
      for (const Node *d = n->args; d; d = d->next) collect_all(b, s, at, d);
      return;
    default:
      collect_all(b, s, at, n->init);
      collect_all(b, s, at, n->cond);
      collect_all(b, s, at, n->lhs);
      collect_all(b, s, at, n->inc);
      collect_all(b, s, at, n->then);
      collect_all(b, s, at, n->els);
      return;
    }
  }
}

static void opaque_stmt(Builder *b, const Node *n, const ModelLoop *at, const char *conditions, Node *body) {
  Region *r = b->r;
  ModelStmt *s = new_stmt(b, n, at, conditions);
  b->opaque++;
  collect_all(b, s, at, n);
  b->opaque--;
  if (body) {
    r->opaque = grow_array(r->opaque, &r->cap_opaque, (size_t)r->nopaque + 1, sizeof *r->opaque, "a region's opaque statements");
    OpaqueBody *o = &r->opaque[r->nopaque++];
    int n_at = at ? at->depth + 1 : 0;
    o->body = body;
    o->naround = r->naround + n_at + (n->kind == ST_FOR);
    o->around = xcalloc((size_t)o->naround + 1, sizeof *o->around);
    for (int k = 0; k < r->naround; k++) o->around[k] = r->around[k];
    for (const ModelLoop *l = at; l; l = l->parent) o->around[r->naround + l->depth] = l->node;
    if (n->kind == ST_FOR) o->around[o->naround - 1] = n;
  }
}

static void declaration(Builder *b, const Node *d, const ModelLoop *at, const char *conditions, bool maybe) {
  Region *r = b->r;
  if (d->sym && d->sym->owner == r->fn && d->sym->index >= 0 && d->sym->index < r->fn->nlocals) {
    r->declared_at[d->sym->index] = at;
    r->declared[d->sym->index] = true;
  }
  if (!d->init || !is_storage(d->sym)) return;
  ModelStmt *s = new_stmt(b, d, at, conditions);
  expr_accesses(b, s, at, d->init, maybe);
  if (d->sym->type->kind != TY_ARRAY) {
    add_access(b, s, at, d->sym, NULL, true, !maybe);
    return;
  }
  /* an initialized array is written whole: every element, as a must-write of the whole */
  add_access(b, s, at, d->sym, NULL, true, false);
  s->accesses[s->naccesses - 1].must = !maybe && !r->all_may;
}

static void build_stmt(Builder *b, Node *n, const ModelLoop *at, const char *conditions, bool maybe) {
  Region *r = b->r;
  if (!n) return;
  switch (n->kind) {
  case ST_BLOCK:
    for (Node *item = n->args; item; item = item->next) build_stmt(b, item, at, conditions, maybe);
    return;
  case ST_DECL:
    for (const Node *d = n->args; d; d = d->next) declaration(b, d, at, conditions, maybe);
    return;
  case ST_EXPR: {
    ModelStmt *s = new_stmt(b, n, at, conditions);
    expr_accesses(b, s, at, n->lhs, maybe);
    return;
  }
  case ST_RETURN: {
    ModelStmt *s = new_stmt(b, n, at, conditions);
    expr_accesses(b, s, at, n->lhs, maybe);
    return;
  }
  case ST_IF: {
    ModelStmt *s = new_stmt(b, n, at, conditions);
    expr_accesses(b, s, at, n->cond, maybe);
    const char *then_text, *else_text, *checks = "";
    bool affine = !n->data_dependent && affine_condition(r, at, n->cond, false, &then_text, &checks) &&
                  affine_condition(r, at, n->cond, true, &else_text, &checks) &&
                  region_proves_never(r, at, conditions, checks);
    if (affine) {
      build_stmt(b, n->then, at, conjunction(conditions, then_text), maybe);
      build_stmt(b, n->els, at, conjunction(conditions, else_text), maybe);
    } else {
      build_stmt(b, n->then, at, conditions, true);
      build_stmt(b, n->els, at, conditions, true);
    }
    return;
  }
  case ST_FOR: {
    const char *why = NULL;
    long long place = b->next_place++;
    ModelLoop *l = affine_loop(b, (Node *)n, at, conditions, &why);
    if (!l) {
      n->dependences = xcalloc(1, sizeof *n->dependences);
      n->dependences->cls = LOOP_NOT_ANALYSED;
      n->dependences->why = why;
      opaque_stmt(b, n, at, conditions, n->then);
      return;
    }
    l->place = place;
    build_stmt(b, n->then, l, conditions, maybe);
    if (l->counter_after) { /* its last value, written as the loop ends */
      ModelStmt *s = new_stmt(b, n, at, conditions);
      add_access(b, s, at, l->counter, NULL, true, true);
    }
    return;
  }
  case ST_WHILE:
  case ST_DO:
    n->dependences = xcalloc(1, sizeof *n->dependences);
    n->dependences->cls = LOOP_NOT_ANALYSED;
    n->dependences->why = n->kind == ST_WHILE ? "a while loop has no counter" : "a do loop has no counter";
    opaque_stmt(b, n, at, conditions, n->then);
    return;
  case ST_SWITCH:
    opaque_stmt(b, n, at, conditions, n->then);
    return;
  case ST_GOTO:
  case ST_LABEL:
    if (!r->unanalysed) r->unanalysed = "it holds a goto or a label";
    return;
  case ST_BREAK: case ST_CONTINUE: case ST_CASE: case ST_DEFAULT: case ST_EMPTY:
    return;
  default:
    return;
  }
}

typedef struct EarlyReturn {
  const Node *last;
  bool found;
} EarlyReturn;

static AstStep find_early_return(const Node *n, void *data) {
  EarlyReturn *e = data;
  if ((n->kind == ST_RETURN && n != e->last) || n->kind == ST_GOTO) e->found = true;
  return e->found ? AST_WALK_STOP : AST_WALK_ON;
}

void region_build(Region *r, Function *fn, Node *root, const Node **around, int naround, isl_ctx *isl) {
  *r = (Region){0};
  r->around = around;
  r->naround = naround;
  r->fn = fn;
  r->root = root;
  r->isl = isl;
  r->written = xcalloc((size_t)fn->nlocals + 1, sizeof *r->written);
  r->declared_at = xcalloc((size_t)fn->nlocals + 1, sizeof *r->declared_at);
  r->declared = xcalloc((size_t)fn->nlocals + 1, sizeof *r->declared);
  r->written_once = xcalloc((size_t)fn->nlocals + 1, sizeof *r->written_once);
  memset(r->written_once, -1, (size_t)fn->nlocals + 1);
  ast_walk(root, find_writes, NULL, &(Writes){r});
  /* a return before the body's last statement: what follows it may not run */
  const Node *last = NULL;
  if (fn->body && fn->body->args)
    for (last = fn->body->args; last->next; last = last->next) {}
  EarlyReturn early = {last && last->kind == ST_RETURN ? last : NULL, false};
  ast_walk(fn->body, find_early_return, NULL, &early);
  r->all_may = early.found;
  Builder b = {r, 0, 0};
  build_stmt(&b, root, NULL, "", false);
}

void region_free(Region *r) {
  for (int i = 0; i < r->nstmts; i++) {
    ModelStmt *s = r->stmts[i];
    for (int k = 0; k < s->naccesses; k++) {
      if (s->accesses[k].index)
        for (int d = 0; d < s->accesses[k].ndims; d++) free(s->accesses[k].index[d].terms);
      free(s->accesses[k].index);
    }
    free(s->accesses);
    free(s->loops);
    free(s->order);
    free(s);
  }
  for (int i = 0; i < r->nloops; i++) free(r->loops[i]);
  free(r->stmts);
  free(r->loops);
  free(r->vars);
  free(r->written);
  free(r->declared_at);
  free(r->declared);
  free(r->written_once);
  free(r->opaque);
}

void region_each(Function *fn, void (*visit)(Region *r, void *data), void *data) {
  isl_ctx *isl = isl_ctx_alloc();
  isl_options_set_on_error(isl, ISL_ON_ERROR_CONTINUE);
  OpaqueBody *pending = NULL;
  size_t cap = 0;
  int npending = 0;
  pending = grow_array(pending, &cap, 1, sizeof *pending, "the regions to analyse");
  pending[npending++] = (OpaqueBody){fn->body, NULL, 0};
  for (int k = 0; k < npending; k++) {
    Region r;
    region_build(&r, fn, pending[k].body, pending[k].around, pending[k].naround, isl);
    for (int i = 0; i < r.nopaque; i++) {
      pending = grow_array(pending, &cap, (size_t)npending + 1, sizeof *pending, "the regions to analyse");
      pending[npending++] = r.opaque[i];
    }
    visit(&r, data);
    region_free(&r);
  }
  for (int k = 0; k < npending; k++) free(pending[k].around);
  free(pending);
  isl_ctx_free(isl);
}
