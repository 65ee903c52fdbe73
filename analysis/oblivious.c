/* oblivious.c: a flow-sensitive input-dependence (taint) analysis over the syntax tree.
 * Scalars are tracked per program point; an array's contents are tainted as a whole, for good,
 * once any element may hold input data. Helpers are analysed per call with the taint of their
 * arguments, so a helper used both on loop counters and on data is judged at each use. */
#include "oblivious.h"


#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "../frontend/diag.h"

typedef struct VarTaint {
  bool tainted;
  bool by_control;  /* became input-dependent by being assigned under an input-dependent condition */
  Symbol *cause;    /* the input-dependent variable it came from; NULL for an input itself */
  SrcLoc where;     /* where it became input-dependent */
} VarTaint;

typedef struct State {
  VarTaint *v;
  int n;
} State;

/* Input-dependent control: the condition's culprit and where the condition is; and the first
 * such condition inside the innermost loop, which is what a break or continue depends on (a loop
 * that runs under a data condition as a whole, as in a branch on data, jumps alike for every
 * instance that runs it). */
typedef struct Pc {
  Symbol *culprit;
  SrcLoc at;
  Symbol *jump_culprit;
  SrcLoc jump_at;
  const Node *cond, *jump_cond; /* the conditions at and jump_at are of, where a statement's */
} Pc;

typedef struct LoopFrame {
  Node *stmt;
  State breaks, continues;
  bool has_breaks, has_continues;
  struct LoopFrame *outer;
} LoopFrame;

/* What one check of a program shares across entries and helper calls. */
typedef struct Check {
  const Program *program;
  bool allow_gather_everywhere;
  int violations;
  /* diagnostics already given, by place and kind: a helper analysed at several calls reports once */
  struct Reported *reported; /* open addressing; kind < 0 marks an empty slot */
  size_t nreported, capreported;
  SrcLoc *gather_marks;      /* the program's '#pragma bulkcc gather' marks, hashed the same way */
  size_t capgather;
  int depth;                 /* statements and expressions being analysed, through calls too */
  StackGuard stack;          /* from the frame the check started at */
  bool too_deep;             /* the depth limit was reported */
  Symbol **roots;            /* scalar entry parameters errors were traced to (cause_reported) */
  size_t nroots, caproots;
} Check;

typedef struct Ctx {
  Check *check;
  Function *fn;
  struct Ctx *parent;  /* caller's context, for helpers */
  Node *call;          /* the call being analysed */
  Symbol **arg_culprit;/* caller-side culprit of each argument, NULL when clean */
  const State *caller_state; /* the caller's state at the call, for traces */
  Symbol *ret_culprit;
  LoopFrame *loops;
  bool gather;         /* inside a statement marked '#pragma bulkcc gather' */
  int call_depth;      /* helper calls between the entry and this function */
} Ctx;

typedef struct Reported {
  SrcLoc loc;
  int kind;
} Reported;

/* Limits that keep the analysis within the stack: helpers call one another at most this deep,
 * and statements and expressions nest at most this deep counting through the calls (each
 * function alone is held to sema's MAX_NESTING). */
enum { MAX_CALL_DEPTH = 200, MAX_ANALYSIS_DEPTH = 10000 };

/* ---- states ---------------------------------------------------------------------------- */

static State state_new(int n) {
  State s = {xcalloc((size_t)n + 1, sizeof(VarTaint)), n};
  return s;
}

static State state_copy(State s) {
  State c = state_new(s.n);
  memcpy(c.v, s.v, (size_t)s.n * sizeof(VarTaint));
  return c;
}

static bool state_join(State *into, State from) {
  bool changed = false;
  for (int i = 0; i < into->n; i++)
    if (from.v[i].tainted && !into->v[i].tainted) {
      into->v[i] = from.v[i];
      changed = true;
    }
  return changed;
}

static void state_free(State s) { free(s.v); }

static bool is_local(const Ctx *c, const Symbol *s) {
  return s && (s->kind == SYM_VAR || s->kind == SYM_PARAM) && s->owner == c->fn;
}

static void taint(const Ctx *c, State *st, Symbol *sym, Symbol *cause, SrcLoc where, bool by_control) {
  if (!is_local(c, sym) || st->v[sym->index].tainted) return;
  st->v[sym->index] = (VarTaint){true, by_control, cause == sym ? NULL : cause, where};
  sym->varying = true;
}

/* ---- reports --------------------------------------------------------------------------- */

static size_t place_hash(SrcLoc loc, int kind) {
  size_t h = (size_t)(uintptr_t)loc.file;
  h = h * 1000003u ^ (size_t)loc.line;
  h = h * 1000003u ^ (size_t)loc.col;
  h = h * 1000003u ^ (size_t)kind;
  return h ^ (h >> 17);
}

static bool same_place(SrcLoc a, SrcLoc b) { return a.file == b.file && a.line == b.line && a.col == b.col; }

static void reported_insert(Reported *table, size_t cap, SrcLoc loc, int kind) {
  size_t i = place_hash(loc, kind) & (cap - 1);
  while (table[i].kind >= 0) i = (i + 1) & (cap - 1);
  table[i] = (Reported){loc, kind};
}

static Reported *reported_table(size_t cap) {
  Reported *table = xcalloc(cap, sizeof *table);
  for (size_t i = 0; i < cap; i++) table[i].kind = -1;
  return table;
}

/* True the first time a diagnostic of this kind is given at this place. */
static bool first_report(Check *k, SrcLoc loc, int kind) {
  if (k->capreported) {
    for (size_t i = place_hash(loc, kind) & (k->capreported - 1); k->reported[i].kind >= 0;
         i = (i + 1) & (k->capreported - 1))
      if (k->reported[i].kind == kind && same_place(k->reported[i].loc, loc)) return false;
  }
  if (2 * (k->nreported + 1) > k->capreported) {
    size_t cap = k->capreported ? 2 * k->capreported : 64;
    Reported *table = reported_table(cap);
    for (size_t i = 0; i < k->capreported; i++)
      if (k->reported[i].kind >= 0) reported_insert(table, cap, k->reported[i].loc, k->reported[i].kind);
    free(k->reported);
    k->reported = table;
    k->capreported = cap;
  }
  reported_insert(k->reported, k->capreported, loc, kind);
  k->nreported++;
  return true;
}

/* Notes from the culprit back to the entry parameter the data comes from (print: false walks
 * the same way in silence). Returns that parameter, or NULL where the trace ends elsewhere. */
static Symbol *trace(const Ctx *c, const State *st, Symbol *sym, bool print) {
  enum { MAX_TRACE_STEPS = 12 }; /* dependences can form cycles (x = y; y = x;) */
  int steps = 0;
  for (; sym && steps < MAX_TRACE_STEPS; steps++) {
    if (sym->call_site) {
      if (print) diag_note(sym->loc, "the value returned by '%s' here depends on the input data passed to it", sym->name);
      sym = sym->via;
      continue;
    }
    if (sym->kind == SYM_PARAM && sym->owner == c->fn && !c->parent && !sym->uniform) {
      if (print && sym->type->kind != TY_ARRAY)
        diag_note(sym->loc, "'%s' holds input data: it is a parameter of entry '%s' (if it is the same for every "
                  "instance, a size or a count, say so with --uniform %s; this is reported once for all its uses)",
                  sym->name, c->fn->name, sym->name);
      else if (print)
        diag_note(sym->loc, "'%s' holds input data: it is a parameter of entry '%s'", sym->name, c->fn->name);
      return sym;
    }
    if (sym->kind == SYM_PARAM && sym->owner == c->fn && c->parent) {
      int i = 0;
      while (i < c->fn->nparams && c->fn->params[i] != sym) i++;
      if (print)
        diag_note(c->call->loc, "'%s' is a parameter of '%s', which is called here with input-dependent data",
                  sym->name, c->fn->name);
      sym = i < c->fn->nparams ? c->arg_culprit[i] : NULL;
      st = c->caller_state;
      c = c->parent;
      continue;
    }
    if (!st || !is_local(c, sym) || !st->v[sym->index].tainted) return NULL;
    VarTaint t = st->v[sym->index];
    if (print && t.by_control)
      diag_note(t.where, "'%s' is assigned under a condition that depends on input data%s%s%s", sym->name,
                t.cause ? " ('" : "", t.cause ? t.cause->name : "", t.cause ? "')" : "");
    else if (print)
      diag_note(t.where, "'%s' is input-dependent%s%s%s", sym->name, t.cause ? ": it takes its value from '" : "",
                t.cause ? t.cause->name : "", t.cause ? "'" : "");
    if (t.cause == sym) return NULL;
    sym = t.cause;
  }
  if (print && sym && steps == MAX_TRACE_STEPS)
    diag_note(sym->loc, "'%s' is input-dependent too (the trace stops after %d steps)", sym->name, MAX_TRACE_STEPS);
  return NULL;
}

/* A scalar parameter of an entry that earlier errors traced back to: one cause, one error (a
 * kernel's size parameter bounds every loop of it). */
static bool cause_reported(Check *k, Symbol *root) {
  if (!root || root->type->kind == TY_ARRAY) return false;
  for (size_t i = 0; i < k->nroots; i++)
    if (k->roots[i] == root) return true;
  k->roots = grow_array(k->roots, &k->caproots, k->nroots + 1, sizeof *k->roots, "the causes reported");
  k->roots[k->nroots++] = root;
  return false;
}

enum { V_INDEX, V_LOOP, V_JUMP };

/* The other input data a condition compares (b of 'a[i] != b[i]'), each traced once after the
 * culprit's trace, so that the notes name every array the condition reads. */
typedef struct OtherInputs {
  const Ctx *c;
  const State *st;
  Symbol *traced[8]; /* the roots traced already; more are not named */
  int ntraced;
} OtherInputs;

static AstStep trace_other_input(const Node *n, void *data) {
  OtherInputs *o = data;
  if (n->kind != ND_VAR || !n->sym || o->ntraced == 8) return AST_WALK_ON;
  Symbol *root = trace(o->c, o->st, n->sym, false);
  for (int i = 0; i < o->ntraced; i++)
    if (!root || o->traced[i] == root) return AST_WALK_ON;
  o->traced[o->ntraced++] = root;
  trace(o->c, o->st, n->sym, true);
  return AST_WALK_ON;
}

static void trace_other_inputs(const Ctx *c, const State *st, const Node *condition, Symbol *traced) {
  OtherInputs o = {c, st, {traced}, 1};
  ast_walk(condition, trace_other_input, NULL, &o);
}

static void violation(const Ctx *c, const State *st, int kind, SrcLoc loc, Symbol *culprit, const char *what,
                      const SrcLoc *condition, const Node *condition_node) {
  if (!first_report(c->check, loc, kind)) return;
  if (c->check->allow_gather_everywhere || c->gather) {
    /* near-oblivious code: still correct, but it gives up what bulk execution is for */
    switch (kind) {
    case V_INDEX:
      diag_warning_rule(loc, RULE_INDEX, "array index depends on input data (gather allowed): the threads of a warp "
                        "read scattered addresses, up to 32 memory transactions where one would do");
      break;
    case V_LOOP:
      diag_warning_rule(loc, RULE_LOOP, "loop condition depends on input data (allowed): the threads of a warp "
                        "diverge, and each waits until the one with the most iterations is done");
      break;
    default:
      diag_warning_rule(loc, RULE_JUMP, "'%s' is controlled by input data (allowed): the threads of a warp "
                        "diverge here", what);
      break;
    }
  } else {
    c->check->violations++;
    if (cause_reported(c->check, trace(c, st, culprit, false))) return;
    switch (kind) {
    case V_INDEX:
      diag_error_rule(loc, RULE_INDEX, "array index depends on input data; bulk code must be oblivious (every "
                      "address independent of the input); --allow-gather or '#pragma bulkcc gather' accepts it, at "
                      "the cost of scattered reads");
      break;
    case V_LOOP:
      diag_error_rule(loc, RULE_LOOP, "loop condition depends on input data; the number of iterations must not "
                      "depend on the input");
      break;
    default:
      diag_error_rule(loc, RULE_JUMP, "'%s' is controlled by input data; the path through loops and functions "
                      "must not depend on the input (compute both outcomes and select, e.g. 'if (c) x = y;')", what);
      break;
    }
  }
  if (condition && condition->file) diag_note(*condition, "this condition depends on input data");
  trace(c, st, culprit, true);
  if (condition_node) trace_other_inputs(c, st, condition_node, trace(c, st, culprit, false));
}

/* ---- expressions ----------------------------------------------------------------------- */

static Symbol *expr(Ctx *c, State *st, Node *n, Pc pc);
static Symbol *analyse_call(Ctx *c, State *st, Node *call, Pc pc);

static Symbol *either(Symbol *a, Symbol *b) { return a ? a : b; }

/* A growing list of symbols. */
typedef struct SymList {
  Symbol **items;
  size_t n, cap;
} SymList;

static void sym_list_add(SymList *l, Symbol *sym) {
  l->items = grow_array(l->items, &l->cap, l->n + 1, sizeof *l->items, "the variables a branch assigns");
  l->items[l->n++] = sym;
}

/* Variables that a statement or expression may assign, for implicit flows out of a branch:
 * targets of assignments, and arrays passed to the file's functions (which may write them). */
static AstStep collect_assigned(const Node *n, void *data) {
  SymList *out = data;
  Symbol *target = ast_is_assignment(n) ? ast_index_root_symbol(n->lhs) : NULL;
  if (target) sym_list_add(out, target);
  if (n->kind == ND_CALL && n->lhs->sym && n->lhs->sym->kind == SYM_FUNC) {
    Param *p = n->lhs->sym->type->params;
    for (Node *a = n->args; a; a = a->next, p = p ? p->next : NULL)
      if (p && p->type->kind == TY_ARRAY && ast_index_root_symbol(a)) sym_list_add(out, ast_index_root_symbol(a));
  }
  return AST_WALK_ON;
}

/* Marks the variables of a function declared in a statement (by Symbol.index). */
typedef struct Declared {
  const Function *fn;
  bool *declared;
} Declared;

static AstStep mark_declared(const Node *n, void *data) {
  Declared *d = data;
  if (n->kind == ND_VARDECL && n->sym && n->sym->owner == d->fn && n->sym->index < d->fn->nlocals)
    d->declared[n->sym->index] = true;
  /* declarations sit in statements only: neither an expression nor an initializer holds one
   * (NodeKind lists expressions, then ND_VARDECL, then statements) */
  return n->kind <= ND_VARDECL ? AST_WALK_SKIP : AST_WALK_ON;
}

/* After a branch on input data, whatever either side assigned depends on the input. */
static void taint_assigned_in(const Ctx *c, State *st, Node *a, Node *b, Pc pc) {
  if (!pc.culprit) return;
  SymList assigned = {0}; /* the branches alone: ast_walk leaves what follows them */
  ast_walk(a, collect_assigned, NULL, &assigned);
  ast_walk(b, collect_assigned, NULL, &assigned);
  /* variables declared inside the branch end with it: nothing after it can see them */
  bool *declared = xcalloc((size_t)c->fn->nlocals + 1, sizeof *declared);
  Declared in_branch = {c->fn, declared};
  ast_walk(a, mark_declared, NULL, &in_branch);
  ast_walk(b, mark_declared, NULL, &in_branch);
  for (size_t i = 0; i < assigned.n; i++) {
    Symbol *sym = assigned.items[i];
    bool local_to_branch = is_local(c, sym) && declared[sym->index];
    if (!local_to_branch) taint(c, st, sym, pc.culprit, pc.at, true);
  }
  free(declared);
  free(assigned.items);
}

static Symbol *read_symbol(const Ctx *c, const State *st, Symbol *sym) {
  if (is_local(c, sym) && st->v[sym->index].tainted) return sym;
  return NULL;
}

/* Checks the indices of an lvalue or rvalue chain a[i][j]; returns the culprit of the element. */
/* The entry's read of an element given as the same for every instance (--uniform a[K]): no
 * input data, as a uniform scalar is none. */
static bool uniform_element(const Ctx *c, const Node *n) {
  const Symbol *a = n->lhs->kind == ND_VAR ? n->lhs->sym : NULL;
  return a && a->element_uniform && a->kind == SYM_PARAM && a->owner == c->fn && !c->parent &&
         n->rhs->kind == ND_INT && n->rhs->ival == a->element_index;
}

static Symbol *index_chain(Ctx *c, State *st, Node *n, Pc pc) {
  if (n->kind != ND_INDEX) return n->kind == ND_VAR ? read_symbol(c, st, n->sym) : expr(c, st, n, pc);
  if (uniform_element(c, n)) return NULL;
  Symbol *base = index_chain(c, st, n->lhs, pc);
  Symbol *idx = expr(c, st, n->rhs, pc);
  if (idx) {
    n->data_dependent = true; /* bounds checking cannot know this index before the run */
    violation(c, st, V_INDEX, n->rhs->loc, idx, NULL, NULL, NULL);
  }
  return either(base, idx);
}

static Symbol *assign_to(Ctx *c, State *st, Node *lhs, Symbol *value, SrcLoc at, Pc pc) {
  Symbol *target = ast_index_root_symbol(lhs);
  /* an element chosen by input data makes the array's contents input-dependent (gathers) */
  Symbol *element = lhs->kind == ND_INDEX ? index_chain(c, st, lhs, pc) : NULL;
  if (!target) return value;
  if (element) taint(c, st, target, element, at, false);
  if (value) taint(c, st, target, value, at, false);
  else if (lhs->kind == ND_VAR && is_local(c, target) && target->type->kind != TY_ARRAY)
    st->v[target->index].tainted = false; /* a clean value overwrites a scalar */
  return value;
}

static Symbol *expr_kind(Ctx *c, State *st, Node *n, Pc pc);

/* Counts the depth through helper calls; past the limit the analysis stops with an error. */
static bool enter(Ctx *c, Node *n) {
  Check *k = c->check;
  ++k->depth;
  if (k->depth <= MAX_ANALYSIS_DEPTH && !stack_guard_exceeded(&k->stack)) return true;
  if (!k->too_deep) {
    /* frames differ between builds (sanitizers make them much larger): the stack is watched too */
    if (k->depth > MAX_ANALYSIS_DEPTH)
      diag_error(n->loc, "statements and expressions nest more than %d levels deep through helper calls "
                 "(bulkcc's limit); call fewer helpers one inside the other", MAX_ANALYSIS_DEPTH);
    else
      diag_error(n->loc, "statements and expressions nest so deep through helper calls that checking them used "
                 "half of the stack (%zu KiB); call fewer helpers one inside the other, or raise the stack "
                 "limit (ulimit -s)", k->stack.budget >> 10);
    k->violations++;
  }
  k->too_deep = true;
  return false;
}

static Symbol *expr(Ctx *c, State *st, Node *n, Pc pc) {
  if (!n) return NULL;
  Symbol *r = enter(c, n) ? expr_kind(c, st, n, pc) : NULL;
  c->check->depth--;
  return r;
}

static Symbol *expr_kind(Ctx *c, State *st, Node *n, Pc pc) {
  switch (n->kind) {
  case ND_INT: case ND_FLOAT: case ND_STRING: case ND_SIZEOF:
    return NULL;
  case ND_VAR:
    return read_symbol(c, st, n->sym);
  case ND_INDEX:
    return index_chain(c, st, n, pc);
  case ND_CALL:
    return analyse_call(c, st, n, pc);
  case ND_UNARY: case ND_CAST:
    return expr(c, st, n->lhs, pc);
  case ND_PREINC: case ND_PREDEC: case ND_POSTINC: case ND_POSTDEC: {
    Symbol *v = n->lhs->kind == ND_INDEX ? index_chain(c, st, n->lhs, pc) : expr(c, st, n->lhs, pc);
    return assign_to(c, st, n->lhs, v, n->loc, pc);
  }
  case ND_ASSIGN: {
    Symbol *v = expr(c, st, n->rhs, pc);
    if (n->op != OP_NONE) v = either(v, n->lhs->kind == ND_INDEX ? index_chain(c, st, n->lhs, pc) : expr(c, st, n->lhs, pc));
    return assign_to(c, st, n->lhs, v, n->loc, pc);
  }
  case ND_BINARY:
    if (n->op == OP_LOGAND || n->op == OP_LOGOR) {
      Symbol *l = expr(c, st, n->lhs, pc);
      Pc inner = pc;
      inner.culprit = either(l, pc.culprit);
      inner.at = l ? n->lhs->loc : pc.at;
      State rhs_state = state_copy(*st);
      Symbol *r = expr(c, &rhs_state, n->rhs, inner);
      state_join(st, rhs_state);
      state_free(rhs_state);
      if (l) taint_assigned_in(c, st, n->rhs, NULL, (Pc){.culprit = l, .at = n->lhs->loc});
      return either(l, r);
    }
    return either(expr(c, st, n->lhs, pc), expr(c, st, n->rhs, pc));
  case ND_COND: {
    Symbol *k = expr(c, st, n->cond, pc);
    Pc inner = pc;
    inner.culprit = either(k, pc.culprit);
    inner.at = k ? n->cond->loc : pc.at;
    State other = state_copy(*st);
    Symbol *a = expr(c, st, n->then, inner);
    Symbol *b = expr(c, &other, n->els, inner);
    state_join(st, other);
    state_free(other);
    if (k) taint_assigned_in(c, st, n->then, n->els, (Pc){.culprit = k, .at = n->cond->loc});
    return either(k, either(a, b));
  }
  case ND_COMMA:
    expr(c, st, n->lhs, pc);
    return expr(c, st, n->rhs, pc);
  /* sema lowers members, '&' and '*' to indexing (records.c, views.c) or refuses them; brace
   * lists are read by init_list, in declarations only; the rest are no expressions. Every kind
   * is named (no default), so that -Werror=switch stops the build where a new one is not. */
  case ND_MEMBER: case ND_ADDR: case ND_DEREF: case ND_INIT_LIST: case ND_VARDECL:
  case ST_EXPR: case ST_DECL: case ST_BLOCK: case ST_IF: case ST_WHILE: case ST_DO: case ST_FOR: case ST_SWITCH:
  case ST_CASE: case ST_DEFAULT: case ST_BREAK: case ST_CONTINUE: case ST_RETURN: case ST_GOTO: case ST_LABEL:
  case ST_EMPTY:
    break;
  }
  /* a kind this check does not know would pass as clean input: stop instead */
  diag_internal_error(n->loc, "the obliviousness check met an expression it does not know (node kind %d)",
                          (int)n->kind);
}

/* ---- calls ----------------------------------------------------------------------------- */

static void stmt(Ctx *c, State *st, Node *n, Pc pc);

static const Function *entry_of(const Ctx *c) {
  while (c->parent) c = c->parent;
  return c->fn;
}

static Symbol *analyse_call(Ctx *c, State *st, Node *call, Pc pc) {
  Symbol *callee = call->lhs->sym;
  if (!callee || callee->kind != SYM_FUNC) {
    Symbol *any = NULL;
    for (Node *a = call->args; a; a = a->next) any = either(any, expr(c, st, a, pc));
    return any;
  }
  Function *fn = callee->fn;
  if (c->call_depth + 1 > MAX_CALL_DEPTH) {
    if (!c->check->too_deep)
      diag_error(call->loc, "helper calls nest more than %d deep here ('%s' is call %d in a chain from entry '%s'); "
                 "bulkcc's limit is %d", MAX_CALL_DEPTH, fn->name, c->call_depth + 1, entry_of(c)->name, MAX_CALL_DEPTH);
    c->check->too_deep = true;
    c->check->violations++;
    return NULL;
  }
  Ctx child = {c->check, fn, c, call, xcalloc((size_t)fn->nparams + 1, sizeof(Symbol *)), st, NULL, NULL,
               c->gather, c->call_depth + 1};
  State cst = state_new(fn->nlocals);
  Symbol *first_tainted = NULL;
  int i = 0;
  for (Node *a = call->args; a && i < fn->nparams; a = a->next, i++) {
    Symbol *v = a->type && a->type->kind == TY_ARRAY ? index_chain(c, st, a, pc) : expr(c, st, a, pc);
    child.arg_culprit[i] = v;
    first_tainted = either(first_tainted, v);
    if (v) cst.v[fn->params[i]->index] = (VarTaint){true, false, NULL, call->loc};
  }
  stmt(&child, &cst, fn->body, (Pc){.culprit = NULL});
  /* arrays the helper made input-dependent are input-dependent in the caller too */
  i = 0;
  for (Node *a = call->args; a && i < fn->nparams; a = a->next, i++) {
    Symbol *p = fn->params[i];
    if (p->type->kind == TY_ARRAY && cst.v[p->index].tainted && first_tainted)
      taint(c, st, ast_index_root_symbol(a), first_tainted, call->loc, false);
  }
  Symbol *result = NULL;
  if (child.ret_culprit && first_tainted) {
    /* a stand-in for the call's result, so traces can say which call the data went through */
    if (!call->sym) {
      call->sym = xcalloc(1, sizeof(Symbol));
      call->sym->name = fn->name;
      call->sym->kind = SYM_VAR;
      call->sym->loc = call->loc;
      call->sym->call_site = call;
    }
    call->sym->via = first_tainted;
    result = call->sym;
  }
  state_free(cst);
  free(child.arg_culprit);
  return result;
}

/* ---- statements ------------------------------------------------------------------------ */

static LoopFrame *frame_of(Ctx *c, Node *target) {
  for (LoopFrame *f = c->loops; f; f = f->outer)
    if (f->stmt == target) return f;
  return NULL;
}

static Pc under(Pc pc, Symbol *cond, SrcLoc at, const Node *cond_node) {
  if (!cond) return pc;
  if (!pc.culprit) pc.culprit = cond, pc.at = at, pc.cond = cond_node;
  if (!pc.jump_culprit) pc.jump_culprit = cond, pc.jump_at = at, pc.jump_cond = cond_node;
  return pc;
}

/* A copy's loop: its counter's values are known and its trip count is a constant or a length
 * the call was given, each element it assigns takes the source's dependence, and a second pass
 * adds nothing to the first's. So it is walked once in place, without the states of a general
 * loop (which, as large as the function's variables, would make a function of N copies cost
 * N * N); a length from input data (memset(b, 0, n), n not uniform) is refused as any loop's. */
static void copy_loop(Ctx *c, State *st, Node *n, Pc pc) {
  stmt(c, st, n->init, pc);
  Symbol *k = expr(c, st, n->cond, pc);
  if (k) {
    n->data_dependent = true;
    violation(c, st, V_LOOP, n->cond->loc, k, NULL, NULL, NULL);
  }
  stmt(c, st, n->then, pc);
  expr(c, st, n->inc, pc);
}

static void loop(Ctx *c, State *st, Node *n, Pc pc) {
  if (n->copy_loop) {
    copy_loop(c, st, n, pc);
    return;
  }
  LoopFrame frame = {n, state_new(st->n), state_new(st->n), false, false, c->loops};
  c->loops = &frame;
  if (n->kind == ST_FOR && n->init) stmt(c, st, n->init, pc);
  Pc body_pc = pc; /* the jumps in the body are judged from here */
  body_pc.jump_culprit = NULL;
  Symbol *exit_culprit = NULL;
  for (;;) {
    State body = state_copy(*st);
    Symbol *k = NULL;
    if (n->kind == ST_DO) {
      stmt(c, &body, n->then, body_pc);
      state_join(&body, frame.continues);
      k = expr(c, &body, n->cond, pc);
    } else {
      k = n->cond ? expr(c, &body, n->cond, pc) : NULL;
      state_join(st, body); /* the state at the exit, when the condition fails */
      stmt(c, &body, n->then, under(body_pc, k, n->cond ? n->cond->loc : n->loc, n->cond));
      state_join(&body, frame.continues);
      if (n->inc) expr(c, &body, n->inc, under(body_pc, k, n->cond ? n->cond->loc : n->loc, n->cond));
    }
    if (k) {
      n->data_dependent = true; /* for evaluate.c: what it cannot run past here is input data's doing */
      violation(c, &body, V_LOOP, n->cond->loc, k, NULL, NULL, NULL);
      exit_culprit = k;
    }
    bool changed = state_join(st, body);
    state_free(body);
    if (!changed) break;
  }
  state_join(st, frame.breaks);
  /* inside the loop each iteration is what it is; after it, what the loop assigned depends
   * on how many iterations ran */
  if (exit_culprit) taint_assigned_in(c, st, n->then, n->inc, (Pc){.culprit = exit_culprit, .at = n->cond->loc});
  c->loops = frame.outer;
  state_free(frame.breaks);
  state_free(frame.continues);
}

static void switch_stmt(Ctx *c, State *st, Node *n, Pc pc) {
  Symbol *k = expr(c, st, n->cond, pc);
  LoopFrame frame = {n, state_copy(*st), state_new(st->n), false, false, c->loops};
  /* frame.breaks starts as the entry state: a value that matches no case skips the body */
  c->loops = &frame;
  stmt(c, st, n->then, under(pc, k, n->cond->loc, n->cond));
  c->loops = frame.outer;
  state_join(st, frame.breaks);
  if (k) taint_assigned_in(c, st, n->then, NULL, (Pc){.culprit = k, .at = n->cond->loc});
  state_free(frame.breaks);
  state_free(frame.continues);
}

static bool marked_gather(const Check *k, const Node *n) {
  if (!k->capgather) return false;
  for (size_t i = place_hash(n->loc, 0) & (k->capgather - 1); k->gather_marks[i].file; i = (i + 1) & (k->capgather - 1))
    if (same_place(k->gather_marks[i], n->loc)) return true;
  return false;
}

static void hash_gather_marks(Check *k) {
  const Program *prog = k->program;
  if (!prog->ngather_marks) return;
  k->capgather = 16;
  while (k->capgather < 2 * (size_t)prog->ngather_marks) k->capgather *= 2;
  k->gather_marks = xcalloc(k->capgather, sizeof *k->gather_marks);
  for (int m = 0; m < prog->ngather_marks; m++) {
    SrcLoc at = prog->gather_marks[m];
    size_t i = place_hash(at, 0) & (k->capgather - 1);
    while (k->gather_marks[i].file) i = (i + 1) & (k->capgather - 1);
    k->gather_marks[i] = at;
  }
}

static void stmt_body(Ctx *c, State *st, Node *n, Pc pc);

static void stmt(Ctx *c, State *st, Node *n, Pc pc) {
  if (!n) return;
  if (!enter(c, n)) {
    c->check->depth--;
    return;
  }
  if (!c->gather && marked_gather(c->check, n)) {
    c->gather = true;
    stmt_body(c, st, n, pc);
    c->gather = false;
  } else {
    stmt_body(c, st, n, pc);
  }
  c->check->depth--;
}

/* The input dependence of an initializer list's items, at any depth of braces (each level
 * counts toward the analysis depth). */
static Symbol *init_list(Ctx *c, State *st, Node *items, Pc pc) {
  Symbol *v = NULL;
  for (Node *item = items; item; item = item->next) {
    if (item->kind != ND_INIT_LIST) {
      v = either(v, expr(c, st, item, pc));
    } else if (enter(c, item)) {
      v = either(v, init_list(c, st, item->args, pc));
      c->check->depth--;
    } else {
      c->check->depth--;
    }
  }
  return v;
}

static void stmt_body(Ctx *c, State *st, Node *n, Pc pc) {
  switch (n->kind) {
  case ST_EXPR:
    expr(c, st, n->lhs, pc);
    return;
  case ST_DECL:
    for (Node *d = n->args; d; d = d->next) {
      Symbol *sym = d->sym;
      if (!sym || !is_local(c, sym)) continue;
      st->v[sym->index].tainted = false; /* a fresh variable each time the declaration runs */
      Symbol *v = NULL;
      if (d->init && d->init->kind == ND_INIT_LIST) {
        v = init_list(c, st, d->init->args, pc);
      } else if (d->init) {
        v = expr(c, st, d->init, pc);
      }
      if (v) taint(c, st, sym, v, d->loc, false);
    }
    return;
  case ST_BLOCK:
    for (Node *item = n->args; item; item = item->next) stmt(c, st, item, pc);
    return;
  case ST_IF: {
    Symbol *k = expr(c, st, n->cond, pc);
    if (k) n->data_dependent = true;
    Pc inner = under(pc, k, n->cond->loc, n->cond);
    State other = state_copy(*st);
    stmt(c, st, n->then, inner);
    stmt(c, &other, n->els, inner);
    state_join(st, other);
    state_free(other);
    if (k) taint_assigned_in(c, st, n->then, n->els, (Pc){.culprit = k, .at = n->cond->loc});
    return;
  }
  case ST_WHILE: case ST_DO: case ST_FOR:
    loop(c, st, n, pc);
    return;
  case ST_SWITCH:
    switch_stmt(c, st, n, pc);
    return;
  case ST_CASE: case ST_DEFAULT: {
    LoopFrame *f = frame_of(c, n->target);
    /* control arrives from the switch as well as by falling through */
    if (f) state_join(st, f->breaks);
    stmt(c, st, n->then, pc);
    return;
  }
  case ST_BREAK: case ST_CONTINUE: {
    LoopFrame *f = frame_of(c, n->target);
    bool leaves_loop = n->kind == ST_CONTINUE || (n->target && n->target->kind != ST_SWITCH);
    if (pc.jump_culprit && leaves_loop) {
      n->data_dependent = true;
      violation(c, st, V_JUMP, n->loc, pc.jump_culprit, n->kind == ST_BREAK ? "break" : "continue", &pc.jump_at,
                pc.jump_cond);
    }
    if (f) {
      if (n->kind == ST_BREAK) state_join(&f->breaks, *st);
      else state_join(&f->continues, *st);
    }
    return;
  }
  case ST_RETURN: {
    if (pc.culprit) {
      n->data_dependent = true;
      violation(c, st, V_JUMP, n->loc, pc.culprit, "return", &pc.at, pc.cond);
    }
    Symbol *v = expr(c, st, n->lhs, pc);
    c->ret_culprit = either(c->ret_culprit, either(v, pc.culprit));
    return;
  }
  case ST_LABEL:
    stmt(c, st, n->then, pc);
    return;
  case ST_EMPTY:
    return;
  /* sema refuses goto; expressions stand in statements only inside ST_EXPR. Every kind is named
   * (no default), so that -Werror=switch stops the build where a new one is not. */
  case ST_GOTO:
  case ND_INT: case ND_FLOAT: case ND_STRING: case ND_VAR: case ND_INDEX: case ND_CALL: case ND_MEMBER: case ND_UNARY:
  case ND_ADDR: case ND_DEREF: case ND_PREINC: case ND_PREDEC: case ND_POSTINC: case ND_POSTDEC: case ND_BINARY:
  case ND_ASSIGN: case ND_COND: case ND_COMMA: case ND_CAST: case ND_SIZEOF: case ND_INIT_LIST: case ND_VARDECL:
    break;
  }
  /* a statement this check does not follow would pass as clean input: stop instead */
  diag_internal_error(n->loc, "the obliviousness check met a statement it does not know (node kind %d)",
                          (int)n->kind);
}

bool oblivious_check(Program *prog, bool allow_gather) {
  Check check = {0};
  check.program = prog;
  check.allow_gather_everywhere = allow_gather;
  check.stack = stack_guard_start();
  hash_gather_marks(&check);
  for (Function *fn = prog->functions; fn; fn = fn->next) {
    if (!fn->is_entry) continue;
    Ctx c = {&check, fn, NULL, NULL, NULL, NULL, NULL, NULL, false, 0};
    State st = state_new(fn->nlocals);
    for (int i = 0; i < fn->nparams; i++) {
      if (fn->params[i]->uniform) continue; /* the same for every instance: no input data */
      st.v[fn->params[i]->index] = (VarTaint){true, false, NULL, fn->params[i]->loc};
      fn->params[i]->varying = true;
    }
    stmt(&c, &st, fn->body, (Pc){.culprit = NULL});
    state_free(st);
  }
  free(check.reported);
  free(check.gather_marks);
  free(check.roots);
  return check.violations == 0;
}
