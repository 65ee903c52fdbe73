/* select_assignments.c: `x = c ? e : x;` of a scalar variable x becomes `if (c) x = e;` where x
 * comes back unchanged through the ?:'s type. The two then run the same operations (where c is
 * false x keeps its value either way), and the analyses then
 * see one form of a conditional update: a minimum or maximum written with ?: splits across a
 * warp's lanes as the if does (dependences/reductions.c, plan/team.c). */
#include "lower.h"

#include "build.h"

/* A conversion from `from` to `to` that keeps every value of `from`. */
static bool keeps_values(const Type *to, const Type *from) {
  if (!to || !from) return false;
  if (type_is_floating(to) && type_is_floating(from)) return type_size(to) >= type_size(from);
  if (!type_is_integer(to) || !type_is_integer(from) || to->kind == TY_BOOL) return false;
  if (type_size(to) > type_size(from)) return !type_is_unsigned(to) || type_is_unsigned(from);
  return type_size(to) == type_size(from) && type_is_unsigned(to) == type_is_unsigned(from);
}

static bool same_type(const Type *a, const Type *b) {
  return a->kind == b->kind && type_size(a) == type_size(b) && type_is_unsigned(a) == type_is_unsigned(b);
}

static const Node *uncast(const Node *e) {
  while (e->kind == ND_CAST && e->lhs && keeps_values(e->type, e->lhs->type)) e = e->lhs;
  return e;
}

static AstStep rewrite(const Node *node, void *data) {
  (void)data;
  Node *n = (Node *)node;
  if (n->kind == ST_FOR) { /* its first clause and step are expressions of the loop's own */
    ast_walk(n->then, rewrite, NULL, NULL);
    return AST_WALK_SKIP;
  }
  if (n->kind != ST_EXPR || !n->lhs || n->lhs->kind != ND_ASSIGN || n->lhs->op != OP_NONE) return AST_WALK_ON;
  Node *to = n->lhs->lhs, *value = n->lhs->rhs;
  if (!to || !value || to->kind != ND_VAR || !to->sym || !to->type || !type_is_arithmetic(to->type)) return AST_WALK_ON;
  /* where c does not hold, x goes through the ?:'s type (the usual conversions of its arms) and
     back to its own: only a type that holds every value of x's, and a conversion back to x's own
     type alone (not `x = (char)(c ? e : x)`), give x back */
  Type *target = NULL;
  if (value->kind == ND_CAST) {
    if (!value->type || !same_type(value->type, to->type)) return AST_WALK_ON;
    target = value->type, value = value->lhs;
  }
  if (!value || value->kind != ND_COND || !value->cond || !value->then || !value->els) return AST_WALK_ON;
  if (!value->type || !(same_type(value->type, to->type) || keeps_values(value->type, to->type))) return AST_WALK_ON;
  const Node *kept = uncast(value->els);
  if (kept->kind != ND_VAR || kept->sym != to->sym) return AST_WALK_ON;
  Node *chosen = value->then;
  if (target) chosen = build_cast(target, chosen);
  Node *store = build_node(ST_EXPR, n->loc, NULL);
  store->lhs = build_assign(to, chosen);
  n->kind = ST_IF;
  n->cond = value->cond;
  n->then = store;
  n->els = NULL;
  n->lhs = NULL;
  return AST_WALK_SKIP;
}

void lower_select_assignments(Function *fn) {
  ast_walk_list(fn->body->args, rewrite, NULL, NULL);
}
