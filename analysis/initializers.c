/* initializers.c: a declaration's initializer checked against its type: a string for an array
 * of chars becomes the list of its bytes, the braces C lets rows leave out are put back, an
 * unsized first dimension takes the count of the items, and a table's values must be constants.
 * The item and row helpers serve a struct's initializer too (record_declarations.c). */
#include "sema_internal.h"

#include <stdlib.h>

#include "../frontend/diag.h"

/* Stops at what makes an initializer not constant. */
static AstStep find_non_constant(const Node *n, void *data) {
  switch (n->kind) {
  case ND_INT: case ND_FLOAT: case ND_SIZEOF: case ND_STRING:
    return AST_WALK_SKIP; /* constant whatever sizeof measures */
  case ND_VAR: case ND_INDEX:
    return AST_WALK_STOP;
  case ND_CALL: {
    /* <math.h>'s INFINITY, NAN and HUGE_VAL expand to calls of constant builtins */
    const Builtin *b = n->lhs->kind == ND_VAR ? sema_find_builtin(n->lhs->name) : NULL;
    if (!b || b->result == TY_INT) return AST_WALK_STOP;
    for (const Node *arg = n->args; arg; arg = arg->next)
      if (arg->kind != ND_STRING) return AST_WALK_STOP;
    return AST_WALK_SKIP;
  }
  case ND_INIT_LIST:
    /* braces around a scalar's value, refused by sema_check_expr: their first item alone is looked at */
    return n->args && !ast_walk(n->args, find_non_constant, NULL, data) ? AST_WALK_STOP : AST_WALK_SKIP;
  default:
    return ast_is_assignment(n) ? AST_WALK_STOP : AST_WALK_ON;
  }
}

static bool is_constant_initializer(const Node *n) { return ast_walk(n, find_non_constant, NULL, NULL); }

bool sema_is_char_type(const Type *t) { return t->kind == TY_CHAR || t->kind == TY_SCHAR || t->kind == TY_UCHAR; }

/* `char key[17] = "expand 32-byte k"`: the literal becomes the list of its bytes, with the
 * terminating NUL where the array has room for it (C11 6.7.9p14). False after an error. */
static bool string_initializer(Node *init, Type *t, const char *name) {
  size_t len = 0;
  unsigned char *bytes = string_literal_bytes(init->text, init->loc, &len);
  if (!bytes) return false;
  if (t->len >= 0 && len > (size_t)t->len) {
    diag_error(init->loc, "the string initializing '%s' has %zu characters, past its %lld elements", name, len, t->len);
    free(bytes);
    return false;
  }
  size_t count = t->len < 0 || len < (size_t)t->len ? len + 1 : len;
  init->kind = ND_INIT_LIST;
  init->args = NULL;
  for (size_t k = 0; k < count; k++) {
    Node *c = ast_node(ND_INT, init->loc);
    c->ival = k < len ? bytes[k] : 0;
    c->text = intern_format("%lld", c->ival);
    init->args = ast_list_append(init->args, c);
  }
  free(bytes);
  return true;
}

/* The next item of a list, taken off it. */
Node *sema_take_item(Node **cursor) {
  Node *item = *cursor;
  *cursor = item->next;
  item->next = NULL;
  item->list_tail = NULL;
  return item;
}

/* Whether item initializes a whole row of type row itself: a brace list, or a string for a row of
 * chars. */
bool sema_initializes_row(const Node *item, const Type *row) {
  return item->kind == ND_INIT_LIST || (item->kind == ND_STRING && row->kind == TY_ARRAY && sema_is_char_type(row->base));
}

/* A row of type row from the items at *cursor whose braces C lets the file leave out
 * (`{1, 2, 3, 4}` for [2][2], C11 6.7.9p20): as many as it holds, its own rows likewise. */
Node *sema_take_row(Node **cursor, Type *row, SrcLoc loc) {
  Node *list = ast_node(ND_INIT_LIST, loc);
  for (long long k = 0; (row->len < 0 || k < row->len) && *cursor; k++) {
    bool inner = row->base->kind == TY_ARRAY && !sema_initializes_row(*cursor, row->base);
    list->args = ast_list_append(list->args, inner ? sema_take_row(cursor, row->base, (*cursor)->loc) : sema_take_item(cursor));
  }
  return list;
}

/* An array of rows initialized with some braces left out: each row given its own. */
static void restore_row_braces(Node *init, Type *t) {
  bool elided = false;
  for (Node *item = init->args; item; item = item->next) elided = elided || !sema_initializes_row(item, t->base);
  if (!elided) return;
  Node *cursor = init->args, *rows = NULL;
  while (cursor)
    rows = ast_list_append(rows, sema_initializes_row(cursor, t->base) ? sema_take_item(&cursor)
                                                                  : sema_take_row(&cursor, t->base, cursor->loc));
  init->args = rows;
}

/* Checks an initializer against the declared type; infers an unsized first dimension. */
void sema_check_initializer(Sema *s, Node *init, Type *t, bool constant, const char *name) {
  if (t->kind == TY_ARRAY && init->kind == ND_STRING && sema_is_char_type(t->base) && !string_initializer(init, t, name))
    return;
  if (t->kind == TY_ARRAY) {
    if (init->kind != ND_INIT_LIST) {
      diag_error(init->loc, "array '%s' must be initialized with a brace list", name);
      return;
    }
    if (t->base->kind == TY_ARRAY) restore_row_braces(init, t);
    long long count = 0;
    for (Node *item = init->args; item; item = item->next, count++) {
      if (item->kind == ND_INIT_LIST || t->base->kind != TY_ARRAY ||
          (item->kind == ND_STRING && t->base->kind == TY_ARRAY && sema_is_char_type(t->base->base))) {
        sema_check_initializer(s, item, t->base, constant, name);
      } else {
        diag_error(item->loc, "initialize each row of '%s' with its own braces", name);
        return;
      }
    }
    if (t->len < 0) t->len = count;
    else if (count > t->len) diag_error(init->loc, "too many initializers for '%s' (%lld for %lld elements)", name, count, t->len);
    return;
  }
  Node *value = init;
  if (init->kind == ND_INIT_LIST) {
    if (!init->args || init->args->next) {
      diag_error(init->loc, "a scalar takes exactly one initializer");
      return;
    }
    value = init->args;
  }
  int errors_before = diag_error_count();
  if (t->kind == TY_BOOL) sema_check_truth(s, value);
  else sema_check_expr(s, value);
  sema_need_value(value);
  if (constant && diag_error_count() == errors_before && !is_constant_initializer(value))
    diag_error(value->loc, "initializer of table '%s' is not a constant", name);
}
