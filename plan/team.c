/* team.c: the team form of an entry (CUDA): a warp runs one instance. Its parallel loops and
 * reductions (dependences/) are split across the 32 lanes, each lane taking every 32nd
 * iteration, so that consecutive lanes touch consecutive elements of the instance's row-wise
 * arrays; every other statement runs on all lanes alike, each lane computing the same scalars,
 * and a store outside the split loops is made by one lane, the others waiting for it.
 *
 * An entry takes the form where at least one loop splits and every statement outside the split
 * loops stores at most one element, as a statement of its own (`a[i] = e;`, `a[i] += e;`,
 * `a[i]++;`) whose value and index have no other effect: a lane's store then never races
 * another's. */
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "plan.h"
#include "../dependences/dependences.h"

typedef struct TeamCheck {
  Function *fn;
  bool reassociate;  /* --reassociate */
  const char *why;   /* the first reason the entry cannot take the form */
  int splits;
  bool cpu;          /* the CPU's team (of threads), whose strips would wait at a barrier a line */
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

bool plan_stores_elements(const Node *n) { return effects_of(n).stores; }

/* ---- loops that split ---------------------------------------------------------------------- */

typedef struct ScalarWrites {
  const Node *loop;
  const LoopDependences *d;
  bool outside;      /* a scalar declared outside the loop written in it, not its reduction's */
} ScalarWrites;

static AstStep find_scalar_write(const Node *n, void *data) {
  ScalarWrites *w = data;
  if (!ast_is_assignment(n) || n->lhs->kind != ND_VAR) return AST_WALK_ON;
  const Symbol *sym = n->lhs->sym;
  if (!sym || is_array_symbol(sym)) return AST_WALK_ON;
  for (int i = 0; i < w->d->nreductions; i++)
    if (w->d->reductions[i].var == sym) return AST_WALK_ON;
  if (sym == w->d->counter) return AST_WALK_ON;
  if (!sym->decl || !ast_contains(w->loop->then, sym->decl)) w->outside = true;
  return w->outside ? AST_WALK_STOP : AST_WALK_ON;
}

/* The counter stays in its type however far the lanes' first and last iterations reach past
 * the loop's own: lane l starts l steps past the start, and each lane stops at most `steps` (a
 * team's, or a scan's round) past the last value the body runs with (the dependence analysis bounds both, over every
 * parameter value, a start the body never runs with included). */
static bool counter_room(const LoopDependences *d, long long steps) {
  if (!d->counter_known) return false;
  long long lo, hi, reach;
  type_limits(d->counter->type, &lo, &hi);
  /* a test made as unsigned holds for a signed counter stepped below 0: the lanes stay at 0 or above */
  if (d->tested && type_is_unsigned(d->tested) && lo < 0) lo = 0;
  if (__builtin_mul_overflow(d->step, steps, &reach)) return false;
  if (d->dir > 0) return d->counter_hi <= hi - reach && d->start_hi <= hi - reach;
  return d->counter_lo >= lo + reach && d->start_lo >= lo + reach;
}

bool plan_team_counter_room(const Node *loop, long long lanes) {
  return loop->dependences && counter_room(loop->dependences, lanes);
}

static char op_char(const char *op) {
  if (!strcmp(op, "min")) return '<';
  if (!strcmp(op, "max")) return '>';
  return op[0];
}

/* A floating sum or product the user let the lanes add in another order (--reassociate). */
static bool reassociated(const Reduction *r, bool reassociate) {
  return reassociate && !r->exact && (!strcmp(r->op, "+") || !strcmp(r->op, "*")) &&
         (r->var->type->kind == TY_FLOAT || r->var->type->kind == TY_DOUBLE);
}

/* A reduction the team form combines across lanes bit for bit: an integer one, or a floating
 * minimum or maximum by an if (whose replacements the lanes count, to keep ties in order); or a
 * floating sum or product under --reassociate. */
static bool reduction_splits(const Reduction *r, bool reassociate) {
  if (r->scan) return false;
  if (reassociated(r, reassociate)) return true;
  if (!r->exact) return false;
  if (type_is_integer(r->var->type)) return r->var->type->kind != TY_BOOL && type_size(r->var->type) <= 8;
  if (r->var->type->kind != TY_FLOAT && r->var->type->kind != TY_DOUBLE) return false; /* what a shuffle moves */
  bool min_max = !strcmp(r->op, "min") || !strcmp(r->op, "max");
  return min_max && r->update && r->update->kind == ST_IF && r->nupdates == 1;
}

static AstStep find_array_declaration(const Node *n, void *data) {
  if (n->kind == ND_VARDECL && n->sym && n->sym->type->kind == TY_ARRAY) *(bool *)data = true;
  return *(bool *)data ? AST_WALK_STOP : AST_WALK_ON;
}

/* The lanes share an instance's arrays: a loop whose iterations each need an array of their own
 * (declared in its body, or private to an iteration by the dependences) keeps its iterations on
 * every lane. */
static bool private_arrays(const Node *loop) {
  const LoopDependences *d = loop->dependences;
  for (int i = 0; d && i < d->nprivates; i++)
    if (d->privates[i]->type->kind == TY_ARRAY) return true;
  bool found = false;
  ast_walk(loop->then, find_array_declaration, NULL, &found);
  return found;
}

/* ---- scans -------------------------------------------------------------------------------- */

/* The steps past the last iteration a scan's lanes take their counters, with `ahead` rounds read
 * ahead: where the last iteration is the first of its round, the round after it (the one that
 * finds no lane's iteration and stops) reaches a round less a step past it, and the reads ahead
 * a round more each; a round of any lane's share up to PLAN_TEAM_SCAN_LANE iterations. */
static long long scan_reach(int ahead) {
  return (long long)PLAN_TEAM_LANES * PLAN_TEAM_SCAN_LANE * (ahead + 2) - 1;
}

/* X[..][i] or X[..][i + k] of an array of 2-, 4- or 8-byte elements, i the counter: consecutive
 * iterations read consecutive elements, 16 bytes of which the GPU reads at once. */
static bool row_element(const Node *e, const Symbol *counter) {
  if (!e || e->kind != ND_INDEX || !e->type) return false;
  long long size = type_size(e->type);
  if (e->type->kind == TY_ARRAY || (size != 2 && size != 4 && size != 8)) return false;
  const Node *root = e;
  while (root->kind == ND_INDEX) root = root->lhs;
  if (root->kind != ND_VAR || !root->sym || root->sym->type->kind != TY_ARRAY) return false;
  const Node *i = e->rhs;
  if (i->kind == ND_BINARY && (i->op == OP_ADD || i->op == OP_SUB) && i->rhs->kind == ND_INT) i = i->lhs;
  return i->kind == ND_VAR && i->sym == counter;
}

/* v, or v converted: the value of the scalar v */
static bool value_of_var(const Node *e, const Symbol *v) {
  while (e->kind == ND_CAST) e = e->lhs;
  return e->kind == ND_VAR && e->sym == v;
}

/* A loop that scans one running value across the lanes: its body's first statement updates the
 * value, by an operator the lanes may regroup (an integer's, or a floating sum or product under
 * --reassociate), and the statements after it only read it. */
static TeamLoop *scan_of(const Node *loop, bool reassociate) {
  const LoopDependences *d = loop->dependences;
  if (d->nreductions != 1) return NULL;
  const Reduction *r = &d->reductions[0];
  bool integer = type_is_integer(r->var->type) && r->var->type->kind != TY_BOOL && type_size(r->var->type) <= 8;
  if (r->nupdates != 1 || (!(integer && r->exact) && !reassociated(r, reassociate))) return NULL;
  const Node *body = loop->then;
  if (!body || body->kind != ST_BLOCK || !body->args || body->args != r->update) return NULL;
  char op = op_char(r->op);
  /* the value each iteration combines in (dependences/: `s op= e;`, `s = s op e;`, `s++;`) */
  const Node *operand = r->operand;
  if (!operand || !counter_room(d, scan_reach(0)) || private_arrays(loop)) return NULL;
  ScalarWrites w = {loop, d, false};
  ast_walk(body, find_scalar_write, NULL, &w);
  if (w.outside) return NULL;
  TeamLoop *t = xcalloc(1, sizeof *t);
  t->kind = PLAN_TEAM_SCAN;
  while (t->scan_ahead < PLAN_TEAM_SCAN_AHEAD && counter_room(d, scan_reach(t->scan_ahead + 1))) t->scan_ahead++;
  t->scan_vector = d->dir > 0 && d->step == 1 && row_element(operand, d->counter);
  t->scan_run = PLAN_TEAM_SCAN_RUN;
  t->scan_groups = 1;
  if (t->scan_vector) {
    int size = (int)type_size(operand->type);
    t->scan_run = PLAN_TEAM_SCAN_VECTOR_BYTES / size;
    t->scan_groups = PLAN_TEAM_SCAN_LANE_BYTES / PLAN_TEAM_SCAN_VECTOR_BYTES;
    if (t->scan_groups * t->scan_run > PLAN_TEAM_SCAN_LANE) t->scan_groups = PLAN_TEAM_SCAN_LANE / t->scan_run;
  }
  const Node *store = body->args->next;
  if (d->dir > 0 && d->step == 1 && store && !store->next && store->kind == ST_EXPR && store->lhs->kind == ND_ASSIGN &&
      store->lhs->op == OP_NONE && row_element(store->lhs->lhs, d->counter) && value_of_var(store->lhs->rhs, r->var))
    t->scan_row_store = store;
  t->counter = d->counter;
  t->step = d->dir * d->step;
  t->nreductions = 1;
  t->reductions = xcalloc(1, sizeof *t->reductions);
  t->reductions[0] = (TeamReduction){r->var, op, false, false, r->update, !integer, r->negated, operand};
  return t;
}

/* A wavefront of the loop and the one in its body, each cell a lane's: where no scalar declared
 * outside the inner loop's body is written in it (a cell's scalars are its own), or, with a
 * prologue, outside the outer loop's (a row's are its lane's); a prologue only in strips. */
static TeamLoop *wave_of(const Node *loop) {
  const LoopDependences *d = loop->dependences;
  if (!d || !d->wave) return NULL;
  const Node *inner = d->wave->inner;
  if (private_arrays(inner) || (d->wave->prologue && !d->wave->row_lo)) return NULL;
  const Node *owner = d->wave->prologue ? loop : inner;
  ScalarWrites w = {owner, owner->dependences, false};
  ast_walk(owner->then, find_scalar_write, NULL, &w);
  if (w.outside) return NULL;
  TeamLoop *t = xcalloc(1, sizeof *t);
  t->kind = PLAN_TEAM_WAVE;
  t->wave = d->wave;
  t->counter = d->counter;
  return t;
}

/* The prologue's declarations, each made an array over a strip's rows (codegen's
 * emit_row_prologues): scalars of arithmetic type, initialised by an expression if at all. */
static bool prologue_expandable(const Wavefront *w) {
  for (const Node *item = w->prologue ? w->outer->then->args : NULL; item && item != w->inner; item = item->next)
    for (const Node *d = item->kind == ST_DECL ? item->args : NULL; d; d = d->next) {
      if (!d->sym || (!type_is_integer(d->sym->type) && !type_is_floating(d->sym->type))) return false;
      if (d->init && d->init->kind == ND_INIT_LIST && (!d->init->args || d->init->args->next)) return false;
    }
  return true;
}

bool plan_cpu_strips(const TeamLoop *t) {
  return t && t->kind == PLAN_TEAM_WAVE && t->wave->lanes_take_outer && t->wave->row_lo &&
         !plan_has_loop(t->wave->inner->then) && prologue_expandable(t->wave);
}

/* How the loop splits, or NULL: it does not. */
TeamLoop *plan_team_split_of(const Node *loop, bool reassociate) {
  const LoopDependences *d = loop->dependences;
  if (!d || !d->counter || !d->counter_declared) return NULL;
  if (d->wave) return wave_of(loop);
  if (d->cls == LOOP_SCAN) return scan_of(loop, reassociate);
  if (d->cls != LOOP_PARALLEL && d->cls != LOOP_REDUCTION) return NULL;
  for (int i = 0; i < d->nreductions; i++)
    if (!reduction_splits(&d->reductions[i], reassociate)) return NULL;
  if (!counter_room(d, PLAN_TEAM_LANES) || private_arrays(loop)) return NULL;
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
    bool floating = type_is_floating(r->var->type), sum = reassociated(r, reassociate);
    t->reductions[i] = (TeamReduction){r->var, op_char(r->op), floating && !sum, r->ties_first, r->update, floating, false, NULL};
  }
  return t;
}

void plan_team_loop_free(TeamLoop *t) {
  if (!t) return;
  free(t->reductions);
  free(t);
}

static void free_team_loop(Node *n) {
  plan_team_loop_free(n->plan_team);
  n->plan_team = NULL;
}

/* ---- statements the whole team runs ------------------------------------------------------ */

/* `a[i] = e;`, `a[i] op= e;` or `a[i]++;` (`a[i] += 1;`), nothing else with an effect */
static bool lone_store(const Node *e) {
  if (!ast_is_assignment(e) || e->lhs->kind != ND_INDEX) return false;
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
    n->plan_team = plan_team_split_of(n, t->reassociate);
    if (n->plan_team && n->plan_team->kind == PLAN_TEAM_WAVE && n->plan_team->wave->prologue && t->cpu &&
        !plan_cpu_strips(n->plan_team))
      free_team_loop(n);
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
  m->plan_mirror = NULL;
  m->plan_mirror_store = NULL;
  return AST_WALK_ON;
}

/* ---- mirrors: a working array's transpose, for split loops that walk its columns ---------- */

/* X[a][b] of a 2-D array X: true with its parts. */
static bool element_2d(const Node *n, const Symbol **x, const Node **a, const Node **b) {
  if (n->kind != ND_INDEX || n->lhs->kind != ND_INDEX || n->lhs->lhs->kind != ND_VAR) return false;
  const Symbol *sym = n->lhs->lhs->sym;
  if (!sym || sym->type->kind != TY_ARRAY || sym->type->base->kind != TY_ARRAY || sym->type->base->base->kind == TY_ARRAY)
    return false;
  *x = sym, *a = n->lhs->rhs, *b = n->rhs;
  return true;
}

typedef struct ColumnReads {
  const Symbol *array, *counter;
  Node **reads;   /* X[a][b] with a moving with the lanes and b not: a column */
  int n;
  size_t cap;
  bool in_cell;   /* walking a wavefront's warp cell, which the grid form alone runs so */
  int cell_reads; /* ... the reads found there */
} ColumnReads;

static AstStep find_column_read(const Node *n, void *data) {
  ColumnReads *c = data;
  if (ast_is_assignment(n)) { /* its target is no read (but its value and indices are) */
    if (n->rhs) ast_walk(n->rhs, find_column_read, NULL, c);
    for (const Node *i = n->lhs; i->kind == ND_INDEX; i = i->lhs) ast_walk(i->rhs, find_column_read, NULL, c);
    return AST_WALK_SKIP;
  }
  const Symbol *x;
  const Node *a = NULL, *b = NULL;
  if (element_2d(n, &x, &a, &b) && x == c->array && ast_mentions(a, c->counter) && !ast_mentions(b, c->counter)) {
    c->reads = grow_array(c->reads, &c->cap, (size_t)c->n + 1, sizeof *c->reads, "a mirror's reads");
    c->reads[c->n++] = (Node *)n;
    c->cell_reads += c->in_cell;
  }
  return AST_WALK_ON;
}

typedef struct SplitLoops {
  ColumnReads *reads;
  bool innermost;    /* the loops walking columns: the innermost (the CPU's, a wavefront's cells'),
                        or those split (a team) */
} SplitLoops;

static AstStep find_for(const Node *n, void *data) {
  *(bool *)data |= n->kind == ST_FOR;
  return *(bool *)data ? AST_WALK_STOP : AST_WALK_ON;
}

static AstStep find_split_loops(const Node *n, void *data) {
  SplitLoops *s = data;
  if (s->innermost && n->kind == ST_FOR && n->dependences && n->dependences->counter) {
    bool inner = false;
    ast_walk(n->then, find_for, NULL, &inner);
    if (inner) return AST_WALK_ON;
    s->reads->counter = n->dependences->counter;
    ast_walk(n->then, find_column_read, NULL, s->reads);
    return AST_WALK_SKIP;
  }
  if (!s->innermost && n->kind == ST_FOR && n->plan_team) {
    /* a wavefront's cell whose loops split across a warp's lanes in the grid form: its innermost
       loops' columns, which the warp's lanes read together as rows of the transpose (the team
       form's lane a cell, reading along its own row and column, measured slower with the
       transpose: OPT N=512 on an H200 at p = 1024, 164 against 141 ms) */
    if (n->plan_team->kind == PLAN_TEAM_WAVE && n->plan_team->wave_warp) {
      s->reads->in_cell = true;
      ast_walk(n->plan_team->wave->inner->then, find_split_loops, NULL, &(SplitLoops){s->reads, true});
      s->reads->in_cell = false;
      return AST_WALK_SKIP;
    }
    if (n->plan_team->kind == PLAN_TEAM_WAVE) return AST_WALK_SKIP; /* a lane's cell reads no row */
    s->reads->counter = n->plan_team->counter;
    ast_walk(n->then, find_column_read, NULL, s->reads);
    return AST_WALK_SKIP;
  }
  return AST_WALK_ON;
}

typedef struct Stores {
  const Symbol *array;
  int assignments;   /* every assignment of an element of the array */
  int statements;    /* ... of them, those that are statements `X[a][b] (op)= e;`, `X[a][b]++;` */
  bool elsewhere;    /* the array given to a call, or written some other way */
} Stores;

static AstStep find_stores(const Node *n, void *data) {
  Stores *s = data;
  if (ast_is_assignment(n) && ast_index_root_symbol(n->lhs) == s->array) s->assignments++;
  if (n->kind == ST_EXPR && ast_is_assignment(n->lhs) && ast_index_root_symbol(n->lhs->lhs) == s->array) {
    const Symbol *x;
    const Node *a, *b;
    if (element_2d(n->lhs->lhs, &x, &a, &b)) s->statements++;
  }
  if (n->kind == ND_CALL)
    for (const Node *arg = n->args; arg; arg = arg->next)
      if (ast_index_root_symbol(arg) == s->array) s->elsewhere = true;
  return AST_WALK_ON;
}

static Node *element_node(Symbol *x, Node *a, Node *b, SrcLoc loc) {
  Node *var = ast_node(ND_VAR, loc);
  var->sym = x;
  var->name = x->name;
  var->type = x->type;
  Node *row = ast_node(ND_INDEX, loc);
  row->lhs = var, row->rhs = a, row->type = x->type->base;
  Node *element = ast_node(ND_INDEX, loc);
  element->lhs = row, element->rhs = b, element->type = x->type->base->base;
  return element;
}

typedef struct MirrorStores {
  Symbol *array, *mirror;
} MirrorStores;

static AstStep attach_mirror_store(const Node *n, void *data) {
  MirrorStores *m = data;
  if (n->kind != ST_EXPR || !ast_is_assignment(n->lhs) || ast_index_root_symbol(n->lhs->lhs) != m->array)
    return AST_WALK_ON;
  const Symbol *x;
  const Node *a = NULL, *b = NULL;
  element_2d(n->lhs->lhs, &x, &a, &b);
  /* mirror[b][a] = X[a][b]: the value the store left */
  Node *assign = ast_node(ND_ASSIGN, n->loc);
  assign->op = OP_NONE;
  assign->lhs = element_node(m->mirror, (Node *)b, (Node *)a, n->loc);
  assign->rhs = element_node(m->array, (Node *)a, (Node *)b, n->loc);
  assign->type = assign->lhs->type;
  Node *store = ast_node(ST_EXPR, n->loc);
  store->lhs = assign;
  ((Node *)n)->plan_mirror_store = store;
  return AST_WALK_ON;
}

/* A 2-D working array whose columns a split loop walks (innermost: an innermost loop), or an
 * innermost loop of a wavefront's warp cell, and which only stores of its own statements write:
 * its transpose is kept beside it, stored after each of its stores, and the column reads read the
 * transpose's rows, which the lanes read together (or one core reads from consecutive addresses).
 * Where the warp cells' loops alone read its columns, only the grid form keeps it up
 * (Symbol.mirror_grid_only). */
static void plan_mirrors(Function *fn, bool innermost) {
  fn->nplan_mirrors = 0;
  for (int i = 0; i < fn->narrays; i++) {
    Symbol *x = fn->arrays[i];
    const Type *t = x->type;
    if (x->kind != SYM_VAR || t->kind != TY_ARRAY || t->base->kind != TY_ARRAY || t->base->base->kind == TY_ARRAY)
      continue;
    ColumnReads reads = {x, NULL, NULL, 0, 0, false, 0};
    ast_walk(fn->body, find_split_loops, NULL, &(SplitLoops){&reads, innermost});
    Stores stores = {x, 0, 0, false};
    ast_walk(fn->body, find_stores, NULL, &stores);
    if (!reads.n || stores.elsewhere || stores.assignments != stores.statements || (x->decl && x->decl->init)) {
      free(reads.reads);
      continue;
    }
    Symbol *mirror = xcalloc(1, sizeof *mirror);
    *mirror = *x;
    Type *row = type_array_of(t->base->base, NULL);
    row->len = t->len;
    mirror->type = type_array_of(row, NULL);
    mirror->type->len = t->base->len;
    mirror->name = intern_format("%s (transposed)", x->name);
    mirror->emit_name = intern_format("bulk_mirror_%s", x->emit_name ? x->emit_name : x->name);
    mirror->decl = NULL;
    mirror->mirror_grid_only = reads.cell_reads == reads.n;
    size_t cap = (size_t)fn->nplan_mirrors;
    fn->plan_mirrors = grow_array(fn->plan_mirrors, &cap, (size_t)fn->nplan_mirrors + 1, sizeof *fn->plan_mirrors, "mirrors");
    cap = (size_t)fn->nplan_mirrors;
    fn->plan_mirrored = grow_array(fn->plan_mirrored, &cap, (size_t)fn->nplan_mirrors + 1, sizeof *fn->plan_mirrored, "mirrors");
    fn->plan_mirrors[fn->nplan_mirrors] = mirror;
    fn->plan_mirrored[fn->nplan_mirrors++] = x;
    for (int k = 0; k < reads.n; k++) {
      const Symbol *sym;
      const Node *a = NULL, *b = NULL;
      element_2d(reads.reads[k], &sym, &a, &b);
      reads.reads[k]->plan_mirror = element_node(mirror, (Node *)b, (Node *)a, reads.reads[k]->loc);
    }
    free(reads.reads);
    ast_walk(fn->body, attach_mirror_store, NULL, &(MirrorStores){x, mirror});
  }
}

/* A loop of a warp cell that keeps the cell on one warp: a scan or a wavefront (their lanes
 * combine by a warp's shuffles), or a counter not proved to stay in its type PLAN_CELL_LANES lanes
 * past its end. */
static AstStep find_one_warp_loop(const Node *n, void *data) {
  const char **why = data;
  const TeamLoop *t = n->kind == ST_FOR ? n->plan_team : NULL;
  if (!t) return AST_WALK_ON;
  if (t->kind == PLAN_TEAM_SCAN || t->kind == PLAN_TEAM_WAVE)
    *why = intern_format("the %s at %d:%d combines its lanes by a warp's shuffles", t->kind == PLAN_TEAM_SCAN ? "scan" : "wavefront",
                         n->loc.line, n->loc.col);
  else if (!plan_team_counter_room(n, PLAN_CELL_LANES))
    *why = intern_format("the counter of the loop at %d:%d is not proved to stay in its type with %d lanes past its end",
                         n->loc.line, n->loc.col, PLAN_CELL_LANES);
  return *why ? AST_WALK_STOP : AST_WALK_SKIP;
}

/* A wavefront's cell whose loops split across a warp's lanes by the team form's rules (the grid
 * form's warp a cell): its marks kept, and the wave's wave_warp set; otherwise none in the cell. */
static AstStep plan_warp_cells(const Node *n, void *data) {
  TeamLoop *wave = n->kind == ST_FOR ? n->plan_team : NULL;
  if (!wave || wave->kind != PLAN_TEAM_WAVE) return AST_WALK_ON;
  Node *cell = wave->wave->inner->then;
  const TeamCheck *check = data;
  TeamCheck c = {check->fn, check->reassociate, NULL, 0, check->cpu};
  if (wave->wave->prologue) c.why = "a row's prologue: a lane a row, in strips";
  whole_team(&c, cell);
  wave->wave_warp = !c.why && c.splits > 0;
  if (!wave->wave_warp) ast_walk(cell, clear_marks, NULL, NULL);
  wave->wave_one_warp = NULL;
  if (wave->wave_warp) ast_walk(cell, find_one_warp_loop, NULL, &wave->wave_one_warp);
  wave->wave_cell_warps = wave->wave_warp && !wave->wave_one_warp;
  return AST_WALK_SKIP;
}

static AstStep find_reassociated(const Node *n, void *data) {
  Function *fn = data;
  for (int i = 0; n->plan_team && i < n->plan_team->nreductions; i++)
    if (n->plan_team->reductions[i].floating && !n->plan_team->reductions[i].ordered) fn->plan_reassociated = true;
  return AST_WALK_ON;
}

bool plan_team(Function *fn, const TargetOptions *options) {
  ast_walk(fn->body, clear_marks, NULL, NULL);
  fn->plan_team = false;
  fn->plan_reassociated = false;
  fn->plan_no_team = NULL;
  fn->nplan_mirrors = 0;
  if (!fn->is_entry || options->row_layout) return false;
  TeamCheck t = {fn, options->reassociate, NULL, 0, options->target == TARGET_CPU};
  if (fn->plan_registers && fn->narrays) t.why = "its working arrays are in registers";
  whole_team(&t, fn->body);
  if (!t.why && t.splits == 0) {
    const char *no_wave = plan_no_wavefront(fn->body);
    t.why = no_wave ? intern_format("no loop splits across lanes; %s", no_wave) : "no loop splits across lanes";
  }
  if (t.why) {
    fn->plan_no_team = t.why;
    ast_walk(fn->body, clear_marks, NULL, NULL);
    return false;
  }
  fn->plan_team = true;
  if (options->target == TARGET_CUDA) ast_walk(fn->body, plan_warp_cells, NULL, &t);
  ast_walk(fn->body, find_reassociated, NULL, fn);
  if (options->target == TARGET_CUDA) plan_mirrors(fn, false); /* the CPU's are plan_cpu_mirrors' */
  return true;
}

static AstStep clear_mirror_marks(const Node *n, void *data) {
  (void)data;
  ((Node *)n)->plan_mirror = NULL;
  ((Node *)n)->plan_mirror_store = NULL;
  return AST_WALK_ON;
}

bool plan_cpu_mirrors(Function *fn, const TargetOptions *options) {
  if (!fn->is_entry || options->target != TARGET_CPU || options->row_layout || fn->plan_registers) return false;
  ast_walk(fn->body, clear_mirror_marks, NULL, NULL);
  fn->nplan_mirrors = 0;
  plan_mirrors(fn, true);
  return fn->nplan_mirrors > 0;
}

/* ---- a warp cell's split loops (the grid form, codegen/team.c) ---------------------------------- */

const Node *plan_update_candidate(const Node *update, const TeamReduction *r) {
  const Node *side = update->cond->lhs;
  while (side->kind == ND_CAST) side = side->lhs;
  return side->kind == ND_VAR && side->sym == r->var ? update->cond->rhs : update->cond->lhs;
}

const AheadPlan *plan_cell_split_ahead(const Node *loop) {
  const AheadPlan *plan = loop->plan_ahead_loop;
  const Node *cond = loop->cond;
  if (!plan || !loop->plan_team || plan->dir <= 0 || loop->plan_team->step != 1 || !cond ||
      (cond->op != OP_LT && cond->op != OP_LE) || cond->lhs->kind != ND_VAR || cond->lhs->sym != plan->counter)
    return NULL;
  const Type *lhs = cond->lhs->type, *rhs = cond->rhs->type;
  switch (type_usual_conversion((Type *)lhs, (Type *)rhs)->kind) {
  case TY_INT: return plan;
  case TY_UINT: return type_is_unsigned(lhs) && type_is_unsigned(rhs) ? plan : NULL;
  default: return NULL;
  }
}

typedef struct Invariance {
  const Node *body;
  const Symbol *counter;
  bool varies;
} Invariance;

static AstStep find_variance(const Node *n, void *data) {
  Invariance *v = data;
  if (n->kind == ND_INDEX || n->kind == ND_CALL || n->kind == ND_MEMBER || ast_is_assignment(n) ||
      (n->kind == ND_VAR && (n->sym == v->counter || ast_assigns(v->body, n->sym)))) {
    v->varies = true;
    return AST_WALK_STOP;
  }
  return AST_WALK_ON;
}

/* Its first value and bound are scalars the loop does not change (so its count is known before
 * it starts), and each ordered reduction is an `if` whose candidate may be compared again (the
 * ties). Iterations of a split loop touch different elements, and the reductions' parts combine
 * by the iterations they were taken at, so the order gives the same. */
bool plan_cell_split_reversed(const Node *loop) {
  const TeamLoop *t = loop->plan_team;
  if (!plan_cell_split_ahead(loop)) return false;
  const Node *decl = loop->init->args;
  Invariance v = {loop->then, decl->sym, false};
  if (!ast_safe_to_evaluate(decl->init) || !ast_safe_to_evaluate(loop->cond->rhs)) return false;
  ast_walk(decl->init, find_variance, NULL, &v);
  ast_walk(loop->cond->rhs, find_variance, NULL, &v);
  if (v.varies) return false;
  for (int i = 0; i < t->nreductions; i++) {
    const TeamReduction *r = &t->reductions[i];
    if (r->ordered && (!r->update || r->update->kind != ST_IF || !ast_safe_to_evaluate(plan_update_candidate(r->update, r))))
      return false;
  }
  return true;
}
