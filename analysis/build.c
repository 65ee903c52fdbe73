/* build.c: typed nodes for lowerings (build.h). */
#include "build.h"

Node *build_node(NodeKind kind, SrcLoc loc, Type *type) {
  Node *n = ast_node(kind, loc);
  n->type = type;
  return n;
}

Node *build_integer(long long value, SrcLoc loc) {
  Node *n = build_node(ND_INT, loc, type_basic(TY_LLONG));
  n->ival = value;
  n->text = intern_format("%lldLL", value);
  return n;
}

Node *build_int(long long value, SrcLoc loc) {
  Node *n = build_node(ND_INT, loc, type_basic(TY_INT));
  n->ival = value;
  n->text = intern_format("%lld", value);
  return n;
}

Node *build_binary(Op op, Node *a, Node *b) {
  bool comparison = op == OP_LT || op == OP_GT || op == OP_LE || op == OP_GE || op == OP_EQ || op == OP_NE;
  Node *n = build_node(ND_BINARY, a->loc, comparison ? type_basic(TY_INT) : type_usual_conversion(a->type, b->type));
  n->op = op;
  n->lhs = a, n->rhs = b;
  return n;
}

Node *build_cast(Type *t, Node *value) {
  Node *c = build_node(ND_CAST, value->loc, t);
  c->cast_type = t;
  c->lhs = value;
  return c;
}

Node *build_assign(Node *to, Node *value) {
  Node *n = build_node(ND_ASSIGN, to->loc, to->type);
  n->lhs = to, n->rhs = value;
  return n;
}

Node *build_comma(Node *a, Node *b) {
  Node *n = build_node(ND_COMMA, a->loc, b->type);
  n->lhs = a, n->rhs = b;
  return n;
}

Node *build_var(Symbol *sym, SrcLoc loc) {
  Node *n = build_node(ND_VAR, loc, sym->type);
  n->name = sym->name;
  n->sym = sym;
  return n;
}

Node *build_clone(const Node *n) {
  if (!n) return NULL;
  Node *c = ast_node(n->kind, n->loc);
  *c = *n;
  c->lhs = build_clone(n->lhs), c->rhs = build_clone(n->rhs), c->cond = build_clone(n->cond);
  c->then = build_clone(n->then), c->els = build_clone(n->els), c->init = build_clone(n->init);
  c->inc = build_clone(n->inc);
  c->next = NULL;
  c->list_tail = NULL;
  c->args = NULL;
  for (const Node *a = n->args; a; a = a->next) c->args = ast_list_append(c->args, build_clone(a));
  return c;
}

Node *build_declaration(Symbol *sym, Node *init, SrcLoc loc) {
  Node *decl = build_node(ND_VARDECL, loc, NULL);
  decl->name = sym->name;
  decl->sym = sym;
  decl->cast_type = sym->type;
  decl->init = init;
  sym->decl = decl;
  Node *statement = build_node(ST_DECL, loc, NULL);
  statement->args = decl;
  return statement;
}
