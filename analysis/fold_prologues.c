/* fold_prologues.c: a row's stores before its cells folded into the cells (fold_prologues.h says
 * when and why). The walk keeps the ranges of the counted loops around it (intervals.h), which
 * prove the extra first iteration of the inner loop runs in every row. */
#include "fold_prologues.h"

#include <stdlib.h>
#include <string.h>

#include "../frontend/alloc.h"
#include "build.h"
#include "intervals.h"

/* ---- what the prologue and the bounds may be ---------------------------------------------- */

/* A store to an array element: `X[..] = e;` or `X[..] op= e;`, nothing else assigned in it. */
static AstStep find_side_effect(const Node *n, void *data) {
  bool *found = data;
  if (n->kind == ND_CALL && ast_call_may_write(n)) *found = true;
  if (ast_is_assignment(n) && n->lhs->kind != ND_INDEX) *found = true; /* a scalar, or through a pointer */
  return *found ? AST_WALK_STOP : AST_WALK_ON;
}

static bool array_store(const Node *s) {
  if (s->kind != ST_EXPR || !s->lhs || s->lhs->kind != ND_ASSIGN || s->lhs->lhs->kind != ND_INDEX) return false;
  bool found = false;
  ast_walk(s->lhs->lhs, find_side_effect, NULL, &found);
  ast_walk(s->lhs->rhs, find_side_effect, NULL, &found);
  return !found;
}

typedef struct Pure {
  const Node *body; /* where nothing the expression reads may be assigned */
  bool ok;
} Pure;

/* Reads scalars the body does not assign, constants and operators: no array, call or store. */
static AstStep check_pure(const Node *n, void *data) {
  Pure *p = data;
  switch (n->kind) {
  case ND_INT: case ND_SIZEOF: case ND_CAST: case ND_UNARY: case ND_BINARY: case ND_COND:
    break;
  case ND_VAR:
    if (!n->sym || n->sym->type->kind == TY_ARRAY || ast_assigns(p->body, n->sym)) p->ok = false;
    break;
  default:
    p->ok = false;
  }
  return p->ok ? AST_WALK_ON : AST_WALK_STOP;
}

static bool pure_in(const Node *e, const Node *body) {
  Pure p = {body, true};
  ast_walk(e, check_pure, NULL, &p);
  return p.ok;
}

/* Whether tree names a variable `name` (moved into the inner loop, it would name its counter). */
static AstStep find_name(const Node *n, void *data) {
  const char **name = data;
  if (n->kind == ND_VAR && n->sym && !strcmp(n->sym->name, *name)) *name = NULL;
  return *name ? AST_WALK_ON : AST_WALK_STOP;
}

static bool mentions_name(const Node *tree, const char *name) {
  ast_walk(tree, find_name, NULL, &name);
  return !name;
}

/* ---- indices at the new start ------------------------------------------------------------ */

/* An integer expression as sum of coef * symbol plus a constant (few terms), where it is one
 * exactly: +, -, * by a constant, and conversions to types at least as wide as int. */
enum { MAX_TERMS = 4 };
typedef struct Linear {
  const Symbol *syms[MAX_TERMS];
  long long coefs[MAX_TERMS];
  int n;
  long long constant;
} Linear;

static bool linear_add(Linear *out, const Linear *a, long long scale) {
  if (__builtin_mul_overflow(a->constant, scale, &(long long){0})) return false;
  out->constant += a->constant * scale;
  for (int i = 0; i < a->n; i++) {
    int k = 0;
    while (k < out->n && out->syms[k] != a->syms[i]) k++;
    if (k == out->n) {
      if (out->n == MAX_TERMS) return false;
      out->syms[out->n] = a->syms[i], out->coefs[out->n++] = 0;
    }
    out->coefs[k] += a->coefs[i] * scale;
  }
  return true;
}

static bool linear_of(const Node *e, Linear *out) {
  *out = (Linear){{NULL}, {0}, 0, 0};
  Linear a, b;
  switch (e->kind) {
  case ND_INT:
    out->constant = e->ival;
    return e->ival > -(1LL << 40) && e->ival < (1LL << 40);
  case ND_VAR:
    if (!e->sym || !type_is_integer(e->sym->type)) return false;
    out->syms[0] = e->sym, out->coefs[0] = 1, out->n = 1;
    return true;
  case ND_CAST:
    return type_is_integer(e->cast_type) && type_size(e->cast_type) >= 4 && !type_is_unsigned(e->cast_type) && linear_of(e->lhs, out);
  case ND_BINARY:
    if (e->op == OP_MUL && e->lhs->kind == ND_INT) return linear_of(e->rhs, &a) && linear_add(out, &a, e->lhs->ival);
    if (e->op == OP_MUL && e->rhs->kind == ND_INT) return linear_of(e->lhs, &a) && linear_add(out, &a, e->rhs->ival);
    if (e->op != OP_ADD && e->op != OP_SUB) return false;
    return linear_of(e->lhs, &a) && linear_of(e->rhs, &b) && linear_add(out, &a, 1) && linear_add(out, &b, e->op == OP_ADD ? 1 : -1);
  default:
    return false;
  }
}

/* e - at, where both are linear and differ by a constant (a row's first column X0 - 1 and the
 * store's `L[i][i]`'s i): that constant. */
static bool constant_apart(const Node *e, const Node *at, long long *k) {
  Linear a, b, d = {{NULL}, {0}, 0, 0};
  if (!linear_of(e, &a) || !linear_of(at, &b) || !linear_add(&d, &a, 1) || !linear_add(&d, &b, -1)) return false;
  for (int i = 0; i < d.n; i++)
    if (d.coefs[i]) return false;
  *k = d.constant;
  return d.constant > -1024 && d.constant < 1024;
}

/* In the row's stores, moved to the inner loop's first iteration (x == at there), each element's
 * last index that is at plus a constant is spelled x plus it: `L[i][i]` becomes `L[i][j]`, an
 * element at the counters plus constants, as the cells' are (the strips stage such arrays). The
 * values are the same: the stores run only where x == at. */
typedef struct ByCounter {
  Symbol *x;
  const Node *at;
} ByCounter;

static AstStep index_by_counter(const Node *n, void *data) {
  const ByCounter *b = data;
  long long k;
  Node *access = (Node *)n;
  if (n->kind != ND_INDEX || !n->type || n->type->kind == TY_ARRAY || !type_is_integer(n->rhs->type) || !constant_apart(n->rhs, b->at, &k))
    return AST_WALK_ON;
  Node *by = build_var(b->x, n->rhs->loc);
  if (k) by = build_binary(k > 0 ? OP_ADD : OP_SUB, by, build_int(k > 0 ? k : -k, n->rhs->loc));
  access->rhs = build_cast(n->rhs->type, by);
  return AST_WALK_SKIP;
}

/* ---- the fold ----------------------------------------------------------------------------- */

/* The inner loop's new start, X0 - 1 (or X0 + 1 counting down), in the counter's type. */
static Node *extra_start(const Node *start, const Symbol *x, int dir) {
  Node *s = build_binary(dir > 0 ? OP_SUB : OP_ADD, build_clone(start), build_int(1, start->loc));
  return build_cast(x->type, s);
}

/* The greatest (or least) value of a linear form where each symbol takes any value of its range
 * in cs; false where a range is unknown or the arithmetic leaves long long. */
static bool linear_extreme(const Linear *l, bool greatest, const Counters *cs, long long *out) {
  long long v = l->constant;
  for (int i = 0; i < l->n; i++) {
    if (!l->coefs[i]) continue;
    Range r = interval_symbol_range(l->syms[i], cs);
    if (!r.bounded) return false;
    long long at = (l->coefs[i] > 0) == greatest ? r.hi : r.lo, term;
    if (__builtin_mul_overflow(l->coefs[i], at, &term) || __builtin_add_overflow(v, term, &v)) return false;
  }
  *out = v;
  return true;
}

/* The outer loop `for (c = A; c < B; c++)` (<=, or counting down to > or >= B): c's least and
 * greatest values as linear forms of what A and B read (lo = A, hi = B - 1 counting up). */
static bool counter_bounds(const Node *outer, const Symbol **c, Linear *lo, Linear *hi) {
  int dir;
  Symbol *sym = ast_loop_by_one(outer, &dir);
  Node *start;
  if (!sym || !ast_for_counter(outer, &start) || !start) return false;
  /* the start's and bound's values the same each time round (the start's is read once) */
  if (!pure_in(start, outer->then) || !pure_in(outer->cond->rhs, outer->then)) return false;
  Linear a, b;
  if (!linear_of(start, &a) || !linear_of(outer->cond->rhs, &b)) return false;
  long long shift = outer->cond->op == OP_LT ? -1 : outer->cond->op == OP_GT ? 1 : 0;
  b.constant += shift;
  *c = sym;
  *lo = dir > 0 ? a : b, *hi = dir > 0 ? b : a;
  return true;
}

/* d's greatest (or least) value where the outer counter keeps within its loop's bounds: its terms
 * of the counter replaced by the bound that makes them greatest, the rest by their ranges
 * (`j = i + 1` against `j < n` in `for (i = n - 1; i >= 0; i--)`: i - n, at most -1). */
static bool relative_extreme(const Linear *d, bool greatest, const Node *outer, const Counters *cs, long long *out) {
  const Symbol *c;
  Linear lo, hi;
  if (!counter_bounds(outer, &c, &lo, &hi)) return false;
  Linear e = {{NULL}, {0}, 0, 0};
  for (int i = 0; i < d->n; i++) {
    if (d->syms[i] != c) {
      Linear t = {{d->syms[i]}, {d->coefs[i]}, 1, 0};
      if (!linear_add(&e, &t, 1)) return false;
    } else if (d->coefs[i] && !linear_add(&e, (d->coefs[i] > 0) == greatest ? &hi : &lo, d->coefs[i])) {
      return false;
    }
  }
  if (__builtin_add_overflow(e.constant, d->constant, &e.constant)) return false;
  for (int i = 0; i < e.n; i++)
    if (e.syms[i] == c && e.coefs[i]) return false; /* a bound of the counter reads the counter */
  return linear_extreme(&e, greatest, cs, out);
}

/* Whether interval reasoning proves, for every value the counters around hold, that the new start
 * keeps its value in the counter's type and passes the loop's test; where the start and the bound
 * both follow the outer counter, by their difference with the counter at its loop's bounds. */
static bool extra_iteration_runs(const Node *outer, const Node *inner, const Symbol *x, const Node *start, int dir, Counters *cs) {
  Node *s = build_binary(dir > 0 ? OP_SUB : OP_ADD, build_clone(start), build_int(1, start->loc));
  Range r = interval_range(s, cs), b = interval_range(inner->cond->rhs, cs);
  long long least, largest;
  type_limits(x->type, &least, &largest);
  if (!r.bounded || !b.bounded || r.lo < least || r.hi > largest) return false;
  /* the test compares the values themselves: both in the type it compares in */
  Type *compared = type_usual_conversion(type_promote(x->type), inner->cond->rhs->type);
  long long clo, chi;
  type_limits(compared, &clo, &chi);
  if (r.lo < clo || r.hi > chi || b.lo < clo || b.hi > chi) return false;
  Op op = inner->cond->op;
  if ((op == OP_LT && r.hi < b.lo) || (op == OP_LE && r.hi <= b.lo) || (op == OP_GT && r.lo > b.hi) || (op == OP_GE && r.lo >= b.hi))
    return true;
  /* the difference of the new start and the bound, with the outer counter at its bounds */
  Linear ls, lb, d = {{NULL}, {0}, 0, 0};
  long long v;
  if (!linear_of(s, &ls) || !linear_of(inner->cond->rhs, &lb) || !linear_add(&d, &ls, 1) || !linear_add(&d, &lb, -1)) return false;
  if (op == OP_LT || op == OP_LE) return relative_extreme(&d, true, outer, cs, &v) && (op == OP_LT ? v < 0 : v <= 0);
  return relative_extreme(&d, false, outer, cs, &v) && (op == OP_GT ? v > 0 : v >= 0);
}

/* Whether the inner loop reaches `past` (the value its test first fails at, where the epilogue's
 * stores run): the start at most past counting up (at least, down), for every row. */
static bool reaches(const Node *outer, const Node *start, const Node *past, int dir, Counters *cs) {
  Linear ls, lp, d = {{NULL}, {0}, 0, 0};
  long long v;
  Range r = interval_range((Node *)start, cs), p = interval_range((Node *)past, cs);
  if (r.bounded && p.bounded && (dir > 0 ? r.hi <= p.lo : r.lo >= p.hi)) return true;
  if (!linear_of(start, &ls) || !linear_of(past, &lp) || !linear_add(&d, &ls, 1) || !linear_add(&d, &lp, -1)) return false;
  return dir > 0 ? relative_extreme(&d, true, outer, cs, &v) && v <= 0 : relative_extreme(&d, false, outer, cs, &v) && v >= 0;
}

/* The statements from `from` up to (not including) `to` in a block of their own. */
static Node *block_of(Node *from, const Node *to, SrcLoc loc) {
  Node *block = build_node(ST_BLOCK, loc, NULL), *last = from;
  block->args = from;
  while (last->next != to) last = last->next;
  last->next = NULL;
  block->list_tail = last;
  return block;
}

/* Each statement of the list from `from` up to `to` an array store, none naming a variable as the
 * inner loop's counter is named (moved into the loop, it would name the counter). */
static const char *movable(const Node *from, const Node *to, const Symbol *x) {
  for (const Node *p = from; p != to; p = p->next)
    if (mentions_name(p, x->name)) return intern_format("a store beside it names another variable %s", x->name);
  return NULL;
}

/* outer's body `{ P1; ...; Pk; inner; E1; ...; Em; }`: inner's cells become `if (x == new start)
 * { P1; ...; Pk; } else if (x == past) { E1; ...; Em; } else cells`, from the new start to past;
 * or why not (NULL: done; "": no such nest). */
static const char *fold(Node *outer, Counters *cs) {
  Node *body = outer->then;
  if (!body || body->kind != ST_BLOCK || !body->args) return "";
  Node *inner = body->args;
  int before = 0, after = 0;
  while (inner && inner->kind != ST_FOR && array_store(inner)) inner = inner->next, before++;
  const Node *loop = inner;
  while (loop && loop->kind != ST_FOR) loop = loop->next;
  if (!loop) return ""; /* no inner loop */
  if (inner != loop)
    return intern_format("the row's statements before the inner loop stay there: the one at %d:%d is not a store to an array element "
                         "alone (it declares or assigns a scalar, or calls a function that may write)", inner->loc.line, inner->loc.col);
  for (const Node *e = inner->next; e; e = e->next, after++)
    if (!array_store(e))
      return intern_format("the row's statements after the inner loop stay there: the one at %d:%d is not a store to an array element "
                           "alone (it declares or assigns a scalar, or calls a function that may write)", e->loc.line, e->loc.col);
  if (!before && !after) return "";
  const char *which = before && after ? "the row's stores around the inner loop stay there" : before ? "the row's stores before the inner loop stay there"
                                                                                                    : "the row's stores after the inner loop stay there";
  int dir;
  Symbol *x = ast_loop_by_one(inner, &dir);
  if (!x) return intern_format("%s: its inner loop does not count by 1 from its declaration to a bound", which);
  Node *start = inner->init->args->init;
  if (!pure_in(start, body) || !pure_in(inner->cond->rhs, body))
    return intern_format("%s: the inner loop's start or bound reads an array, calls a function or reads a scalar the rows assign", which);
  if (ast_assigns(inner->then, x)) return intern_format("%s: the cells assign the inner loop's counter", which);
  const char *named = movable(body->args, inner, x);
  if (!named) named = movable(inner->next, NULL, x);
  if (named) return intern_format("%s: %s", which, named);
  SrcLoc loc = inner->loc;
  Node *past = NULL;
  Op op = inner->cond->op;
  if (after) {
    /* the value the test first fails at: the bound (< and >) or one past it (<= and >=) */
    past = op == OP_LT || op == OP_GT ? build_cast(x->type, build_clone(inner->cond->rhs))
                                      : build_cast(x->type, build_binary(op == OP_LE ? OP_ADD : OP_SUB, build_clone(inner->cond->rhs),
                                                                         build_int(1, loc)));
    Range pr = interval_range(past->lhs, cs), sr = interval_range(start, cs);
    long long least, largest, clo, chi;
    type_limits(x->type, &least, &largest);
    /* past in the counter's type, and the values the test compares kept there */
    type_limits(type_usual_conversion(type_promote(x->type), inner->cond->rhs->type), &clo, &chi);
    if (!pr.bounded || !sr.bounded || pr.lo < least || pr.hi > largest || pr.lo < clo || pr.hi > chi || sr.lo < clo || sr.hi > chi ||
        !reaches(outer, start, past->lhs, dir, cs))
      return intern_format("%s: the inner loop is not proved to reach its bound in every row", which);
  }
  if (before && !extra_iteration_runs(outer, inner, x, start, dir, cs))
    return intern_format("%s: the inner loop's first value less one (more one counting down) is not proved to pass its test in every row",
                         which);
  if (after) {
    ByCounter by = {x, past};
    for (Node *e = inner->next; e; e = e->next) ast_walk(e, index_by_counter, NULL, &by);
    Node *test = build_node(ST_IF, loc, NULL);
    test->cond = build_binary(OP_EQ, build_var(x, loc), build_clone(past));
    test->then = block_of(inner->next, NULL, inner->next->loc);
    test->els = inner->then;
    inner->then = test;
    inner->next = NULL;
    /* the test passes past too: x <= past counting up, x >= past down */
    inner->cond = build_binary(dir > 0 ? OP_LE : OP_GE, build_var(x, loc), build_clone(past));
  }
  if (before) {
    Node *at = extra_start(start, x, dir);
    ByCounter by = {x, at};
    for (Node *p = body->args; p != inner; p = p->next) ast_walk(p, index_by_counter, NULL, &by);
    Node *test = build_node(ST_IF, loc, NULL);
    test->cond = build_binary(OP_EQ, build_var(x, loc), extra_start(start, x, dir));
    test->then = block_of(body->args, inner, body->loc);
    test->els = inner->then;
    inner->then = test;
    inner->init->args->init = extra_start(start, x, dir);
  }
  body->args = inner;
  body->list_tail = inner;
  outer->folded = true;
  outer->fold_note = intern_format("the row's stores %s the loop at %d:%d run as its %s iteration%s, %s", before && after ? "around" : before ? "before" : "after",
                                   inner->loc.line, inner->loc.col, before && after ? "first and last" : before ? "first" : "last",
                                   before && after ? "s" : "",
                                   before ? intern_format("%s = its start %c 1", x->name, dir > 0 ? '-' : '+')
                                          : intern_format("%s = the value its test first failed at", x->name));
  return NULL;
}

/* ---- the walk: the counted loops around each nest ------------------------------------------ */

typedef struct Fold {
  Function *fn;
  Counters counters;
} Fold;

static void visit_list(Fold *f, Node *list);

static void visit(Fold *f, Node *n) {
  if (!n) return;
  switch (n->kind) {
  case ST_BLOCK:
    visit_list(f, n->args);
    return;
  case ST_IF:
    visit(f, n->then);
    visit(f, n->els);
    return;
  case ST_WHILE: case ST_DO: case ST_SWITCH: case ST_CASE: case ST_DEFAULT: case ST_LABEL:
    visit(f, n->then);
    return;
  case ST_FOR: {
    int outer = f->counters.n;
    Counter c;
    Range tested;
    if (interval_counted_loop(n, &c, &tested, &f->counters)) {
      interval_counters_push(&f->counters, c);
      const char *why = fold(n, &f->counters);
      if (why && *why) n->fold_note = why;
    }
    visit(f, n->then);
    f->counters.n = outer;
    return;
  }
  default:
    return;
  }
}

static void visit_list(Fold *f, Node *list) {
  for (Node *n = list; n; n = n->next) visit(f, n);
}

void fold_prologues_program(Program *prog) {
  for (Function *fn = prog->functions; fn; fn = fn->next) {
    if (!fn->body) continue;
    Fold f = {fn, {0}};
    for (int i = 0; i < fn->nparams; i++) {
      Symbol *p = fn->params[i];
      if (p->uniform && type_is_integer(p->type) && !ast_assigns(fn->body, p))
        interval_counters_push(&f.counters, (Counter){p, {true, p->uniform_lo, p->uniform_hi}});
    }
    visit(&f, fn->body);
    free(f.counters.items);
  }
}
