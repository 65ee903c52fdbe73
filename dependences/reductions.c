/* reductions.c: statements that update a scalar by one associative operator, `s += e`,
 * `s = s * e`, `s = fminf(s, e)`, `if (e < s) s = e;`, and the loops whose iterations depend on
 * each other only through such updates (model.h). */
#include <string.h>

#include "model.h"

typedef struct Update {
  const Symbol *var;
  const char *op;
  bool exact, ties_first;
  const Node *nodes[2];   /* the model statements it is: an if's condition and its assignment */
  const Node *operand;    /* e of `s op= e`, `s = s op e`: what it combines into s (Reduction's) */
  bool negated;           /* `s -= e`, `s = s - e`, `s--` */
  bool unit;              /* `s++`, `s--`: the operand is 1 */
} Update;

typedef struct Mentions {
  const Symbol *sym;
  bool found;
} Mentions;

static AstStep find_mention(const Node *n, void *data) {
  Mentions *m = data;
  if (n->kind == ND_VAR && n->sym == m->sym) m->found = true;
  if (n->kind == ND_CALL || ast_is_assignment(n)) m->found = true; /* nothing with effects */
  return m->found ? AST_WALK_STOP : AST_WALK_ON;
}

/* e reads no s and does nothing but compute a value */
static bool independent_of(const Node *e, const Symbol *s) {
  Mentions m = {s, false};
  ast_walk(e, find_mention, NULL, &m);
  return !m.found;
}

static const Node *uncast(const Node *e) {
  while (e && e->kind == ND_CAST) e = e->lhs;
  return e;
}

/* A cast to c keeps what C's conversion back to t reads of a value of type t: for an integer t,
 * its low bits (an integer type at least as wide, not _Bool's test against zero); for a floating
 * t, its value (a floating type at least as wide). */
static bool cast_keeps(const Type *c, const Type *t) {
  if (type_is_integer(t) && t->kind != TY_BOOL) return type_is_integer(c) && c->kind != TY_BOOL && type_size(c) >= type_size(t);
  return type_is_floating(t) && type_is_floating(c) && type_size(c) >= type_size(t);
}

/* e without the casts that keep its bits for s's type */
static const Node *uncast_keeping(const Node *e, const Type *t) {
  while (e && e->kind == ND_CAST && cast_keeps(e->type, t)) e = e->lhs;
  return e;
}

/* e is s, through casts that keep its bits: `(long long)s` in `s = (long long)s * e` */
static bool is_var(const Node *e, const Symbol *s) {
  e = uncast_keeping(e, s->type);
  return e && e->kind == ND_VAR && e->sym == s;
}

/* A cast to c keeps every value of type t: a minimum or maximum compares values, and stores the
 * one it keeps, so a cast that changes one (`(short)m` of an int m, a double into a float) makes
 * the update another operation. */
static bool cast_keeps_value(const Type *c, const Type *t) {
  if (type_is_floating(t)) return type_is_floating(c) && type_size(c) >= type_size(t);
  if (!type_is_integer(t)) return false;
  if (type_is_floating(c)) return type_size(t) * 8 <= (type_size(c) >= 8 ? 53 : 24); /* the significand's bits */
  if (!type_is_integer(c) || c->kind == TY_BOOL) return t->kind == TY_BOOL && type_is_integer(c);
  if (t->kind == TY_BOOL) return true;
  bool t_unsigned = type_is_unsigned(t), c_unsigned = type_is_unsigned(c);
  if (t_unsigned == c_unsigned) return type_size(c) >= type_size(t);
  return t_unsigned && type_size(c) > type_size(t); /* a signed type wider than an unsigned one */
}

/* e without the casts that keep its value */
static const Node *uncast_value(const Node *e) {
  while (e && e->kind == ND_CAST && e->lhs && e->lhs->type && cast_keeps_value(e->type, e->lhs->type)) e = e->lhs;
  return e;
}

/* e is s's value, through casts that keep it */
static bool is_value_of(const Node *e, const Symbol *s) {
  e = uncast_value(e);
  return e && e->kind == ND_VAR && e->sym == s;
}

/* e's value fits s: stored into s, it is the value compared */
static bool fits(const Node *e, const Symbol *s) {
  e = uncast_value(e);
  return e && e->type && cast_keeps_value(s->type, e->type);
}

static const Symbol *scalar_var(const Node *e) {
  e = uncast(e);
  if (!e || e->kind != ND_VAR || !e->sym || e->sym->type->kind == TY_ARRAY || e->sym->record) return NULL;
  if (e->sym->kind != SYM_VAR && e->sym->kind != SYM_PARAM) return NULL;
  return e->sym;
}

static const char *op_name(Op op) {
  switch (op) {
  case OP_ADD: case OP_SUB: return "+";
  case OP_MUL: return "*";
  case OP_AND: return "&";
  case OP_OR: return "|";
  case OP_XOR: return "^";
  default: return NULL;
  }
}

static bool arithmetic_exact(const Type *t) {
  if (type_is_integer(t)) return true;
  return false; /* a floating-point sum or product: another order rounds otherwise */
}

static bool same_expression(const Node *a, const Node *b) {
  if (!a || !b) return a == b;
  if (a->kind != b->kind || a->op != b->op) return false;
  switch (a->kind) {
  case ND_INT: return a->ival == b->ival;
  case ND_FLOAT: return a->text && b->text && !strcmp(a->text, b->text);
  case ND_VAR: return a->sym == b->sym;
  default: break;
  }
  if (!same_expression(a->lhs, b->lhs) || !same_expression(a->rhs, b->rhs) || !same_expression(a->cond, b->cond) ||
      !same_expression(a->then, b->then) || !same_expression(a->els, b->els))
    return false;
  if (a->kind == ND_CAST && a->type != b->type && a->type->kind != b->type->kind) return false;
  const Node *x = a->args, *y = b->args;
  for (; x && y; x = x->next, y = y->next)
    if (!same_expression(x, y)) return false;
  return !x && !y;
}

/* `e < s`, `s > e` and the like, with *e the other side: min (true) or max, strict or not. */
static bool comparison_with(const Node *cond, const Symbol *s, const Node **e, bool *is_min, bool *strict) {
  if (!cond || cond->kind != ND_BINARY) return false;
  Op op = cond->op;
  if (op != OP_LT && op != OP_GT && op != OP_LE && op != OP_GE) return false;
  bool s_left = is_value_of(cond->lhs, s), s_right = is_value_of(cond->rhs, s);
  if (s_left == s_right) return false;
  *e = s_left ? cond->rhs : cond->lhs;
  if (!independent_of(*e, s)) return false;
  bool less = op == OP_LT || op == OP_LE;
  /* `e < s` replaces s by a smaller e: a minimum; `s < e` by a larger one */
  *is_min = s_right ? less : !less;
  *strict = op == OP_LT || op == OP_GT;
  return true;
}

static const Node *only_statement(const Node *n) {
  while (n && n->kind == ST_BLOCK && n->args && !n->args->next) n = n->args;
  return n;
}

/* A _Bool keeps whether its value is nonzero, not its low bits: `s |= e` is an or of truths and
 * `s &= e` an and of low bits, in any order; `s ^= 2` sets s whatever it was, and sums and
 * products are no such operation. */
static bool bool_update(const Symbol *s, const char *op) {
  return s->type->kind != TY_BOOL || !strcmp(op, "|") || !strcmp(op, "&");
}

/* The update n is, if it is one. */
static bool update_of(const Node *n, Update *u) {
  *u = (Update){0};
  if (n->kind == ST_IF && !n->els) {
    const Node *then = only_statement(n->then);
    if (!then || then->kind != ST_EXPR || !then->lhs || then->lhs->kind != ND_ASSIGN || then->lhs->op != OP_NONE) return false;
    const Symbol *s = scalar_var(then->lhs->lhs);
    const Node *e;
    bool is_min, strict;
    if (!s || then->lhs->lhs->kind != ND_VAR || !comparison_with(n->cond, s, &e, &is_min, &strict)) return false;
    if (!same_expression(uncast_value(then->lhs->rhs), uncast_value(e)) || !fits(e, s)) return false;
    *u = (Update){.var = s, .op = is_min ? "min" : "max", .exact = true, .ties_first = strict, .nodes = {n, then}};
    return true;
  }
  if (n->kind != ST_EXPR || !n->lhs) return false;
  const Node *x = n->lhs;
  if ((x->kind == ND_POSTINC || x->kind == ND_PREINC || x->kind == ND_POSTDEC || x->kind == ND_PREDEC) &&
      x->lhs->kind == ND_VAR && scalar_var(x->lhs)) {
    const Symbol *s = scalar_var(x->lhs);
    if (!bool_update(s, "+")) return false;
    bool down = x->kind == ND_POSTDEC || x->kind == ND_PREDEC;
    *u = (Update){s, "+", type_is_integer(s->type), false, {n, NULL}, NULL, down, true};
    return type_is_integer(s->type) || type_is_floating(s->type);
  }
  if (x->kind != ND_ASSIGN || x->lhs->kind != ND_VAR) return false;
  const Symbol *s = scalar_var(x->lhs);
  if (!s) return false;
  if (x->op != OP_NONE) {
    const char *op = op_name(x->op);
    if (!op || !independent_of(x->rhs, s) || !bool_update(s, op)) return false;
    /* `s += 1.5` of an integer s computes in floating point and truncates at every step: no
       grouping of the steps gives the same value */
    if (type_is_integer(s->type) && x->rhs->type && !type_is_integer(x->rhs->type)) return false;
    *u = (Update){s, op, arithmetic_exact(s->type), false, {n, NULL}, x->rhs, x->op == OP_SUB, false};
    return true;
  }
  /* `s = s op e` is `s op= e`: C computes in the promoted type and converts back alike; casts
     that drop bits (`s = (short)(s + e)` of an int s) make it another operation */
  const Node *v = uncast_keeping(x->rhs, s->type);
  if (v->kind == ND_BINARY && op_name(v->op)) {
    if (!bool_update(s, op_name(v->op))) return false;
    bool left = is_var(v->lhs, s) && independent_of(v->rhs, s);
    bool right = v->op != OP_SUB && is_var(v->rhs, s) && independent_of(v->lhs, s);
    if (!left && !right) return false;
    /* an integer's low bits are the same in any wider type; a floating s must compute in its
       own type (in a wider one, it rounds once, not at every step) */
    bool integer = type_is_integer(s->type) && s->type->kind != TY_BOOL;
    if (integer ? !type_is_integer(v->type) : v->type->kind != s->type->kind) return false;
    *u = (Update){s, op_name(v->op), arithmetic_exact(s->type), false, {n, NULL}, left ? v->rhs : v->lhs, v->op == OP_SUB, false};
    return true;
  }
  /* a minimum or maximum leaves one of its operands, each fitting s (checked below): the
     conversion to s's type keeps it; a cast to a narrower type would not */
  v = x->rhs;
  while (v && v->kind == ND_CAST && v->lhs && v->lhs->type &&
         (cast_keeps_value(v->type, v->lhs->type) || (v->type->kind == s->type->kind && type_size(v->type) == type_size(s->type))))
    v = v->lhs;
  if (v->kind == ND_CALL && v->lhs->kind == ND_VAR && v->lhs->sym && v->lhs->sym->kind == SYM_LIBFUNC && v->args &&
      v->args->next && !v->args->next->next) {
    const char *name = v->lhs->sym->name;
    bool is_min = !strncmp(name, "fmin", 4), is_max = !strncmp(name, "fmax", 4);
    if (!is_min && !is_max) return false;
    const Node *a = v->args, *b = v->args->next;
    bool ok = (is_value_of(a, s) && independent_of(b, s) && fits(b, s)) || (is_value_of(b, s) && independent_of(a, s) && fits(a, s));
    if (!ok) return false;
    /* fmin of +0 and -0 may give either: the order may show in the sign of a zero */
    *u = (Update){.var = s, .op = is_min ? "min" : "max", .nodes = {n, NULL}};
    return true;
  }
  if (v->kind == ND_COND) {
    const Node *e;
    bool is_min, strict;
    if (!comparison_with(v->cond, s, &e, &is_min, &strict)) return false;
    /* `e < s ? e : s` keeps the smaller; `e < s ? s : e` the larger */
    bool keeps_e_when_true;
    if (!fits(e, s)) return false;
    if (is_value_of(v->els, s) && same_expression(uncast_value(v->then), uncast_value(e))) keeps_e_when_true = true;
    else if (is_value_of(v->then, s) && same_expression(uncast_value(v->els), uncast_value(e))) keeps_e_when_true = false;
    else return false;
    if (!keeps_e_when_true) { is_min = !is_min; strict = !strict; }
    *u = (Update){.var = s, .op = is_min ? "min" : "max", .exact = true, .ties_first = strict, .nodes = {n, NULL}};
    return true;
  }
  return false;
}

static bool inside(const ModelStmt *s, const ModelLoop *loop) {
  return s->depth > loop->depth && s->loops[loop->depth] == loop;
}

static bool accesses(const ModelStmt *s, const Symbol *sym, bool *writes) {
  bool any = false;
  *writes = false;
  for (int k = 0; k < s->naccesses; k++)
    if (s->accesses[k].storage == sym) {
      any = true;
      if (s->accesses[k].write) *writes = true;
    }
  return any;
}

int reductions_in_loop(Region *r, const ModelLoop *loop, int first, int end, Reduction **out) {
  *out = NULL;
  int n = 0;
  size_t cap = 0;
  for (int i = first; i < end; i++) {
    const ModelStmt *st = r->stmts[i];
    Update u;
    if (!inside(st, loop) || !update_of(st->node, &u)) continue;
    bool seen = false;
    for (int k = 0; k < n; k++) seen |= (*out)[k].var == u.var;
    if (seen) continue;
    /* every statement of the loop that touches u.var: an update by the same operator, or a read */
    bool ok = true, scan = false;
    for (int j = first; j < end && ok; j++) {
      const ModelStmt *other = r->stmts[j];
      bool writes;
      if (!inside(other, loop) || !accesses(other, u.var, &writes)) continue;
      Update v;
      const Node *node = other->node;
      bool is_update = update_of(node, &v) && v.var == u.var && !strcmp(v.op, u.op);
      /* the assignment inside an if that is the update */
      for (int k = first; k < end && !is_update; k++) {
        Update w;
        if (inside(r->stmts[k], loop) && update_of(r->stmts[k]->node, &w) && w.var == u.var && w.nodes[1] == node &&
            !strcmp(w.op, u.op))
          is_update = true;
      }
      if (is_update) continue;
      if (writes) ok = false;
      else scan = true;
    }
    if (!ok) continue;
    int updates = 0;
    for (int j = first; j < end; j++) {
      Update w;
      updates += inside(r->stmts[j], loop) && update_of(r->stmts[j]->node, &w) && w.var == u.var;
    }
    const Node *operand = u.operand;
    if (u.unit) { /* `s++`'s 1, an int as in `s += 1` */
      Node *one = ast_node(ND_INT, u.nodes[0]->loc);
      one->ival = 1, one->text = "1", one->type = type_basic(TY_INT);
      operand = one;
    }
    *out = grow_array(*out, &cap, (size_t)n + 1, sizeof **out, "a loop's reductions");
    (*out)[n++] = (Reduction){u.var, u.op, u.exact, u.ties_first, scan, u.nodes[0], updates, operand, u.negated};
  }
  return n;
}
