/* constants.c: the constants C leaves to the types of what it names: integer and character
 * literals given their C types (C11 6.4.4), integer constant expressions folded (array sizes,
 * case labels: sema_const_int), and _Alignof, offsetof and _Generic, which the parser leaves to
 * sema, made the constant or the association they stand for. */
#include "sema_internal.h"

#include "records.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "../frontend/diag.h"

/* ---- literals and constants ------------------------------------------------------------ */

void sema_type_int_literal(Node *n) {
  const char *p = n->text;
  errno = 0;
  int base = 10;
  if (p[0] == '0' && (p[1] == 'x' || p[1] == 'X')) base = 16, p += 2;
  else if (p[0] == '0' && (p[1] == 'b' || p[1] == 'B')) base = 2, p += 2;
  else if (p[0] == '0') base = 8;
  char *end;
  unsigned long long v = strtoull(p, &end, base);
  if (errno == ERANGE) diag_error(n->loc, "integer constant '%s' is too large for any integer type", n->text);
  bool u = strchr(end, 'u') || strchr(end, 'U');
  int longs = (int)(strchr(end, 'l') != NULL) + (int)(strchr(end, 'L') != NULL);
  if (strstr(end, "ll") || strstr(end, "LL")) longs = 2;
  /* C11 6.4.4.1: the first type of the list that can represent the value */
  static const TypeKind dec[] = {TY_INT, TY_LONG, TY_LLONG};
  static const TypeKind other[] = {TY_INT, TY_UINT, TY_LONG, TY_ULONG, TY_LLONG, TY_ULLONG};
  TypeKind kind = TY_ULLONG;
  if (u) {
    kind = longs == 0 ? (v <= 0xffffffffull ? TY_UINT : TY_ULONG) : longs == 1 ? TY_ULONG : TY_ULLONG;
  } else if (base == 10) {
    kind = TY_LLONG;
    for (int i = longs; i < 3; i++) {
      TypeKind k = dec[i];
      unsigned long long max = k == TY_INT ? 0x7fffffffull : 0x7fffffffffffffffull;
      if (v <= max) { kind = k; break; }
    }
  } else {
    for (int i = longs * 2; i < 6; i++) {
      TypeKind k = other[i];
      unsigned long long max = k == TY_INT ? 0x7fffffffull : k == TY_UINT ? 0xffffffffull
                             : (k == TY_LONG || k == TY_LLONG) ? 0x7fffffffffffffffull : ~0ull;
      if (v <= max) { kind = k; break; }
    }
  }
  n->ival = (long long)v;
  n->type = type_basic(kind);
}

/* The parser computed the value as gcc does (char_constant_value in frontend/lexer.l); the
 * prefix gives the type: int for 'c' and L'c', char16_t for u'c', char32_t for U'c'. */
void sema_type_char_literal(Node *n) {
  n->is_char_literal = true;
  n->type = type_basic(n->char_kind == CHAR_LIT_UTF16 ? TY_USHORT : n->char_kind == CHAR_LIT_UTF32 ? TY_UINT : TY_INT);
}

bool sema_const_int(Node *n, long long *value) {
  long long a, b, c;
  switch (n->kind) {
  case ND_INT:
    if (n->deferred || n->unsupported) return false; /* computed, or refused, when sema reaches it */
    if (!n->type) {
      if (n->text && n->text[0] != '\'' && n->text[1] != '\'') sema_type_int_literal(n);
      else sema_type_char_literal(n);
    }
    *value = n->ival;
    return true;
  case ND_SIZEOF:
    if (!n->type) return false; /* typed first by sema_check_expr */
    *value = n->ival;
    return true;
  case ND_CAST:
    if (!type_is_integer(n->cast_type) || !sema_const_int(n->lhs, &a)) return false;
    *value = n->cast_type->kind == TY_BOOL ? a != 0 : type_wrap(n->cast_type, a);
    return true;
  case ND_UNARY:
    if (!sema_const_int(n->lhs, &a)) return false;
    switch (n->op) {
    case OP_NEG: *value = (long long)(0ull - (unsigned long long)a); break; /* wraps, as LLONG_MIN's does */
    case OP_PLUS: *value = a; break;
    case OP_BITNOT: *value = ~a; break;
    default: *value = !a; break;
    }
    if (n->type && type_is_integer(n->type)) *value = type_wrap(n->type, *value); /* -1u is UINT_MAX */
    return true;
  case ND_COND:
    if (!sema_const_int(n->cond, &c) || !sema_const_int(n->then, &a) || !sema_const_int(n->els, &b)) return false;
    *value = c ? a : b;
    return true;
  case ND_BINARY: {
    if (!sema_const_int(n->lhs, &a) || !sema_const_int(n->rhs, &b)) return false;
    if (n->op == OP_LOGAND || n->op == OP_LOGOR) {
      *value = n->op == OP_LOGAND ? a && b : a || b;
      return true;
    }
    /* the operands converted as C says (operands not typed yet: 64-bit signed arithmetic) */
    bool shift = n->op == OP_SHL || n->op == OP_SHR;
    Type *t = n->lhs->type && n->rhs->type
                  ? (shift ? type_promote(n->lhs->type) : type_usual_conversion(n->lhs->type, n->rhs->type))
                  : type_basic(TY_LLONG);
    if (!type_is_integer(t)) return false;
    if (n->lhs->type) a = type_wrap(t, a);
    if (n->rhs->type && !shift) b = type_wrap(t, b);
    /* what C leaves undefined (a shift past the width, the least value / -1) folds to the
     * wrapped value, as in gcc; only a division by zero has none */
    if (type_int_operation(n->op, t, a, b, value) == INT_NO_VALUE) return false;
    if (n->type) *value = type_wrap(n->type, *value);
    return true;
  }
  default:
    return false;
  }
}

/* ---- constants the parser leaves to types: _Alignof, offsetof, _Generic ----------------- */

/* n becomes the constant value, of type size_t, as sizeof's. */
static void become_size(Node *n, long long value) {
  n->deferred = DEFER_NONE;
  n->lhs = NULL;
  n->ival = value;
  n->text = intern_format("%lldul", value);
  n->type = type_basic(TY_ULONG);
}

/* _Alignof(T), and GNU's __alignof__ of an expression of arithmetic or struct type. */
void sema_fold_alignof(Sema *s, Node *n) {
  Type *t = n->cast_type;
  if (n->lhs) {
    sema_check_expr(s, n->lhs);
    t = n->lhs->type;
    if (t && (sema_is_struct_pointer(n->lhs) || (!type_is_arithmetic(t) && t->kind != TY_RECORD))) {
      diag_error(n->loc, "'%s' of an expression that is an array or a pointer is not supported; write "
                 "'_Alignof' of its type", n->name);
      t = NULL;
    }
  }
  if (t && (t->kind == TY_FUNC || (t->kind == TY_RECORD && !t->complete))) {
    diag_error(n->loc, "_Alignof of a type without a size");
    t = NULL;
  }
  become_size(n, t ? type_align(t) : 1);
}

/* offsetof(T, a.b[2].c): the designator's steps, from T outwards, each a member or a constant index. */
void sema_fold_offsetof(Sema *s, Node *n) {
  Type *t = n->cast_type;
  int nsteps = 0;
  for (Node *d = n->lhs; d; d = d->lhs) nsteps++;
  Node **steps = xcalloc((size_t)nsteps + 1, sizeof *steps);
  for (Node *d = n->lhs; d; d = d->lhs) steps[--nsteps] = d;
  long long offset = 0;
  bool ok = true;
  if (t->kind != TY_RECORD || !record_of(t)) {
    char *spelled = type_text(t);
    diag_error(n->loc, "offsetof of type '%s', which is no struct", spelled);
    free(spelled);
    ok = false;
  } else { /* its members' sizes folded first, as sizeof's */
    RecordLeaf *leaves = NULL;
    int count = 0;
    ok = record_leaves(t, n->loc, "the struct of offsetof", &leaves, &count);
    free(leaves);
  }
  for (Node **step = steps; ok && *step; step++) {
    Node *d = *step;
    if (d->kind == ND_MEMBER) {
      Member *m = t->kind == TY_RECORD ? t->members : NULL;
      while (m && (!m->name || strcmp(m->name, d->name) != 0)) m = m->next;
      if (!m) {
        char *spelled = type_text(t);
        diag_error(d->loc, "offsetof: no member named '%s' in '%s'", d->name, spelled);
        free(spelled);
        ok = false;
        break;
      }
      offset += type_member_offset(t, m);
      t = m->type;
      continue;
    }
    long long k;
    sema_check_expr(s, d->rhs);
    if (t->kind != TY_ARRAY) {
      diag_error(d->loc, "offsetof: subscripted member is not an array");
      ok = false;
    } else if (!sema_const_int(d->rhs, &k)) {
      diag_error(d->rhs->loc, "offsetof's index is not an integer constant; bulk code needs it known at "
                 "translation time");
      ok = false;
    } else {
      offset += k * type_size(t->base);
      t = t->base;
    }
  }
  free(steps);
  become_size(n, ok ? offset : 0);
}

/* Whether _Generic's association of type `want` takes a controlling expression of type t (after
 * C's lvalue conversion: an array is a pointer to its element, qualifiers dropped). */
static bool generic_matches(const Node *control, const Type *want) {
  const Type *t = control->type;
  if (!t || sema_is_invalid_access(control)) return false;
  if (want->is_const && want->kind != TY_POINTER) return false; /* no unqualified type is one */
  if (sema_is_struct_pointer(control) || t->kind == TY_ARRAY) {
    const Type *element = sema_is_struct_pointer(control) ? t : t->base;
    if (want->kind != TY_POINTER || want->base->is_const != element->is_const) return false;
    if (element->kind == TY_RECORD) return want->base->kind == TY_RECORD && record_same(want->base, element);
    return type_is_arithmetic(element) && want->base->kind == element->kind;
  }
  if (t->kind == TY_RECORD) return want->kind == TY_RECORD && record_same(want, t);
  return type_is_arithmetic(t) && want->kind == t->kind;
}

/* _Generic(control, T: e, default: d): n becomes the e whose T is the type of control, which is
 * not evaluated. */
void sema_choose_generic(Sema *s, Node *n) {
  sema_check_expr(s, n->lhs);
  Node *chosen = NULL, *fallback = NULL;
  for (Node *a = n->args; a; a = a->next) {
    if (!a->cast_type) fallback = a;
    else if (!chosen && generic_matches(n->lhs, a->cast_type)) chosen = a;
  }
  if (!chosen) chosen = fallback;
  if (!chosen) {
    if (!sema_is_invalid_access(n->lhs)) {
      Type *unqualified = n->lhs->type ? type_copy(n->lhs->type) : NULL;
      if (unqualified) unqualified->is_const = false; /* as C's lvalue conversion leaves it */
      char *spelled = unqualified ? type_text(unqualified) : NULL;
      diag_error(n->loc, "'_Generic' selector of type '%s' is not compatible with any association",
                 spelled ? spelled : "?");
      free(spelled);
    }
    become_size(n, 0);
    n->type = type_basic(TY_INT);
    return;
  }
  Node *next = n->next, *tail = n->list_tail;
  *n = *chosen->lhs;
  n->next = next;
  n->list_tail = tail;
  sema_check_expr(s, n);
}
