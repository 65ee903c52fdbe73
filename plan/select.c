/* select.c: which ifs on input data become selects. `if (r < s) s = r;` on input data: every
 * thread of a warp computes both outcomes and keeps one, so the warp never splits. Worth it for a
 * few scalar assignments; larger arms keep a branch, which the GPU predicates. */
#include "plan.h"

enum { SELECT_MAX_ASSIGNMENTS = 4 };

/* Counts the scalar assignments an arm consists of; -1 when it holds anything else. */
static int select_arm(const Node *n) {
  if (!n) return 0;
  if (n->kind == ST_BLOCK) {
    int total = 0;
    for (const Node *item = n->args; item; item = item->next) {
      int k = select_arm(item);
      if (k < 0) return -1;
      total += k;
    }
    return total;
  }
  if (n->kind == ST_EMPTY) return 0;
  if (n->kind != ST_EXPR || n->lhs->kind != ND_ASSIGN) return -1;
  const Node *a = n->lhs;
  if (a->lhs->kind != ND_VAR || a->lhs->sym->type->kind == TY_ARRAY) return -1;
  if ((a->op == OP_DIV || a->op == OP_MOD) && type_is_integer(a->lhs->type)) return -1;
  return ast_safe_to_evaluate(a->rhs) ? 1 : -1;
}

static bool becomes_select(const Node *n) {
  if (n->kind != ST_IF || !n->data_dependent) return false;
  int a = select_arm(n->then), b = select_arm(n->els);
  return a >= 0 && b >= 0 && a + b > 0 && a + b <= SELECT_MAX_ASSIGNMENTS;
}

/* The variables a select's arm assigns (select_arm has checked its shape: blocks of `x = ...;`). */
static AstStep visit_arm_target(const Node *n, void *data) {
  (void)data;
  if (n->kind == ST_EXPR) n->lhs->lhs->sym->select_target = true;
  return n->kind == ST_BLOCK ? AST_WALK_ON : AST_WALK_SKIP;
}

static AstStep visit_select(const Node *n, void *data) {
  (void)data;
  if (n->kind < ST_EXPR) return AST_WALK_SKIP; /* expressions and declarations hold no if */
  Node *statement = (Node *)n;
  statement->plan_select = becomes_select(n);
  if (!statement->plan_select) return AST_WALK_ON;
  /* the arms' targets are read when not selected, so they need a value beforehand */
  ast_walk(n->then, visit_arm_target, NULL, NULL);
  ast_walk(n->els, visit_arm_target, NULL, NULL);
  return AST_WALK_SKIP;
}

void plan_selects(Function *fn) { ast_walk_list(fn->body->args, visit_select, NULL, NULL); }
