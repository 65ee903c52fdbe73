/* lanes.c: the CPU's SPMD form. The control flow of an oblivious program is the same for every
 * instance, so one pass of it can serve a whole chunk of instances, each statement on an
 * instance's data running as a loop over the chunk's lanes. Here: whether an entry can take that
 * form (control and addresses uniform), which scalars hold one value per lane, and which
 * statements run per lane. */
#include <stdlib.h>

#include "plan.h"

static bool per_instance_array(const Symbol *s) {
  return s && s->type->kind == TY_ARRAY && s->kind != SYM_TABLE;
}

/* A helper that takes arrays may read an instance's data through them. */
static bool takes_arrays(const Symbol *fn) {
  for (const Param *p = fn->type->params; p; p = p->next)
    if (p->type->kind == TY_ARRAY) return true;
  return false;
}

static AstStep visit_uniform(const Node *n, void *data) {
  (void)data;
  switch (n->kind) {
  case ND_VAR:
    return n->sym && (n->sym->varying || per_instance_array(n->sym)) ? AST_WALK_STOP : AST_WALK_ON;
  case ND_CALL: /* a helper given uniform scalars returns the same for every lane */
    return n->lhs->sym && n->lhs->sym->kind == SYM_FUNC && takes_arrays(n->lhs->sym) ? AST_WALK_STOP : AST_WALK_ON;
  case ND_INDEX: {
    const Node *root = ast_index_root(n);
    return root->kind != ND_VAR || per_instance_array(root->sym) ? AST_WALK_STOP : AST_WALK_ON;
  }
  default:
    return AST_WALK_ON;
  }
}

/* Uniform: the same for every instance of the chunk (by Symbol.varying). */
static bool uniform(const Node *n) { return ast_walk_list(n, visit_uniform, NULL, NULL); }

static AstStep visit_assigns_uniform(const Node *n, void *data) {
  (void)data;
  if (!ast_is_assignment(n)) return AST_WALK_ON;
  const Node *root = ast_index_root(n->lhs);
  return root->kind == ND_VAR && !root->sym->varying && !per_instance_array(root->sym) ? AST_WALK_STOP : AST_WALK_ON;
}

/* An assignment to a uniform variable would run once per lane inside a lane loop. */
static bool assigns_uniform(const Node *n) { return !ast_walk_list(n, visit_assigns_uniform, NULL, NULL); }

/* What runs in a lane loop (a non-uniform expression) may not change uniform variables. */
static bool lane_safe(const Node *e) { return !e || uniform(e) || !assigns_uniform(e); }

/* ---- the scalars that hold one value per lane -------------------------------------------- */

/* In SPMD form a scalar is one value, or one per lane, throughout. The analysis judges a variable
 * at each point, so a scalar it never found input-dependent may still take a copy of a varying
 * one at a point where that held a uniform value (`unsigned u = s;` before `s` is assigned on
 * data): such a scalar becomes one per lane too, until nothing changes. */
static AstStep visit_promote(const Node *n, void *data) {
  bool *changed = data;
  Symbol *target = NULL;
  const Node *value = NULL;
  if (n->kind == ND_VARDECL && n->init && n->init->kind != ND_INIT_LIST) target = n->sym, value = n->init;
  if (n->kind == ND_ASSIGN && n->lhs->kind == ND_VAR) target = n->lhs->sym, value = n->rhs;
  if (target && target->kind == SYM_VAR && target->type->kind != TY_ARRAY && !target->varying && !uniform(value)) {
    target->varying = true;
    *changed = true;
  }
  return AST_WALK_ON;
}

static bool promote(const Node *list) {
  bool changed = false;
  ast_walk_list(list, visit_promote, NULL, &changed);
  return changed;
}

/* ---- whether an entry can take the form ---------------------------------------------------- */

/* Where a statement sits: under a mask (an if on input data), and whether a mask lies between it
 * and its innermost loop. A jump under a mask would take every lane of the chunk with it. */
typedef struct Where {
  bool masked;
  bool masked_in_loop;
} Where;

/* The check's walk: where each node sits, a stack with one entry per node being visited (the top
 * is where the current node's children sit). */
typedef struct Placement {
  Where *where;
  size_t depth, cap;
} Placement;

/* Control and addresses must be uniform; a gather (an index on data) is not. A call of a helper
 * on lane data runs inside the lane loop, once per lane: the helper is the per-instance function,
 * given the lane's own arrays. */
static AstStep visit_check(const Node *n, void *data) {
  Placement *p = data;
  Where w = p->where[p->depth - 1], inner = w;
  bool ok = true;
  switch (n->kind) {
  case ST_EXPR:
    ok = lane_safe(n->lhs);
    break;
  case ST_RETURN:
    ok = !w.masked && lane_safe(n->lhs);
    break;
  case ST_BREAK: case ST_CONTINUE:
    ok = !w.masked_in_loop;
    break;
  case ST_FOR: case ST_WHILE: case ST_DO:
    ok = uniform(n->cond) && uniform(n->inc) && !(n->init && n->init->kind == ST_EXPR && !uniform(n->init->lhs));
    inner.masked_in_loop = false;
    break;
  case ST_IF:
    ok = n->data_dependent ? lane_safe(n->cond) : uniform(n->cond);
    if (n->data_dependent) inner = (Where){true, true};
    break;
  case ST_SWITCH: case ST_GOTO: case ST_LABEL:
    ok = n->kind == ST_SWITCH && uniform(n->cond);
    break;
  case ND_INDEX:
    ok = uniform(n->rhs);
    break;
  case ND_VARDECL:
    ok = !(n->init && n->init->kind != ND_INIT_LIST && !lane_safe(n->init));
    break;
  default:
    break;
  }
  if (!ok) return AST_WALK_STOP;
  p->where = grow_array(p->where, &p->cap, p->depth + 1, sizeof *p->where, "the stack of an SPMD check");
  p->where[p->depth++] = inner;
  return AST_WALK_ON;
}

static AstStep leave_check(const Node *n, void *data) {
  (void)n;
  ((Placement *)data)->depth--;
  return AST_WALK_ON;
}

static bool spmd_possible(const Function *fn) {
  /* a uniform parameter is one value for the chunk, passed as it is: one the body sets on input
   * data (`if (x > 0) n = x;`) would need one per lane, and the entry runs an instance at a time */
  for (int i = 0; i < fn->nparams; i++)
    if (fn->params[i]->uniform && fn->params[i]->varying) return false;
  Placement p = {0};
  p.where = grow_array(NULL, &p.cap, 1, sizeof *p.where, "the stack of an SPMD check");
  p.where[p.depth++] = (Where){false, false};
  bool ok = ast_walk_list(fn->body->args, visit_check, leave_check, &p);
  free(p.where);
  return ok;
}

/* ---- the statements that run per lane --------------------------------------------------- */

/* Marks each statement that runs per lane (data: whether the function takes the SPMD form; in
 * one that does not, every mark is cleared). */
static AstStep visit_lanes(const Node *n, void *data) {
  const bool *spmd = data;
  if (n->kind < ST_EXPR) return AST_WALK_SKIP; /* statements only */
  ((Node *)n)->plan_lanes = *spmd && n->kind == ST_EXPR && !uniform(n->lhs);
  return AST_WALK_ON;
}

bool plan_spmd(Function *fn, bool considered) {
  if (considered)
    while (promote(fn->body->args)) continue;
  bool spmd = considered && spmd_possible(fn);
  ast_walk_list(fn->body->args, visit_lanes, NULL, &spmd);
  return spmd;
}
