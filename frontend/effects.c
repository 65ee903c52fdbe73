/* effects.c: which of a function's array parameters it may write, so that a NAME_bulk call copies
 * back only arrays whose elements may have changed. A parameter is written by an assignment, ++
 * or -- whose target lies inside it, or by passing it (or a row of it) to a helper that may write
 * the parameter it lands in, transitively. Where the answer is unclear, it is "written". */
#include <stdlib.h>

#include "ast.h"

typedef struct Summary {
  Function *fn;
  bool *written;    /* by parameter */
  bool in_progress; /* being computed: a call back into it (refused by analysis) counts as all */
} Summary;

typedef struct Effects {
  Summary *summaries;
  int count;
  size_t cap;
} Effects;

static Summary *summary_of(Effects *e, Function *fn);

static void write_all(Function *fn, bool *written) {
  for (int i = 0; i < fn->nparams; i++) written[i] = true;
}

static void write_param(Function *fn, bool *written, const Symbol *sym) {
  for (int i = 0; i < fn->nparams; i++)
    if (fn->params[i] == sym) written[i] = true;
}

/* An assignment's target: the parameter it lies in is written; an unknown target writes all. */
static void write_target(Function *fn, bool *written, const Node *target) {
  const Symbol *root = ast_index_root_symbol(target); /* a[i][j] lies in a */
  if (root) write_param(fn, written, root);
  else write_all(fn, written);
}

/* The walk over one function's body: the function, and its flags by parameter. */
typedef struct EffectsWalk {
  Effects *e;
  Function *fn;
  bool *written;
} EffectsWalk;

/* The arrays a call passes: each is written where the callee may write the parameter it lands in. */
static void write_call_arguments(const EffectsWalk *w, const Node *call) {
  const Symbol *callee = call->lhs ? call->lhs->sym : NULL;
  int k = 0;
  for (const Node *arg = call->args; arg; arg = arg->next, k++) {
    if (!arg->type || arg->type->kind != TY_ARRAY) continue; /* a value: nothing of the caller's written */
    if (!callee || callee->kind != SYM_FUNC || !callee->fn || !callee->fn->body || k >= callee->fn->nparams) {
      write_target(w->fn, w->written, arg); /* an array to a function not seen here: it may write it */
      continue;
    }
    Summary *s = summary_of(w->e, callee->fn);
    if (!s || s->written[k]) write_target(w->fn, w->written, arg);
  }
}

static AstStep visit_effects(const Node *n, void *data) {
  const EffectsWalk *w = data;
  if (n->kind == ND_SIZEOF) return AST_WALK_SKIP; /* its operand is not evaluated */
  if (ast_is_assignment(n)) write_target(w->fn, w->written, n->lhs);
  if (n->kind == ND_CALL) write_call_arguments(w, n);
  return AST_WALK_ON;
}

/* fn's summary, computed on first use; NULL while it is being computed (a cycle). */
static Summary *summary_of(Effects *e, Function *fn) {
  for (int i = 0; i < e->count; i++)
    if (e->summaries[i].fn == fn) return e->summaries[i].in_progress ? NULL : &e->summaries[i];
  e->summaries = grow_array(e->summaries, &e->cap, (size_t)e->count + 1, sizeof *e->summaries,
                            "the summaries of the parameters functions write");
  int index = e->count++;
  bool *written = xcalloc((size_t)fn->nparams + 1, sizeof *written);
  e->summaries[index] = (Summary){fn, written, true};
  ast_walk(fn->body, visit_effects, NULL, &(EffectsWalk){e, fn, written});
  e->summaries[index].in_progress = false;
  return &e->summaries[index];
}

bool *ast_written_params(Function *fn) {
  Effects e = {0};
  Summary *s = summary_of(&e, fn);
  bool *written = xcalloc((size_t)fn->nparams + 1, sizeof *written);
  for (int i = 0; i < fn->nparams; i++) written[i] = s->written[i];
  for (int i = 0; i < e.count; i++) free(e.summaries[i].written);
  free(e.summaries);
  return written;
}

const char *ast_array_role(const Symbol *param, bool written) {
  return !written ? "input" : param->overwritten ? "output (written whole before it is read)" : "input and output";
}
