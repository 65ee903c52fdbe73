/* views.c: pointers into an instance's arrays, as library code writes them (&a[k], a + k, *p,
 * p[i] where p = a + k) become accesses of the array itself, at the offset the pointer adds, so
 * that every later pass sees arrays and integer indices only: the obliviousness check (an offset
 * computed from input data is an index computed from it), the bounds proof and the emitters. A
 * window passed to a helper is the helper's array from that element on, as a row is. */
#include "views.h"

#include "build.h"

bool view_is_window(const Node *n) { return n && n->kind == ND_INDEX && n->is_window; }

/* What indexing the array gives: its element or row, read-only where the array is. */
static Type *element_of(const Type *array) {
  Type *t = array->base;
  if (array->is_const && !t->is_const) {
    t = type_copy(t);
    t->is_const = true;
  }
  return t;
}

/* offset added to (or taken from) what a window already adds. */
static Node *add_offset(Node *base_offset, Node *offset, bool subtract, SrcLoc loc) {
  if (!offset) return base_offset ? base_offset : build_integer(0, loc);
  if (!base_offset) {
    if (!subtract) return offset;
    Node *negated = build_node(ND_UNARY, offset->loc, type_promote(offset->type));
    negated->op = OP_NEG;
    negated->lhs = offset;
    return negated;
  }
  return build_binary(subtract ? OP_SUB : OP_ADD, base_offset, offset);
}

void view_window(Node *n, Node *array, Node *offset, bool subtract) {
  Type *points_to = element_of(array->type);
  Node *base = array, *base_offset = NULL;
  if (view_is_window(array)) base = array->lhs, base_offset = array->rhs;
  n->kind = ND_INDEX;
  n->op = OP_NONE;
  n->lhs = base;
  n->rhs = add_offset(base_offset, offset, subtract, n->loc);
  n->is_window = true;
  Type *window = type_array_of(points_to, NULL);
  window->is_const = points_to->is_const;
  n->type = window;
}

void view_element(Node *n, Node *array, Node *offset) {
  Type *element = element_of(array->type);
  Node *base = array, *base_offset = NULL;
  if (view_is_window(array)) base = array->lhs, base_offset = array->rhs;
  n->kind = ND_INDEX;
  n->op = OP_NONE;
  n->lhs = base;
  n->rhs = add_offset(base_offset, offset, false, n->loc);
  n->is_window = false;
  n->type = element;
}

Symbol *view_base(const Node *n) {
  if (view_is_window(n)) n = n->lhs;
  return n && n->kind == ND_VAR && n->sym && n->type && n->type->kind == TY_ARRAY ? n->sym : NULL;
}

Node *view_offset(Node *n) { return view_is_window(n) ? n->rhs : build_integer(0, n->loc); }

void view_of_variable(Node *n, Symbol *sym) {
  Node *offset = build_var(sym, n->loc);
  view_window(n, build_var(sym->view_of, n->loc), offset, false);
}

Node *view_variable_offset(const Node *n) {
  if (!view_is_window(n) || n->rhs->kind != ND_VAR || !n->rhs->sym) return NULL;
  Symbol *pointer = n->rhs->sym;
  return pointer->view_of && pointer->view_of == view_base(n) ? n->rhs : NULL;
}

void view_wrap(Node *n, Symbol *base) {
  Node *computed = ast_node(n->kind, n->loc);
  *computed = *n;
  computed->next = NULL; /* n keeps its place in a list */
  computed->list_tail = NULL;
  view_window(n, build_var(base, n->loc), computed, false);
}
