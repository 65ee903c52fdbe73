/* effects.c: which of a function's array parameters it may write, so that a NAME_bulk call copies
 * back only arrays whose elements may have changed. A parameter is written by an assignment, ++
 * or -- whose target lies inside it, or by passing it (or a row of it) to a helper that may write
 * the parameter it lands in, transitively. Where the answer is unclear, it is "written". */
#include <stdlib.h>

#include "codegen.h"

typedef struct Summary {
  Function *fn;
  bool *written;    /* by parameter */
  bool in_progress; /* being computed: a call back into it (refused by analysis) counts as all */
} Summary;

typedef struct Effects {
  Summary *summaries;
  int count, cap;
} Effects;

static Summary *summary_of(Effects *e, Function *fn);

static void write_all(Function *fn, bool *written) {
  for (int i = 0; i < fn->nparams; i++) written[i] = true;
}

static void write_param(Function *fn, bool *written, const Symbol *sym) {
  for (int i = 0; i < fn->nparams; i++)
    if (fn->params[i] == sym) written[i] = true;
}

/* The variable an lvalue or an array argument lies in (a[i][j] lies in a), or NULL. */
static const Symbol *root_variable(const Node *n) {
  while (n && n->kind == ND_INDEX) n = n->lhs;
  return n && n->kind == ND_VAR ? n->sym : NULL;
}

/* An assignment's target: the parameter it lies in is written; an unknown target writes all. */
static void write_target(Function *fn, bool *written, const Node *target) {
  const Symbol *root = root_variable(target);
  if (root) write_param(fn, written, root);
  else write_all(fn, written);
}

static void walk(Effects *e, Function *fn, bool *written, const Node *n);

static void walk_call(Effects *e, Function *fn, bool *written, const Node *call) {
  const Symbol *callee = call->lhs ? call->lhs->sym : NULL;
  int k = 0;
  for (const Node *arg = call->args; arg; arg = arg->next, k++) {
    walk(e, fn, written, arg);
    if (!arg->type || arg->type->kind != TY_ARRAY) continue; /* a value: nothing of the caller's written */
    if (!callee || callee->kind != SYM_FUNC || !callee->fn || !callee->fn->body || k >= callee->fn->nparams) {
      write_target(fn, written, arg); /* an array to a function not seen here: it may write it */
      continue;
    }
    Summary *s = summary_of(e, callee->fn);
    if (!s || s->written[k]) write_target(fn, written, arg);
  }
}

static void walk(Effects *e, Function *fn, bool *written, const Node *n) {
  if (!n) return;
  switch (n->kind) {
  case ND_SIZEOF: return; /* its operand is not evaluated */
  case ND_ASSIGN:
  case ND_PREINC:
  case ND_PREDEC:
  case ND_POSTINC:
  case ND_POSTDEC: write_target(fn, written, n->lhs); break;
  case ND_CALL: walk_call(e, fn, written, n); return;
  default: break;
  }
  walk(e, fn, written, n->lhs);
  walk(e, fn, written, n->rhs);
  walk(e, fn, written, n->cond);
  walk(e, fn, written, n->then);
  walk(e, fn, written, n->els);
  walk(e, fn, written, n->init);
  walk(e, fn, written, n->inc);
  for (const Node *a = n->args; a; a = a->next) walk(e, fn, written, a);
}

/* fn's summary, computed on first use; NULL while it is being computed (a cycle). */
static Summary *summary_of(Effects *e, Function *fn) {
  for (int i = 0; i < e->count; i++)
    if (e->summaries[i].fn == fn) return e->summaries[i].in_progress ? NULL : &e->summaries[i];
  if (e->count == e->cap) {
    e->cap = e->cap ? 2 * e->cap : 16;
    Summary *grown = xcalloc((size_t)e->cap, sizeof *grown);
    for (int i = 0; i < e->count; i++) grown[i] = e->summaries[i];
    free(e->summaries);
    e->summaries = grown;
  }
  int index = e->count++;
  bool *written = xcalloc((size_t)fn->nparams + 1, sizeof *written);
  e->summaries[index] = (Summary){fn, written, true};
  walk(e, fn, written, fn->body);
  e->summaries[index].in_progress = false;
  return &e->summaries[index];
}

bool *cg_written_params(Function *fn) {
  Effects e = {0};
  Summary *s = summary_of(&e, fn);
  bool *written = xcalloc((size_t)fn->nparams + 1, sizeof *written);
  for (int i = 0; i < fn->nparams; i++) written[i] = s->written[i];
  for (int i = 0; i < e.count; i++) free(e.summaries[i].written);
  free(e.summaries);
  return written;
}
