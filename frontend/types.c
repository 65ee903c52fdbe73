/* types.c: C's types, their conversions and fixed-width integer arithmetic (types.h). */
#include "ast.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

Type *type_new(TypeKind kind) {
  Type *t = xcalloc(1, sizeof *t);
  t->kind = kind;
  return t;
}

Type *type_copy(const Type *t) {
  Type *c = type_new(t->kind);
  *c = *t;
  return c;
}

Type *type_array_of(Type *base, Node *len_expr) {
  Type *t = type_new(TY_ARRAY);
  t->base = base;
  t->len_expr = len_expr;
  t->len = -1;
  return t;
}

Type *type_pointer_to(Type *base) {
  Type *t = type_new(TY_POINTER);
  t->base = base;
  return t;
}

Type *type_basic(TypeKind kind) { return type_new(kind); }

bool type_is_integer(const Type *t) { return t->kind >= TY_BOOL && t->kind <= TY_ULLONG; }
bool type_is_floating(const Type *t) { return t->kind >= TY_FLOAT && t->kind <= TY_LDOUBLE; }
bool type_is_arithmetic(const Type *t) { return type_is_integer(t) || type_is_floating(t); }
bool type_is_scalar_value(const Type *t) { return type_is_arithmetic(t); }

bool type_is_unsigned(const Type *t) {
  switch (t->kind) {
  case TY_BOOL: case TY_UCHAR: case TY_USHORT: case TY_UINT: case TY_ULONG: case TY_ULLONG:
    return true;
  default:
    return false;
  }
}

/* Sizes of the LP64 model that both gcc on x86-64 and nvcc's device side use. */
/* The alignment C's usual ABI gives: a scalar's size, an array's element's, a struct's largest. */
long long type_align(const Type *t) {
  if (t->kind == TY_ARRAY) return type_align(t->base);
  if (t->kind != TY_RECORD) return type_size(t) > 0 ? type_size(t) : 1;
  if (strcmp(t->record_kw, "enum") == 0) return 4;
  long long align = 1;
  for (const Member *m = t->members; m; m = m->next)
    if (type_align(m->type) > align) align = type_align(m->type);
  return align;
}

/* A struct's members one after the other, each at its alignment; a union's all at 0. */
static long long record_size(const Type *t) {
  if (strcmp(t->record_kw, "enum") == 0) return 4;
  long long size = 0, align = type_align(t);
  bool is_union = strcmp(t->record_kw, "union") == 0;
  for (const Member *m = t->members; m; m = m->next) {
    long long a = type_align(m->type), n = type_size(m->type);
    if (is_union) size = n > size ? n : size;
    else size = (size + a - 1) / a * a + n;
  }
  return (size + align - 1) / align * align;
}

long long type_member_offset(const Type *record, const Member *member) {
  if (strcmp(record->record_kw, "struct") != 0) return 0;
  long long at = 0;
  for (const Member *m = record->members; m; m = m->next) {
    long long a = type_align(m->type);
    at = (at + a - 1) / a * a;
    if (m == member) return at;
    at += type_size(m->type);
  }
  return at;
}

long long type_size(const Type *t) {
  switch (t->kind) {
  case TY_RECORD: return record_size(t);
  case TY_BOOL: case TY_CHAR: case TY_SCHAR: case TY_UCHAR: return 1;
  case TY_SHORT: case TY_USHORT: return 2;
  case TY_INT: case TY_UINT: case TY_FLOAT: return 4;
  case TY_LONG: case TY_ULONG: case TY_LLONG: case TY_ULLONG: case TY_DOUBLE: case TY_POINTER: return 8;
  case TY_LDOUBLE: return 16;
  case TY_ARRAY: return t->len < 0 ? 0 : t->len * type_size(t->base);
  default: return 0;
  }
}

/* Integer conversion rank, C11 6.3.1.1; floating types rank above all integers. */
int type_rank(const Type *t) {
  switch (t->kind) {
  case TY_BOOL: return 0;
  case TY_CHAR: case TY_SCHAR: case TY_UCHAR: return 1;
  case TY_SHORT: case TY_USHORT: return 2;
  case TY_INT: case TY_UINT: return 3;
  case TY_LONG: case TY_ULONG: return 4;
  case TY_LLONG: case TY_ULLONG: return 5;
  case TY_FLOAT: return 10;
  case TY_DOUBLE: return 11;
  case TY_LDOUBLE: return 12;
  default: return -1;
  }
}

Type *type_element(Type *t) {
  while (t->kind == TY_ARRAY) t = t->base;
  return t;
}

long long type_elements(const Type *t) {
  long long n = 1;
  for (; t->kind == TY_ARRAY; t = t->base) n *= t->len < 0 ? 0 : t->len;
  return n;
}

const char *type_c_name(const Type *t) {
  switch (t->kind) {
  case TY_VOID: return "void";
  case TY_BOOL: return "_Bool";
  case TY_CHAR: return "char";
  case TY_SCHAR: return "signed char";
  case TY_UCHAR: return "unsigned char";
  case TY_SHORT: return "short";
  case TY_USHORT: return "unsigned short";
  case TY_INT: return "int";
  case TY_UINT: return "unsigned int";
  case TY_LONG: return "long";
  case TY_ULONG: return "unsigned long";
  case TY_LLONG: return "long long";
  case TY_ULLONG: return "unsigned long long";
  case TY_FLOAT: return "float";
  case TY_DOUBLE: return "double";
  case TY_LDOUBLE: return "long double";
  case TY_POINTER: return "pointer";
  case TY_ARRAY: return "array";
  case TY_FUNC: return "function";
  case TY_RECORD: return t->tag ? intern_format("%s %s", t->record_kw, t->tag) : t->typedef_name ? t->typedef_name : t->record_kw;
  }
  return "?";
}

/* Every dimension is printed; a result longer than `size` ends in "..." rather than being
 * silently cut to a different type. */
void type_print(const Type *t, char *buf, size_t size) {
  if (!size) return;
  size_t ndims = 0;
  const Type *e = t;
  for (; e->kind == TY_ARRAY; e = e->base) ndims++;
  size_t cap = ndims * 24 + 1, used = 0;
  char *dims = xcalloc(cap, 1);
  for (const Type *a = t; a->kind == TY_ARRAY; a = a->base) {
    if (a->len < 0) used += (size_t)snprintf(dims + used, cap - used, "[]");
    else used += (size_t)snprintf(dims + used, cap - used, "[%lld]", a->len);
  }
  int n;
  if (e->kind == TY_POINTER)
    n = snprintf(buf, size, "%s%s *%s", e->base->is_const ? "const " : "", type_c_name(e->base), dims);
  else
    n = snprintf(buf, size, "%s%s%s%s", e->is_const ? "const " : "", type_c_name(e), dims[0] ? " " : "", dims);
  if (n >= 0 && (size_t)n >= size && size >= 4) memcpy(buf + size - 4, "...", 4);
  free(dims);
}

char *type_text(const Type *t) {
  size_t need = 64, cap = 0; /* the longest element type's name and qualifiers */
  for (const Type *e = t; e->kind == TY_ARRAY; e = e->base) need += 24;
  char *s = NULL;
  for (;; need = cap + 1) {
    s = grow_array(s, &cap, need, 1, "a type's text");
    type_print(t, s, cap);
    if (strlen(s) + 1 < cap) return s;
  }
}

/* ---- conversions -------------------------------------------------------------------------- */

Type *type_promote(Type *t) {
  if (type_is_integer(t) && type_rank(t) < type_rank(&(Type){.kind = TY_INT})) return type_basic(TY_INT);
  return t;
}

static TypeKind unsigned_of(TypeKind k) {
  switch (k) {
  case TY_INT: return TY_UINT;
  case TY_LONG: return TY_ULONG;
  case TY_LLONG: return TY_ULLONG;
  default: return k;
  }
}

Type *type_usual_conversion(Type *a, Type *b) {
  if (type_is_floating(a) || type_is_floating(b)) {
    if (!type_is_floating(a)) return b;
    if (!type_is_floating(b)) return a;
    return type_rank(a) >= type_rank(b) ? a : b;
  }
  a = type_promote(a);
  b = type_promote(b);
  if (a->kind == b->kind) return type_basic(a->kind);
  bool ua = type_is_unsigned(a), ub = type_is_unsigned(b);
  if (ua == ub) return type_basic(type_rank(a) >= type_rank(b) ? a->kind : b->kind);
  Type *u = ua ? a : b, *sg = ua ? b : a;
  if (type_rank(u) >= type_rank(sg)) return type_basic(u->kind);
  if (type_size(sg) > type_size(u)) return type_basic(sg->kind);
  return type_basic(unsigned_of(sg->kind));
}

long long type_wrap(const Type *t, long long v) {
  if (t->kind == TY_BOOL) return v != 0;
  switch (type_size(t)) {
  case 1: return type_is_unsigned(t) ? (long long)(unsigned char)v : (long long)(signed char)v;
  case 2: return type_is_unsigned(t) ? (long long)(unsigned short)v : (long long)(short)v;
  case 4: return type_is_unsigned(t) ? (long long)(unsigned)v : (long long)(int)v;
  default: return v;
  }
}

/* ---- fixed-width integer arithmetic --------------------------------------------------------- */

IntResult type_int_operation(Op op, const Type *t, long long a, long long b, long long *value) {
  bool u = type_is_unsigned(t);
  unsigned long long ua = (unsigned long long)a, ub = (unsigned long long)b;
  long long r = 0;
  IntResult result = INT_DEFINED;
  switch (op) {
  case OP_ADD: r = (long long)(ua + ub); break;
  case OP_SUB: r = (long long)(ua - ub); break;
  case OP_MUL: r = (long long)(ua * ub); break;
  case OP_DIV:
  case OP_MOD:
    if (b == 0) return INT_NO_VALUE;
    if (u) {
      r = (long long)(op == OP_DIV ? ua / ub : ua % ub);
    } else if (b == -1) { /* LLONG_MIN / -1 traps on the host: negate in unsigned arithmetic */
      r = op == OP_DIV ? (long long)(0ull - ua) : 0;
      if (a == type_wrap(t, (long long)(1ull << (type_size(t) * 8 - 1)))) result = INT_DIVISION_OVERFLOW; /* least */
    } else {
      r = op == OP_DIV ? a / b : a % b;
    }
    break;
  case OP_SHL:
  case OP_SHR:
    if (b < 0 || b >= type_size(t) * 8) result = INT_BAD_SHIFT;
    if (op == OP_SHL) r = (long long)(ua << (b & 63));
    else r = u ? (long long)(ua >> (b & 63)) : a >> (b & 63);
    break;
  case OP_AND: r = a & b; break;
  case OP_OR: r = a | b; break;
  case OP_XOR: r = a ^ b; break;
  case OP_LT: *value = u ? ua < ub : a < b; return INT_DEFINED;
  case OP_GT: *value = u ? ua > ub : a > b; return INT_DEFINED;
  case OP_LE: *value = u ? ua <= ub : a <= b; return INT_DEFINED;
  case OP_GE: *value = u ? ua >= ub : a >= b; return INT_DEFINED;
  case OP_EQ: *value = a == b; return INT_DEFINED;
  case OP_NE: *value = a != b; return INT_DEFINED;
  default: *value = 0; return INT_NO_VALUE;
  }
  *value = type_wrap(t, r);
  return result;
}

/* The values of an integer type, as far as a long long holds them (an unsigned long long past
 * LLONG_MAX is outside every range). */
void type_limits(const Type *t, long long *min, long long *max) {
  bool u = type_is_unsigned(t);
  if (t->kind == TY_BOOL) {
    *min = 0, *max = 1;
    return;
  }
  switch (type_size(t)) {
  case 1: *min = u ? 0 : SCHAR_MIN, *max = u ? UCHAR_MAX : SCHAR_MAX; return;
  case 2: *min = u ? 0 : SHRT_MIN, *max = u ? USHRT_MAX : SHRT_MAX; return;
  case 4: *min = u ? 0 : INT_MIN, *max = u ? (long long)UINT_MAX : INT_MAX; return;
  default: *min = u ? 0 : LLONG_MIN, *max = LLONG_MAX; return;
  }
}

