/* ast.c: allocation of nodes and types, interned strings, and facts about C's arithmetic types. */
#define _POSIX_C_SOURCE 200809L /* getrlimit */
#include "ast.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>

StackGuard stack_guard_start(void) {
  struct rlimit limit;
  size_t budget = (size_t)4 << 20;
  if (getrlimit(RLIMIT_STACK, &limit) == 0 && limit.rlim_cur != RLIM_INFINITY) budget = (size_t)limit.rlim_cur / 2;
  return (StackGuard){(unsigned long long)(size_t)__builtin_frame_address(0), budget};
}

bool stack_guard_exceeded(const StackGuard *guard) {
  unsigned long long here = (unsigned long long)(size_t)__builtin_frame_address(0);
  return (here < guard->base ? guard->base - here : here - guard->base) > guard->budget;
}

/* Interned strings compare by pointer; file names and identifiers use them. The table lives as
 * long as the process (an interned pointer stays valid), and doubles its buckets whenever it
 * holds more than two strings per bucket, so interning stays constant time. */
typedef struct InternEntry {
  const char *s;
  unsigned hash;
  struct InternEntry *next;
} InternEntry;
static InternEntry **intern_buckets;
static size_t intern_nbuckets, intern_count;

static void intern_grow(void) {
  size_t n = intern_nbuckets ? intern_nbuckets * 2 : 4096;
  InternEntry **b = xcalloc(n, sizeof *b);
  for (size_t i = 0; i < intern_nbuckets; i++)
    for (InternEntry *e = intern_buckets[i], *next; e; e = next) {
      next = e->next;
      e->next = b[e->hash & (n - 1)];
      b[e->hash & (n - 1)] = e;
    }
  free(intern_buckets);
  intern_buckets = b;
  intern_nbuckets = n;
}

const char *intern(const char *s) {
  unsigned h = 2166136261u;
  for (const char *c = s; *c; c++) h = (h ^ (unsigned char)*c) * 16777619u;
  if (intern_count >= 2 * intern_nbuckets) intern_grow();
  InternEntry **b = &intern_buckets[h & (intern_nbuckets - 1)];
  for (InternEntry *e = *b; e; e = e->next)
    if (e->hash == h && strcmp(e->s, s) == 0) return e->s;
  InternEntry *e = xcalloc(1, sizeof *e);
  e->s = xstrdup(s);
  e->hash = h;
  e->next = *b;
  *b = e;
  intern_count++;
  return e->s;
}

Node *ast_node(NodeKind kind, SrcLoc loc) {
  Node *n = xcalloc(1, sizeof *n);
  n->kind = kind;
  n->loc = loc;
  return n;
}

Node *ast_list_append(Node *list, Node *item) {
  if (!item) return list;
  if (!list) return item;
  /* the head remembers its last node, so that building a list of n items costs O(n) */
  Node *n = list->list_tail ? list->list_tail : list;
  while (n->next) n = n->next;
  n->next = item;
  while (n->next) n = n->next;
  list->list_tail = n;
  return list;
}

int ast_list_length(const Node *list) {
  int n = 0;
  for (; list; list = list->next) n++;
  return n;
}

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
long long type_size(const Type *t) {
  switch (t->kind) {
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
  case TY_RECORD: return t->record_kw;
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
