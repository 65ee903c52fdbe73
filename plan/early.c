/* early.c: the reads of the statement after a loop that goes ahead, issued before the loop. In
 * OPT, `M[i][j] = s + c[i - 1][j]` follows the k loop: as written, its load of c waits for the
 * loop's last group, then the store waits for that load, a whole memory latency per (i, j) on the
 * chain of one instance. Issued before the loop, the load is in flight with the loop's own.
 *
 * A read moves only where it is sure to give the same element and the same value there:
 *   - the statement runs whenever the loop ends (it follows the loop in the same block, and a
 *     loop that goes ahead has no jump out: plan/ahead.c), and the read is not under a
 *     condition (?:, && or ||), so it would have been made with the same index anyway;
 *   - its index reads no array and calls nothing, and no variable of it is assigned in the loop
 *     (its first clause, condition and step included) or in the statement;
 *   - neither the loop nor the statement writes or declares the array (a declaration's
 *     initializer writes it: `float t[200] = {0}, r = t[j];`), and the statement calls no
 *     helper (which may write it). Arrays of an entry never overlap. */
#include <stdlib.h>

#include "plan.h"

/* Past this many reads per loop the rest stay where they are: each holds a register through the
 * loop. */
enum { EARLY_MAX = 8 };

typedef struct Writes {
  SymbolList scalars; /* assigned or declared */
  SymbolList arrays;  /* written, by the root of the target, or declared */
  bool unknown; /* a write whose target is neither a scalar nor an array element, or a helper call */
} Writes;

static AstStep visit_writes(const Node *n, void *data) {
  Writes *w = data;
  if (n->kind == ND_VARDECL && n->sym) { /* an array declared is written by its initialization */
    symbol_list_add(&w->scalars, n->sym, "the scalars a loop assigns");
    symbol_list_add(&w->arrays, n->sym, "the arrays a loop writes");
  }
  if (n->kind == ND_CALL) {
    /* a helper may write the instance's arrays, frexp and modf what they point to */
    if (ast_call_may_write(n)) w->unknown = true;
  }
  if (n->kind == ND_ADDR) w->unknown = true;
  if (!ast_is_assignment(n)) return AST_WALK_ON;
  const Node *target = n->lhs;
  if (target->kind == ND_VAR && target->sym)
    symbol_list_add(&w->scalars, target->sym, "the scalars a loop assigns");
  else if (target->kind == ND_INDEX && ast_index_root_symbol(target))
    symbol_list_add(&w->arrays, ast_index_root_symbol(target), "the arrays a loop writes");
  else
    w->unknown = true;
  return AST_WALK_ON;
}

static void free_writes(Writes *w) {
  symbol_list_free(&w->scalars);
  symbol_list_free(&w->arrays);
}

/* An index whose value is known before the loop: constants, and variables nothing assigns. */
static AstStep visit_index(const Node *n, void *data) {
  const Writes *w = data;
  switch (n->kind) {
  case ND_INT: case ND_FLOAT: case ND_SIZEOF:
    return AST_WALK_SKIP;
  case ND_VAR:
    return n->sym && n->sym->type->kind != TY_ARRAY && !symbol_listed(&w->scalars, n->sym) ? AST_WALK_SKIP
                                                                                                 : AST_WALK_STOP;
  case ND_UNARY: case ND_CAST: case ND_BINARY: case ND_COND:
    return AST_WALK_ON;
  default:
    return AST_WALK_STOP;
  }
}

/* Whether the element read n can be made before the loop: see the top of the file. */
static bool movable(const Node *n, const Writes *w) {
  const Node *root = ast_index_root(n);
  if (!root || root->kind != ND_VAR || !root->sym || root->sym->kind == SYM_TABLE) return false;
  if (!type_is_arithmetic(n->type) || n->is_window) return false; /* a number, not a sub-array */
  if (symbol_listed(&w->arrays, root->sym)) return false;
  for (const Node *idx = n; idx->kind == ND_INDEX; idx = idx->lhs)
    if (!ast_walk(idx->rhs, visit_index, NULL, (void *)w)) return false;
  return true;
}

typedef struct Found {
  Node **reads;
  int count;
} Found;

/* The statement's element reads outside any condition; an index is searched no further (its
 * reads, if any, make the read stay: visit_index). */
static void find_reads(Node *n, bool conditional, const Writes *w, Found *found) {
  if (!n) return;
  switch (n->kind) {
  case ND_INDEX:
    if (!conditional && found->count < EARLY_MAX && movable(n, w)) {
      found->reads[found->count++] = n;
      return;
    }
    for (Node *idx = n; idx->kind == ND_INDEX; idx = idx->lhs) find_reads(idx->rhs, conditional, w, found);
    return;
  case ND_ASSIGN: case ND_PREINC: case ND_PREDEC: case ND_POSTINC: case ND_POSTDEC:
    /* the target is written, not read (a compound assignment reads it too: it stays) */
    for (Node *idx = n->lhs; idx->kind == ND_INDEX; idx = idx->lhs) find_reads(idx->rhs, conditional, w, found);
    find_reads(n->rhs, conditional, w, found);
    return;
  case ND_COND:
    find_reads(n->cond, conditional, w, found);
    find_reads(n->then, true, w, found);
    find_reads(n->els, true, w, found);
    return;
  case ND_BINARY:
    find_reads(n->lhs, conditional, w, found);
    find_reads(n->rhs, conditional || n->op == OP_LOGAND || n->op == OP_LOGOR, w, found);
    return;
  case ND_CALL:
    for (Node *a = n->args; a; a = a->next) find_reads(a, conditional, w, found);
    return;
  case ND_SIZEOF: case ND_INIT_LIST:
    return;
  default:
    find_reads(n->lhs, conditional, w, found);
    find_reads(n->rhs, conditional, w, found);
    return;
  }
}

void early_plan(Node *loop, AheadPlan *plan, int *next_number) {
  Node *after = loop->next;
  if (!after || (after->kind != ST_EXPR && after->kind != ST_DECL)) return;
  Writes w = {0};
  ast_walk(loop, visit_writes, NULL, &w);
  ast_walk(after, visit_writes, NULL, &w);
  Node *reads[EARLY_MAX];
  Found found = {reads, 0};
  if (!w.unknown) {
    if (after->kind == ST_EXPR) find_reads(after->lhs, false, &w, &found);
    else
      for (Node *d = after->args; d; d = d->next)
        if (d->init && d->sym && d->sym->type->kind != TY_ARRAY && !d->is_static) find_reads(d->init, false, &w, &found);
  }
  free_writes(&w);
  if (found.count == 0) return;
  plan->early = xcalloc((size_t)found.count, sizeof *plan->early);
  for (int i = 0; i < found.count; i++) {
    plan->early[i] = reads[i];
    reads[i]->plan_early = ++*next_number;
  }
  plan->nearly = found.count;
}
