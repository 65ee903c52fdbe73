/* opaque.c: the equality tests nvcc must not rewrite. nvcc 13.0 miscompiles a loop with a
 * constant odd trip count that it unrolls by two, when its body tests the counter (or a value
 * computed from it) with == or != against a constant: in the first copy of the body it compares
 * the counter's value after the step, so the iteration the test picks runs the other way
 * (tests/Inputs/gpu/nvcc_equality_unroll.cu shows it on a GPU). No relational test was seen to
 * fail, nor a loop nvcc unrolls completely or not at all, nor one whose trip count is not a
 * constant. The CUDA code therefore passes every integer operand of == and != in the body of a
 * for loop from a constant to a constant (plan_constant_trips), other than a constant, through an empty asm, which nvcc
 * cannot see through: the test is made on the value the counter has. */
#include "plan.h"

static AstStep clear(const Node *n, void *data) {
  (void)data;
  ((Node *)n)->plan_opaque_compare = false;
  return AST_WALK_ON;
}

static AstStep mark_in_body(const Node *n, void *data) {
  (void)data;
  if (n->kind == ND_BINARY && (n->op == OP_EQ || n->op == OP_NE) && n->lhs->type && n->rhs->type &&
      type_is_integer(n->lhs->type) && type_is_integer(n->rhs->type) && (n->lhs->kind != ND_INT || n->rhs->kind != ND_INT))
    ((Node *)n)->plan_opaque_compare = true;
  return AST_WALK_ON;
}

static AstStep find_loops(const Node *n, void *data) {
  (void)data;
  if (plan_constant_trips(n)) ast_walk(n->then, mark_in_body, NULL, NULL);
  return AST_WALK_ON;
}

void plan_opaque_compares(Function *fn, const TargetOptions *options) {
  ast_walk(fn->body, clear, NULL, NULL);
  if (options->target == TARGET_CUDA) ast_walk(fn->body, find_loops, NULL, NULL);
}
