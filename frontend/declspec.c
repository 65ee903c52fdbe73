/* declspec.c: turns declaration specifiers and declarators into types; the typedef table. */
#include "diag.h"
#include "parse.h"
#include "parser.h"

#include <stdint.h>
#include <stdlib.h>

void declspec_add_keyword(ParseCtx *ctx, DeclSpec *ds, int token, SrcLoc loc) {
  (void)ctx;
  (void)loc;
  switch (token) {
  case TOK_TYPEDEF: ds->is_typedef = true; break;
  case TOK_STATIC: ds->is_static = true; break;
  case TOK_EXTERN: ds->is_extern = true; break;
  case TOK_INLINE: ds->is_inline = true; break;
  case TOK_CONST: ds->is_const = true; break;
  case TOK_VOID: ds->n_void++; break;
  case TOK_BOOL: ds->n_bool++; break;
  case TOK_CHAR: ds->n_char++; break;
  case TOK_SHORT: ds->n_short++; break;
  case TOK_INT: ds->n_int++; break;
  case TOK_LONG: ds->n_long++; break;
  case TOK_FLOAT: ds->n_float++; break;
  case TOK_DOUBLE: ds->n_double++; break;
  case TOK_SIGNED: ds->n_signed++; break;
  case TOK_UNSIGNED: ds->n_unsigned++; break;
  default: break; /* auto, register, volatile, restrict: no effect on the value computed */
  }
}

void declspec_add_named(ParseCtx *ctx, DeclSpec *ds, Type *named, SrcLoc loc) {
  if (ds->named) {
    diag_error(loc, "two data types in one declaration");
    ctx->errors++;
  }
  ds->named = named;
}

/* Combines the counted keywords into one type, as C11 6.7.2 lists the valid sets. */
static TypeKind keyword_type(const DeclSpec *ds, bool *ok) {
  int sign = ds->n_signed + ds->n_unsigned;
  int others = ds->n_void + ds->n_bool + ds->n_char + ds->n_short + ds->n_float + ds->n_double;
  *ok = sign <= 1 && ds->n_int <= 1 && ds->n_long <= 2;
  if (ds->n_void) { *ok = *ok && others == 1 && !sign && !ds->n_int && !ds->n_long; return TY_VOID; }
  if (ds->n_bool) { *ok = *ok && others == 1 && !sign && !ds->n_int && !ds->n_long; return TY_BOOL; }
  if (ds->n_float) { *ok = *ok && others == 1 && !sign && !ds->n_int && !ds->n_long; return TY_FLOAT; }
  if (ds->n_double) {
    *ok = *ok && others == 1 && !sign && !ds->n_int && ds->n_long <= 1;
    return ds->n_long ? TY_LDOUBLE : TY_DOUBLE;
  }
  if (ds->n_char) {
    *ok = *ok && others == 1 && !ds->n_int && !ds->n_long;
    return ds->n_unsigned ? TY_UCHAR : ds->n_signed ? TY_SCHAR : TY_CHAR;
  }
  if (ds->n_short) { *ok = *ok && others == 1 && !ds->n_long; return ds->n_unsigned ? TY_USHORT : TY_SHORT; }
  if (ds->n_long == 2) return ds->n_unsigned ? TY_ULLONG : TY_LLONG;
  if (ds->n_long == 1) return ds->n_unsigned ? TY_ULONG : TY_LONG;
  return ds->n_unsigned ? TY_UINT : TY_INT;
}

Type *declspec_finish(ParseCtx *ctx, DeclSpec *ds) {
  if (ds->type) return ds->type;
  int keywords = ds->n_void + ds->n_bool + ds->n_char + ds->n_short + ds->n_int + ds->n_long +
                 ds->n_float + ds->n_double + ds->n_signed + ds->n_unsigned;
  Type *t;
  if (ds->named) {
    if (keywords) {
      diag_error(ds->loc, "two or more data types in declaration specifiers");
      ctx->errors++;
    }
    t = type_copy(ds->named);
  } else {
    bool ok = true;
    if (!keywords) {
      diag_error(ds->loc, "type specifier missing: C11 requires one (implicit int is not accepted)");
      ctx->errors++;
    }
    t = type_basic(keyword_type(ds, &ok));
    if (!ok) {
      diag_error(ds->loc, "invalid combination of type specifiers");
      ctx->errors++;
    }
  }
  /* const on an array type qualifies its elements */
  if (ds->is_const) {
    Type *e = t;
    if (e->kind == TY_ARRAY) {
      t = type_copy(t);
      Type *prev = t;
      while (prev->base && prev->base->kind == TY_ARRAY) {
        prev->base = type_copy(prev->base);
        prev = prev->base;
      }
      prev->base = type_copy(prev->base);
      prev->base->is_const = true;
    } else {
      t->is_const = true;
    }
  }
  ds->type = t;
  return t;
}

/* Derivations are listed from the name outwards, so the type is built from the last one in
 * (without recursion: a declarator may have any number of them). */
static Type *apply_deriv(Type *inner, const Deriv *d) {
  switch (d->kind) {
  case DV_POINTER: {
    Type *t = type_pointer_to(inner);
    t->is_const = d->is_const;
    return t;
  }
  case DV_ARRAY:
    return type_array_of(inner, d->len);
  case DV_FUNC: {
    Type *t = type_new(TY_FUNC);
    t->base = inner;
    t->params = d->params;
    t->variadic = d->variadic;
    t->unprototyped = d->unprototyped;
    /* f(void) has no parameters */
    if (t->params && !t->params->next && !t->params->name && t->params->type->kind == TY_VOID)
      t->params = NULL;
    return t;
  }
  }
  return inner;
}

static Type *apply_derivs(Type *base, const Deriv *first) {
  size_t n = 0;
  for (const Deriv *d = first; d; d = d->next) n++;
  if (!n) return base;
  const Deriv **order = xcalloc(n, sizeof *order);
  size_t i = 0;
  for (const Deriv *d = first; d; d = d->next) order[i++] = d;
  Type *t = base;
  while (i > 0) t = apply_deriv(t, order[--i]);
  free(order);
  return t;
}

Type *declarator_type(Type *base, const Declarator *d) { return apply_derivs(base, d->derivs); }

Type *typedef_lookup(ParseCtx *ctx, const char *name) { return name_map_get(&ctx->typedefs, name); }

/* Whether a typedef names the type another did (C11 lets a typedef be repeated): the same
 * arithmetic type, record, or derivations of them; an array length written as an expression
 * other than a constant is taken as the same. */
static bool same_typedef_type(const Type *a, const Type *b) {
  if (a == b) return true;
  if (a->kind != b->kind || a->is_const != b->is_const) return false;
  switch (a->kind) {
  case TY_RECORD: return false; /* one record is one Type */
  case TY_POINTER: return same_typedef_type(a->base, b->base);
  case TY_ARRAY: {
    const Node *la = a->len_expr, *lb = b->len_expr;
    /* integer constants are read later: their values from their text (suffixes ignored) */
    bool lengths = !la || !lb || la->kind != ND_INT || lb->kind != ND_INT || !la->text || !lb->text ||
                   strtoull(la->text, NULL, 0) == strtoull(lb->text, NULL, 0);
    return lengths && (la == NULL) == (lb == NULL) && same_typedef_type(a->base, b->base);
  }
  case TY_FUNC: return same_typedef_type(a->base, b->base);
  default: return true;
  }
}

/* A repeated typedef must name the same type (the digested system headers' too). */
void typedef_define(ParseCtx *ctx, const char *name, Type *type, SrcLoc loc) {
  Type *earlier = typedef_lookup(ctx, name);
  if (earlier && !same_typedef_type(earlier, type)) {
    diag_error(loc, "conflicting types for typedef '%s': it was defined earlier as another type", name);
    ctx->errors++;
    return;
  }
  if (type->kind == TY_RECORD && !type->typedef_name) type->typedef_name = name; /* what the host API spells */
  name_map_put(&ctx->typedefs, name, type);
}

static size_t name_hash(const char *key, size_t cap) {
  size_t h = (size_t)(uintptr_t)key;
  h ^= h >> 17;
  h *= 0x9e3779b97f4a7c15ull;
  return (h ^ h >> 29) & (cap - 1);
}

void *name_map_get(const NameMap *m, const char *key) {
  if (!m->cap) return NULL;
  for (size_t i = name_hash(key, m->cap);; i = (i + 1) & (m->cap - 1)) {
    if (m->keys[i] == key) return m->values[i];
    if (!m->keys[i]) return NULL;
  }
}

void name_map_put(NameMap *m, const char *key, void *value) {
  if (2 * (m->count + 1) > m->cap) { /* at most half full */
    NameMap bigger = {xcalloc(m->cap ? 2 * m->cap : 64, sizeof(char *)), xcalloc(m->cap ? 2 * m->cap : 64, sizeof(void *)),
                      m->cap ? 2 * m->cap : 64, 0};
    for (size_t i = 0; i < m->cap; i++)
      if (m->keys[i]) name_map_put(&bigger, m->keys[i], m->values[i]);
    free(m->keys);
    free(m->values);
    *m = bigger;
  }
  size_t i = name_hash(key, m->cap);
  while (m->keys[i] && m->keys[i] != key) i = (i + 1) & (m->cap - 1);
  if (!m->keys[i]) m->count++;
  m->keys[i] = key;
  m->values[i] = value;
}
