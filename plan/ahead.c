/* ahead.c: loads issued ahead. A thread of a bulk kernel walks its own instance one element at a
 * time, and each load waits on memory: with one load in flight per thread the memory system sits
 * partly idle, most of all when there are few instances. An innermost counted loop of an entry
 * can instead run bulk_ahead iterations at a time, with the array reads of all of them issued
 * first, into registers, and the iterations' work after (32 iterations for one read per
 * iteration, fewer for more: H100 measurements in bench/results/2026-11-22-H100-tuning*.log). nvcc cannot do this itself: the
 * elements of one instance lie p apart, and p might be 0 as far as it knows, so a later
 * iteration's load might read what an earlier one stores.
 *
 * Here the index of every access is known as a function of the loop counter, so the reordering
 * is proved safe: a read is hoisted only when no write of the same array in the earlier
 * iterations of the group (or earlier in its own iteration) can reach its element. Arrays of an
 * entry never overlap (each is its own buffer), so only accesses to the same array are compared.
 *
 * Offsets follow C's integer types: every operation of a w-bit type yields its value modulo 2^w
 * (unsigned arithmetic and narrowing conversions wrap; `i + 4294967295u` is i - 1), so a form is
 * only known to be congruent to the offset modulo the narrowest width it passed through. Two
 * accesses that are not congruent cannot meet; any that might be are kept in order. */
#include <stdlib.h>
#include <string.h>

#include "../analysis/sema.h"
#include "plan.h"

/* Past these sizes a loop is simply not loaded ahead (it runs as written): the caps bound the
 * work of the proof, never its answer. */
enum { MAX_ACCESSES = 256, MAX_ATOMS = 8, MAX_BODY_NODES = 2000 };

/* 2^62: the largest modulus tracked. A congruence modulo 2^k holds modulo any smaller power of
 * two, so capping the exponent only weakens what is known. */
enum { MODULUS_LOG2_CAP = 62 };

/* An element offset is congruent to coef * counter + constant + sum of atoms (loop-invariant
 * variables) modulo 2^modulus_log2. */
typedef struct Affine {
  long long coef, constant;
  int natoms;
  Symbol *atom[MAX_ATOMS];
  long long atom_coef[MAX_ATOMS];
  int modulus_log2;
} Affine;

typedef struct Access {
  Node *node;     /* the ND_INDEX */
  Symbol *array;
  int stmt;       /* which top-level statement of the body, in order */
  bool top_write; /* the whole statement is `a[..] = ...`: its reads come first */
  bool affine;
  Affine offset;
} Access;

typedef struct Scan {
  Symbol *counter;
  SymbolList assigned; /* scalars assigned or declared in the body */
  Access reads[MAX_ACCESSES], writes[MAX_ACCESSES];
  int nreads, nwrites;
  int nodes;
  bool ok;
} Scan;

static bool is_assigned(const Scan *s, const Symbol *sym) { return symbol_listed(&s->assigned, sym); }

static void note_assigned(Scan *s, const Symbol *sym) {
  symbol_list_add(&s->assigned, sym, "the scalars a loop assigns");
}

/* Every scalar the body assigns or declares, wherever it happens: an index that reads one is not
 * known before its iteration runs, even when the assignment comes after the read. */
static AstStep visit_assigned(const Node *n, void *data) {
  Scan *s = data;
  if (ast_is_assignment(n) && n->lhs->kind == ND_VAR) note_assigned(s, n->lhs->sym);
  if (n->kind == ND_VARDECL) note_assigned(s, n->sym);
  return AST_WALK_ON;
}

static bool add_atom(Affine *a, Symbol *sym, long long coef) {
  for (int i = 0; i < a->natoms; i++)
    if (a->atom[i] == sym) {
      a->atom_coef[i] += coef;
      return true;
    }
  if (a->natoms == MAX_ATOMS) return false;
  a->atom[a->natoms] = sym;
  a->atom_coef[a->natoms++] = coef;
  return true;
}

enum { AFFINE_LIMIT = 1 << 30 }; /* coefficients stay far from overflow */

static bool small(long long v) { return v > -(1LL << 40) && v < (1LL << 40); }

static bool scale(Affine *a, long long k) {
  if (k > AFFINE_LIMIT || k < -AFFINE_LIMIT) return false;
  a->coef *= k;
  a->constant *= k;
  bool ok = small(a->coef) && small(a->constant);
  for (int i = 0; i < a->natoms; i++) {
    a->atom_coef[i] *= k;
    ok = ok && small(a->atom_coef[i]);
  }
  return ok;
}

static bool add(Affine *into, const Affine *from, long long sign) {
  into->coef += sign * from->coef;
  into->constant += sign * from->constant;
  for (int i = 0; i < from->natoms; i++)
    if (!add_atom(into, from->atom[i], sign * from->atom_coef[i])) return false;
  return small(into->coef) && small(into->constant);
}

static int min_int(int a, int b) { return a < b ? a : b; }

/* The width a value of type t is reduced to, as a power of two's exponent. */
static int type_modulus_log2(const Type *t) {
  long long bits = 8 * type_size(t);
  return bits > 0 && bits < MODULUS_LOG2_CAP ? (int)bits : MODULUS_LOG2_CAP;
}

/* Small integer arithmetic only: anything else (or a value that might overflow our own
 * arithmetic) is no form. The result's modulus is the narrowest type on the way. */
static bool affine(const Scan *s, const Node *n, Affine *out) {
  memset(out, 0, sizeof *out);
  out->modulus_log2 = MODULUS_LOG2_CAP;
  if (!n || !n->type || !type_is_integer(n->type) || n->type->kind == TY_BOOL) return false;
  int width = type_modulus_log2(n->type);
  bool ok;
  switch (n->kind) {
  case ND_INT:
    out->constant = n->ival;
    ok = small(n->ival);
    break;
  case ND_VAR:
    if (!n->sym || n->sym->type->kind == TY_ARRAY) return false;
    if (n->sym == s->counter) {
      out->coef = 1;
      ok = true;
      break;
    }
    if (n->sym->kind == SYM_TABLE || is_assigned(s, n->sym)) return false;
    ok = add_atom(out, n->sym, 1);
    break;
  case ND_CAST: /* a conversion keeps the congruence modulo the narrower of the two widths */
    ok = affine(s, n->lhs, out);
    break;
  case ND_UNARY:
    if (n->op != OP_NEG && n->op != OP_PLUS) return false;
    ok = affine(s, n->lhs, out) && (n->op == OP_PLUS || scale(out, -1));
    break;
  case ND_BINARY: {
    Affine l, r;
    if (!affine(s, n->lhs, &l) || !affine(s, n->rhs, &r)) return false;
    if (n->op == OP_ADD || n->op == OP_SUB) {
      *out = l;
      ok = add(out, &r, n->op == OP_ADD ? 1 : -1);
    } else if (n->op == OP_MUL) {
      bool l_const = l.coef == 0 && l.natoms == 0, r_const = r.coef == 0 && r.natoms == 0;
      if (!l_const && !r_const) return false;
      long long k = l_const ? l.constant : r.constant;
      *out = l_const ? r : l;
      ok = scale(out, k);
    } else {
      return false;
    }
    out->modulus_log2 = min_int(l.modulus_log2, r.modulus_log2);
    break;
  }
  default:
    return false;
  }
  out->modulus_log2 = min_int(out->modulus_log2, width);
  return ok;
}

static bool invariant_but_counter(const Scan *s, const Node *n);

/* The element offset of an access: the sum of index * (elements per index step), each index
 * reduced by its own type. */
static bool element_offset(const Scan *s, const Node *n, Affine *offset) {
  if (n->kind != ND_INDEX) {
    memset(offset, 0, sizeof *offset);
    offset->modulus_log2 = MODULUS_LOG2_CAP;
    return true;
  }
  if (!element_offset(s, n->lhs, offset)) return false;
  Affine part;
  if (!invariant_but_counter(s, n->rhs) || !affine(s, n->rhs, &part)) return false;
  int modulus_log2 = min_int(offset->modulus_log2, part.modulus_log2);
  if (!scale(&part, type_elements(n->type)) || !add(offset, &part, 1)) return false;
  offset->modulus_log2 = modulus_log2;
  return true;
}

static AstStep visit_invariant(const Node *n, void *data) {
  const Scan *s = *(const Scan *const *)data;
  if (n->kind == ND_INDEX || n->kind == ND_CALL || ast_is_assignment(n)) return AST_WALK_STOP;
  if (n->kind == ND_VAR && n->sym != s->counter && is_assigned(s, n->sym)) return AST_WALK_STOP;
  /* an initializer list's items are not searched (a call's are not reached) */
  return n->kind == ND_INIT_LIST ? AST_WALK_SKIP : AST_WALK_ON;
}

/* Whether an index expression reads no array and no variable the body assigns: its value at a
 * later iteration is known before that iteration runs. */
static bool invariant_but_counter(const Scan *s, const Node *n) {
  return ast_walk_list(n, visit_invariant, NULL, &s);
}

static bool per_instance_element(const Node *n, Symbol **array) {
  const Node *root = ast_index_root(n);
  if (root->kind != ND_VAR || !root->sym || root->sym->kind == SYM_TABLE) return false;
  if (n->type->kind == TY_ARRAY) return false; /* a sub-array, not an element */
  *array = root->sym;
  return true;
}

static void record(Scan *s, Node *n, int stmt, bool write, bool top_write) {
  Access *list = write ? s->writes : s->reads;
  int *count = write ? &s->nwrites : &s->nreads;
  if (*count == MAX_ACCESSES) {
    s->ok = false;
    return;
  }
  Symbol *array;
  if (!per_instance_element(n, &array)) {
    if (write) s->ok = false; /* a write we cannot place: give up */
    return;
  }
  Access *a = &list[(*count)++];
  memset(a, 0, sizeof *a);
  a->node = n;
  a->array = array;
  a->stmt = stmt;
  a->top_write = top_write;
  a->affine = element_offset(s, n, &a->offset);
  if (!write && !a->affine) (*count)--; /* a read whose address is not known ahead stays put */
}

/* Walks an expression: reads not under a condition are candidates; writes are all recorded. */
static void scan_expr(Scan *s, Node *n, int stmt, bool conditional, bool top) {
  if (!n || !s->ok) return;
  if (++s->nodes > MAX_BODY_NODES) {
    s->ok = false;
    return;
  }
  if (ast_is_assignment(n)) {
    Node *target = n->lhs;
    if (target->kind == ND_INDEX) {
      record(s, target, stmt, true, top && n->kind == ND_ASSIGN && n->op == OP_NONE);
      Node *idx = target;
      while (idx->kind == ND_INDEX) {
        scan_expr(s, idx->rhs, stmt, conditional, false);
        idx = idx->lhs;
      }
    } else if (target->kind == ND_VAR) {
      if (target->sym == s->counter) s->ok = false; /* (scalars assigned: visit_assigned) */
    } else {
      s->ok = false;
    }
    scan_expr(s, n->rhs, stmt, conditional, false);
    return;
  }
  switch (n->kind) {
  case ND_CALL:
    if (n->lhs && n->lhs->sym && n->lhs->sym->kind == SYM_FUNC) {
      s->ok = false; /* a helper may write the instance's arrays */
      return;
    }
    for (Node *a = n->args; a; a = a->next) scan_expr(s, a, stmt, conditional, false);
    return;
  case ND_INDEX:
    if (!conditional) record(s, n, stmt, false, false);
    for (Node *idx = n; idx->kind == ND_INDEX; idx = idx->lhs) scan_expr(s, idx->rhs, stmt, conditional, false);
    return;
  case ND_COND:
    scan_expr(s, n->cond, stmt, conditional, false);
    scan_expr(s, n->then, stmt, true, false);
    scan_expr(s, n->els, stmt, true, false);
    return;
  case ND_BINARY:
    scan_expr(s, n->lhs, stmt, conditional, false);
    scan_expr(s, n->rhs, stmt, conditional || n->op == OP_LOGAND || n->op == OP_LOGOR, false);
    return;
  case ND_MEMBER: case ND_ADDR: case ND_DEREF: case ND_STRING: case ND_INIT_LIST:
    s->ok = false;
    return;
  default:
    scan_expr(s, n->lhs, stmt, conditional, false);
    scan_expr(s, n->rhs, stmt, conditional, false);
    return;
  }
}

/* The body: straight-line statements and ifs, nothing that leaves or loops. */
static void scan_stmt(Scan *s, Node *n, int *stmt, bool conditional) {
  for (; n && s->ok; n = n->next) {
    int here = (*stmt)++;
    switch (n->kind) {
    case ST_EMPTY:
      break;
    case ST_EXPR:
      scan_expr(s, n->lhs, here, conditional, true);
      break;
    case ST_DECL:
      for (Node *d = n->args; d; d = d->next) {
        if (!d->sym || d->sym->type->kind == TY_ARRAY || d->is_static || d->sym->kind == SYM_TABLE) {
          s->ok = false;
          return;
        }
        if (d->init) scan_expr(s, d->init, here, conditional, false);
      }
      break;
    case ST_BLOCK:
      scan_stmt(s, n->args, stmt, conditional);
      break;
    case ST_IF:
      scan_expr(s, n->cond, here, conditional, false);
      scan_stmt(s, n->then, stmt, true);
      scan_stmt(s, n->els, stmt, true);
      break;
    default:
      s->ok = false;
      return;
    }
  }
}

/* The loop's shape: `for (init; i < E; i++)` with <, <=, >, >= and ++, --, += 1, -= 1 on a
 * signed counter that the body leaves alone, and a bound the body cannot change. */
static bool loop_shape(Scan *s, const Node *loop, int *dir) {
  const Node *cond = loop->cond, *inc = loop->inc;
  if (!cond || !inc || cond->kind != ND_BINARY || cond->lhs->kind != ND_VAR) return false;
  Symbol *i = cond->lhs->sym;
  if (!i || i->kind != SYM_VAR || !type_is_integer(i->type) || type_is_unsigned(i->type)) return false;
  bool up;
  if ((inc->kind == ND_POSTINC || inc->kind == ND_PREINC) && inc->lhs->kind == ND_VAR && inc->lhs->sym == i) up = true;
  else if ((inc->kind == ND_POSTDEC || inc->kind == ND_PREDEC) && inc->lhs->kind == ND_VAR && inc->lhs->sym == i)
    up = false;
  else if (inc->kind == ND_ASSIGN && (inc->op == OP_ADD || inc->op == OP_SUB) && inc->lhs->kind == ND_VAR &&
           inc->lhs->sym == i && inc->rhs->kind == ND_INT && inc->rhs->ival == 1)
    up = inc->op == OP_ADD;
  else
    return false;
  if (up ? cond->op != OP_LT && cond->op != OP_LE : cond->op != OP_GT && cond->op != OP_GE) return false;
  if (!type_is_integer(type_usual_conversion(i->type, cond->rhs->type))) return false; /* i < 10.5: not counted */
  s->counter = i;
  *dir = up ? 1 : -1;
  return true;
}

static AstStep visit_mention(const Node *n, void *data) {
  const Symbol *sym = *(const Symbol *const *)data;
  return n->kind == ND_VAR && n->sym == sym ? AST_WALK_STOP : AST_WALK_ON;
}

/* Whether an expression mentions sym. */
static bool mentions(const Node *n, const Symbol *sym) {
  return !ast_walk_list(n, visit_mention, NULL, &sym);
}

static bool same_atoms(const Affine *a, const Affine *b) {
  Affine d = *a;
  if (!add(&d, b, -1)) return false;
  for (int i = 0; i < d.natoms; i++)
    if (d.atom_coef[i] != 0) return false;
  return true;
}

/* Whether v is a multiple of 2^modulus_log2. */
static bool divisible(long long v, int modulus_log2) {
  unsigned long long mask = (1ULL << modulus_log2) - 1;
  return ((unsigned long long)v & mask) == 0;
}

/* May the read at iteration u of a group be reached by the write at an earlier iteration v of
 * the group, or by the write earlier in iteration u itself? The offsets meet when
 * coef * dir * (u - v) equals the difference of the constants, modulo the narrower modulus. */
static bool hazard(const Access *r, const Access *w, int dir, int group) {
  if (!r->affine || !w->affine || !same_atoms(&r->offset, &w->offset)) return true;
  if (r->offset.coef != w->offset.coef) return true;
  long long a = r->offset.coef, d = w->offset.constant - r->offset.constant;
  int modulus_log2 = min_int(r->offset.modulus_log2, w->offset.modulus_log2);
  bool earlier_in_iteration = w->stmt < r->stmt || (w->stmt == r->stmt && !w->top_write);
  for (long long delta = 0; delta < group; delta++) { /* u - v */
    if (delta == 0 && !earlier_in_iteration) continue;
    if (divisible(a * dir * delta - d, modulus_log2)) return true;
  }
  return false;
}

/* Whether the loop's first clause declares the counter. */
static bool counter_declared_by(const Node *loop, const Symbol *counter) {
  if (!loop->init || loop->init->kind != ST_DECL) return false;
  for (const Node *d = loop->init->args; d; d = d->next)
    if (d->sym == counter) return true;
  return false;
}

bool plan_constant_trips(const Node *loop) {
  long long value;
  if (loop->kind != ST_FOR || !loop->cond || loop->cond->kind != ND_BINARY || !loop->init) return false;
  if (!sema_const_int(loop->cond->rhs, &value) || loop->init->kind != ST_DECL) return false;
  const Node *tested = loop->cond->lhs; /* the test's counter against the constant (not `i + len < 40`) */
  while (tested->kind == ND_CAST) tested = tested->lhs;
  bool declared = false;
  for (const Node *d = loop->init->args; d; d = d->next) {
    if (d->init && !sema_const_int(d->init, &value)) return false;
    declared |= tested->kind == ND_VAR && d->sym == tested->sym;
  }
  return declared;
}

/* Whether i + (G - 1) < E (or i - (G - 1) > E) is the group's test as C computes it: the
 * comparison signed, and every value the counter holds where it is tested at least G - 1 inside
 * the range of the type the sum is computed in, so that i +- (G - 1) overflows nothing. Those
 * values are known where the start and the bound are constants, or where interval reasoning
 * counted the loop in every evaluation (evaluate.c: OPT's k from i to j). */
static bool plain_group_test(const Node *loop, const Symbol *counter, int group) {
  if (type_is_unsigned(type_usual_conversion(counter->type, loop->cond->rhs->type))) return false;
  long long least, largest, lo, hi;
  type_limits(type_promote(counter->type), &least, &largest);
  if (loop->counter_tests_known && !loop->counter_tests_lost) {
    lo = loop->counter_tests_lo, hi = loop->counter_tests_hi;
  } else {
    long long bound, start;
    if (!plan_constant_trips(loop) || !sema_const_int(loop->cond->rhs, &bound)) return false;
    bool starts = false;
    for (const Node *d = loop->init->args; d; d = d->next)
      if (d->sym == counter) starts = d->init && sema_const_int(d->init, &start);
    if (!starts) return false;
    lo = start < bound ? start : bound, hi = start < bound ? bound : start;
    hi += loop->cond->op == OP_LE, lo -= loop->cond->op == OP_GE;
  }
  return lo >= least + (group - 1) && hi <= largest - (group - 1);
}

void ahead_free(AheadPlan *plan) {
  for (int i = 0; i < plan->nearly; i++) plan->early[i]->plan_early = 0;
  free(plan->early);
  free(plan->hoisted);
  memset(plan, 0, sizeof *plan);
}

bool ahead_plan(const Node *loop, int group, AheadPlan *plan) {
  memset(plan, 0, sizeof *plan);
  if (!loop || loop->kind != ST_FOR) return false;
  Scan *s = calloc(1, sizeof *s);
  if (!s) return false; /* no memory for the proof: the loop runs as written */
  s->ok = true;
  int dir;
  if (!loop_shape(s, loop, &dir)) {
    free(s);
    return false;
  }
  int stmt = 0;
  ast_walk_list(loop->then, visit_assigned, NULL, s);
  scan_stmt(s, loop->then, &stmt, false);
  /* the bound is read every iteration: the body must not change it, nor may it move with the
   * counter (the grouped loop tests it a group ahead) */
  if (s->ok && (!invariant_but_counter(s, loop->cond->rhs) || mentions(loop->cond->rhs, s->counter))) s->ok = false;
  if (s->ok) {
    plan->hoisted = calloc((size_t)s->nreads + 1, sizeof *plan->hoisted);
    for (int i = 0; plan->hoisted && i < s->nreads; i++) {
      bool safe = true;
      for (int k = 0; k < s->nwrites && safe; k++)
        if (s->writes[k].array == s->reads[i].array && hazard(&s->reads[i], &s->writes[k], dir, group)) safe = false;
      if (safe) plan->hoisted[plan->nhoisted++] = s->reads[i].node;
    }
    plan->counter = s->counter;
    plan->dir = dir;
    plan->clamped_last = counter_declared_by(loop, s->counter) && !plan_constant_trips(loop);
    /* as many iterations as keep about AHEAD_REGISTERS values in registers: one array read per
     * iteration goes AHEAD_MAX at a time; more reads, fewer (the check above holds for any group
     * up to the one it was made for). A loop with clamped groups keeps fewer: OPT N=64's two
     * reads went faster 16 at a time than 32 (65,536 instances: 5.5 against 8.9 ms, the
     * registers of 32 leaving fewer threads resident), though at N=512 and 1024 instances 32 were
     * faster (0.75 against 1.0 s): bench/results/2026-11-24-NVIDIA-H100-80GB-HBM3-last-group-experiment.md */
    int registers = plan->clamped_last ? AHEAD_REGISTERS_CLAMPED : AHEAD_REGISTERS;
    plan->group = group;
    while (plan->group > AHEAD_MIN && plan->group * plan->nhoisted > registers) plan->group /= 2;
    plan->exact_group_test = !plain_group_test(loop, s->counter, plan->group);
  }
  bool worth = s->ok && plan->nhoisted > 0;
  symbol_list_free(&s->assigned);
  free(s);
  if (!worth) ahead_free(plan);
  return worth;
}

int ahead_index(const AheadPlan *plan, const Node *read) {
  for (int i = 0; plan && i < plan->nhoisted; i++)
    if (plan->hoisted[i] == read) return i;
  return -1;
}

static AstStep visit_loop(const Node *n, void *data) {
  (void)data;
  if (n->kind == ST_FOR || n->kind == ST_WHILE || n->kind == ST_DO) return AST_WALK_STOP;
  /* statements only: expressions and declarations hold no loop */
  return n->kind < ST_EXPR ? AST_WALK_SKIP : AST_WALK_ON;
}

/* Whether a loop holds another loop (only innermost loops go ahead). */
static bool holds_loop(const Node *n) { return !ast_walk_list(n, visit_loop, NULL, NULL); }

bool ahead_candidate(const Node *loop) { return loop->kind == ST_FOR && !holds_loop(loop->then); }
