/* null_copies.c: a call giving NULL for pointer parameters of a function of the file calls, in
 * its place, the function's copy for those parameters (NullCopy below), made from the body as
 * parsed (Function.unchecked_body); one copy serves every call giving NULL at the same positions. */
#include "sema_internal.h"

#include "build.h"

#include <stdlib.h>
#include <string.h>

#include "../frontend/diag.h"

/* A copy of a function for the calls that give NULL for the same pointer parameters
 * (`hash(out, NULL, 0, msg, n)` of a hash that takes an optional key): the copy takes the other
 * parameters, and declares each of those as an array of no elements that is NULL, so that the
 * function's tests of it (`if (key)`, `key != NULL`) are constants there and the evaluation
 * refuses any access of it that a call reaches. */
typedef struct NullCopy {
  const Function *from;
  const char *positions; /* "1,3": the parameters given NULL */
  Function *copy;
} NullCopy;

/* The parameter at position k of a function as declared, or NULL. */
const Param *sema_declared_param(const Function *f, int k) {
  const Param *p = f->declared_type ? f->declared_type->params : NULL;
  for (; p && k > 0; p = p->next) k--;
  return p;
}

/* Whether a call may give NULL for parameter p: a pointer to numbers or to bytes. */
bool sema_takes_null(const Param *p) {
  return p && p->name && p->type->kind == TY_POINTER &&
         (type_is_arithmetic(p->type->base) || p->type->base->kind == TY_VOID);
}

static Function *null_copy_of(Sema *s, const Function *from, const char *positions, const bool *is_null) {
  for (int i = 0; i < s->nnull_copies; i++)
    if (s->null_copies[i].from == from && strcmp(s->null_copies[i].positions, positions) == 0)
      return s->null_copies[i].copy;
  Function *c = xcalloc(1, sizeof *c);
  const char *name = NULL;
  for (int k = 2;; k++) { /* a name no function of the program has */
    name = intern_format("%s_null%s", from->name, k == 2 ? "" : intern_format("%d", k));
    bool taken = sema_lookup(s, name) != NULL;
    for (const Function *f = s->prog->functions; f && !taken; f = f->next) taken = strcmp(f->name, name) == 0;
    if (!taken) break;
  }
  c->name = name;
  c->loc = from->loc;
  c->is_static = true;
  c->specialised_from = from;
  c->declared_type = sema_declared_copy(from->declared_type);
  Node *nulls = NULL;
  Param **link = &c->declared_type->params;
  for (int k = 0; *link; k++) {
    Param *p = *link;
    if (!is_null[k]) {
      link = &p->next;
      continue;
    }
    *link = p->next; /* the copy takes it no more: an array of no elements, NULL */
    c->null_params = c->null_params ? intern_format("%s, %s", c->null_params, p->name) : p->name;
    Type *element = p->type->base->kind == TY_VOID ? type_basic(TY_UCHAR) : type_copy(p->type->base);
    element->is_const = p->type->base->is_const;
    Type *array = type_array_of(element, NULL);
    array->len = 1; /* C's smallest array; the evaluation gives it no element */
    Node *zero = ast_node(ND_INIT_LIST, p->loc);
    zero->args = build_integer(0, p->loc);
    const char *assigned = intern(p->name);
    ast_walk(from->unchecked_body, sema_find_assignment_to, NULL, &assigned);
    if (!assigned) { /* `if (!text) text = zero;`: a pointer variable starting at the null array */
      const char *null_name = intern_format("bulk_null_%s", p->name);
      Node *decl = sema_declaration_of(null_name, array, zero, p->loc);
      decl->args->declares_null = true;
      nulls = ast_list_append(nulls, decl);
      Type *pointer = type_pointer_to(element);
      nulls = ast_list_append(nulls, sema_declaration_of(p->name, pointer, sema_named(null_name, p->loc), p->loc));
      continue;
    }
    Node *decl = sema_declaration_of(p->name, array, zero, p->loc);
    decl->args->declares_null = true;
    nulls = ast_list_append(nulls, decl);
  }
  c->type = sema_declared_copy(c->declared_type);
  sema_pointer_params_as_arrays(c->type);
  sema_split_record_params(c);
  c->body = build_clone(from->unchecked_body);
  c->body->args = ast_list_append(nulls, c->body->args);
  Symbol *sym = sema_new_symbol(s, name, SYM_FUNC, c->type, c->loc);
  sym->fn = c;
  c->sym = sym;
  Function **end = &s->prog->functions;
  while (*end) end = &(*end)->next;
  *end = c;
  s->null_copies = sema_grow_for_one_more(s->null_copies, s->nnull_copies, sizeof *s->null_copies,
                                     "the copies of functions for null arguments");
  s->null_copies[s->nnull_copies++] = (NullCopy){from, positions, c};
  return c;
}

/* A call giving NULL for pointer parameters of f calls f's copy for them, without those
 * arguments; true where it does. */
bool sema_null_arguments(Sema *s, Node *call, const Function *f) {
  int count = 0, k = 0;
  for (Node *a = call->args; a; a = a->next, k++) count += sema_takes_null(sema_declared_param(f, k)) && sema_is_null_pointer_constant(a);
  if (!count) return false;
  if (!f->unchecked_body) {
    diag_error(call->loc, "'%s' is called with NULL, and is nested too deeply to be copied for it; pass an array",
               f->name);
    return false;
  }
  bool *is_null = xcalloc((size_t)k + 1, sizeof *is_null);
  const char *positions = "";
  Node *kept = NULL, *next;
  k = 0;
  for (Node *a = call->args; a; a = next, k++) {
    next = a->next;
    a->next = NULL;
    a->list_tail = NULL;
    is_null[k] = sema_takes_null(sema_declared_param(f, k)) && sema_is_null_pointer_constant(a);
    if (is_null[k]) positions = intern_format("%s%s%d", positions, *positions ? "," : "", k);
    else kept = ast_list_append(kept, a);
  }
  Function *c = null_copy_of(s, f, positions, is_null);
  free(is_null);
  call->args = kept;
  call->lhs->sym = c->sym;
  return true;
}
