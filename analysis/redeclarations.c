/* redeclarations.c: a function declared more than once (prototypes, then its definition) is
 * given compatible types every time (C11 6.2.7, 6.7.6.3), said as gcc says it where it is not,
 * and no static declaration of it follows an external one. */
#include "sema_internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../frontend/diag.h"

static bool same_function_type(const Type *a, const Type *b);

static long long declared_length(const Type *t) {
  long long v;
  if (t->len_expr) return sema_const_int(t->len_expr, &v) ? v : -1;
  return t->len;
}

/* `qualifiers`: const counts (below the top level, or for objects); an array's are its elements'. */
static bool same_type(const Type *a, const Type *b, bool qualifiers) {
  if (a->kind != b->kind) return false;
  switch (a->kind) {
  case TY_ARRAY: {
    long long la = declared_length(a), lb = declared_length(b);
    return (la < 0 || lb < 0 || la == lb) && same_type(a->base, b->base, qualifiers);
  }
  case TY_POINTER: return (!qualifiers || a->is_const == b->is_const) && same_type(a->base, b->base, true);
  case TY_FUNC: return same_function_type(a, b);
  default: return !qualifiers || a->is_const == b->is_const;
  }
}

/* Parameters compare after adjustment: an array is a pointer to its rows; top qualifiers drop. */
static bool same_parameter_type(const Type *a, const Type *b) {
  bool a_pointer = a->kind == TY_ARRAY || a->kind == TY_POINTER, b_pointer = b->kind == TY_ARRAY || b->kind == TY_POINTER;
  if (a_pointer || b_pointer) return a_pointer && b_pointer && same_type(a->base, b->base, true);
  return same_type(a, b, false);
}

static bool same_function_type(const Type *a, const Type *b) {
  if (!same_type(a->base, b->base, false)) return false;
  if (a->unprototyped || b->unprototyped) {
    /* f() matches a prototype whose parameters survive the default argument promotions */
    const Type *proto = a->unprototyped ? b : a;
    if (proto->unprototyped) return true;
    if (proto->variadic) return false;
    for (const Param *p = proto->params; p; p = p->next)
      if (p->type->kind == TY_FLOAT || (type_is_integer(p->type) && type_promote(p->type) != p->type &&
                                         type_promote(p->type)->kind != p->type->kind))
        return false;
    return true;
  }
  if (a->variadic != b->variadic) return false;
  const Param *p = a->params, *q = b->params;
  for (; p && q; p = p->next, q = q->next)
    if (!same_parameter_type(p->type, q->type)) return false;
  return !p && !q;
}

/* A function's type as gcc spells it, parameters adjusted: 'int(float *, int)'. */
static char *function_type_string(const Type *t) {
  char *ret = sema_type_string(t->base, false);
  size_t size = strlen(ret) + 16, used = 0, count = 0;
  for (const Param *p = t->params; p; p = p->next) count++, size += 2;
  char **spelled = xcalloc(count + 1, sizeof *spelled);
  count = 0;
  for (const Param *p = t->params; p; p = p->next, count++) {
    spelled[count] = sema_type_string(p->type, true);
    size += strlen(spelled[count]);
  }
  char *s = xcalloc(size, 1);
  used += (size_t)snprintf(s + used, size - used, "%s(", ret);
  for (size_t i = 0; i < count; i++) {
    used += (size_t)snprintf(s + used, size - used, "%s%s", i ? ", " : "", spelled[i]);
    free(spelled[i]);
  }
  if (t->variadic) used += (size_t)snprintf(s + used, size - used, ", ...");
  else if (!count && !t->unprototyped) used += (size_t)snprintf(s + used, size - used, "void");
  snprintf(s + used, size - used, ")");
  free(spelled);
  free(ret);
  return s;
}

static bool comes_before(SrcLoc a, SrcLoc b) {
  if (a.file != b.file) return false; /* another file: taken as included before */
  return a.line < b.line || (a.line == b.line && a.col < b.col);
}

/* A prototype `d` of a function declared before as `old` (its definition or another prototype):
 * the types must agree and a static declaration may not follow an external one, as in C. */
void sema_check_redeclaration(Symbol *old, Node *d) {
  Function *def = old->fn && old->fn->body ? old->fn : NULL;
  bool proto_first = def && !comes_before(def->loc, d->loc);
  SrcLoc later = proto_first ? def->loc : d->loc, earlier = proto_first ? d->loc : old->loc;
  const Type *old_type = def && def->declared_type ? def->declared_type : old->type; /* as the C spells it */
  if (!same_function_type(old_type, d->cast_type)) {
    char *have = function_type_string(proto_first ? old_type : d->cast_type);
    char *before = function_type_string(proto_first ? d->cast_type : old_type);
    diag_error(later, "conflicting types for '%s'; have '%s'", d->name, have);
    diag_note(earlier, "previous %s of '%s' with type '%s'", def && !proto_first ? "definition" : "declaration",
              d->name, before);
    free(have);
    free(before);
    return;
  }
  if (!def) return;
  if (proto_first && d->is_static && !def->is_static) {
    def->is_static = true; /* the definition keeps the prototype's internal linkage */
  } else if (proto_first ? def->is_static && !d->is_static : d->is_static && !def->is_static) {
    diag_error(later, "static declaration of '%s' follows non-static declaration", d->name);
    diag_note(earlier, "previous declaration of '%s'", d->name);
  }
}
