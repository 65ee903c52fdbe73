/* gather_updates.c: a nest's scatter of integer updates to later cells turned into each cell's
 * gather from its sources (gather_updates.h says when).
 *
 * Error diffusion's cell reads its own element of a working array, `v = level[y][x]`, then adds
 * shares of its error to the elements of cells after it: `level[y][x + 1] += error * 7 / 16`, and
 * three more to the next row. Each element so has every update it will get before its own cell
 * reads it, from cells at fixed offsets before it, and integer additions give the same bits in
 * any order (summed as unsigned, so that no order overflows where another does not). So the cell
 * may instead read its element as it was before the nest plus, for each update and each source
 * cell that exists and whose update's conditions held there, that source's share, computed from
 * the source's value of the one scalar the shares depend on (`error`); and since nothing reads
 * the element again, the cell stores that scalar in its own element at its end, where its later
 * cells read it. The nest then reads the array at five elements and writes one, a cell's own,
 * once: the grid form's strips copy it, store it at a chunk's end and hand its rows on as data,
 * and the lines become 2 * y + x instead of 3 * y + x (no two cells update one element). */
#include "gather_updates.h"

#include <stdlib.h>
#include <string.h>

#include "../frontend/alloc.h"
#include "build.h"

typedef struct Update {
  Node *stmt;       /* the statement `X[y + a][x + b] += f;` or `-= f` */
  long long a, b;   /* the target's offset from the cell */
  const Node *value;/* f */
  bool subtract;    /* -= f */
  int cond;         /* the innermost if around it in the cell (Nest.conds), or -1 */
} Update;

/* An if's condition around updates, as written or negated (its else), and the if around it (-1:
 * none): the ifs around an update are a chain, shared by the updates under them. */
typedef struct Cond {
  const Node *cond;
  bool negate;
  int outer;
} Cond;

typedef struct Nest {
  Node *outer, *inner;
  Symbol *y, *x;
  Node *cell;
  Symbol *X, *E;
  Node *read;       /* the cell's one read of X[y][x] */
  int read_item;    /* ... in the cell's top-level statement of this number */
  Update *updates;
  int nupdates;
  size_t cap;
  int first_update_item; /* the top-level statement of the first update */
  Cond *conds;      /* every if's condition met, with its chain */
  int nconds;
  size_t conds_cap;
  int cond;         /* the innermost if around the statement being scanned, or -1 */
  int item;         /* the top-level statement being scanned */
  const char *refused; /* why the nest is not rewritten (--dump=plan), or NULL */
} Nest;

typedef struct Writes {
  const Symbol *sym;
  bool found;
} Writes;

static AstStep find_write(const Node *n, void *data) {
  Writes *w = data;
  if (ast_is_assignment(n) && n->lhs->kind == ND_VAR && n->lhs->sym == w->sym) w->found = true;
  if (n->kind == ND_VARDECL && n->sym == w->sym) w->found = true;
  if (n->kind == ND_CALL && ast_call_may_write(n)) w->found = true;
  return w->found ? AST_WALK_STOP : AST_WALK_ON;
}

static bool written_in(const Node *tree, const Symbol *sym) {
  Writes w = {sym, false};
  ast_walk(tree, find_write, NULL, &w);
  return w.found;
}

static AstStep find_assignment(const Node *n, void *data) {
  Writes *w = data;
  if (ast_is_assignment(n) && n->lhs->kind == ND_VAR && n->lhs->sym == w->sym) w->found = true;
  return w->found ? AST_WALK_STOP : AST_WALK_ON;
}

/* assigned after its declaration */
static bool assigned_in(const Node *tree, const Symbol *sym) {
  Writes w = {sym, false};
  ast_walk(tree, find_assignment, NULL, &w);
  return w.found;
}

/* An expression of constants, the counters and scalars the nest does not write, with no effect. */
static bool plain(const Nest *t, const Node *e, const Symbol *allowed) {
  if (!e) return true;
  switch (e->kind) {
  case ND_INT: return true;
  case ND_VAR:
    if (!e->sym || (e->sym->kind != SYM_VAR && e->sym->kind != SYM_PARAM) || e->sym->type->kind == TY_ARRAY) return false;
    return e->sym == t->y || e->sym == t->x || e->sym == allowed || !written_in(t->outer, e->sym);
  case ND_CAST: case ND_UNARY: return plain(t, e->lhs, allowed);
  case ND_BINARY: return plain(t, e->lhs, allowed) && plain(t, e->rhs, allowed);
  case ND_COND: return plain(t, e->cond, allowed) && plain(t, e->then, allowed) && plain(t, e->els, allowed);
  default: return false;
  }
}

/* `for (T c = lo; c < end (or <=); c++)`: its counter, or NULL. */
static Symbol *counted_loop(const Node *n) {
  int dir;
  Symbol *c = ast_loop_by_one(n, &dir);
  return c && dir > 0 ? c : NULL;
}

/* An integer constant, or one negated (`-3` is the negation of 3): its value. */
static bool constant_of(const Node *n, long long *v) {
  bool negated = n->kind == ND_UNARY && n->op == OP_NEG;
  if (negated) n = n->lhs;
  if (n->kind != ND_INT || n->ival > 1024 || n->ival < -1024) return false;
  *v = negated ? -n->ival : n->ival;
  return true;
}

/* The subscript c + k, c - k, k + c or c (through conversions): k, or false. */
static bool offset_of(const Node *e, const Symbol *c, long long *k) {
  while (e->kind == ND_CAST && type_is_integer(e->type) && type_size(e->type) >= 4) e = e->lhs;
  if (e->kind == ND_VAR && e->sym == c) return *k = 0, true;
  if (e->kind != ND_BINARY || (e->op != OP_ADD && e->op != OP_SUB)) return false;
  const Node *v = e->lhs, *n = e->rhs;
  if (e->op == OP_ADD && v->kind != ND_VAR) v = e->rhs, n = e->lhs;
  long long value;
  if (!constant_of(n, &value) || v->kind != ND_VAR || v->sym != c) return false;
  *k = e->op == OP_SUB ? -value : value;
  return true;
}

static bool element_of(const Nest *t, const Node *e, long long *a, long long *b) {
  return e->kind == ND_INDEX && e->lhs->kind == ND_INDEX && e->lhs->lhs->kind == ND_VAR && e->lhs->lhs->sym == t->X &&
         offset_of(e->lhs->rhs, t->y, a) && offset_of(e->rhs, t->x, b);
}


/* The reads of X in an expression: only X[y][x], once in the cell. */
static AstStep scan_reads(const Node *n, void *data) {
  Nest *t = data;
  /* X's element as a value only: not a store's target, not under ++, --, or & */
  if ((ast_is_assignment(n) || n->kind == ND_ADDR) && n->lhs && ast_mentions(n->lhs, t->X) && !t->refused)
    t->refused = "the cell stores to the array otherwise than by an update of a later cell's element, or increments it or takes its address";
  if (n->kind == ND_INDEX && n->lhs->kind == ND_INDEX && n->lhs->lhs->kind == ND_VAR && n->lhs->lhs->sym == t->X) {
    long long a, b;
    if ((t->read || !element_of(t, n, &a, &b) || a || b) && !t->refused)
      t->refused = "the cell reads the array otherwise than once, at its own element";
    t->read = (Node *)n, t->read_item = t->item;
    return AST_WALK_SKIP;
  }
  if (n->kind == ND_VAR && n->sym == t->X && !t->refused) t->refused = "the cell uses the array whole or a row of it";
  return AST_WALK_ON;
}

static void scan_statement(Nest *t, Node *s) {
  if (t->refused) return;
  switch (s->kind) {
  case ST_EMPTY: return;
  case ST_BLOCK:
    for (Node *it = s->args; it; it = it->next) scan_statement(t, it);
    return;
  case ST_IF:
    if (ast_mentions(s->cond, t->X)) {
      t->refused = "an if's condition reads the array";
      return;
    }
    const int outer = t->cond;
    for (int arm = 0; arm < 2; arm++) {
      Node *body = arm ? s->els : s->then;
      if (!body) continue;
      t->conds = grow_array(t->conds, &t->conds_cap, (size_t)t->nconds + 1, sizeof *t->conds, "a nest's conditions");
      t->conds[t->nconds] = (Cond){s->cond, arm == 1, outer};
      t->cond = t->nconds++;
      scan_statement(t, body);
      t->cond = outer;
    }
    return;
  case ST_EXPR: {
    Node *e = s->lhs;
    long long a, b;
    if (e && e->kind == ND_ASSIGN && (e->op == OP_ADD || e->op == OP_SUB) && element_of(t, e->lhs, &a, &b)) {
      if (a < 0 || (a == 0 && b <= 0) || ast_mentions(e->rhs, t->X)) {
        t->refused = ast_mentions(e->rhs, t->X) ? "an update's share reads the array" : "an update of the cell's own element or of one before it";
        return;
      }
      t->updates = grow_array(t->updates, &t->cap, (size_t)t->nupdates + 1, sizeof *t->updates, "a nest's updates");
      Update *u = &t->updates[t->nupdates++];
      *u = (Update){.stmt = s, .a = a, .b = b, .value = e->rhs, .subtract = e->op == OP_SUB, .cond = t->cond};
      if (t->first_update_item < 0) t->first_update_item = t->item;
      return;
    }
    ast_walk(e, scan_reads, NULL, t);
    return;
  }
  case ST_DECL:
    ast_walk(s, scan_reads, NULL, t);
    return;
  default:
    t->refused = "the cell holds a loop, a switch or a way out of it";
    return;
  }
}

/* ---- the rewrite ----------------------------------------------------------------------------- */

/* In a copy: the counters moved back to the source cell (y - a, x - b), and E, where given, read
 * as the source's element of X. */
static void to_source(const Nest *t, Node *n, long long a, long long b, const Node *element) {
  if (!n) return;
  if (n->kind == ND_VAR && ((n->sym == t->y && a) || (n->sym == t->x && b))) {
    Symbol *c = n->sym;
    long long back = c == t->y ? a : b; /* c - back, spelled c + k for a negative one */
    Node *moved = build_cast(c->type, build_binary(back > 0 ? OP_SUB : OP_ADD, build_var(c, n->loc), build_int(back > 0 ? back : -back, n->loc)));
    *n = *moved;
    return;
  }
  if (n->kind == ND_VAR && element && n->sym == t->E) {
    *n = *build_clone(element);
    return;
  }
  to_source(t, n->lhs, a, b, element), to_source(t, n->rhs, a, b, element), to_source(t, n->cond, a, b, element);
  to_source(t, n->then, a, b, element), to_source(t, n->els, a, b, element);
  for (Node *x = n->args; x; x = x->next) to_source(t, x, a, b, element);
}

static Node *logical_and(Node *a, Node *b) { return a ? build_binary(OP_LOGAND, a, b) : b; }

/* Whether the update's source cell (y - a, x - b) is one of the nest's and its conditions held. */
static Node *source_test(const Nest *t, const Update *u) {
  SrcLoc loc = u->stmt->loc;
  Node *test = NULL;
  if (u->a > 0) {
    Node *y = build_var(t->y, loc);
    to_source(t, y, u->a, 0, NULL);
    test = logical_and(test, build_binary(OP_GE, y, build_cast(t->y->type, build_clone(t->outer->init->args->init))));
  }
  if (u->b > 0) {
    Node *x = build_var(t->x, loc);
    to_source(t, x, 0, u->b, NULL);
    test = logical_and(test, build_binary(OP_GE, x, build_cast(t->x->type, build_clone(t->inner->init->args->init))));
  } else if (u->b < 0) {
    Node *x = build_var(t->x, loc);
    to_source(t, x, 0, u->b, NULL);
    test = logical_and(test, build_binary(t->inner->cond->op, x, build_clone(t->inner->cond->rhs)));
  }
  for (int i = u->cond; i >= 0; i = t->conds[i].outer) {
    Node *c = build_clone(t->conds[i].cond);
    to_source(t, c, u->a, u->b, NULL);
    if (t->conds[i].negate) {
      Node *not = build_node(ND_UNARY, loc, type_basic(TY_INT));
      not->op = OP_NOT, not->lhs = c;
      c = not;
    }
    test = logical_and(test, c);
  }
  return test;
}

/* The cell's read of its element: as it lay before the nest, plus (or minus, for -=) each update's
 * share from each source whose update ran, summed as unsigned (the same bits in any order). */
static Node *gathered_read(const Nest *t) {
  Type *word = type_basic(TY_UINT), *element = type_element(t->X->type);
  const Node *own = t->read;
  Node *sum = build_cast(word, build_clone(own));
  for (int k = 0; k < t->nupdates; k++) {
    const Update *u = &t->updates[k];
    Node *source = build_clone(own);
    to_source(t, source, u->a, u->b, NULL);
    Node *share = build_clone(u->value);
    to_source(t, share, u->a, u->b, source);
    Node *test = source_test(t, u);
    if (test) {
      Node *choice = build_node(ND_COND, u->stmt->loc, share->type);
      choice->cond = test, choice->then = share, choice->els = build_cast(share->type, build_int(0, u->stmt->loc));
      share = choice;
    }
    sum = build_binary(u->subtract ? OP_SUB : OP_ADD, sum, build_cast(word, share));
  }
  return build_cast(element, sum);
}

static bool empty_statement(const Node *s) {
  if (!s || s->kind == ST_EMPTY) return true;
  if (s->kind == ST_BLOCK) {
    for (const Node *it = s->args; it; it = it->next)
      if (!empty_statement(it)) return false;
    return true;
  }
  return s->kind == ST_IF && empty_statement(s->then) && empty_statement(s->els);
}

/* ifs left with nothing to run (their conditions have no effect: plain) go */
static void drop_empty_ifs(Node *s) {
  if (s->kind == ST_BLOCK)
    for (Node *it = s->args; it; it = it->next) drop_empty_ifs(it);
  if (s->kind == ST_IF && empty_statement(s)) {
    s->kind = ST_EMPTY;
    s->cond = s->then = s->els = NULL;
  }
}

/* ---- the conditions ------------------------------------------------------------------------ */

/* A local array nothing reads after the nest, which does not run again. */
static bool dead_after(const Function *fn, const Node *nest, const Symbol *sym) { return !ast_used_after(fn->body, nest, sym); }

/* The scalar every share is a function of (with constants, counters and what the nest does not
 * write): declared at the cell's top, before the first update, as X's element type, and never
 * written again. */
static Symbol *shared_scalar(Nest *t, const char **why) {
  Symbol *e = NULL;
  Node *items = t->cell->args;
  int i = 0;
  for (Node *it = items; it && i < t->first_update_item; it = it->next, i++)
    for (Node *d = it->kind == ST_DECL ? it->args : NULL; d; d = d->next)
      for (int k = 0; k < t->nupdates; k++)
        if (d->init && ast_mentions(t->updates[k].value, d->sym)) e = d->sym;
  *why = NULL;
  if (!e) *why = "no share reads a scalar declared, with a value, at the cell's top before the updates";
  else if (e->type->kind != type_element(t->X->type)->kind) *why = intern_format("the shares' scalar %s is not of the array's element type", e->name);
  else if (assigned_in(t->cell, e)) *why = intern_format("the shares' scalar %s is assigned after its declaration", e->name);
  for (int k = 0; k < t->nupdates && !*why; k++) /* integer shares: the sum's order changes no bit */
    if (!type_is_integer(t->updates[k].value->type)) *why = "a share is not an integer";
    else if (!plain(t, t->updates[k].value, e))
      *why = intern_format("a share is not built of %s, integer constants, the counters and scalars the nest does not write by "
                           "operators, casts and ?: (no call, sizeof, comma or floating constant)", e->name);
  for (int k = 0; k < t->nupdates && !*why; k++)
    for (int c = t->updates[k].cond; c >= 0 && !*why; c = t->conds[c].outer)
      if (!plain(t, t->conds[c].cond, NULL)) *why = "an if around an update tests more than constants, the counters and what the nest does not write";
  return *why ? NULL : e;
}

typedef struct Names {
  const char **names;
  int count;
  size_t cap;
} Names;

static AstStep collect_names(const Node *n, void *data) {
  Names *m = data;
  if (n->kind == ND_VAR && n->sym) {
    m->names = grow_array(m->names, &m->cap, (size_t)m->count + 1, sizeof *m->names, "names");
    m->names[m->count++] = n->sym->name;
  }
  return AST_WALK_ON;
}

typedef struct Shadow {
  const Names *used;
  const Symbol *e;
  bool found;
} Shadow;

static AstStep find_shadow(const Node *n, void *data) {
  Shadow *w = data;
  if (n->kind == ND_VARDECL && n->sym != w->e)
    for (int i = 0; i < w->used->count; i++)
      if (n->sym && !strcmp(w->used->names[i], n->sym->name)) w->found = true;
  return w->found ? AST_WALK_STOP : AST_WALK_ON;
}

/* Whether a declaration in the cell takes the name of something the moved expressions read (the
 * counters, X, E, the loops' bounds, the shares and their conditions): at the read, or at the
 * cell's end where its store goes, the name would mean the declared one. */
static bool names_shadowed(const Nest *t) {
  Names used = {0};
  const char *fixed[] = {t->y->name, t->x->name, t->X->name, t->E->name};
  for (int i = 0; i < 4; i++) {
    used.names = grow_array(used.names, &used.cap, (size_t)used.count + 1, sizeof *used.names, "names");
    used.names[used.count++] = fixed[i];
  }
  ast_walk(t->outer->init, collect_names, NULL, &used);
  ast_walk(t->outer->cond, collect_names, NULL, &used);
  ast_walk(t->inner->init, collect_names, NULL, &used);
  ast_walk(t->inner->cond, collect_names, NULL, &used);
  for (int k = 0; k < t->nupdates; k++) {
    ast_walk(t->updates[k].value, collect_names, NULL, &used);
    for (int c = t->updates[k].cond; c >= 0; c = t->conds[c].outer) ast_walk(t->conds[c].cond, collect_names, NULL, &used);
  }
  Shadow w = {&used, t->E, false};
  ast_walk(t->cell, find_shadow, NULL, &w);
  free(used.names);
  return w.found;
}

typedef struct FirstUpdate {
  Symbol *array;
} FirstUpdate;

static AstStep find_update(const Node *n, void *data) {
  FirstUpdate *f = data;
  const Node *e = n->kind == ST_EXPR ? n->lhs : NULL;
  if (e && e->kind == ND_ASSIGN && (e->op == OP_ADD || e->op == OP_SUB) && e->lhs->kind == ND_INDEX && e->lhs->lhs->kind == ND_INDEX &&
      e->lhs->lhs->lhs->kind == ND_VAR)
    f->array = e->lhs->lhs->lhs->sym;
  return f->array ? AST_WALK_STOP : AST_WALK_ON;
}

/* The array of the cell's first update of an element of a 2-D array (`X[..][..] += f;`), anywhere in
 * it, or NULL. */
static Symbol *updated_array(const Node *cell) {
  FirstUpdate f = {NULL};
  ast_walk(cell, find_update, NULL, &f);
  return f.array;
}

/* Why the nest, whose cell updates elements of t->X, is not rewritten; NULL where it is. */
static const char *refusal(const Function *fn, Nest *t) {
  const Node *outer = t->outer, *inner = t->inner;
  const Type *xt = t->X->type;
  if (t->X->kind != SYM_VAR || xt->kind != TY_ARRAY || xt->base->kind != TY_ARRAY ||
      (xt->base->base->kind != TY_INT && xt->base->base->kind != TY_UINT))
    return "the array is not a local 2-D array of int or unsigned int";
  if (written_in(t->cell, t->y) || written_in(t->cell, t->x)) return "the cell writes a counter";
  if (type_is_unsigned(t->y->type) || type_is_unsigned(t->x->type)) return "a counter is unsigned";
  /* a rectangle of cells (bounds of neither counter, nor of what the nest writes) */
  if (!plain(t, outer->init->args->init, NULL) || !plain(t, outer->cond->rhs, NULL) || !plain(t, inner->init->args->init, NULL) ||
      !plain(t, inner->cond->rhs, NULL) || ast_mentions(inner->init, t->y) || ast_mentions(inner->cond->rhs, t->y) ||
      ast_mentions(outer->cond->rhs, t->y) || ast_mentions(inner->cond->rhs, t->x))
    return "the cells are not a rectangle (a bound reads a counter or what the nest writes)";
  int i = 0;
  for (Node *it = t->cell->args; it && !t->refused; it = it->next, i++) {
    t->item = i;
    scan_statement(t, it);
  }
  if (t->refused) return t->refused;
  if (!t->nupdates) return "no update of a later cell's element";
  if (!t->read) return "the cell does not read its own element";
  if (t->read_item >= t->first_update_item) return "the cell reads its own element after an update";
  if (!dead_after(fn, outer, t->X)) return "the array is read after the nest, or the nest runs again";
  const char *why;
  if (!(t->E = shared_scalar(t, &why))) return why;
  if (names_shadowed(t)) return "the cell declares again a name that the gathered reads use";
  return NULL;
}

static void try_nest(Function *fn, Node *outer) {
  Nest t = {.outer = outer, .first_update_item = -1, .cond = -1};
  t.y = counted_loop(outer);
  Node *body = outer->then;
  t.inner = body && body->kind == ST_BLOCK && body->args && !body->args->next ? body->args : body;
  if (!t.y || !t.inner || !(t.x = counted_loop(t.inner))) return;
  t.cell = t.inner->then;
  if (!t.cell || t.cell->kind != ST_BLOCK || !(t.X = updated_array(t.cell))) return;
  const char *why = refusal(fn, &t);
  if (why) {
    outer->gather_note = intern_format("not applied to the updates of %s: %s", t.X->name, why);
    goto done;
  }
  /* the rewrite: the read gathers, the updates go, the cell's scalar goes to its own element */
  Node *own = build_clone(t.read);
  Node *gathered = gathered_read(&t);
  *t.read = *gathered;
  for (int k = 0; k < t.nupdates; k++) {
    Node *s = t.updates[k].stmt;
    s->kind = ST_EMPTY;
    s->lhs = NULL;
  }
  drop_empty_ifs(t.cell);
  Node *store = build_node(ST_EXPR, t.cell->loc, NULL);
  store->lhs = build_assign(own, build_var(t.E, t.cell->loc));
  t.cell->args = ast_list_append(t.cell->args, store);
  outer->gather_note = intern_format("the updates of %s's elements by the cells before them turned into each cell's gather of its "
                                     "sources' %s, which it keeps in its own element",
                                     t.X->name, t.E->name);
done:
  free(t.updates);
  free(t.conds);
}

static AstStep visit(const Node *n, void *data) {
  if (n->kind == ST_FOR) try_nest(data, (Node *)n);
  return AST_WALK_ON;
}

void gather_updates_program(Program *prog) {
  for (Function *fn = prog->functions; fn; fn = fn->next)
    if (fn->body) ast_walk(fn->body, visit, NULL, fn);
}
