/* simd.c: the CPU's entry one instance at a time (its path for few instances) takes an innermost
 * loop's reductions in SIMD lanes: `#pragma omp simd reduction(...)`, each lane reducing its own
 * iterations, the lanes combined after the loop. The sequential C's one running value is a chain
 * of dependent operations (OPT N=512: a compare and select a cycle and more per iteration); the
 * lanes take several iterations at once.
 *
 * A loop takes it where the team form would split it as a reduction (dependences/: every
 * dependence between its iterations goes through the reduced scalars; the team's rules on them;
 * not a floating sum, which OpenMP's lanes would start from +0.0),
 * it has no loop inside, it stores no element (a floating minimum's lanes may run it twice, below),
 * and its clauses are OpenMP's canonical form as emitted. An integer's reduction is exact in any
 * grouping. A floating minimum or
 * maximum by an if is exact in value, but among equal values of two bit patterns (-0.0 and +0.0)
 * the sequential loop keeps the first (or last) to come: the emitted code reruns the loop as
 * written where the lanes' result is a zero that replaced the value before the loop. */
#include "plan.h"
#include "../dependences/dependences.h"

/* `i++`, `++i`, `i--`, `--i`, `i += k`, `i -= k` or `i = i + k` with no cast: OpenMP's increment */
static bool canonical_increment(const Node *inc, const Symbol *counter) {
  if (!inc || !inc->lhs || inc->lhs->kind != ND_VAR || inc->lhs->sym != counter) return false;
  if (inc->kind == ND_POSTINC || inc->kind == ND_PREINC || inc->kind == ND_POSTDEC || inc->kind == ND_PREDEC) return true;
  if (inc->kind != ND_ASSIGN) return false;
  if ((inc->op == OP_ADD || inc->op == OP_SUB) && inc->rhs->kind == ND_INT) return true;
  const Node *v = inc->rhs;
  return inc->op == OP_NONE && v->kind == ND_BINARY && (v->op == OP_ADD || v->op == OP_SUB) && v->lhs->kind == ND_VAR &&
         v->lhs->sym == counter && v->rhs->kind == ND_INT;
}

/* `T i = start` declared by the loop, `i < bound` (or `bound > i`, <=, >, >=) with no cast on
 * the counter and the bound in its type: OpenMP's canonical loop, as the CPU's code spells it. */
static bool canonical_loop(const Node *loop, const Symbol *counter) {
  const Node *decl = loop->init && loop->init->kind == ST_DECL ? loop->init->args : NULL;
  if (!decl || decl->next || decl->sym != counter || !decl->init) return false;
  const Node *cond = loop->cond;
  if (!cond || cond->kind != ND_BINARY) return false;
  if (cond->op != OP_LT && cond->op != OP_LE && cond->op != OP_GT && cond->op != OP_GE) return false;
  const Node *var = cond->lhs, *bound = cond->rhs;
  if (!(var->kind == ND_VAR && var->sym == counter)) var = cond->rhs, bound = cond->lhs;
  if (!(var->kind == ND_VAR && var->sym == counter)) return false;
  return bound->type && bound->type->kind == counter->type->kind && canonical_increment(loop->inc, counter);
}

static AstStep find_loop(const Node *n, void *data) {
  if (n->kind == ST_FOR || n->kind == ST_WHILE || n->kind == ST_DO) *(bool *)data = true;
  return *(bool *)data ? AST_WALK_STOP : AST_WALK_ON;
}

bool plan_has_loop(const Node *n) {
  bool found = false;
  ast_walk(n, find_loop, NULL, &found);
  return found;
}

/* Its reductions in SIMD lanes, or NULL. */
static TeamLoop *simd_of(const Node *loop, bool reassociate) {
  const LoopDependences *d = loop->dependences;
  if (!d || d->cls != LOOP_REDUCTION || plan_has_loop(loop->then) || plan_stores_elements(loop->then)) return NULL;
  if (!canonical_loop(loop, d->counter)) return NULL;
  TeamLoop *t = plan_team_split_of(loop, reassociate);
  bool taken = t && t->kind == PLAN_TEAM_REDUCE;
  /* a floating sum (--reassociate) starts from -0.0, as the team's lanes do, and OpenMP's from
     +0.0, which turns a sum of -0.0 into +0.0 */
  for (int i = 0; taken && i < t->nreductions; i++) taken = !t->reductions[i].floating || t->reductions[i].ordered;
  if (!taken) {
    plan_team_loop_free(t);
    return NULL;
  }
  return t;
}

static AstStep mark(const Node *n, void *data) {
  Node *m = (Node *)n;
  plan_team_loop_free(m->plan_simd);
  m->plan_simd = data && n->kind == ST_FOR ? simd_of(n, *(const bool *)data) : NULL;
  return AST_WALK_ON;
}

void plan_cpu_simd(Function *fn, const TargetOptions *options) {
  /* the one-instance path: an entry the CPU runs as a chunk's lanes (codegen/unit.c) */
  bool takes = fn->is_entry && options->target == TARGET_CPU && !options->row_layout && fn->plan_spmd;
  bool reassociate = options->reassociate;
  ast_walk(fn->body, mark, NULL, takes ? &reassociate : NULL);
}
