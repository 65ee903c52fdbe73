/* sema.c: resolves names, gives every expression its C type and refuses what bulk code cannot do. */
#include "sema.h"
#include "memory_calls.h"
#include "build.h"
#include "records.h"
#include "several_arrays.h"
#include "views.h"

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "../frontend/diag.h"

/* ---- scopes ---------------------------------------------------------------------------- */

typedef struct Binding {
  const char *name;
  Symbol *sym;
  int depth;
  int hidden; /* the binding of the same name that this one hides, or -1 */
} Binding;

/* Maps an interned name or a function to a number (-1: none); open addressing, grows at half full. */
typedef struct PointerMap {
  const void **keys;
  int *values;
  size_t cap, count;
} PointerMap;

static size_t pointer_slot(const PointerMap *m, const void *key) {
  size_t h = (size_t)((uintptr_t)key >> 3) * (size_t)0x9E3779B97F4A7C15ull;
  size_t i = h & (m->cap - 1);
  while (m->keys[i] && m->keys[i] != key) i = (i + 1) & (m->cap - 1);
  return i;
}

static int map_get(const PointerMap *m, const void *key) {
  if (!m->cap) return -1;
  size_t i = pointer_slot(m, key);
  return m->keys[i] ? m->values[i] : -1;
}

static void map_put(PointerMap *m, const void *key, int value) {
  if (2 * (m->count + 1) > m->cap) {
    PointerMap bigger = {xcalloc(m->cap ? m->cap * 2 : 256, sizeof(void *)),
                         xcalloc(m->cap ? m->cap * 2 : 256, sizeof(int)), m->cap ? m->cap * 2 : 256, 0};
    for (size_t i = 0; i < m->cap; i++)
      if (m->keys[i]) map_put(&bigger, m->keys[i], m->values[i]);
    free(m->keys);
    free(m->values);
    *m = bigger;
  }
  size_t i = pointer_slot(m, key);
  if (!m->keys[i]) m->count++;
  m->keys[i] = key;
  m->values[i] = value;
}

static void map_free(PointerMap *m) {
  free(m->keys);
  free(m->values);
  *m = (PointerMap){0};
}

/* Room for one more item in one of the AST's arrays (locals, calls, tables), which keep no
 * capacity field. Grown only here, one item at a time, an array of count items has at least the
 * room of the smallest power of two at or above count: that is the room grow_array is told of. */
static void *grow_for_one_more(void *items, int count, size_t size, const char *what) {
  size_t cap = count > 0 ? 1 : 0;
  while (cap < (size_t)count) cap *= 2;
  return grow_array(items, &cap, (size_t)count + 1, size, what);
}

/* The labels of one switch, to find duplicates when it ends. */
typedef struct CaseLabel {
  long long value; /* converted to the controlling expression's promoted type */
  Node *label;
  int order;       /* position in the switch */
  Node *repeats;   /* the earlier label of the same value, once found */
} CaseLabel;

typedef struct CaseList {
  CaseLabel *items;
  int count;
  size_t cap;
  Node *default_label;
} CaseList;

/* An array passed to a helper, checked against the parameter once the helper's sizes are folded. */
typedef struct ArrayArgument {
  Node *arg;
  const Param *param;
  const char *callee;
} ArrayArgument;

typedef struct Sema {
  Program *prog;
  LibFunc *libfuncs;
  Binding *bindings;
  int nbindings;
  size_t cap;
  PointerMap newest;  /* name -> index of its innermost binding */
  int depth;
  Function *fn;       /* function being checked */
  Node *loop;         /* innermost loop, for continue */
  Node *breakable;    /* innermost loop or switch, for break */
  Node *switch_stmt;  /* innermost switch, for case */
  CaseList *cases;    /* its labels */
  Node *view_positions; /* declarations of variables the function holds from its start: the positions
                           of view reads, which array a pointer set to several points into */
  ArrayArgument *array_args; /* to check when every reached function is */
  int narray_args;
  size_t cap_array_args;
  int nesting;        /* expressions and statements being checked, one inside the other */
  int chained;        /* of those, left operands of binary or comma operators (a + b + c ...) */
  Node *truth_only;   /* the expression about to be checked is used only for whether it is zero */
  Node *for_init;     /* the declaration of a for's first clause, which no statement may follow */
  bool too_deep;      /* reported once */
  Symbol *copy_counter; /* the counter of the loops that copies become (memcpy, struct copies) */
  Node *declarations_ahead; /* the declarations after the one checked, of its statement: detached
                               while it is, and walked too where a pointer's arrays are found */
  struct NullCopy *null_copies; /* the functions' copies for calls giving NULL (null_arguments) */
  int nnull_copies;
} Sema;

static void bind(Sema *s, const char *name, Symbol *sym) {
  s->bindings = grow_array(s->bindings, &s->cap, (size_t)s->nbindings + 1, sizeof *s->bindings, "the names in scope");
  s->bindings[s->nbindings] = (Binding){name, sym, s->depth, map_get(&s->newest, name)};
  map_put(&s->newest, name, s->nbindings++);
}

static Symbol *lookup(Sema *s, const char *name) {
  int i = map_get(&s->newest, name);
  return i >= 0 ? s->bindings[i].sym : NULL;
}

static Symbol *lookup_here(Sema *s, const char *name) {
  int i = map_get(&s->newest, name);
  return i >= 0 && s->bindings[i].depth == s->depth ? s->bindings[i].sym : NULL;
}

static void enter(Sema *s) { s->depth++; }

static void leave(Sema *s) {
  while (s->nbindings > 0 && s->bindings[s->nbindings - 1].depth == s->depth) {
    Binding *b = &s->bindings[--s->nbindings];
    map_put(&s->newest, b->name, b->hidden);
  }
  s->depth--;
}

/* ---- types ----------------------------------------------------------------------------- */

/* A type's spelling for messages, as long as it needs to be (free it). `adjusted`: the pointer an
 * array parameter really is, as gcc spells it ('float *', 'const double (*)[5]'). */
static char *type_string(const Type *t, bool adjusted) {
  if (adjusted && t->kind == TY_ARRAY) {
    char *base = type_string(t->base, false);
    char *bracket = strchr(base, '[');
    size_t size = strlen(base) + 8;
    char *s = xcalloc(size, 1);
    if (bracket) snprintf(s, size, "%.*s(*)%s", (int)(bracket - base), base, bracket);
    else snprintf(s, size, "%s *", base);
    free(base);
    return s;
  }
  if (t->kind == TY_ARRAY) {
    /* dimensions spelled here, however many, with sizes not yet folded read from their expressions */
    const Type *e = t;
    int dims = 0;
    for (; e->kind == TY_ARRAY; e = e->base) dims++;
    char *elem = type_string(e, false);
    size_t size = strlen(elem) + 2 + (size_t)dims * 24, used = 0;
    char *s = xcalloc(size, 1);
    used += (size_t)snprintf(s, size, "%s ", elem);
    for (e = t; e->kind == TY_ARRAY; e = e->base) {
      long long len = e->len;
      if (len < 0 && e->len_expr && !sema_const_int(e->len_expr, &len)) len = -1;
      used += (size_t)(len < 0 ? snprintf(s + used, size - used, "[]") : snprintf(s + used, size - used, "[%lld]", len));
    }
    free(elem);
    return s;
  }
  return type_text(t);
}

/* Checks a declared type: only arithmetic types and arrays of them reach the GPU. */
static bool check_object_type(Sema *s, Type *t, SrcLoc loc, const char *what, const char *name) {
  (void)s;
  Type *e = t;
  while (e->kind == TY_ARRAY) e = e->base;
  if (e->kind == TY_RECORD) {
    diag_error(loc, "%s types are not supported in bulk code (%s '%s'); use arrays of arithmetic types",
               e->record_kw, what, name);
    return false;
  }
  if (e->kind == TY_POINTER && t->kind == TY_ARRAY) {
    diag_error(loc, "%s '%s' is an array of pointers: bulk code has pointers as variables of their own (each into "
               "one array, or one of several); pass the arrays themselves, or keep the rows in one array "
               "'T %s[K][N]'", what, name, name);
    return false;
  }
  if (e->kind == TY_POINTER) {
    diag_error(loc, "%s '%s' is a pointer; bulk code has no pointers: declare an array with a constant size, "
               "e.g. 'float %s[N]'", what, name, name);
    return false;
  }
  if (e->kind == TY_LDOUBLE) {
    diag_error(loc, "long double is not supported on the GPU (%s '%s'); use double", what, name);
    return false;
  }
  if (e->kind == TY_VOID) {
    diag_error(loc, "%s '%s' has type void", what, name);
    return false;
  }
  if (e->kind == TY_FUNC) {
    diag_error(loc, "%s '%s' has a function type", what, name);
    return false;
  }
  return true;
}

static void check_expr(Sema *s, Node *n);

/* Folds array sizes; `allow_unsized_first` for helper parameters such as `float a[][N]`. */
static bool check_array_size(Type *t, SrcLoc loc, const char *name);

static bool fold_array_sizes(Sema *s, Type *t, SrcLoc loc, const char *name, bool allow_unsized_first) {
  Type *whole = t;
  bool first = true;
  for (; t->kind == TY_ARRAY; t = t->base, first = false) {
    if (t->len_expr) check_expr(s, t->len_expr);
    if (!t->len_expr) {
      if (t->len >= 0) continue;
      if (first && allow_unsized_first) continue;
      diag_error(loc, "array '%s' needs a constant size in every dimension", name);
      if (first && t->base->kind == TY_ARRAY)
        diag_note(loc, "an entry's array of rows (a pointer to rows, 'T (*%s)[N]', or 'T %s[][N]') is one array per "
                  "instance: give the rows' count, as in 'T %s[ROWS][N]'", name, name, name);
      return false;
    }
    long long v;
    if (!sema_const_int(t->len_expr, &v)) {
      diag_error(t->len_expr->loc, "size of array '%s' is not a constant expression; "
                 "bulk code needs sizes known at translation time (use a #define or -D)", name);
      return false;
    }
    if (t->len_expr->type && type_is_unsigned(t->len_expr->type) && v < 0) {
      /* above LLONG_MAX: the value as written, unsigned */
      diag_error(t->len_expr->loc, "size of array '%s' is %llu, too large: one instance may hold at most 2^31 elements",
                 name, (unsigned long long)v);
      return false;
    }
    if (v <= 0) {
      diag_error(t->len_expr->loc, "size of array '%s' is %lld; it must be positive", name, v);
      return false;
    }
    t->len = v;
    t->len_expr = NULL;
  }
  return check_array_size(whole, loc, name);
}

/* One instance's array must stay addressable with 32-bit element counts. */
static bool check_array_size(Type *t, SrcLoc loc, const char *name) {
  long long n = 1;
  for (Type *a = t; a->kind == TY_ARRAY; a = a->base) {
    if (a->len > 0 && n > (1LL << 31) / a->len) {
      diag_error(loc, "array '%s' is too large: one instance may hold at most 2^31 elements", name);
      return false;
    }
    if (a->len > 0) n *= a->len;
  }
  return true;
}

/* ---- literals and constants ------------------------------------------------------------ */

static void type_int_literal(Node *n) {
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
static void type_char_literal(Node *n) {
  n->is_char_literal = true;
  n->type = type_basic(n->char_kind == CHAR_LIT_UTF16 ? TY_USHORT : n->char_kind == CHAR_LIT_UTF32 ? TY_UINT : TY_INT);
}

bool sema_const_int(Node *n, long long *value) {
  long long a, b, c;
  switch (n->kind) {
  case ND_INT:
    if (n->deferred || n->unsupported) return false; /* computed, or refused, when sema reaches it */
    if (!n->type) {
      if (n->text && n->text[0] != '\'' && n->text[1] != '\'') type_int_literal(n);
      else type_char_literal(n);
    }
    *value = n->ival;
    return true;
  case ND_SIZEOF:
    if (!n->type) return false; /* typed first by check_expr */
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

/* ---- expressions ----------------------------------------------------------------------- */

static bool is_array(const Node *n) { return n->type && n->type->kind == TY_ARRAY; }

/* A value is needed here: arrays may only be indexed, passed to functions or measured. */
static bool need_value(Node *n) {
  if (!n->type) return false;
  if (record_of(n->type) || (n->type->kind == TY_POINTER && record_of(n->type->base))) {
    diag_error(n->loc, "struct used as a value; bulk code reads and writes its members ('s.x'), and passes it "
               "to functions");
    n->type = type_basic(TY_INT);
    return false;
  }
  if (view_is_window(n)) {
    diag_error(n->loc, "pointer into an array used as a value; bulk code may only index it, dereference it or pass "
               "it to a function");
    n->type = type_basic(TY_INT);
    return false;
  }
  if (is_array(n)) {
    diag_error(n->loc, "array used as a value; bulk code may only index an array or pass it to a function");
    n->type = type_basic(TY_INT);
    return false;
  }
  if (n->type->kind == TY_VOID) {
    diag_error(n->loc, "void value used in an expression");
    n->type = type_basic(TY_INT);
    return false;
  }
  return true;
}

static bool is_invalid_access(const Node *n);

static void need_modifiable(Node *n, const char *action) {
  if (is_invalid_access(n)) return;
  if (n->kind == ND_COND && n->several_choice) { /* a store through a pointer set to several arrays */
    need_modifiable(n->then, action);
    need_modifiable(n->els, action);
    return;
  }
  if (n->kind != ND_VAR && n->kind != ND_INDEX) {
    diag_error(n->loc, "expression is not assignable (%s)", action);
    return;
  }
  if (n->kind == ND_VAR && n->sym && n->sym->pointer_member) {
    diag_error(n->loc, "pointer member '%s' is %s here, in a function given the struct: the function that holds "
               "the struct sets and moves its pointer members (a helper may set one only in a statement of its "
               "own at its start, to an array it is given: 'p->m = a;')", n->sym->name,
               strcmp(action, "assignment") == 0 ? "set" : "moved");
    n->type = type_basic(TY_INT); /* refused: no second error for it as an array */
    return;
  }
  if (is_array(n)) {
    diag_error(n->loc, "arrays cannot be assigned as a whole; assign their elements");
    return;
  }
  const Node *root = ast_index_root(n);
  if (n->type && n->type->is_const) {
    diag_error(n->loc, "%s of read-only %s'%s'", action,
               root->sym && root->sym->kind == SYM_TABLE ? "table " : "", root->name ? root->name : "");
  }
}

static const char *const io_functions[] = {
  "printf", "fprintf", "sprintf", "snprintf", "puts", "putchar", "fputs", "fputc", "putc", "scanf",
  "fscanf", "sscanf", "getchar", "fgets", "gets", "fopen", "fclose", "fread", "fwrite", "perror", NULL};
static const char *const alloc_functions[] = {"malloc", "calloc", "realloc", "free", "aligned_alloc", "alloca", NULL};

static bool in_list(const char *const *list, const char *name) {
  for (; *list; list++)
    if (strcmp(*list, name) == 0) return true;
  return false;
}

/* gcc builtins that <math.h> macros expand to (INFINITY, NAN, isnan, ...). */
typedef struct Builtin {
  const char *name;
  TypeKind result;
  int nargs;  /* -1: any arithmetic argument (type-generic) */
} Builtin;

static const Builtin builtins[] = {
  {"__builtin_inff", TY_FLOAT, 0},      {"__builtin_inf", TY_DOUBLE, 0},
  {"__builtin_huge_valf", TY_FLOAT, 0}, {"__builtin_huge_val", TY_DOUBLE, 0},
  {"__builtin_nanf", TY_FLOAT, 1},      {"__builtin_nan", TY_DOUBLE, 1},
  {"__builtin_isnan", TY_INT, -1},      {"__builtin_isinf", TY_INT, -1},
  {"__builtin_isinf_sign", TY_INT, -1}, {"__builtin_isfinite", TY_INT, -1},
  {"__builtin_signbit", TY_INT, -1},    {"__builtin_signbitf", TY_INT, -1},
  {NULL, TY_VOID, 0},
};

/* <math.h>'s classification macros that expand to builtins bulk code does not support, named as
 * the user wrote them. */
static const char *math_macro_of(const char *builtin) {
  static const char *const macros[] = {"fpclassify", "isnormal", "issubnormal", "iszero", "issignaling", "isgreater",
                                       "isgreaterequal", "isless", "islessequal", "islessgreater", "isunordered",
                                       "isinf", "isnan", "isfinite", "signbit", NULL};
  if (strncmp(builtin, "__builtin_", 10) != 0) return NULL;
  for (const char *const *m = macros; *m; m++)
    if (strcmp(builtin + 10, *m) == 0) return *m;
  return NULL;
}

static const Builtin *find_builtin(const char *name) {
  for (const Builtin *b = builtins; b->name; b++)
    if (strcmp(b->name, name) == 0) return b;
  return NULL;
}

static void check_builtin_call(Sema *s, Node *n, const Builtin *b) {
  int nargs = ast_list_length(n->args);
  int want = b->nargs < 0 ? 1 : b->nargs;
  if (nargs != want) diag_error(n->loc, "'%s' takes %d argument%s", b->name, want, want == 1 ? "" : "s");
  for (Node *a = n->args; a; a = a->next) {
    if (a->kind == ND_STRING) {
      a->type = type_basic(TY_VOID);
      continue;
    }
    check_expr(s, a);
    need_value(a);
  }
  n->name = b->name;
  n->type = type_basic(b->result);
  if (strncmp(b->name, "__builtin_signbit", 17) == 0 && s->truth_only != n)
    diag_warning_rule(n->loc, "signbit-value", "C specifies only that 'signbit' is nonzero for a negative value; which "
                      "nonzero value differs between compilers and between gcc's scalar and vectorised code (INT_MIN "
                      "or 1 for a float): compare it with 0 to get the same result on every target");
}

/* ---- a null pointer given to a function of the file ------------------------------------ */

enum { MAX_NESTING = 1000 }; /* levels of a tree: every later pass recurses over it too */
static bool is_null_pointer_constant(Node *n);

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

static Type *declared_copy(const Type *fn_type);
static Node *declaration_of(const char *name, Type *type, Node *init, SrcLoc loc);
static Symbol *new_symbol(Sema *s, const char *name, SymKind kind, Type *type, SrcLoc loc);
static void pointer_params_as_arrays(Type *fn_type);
static void split_record_params(Function *fn);

/* The parameter at position k of a function as declared, or NULL. */
static const Param *declared_param(const Function *f, int k) {
  const Param *p = f->declared_type ? f->declared_type->params : NULL;
  for (; p && k > 0; p = p->next) k--;
  return p;
}

/* Whether a call may give NULL for parameter p: a pointer to numbers or to bytes. */
static bool takes_null(const Param *p) {
  return p && p->name && p->type->kind == TY_POINTER &&
         (type_is_arithmetic(p->type->base) || p->type->base->kind == TY_VOID);
}

static AstStep find_assignment_to(const Node *n, void *data);
static Node *named(const char *name, SrcLoc loc);

static Function *null_copy_of(Sema *s, const Function *from, const char *positions, const bool *is_null) {
  for (int i = 0; i < s->nnull_copies; i++)
    if (s->null_copies[i].from == from && strcmp(s->null_copies[i].positions, positions) == 0)
      return s->null_copies[i].copy;
  Function *c = xcalloc(1, sizeof *c);
  const char *name = NULL;
  for (int k = 2;; k++) { /* a name no function of the program has */
    name = intern_format("%s_null%s", from->name, k == 2 ? "" : intern_format("%d", k));
    bool taken = lookup(s, name) != NULL;
    for (const Function *f = s->prog->functions; f && !taken; f = f->next) taken = strcmp(f->name, name) == 0;
    if (!taken) break;
  }
  c->name = name;
  c->loc = from->loc;
  c->is_static = true;
  c->specialised_from = from;
  c->declared_type = declared_copy(from->declared_type);
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
    ast_walk(from->unchecked_body, find_assignment_to, NULL, &assigned);
    if (!assigned) { /* `if (!text) text = zero;`: a pointer variable starting at the null array */
      const char *null_name = intern_format("bulk_null_%s", p->name);
      Node *decl = declaration_of(null_name, array, zero, p->loc);
      decl->args->declares_null = true;
      nulls = ast_list_append(nulls, decl);
      Type *pointer = type_pointer_to(element);
      nulls = ast_list_append(nulls, declaration_of(p->name, pointer, named(null_name, p->loc), p->loc));
      continue;
    }
    Node *decl = declaration_of(p->name, array, zero, p->loc);
    decl->args->declares_null = true;
    nulls = ast_list_append(nulls, decl);
  }
  c->type = declared_copy(c->declared_type);
  pointer_params_as_arrays(c->type);
  split_record_params(c);
  c->body = build_clone(from->unchecked_body);
  c->body->args = ast_list_append(nulls, c->body->args);
  Symbol *sym = new_symbol(s, name, SYM_FUNC, c->type, c->loc);
  sym->fn = c;
  c->sym = sym;
  Function **end = &s->prog->functions;
  while (*end) end = &(*end)->next;
  *end = c;
  s->null_copies = grow_for_one_more(s->null_copies, s->nnull_copies, sizeof *s->null_copies,
                                     "the copies of functions for null arguments");
  s->null_copies[s->nnull_copies++] = (NullCopy){from, positions, c};
  return c;
}

/* A call giving NULL for pointer parameters of f calls f's copy for them, without those
 * arguments; true where it does. */
static bool null_arguments(Sema *s, Node *call, const Function *f) {
  int count = 0, k = 0;
  for (Node *a = call->args; a; a = a->next, k++) count += takes_null(declared_param(f, k)) && is_null_pointer_constant(a);
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
    is_null[k] = takes_null(declared_param(f, k)) && is_null_pointer_constant(a);
    if (is_null[k]) positions = intern_format("%s%s%d", positions, *positions ? "," : "", k);
    else kept = ast_list_append(kept, a);
  }
  Function *c = null_copy_of(s, f, positions, is_null);
  free(is_null);
  call->args = kept;
  call->lhs->sym = c->sym;
  return true;
}

static bool is_invalid_access(const Node *n);

/* An array argument must have the parameter's element type and inner sizes. */
static void check_array_argument(Node *arg, const Param *p, const char *callee) {
  if (is_invalid_access(arg)) return; /* refused already */
  if (!is_array(arg)) {
    diag_error(arg->loc, "argument for array parameter '%s' of '%s' is not an array", p->name ? p->name : "", callee);
    const Type *t = arg->type;
    if (t && t->kind == TY_POINTER) t = t->base;
    if (t && t->kind == TY_RECORD) /* crypto_wipe(ctx, sizeof *ctx), not a statement of its own */
      diag_note(arg->loc, "a struct goes to a 'void *' parameter as its bytes where it is a whole variable and "
                "the call a statement of its own ('%s(&s, ...);', 'y = %s(&s, ...);', 'T y = %s(&s, ...);' or "
                "'return %s(&s, ...);'); otherwise each member is an array of its own in bulk code: pass '%s' "
                "the member arrays one by one", callee, callee, callee, callee, callee);
    return;
  }
  const Type *a = arg->type, *f = p->type;
  /* the outer length may differ from the parameter's, as C allows: the evaluation checks each
   * access against the extent of what is passed (a helper may use less than it declares); inner
   * lengths and the element type must be the same */
  bool first = true;
  for (; a->kind == TY_ARRAY && f->kind == TY_ARRAY; a = a->base, f = f->base, first = false) {
    if (!first && a->len != f->len) break;
  }
  if (a->kind != f->kind || a->kind == TY_ARRAY || f->kind == TY_ARRAY) {
    char *got = type_string(arg->type, false), *want = type_string(p->type, false);
    diag_error(arg->loc, "argument of type '%s' does not match parameter '%s' of type '%s'", got,
               p->name ? p->name : "", want);
    if (p->from_void_pointer && type_is_integer(a) && a->kind != TY_ARRAY)
      diag_note(arg->loc, "an array of other integers goes to a 'void *' parameter as its bytes where it is a "
                "whole array variable and the call a statement of its own ('%s(a, ...);', 'y = %s(a, ...);', "
                "'T y = %s(a, ...);' or 'return %s(a, ...);')", callee, callee, callee, callee);
    free(got);
    free(want);
    return;
  }
  if (a->is_const && !f->is_const)
    diag_error(arg->loc, "read-only array passed for parameter '%s' of '%s', which may write it", p->name ? p->name : "", callee);
}

/* A helper's parameter sizes are folded when the helper itself is checked, often after its callers. */
static void defer_array_argument(Sema *s, Node *arg, const Param *p, const char *callee) {
  s->array_args = grow_array(s->array_args, &s->cap_array_args, (size_t)s->narray_args + 1, sizeof *s->array_args,
                             "the arrays passed to helpers");
  s->array_args[s->narray_args++] = (ArrayArgument){arg, p, callee};
}

static void check_expr(Sema *s, Node *n);
static bool is_invalid_access(const Node *n);

/* The struct an argument for a struct parameter names, checked: `&s`, `&a[i]` or `p` for a
 * pointer, `s` for a value, `a` for an array of structs; NULL, with an error, for anything else. */
static Node *record_argument_object(Sema *s, Node *arg, const RecordParam *param, const char *callee) {
  check_expr(s, arg);
  if (!arg->type) return NULL;
  Type *want = record_of(param->type), *t = arg->type;
  Type *given = record_of(t->kind == TY_POINTER ? t->base : t);
  Node *object = arg;
  if (arg->kind == ND_ADDR && t->kind == TY_POINTER) object = arg->lhs, t = t->base;
  bool pointer = arg != object || (arg->kind == ND_VAR && arg->sym && arg->sym->record && arg->sym->record->by_pointer);
  /* &a[k] passes an array of structs from element k on, as a + k does */
  bool element_address = arg != object && object->kind == ND_INDEX && t->kind == TY_RECORD;
  bool shape = param->by_pointer ? (pointer && t->kind == TY_RECORD) || (!pointer && t->kind == TY_ARRAY) :
               param->type->kind == TY_ARRAY ? t->kind == TY_ARRAY || (element_address && param->type->base->kind == TY_RECORD) :
               !pointer && t->kind == TY_RECORD;
  if (!given || !record_same(given, want) || !shape) {
    if (!is_invalid_access(arg))
      diag_error(arg->loc, "argument for '%s' of '%s' is not %s '%s %s'", param->name, callee,
                 param->by_pointer ? "a pointer to a" : param->type->kind == TY_ARRAY ? "an array of" : "a",
                 want->record_kw, want->tag ? want->tag : "(unnamed)");
    return NULL;
  }
  return object;
}

/* Each argument for a struct parameter of the callee becomes its leaves' arrays (records.c), in
 * the callee's leaf order; they are checked here, and noted in `expanded`. */
static bool expand_record_arguments(Sema *s, Node *n, Function *callee, PointerMap *expanded) {
  Node *args = NULL, *next;
  int position = 0, group = 0;
  bool ok = true;
  for (Node *a = n->args; a; a = next, position++) {
    next = a->next;
    a->next = NULL;
    a->list_tail = NULL;
    const RecordParam *param = group < callee->nrecord_params ? &callee->record_params[group] : NULL;
    int first = position;
    for (int g = 0; g < group; g++) first += callee->record_params[g].count - 1;
    if (!param || param->first != first) {
      args = ast_list_append(args, a);
      continue;
    }
    group++;
    Node *object = record_argument_object(s, a, param, callee->name);
    RecordLeaf *leaves = NULL;
    int count = 0;
    if (!object || !record_leaves(record_of(param->type), param->loc, "a parameter", &leaves, &count)) {
      ok = false;
      free(leaves);
      continue;
    }
    for (int i = 0; i < count; i++) {
      Node *leaf = record_argument(object, leaves[i].path, !param->by_pointer && param->type->kind == TY_ARRAY, a->loc);
      if (!leaf) {
        diag_error(a->loc, "argument for '%s' reaches no struct of the function bulkcc can follow", param->name);
        ok = false;
        break;
      }
      map_put(expanded, leaf, 1);
      args = ast_list_append(args, leaf);
    }
    free(leaves);
  }
  n->args = args;
  return ok;
}

static void check_call(Sema *s, Node *n) {
  Node *callee = n->lhs;
  if (callee->kind != ND_VAR) {
    diag_error(n->loc, "only named functions can be called in bulk code");
    n->type = type_basic(TY_INT);
    return;
  }
  const char *name = callee->name;
  const Builtin *b = find_builtin(name);
  if (b) {
    check_builtin_call(s, n, b);
    return;
  }
  n->type = type_basic(TY_INT);
  if (in_list(alloc_functions, name)) {
    diag_error(n->loc, "dynamic memory ('%s') is not supported in bulk code; declare a fixed-size array "
               "in the function instead", name);
    return;
  }
  if (in_list(io_functions, name)) {
    diag_error(n->loc, "I/O ('%s') is not supported in bulk code; return results through arrays or the return value", name);
    return;
  }
  Symbol *sym = lookup(s, name);
  if ((!sym || sym->kind == SYM_LIBFUNC) && refuse_memory_compare(n->loc, name)) return;
  const char *macro = sym ? NULL : math_macro_of(name);
  if (macro) {
    diag_error(n->loc, "'%s' (which <math.h> expands to '%s') is not supported in bulk code", macro, name);
    return;
  }
  if (!sym && memory_call_name(name)) {
    diag_error(n->loc, "'%s' becomes a loop only as a statement of its own, over arrays; its value is not "
               "supported", name);
    return;
  }
  if (!sym) {
    diag_error(n->loc, "call to undeclared function '%s'%s", name,
               strcmp(name, "exit") == 0 || strcmp(name, "abort") == 0 ? "; bulk code cannot stop the program" :
               "; bulk code may call functions of this file and of <math.h>");
    return;
  }
  if (sym->kind != SYM_FUNC && sym->kind != SYM_LIBFUNC) {
    diag_error(n->loc, "'%s' is not a function", name);
    return;
  }
  callee->sym = sym;
  Type *ft = sym->type;
  n->type = ft->base;
  if (sym->kind == SYM_LIBFUNC) {
    if (sym->lib_has_pointer_param) {
      diag_error(n->loc, "'%s' takes a pointer argument, which bulk code does not support", name);
      return;
    }
    if (ft->base->kind == TY_LDOUBLE) {
      diag_error(n->loc, "'%s' works on long double, which is not supported on the GPU", name);
      return;
    }
  } else {
    if (!s->fn) {
      diag_error(n->loc, "a call to '%s' outside a function; C allows only constants in initializers at file scope",
                 name);
      return;
    }
    if (!sym->fn->body) {
      diag_error(n->loc, "function '%s' is declared but not defined in this file", name);
      return;
    }
    if (null_arguments(s, n, sym->fn)) {
      sym = callee->sym;
      ft = sym->type;
      n->type = ft->base;
    }
    s->fn->calls = grow_for_one_more(s->fn->calls, s->fn->ncalls, sizeof(Node *), "the calls of a function");
    s->fn->calls[s->fn->ncalls++] = n;
    sym->fn->called = true;
  }
  int nparams = 0;
  for (Param *p = ft->params; p; p = p->next) nparams++;
  if (sym->kind == SYM_FUNC) /* a struct parameter is one, whatever its leaves */
    for (int g = 0; g < sym->fn->nrecord_params; g++) nparams -= sym->fn->record_params[g].count - 1;
  int nargs = ast_list_length(n->args);
  if (nargs < nparams || (nargs > nparams && !ft->variadic)) {
    diag_error(n->loc, "'%s' takes %d argument%s but %d %s given", name, nparams, nparams == 1 ? "" : "s",
               nargs, nargs == 1 ? "is" : "are");
    return;
  }
  PointerMap expanded = {0};
  if (sym->kind == SYM_FUNC && sym->fn->nrecord_params && !expand_record_arguments(s, n, sym->fn, &expanded)) {
    map_free(&expanded);
    return;
  }
  Param *p = ft->params;
  for (Node *a = n->args; a; a = a->next, p = p ? p->next : NULL) {
    int errors_before = diag_error_count();
    if (map_get(&expanded, a) < 0) check_expr(s, a); /* a struct's leaves come checked */
    if (view_several_pointer(a))
      n->several_argument = true; /* the statement becomes a call for each array (several_arrays.c) */
    if (view_is_window(a) && a->view_bytes) {
      diag_error(a->loc, "a view of '%s' through another type cannot be passed to a function: pass '%s' (or a "
                 "pointer into it) and read the words there", view_base(a)->name, view_base(a)->name);
      continue;
    }
    if (p && p->type->kind == TY_ARRAY && diag_error_count() == errors_before) defer_array_argument(s, a, p, name);
    else need_value(a);
  }
  map_free(&expanded);
}

/* Every later pass recurses over the tree too: its depth is kept within MAX_NESTING. */
static bool enter_nested(Sema *s, Node *n) {
  if (++s->nesting <= MAX_NESTING) return true;
  /* a flat sum of many terms is a tree as deep as it is long: say which limit it met */
  if (!s->too_deep && s->chained * 2 > s->nesting)
    diag_error(n->loc, "expression chains at least %d operators (as in a + b + ... with %d terms), and each is "
               "a level of the expression's tree, which may be at most %d deep; compute it in parts",
               s->chained, s->chained + 1, MAX_NESTING);
  else if (!s->too_deep)
    diag_error(n->loc, "nested more than %d levels deep; split the expression or statement", MAX_NESTING);
  s->too_deep = true;
  return false;
}

static void check_expr_kind(Sema *s, Node *n);

static void check_expr(Sema *s, Node *n) {
  if (enter_nested(s, n)) check_expr_kind(s, n);
  else n->type = type_basic(TY_INT);
  s->nesting--;
}

/* Checks n, whose value is used only for whether it is zero (a condition, an operand of !, && or
 * ||, a comparison with 0, a conversion to _Bool, a discarded value). */
static bool fold_null_test(Sema *s, Node *n, Node *array, bool non_null);

/* Whether n names an array as written (`data`, `ctx->buf`), before check_expr rewrites it: what
 * a null test tests (an assignment `p += 4` also becomes a window, and is no test). */
static bool names_array(const Node *n) { return n->kind == ND_VAR || n->kind == ND_MEMBER; }

static void check_truth(Sema *s, Node *n) {
  s->truth_only = n;
  bool name = names_array(n);
  check_expr(s, n);
  if (name) fold_null_test(s, n, n, true); /* `if (data)`, and `!data` through it */
}

/* `0`, or `(void *)0` as <stddef.h>'s NULL spells it. */
static bool is_null_pointer_constant(Node *n) {
  while (n->kind == ND_CAST && n->cast_type && n->cast_type->kind == TY_POINTER && n->cast_type->base->kind == TY_VOID)
    n = n->lhs;
  long long v;
  return n->kind == ND_INT && !n->is_char_literal && sema_const_int(n, &v) && v == 0;
}

/* An array (or a pointer into one, or a struct pointer parameter `S *ctx`) tested against a null
 * pointer: NAME_bulk refuses NULL arrays and a helper is passed arrays and structs, so `!a`,
 * `a == NULL` and `a` as a condition have one answer: n becomes that constant, counted for
 * --report. */
static bool fold_null_test(Sema *s, Node *n, Node *array, bool non_null) {
  bool struct_pointer = array->kind == ND_VAR && array->sym && array->sym->record && array->sym->record->by_pointer;
  if (!array->type || (array->type->kind != TY_ARRAY && !struct_pointer)) return false;
  if (array->kind == ND_VAR && array->sym && array->sym->null_pointer) non_null = !non_null; /* it is NULL */
  Symbol *base = view_is_window(array) ? view_base(array) : NULL, *several = view_several_pointer(array);
  if (several) {
    /* a pointer that starts NULL and is set to an array later (`if (!text) text = zero;`): NULL
     * while its variable says the null array */
    for (int i = 0; i < several->view_nbases; i++)
      if (several->view_bases[i]->null_pointer) {
        Node *test = build_binary(non_null ? OP_NE : OP_EQ, build_var(several->view_which, n->loc),
                                  build_integer(i, n->loc));
        Node *next = n->next, *tail = n->list_tail;
        *n = *test;
        n->next = next;
        n->list_tail = tail;
        if (s->fn) s->fn->null_tests++;
        return true;
      }
  } else if (base && base->null_pointer) {
    non_null = !non_null;
  }
  SrcLoc loc = n->loc;
  Node *next = n->next, *tail = n->list_tail;
  *n = (Node){.kind = ND_INT, .loc = loc, .next = next, .list_tail = tail};
  n->ival = non_null;
  n->text = non_null ? "1" : "0";
  type_int_literal(n);
  if (s->fn) s->fn->null_tests++;
  return true;
}

static bool is_zero_constant(const Node *n) { return n->kind == ND_INT && n->ival == 0; }

/* An access sema already refused (typed int so that checking goes on): no further error. */
static bool is_invalid_access(const Node *n) {
  if (n->kind == ND_MEMBER && n->type && !record_of(n->type)) return true; /* a member access refused */
  if (n->kind == ND_BINARY || n->kind == ND_CAST || n->kind == ND_UNARY || n->kind == ND_ADDR || n->kind == ND_DEREF ||
      n->kind == ND_POSTINC || n->kind == ND_POSTDEC || n->kind == ND_PREINC || n->kind == ND_PREDEC)
    /* computed from one refused (`*w++` of a pointer refused at its declaration) */
    return is_invalid_access(n->lhs) || (n->rhs && is_invalid_access(n->rhs));
  const Node *root = ast_index_root(n);
  return root && root != n ? is_invalid_access(root) : root && root->kind == ND_VAR && root->sym && root->sym->invalid;
}

static Symbol *new_symbol(Sema *s, const char *name, SymKind kind, Type *type, SrcLoc loc);

/* The function's one counter of the loops that copies become: each declares it afresh, none
 * holds another, and one symbol for all keeps a function of N copies N statements, not N
 * variables more for every later pass to carry. */
static Symbol *copy_counter(Sema *s, SrcLoc loc) {
  if (!s->copy_counter || s->copy_counter->owner != s->fn)
    s->copy_counter = new_symbol(s, intern("bulk_k"), SYM_VAR, type_basic(TY_LLONG), loc);
  return s->copy_counter;
}

/* `((uint32_t *)bytes)[i] = v;` (or op=): the statement becomes the stores of v's bytes. */
static void check_view_store(Sema *s, Node *n) {
  Node *assign = n->lhs, *word = assign->lhs;
  Symbol *position = NULL;
  if (!ast_safe_to_evaluate(word->rhs)) {
    if (assign->op != OP_NONE) {
      diag_error(word->loc, "a word written through a view with an operator ('op=') is read there too: its "
                 "position must have no side effects and no division that may trap");
      n->lhs = assign->rhs; /* the store is refused: no second error for it where words are lowered */
      return;
    }
    position = new_symbol(s, intern("bulk_at"), SYM_VAR, type_basic(TY_LLONG), word->loc);
  }
  Node *value = assign->rhs;
  if (assign->op != OP_NONE) {
    Node *current = build_clone(word);
    view_lower_read(current, NULL);
    bool shift = assign->op == OP_SHL || assign->op == OP_SHR;
    value = build_binary(assign->op, current, value);
    if (shift) value->type = type_promote(current->type);
  }
  Symbol *temp = new_symbol(s, intern("bulk_word"), SYM_VAR, view_temp_type(word), word->loc);
  Node *block = view_store(word, value, temp, position);
  Node *next = n->next, *tail = n->list_tail;
  *n = *block;
  n->next = next;
  n->list_tail = tail;
}

/* A view's words still standing after the function is checked are reads: each becomes the
 * expression assembling it; one written anywhere but by an assignment statement is refused. */
static AstStep lower_view_reads(const Node *c, void *data) {
  Sema *s = data;
  Node *n = (Node *)c; /* the walk's own node, rewritten in place */
  if (n->kind == ND_ASSIGN && n->type && n->type->kind == TY_RECORD) {
    diag_error(n->loc, "a struct is copied only by an assignment that is a statement of its own");
    return AST_WALK_SKIP;
  }
  if (ast_is_assignment(n) && view_is_word(n->lhs)) {
    if (n->kind == ND_ASSIGN)
      diag_error(n->loc, "a word of a view through another type is written only by an assignment that is a "
                 "statement of its own");
    return AST_WALK_SKIP;
  }
  if (view_is_word(n)) {
    Symbol *position = NULL;
    if (!ast_safe_to_evaluate(n->rhs)) { /* `*w++`: the position once, into a variable of the function */
      position = new_symbol(s, intern("bulk_at"), SYM_VAR, type_basic(TY_LLONG), n->loc);
      /* set before each use: initialized only to read as such */
      s->view_positions = ast_list_append(s->view_positions, build_declaration(position, build_integer(0, n->loc), n->loc));
    }
    view_lower_read(n, position);
  }
  return AST_WALK_ON;
}

/* The struct object a node is when it is a lone one held by pointer (`p` of `S *p`). */
static bool is_struct_pointer(const Node *n) {
  return n->kind == ND_VAR && n->sym && n->sym->record && n->sym->record->by_pointer;
}

/* s.x, p->x, a[i].x, (*p).x: a leaf member becomes the access of its array (records.c); a member
 * that is a struct (or array of them) stays, for the member or index that follows. */
static void check_member(Sema *s, Node *n) {
  check_expr(s, n->lhs);
  Type *lt = n->lhs->type, *record = NULL;
  bool arrow = strcmp(n->text, "->") == 0;
  if (!lt || is_invalid_access(n->lhs)) {
    n->type = type_basic(TY_INT);
    return;
  }
  if (arrow) {
    if (is_struct_pointer(n->lhs)) record = lt;
    else if (lt->kind == TY_POINTER && lt->base->kind == TY_RECORD) record = lt->base;
    else if (lt->kind == TY_ARRAY && lt->base->kind == TY_RECORD) record = lt->base;
  } else if (lt->kind == TY_RECORD && !is_struct_pointer(n->lhs)) {
    record = lt;
  }
  if (!record) {
    char *t = type_text(lt);
    diag_error(n->loc, "'%s%s' on a value of type '%s', which is no %s", n->text, n->name, t,
               arrow ? "pointer to a struct" : "struct");
    free(t);
    n->type = type_basic(TY_INT);
    return;
  }
  Member *m = record->members;
  while (m && (!m->name || strcmp(m->name, n->name) != 0)) m = m->next;
  if (!m) {
    diag_error(n->loc, "no member named '%s' in '%s %s'", n->name, record->record_kw, record->tag ? record->tag : "(unnamed)");
    n->type = type_basic(TY_INT);
    return;
  }
  n->type = m->type;
  if (record_of(m->type)) return;
  if (record_member_is_opaque(m)) {
    char *t = type_text(m->type);
    diag_error(n->loc, "member '%s' is a '%s', which bulk code does not keep (a table of functions, say): a "
               "statement setting it to a table's or function's address is passed over, and no use of it is "
               "accepted", n->name, t);
    free(t);
    n->type = type_basic(TY_INT);
    return;
  }
  Node *access = record_access(n);
  if (!access) {
    diag_error(n->loc, "member access reaching no struct of the function that bulkcc can follow (structs "
               "returned by functions are not)");
    n->type = type_basic(TY_INT);
    return;
  }
  Node *next = n->next;
  *n = *access;
  n->next = next;
}

/* a = b, structs of one type: a statement of its own becomes the copies of their members
 * (lower_struct_copy); the assignment is typed as the struct, which no value may use. */
static void check_struct_assignment(Sema *s, Node *n) {
  check_expr(s, n->rhs);
  n->type = n->lhs->type;
  Type *t = n->rhs->type;
  if (!t || is_invalid_access(n->rhs) || is_invalid_access(n->lhs)) {
    n->type = type_basic(TY_INT); /* refused already: nothing to copy */
    return;
  }
  if (n->rhs->kind == ND_ASSIGN) {
    diag_error(n->rhs->loc, "a struct is copied only by an assignment that is a statement of its own");
    n->type = n->rhs->type = type_basic(TY_INT);
    return;
  }
  if (t->kind != TY_RECORD || is_struct_pointer(n->rhs) || !record_same(t, n->lhs->type)) {
    char *want = type_text(n->lhs->type), *got = type_text(is_struct_pointer(n->rhs) ? type_pointer_to(t) : t);
    diag_error(n->rhs->loc, "assigning '%s' to a struct of type '%s'", got, want);
    free(want);
    free(got);
  }
}

/* A chain of members, indices and dereferences whose indices may be computed again. */
static bool pure_chain(const Node *n) {
  for (; n->kind == ND_MEMBER || n->kind == ND_INDEX || n->kind == ND_DEREF || n->kind == ND_ADDR; n = n->lhs)
    if (n->kind == ND_INDEX && !ast_safe_to_evaluate(n->rhs)) return false;
  return n->kind == ND_VAR;
}

/* The statement n copying struct `from` into `to` (or zeroing `to`, from NULL): a block of one
 * loop per member. */
static void lower_struct_copy(Sema *s, Node *n, Node *to, Node *from, long long structs) {
  if (!pure_chain(to) || (from && !pure_chain(from))) {
    diag_error(n->loc, "a struct copied here is found through indices with side effects or that may trap, "
               "which each member's copy would compute again; compute them first");
    return;
  }
  RecordLeaf *leaves = NULL;
  int count = 0;
  Type *record = record_of(to->type->kind == TY_POINTER ? to->type->base : to->type);
  if (!record_leaves(record, n->loc, "the struct copied", &leaves, &count)) {
    free(leaves);
    return;
  }
  for (int i = 0; i < count; i++)
    if (leaves[i].pointer) {
      diag_error(n->loc, "a struct with pointer member '%s' is copied or zeroed here: bulk code copies and zeroes "
                 "structs of numbers; set its members one by one", leaves[i].path);
      free(leaves);
      return;
    }
  Node *block = build_node(ST_BLOCK, n->loc, NULL);
  for (int i = 0; i < count; i++) {
    Node *into = record_argument(to, leaves[i].path, false, n->loc);
    Node *out_of = from ? record_argument(from, leaves[i].path, false, n->loc) : NULL;
    if (!into || (from && !out_of)) {
      diag_error(n->loc, "a struct copied here reaches no struct of the function that bulkcc can follow");
      break;
    }
    Node *copy = build_node(ST_EXPR, n->loc, NULL);
    long long elements = type_elements(leaves[i].type) * structs;
    Symbol *counter = elements == 1 ? NULL : copy_counter(s, n->loc);
    if (!lower_member_copy(copy, into, out_of, elements, counter)) break;
    block->args = ast_list_append(block->args, copy);
  }
  free(leaves);
  Node *next = n->next, *tail = n->list_tail;
  *n = *block;
  n->next = next;
  n->list_tail = tail;
}

/* (void)memcpy(...): the call is lowered as if the cast were not there (it drops the value that
 * the call's statement drops anyway). Other casts to void stay, for the emitted code to say the
 * same ((void)x, where x alone would be an expression with no effect). */
static void drop_void_casts(Node **slot) {
  while ((*slot)->kind == ND_CAST && (*slot)->cast_type && (*slot)->cast_type->kind == TY_VOID) {
    Node *next = (*slot)->next, *tail = (*slot)->list_tail;
    *slot = (*slot)->lhs;
    (*slot)->next = next;
    (*slot)->list_tail = tail;
  }
}

/* A value computed and dropped: a moved pointer (p++, p += 4) leaves its offset's computation. */
static void check_discarded(Sema *s, Node **slot) {
  check_truth(s, *slot);
  if (view_variable_offset(*slot) || (view_is_window(*slot) && view_base(*slot))) *slot = view_offset(*slot);
}

static Node *which_from(const Symbol *p, const Symbol *from, SrcLoc loc);

/* p = q, p += k or p -= k, p a pointer variable: an assignment of p's offset, whose value is the
 * pointer p then is. */
static void check_pointer_assignment(Sema *s, Node *n) {
  Symbol *base = view_base(n->lhs); /* the pointer's (the first, of one set to several) */
  Symbol *pointer = view_variable_offset(n->lhs)->sym;
  Type *points_to = n->lhs->type->base;
  n->lhs = view_variable_offset(n->lhs);
  check_expr(s, n->rhs);
  Symbol *from = n->op == OP_NONE ? view_several_pointer(n->rhs) : NULL;
  if (from) { /* `a = b` of a swap: (which = b's choice, a = b's offset) */
    Node *which_value = which_from(pointer, from, n->rhs->loc);
    if (!which_value) return;
    n->rhs = view_offset(n->rhs);
    n->type = n->lhs->type;
    Node *assign = build_node(ND_ASSIGN, n->loc, n->type);
    *assign = *n;
    assign->next = NULL;
    assign->list_tail = NULL;
    Node *both = build_comma(build_assign(build_var(pointer->view_which, n->loc), which_value), assign);
    n->kind = ND_COMMA;
    n->lhs = both->lhs;
    n->rhs = both->rhs;
    view_wrap(n, pointer);
    return;
  }
  int which = -1; /* a pointer set to several arrays: which one */
  for (int i = 0; i < pointer->view_nbases && view_base(n->rhs); i++)
    if (pointer->view_bases[i] == view_base(n->rhs)) which = i, base = view_base(n->rhs);
  if (n->op == OP_NONE) {
    Node *offset = view_base(n->rhs) == base ? view_offset_in(n->rhs, points_to) : NULL;
    if (offset) {
      n->rhs = offset;
    } else if (view_base(n->rhs) == base) {
      diag_error(n->rhs->loc, "'%s' is set to a point of '%s' that is not a whole number of its elements from "
                 "the start, or not known to be (an offset in bytes that is no constant)", pointer->name, base->name);
      return;
    } else if (n->rhs->type && !is_invalid_access(n->rhs)) {
      diag_error(n->rhs->loc, "'%s' points into '%s', and may be set only to a pointer into '%s' (a whole array "
                 "of the function, not a row of one)", pointer->name, base->name, base->name);
      return;
    }
  } else if (n->op == OP_ADD || n->op == OP_SUB) {
    if (need_value(n->rhs) && !type_is_integer(n->rhs->type)) {
      diag_error(n->rhs->loc, "a pointer into an array moves by an integer");
      return;
    }
  } else {
    diag_error(n->loc, "pointer '%s' may be assigned, or moved with += and -=; no other operator applies",
               pointer->name);
    return;
  }
  n->type = n->lhs->type;
  if (which >= 0 && n->op == OP_NONE) { /* (which = i, p = k) */
    Node *assign = build_node(ND_ASSIGN, n->loc, n->type);
    *assign = *n;
    assign->next = NULL;
    assign->list_tail = NULL;
    Node *both = build_comma(build_assign(build_var(pointer->view_which, n->loc), build_integer(which, n->loc)), assign);
    n->kind = ND_COMMA;
    n->op = OP_NONE;
    n->lhs = both->lhs;
    n->rhs = both->rhs;
  }
  view_wrap(n, pointer);
}

/* a + k, k + a and a - k, where a is an array (or a pointer into one) and k an integer: the
 * window of a from element k on. True when n was one (and is now the window). */
static bool pointer_arithmetic(Node *n) {
  bool several = (n->lhs->sym && n->lhs->sym->view_nbases > 1) || (n->rhs->sym && n->rhs->sym->view_nbases > 1);
  if (!several && is_array(n->lhs) && is_array(n->rhs) && view_base(n->lhs) && view_base(n->lhs) == view_base(n->rhs) &&
      n->lhs->view_bytes == n->rhs->view_bytes && n->lhs->type->base->kind == n->rhs->type->base->kind &&
      (n->op == OP_SUB || n->op == OP_LT || n->op == OP_GT || n->op == OP_LE || n->op == OP_GE ||
       n->op == OP_EQ || n->op == OP_NE)) {
    /* end - p, p < end: pointers into one array compare and subtract as their offsets do */
    n->lhs = view_offset(n->lhs);
    n->rhs = view_offset(n->rhs);
    n->type = n->op == OP_SUB ? type_usual_conversion(n->lhs->type, n->rhs->type) : type_basic(TY_INT);
    return true;
  }
  if (n->op != OP_ADD && n->op != OP_SUB) return false;
  if (!n->lhs->type || !n->rhs->type || is_invalid_access(n->lhs) || is_invalid_access(n->rhs)) return false;
  if (is_array(n->lhs) && is_array(n->rhs)) return false;
  Node *array = is_array(n->lhs) ? n->lhs : n->op == OP_ADD && is_array(n->rhs) ? n->rhs : NULL;
  Node *offset = array == n->lhs ? n->rhs : n->lhs;
  if (!array || is_array(offset)) return false; /* arrays on both sides: refused as values */
  if (!type_is_integer(offset->type)) {
    char *type = type_text(offset->type);
    diag_error(offset->loc, "a pointer into an array moves by an integer, not by a value of type '%s'", type);
    free(type);
    n->type = type_basic(TY_INT);
    return true;
  }
  view_window(n, array, offset, n->op == OP_SUB);
  return true;
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
static void fold_alignof(Sema *s, Node *n) {
  Type *t = n->cast_type;
  if (n->lhs) {
    check_expr(s, n->lhs);
    t = n->lhs->type;
    if (t && (is_struct_pointer(n->lhs) || (!type_is_arithmetic(t) && t->kind != TY_RECORD))) {
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
static void fold_offsetof(Sema *s, Node *n) {
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
    check_expr(s, d->rhs);
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
  if (!t || is_invalid_access(control)) return false;
  if (want->is_const && want->kind != TY_POINTER) return false; /* no unqualified type is one */
  if (is_struct_pointer(control) || t->kind == TY_ARRAY) {
    const Type *element = is_struct_pointer(control) ? t : t->base;
    if (want->kind != TY_POINTER || want->base->is_const != element->is_const) return false;
    if (element->kind == TY_RECORD) return want->base->kind == TY_RECORD && record_same(want->base, element);
    return type_is_arithmetic(element) && want->base->kind == element->kind;
  }
  if (t->kind == TY_RECORD) return want->kind == TY_RECORD && record_same(want, t);
  return type_is_arithmetic(t) && want->kind == t->kind;
}

/* _Generic(control, T: e, default: d): n becomes the e whose T is the type of control, which is
 * not evaluated. */
static void choose_generic(Sema *s, Node *n) {
  check_expr(s, n->lhs);
  Node *chosen = NULL, *fallback = NULL;
  for (Node *a = n->args; a; a = a->next) {
    if (!a->cast_type) fallback = a;
    else if (!chosen && generic_matches(n->lhs, a->cast_type)) chosen = a;
  }
  if (!chosen) chosen = fallback;
  if (!chosen) {
    if (!is_invalid_access(n->lhs)) {
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
  check_expr(s, n);
}

static void check_expr_kind(Sema *s, Node *n) {
  switch (n->kind) {
  case ND_INT:
    if (n->unsupported) {
      diag_error(n->loc, "%s", n->unsupported);
      n->unsupported = NULL;
      n->lhs = n->args = NULL;
    }
    if (n->deferred == DEFER_ALIGNOF) fold_alignof(s, n);
    else if (n->deferred == DEFER_OFFSETOF) fold_offsetof(s, n);
    else if (n->deferred == DEFER_GENERIC) choose_generic(s, n);
    if (n->type) return;
    if (n->statement_expression)
      diag_error(n->loc, "a statement expression ('({ ... })', a GNU extension) is not supported in bulk code; "
                 "glibc's assert expands to one: translate with -DNDEBUG, or write the check as an if");
    if (n->text[0] == '\'' || n->text[1] == '\'') type_char_literal(n);
    else type_int_literal(n);
    return;
  case ND_FLOAT: {
    size_t len = strlen(n->text);
    char last = n->text[len - 1];
    bool hex = n->text[1] == 'x' || n->text[1] == 'X';
    if (last == 'f' || last == 'F') n->type = type_basic(TY_FLOAT);
    else if (last == 'l' || last == 'L') {
      diag_error(n->loc, "long double constant '%s' is not supported on the GPU", n->text);
      n->type = type_basic(TY_DOUBLE);
    } else n->type = type_basic(TY_DOUBLE);
    (void)hex;
    return;
  }
  case ND_STRING:
    diag_error(n->loc, "string literals are not supported in bulk code");
    n->type = type_basic(TY_INT);
    return;
  case ND_VAR: {
    Symbol *sym = lookup(s, n->name);
    if (!sym) {
      if (strcmp(n->name, "__func__") == 0 || strcmp(n->name, "__FUNCTION__") == 0 ||
          strcmp(n->name, "__PRETTY_FUNCTION__") == 0)
        diag_error(n->loc, "'%s' (the function's name, a string) is not supported in bulk code, which has no "
                   "strings", n->name);
      else
        diag_error(n->loc, "use of undeclared identifier '%s'", n->name);
      /* one error: this use, and each later one, is refused already */
      sym = xcalloc(1, sizeof *sym);
      sym->name = n->name;
      sym->kind = SYM_TABLE;
      sym->type = type_basic(TY_INT);
      sym->loc = n->loc;
      sym->invalid = true;
      bind(s, n->name, sym);
      n->sym = sym;
      n->type = sym->type;
      return;
    }
    if (sym->kind == SYM_FUNC || sym->kind == SYM_LIBFUNC) {
      diag_error(n->loc, "function '%s' used as a value; bulk code has no function pointers", n->name);
      n->type = type_basic(TY_INT);
      return;
    }
    if (sym->refused) {
      diag_error(n->loc, "use of '%s': the %s", n->name, sym->refused);
      diag_note(sym->loc, "'%s' is declared here", n->name);
      sym->refused = NULL; /* one cause, one error */
    }
    if (sym->is_enumerator) { /* RED is its value */
      n->kind = ND_INT;
      n->ival = sym->enum_value;
      n->text = intern_format("%lld", sym->enum_value);
      type_int_literal(n);
      return;
    }
    n->sym = sym;
    n->type = sym->record ? sym->record->type : sym->type;
    if (sym->view_of) view_of_variable(n, sym); /* p is the window in + (p's offset) */
    return;
  }
  case ND_INDEX:
    check_expr(s, n->lhs);
    check_expr(s, n->rhs);
    if (is_invalid_access(n->lhs)) {
      n->type = type_basic(TY_INT);
      return;
    }
    if (!is_array(n->lhs)) {
      if (is_array(n->rhs)) diag_error(n->loc, "write the array before the index: 'a[i]', not 'i[a]'");
      else diag_error(n->loc, "subscripted value is not an array");
      n->type = type_basic(TY_INT);
      return;
    }
    if (need_value(n->rhs) && !type_is_integer(n->rhs->type))
      diag_error(n->rhs->loc, "array index is not an integer");
    if (view_is_window(n->lhs)) { /* (a + k)[i] is a[k + i] */
      view_element(n, n->lhs, n->rhs);
      return;
    }
    n->type = n->lhs->type->base;
    if (n->lhs->type->is_const && !n->type->is_const) {
      n->type = type_copy(n->type);
      n->type->is_const = true;
    }
    return;
  case ND_CALL:
    check_call(s, n);
    return;
  case ND_MEMBER:
    check_member(s, n);
    return;
  case ND_ADDR:
    check_expr(s, n->lhs);
    if (n->lhs->type && n->lhs->type->kind == TY_RECORD && !is_struct_pointer(n->lhs)) {
      n->type = type_pointer_to(n->lhs->type); /* &s, &a[i]: passed to a function taking a pointer */
      return;
    }
    if (n->lhs->kind == ND_INDEX && n->lhs->type && is_array(n->lhs->lhs) && !is_invalid_access(n->lhs)) {
      view_window(n, n->lhs->lhs, n->lhs->rhs, false); /* &a[k] is a + k */
      return;
    }
    if (n->lhs->type && !is_invalid_access(n->lhs) && !(n->lhs->kind == ND_INDEX && !is_array(n->lhs->lhs))) {
      diag_error(n->loc, "taking an address ('&') is supported in bulk code only of an array element, as in "
                 "'&a[k]' (a pointer into the array); pass arrays to functions and return values instead");
      if (n->lhs->kind == ND_VAR && type_is_arithmetic(n->lhs->type))
        diag_note(n->loc, "a scalar's address may be passed to a function of the file in a call that is a statement "
                  "or an assignment's value ('f(&%s);', 'y = f(&%s);')", n->lhs->name, n->lhs->name);
    }
    n->type = type_basic(TY_INT);
    return;
  case ND_DEREF:
    check_expr(s, n->lhs);
    if (is_struct_pointer(n->lhs)) {
      n->type = n->lhs->type; /* (*p).x */
      return;
    }
    if (n->lhs->type && n->lhs->type->kind == TY_POINTER && record_of(n->lhs->type->base)) {
      n->type = n->lhs->type->base; /* (*&s).x */
      return;
    }
    if (is_array(n->lhs)) { /* *p is p[0] */
      view_element(n, n->lhs, NULL);
      return;
    }
    if (n->lhs->type && !is_invalid_access(n->lhs))
      diag_error(n->loc, "pointer dereference ('*') of a value that points into no array; bulk code dereferences "
                 "only arrays and pointers into them, as in '*(a + k)'");
    n->type = type_basic(TY_INT);
    return;
  case ND_UNARY:
    if (n->op == OP_NOT) check_truth(s, n->lhs);
    else check_expr(s, n->lhs);
    if (!need_value(n->lhs)) return;
    if (n->op == OP_NOT) {
      n->type = type_basic(TY_INT);
    } else {
      if (n->op == OP_BITNOT && !type_is_integer(n->lhs->type))
        diag_error(n->loc, "'~' needs an integer operand");
      n->type = type_promote(n->lhs->type);
    }
    return;
  case ND_PREINC: case ND_PREDEC: case ND_POSTINC: case ND_POSTDEC:
    check_expr(s, n->lhs);
    if (view_variable_offset(n->lhs)) { /* p++ moves p's offset */
      n->lhs = view_variable_offset(n->lhs);
      n->type = n->lhs->type;
      view_wrap(n, n->lhs->sym);
      return;
    }
    if (view_is_word(n->lhs)) {
      diag_error(n->loc, "a word of a view through another type is written only by an assignment that is a "
                 "statement of its own ('w[i] = w[i] + 1')");
      n->type = n->lhs->type;
      return;
    }
    need_modifiable(n->lhs, "increment or decrement");
    need_value(n->lhs);
    n->type = n->lhs->type;
    return;
  case ND_BINARY: {
    bool logical = n->op == OP_LOGAND || n->op == OP_LOGOR, equality = n->op == OP_EQ || n->op == OP_NE;
    Node *checked = NULL; /* an operand checked already */
    if (equality && (is_null_pointer_constant(n->rhs) || is_null_pointer_constant(n->lhs))) {
      Node *null = is_null_pointer_constant(n->rhs) ? n->rhs : n->lhs, *other = null == n->rhs ? n->lhs : n->rhs;
      check_truth(s, other); /* only its truth is used; an array (`c != NULL`) is 1 */
      checked = other;
      if (null->kind == ND_CAST) { /* (void *)0 against a number: the 0 it is */
        Node *zero = null;
        while (zero->kind == ND_CAST) zero = zero->lhs;
        *null = *zero;
      }
    }
    s->chained++;
    if (n->lhs == checked) ;
    else if (logical || (equality && is_zero_constant(n->rhs))) check_truth(s, n->lhs);
    else check_expr(s, n->lhs);
    s->chained--;
    if (n->rhs == checked) ;
    else if (logical || (equality && is_zero_constant(n->lhs))) check_truth(s, n->rhs);
    else check_expr(s, n->rhs);
    if (pointer_arithmetic(n)) return;
    bool lhs_ok = need_value(n->lhs), rhs_ok = need_value(n->rhs);
    if (!lhs_ok || !rhs_ok) {
      n->type = type_basic(TY_INT);
      return;
    }
    switch (n->op) {
    case OP_LT: case OP_GT: case OP_LE: case OP_GE: case OP_EQ: case OP_NE: case OP_LOGAND: case OP_LOGOR:
      n->type = type_basic(TY_INT);
      return;
    case OP_SHL: case OP_SHR:
      if (!type_is_integer(n->lhs->type) || !type_is_integer(n->rhs->type))
        diag_error(n->loc, "shift operands must be integers");
      n->type = type_promote(n->lhs->type);
      return;
    case OP_MOD: case OP_AND: case OP_OR: case OP_XOR:
      if (!type_is_integer(n->lhs->type) || !type_is_integer(n->rhs->type))
        diag_error(n->loc, "operands of this operator must be integers");
      /* fall through */
    default:
      n->type = type_usual_conversion(n->lhs->type, n->rhs->type);
      return;
    }
  }
  case ND_ASSIGN:
    check_expr(s, n->lhs);
    if (is_invalid_access(n->lhs)) { /* refused already: the value is checked, and nothing more said */
      check_expr(s, n->rhs);
      n->type = n->lhs->type;
      return;
    }
    if (n->op == OP_NONE && n->lhs->type && n->lhs->type->kind == TY_RECORD && record_of(n->lhs->type) &&
        !is_struct_pointer(n->lhs)) {
      check_struct_assignment(s, n);
      return;
    }
    if (view_variable_offset(n->lhs)) {
      check_pointer_assignment(s, n);
      return;
    }
    if (view_is_word(n->lhs)) { /* a statement of its own becomes the stores (check_view_store) */
      check_expr(s, n->rhs);
      need_modifiable(n->lhs, "assignment");
      if (need_value(n->rhs) && !type_is_arithmetic(n->rhs->type)) diag_error(n->rhs->loc, "a number is needed here");
      n->type = n->lhs->type;
      return;
    }
    if (n->op == OP_NONE && n->lhs->type && n->lhs->type->kind == TY_BOOL) check_truth(s, n->rhs);
    else check_expr(s, n->rhs);
    need_modifiable(n->lhs, "assignment");
    if (!(n->lhs->kind == ND_VAR && n->lhs->sym && n->lhs->sym->pointer_member)) /* refused whole, once */
      need_value(n->rhs);
    if (n->op == OP_MOD || n->op == OP_AND || n->op == OP_OR || n->op == OP_XOR || n->op == OP_SHL ||
        n->op == OP_SHR) {
      if (n->lhs->type && n->rhs->type && (!type_is_integer(n->lhs->type) || !type_is_integer(n->rhs->type)))
        diag_error(n->loc, "operands of this operator must be integers");
    }
    n->type = n->lhs->type;
    return;
  case ND_COND: {
    bool truth = s->truth_only == n; /* then the arms' values are used only for their truth too */
    check_truth(s, n->cond);
    if (truth) check_truth(s, n->then);
    else check_expr(s, n->then);
    if (truth) check_truth(s, n->els);
    else check_expr(s, n->els);
    need_value(n->cond);
    if (n->then->type && n->then->type->kind == TY_VOID && n->els->type && n->els->type->kind == TY_VOID) {
      n->type = n->then->type;
      return;
    }
    need_value(n->then);
    need_value(n->els);
    n->type = type_usual_conversion(n->then->type, n->els->type);
    return;
  }
  case ND_COMMA: {
    bool truth = s->truth_only == n;
    s->chained++;
    check_discarded(s, &n->lhs);
    s->chained--;
    if (truth) check_truth(s, n->rhs);
    else check_expr(s, n->rhs);
    n->type = n->rhs->type;
    return;
  }
  case ND_CAST:
    if (n->cast_type->kind == TY_VOID) check_discarded(s, &n->lhs);
    else if (n->cast_type->kind == TY_BOOL) check_truth(s, n->lhs);
    else check_expr(s, n->lhs);
    if (n->cast_type->kind == TY_VOID) {
      n->type = n->cast_type;
      return;
    }
    if (n->cast_type->kind == TY_POINTER) {
      if (is_array(n->lhs) && view_cast(n, n->lhs, n->cast_type->base)) return;
      long long zero;
      if (n->lhs->kind == ND_INT && sema_const_int(n->lhs, &zero) && zero == 0) { /* NULL */
        diag_error(n->loc, "a null pointer ('NULL') points into no array: bulk code passes and reads arrays only "
                   "(a function's test of a null argument is not specialised for it); pass an array, or leave "
                   "the call out");
        n->type = type_basic(TY_INT); /* refused: no second error where it is passed */
        return;
      }
      if (n->lhs->type && !is_invalid_access(n->lhs))
        diag_error(n->loc, "a cast to a pointer type is supported only as a view of a whole one-dimensional array "
                   "of integers through another integer type, as in '(const uint32_t *)bytes'");
      n->type = type_array_of(n->cast_type->base, NULL); /* indexed or dereferenced, it says nothing more */
      return;
    }
    need_value(n->lhs);
    if (!type_is_arithmetic(n->cast_type)) {
      diag_error(n->loc, "casts are only supported to arithmetic types");
      n->type = type_basic(TY_INT);
      return;
    }
    if (n->cast_type->kind == TY_LDOUBLE) diag_error(n->loc, "long double is not supported on the GPU");
    n->type = n->cast_type;
    return;
  case ND_SIZEOF: {
    Type *t = n->cast_type;
    /* sizeof gives what C's type of the operand gives, taken before the operand is lowered: a
     * parameter declared as an array (of numbers or structs) is a pointer in C, and so is a
     * pointer into an array (p = in + 2, in + 1, &in[1], a parameter moved), which bulk code
     * holds as a window; a struct's member array (s->a) is the array */
    Symbol *named = n->lhs && n->lhs->kind == ND_VAR ? lookup(s, n->lhs->name) : NULL;
    if (named && named->view_of && strcmp(named->view_of->name, named->name) == 0)
      named = named->view_of; /* a parameter the body moves (in += 2): its offset stands for it */
    bool array_parameter = named && (named->record ? named->record->parameter && named->record->type->kind == TY_ARRAY
                                                   : named->kind == SYM_PARAM && named->type->kind == TY_ARRAY);
    if (n->lhs) {
      check_expr(s, n->lhs);
      bool pointer = is_struct_pointer(n->lhs) || view_is_window(n->lhs) || array_parameter;
      t = pointer ? type_pointer_to(n->lhs->type) : n->lhs->type;
    } else if (t->kind == TY_ARRAY) {
      fold_array_sizes(s, t, n->loc, "in sizeof", false);
    }
    if (t && record_of(t) && t->kind != TY_POINTER) { /* its members' sizes folded first */
      RecordLeaf *leaves = NULL;
      int count = 0;
      bool ok = record_leaves(record_of(t), n->loc, "the struct measured", &leaves, &count);
      free(leaves);
      if (!ok) t = NULL;
    }
    n->ival = t ? type_size(t) : 0;
    if (array_parameter) {
      /* C adjusts an array parameter to a pointer (6.7.6.3): its size is a pointer's, 8 bytes on
       * every target, whatever the declared length */
      Type *declared = named->record ? named->record->type : named->type;
      if (declared->len > 0) { /* as gcc, for an array declarator with a length */
        char *pointer = type_string(declared, true);
        diag_warning_rule(n->lhs->loc, "sizeof-array-argument", "'sizeof' on array function parameter '%s' will "
                          "return size of '%s'", named->name, pointer);
        diag_note(named->loc, "declared here");
        free(pointer);
      }
      n->ival = 8;
    }
    if (t && (t->kind == TY_VOID || t->kind == TY_FUNC || (t->kind == TY_RECORD && !t->complete)))
      diag_error(n->loc, "sizeof of a type without a size");
    n->type = type_basic(TY_ULONG);
    return;
  }
  case ND_INIT_LIST:
    diag_error(n->loc, "a brace list is only allowed to initialize an array");
    n->type = type_basic(TY_INT);
    return;
  default:
    diag_error(n->loc, "internal error: unexpected node in an expression");
    n->type = type_basic(TY_INT);
    return;
  }
}

/* ---- declarations ---------------------------------------------------------------------- */

static Symbol *new_symbol(Sema *s, const char *name, SymKind kind, Type *type, SrcLoc loc) {
  Symbol *sym = xcalloc(1, sizeof *sym);
  sym->name = name;
  sym->kind = kind;
  sym->type = type;
  sym->loc = loc;
  if (s->fn && (kind == SYM_VAR || kind == SYM_PARAM)) {
    Function *fn = s->fn;
    sym->owner = fn;
    sym->index = fn->nlocals;
    fn->locals = grow_for_one_more(fn->locals, fn->nlocals, sizeof(Symbol *), "the variables of a function");
    fn->locals[fn->nlocals++] = sym;
    if (kind == SYM_VAR && type->kind == TY_ARRAY) {
      fn->arrays = grow_for_one_more(fn->arrays, fn->narrays, sizeof(Symbol *), "the arrays of a function");
      fn->arrays[fn->narrays++] = sym;
    }
  }
  return sym;
}

static void add_table(Sema *s, Symbol *sym) {
  Program *p = s->prog;
  p->tables = grow_for_one_more(p->tables, p->ntables, sizeof(Symbol *), "the constant tables");
  p->tables[p->ntables++] = sym;
}

/* ---- declarations of one function: compatible types (C11 6.2.7, 6.7.6.3) ------------------ */

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
  char *ret = type_string(t->base, false);
  size_t size = strlen(ret) + 16, used = 0, count = 0;
  for (const Param *p = t->params; p; p = p->next) count++, size += 2;
  char **spelled = xcalloc(count + 1, sizeof *spelled);
  count = 0;
  for (const Param *p = t->params; p; p = p->next, count++) {
    spelled[count] = type_string(p->type, true);
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
static void check_redeclaration(Symbol *old, Node *d) {
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

/* Stops at what makes an initializer not constant. */
static AstStep find_non_constant(const Node *n, void *data) {
  switch (n->kind) {
  case ND_INT: case ND_FLOAT: case ND_SIZEOF: case ND_STRING:
    return AST_WALK_SKIP; /* constant whatever sizeof measures */
  case ND_VAR: case ND_INDEX:
    return AST_WALK_STOP;
  case ND_CALL: {
    /* <math.h>'s INFINITY, NAN and HUGE_VAL expand to calls of constant builtins */
    const Builtin *b = n->lhs->kind == ND_VAR ? find_builtin(n->lhs->name) : NULL;
    if (!b || b->result == TY_INT) return AST_WALK_STOP;
    for (const Node *arg = n->args; arg; arg = arg->next)
      if (arg->kind != ND_STRING) return AST_WALK_STOP;
    return AST_WALK_SKIP;
  }
  case ND_INIT_LIST:
    /* braces around a scalar's value, refused by check_expr: their first item alone is looked at */
    return n->args && !ast_walk(n->args, find_non_constant, NULL, data) ? AST_WALK_STOP : AST_WALK_SKIP;
  default:
    return ast_is_assignment(n) ? AST_WALK_STOP : AST_WALK_ON;
  }
}

static bool is_constant_initializer(const Node *n) { return ast_walk(n, find_non_constant, NULL, NULL); }

static bool is_char_type(const Type *t) { return t->kind == TY_CHAR || t->kind == TY_SCHAR || t->kind == TY_UCHAR; }

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
static Node *take_item(Node **cursor) {
  Node *item = *cursor;
  *cursor = item->next;
  item->next = NULL;
  item->list_tail = NULL;
  return item;
}

/* Whether item initializes a whole row of type row itself: a brace list, or a string for a row of
 * chars. */
static bool initializes_row(const Node *item, const Type *row) {
  return item->kind == ND_INIT_LIST || (item->kind == ND_STRING && row->kind == TY_ARRAY && is_char_type(row->base));
}

/* A row of type row from the items at *cursor whose braces C lets the file leave out
 * (`{1, 2, 3, 4}` for [2][2], C11 6.7.9p20): as many as it holds, its own rows likewise. */
static Node *take_row(Node **cursor, Type *row, SrcLoc loc) {
  Node *list = ast_node(ND_INIT_LIST, loc);
  for (long long k = 0; (row->len < 0 || k < row->len) && *cursor; k++) {
    bool inner = row->base->kind == TY_ARRAY && !initializes_row(*cursor, row->base);
    list->args = ast_list_append(list->args, inner ? take_row(cursor, row->base, (*cursor)->loc) : take_item(cursor));
  }
  return list;
}

/* An array of rows initialized with some braces left out: each row given its own. */
static void restore_row_braces(Node *init, Type *t) {
  bool elided = false;
  for (Node *item = init->args; item; item = item->next) elided = elided || !initializes_row(item, t->base);
  if (!elided) return;
  Node *cursor = init->args, *rows = NULL;
  while (cursor)
    rows = ast_list_append(rows, initializes_row(cursor, t->base) ? take_item(&cursor)
                                                                  : take_row(&cursor, t->base, cursor->loc));
  init->args = rows;
}

/* Checks an initializer against the declared type; infers an unsized first dimension. */
static void check_initializer(Sema *s, Node *init, Type *t, bool constant, const char *name) {
  if (t->kind == TY_ARRAY && init->kind == ND_STRING && is_char_type(t->base) && !string_initializer(init, t, name))
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
          (item->kind == ND_STRING && t->base->kind == TY_ARRAY && is_char_type(t->base->base))) {
        check_initializer(s, item, t->base, constant, name);
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
  if (t->kind == TY_BOOL) check_truth(s, value);
  else check_expr(s, value);
  need_value(value);
  if (constant && diag_error_count() == errors_before && !is_constant_initializer(value))
    diag_error(value->loc, "initializer of table '%s' is not a constant", name);
}

/* `const uint8_t *p = in + 4;`: a pointer variable of the function points into one whole array
 * all its life; it becomes an integer variable, its offset into that array (Symbol.view_of). */
typedef struct PointerTargets {
  Sema *s;
  const char *name;   /* the pointer variable's */
  Symbol **arrays;    /* the arrays assignments `name = a + k` name, each once */
  int count;
  size_t cap;
  const char **followed; /* the pointers whose arrays are the name's too (`name = q`), each once */
  int nfollowed;
  size_t cap_followed;
} PointerTargets;

/* The array named at the root of a pointer expression (`a`, `a + k`, `&a[k]`), or NULL. */
static const char *member_chain_name(const Node *n);

static const char *pointer_root_name(const Node *n) {
  while (n && (n->kind == ND_ADDR || n->kind == ND_INDEX || n->kind == ND_CAST ||
               (n->kind == ND_BINARY && (n->op == OP_ADD || n->op == OP_SUB))))
    n = n->kind == ND_BINARY && n->lhs->kind == ND_INT ? n->rhs : n->lhs;
  return n ? member_chain_name(n) : NULL; /* a variable, or a struct's pointer member (`s.p`) */
}

static void add_target_array(PointerTargets *t, Symbol *array) {
  if (!array || array->kind == SYM_FUNC || array->kind == SYM_LIBFUNC || array->type->kind != TY_ARRAY ||
      array->type->base->kind == TY_ARRAY) /* a row of one is refused where it is assigned */
    return;
  for (int i = 0; i < t->count; i++)
    if (t->arrays[i] == array) return;
  t->arrays = grow_array(t->arrays, &t->cap, (size_t)t->count + 1, sizeof *t->arrays, "the arrays a pointer points into");
  t->arrays[t->count++] = array;
}

static AstStep find_pointer_targets(const Node *n, void *data);

/* Every assignment to t->name in the function, and its declaration. */
static void walk_for_pointer_targets(PointerTargets *t) {
  if (t->s->fn && t->s->fn->body) ast_walk_list(t->s->fn->body->args, find_pointer_targets, NULL, t);
  ast_walk_list(t->s->declarations_ahead, find_pointer_targets, NULL, t);
}

static void add_pointer_target(PointerTargets *t, const Node *value) {
  if (value->kind == ND_COND) { /* p = k ? b : a: either */
    add_pointer_target(t, value->then);
    add_pointer_target(t, value->els);
    return;
  }
  const char *root = pointer_root_name(value);
  Symbol *named_array = root ? lookup(t->s, root) : NULL;
  if (named_array && named_array->view_nbases > 1) /* a pointer set to several: any of them */
    for (int i = 0; i < named_array->view_nbases; i++) add_target_array(t, named_array->view_bases[i]);
  else if (named_array && named_array->view_of)
    add_target_array(t, named_array->view_of);
  else
    add_target_array(t, named_array);
  if (!root || strcmp(root, t->name) == 0) return;
  /* `p = q` of a pointer q (a parameter, or `t` of a swap `t = a; a = b; b = t;`): the arrays q is
   * set to anywhere are p's too, found by name (one more array than p needs costs a choice) */
  for (int i = 0; i < t->nfollowed; i++)
    if (strcmp(t->followed[i], root) == 0) return;
  t->followed = grow_array(t->followed, &t->cap_followed, (size_t)t->nfollowed + 1, sizeof *t->followed,
                           "the pointers a pointer is set from");
  t->followed[t->nfollowed++] = root;
  const char *name = t->name;
  t->name = root;
  walk_for_pointer_targets(t);
  t->name = name;
}

/* "s.a.b" of a member chain `s.a.b` of a variable, as a pointer member's variable is named; NULL
 * for anything else. */
static const char *member_chain_name(const Node *n) {
  if (n->kind == ND_VAR) return n->name;
  if (n->kind != ND_MEMBER || !n->lhs || strcmp(n->text, ".") != 0) return NULL;
  const char *object = member_chain_name(n->lhs);
  return object ? intern_format("%s.%s", object, n->name) : NULL;
}

static const Node *call_argument(const Node *call, int k) {
  const Node *a = call->args;
  for (; a && k > 0; a = a->next) k--;
  return a;
}

static AstStep find_pointer_targets(const Node *n, void *data) {
  PointerTargets *t = data;
  if (n->kind == ND_CALL && n->lhs && n->lhs->kind == ND_VAR && !n->bindings_applied) {
    /* init(&s, ..., state): the callee sets s's member to the array it is given */
    const Symbol *f = lookup(t->s, n->lhs->name);
    for (int i = 0; f && f->kind == SYM_FUNC && f->fn && i < f->fn->nmember_bindings; i++) {
      const MemberBinding *b = &f->fn->member_bindings[i];
      const Node *object = call_argument(n, b->object), *array = call_argument(n, b->array);
      const char *name = object && object->kind == ND_ADDR ? member_chain_name(object->lhs) : NULL;
      if (name && array && strcmp(intern_format("%s.%s", name, b->member), t->name) == 0) add_pointer_target(t, array);
    }
  }
  const char *assigned = n->kind == ND_ASSIGN && n->op == OP_NONE ? member_chain_name(n->lhs) : NULL;
  if (assigned && strcmp(assigned, t->name) == 0)
    add_pointer_target(t, n->rhs);
  else if (n->kind == ND_VARDECL && n->init && n->cast_type && n->cast_type->kind == TY_POINTER &&
           strcmp(n->name, t->name) == 0)
    add_pointer_target(t, n->init);
  return AST_WALK_ON;
}

static void free_pointer_targets(PointerTargets *t) {
  free(t->arrays);
  free(t->followed);
}

/* `p = k ? b : a`, p a pointer variable, is `if (k) p = b; else p = a;`: n, that expression
 * statement, becomes the if, whose assignments point p as the if/else form does. */
static void pointer_choice_as_if(Node *n) {
  Node *assign = n->lhs, *choice = assign->rhs;
  Node *then = ast_node(ST_EXPR, n->loc), *els = ast_node(ST_EXPR, n->loc);
  then->lhs = ast_node(ND_ASSIGN, assign->loc);
  *then->lhs = (Node){.kind = ND_ASSIGN, .loc = assign->loc, .lhs = assign->lhs, .rhs = choice->then};
  els->lhs = ast_node(ND_ASSIGN, assign->loc);
  Node *pointer = build_clone(assign->lhs); /* the variable, or a struct's member: each branch its own */
  *els->lhs = (Node){.kind = ND_ASSIGN, .loc = assign->loc, .lhs = pointer, .rhs = choice->els};
  n->kind = ST_IF;
  n->lhs = NULL;
  n->cond = choice->cond;
  n->then = then;
  n->els = els;
}

/* ---- `f(&x)` of a scalar ---------------------------------------------------------------- */

/* The scalar variable whose address argument arg takes (`&carry`), or NULL. */
static Symbol *scalar_referenced(Sema *s, const Node *arg) {
  if (arg->kind != ND_ADDR || arg->lhs->kind != ND_VAR) return NULL;
  Symbol *sym = lookup(s, arg->lhs->name);
  bool scalar = sym && (sym->kind == SYM_VAR || sym->kind == SYM_PARAM) && sym->type &&
                type_is_arithmetic(sym->type) && !sym->view_of && !sym->record && !sym->invalid;
  return scalar ? sym : NULL;
}

/* The call of statement n that may take scalars' addresses: `f(...);` or `y = f(...);` (or
 * `y op= f(...);`) of a function of the file. */
static Node *call_of_statement(Sema *s, Node *n) {
  Node *e = n->lhs;
  if (e->kind == ND_ASSIGN) e = e->rhs;
  if (e->kind != ND_CALL || e->lhs->kind != ND_VAR) return NULL;
  const Symbol *f = lookup(s, e->lhs->name);
  return f && f->kind == SYM_FUNC ? e : NULL;
}

static Node *named(const char *name, SrcLoc loc) {
  Node *v = ast_node(ND_VAR, loc);
  v->name = name;
  return v;
}

static Node *first_element(const char *array, SrcLoc loc) {
  Node *e = ast_node(ND_INDEX, loc), *zero = ast_node(ND_INT, loc);
  zero->text = "0";
  e->lhs = named(array, loc);
  e->rhs = zero;
  return e;
}

static Node *assignment_statement(Node *to, Node *value, SrcLoc loc) {
  Node *st = ast_node(ST_EXPR, loc);
  st->lhs = ast_node(ND_ASSIGN, loc);
  st->lhs->lhs = to;
  st->lhs->rhs = value;
  return st;
}

static Node *declaration_of(const char *name, Type *type, Node *init, SrcLoc loc) {
  Node *d = ast_node(ND_VARDECL, loc), *st = ast_node(ST_DECL, loc);
  d->name = name;
  d->cast_type = type;
  d->init = init;
  st->args = d;
  return st;
}

/* `y = r` (or `y op= r`) for the assignment `y = f(...)` whose call's result r holds. */
static Node *result_statement(const Node *assign, Node *result) {
  Node *st = assignment_statement(assign->lhs, result, assign->loc);
  st->lhs->op = assign->op;
  return st;
}

/* A name for a temporary that names nothing the statement can see. */
static const char *fresh_name(Sema *s, const char *stem) {
  const char *name = intern(stem);
  for (int k = 2; lookup(s, name); k++) name = intern_format("%s%d", stem, k);
  return name;
}

/* Statement n, the call `f(...);` or `y = f(...);` (or op=), becomes the block of `before`, the
 * call and `after`: a result lands in y after `after`, as C orders a call's effects before the
 * assignment of its value. */
static void call_between(Sema *s, Node *n, Node *call, Node *before, Node *after) {
  SrcLoc loc = n->loc;
  Node *body = before;
  if (n->lhs->kind == ND_ASSIGN) {
    const Symbol *f = lookup(s, call->lhs->name);
    const char *result = fresh_name(s, "bulk_result");
    body = ast_list_append(body, declaration_of(result, f->type->base, call, loc));
    body = ast_list_append(body, after);
    body = ast_list_append(body, result_statement(n->lhs, named(result, loc)));
  } else {
    Node *st = ast_node(ST_EXPR, loc);
    st->lhs = call;
    body = ast_list_append(body, st);
    body = ast_list_append(body, after);
  }
  Node *next = n->next, *tail = n->list_tail;
  *n = (Node){.kind = ST_BLOCK, .loc = loc, .args = body, .next = next, .list_tail = tail};
}

/* `f(&x)` or `y = f(&x)` where x is a scalar of the function (`add(&carry, a, b)`): x goes in a
 * one-element array the helper takes as its pointer, and comes back out after the call, which
 * is what passing its address does, since nothing else in bulk code can reach x. Rewritten into
 * a block of those statements; false where the statement takes no scalar's address. */
static bool references_as_arrays(Sema *s, Node *n) {
  Node *call = call_of_statement(s, n);
  if (!call) return false;
  int count = 0;
  for (Node *a = call->args; a; a = a->next) {
    Symbol *x = scalar_referenced(s, a);
    if (!x) continue;
    for (Node *b = call->args; b != a; b = b->next)
      if (scalar_referenced(s, b) == x) {
        diag_error(a->loc, "'&%s' is passed twice to '%s'; bulk code passes a scalar's address once per call",
                   x->name, call->lhs->name);
        n->kind = ST_EMPTY; /* refused: no second error for the same addresses */
        n->lhs = NULL;
        return true;
      }
    count++;
  }
  if (!count) return false;
  SrcLoc loc = n->loc;
  Node *before = NULL, *after = NULL;
  for (Node *a = call->args; a; a = a->next) {
    Symbol *x = scalar_referenced(s, a);
    if (!x) continue;
    const char *array = fresh_name(s, intern_format("%s_ref", x->name));
    Type *t = type_copy(x->type);
    t->is_const = false;
    Type *one = type_array_of(t, NULL);
    one->len = 1;
    before = ast_list_append(before, declaration_of(array, one, NULL, loc));
    before = ast_list_append(before, assignment_statement(first_element(array, loc), named(x->name, loc), loc));
    after = ast_list_append(after, assignment_statement(named(x->name, loc), first_element(array, loc), loc));
    Node *next = a->next, *tail = a->list_tail;
    *a = *named(array, a->loc); /* the argument: the array */
    a->next = next;
    a->list_tail = tail;
  }
  call_between(s, n, call, before, after);
  return true;
}

/* ---- pointer members to no numbers ------------------------------------------------------ */

/* The struct type a member chain's object has (`ctx`, `s.in`, `a[i]`), found by name before the
 * chain is checked, or NULL. */
static Type *chain_record(Sema *s, const Node *n) {
  if (n->kind == ND_VAR) {
    Symbol *x = lookup(s, n->name);
    return x && x->record ? record_of(x->record->type) : NULL;
  }
  if (n->kind == ND_INDEX) return chain_record(s, n->lhs);
  if (n->kind != ND_MEMBER) return NULL;
  Type *outer = chain_record(s, n->lhs);
  for (Member *m = outer ? outer->members : NULL; m; m = m->next)
    if (m->name && strcmp(m->name, n->name) == 0) return record_of(m->type);
  return NULL;
}

/* A value that setting an opaque member to is nothing else: `&table`, `table`, `fn`, `NULL`. */
static bool harmless_address(const Node *v) {
  while (v->kind == ND_CAST) v = v->lhs;
  if (v->kind == ND_ADDR) v = v->lhs;
  return v->kind == ND_VAR || is_null_pointer_constant((Node *)v);
}

/* `ctx->vtable = &br_sha256_vtable;`: a pointer member to no numbers is never read in bulk code
 * (reading it is refused), so setting it does nothing: statement n is passed over. */
static bool opaque_member_set(Sema *s, Node *n) {
  const Node *e = n->lhs;
  if (e->kind != ND_ASSIGN || e->op != OP_NONE || e->lhs->kind != ND_MEMBER) return false;
  Type *record = chain_record(s, e->lhs->lhs);
  const Member *m = record ? record->members : NULL;
  while (m && (!m->name || strcmp(m->name, e->lhs->name) != 0)) m = m->next;
  if (!m || !record_member_is_opaque(m) || !harmless_address(e->rhs)) return false;
  n->kind = ST_EMPTY;
  n->lhs = NULL;
  return true;
}

/* ---- pointer members set by a helper --------------------------------------------------- */

/* The position of the declared parameter called name, or -1. */
static int param_position(const Function *f, const char *name) {
  int k = 0;
  for (const Param *p = f->declared_type->params; p; p = p->next, k++)
    if (p->name && strcmp(p->name, name) == 0) return k;
  return -1;
}

static AstStep find_member_use(const Node *n, void *data) {
  const MemberBinding *b = ((const void **)data)[0];
  const char *object = ((const void **)data)[1];
  if (n->kind == ND_MEMBER && n->name && strcmp(n->name, b->member) == 0 && n->lhs && n->lhs->kind == ND_VAR &&
      strcmp(n->lhs->name, object) == 0) {
    ((const void **)data)[2] = n;
    return AST_WALK_STOP;
  }
  return AST_WALK_ON;
}

/* `p->m = q;` or `p->m = q + k;` (k an integer constant), p a struct pointer parameter of f and
 * q a pointer parameter to numbers: the binding it states, or false. */
static bool member_binding_of(const Function *f, const Node *st, MemberBinding *b) {
  const Node *e = st->kind == ST_EXPR ? st->lhs : NULL;
  if (!e || e->kind != ND_ASSIGN || e->op != OP_NONE || e->lhs->kind != ND_MEMBER || strcmp(e->lhs->text, "->") != 0 ||
      e->lhs->lhs->kind != ND_VAR)
    return false;
  int object = param_position(f, e->lhs->lhs->name);
  const Param *p = object >= 0 ? declared_param(f, object) : NULL;
  if (!p || p->type->kind != TY_POINTER || p->type->base->kind != TY_RECORD) return false;
  const Node *value = e->rhs;
  long long offset = 0;
  if (value->kind == ND_BINARY && value->op == OP_ADD && value->rhs->kind == ND_INT && !value->rhs->is_char_literal) {
    if (!sema_const_int((Node *)value->rhs, &offset) || offset < 0) return false;
    value = value->lhs;
  }
  if (value->kind != ND_VAR) return false;
  int array = param_position(f, value->name);
  const Param *q = array >= 0 ? declared_param(f, array) : NULL;
  if (!q || q->type->kind != TY_POINTER || !type_is_arithmetic(q->type->base)) return false;
  *b = (MemberBinding){object, e->lhs->name, array, offset};
  return true;
}

/* The bindings at the start of f's body, before any other use of the member they set: each
 * statement is then no statement of f's (its callers set the member), and a binding after a use
 * stays an assignment, refused where it is checked. */
static void find_member_bindings(Function *f) {
  if (!f->body) return;
  for (Node *st = f->body->args; st; st = st->next) {
    MemberBinding b;
    if (!member_binding_of(f, st, &b)) continue;
    const void *search[3] = {&b, st->lhs->lhs->lhs->name, NULL};
    for (Node *before = f->body->args; before != st && !search[2]; before = before->next)
      ast_walk(before, find_member_use, NULL, search);
    if (search[2]) continue;
    f->member_bindings = grow_for_one_more(f->member_bindings, f->nmember_bindings, sizeof *f->member_bindings,
                                           "the pointer members a function sets");
    f->member_bindings[f->nmember_bindings++] = b;
    st->member_binding = true;
  }
}

/* `init(&s, ..., state);` of a callee with member bindings: `s.m = state;` first, for each, as
 * what the callee does to the caller's struct (the callee's own statement is none). The struct
 * must be one of this function's, and the array argument a name (or a name plus a constant), as
 * it is read twice. Rewritten into a block; false where the call sets no member. */
static bool members_set_by_call(Sema *s, Node *n) {
  Node *call = call_of_statement(s, n);
  if (!call || call->bindings_applied) return false;
  const Function *f = lookup(s, call->lhs->name)->fn;
  if (!f->nmember_bindings) return false;
  call->bindings_applied = true;
  Node *body = NULL;
  SrcLoc loc = n->loc;
  for (int i = 0; i < f->nmember_bindings; i++) {
    const MemberBinding *b = &f->member_bindings[i];
    const Node *object = call_argument(call, b->object), *array = call_argument(call, b->array);
    const Node *root = object && object->kind == ND_ADDR ? object->lhs : NULL;
    while (root && root->kind == ND_MEMBER && strcmp(root->text, ".") == 0) root = root->lhs;
    Symbol *x = root && root->kind == ND_VAR ? lookup(s, root->name) : NULL;
    if (!object || !array) continue; /* the count of arguments is refused where the call is checked */
    if (!x || !x->record || x->record->parameter || x->record->by_pointer || !member_chain_name(object->lhs)) {
      diag_error(object->loc, "'%s' sets pointer member '%s' of the struct it is given to '%s': give it '&s' of a "
                 "struct of '%s' itself (a pointer member is followed in the function that holds the struct)",
                 f->name, b->member, declared_param(f, b->array)->name, s->fn->name);
      continue;
    }
    bool simple = array->kind == ND_VAR ||
                  (array->kind == ND_BINARY && array->op == OP_ADD && array->lhs->kind == ND_VAR && array->rhs->kind == ND_INT);
    if (!simple) {
      diag_error(array->loc, "'%s' sets pointer member '%s' to this argument, which is read again to set it: pass "
                 "an array, or an array plus a constant", f->name, b->member);
      continue;
    }
    Node *member = ast_node(ND_MEMBER, loc);
    member->lhs = build_clone(object->lhs);
    member->name = b->member;
    member->text = ".";
    Node *value = build_clone(array);
    if (b->offset) {
      Node *sum = ast_node(ND_BINARY, loc);
      sum->op = OP_ADD;
      sum->lhs = value;
      sum->rhs = build_integer(b->offset, loc);
      value = sum;
    }
    body = ast_list_append(body, assignment_statement(member, value, loc));
  }
  Node *st = ast_node(ST_EXPR, loc);
  st->lhs = n->lhs;
  body = ast_list_append(body, st);
  Node *next = n->next, *tail = n->list_tail;
  *n = (Node){.kind = ST_BLOCK, .loc = loc, .args = body, .next = next, .list_tail = tail};
  return true;
}

/* ---- an object given to a `void *` parameter ------------------------------------------- */

/* The parameter `void *` (or `const void *`) that position k of a call of function f declares,
 * as the definition spells it, or NULL for any other. */
static const Type *void_pointer_param(const Function *f, int k) {
  const Param *p = declared_param(f, k);
  return p && p->type->kind == TY_POINTER && p->type->base->kind == TY_VOID ? p->type : NULL;
}

/* The object whose bytes an argument for a `void *` parameter gives, where they are not an array
 * of bytes in bulk code: a struct (`&ctx`, or a struct pointer parameter `ctx`) or an array of
 * wider integers (`tmp`, `&tmp`). *through is the member operator that reaches its members. */
static Symbol *object_of_bytes(Sema *s, const Node *arg, const char **through) {
  const Node *named_object = arg->kind == ND_ADDR ? arg->lhs : arg;
  if (named_object->kind != ND_VAR) return NULL;
  Symbol *x = lookup(s, named_object->name);
  if (!x || (x->kind != SYM_VAR && x->kind != SYM_PARAM) || x->invalid) return NULL;
  if (x->record && x->record->type->kind == TY_RECORD && x->record->by_pointer == (arg->kind != ND_ADDR)) {
    *through = x->record->by_pointer ? "->" : ".";
    return x;
  }
  const Type *t = x->type;
  if (!x->record && !x->view_of && t && t->kind == TY_ARRAY && t->len > 0 && type_is_integer(t->base) &&
      t->base->kind != TY_BOOL && t->base->kind != TY_UCHAR) {
    *through = NULL;
    return x;
  }
  return NULL;
}

static Node *memory_call(const char *name, Node *to, Node *from, long long bytes, SrcLoc loc) {
  Node *call = ast_node(ND_CALL, loc), *st = ast_node(ST_EXPR, loc);
  call->lhs = named(intern(name), loc);
  call->args = ast_list_append(ast_list_append(to, from), build_integer(bytes, loc));
  st->lhs = call;
  return st;
}

static Node *byte_at(const char *bytes, long long offset, SrcLoc loc) {
  if (!offset) return named(bytes, loc);
  Node *sum = ast_node(ND_BINARY, loc); /* typed when checked */
  sum->op = OP_ADD;
  sum->lhs = named(bytes, loc);
  sum->rhs = build_integer(offset, loc);
  return sum;
}

typedef struct ByteCopies {
  const char *bytes; /* the temporary array */
  Node *in, *out;    /* memcpy statements into it, and back out of it */
  const char *refused; /* why a member cannot be copied, or NULL */
} ByteCopies;

/* The copies of each member of `object` (of record type t, at offset in the bytes) into the
 * bytes and back: a member of integers is copied as C lays it out; a struct member, member by
 * member. */
static void copy_members(ByteCopies *c, Node *object, const char *through, const Type *t, long long offset, SrcLoc loc) {
  for (const Member *m = t->members; m && !c->refused; m = m->next) {
    Node *member = ast_node(ND_MEMBER, loc);
    member->lhs = build_clone(object);
    member->name = m->name;
    member->text = through;
    long long at = offset + type_member_offset(t, m), size = type_size(m->type);
    const Type *mt = m->type;
    bool integers = mt->kind == TY_ARRAY ? mt->base->kind != TY_ARRAY && type_is_integer(mt->base) &&
                                               mt->base->kind != TY_BOOL : type_is_integer(mt) && mt->kind != TY_BOOL;
    if (mt->kind == TY_RECORD && strcmp(mt->record_kw, "struct") == 0 && m->name) {
      copy_members(c, member, ".", mt, at, loc);
      continue;
    }
    if (!integers || !m->name || m->bits) {
      char *type = type_string(mt, false);
      c->refused = intern_format("member '%s' is of type '%s': a struct goes through a 'void *' parameter as "
                                 "its bytes, which bulk code makes of members of integers (and arrays of them, "
                                 "and structs of those) only", m->name ? m->name : "(unnamed)", type);
      free(type);
      return;
    }
    Node *in_source = mt->kind == TY_ARRAY ? member : ast_node(ND_ADDR, loc);
    if (in_source != member) in_source->lhs = member;
    c->in = ast_list_append(c->in, memory_call("memcpy", byte_at(c->bytes, at, loc), in_source, size, loc));
    c->out = ast_list_append(c->out, memory_call("memcpy", build_clone(in_source), byte_at(c->bytes, at, loc), size, loc));
  }
}

/* `crypto_wipe(ctx, sizeof *ctx)`, `hash_update(ctx, words, sizeof words)`: a struct, or an
 * array of wider integers, given to a function of the file for a `void *` parameter, which bulk
 * code takes as an array of bytes. The object's bytes go in a temporary array laid out as C lays
 * out the object (its padding zero), the function takes that array, and the bytes are copied
 * back after the call where the parameter is not const: what passing the object's address does,
 * since nothing else in bulk code reaches the object during the call. Rewritten into a block of
 * those statements; false where the statement gives no such object. */
static bool objects_as_bytes(Sema *s, Node *n) {
  Node *call = call_of_statement(s, n);
  if (!call) return false;
  const Function *f = lookup(s, call->lhs->name)->fn;
  int k = 0, count = 0;
  for (Node *a = call->args; a; a = a->next, k++) {
    const char *through;
    Symbol *x = void_pointer_param(f, k) ? object_of_bytes(s, a, &through) : NULL;
    if (!x) continue;
    int j = 0;
    for (Node *b = call->args; b != a; b = b->next, j++)
      if (void_pointer_param(f, j) && object_of_bytes(s, b, &through) == x) {
        diag_error(a->loc, "'%s' is passed twice to '%s' as bytes; bulk code passes an object's bytes once per call",
                   x->name, call->lhs->name);
        n->kind = ST_EMPTY; /* refused: no second error for the same objects */
        n->lhs = NULL;
        return true;
      }
    count++;
  }
  if (!count) return false;
  SrcLoc loc = n->loc;
  Node *before = NULL, *after = NULL;
  k = 0;
  for (Node *a = call->args; a; a = a->next, k++) {
    const char *through;
    const Type *param = void_pointer_param(f, k);
    Symbol *x = param ? object_of_bytes(s, a, &through) : NULL;
    if (!x) continue;
    const Type *t = x->record ? x->record->type : x->type;
    ByteCopies c = {.bytes = fresh_name(s, intern_format("%s_bytes", x->name))};
    Type *bytes = type_array_of(type_basic(TY_UCHAR), NULL);
    bytes->len = type_size(t);
    Node *zero = ast_node(ND_INIT_LIST, loc);
    zero->args = build_integer(0, loc);
    before = ast_list_append(before, declaration_of(c.bytes, bytes, zero, loc));
    if (x->record) {
      copy_members(&c, named(x->name, loc), through, t, 0, loc);
    } else {
      c.in = memory_call("memcpy", named(c.bytes, loc), named(x->name, loc), type_size(t), loc);
      c.out = memory_call("memcpy", named(x->name, loc), named(c.bytes, loc), type_size(t), loc);
    }
    if (c.refused) {
      diag_error(a->loc, "'%s' cannot go to '%s' as bytes: %s", x->name, call->lhs->name, c.refused);
      n->kind = ST_EMPTY;
      n->lhs = NULL;
      return true;
    }
    before = ast_list_append(before, c.in);
    if (!param->base->is_const) after = ast_list_append(after, c.out);
    Node *next = a->next, *tail = a->list_tail;
    *a = *named(c.bytes, a->loc); /* the argument: the bytes */
    a->next = next;
    a->list_tail = tail;
  }
  call_between(s, n, call, before, after);
  return true;
}

/* Whether a call of a function of the file takes a scalar's address or an object's bytes, which
 * the call's statement becomes a block for (references_as_arrays, objects_as_bytes). */
static bool call_takes_objects(Sema *s, const Node *call) {
  if (call->kind != ND_CALL || call->lhs->kind != ND_VAR) return false;
  const Symbol *f = lookup(s, call->lhs->name);
  if (!f || f->kind != SYM_FUNC) return false;
  int k = 0;
  for (const Node *a = call->args; a; a = a->next, k++) {
    const char *through;
    if (scalar_referenced(s, a) || (void_pointer_param(f->fn, k) && object_of_bytes(s, a, &through))) return true;
  }
  return false;
}

/* `T y = f(&x);` is `T y; y = f(&x);`, whose second statement becomes the call's block: inserted
 * after n with the declarations that follow d, checked next. d keeps no initializer (and no
 * const, which the C compiler has checked). */
static void initializer_as_assignment(Node *n, Node *d, Node *rest) {
  Node *st = ast_node(ST_EXPR, d->init->loc), *target = ast_node(ND_VAR, d->loc);
  target->name = d->name;
  st->lhs = ast_node(ND_ASSIGN, d->init->loc);
  st->lhs->lhs = target;
  st->lhs->rhs = d->init;
  d->init = NULL;
  if (d->cast_type->is_const) {
    d->cast_type = type_copy(d->cast_type);
    d->cast_type->is_const = false;
  }
  Node *after = n->next;
  if (rest) {
    Node *more = ast_node(ST_DECL, n->loc);
    more->args = rest;
    more->next = after;
    after = more;
  }
  st->next = after;
  n->next = st;
}

/* `return f(&x);` is `{ T r; r = f(&x); return r; }` (T the function's result type). */
static void return_as_assignment(Sema *s, Node *n) {
  SrcLoc loc = n->loc;
  const char *result = fresh_name(s, "bulk_result");
  Node *ret = ast_node(ST_RETURN, loc);
  ret->lhs = named(result, loc);
  Node *body = declaration_of(result, s->fn->type->base, NULL, loc);
  body = ast_list_append(body, assignment_statement(named(result, loc), n->lhs, loc));
  body = ast_list_append(body, ret);
  Node *next = n->next, *tail = n->list_tail;
  *n = (Node){.kind = ST_BLOCK, .loc = loc, .args = body, .next = next, .list_tail = tail};
}

/* Whether statement n is `p = k ? b : a` for a pointer variable p. */
static bool is_pointer_choice(Sema *s, const Node *n) {
  const Node *e = n->lhs;
  const char *name = e->kind == ND_ASSIGN && e->op == OP_NONE ? member_chain_name(e->lhs) : NULL;
  if (!name || e->rhs->kind != ND_COND) return false;
  const Symbol *sym = lookup(s, name); /* a pointer variable, or a struct's pointer member (`s.p`) */
  return sym && sym->view_of && !sym->invalid;
}

/* What pointer p's variable says (which of its arrays) when p is set from `from`, a pointer set to
 * several: from's choice, counted among p's arrays. NULL, with an error, where p cannot say. */
static Node *which_from(const Symbol *p, const Symbol *from, SrcLoc loc) {
  if (p->view_nbases <= 1) {
    diag_error(loc, "pointer variable '%s' is set from '%s', which points into one of several arrays; set it "
               "from the arrays themselves, as '%s' is", p->name, from->name, from->name);
    return NULL;
  }
  Node *pick = NULL;
  for (int i = from->view_nbases - 1; i >= 0; i--) {
    int j = 0;
    while (j < p->view_nbases && p->view_bases[j] != from->view_bases[i]) j++;
    if (j == p->view_nbases) {
      diag_error(loc, "'%s' is set from '%s', which may point into '%s': set '%s' to '%s' itself somewhere too, "
                 "or from the arrays themselves", p->name, from->name, from->view_bases[i]->name, p->name,
                 from->view_bases[i]->name);
      return NULL;
    }
    Node *value = build_integer(j, loc);
    if (!pick) {
      pick = value;
      continue;
    }
    Node *choice = build_node(ND_COND, loc, value->type);
    choice->cond = build_binary(OP_EQ, build_var(from->view_which, loc), build_integer(i, loc));
    choice->then = value;
    choice->els = pick;
    pick = choice;
  }
  return pick;
}

/* A pointer variable set to one of several arrays (`c = sigma` here, `c = tau` there, chosen by
 * no input data): an integer says which, and each read through it reads the one it says. */
static bool point_into_several(Sema *s, Node *d, Symbol *sym, Symbol **arrays, int count) {
  for (int i = 0; i < count; i++) {
    if (arrays[i]->type->base->kind != d->cast_type->base->kind) {
      char *pointer = type_string(d->cast_type, false), *array = type_string(arrays[i]->type, false);
      diag_error(d->loc, "pointer variable '%s' of type '%s' is set to '%s' of type '%s': a pointer set to several "
                 "arrays points into arrays of its own element type", d->name, pointer, arrays[i]->name, array);
      free(pointer);
      free(array);
      return false;
    }
  }
  Symbol *which = new_symbol(s, intern("bulk_which"), SYM_VAR, type_basic(TY_INT), d->loc);
  /* declared before the body, as the positions of view reads are */
  s->view_positions = ast_list_append(s->view_positions, build_declaration(which, build_integer(0, d->loc), d->loc));
  sym->view_bases = xcalloc((size_t)count, sizeof *sym->view_bases);
  memcpy(sym->view_bases, arrays, (size_t)count * sizeof *arrays);
  sym->view_nbases = count;
  sym->view_which = which;
  return true;
}

static void check_pointer_variable(Sema *s, Node *d) {
  Type *t = d->cast_type;
  Symbol *base = NULL, *from = NULL; /* from: a pointer set to several that p starts at */
  PointerTargets targets = {.s = s, .name = d->name};
  walk_for_pointer_targets(&targets);
  if (!d->init && targets.count) {
    base = targets.arrays[0]; /* set before it is read: from the start of that array until then */
    d->init = build_integer(0, d->loc);
  } else if (!d->init) {
    diag_error(d->loc, "pointer variable '%s' needs an initializer: the array it points into, as in "
               "'%s = a' or '%s = a + k'", d->name, d->name, d->name);
  } else if (d->init->kind == ND_INIT_LIST) {
    diag_error(d->init->loc, "pointer variable '%s' is initialized with braces; give it the array it points into",
               d->name);
  } else {
    int errors_before = diag_error_count();
    check_expr(s, d->init);
    from = view_several_pointer(d->init);
    base = from ? from->view_bases[0] : view_base(d->init);
    if (!base && diag_error_count() == errors_before && !is_invalid_access(d->init))
      diag_error(d->init->loc, "pointer variable '%s' must point into a whole array of the function, as in "
                 "'%s = a' or '%s = a + k'%s", d->name, d->name, d->name,
                 is_array(d->init) ? " (a row of an array is not one)" : "");
  }
  Node *offset = NULL;
  Type *view_type = NULL;
  if (base && d->init->kind == ND_INT) {
    offset = d->init; /* no initializer: set later */
  } else if (base) {
    Type *element = base->type->base;
    if (element->kind != t->base->kind || d->init->view_bytes) {
      /* a view through another integer type, cast so (`(const uint32_t *)in`), or a mismatch */
      if (d->init->type->base->kind != t->base->kind) {
        char *pointer = type_string(t, false), *array = type_string(base->type, false);
        diag_error(d->loc, "pointer variable '%s' of type '%s' points into '%s' of type '%s'; bulk code reads an "
                   "array through pointers to its own element type, or views a one-dimensional array of integers "
                   "through another integer type with a cast ('(const uint32_t *)bytes')", d->name, pointer,
                   base->name, array);
        free(pointer);
        free(array);
        base = NULL;
      } else {
        view_type = t->base;
      }
    }
  }
  if (base && !offset) {
    offset = view_offset_in(d->init, t->base);
    if (!offset) {
      diag_error(d->init->loc, "pointer variable '%s' starts at a point of '%s' that is not a whole number of its "
                 "elements from the start, or not known to be (an offset in bytes that is no constant)", d->name,
                 base->name);
      base = NULL;
    }
  }
  Symbol *sym = new_symbol(s, d->name, SYM_VAR, type_basic(TY_LONG), d->loc);
  if (lookup_here(s, d->name) && !d->is_parameter_variable) diag_error(d->loc, "redefinition of '%s'", d->name);
  /* the arrays it is set to later, the one it starts in first */
  Symbol **arrays = xcalloc((size_t)targets.count + 1, sizeof *arrays);
  int count = 0;
  if (base) arrays[count++] = base;
  for (int i = 0; base && i < targets.count; i++)
    if (targets.arrays[i] != base) arrays[count++] = targets.arrays[i];
  free_pointer_targets(&targets);
  if (base && count > 1 && (view_type || !point_into_several(s, d, sym, arrays, count))) {
    if (view_type)
      diag_error(d->loc, "pointer variable '%s' views an array through another type and is set to several "
                 "arrays; bulk code takes one or the other", d->name);
    base = NULL;
  }
  free(arrays);
  bind(s, d->name, sym);
  if (!base) {
    sym->invalid = true;
    return;
  }
  if (from) { /* it starts where from points, in the array from's choice says */
    Node *which_value = which_from(sym, from, d->init->loc);
    if (!which_value) {
      sym->invalid = true;
      return;
    }
    offset = build_comma(build_assign(build_var(sym->view_which, d->loc), which_value), offset);
  } else if (sym->view_nbases > 1) { /* it starts in the first (0 says so) */
    offset = build_comma(build_assign(build_var(sym->view_which, d->loc), build_integer(0, d->loc)), offset);
  }
  sym->view_of = base;
  sym->view_type = view_type;
  sym->decl = d;
  d->sym = sym;
  d->cast_type = sym->type;
  d->init = offset;
}

static AstStep find_assignment_to(const Node *n, void *data) {
  const char **name = data;
  if (ast_is_assignment(n) && n->lhs && n->lhs->kind == ND_VAR && n->lhs->name == *name) {
    *name = NULL; /* found */
    return AST_WALK_STOP;
  }
  return AST_WALK_ON;
}

/* `static const uint8_t *sigma = (const uint8_t *)"expand 32-byte k";`, never set again in the
 * program: the table of the string's bytes, `static const uint8_t sigma[] = "..."`. */
static bool string_pointer_as_table(Sema *s, Node *d) {
  const Type *t = d->cast_type;
  Node *value = d->init;
  while (value && value->kind == ND_CAST && value->cast_type && value->cast_type->kind == TY_POINTER) value = value->lhs;
  if (t->kind != TY_POINTER || !is_char_type(t->base) || !t->base->is_const || !value || value->kind != ND_STRING)
    return false;
  const char *name = intern(d->name);
  for (const Function *f = s->prog->functions; f && name; f = f->next)
    if (f->body) ast_walk(f->body, find_assignment_to, NULL, &name);
  if (!name) return false; /* set somewhere: a pointer variable, refused as one */
  d->cast_type = type_array_of(t->base, NULL);
  d->cast_type->is_const = true;
  d->init = value;
  return true;
}

static bool record_values(Type *record, Node **cursor, Node **inits, int *k, int count, const char *name);
static const char *leaf_c_name(const char *object, const char *path);
static void check_vardecl(Sema *s, Node *d, bool file_scope);
static Symbol *record_object(Sema *s, const char *name, Type *type, bool by_pointer, SrcLoc loc, RecordLeaf **leaves,
                             int *count);

/* An array type of read-only elements, every level its own copy (the member types it is made
 * of are shared with every other use of them). */
static Type *read_only_copy(const Type *t) {
  Type *c = type_copy(t);
  if (c->kind == TY_ARRAY) c->base = read_only_copy(c->base);
  else c->is_const = true;
  return c;
}

/* A zero value for one leaf element left out of a table's initializer. */
static Node *zero_value(SrcLoc loc) {
  Node *zero = ast_node(ND_INIT_LIST, loc);
  zero->args = build_integer(0, loc);
  return zero;
}

/* `static const ge_precomp comb[8] = {{...}, ...};` (a precomputed table of structs, file-scope
 * or a function's): a table per leaf member (`comb.Yp[8][10]`), each with its members' values,
 * standing for the struct as a local's leaves do. */
static void declare_record_table(Sema *s, Node *d) {
  Type *t = d->cast_type;
  RecordLeaf *leaves = NULL;
  int count = 0;
  int dims = 0;
  for (Type *a = t; a->kind == TY_ARRAY; a = a->base) dims++;
  Node *items = d->init && d->init->kind == ND_INIT_LIST ? d->init->args : NULL;
  if (t->kind == TY_ARRAY && t->len < 0 && !t->len_expr && d->init) t->len = ast_list_length(items); /* `[] = {...}` */
  bool ok = dims > 1 || t->kind != TY_ARRAY || fold_array_sizes(s, t, d->loc, d->name, false);
  if (d->init && d->init->kind != ND_INIT_LIST) {
    diag_error(d->init->loc, "table '%s' of structs is initialized other than with braces", d->name);
    ok = false;
  }
  const char *refused = NULL; /* a file-scope table's: refused where an entry reaches a use */
  if (dims > 1) refused = "is an array of arrays of structs: bulk code keeps tables of structs of one dimension";
  if (!refused && record_of(t) && !record_splits(record_of(t)))
    refused = "is of a struct type bulk code cannot split into its members";
  if (!refused && ok && record_of(t)) {
    RecordLeaf *quiet = NULL;
    int n = 0;
    if (record_leaves(record_of(t), d->loc, d->name, &quiet, &n))
      for (int i = 0; i < n && !refused; i++)
        if (quiet[i].pointer)
          refused = intern_format("has pointer member '%s': bulk code's tables hold numbers", quiet[i].path);
    free(quiet);
  }
  if (refused && !s->fn) {
    Symbol *sym = new_symbol(s, d->name, SYM_TABLE, type_basic(TY_INT), d->loc);
    sym->invalid = true;
    sym->refused = intern_format("file-scope table '%s' %s", d->name, refused);
    bind(s, d->name, sym);
    return;
  }
  if (refused) {
    diag_error(d->loc, "table '%s' %s", d->name, refused);
    ok = false;
  }
  Symbol *object = ok ? record_object(s, d->name, t, false, d->loc, &leaves, &count) : NULL;
  if (!object) {
    free(leaves);
    Symbol *invalid = new_symbol(s, d->name, SYM_TABLE, type_basic(TY_INT), d->loc);
    invalid->invalid = true;
    bind(s, d->name, invalid);
    return;
  }
  int structs = t->kind == TY_ARRAY ? (int)t->len : 1;
  Node ***values = xcalloc((size_t)structs + 1, sizeof *values); /* per struct, per leaf */
  Node *item = items;
  for (int e = 0; e < structs && ok; e++) {
    values[e] = xcalloc((size_t)count + 1, sizeof **values);
    if (t->kind != TY_ARRAY && !item) break;
    Node *cursor;
    if (t->kind == TY_ARRAY) {
      if (!item) break;
      if (item->kind != ND_INIT_LIST) {
        diag_error(item->loc, "each struct of table '%s' is given its values in braces ('{{...}, {...}}')", d->name);
        ok = false;
        break;
      }
      cursor = item->args;
      item = item->next;
    } else {
      cursor = items;
    }
    int k = 0;
    if (!record_values(record_of(t), &cursor, values[e], &k, count, d->name)) ok = false;
    else if (cursor) {
      diag_error(cursor->loc, "too many initializers for a struct of table '%s'", d->name);
      ok = false;
    }
  }
  if (ok && t->kind == TY_ARRAY && item) {
    diag_error(item->loc, "too many initializers for table '%s' of %d structs", d->name, structs);
    ok = false;
  }
  for (int i = 0; i < count; i++) {
    bool lone;
    Type *leaf_type = read_only_copy(record_leaf_array(t, leaves[i].type, &lone));
    Node *decl = ast_node(ND_VARDECL, d->loc);
    decl->name = intern_format("%s.%s", d->name, leaves[i].path);
    decl->cast_type = leaf_type;
    decl->is_static = true;
    if (ok && (d->init || t->kind == TY_ARRAY)) {
      Node *list = ast_node(ND_INIT_LIST, d->loc);
      if (t->kind == TY_ARRAY || lone) {
        for (int e = 0; e < structs; e++)
          list->args = ast_list_append(list->args, values[e] && values[e][i] ? values[e][i] : zero_value(d->loc));
      } else {
        list = values[0] && values[0][i] ? values[0][i] : zero_value(d->loc);
      }
      decl->init = list;
    }
    check_vardecl(s, decl, s->fn == NULL);
    Symbol *leaf = decl->sym ? decl->sym : lookup(s, decl->name);
    if (leaf) leaf->c_name = leaf_c_name(d->name, leaves[i].path); /* spelled comb_Yp (plan/names.c) */
    object->record->leaves[i] = leaf;
  }
  for (int e = 0; e < structs; e++) free(values[e]);
  free(values);
  free(leaves);
  bind(s, d->name, object);
}

static void check_vardecl(Sema *s, Node *d, bool file_scope) {
  Type *t = d->cast_type;
  int errors_before = diag_error_count();
  if (t->kind == TY_FUNC) {
    if (!file_scope) {
      diag_error(d->loc, "declare function '%s' at file scope", d->name);
      return;
    }
    Symbol *old = lookup(s, d->name);
    if (old && old->kind == SYM_FUNC) check_redeclaration(old, d);
    if (!old) {
      Symbol *sym = new_symbol(s, d->name, SYM_FUNC, t, d->loc);
      sym->fn = xcalloc(1, sizeof(Function));
      sym->fn->name = d->name;
      sym->fn->type = t;
      bind(s, d->name, sym);
    }
    return;
  }
  if (file_scope && string_pointer_as_table(s, d)) t = d->cast_type;
  bool table = file_scope || d->is_static;
  if (table && record_of(t) && type_element(t)->kind == TY_RECORD && type_element(t)->is_const && !d->is_extern) {
    declare_record_table(s, d);
    return;
  }
  const char *refused = NULL;
  if (file_scope && d->is_extern && !d->init)
    refused = "is defined in another file (extern): bulkcc cannot know its value; define it in this file as a "
              "'static const' table";
  else if (table && !type_element(t)->is_const)
    refused = "would be shared by every instance; make it a 'static const' table or declare it inside the function";
  else if (file_scope && type_element(t)->kind == TY_RECORD)
    refused = intern_format("is of %s type: bulk code's file-scope tables are arrays of arithmetic types (one "
                            "array per member)", type_element(t)->record_kw);
  else if (file_scope && type_element(t)->kind == TY_POINTER)
    refused = "is a pointer: bulk code's file-scope tables are arrays of arithmetic types";
  if (refused && file_scope) {
    /* the rest of a library file may declare it: refused only where an entry reaches a use */
    Symbol *sym = new_symbol(s, d->name, SYM_TABLE, type_basic(TY_INT), d->loc);
    sym->invalid = true;
    sym->refused = intern_format("file-scope variable '%s' %s", d->name, refused);
    bind(s, d->name, sym);
    return;
  }
  if (refused) {
    diag_error(d->loc, "static variable '%s' %s", d->name, refused);
    return;
  }
  if (!table && t->kind == TY_POINTER && type_is_arithmetic(t->base)) {
    check_pointer_variable(s, d);
    return;
  }
  bool valid = check_object_type(s, t, d->loc, "variable", d->name) &&
               (t->kind != TY_ARRAY || fold_array_sizes(s, t, d->loc, d->name, d->init != NULL));
  if (!valid) {
    /* keep the name, so its uses say nothing more, and still check the initializer */
    Symbol *sym = new_symbol(s, d->name, SYM_TABLE, type_basic(TY_INT), d->loc);
    sym->invalid = true;
    bind(s, d->name, sym);
    if (d->init && d->init->kind != ND_INIT_LIST) check_expr(s, d->init);
    return;
  }
  if (!file_scope && lookup_here(s, d->name))
    diag_error(d->loc, "redefinition of '%s'", d->name);
  Symbol *sym = new_symbol(s, d->name, table ? SYM_TABLE : SYM_VAR, t, d->loc);
  sym->null_pointer = d->declares_null;
  if (table && s->fn) {
    /* a function's static table moves to file scope under a name of its own */
    size_t size = strlen(s->fn->name) + strlen(d->name) + 2;
    char *name = xcalloc(size, 1);
    snprintf(name, size, "%s_%s", s->fn->name, d->name);
    sym->emit_name = intern(name);
    free(name);
  }
  if (table) sym->owner = NULL;
  sym->decl = d;
  d->sym = sym;
  bind(s, d->name, sym);
  if (d->init) check_initializer(s, d->init, t, table, d->name);
  if (t->kind == TY_ARRAY && t->len < 0) diag_error(d->loc, "array '%s' needs a size", d->name);
  if (d->is_enumerator) { /* no table: each use becomes the value */
    sym->is_enumerator = true;
    if (d->init && diag_error_count() == errors_before && !sema_const_int(d->init, &sym->enum_value))
      diag_error(d->init->loc, "the value of enumerator '%s' is not an integer constant", d->name);
    return;
  }
  if (table) add_table(s, sym);
}

/* ---- statements ------------------------------------------------------------------------ */

static void check_stmt(Sema *s, Node *n);

static void check_condition(Sema *s, Node *cond) {
  check_truth(s, cond);
  if (need_value(cond) && !type_is_arithmetic(cond->type))
    diag_error(cond->loc, "condition must have an arithmetic type");
}

static void check_loop_body(Sema *s, Node *loop, Node *body) {
  Node *saved_loop = s->loop, *saved_break = s->breakable;
  s->loop = s->breakable = loop;
  check_stmt(s, body);
  s->loop = saved_loop;
  s->breakable = saved_break;
}

/* C11 6.8.4.2: a case value is converted to the promoted type of the switch's value. */
static void add_case(CaseList *cases, const Node *switch_stmt, Node *label) {
  long long value = label->ival;
  Type *t = switch_stmt->cond->type;
  if (t && type_is_integer(t)) value = type_wrap(type_promote(t), value);
  cases->items = grow_array(cases->items, &cases->cap, (size_t)cases->count + 1, sizeof *cases->items,
                            "the case labels of a switch");
  cases->items[cases->count] = (CaseLabel){value, label, cases->count, NULL};
  cases->count++;
}

static int by_value_then_order(const void *pa, const void *pb) {
  const CaseLabel *a = pa, *b = pb;
  if (a->value != b->value) return a->value < b->value ? -1 : 1;
  return (a->order > b->order) - (a->order < b->order);
}

static int by_order(const void *pa, const void *pb) {
  const CaseLabel *a = pa, *b = pb;
  return (a->order > b->order) - (a->order < b->order);
}

/* Sorted by value, a duplicate sits right after the label it repeats; reported in source order. */
static void report_duplicate_cases(CaseList *cases) {
  if (cases->count < 2) return;
  qsort(cases->items, (size_t)cases->count, sizeof *cases->items, by_value_then_order);
  CaseLabel *dups = xcalloc((size_t)cases->count, sizeof *dups);
  int ndups = 0;
  for (int i = 1, first = 0; i < cases->count; i++) {
    if (cases->items[i].value != cases->items[first].value) {
      first = i;
      continue;
    }
    dups[ndups] = cases->items[i];
    dups[ndups++].repeats = cases->items[first].label;
  }
  qsort(dups, (size_t)ndups, sizeof *dups, by_order);
  for (int i = 0; i < ndups; i++) {
    diag_error(dups[i].label->loc, "duplicate case value");
    diag_note(dups[i].repeats->loc, "previously used here");
  }
  free(dups);
}

static void check_stmt_kind(Sema *s, Node *n);

static void check_stmt(Sema *s, Node *n) {
  if (enter_nested(s, n)) check_stmt_kind(s, n);
  s->nesting--;
}

/* memcpy(to, from, size) and the like, on arrays of the file: no function of the file by that name. */
static bool is_memory_call(Sema *s, const Node *e) {
  if (e->kind != ND_CALL || e->lhs->kind != ND_VAR || !memory_call_name(e->lhs->name)) return false;
  const Symbol *sym = lookup(s, e->lhs->name);
  return !sym || sym->kind == SYM_LIBFUNC;
}

/* Types the call's arguments (an array, or a window a + k or &a[k]), then makes the statement the loop it stands for (memory_calls.c). */
/* The scalar variable x of an argument &x, or NULL. */
static Symbol *scalar_address(Sema *s, const Node *arg) {
  if (!arg || arg->kind != ND_ADDR || arg->lhs->kind != ND_VAR) return NULL;
  Symbol *sym = lookup(s, arg->lhs->name);
  return sym && (sym->kind == SYM_VAR || sym->kind == SYM_PARAM) && !sym->view_of && !sym->invalid &&
         type_is_arithmetic(sym->type) ? sym : NULL;
}

/* memcpy(&v, p, sizeof v) is v = *(T *)p, and memcpy(p, &v, sizeof v) is *(T *)p = v (T v's type):
 * the statement becomes that one, a view where p's elements are of another type. False where the
 * call is no such copy. */
static bool scalar_copy(Sema *s, Node *n) {
  Node *call = n->lhs, *to = call->args, *from = to ? to->next : NULL, *size = from ? from->next : NULL;
  if (!size || size->next || !memory_call_name(call->lhs->name) || strstr(call->lhs->name, "memset")) return false;
  Symbol *into = scalar_address(s, to), *out_of = scalar_address(s, from);
  if (!into == !out_of) return false; /* neither (arrays), or both */
  Symbol *v = into ? into : out_of;
  check_expr(s, size);
  long long bytes;
  if (!sema_const_int(size, &bytes) || bytes != type_size(v->type)) {
    diag_error(size->loc, "'%s' into or out of the scalar '%s' copies all of it: its size is sizeof %s (%lld "
               "bytes), not this", call->lhs->name, v->name, v->name, type_size(v->type));
    n->lhs = build_integer(0, n->loc);
    return true;
  }
  Type *element = type_copy(v->type);
  element->is_const = false;
  Node *pointer = build_node(ND_CAST, n->loc, NULL); /* (T *)p, checked below */
  pointer->cast_type = type_pointer_to(element);
  pointer->lhs = into ? from : to;
  Node *word = build_node(ND_DEREF, n->loc, NULL);
  word->lhs = pointer;
  Node *assign = build_node(ND_ASSIGN, call->loc, NULL);
  assign->lhs = into ? to->lhs : word;
  assign->rhs = into ? word : from->lhs;
  n->lhs = assign;
  check_discarded(s, &n->lhs);
  if (n->lhs->kind == ND_ASSIGN && view_is_word(n->lhs->lhs)) check_view_store(s, n);
  return true;
}

/* The struct (or array of structs) a memset or memcpy argument points to, or NULL; *structs
 * says how many the pointer reaches (an array's elements, or 1). */
static Node *struct_pointed_to(Node *arg, long long *structs) {
  Type *t = arg->type;
  *structs = 1;
  if (!t) return NULL;
  if (arg->kind == ND_ADDR && t->kind == TY_POINTER && t->base->kind == TY_RECORD) return arg->lhs;
  if (is_struct_pointer(arg)) return arg;
  if (t->kind == TY_ARRAY && t->base->kind == TY_RECORD && !view_is_window(arg) && t->len > 0) {
    *structs = t->len;
    return arg;
  }
  return NULL;
}

/* memset(&s, 0, sizeof s), memset(ctx, 0, sizeof *ctx), memcpy(&a, &b, sizeof a): the copies
 * (or zeroing) of every member. False where the call is on no struct. */
static bool struct_memory_call(Sema *s, Node *n) {
  Node *call = n->lhs, *to = call->args, *from = to ? to->next : NULL, *size = from ? from->next : NULL;
  long long structs, from_structs, bytes, value;
  Node *into = size && !size->next ? struct_pointed_to(to, &structs) : NULL;
  if (!into) return false;
  Type *record = record_of(into->type);
  bool set = strstr(call->lhs->name, "memset") != NULL;
  Node *out_of = set ? NULL : struct_pointed_to(from, &from_structs);
  if (!sema_const_int(size, &bytes) || bytes != structs * type_size(record)) {
    diag_error(size->loc, "'%s' of a struct covers it whole: its size is %lld bytes (sizeof), not this",
               call->lhs->name, structs * type_size(record));
  } else if (set && (!sema_const_int(from, &value) || value != 0)) {
    diag_error(from->loc, "'memset' of a struct sets it to zero only ('memset(&s, 0, sizeof s)'); assign its "
               "members otherwise");
  } else if (!set && (!out_of || !record_same(record_of(out_of->type), record) || from_structs < structs)) {
    diag_error(from->loc, "'%s' into a struct copies from a struct of its type", call->lhs->name);
  } else {
    lower_struct_copy(s, n, into, out_of, structs);
  }
  return true;
}

static void lower_memory_statement(Sema *s, Node *n) {
  if (scalar_copy(s, n)) return;
  for (Node *a = n->lhs->args; a; a = a->next) check_expr(s, a);
  if (struct_memory_call(s, n)) return;
  lower_memory_call(n, copy_counter(s, n->loc));
}

/* _Static_assert: an integer constant that must not be 0. Once checked, the statement is empty. */
static void check_assertion(Sema *s, Node *n) {
  check_expr(s, n->lhs);
  long long value;
  if (!sema_const_int(n->lhs, &value))
    diag_error(n->lhs->loc, "the condition of _Static_assert is not an integer constant");
  else if (value == 0)
    diag_error(n->loc, "static assertion failed: %s", n->text);
  n->lhs = NULL;
  n->text = NULL;
}

static Node *declare_record_local(Sema *s, Node *d);

static void check_stmt_kind(Sema *s, Node *n) {
  switch (n->kind) {
  case ST_EMPTY:
    if (n->lhs) check_assertion(s, n);
    return;
  case ST_EXPR: {
    Node *dropped = n->lhs;
    while (dropped->kind == ND_CAST && dropped->cast_type && dropped->cast_type->kind == TY_VOID) dropped = dropped->lhs;
    if (dropped != n->lhs && is_memory_call(s, dropped)) drop_void_casts(&n->lhs);
    if (is_pointer_choice(s, n)) {
      pointer_choice_as_if(n);
      check_stmt_kind(s, n);
      return;
    }
    if (is_memory_call(s, n->lhs)) {
      lower_memory_statement(s, n);
      return;
    }
    if (n->member_binding) { /* `p->m = q;` of a binding: its callers set the member */
      n->kind = ST_EMPTY;
      n->lhs = NULL;
      return;
    }
    if (opaque_member_set(s, n)) return;
    if (members_set_by_call(s, n) || objects_as_bytes(s, n) || references_as_arrays(s, n)) {
      check_stmt_kind(s, n);
      return;
    }
    check_discarded(s, &n->lhs);
    if (several_store_statement(n) || several_call_statement(s->fn, n)) return;
    if (n->lhs->kind == ND_ASSIGN && view_is_word(n->lhs->lhs)) check_view_store(s, n);
    else if (n->lhs->kind == ND_ASSIGN && n->lhs->type && n->lhs->type->kind == TY_RECORD)
      lower_struct_copy(s, n, n->lhs->lhs, n->lhs->rhs, 1);
    return;
  }
  case ST_DECL: {
    Node *decls = NULL, *next;
    for (Node *d = n->args; d; d = next) {
      next = d->next;
      d->next = NULL;
      d->list_tail = NULL;
      s->declarations_ahead = next;
      if (d->kind == ND_VARDECL && record_of(d->cast_type) && !d->is_static) {
        decls = ast_list_append(decls, declare_record_local(s, d));
      } else if (d->kind == ND_VARDECL && d->init && !d->is_static && s->for_init != n &&
                 type_is_arithmetic(d->cast_type) && call_takes_objects(s, d->init)) {
        initializer_as_assignment(n, d, next);
        check_vardecl(s, d, false);
        decls = ast_list_append(decls, d);
        break;
      } else if (d->kind == ND_VARDECL && d->cast_type->kind == TY_POINTER && d->init && d->init->kind == ND_COND &&
                 !d->is_static && s->for_init != n) {
        /* `T *p = k ? b : a, *q = ...;` is `T *p; if (k) p = b; else p = a; T *q = ...;`: the
         * statements after this one, checked next */
        Node *choice = ast_node(ST_EXPR, d->init->loc), *target = ast_node(ND_VAR, d->loc);
        target->name = d->name;
        choice->lhs = ast_node(ND_ASSIGN, d->init->loc);
        choice->lhs->lhs = target;
        choice->lhs->rhs = d->init;
        pointer_choice_as_if(choice);
        Node *after = n->next;
        if (next) {
          Node *rest = ast_node(ST_DECL, n->loc);
          rest->args = next;
          rest->next = after;
          after = rest;
        }
        choice->next = after;
        n->next = choice; /* in the body before p's declaration looks for the arrays it is set to */
        d->init = NULL;
        check_vardecl(s, d, false);
        decls = ast_list_append(decls, d);
        break;
      } else {
        check_vardecl(s, d, false);
        decls = ast_list_append(decls, d);
      }
    }
    s->declarations_ahead = NULL;
    n->args = decls;
    return;
  }
  case ST_BLOCK:
    enter(s);
    for (Node *item = n->args; item; item = item->next) check_stmt(s, item);
    leave(s);
    return;
  case ST_IF:
    check_condition(s, n->cond);
    check_stmt(s, n->then);
    if (n->els) check_stmt(s, n->els);
    return;
  case ST_WHILE:
  case ST_DO:
    check_condition(s, n->cond);
    check_loop_body(s, n, n->then);
    return;
  case ST_FOR:
    enter(s);
    /* C11 6.8.5p3: a for's declaration declares only objects of automatic storage */
    if (n->init && n->init->kind == ST_DECL)
      for (Node *d = n->init->args; d; d = d->next)
        if (d->kind == ND_VARDECL && d->is_static)
          diag_error(d->loc, "declaration of static variable '%s' in 'for' loop initial declaration", d->name);
    if (n->init && n->init->kind == ST_EXPR && is_memory_call(s, n->init->lhs))
      diag_error(n->init->loc, "'%s' in the first clause of a 'for': bulkcc makes it a loop, which must stand as "
                 "a statement of its own; write it before the 'for'", n->init->lhs->lhs->name);
    else if (n->init) {
      s->for_init = n->init;
      check_stmt(s, n->init);
      s->for_init = NULL;
    }
    if (n->cond) check_condition(s, n->cond);
    if (n->inc) check_discarded(s, &n->inc);
    check_loop_body(s, n, n->then);
    leave(s);
    return;
  case ST_SWITCH: {
    check_expr(s, n->cond);
    if (need_value(n->cond) && !type_is_integer(n->cond->type))
      diag_error(n->cond->loc, "switch value must be an integer");
    Node *saved_break = s->breakable, *saved_switch = s->switch_stmt;
    CaseList cases = {0}, *saved_cases = s->cases;
    s->breakable = s->switch_stmt = n;
    s->cases = &cases;
    check_stmt(s, n->then);
    report_duplicate_cases(&cases);
    free(cases.items);
    s->breakable = saved_break;
    s->switch_stmt = saved_switch;
    s->cases = saved_cases;
    return;
  }
  case ST_CASE:
    if (!s->switch_stmt) diag_error(n->loc, "'case' outside a switch");
    check_expr(s, n->cond);
    if (!sema_const_int(n->cond, &n->ival)) diag_error(n->cond->loc, "case label is not an integer constant");
    else if (s->cases) add_case(s->cases, s->switch_stmt, n);
    n->target = s->switch_stmt;
    check_stmt(s, n->then);
    return;
  case ST_DEFAULT:
    if (!s->switch_stmt) diag_error(n->loc, "'default' outside a switch");
    if (s->cases && s->cases->default_label) {
      diag_error(n->loc, "multiple default labels in one switch");
      diag_note(s->cases->default_label->loc, "this is the first default label");
    } else if (s->cases) {
      s->cases->default_label = n;
    }
    n->target = s->switch_stmt;
    check_stmt(s, n->then);
    return;
  case ST_BREAK:
    if (!s->breakable) diag_error(n->loc, "'break' outside a loop or switch");
    n->target = s->breakable;
    return;
  case ST_CONTINUE:
    if (!s->loop) diag_error(n->loc, "'continue' outside a loop");
    n->target = s->loop;
    return;
  case ST_RETURN: {
    Type *ret = s->fn->type->base;
    if (n->lhs && type_is_arithmetic(ret) && call_takes_objects(s, n->lhs)) {
      return_as_assignment(s, n);
      check_stmt_kind(s, n);
      return;
    }
    if (n->lhs) {
      check_expr(s, n->lhs);
      if (ret->kind == TY_VOID) diag_error(n->lhs->loc, "void function '%s' returns a value", s->fn->name);
      else need_value(n->lhs);
    } else if (ret->kind != TY_VOID) {
      diag_error(n->loc, "non-void function '%s' must return a value", s->fn->name);
    }
    return;
  }
  case ST_GOTO:
    diag_error(n->loc, "goto is not supported in bulk code; use loops with break and continue");
    return;
  case ST_LABEL: {
    /* with goto refused, a label (`loop1: for ...`, as HLS code names loops) means nothing: the
     * statement takes its place */
    Node *next = n->next, *tail = n->list_tail;
    *n = *n->then;
    n->next = next;
    n->list_tail = tail;
    check_stmt(s, n);
    return;
  }
  default:
    diag_error(n->loc, "internal error: unexpected statement");
    return;
  }
}

/* ---- functions and the program --------------------------------------------------------- */

/* Which array parameters the body moves (`in += 64`, `*out++ = x`): by name, before the body is
 * checked, since a use before the first move is already one at the moved offset in a loop. A name
 * the body also declares is left alone (the move may be of that variable). */
typedef struct MovedParams {
  Function *fn;
  bool *moved, *declared; /* by parameter */
} MovedParams;

static AstStep find_moved_params(const Node *n, void *data) {
  MovedParams *m = data;
  const char *name = ast_is_assignment(n) && n->lhs->kind == ND_VAR ? n->lhs->name :
                     n->kind == ND_VARDECL ? n->name : NULL;
  for (int i = 0; name && i < m->fn->nparams; i++) {
    if (strcmp(m->fn->params[i]->name, name) != 0) continue;
    if (n->kind == ND_VARDECL) m->declared[i] = true;
    else m->moved[i] = true;
  }
  return AST_WALK_ON;
}

/* Whether the body sets pointer parameter p to a pointer into another array (`pSrc = pDst`, a
 * cascade's next stage reading the last one's output). */
static bool set_to_other_arrays(Sema *s, Function *fn, Symbol *p) {
  PointerTargets targets = {.s = s, .name = p->name};
  ast_walk_list(fn->body->args, find_pointer_targets, NULL, &targets);
  bool other = false;
  for (int i = 0; i < targets.count; i++) other = other || targets.arrays[i] != p;
  free_pointer_targets(&targets);
  return other;
}

/* Such a parameter is what C makes of it, a pointer variable that starts at the argument: `T *p =
 * p;` declared before the body, set to one of several arrays as any pointer variable may be. */
static Node *parameter_as_pointer_variable(Sema *s, Symbol *p) {
  Node *d = ast_node(ND_VARDECL, p->loc), *st = ast_node(ST_DECL, p->loc);
  d->name = p->name;
  d->cast_type = type_pointer_to(type_element(p->type));
  d->init = named(p->name, p->loc); /* the parameter: the variable is bound once it is checked */
  d->is_parameter_variable = true;
  check_pointer_variable(s, d);
  st->args = d;
  return st;
}

/* A parameter the body moves becomes the view of itself at an offset, a variable of its own (as
 * `const uint8_t *p = in` does); returns the declarations of those offsets, 0 at the start. */
static Node *moved_array_params(Sema *s, Function *fn) {
  MovedParams m = {fn, xcalloc((size_t)fn->nparams + 1, sizeof(bool)), xcalloc((size_t)fn->nparams + 1, sizeof(bool))};
  ast_walk_list(fn->body->args, find_moved_params, NULL, &m);
  Node *decls = NULL;
  for (int i = 0; i < fn->nparams; i++) {
    Symbol *p = fn->params[i];
    if (!m.moved[i] || m.declared[i] || p->invalid || p->type->kind != TY_ARRAY) continue;
    if (set_to_other_arrays(s, fn, p)) {
      decls = ast_list_append(decls, parameter_as_pointer_variable(s, p));
      continue;
    }
    Symbol *offset = new_symbol(s, p->name, SYM_VAR, type_basic(TY_LONG), p->loc);
    offset->view_of = p;
    bind(s, p->name, offset);
    decls = ast_list_append(decls, build_declaration(offset, build_integer(0, p->loc), p->loc));
  }
  free(m.moved);
  free(m.declared);
  return decls;
}

/* The struct standing for its leaves (records.c), bound to its name; NULL, with an error, where
 * bulkcc cannot split it. */
static Symbol *record_object(Sema *s, const char *name, Type *type, bool by_pointer, SrcLoc loc, RecordLeaf **leaves,
                             int *count) {
  if (!record_leaves(record_of(type), loc, intern_format("'%s'", name), leaves, count)) return NULL;
  Symbol *object = xcalloc(1, sizeof *object);
  object->name = name;
  object->kind = SYM_VAR;
  object->type = type;
  object->loc = loc;
  object->owner = s->fn;
  RecordObject *o = xcalloc(1, sizeof *o);
  o->type = type;
  o->by_pointer = by_pointer;
  o->nleaves = *count;
  o->leaves = xcalloc((size_t)*count, sizeof *o->leaves);
  o->paths = xcalloc((size_t)*count, sizeof *o->paths);
  o->lone = xcalloc((size_t)*count, sizeof *o->lone);
  for (int i = 0; i < *count; i++) {
    o->paths[i] = (*leaves)[i].path;
    record_leaf_array(type, (*leaves)[i].type, &o->lone[i]);
  }
  object->record = o;
  return object;
}

/* The spelling in emitted code of a struct's leaf ("s.v.x" becomes s_v_x). */
static const char *leaf_c_name(const char *object, const char *path) {
  char *name = xcalloc(strlen(object) + strlen(path) + 2, 1);
  sprintf(name, "%s_%s", object, path);
  for (char *c = name; *c; c++)
    if (*c == '.') *c = '_';
  const char *interned = intern(name);
  free(name);
  return interned;
}

/* The values of a struct's leaves, in member order, from its initializer's items at *cursor,
 * braces left out where C lets them be (6.7.9p20): inits[*k] for each leaf (NULL: zero, past the
 * values given). False after an error. */
static bool record_values(Type *record, Node **cursor, Node **inits, int *k, int count, const char *name);

static bool member_value(Member *m, Node **cursor, Node **inits, int *k, int count, const char *name) {
  Type *t = m->type;
  Node *item = *cursor;
  if (t->kind == TY_RECORD) {
    if (!item || item->kind != ND_INIT_LIST) return record_values(t, cursor, inits, k, count, name);
    Node *inner = take_item(cursor)->args;
    if (!record_values(t, &inner, inits, k, count, name)) return false;
    if (inner) {
      diag_error(inner->loc, "too many initializers for member '%s' of '%s'", m->name, name);
      return false;
    }
    return true;
  }
  if (type_element(t)->kind == TY_RECORD) {
    if (item)
      diag_error(item->loc, "member '%s' of '%s' is an array of structs: bulk code initializes it only to zero; "
                 "assign its members one by one", m->name, name);
    return !item;
  }
  if (*k >= count) return false; /* record_leaves counted otherwise: no value to place */
  if (!item) inits[(*k)++] = NULL;
  else if (t->kind == TY_ARRAY) inits[(*k)++] = initializes_row(item, t) ? take_item(cursor) : take_row(cursor, t, item->loc);
  else if (item->kind == ND_INIT_LIST) inits[(*k)++] = take_item(cursor); /* a scalar in braces */
  else {
    Node *braced = ast_node(ND_INIT_LIST, item->loc);
    braced->args = take_item(cursor);
    inits[(*k)++] = braced; /* the scalar's leaf is an array of one */
  }
  return true;
}

static bool record_values(Type *record, Node **cursor, Node **inits, int *k, int count, const char *name) {
  for (Member *m = record->members; m; m = m->next)
    if (!member_value(m, cursor, inits, k, count, name)) return false;
  return true;
}

/* `S s;`, `S a[4] = {0};`, `S s = {1, {2, 3}};`: a struct local becomes the declarations of its
 * leaves' arrays, each initialized to zero where the struct is, or to its values where a single
 * struct is given them. */
/* A pointer member of struct d, a local: a pointer variable of the function (`s.p`), set to the
 * arrays the function sets it to (`s.p = a;`, or a call whose callee does, member_bindings). */
static Node *pointer_member_variable(Sema *s, Node *d, RecordLeaf leaf) {
  Node *decl = ast_node(ND_VARDECL, d->loc);
  decl->name = intern_format("%s.%s", d->name, leaf.path);
  decl->cast_type = type_pointer_to(leaf.type->base);
  PointerTargets targets = {.s = s, .name = decl->name};
  walk_for_pointer_targets(&targets);
  if (!targets.count) {
    diag_error(d->loc, "pointer member '%s' of '%s' is set to no array in '%s': bulk code follows a pointer member "
               "of a function's struct from the arrays the function sets it to ('%s.%s = a;', or a helper "
               "given '&%s' that sets it in a statement of its own)", leaf.path, d->name, s->fn->name, d->name,
               leaf.path, d->name);
    free_pointer_targets(&targets);
    Symbol *invalid = new_symbol(s, decl->name, SYM_VAR, type_basic(TY_LONG), d->loc);
    invalid->invalid = true;
    decl->sym = invalid;
    return decl;
  }
  free_pointer_targets(&targets);
  check_pointer_variable(s, decl);
  if (!decl->sym) { /* refused: a symbol that says so */
    decl->sym = new_symbol(s, decl->name, SYM_VAR, type_basic(TY_LONG), d->loc);
    decl->sym->invalid = true;
  }
  decl->sym->c_name = leaf_c_name(d->name, leaf.path);
  return decl;
}

static Node *declare_record_local(Sema *s, Node *d) {
  RecordLeaf *leaves = NULL;
  int count = 0;
  if (d->cast_type->kind == TY_ARRAY && !fold_array_sizes(s, d->cast_type, d->loc, d->name, false)) return NULL;
  Symbol *object = record_object(s, d->name, d->cast_type, false, d->loc, &leaves, &count);
  bool zero = !d->init || (d->init->kind == ND_INIT_LIST && (!d->init->args || (!d->init->args->next &&
              d->init->args->kind == ND_INT && d->init->args->text && strcmp(d->init->args->text, "0") == 0)));
  Node **values = NULL; /* a single struct's leaves' values */
  if (d->init && !zero && (d->cast_type->kind != TY_RECORD || d->init->kind != ND_INIT_LIST))
    diag_error(d->init->loc, "struct '%s' is initialized with values%s: bulk code initializes an array of structs "
               "only to zero ('= {0}'); assign its members one by one", d->name,
               d->init->kind != ND_INIT_LIST ? " not in braces" : "");
  else if (d->init && !zero && object) {
    values = xcalloc((size_t)count + 1, sizeof *values);
    Node *cursor = d->init->args;
    int k = 0;
    if (!record_values(d->cast_type, &cursor, values, &k, count, d->name)) {
      free(values);
      values = NULL;
    } else if (cursor) {
      diag_error(cursor->loc, "too many initializers for struct '%s'", d->name);
    }
  }
  if (lookup_here(s, d->name)) diag_error(d->loc, "redefinition of '%s'", d->name);
  if (!object) {
    free(leaves);
    Symbol *invalid = new_symbol(s, d->name, SYM_TABLE, type_basic(TY_INT), d->loc);
    invalid->invalid = true;
    bind(s, d->name, invalid);
    return NULL;
  }
  Node *decls = NULL;
  for (int i = 0; i < count; i++) {
    if (leaves[i].pointer) {
      if (values && values[i]) {
        diag_error(values[i]->loc, "pointer member '%s' of '%s' is given a value in the initializer: set it in a "
                   "statement ('%s.%s = a;')", leaves[i].path, d->name, d->name, leaves[i].path);
        values[i] = NULL;
      }
      Node *pointer = pointer_member_variable(s, d, leaves[i]);
      object->record->leaves[i] = pointer->sym;
      decls = ast_list_append(decls, pointer);
      continue;
    }
    bool lone;
    Type *t = record_leaf_array(d->cast_type, leaves[i].type, &lone);
    Symbol *leaf = new_symbol(s, intern_format("%s.%s", d->name, leaves[i].path), SYM_VAR, t, d->loc);
    leaf->c_name = leaf_c_name(d->name, leaves[i].path);
    object->record->leaves[i] = leaf;
    Node *decl = ast_node(ND_VARDECL, d->loc);
    decl->name = leaf->name;
    decl->sym = leaf;
    decl->cast_type = t;
    leaf->decl = decl;
    if (d->init) {
      decl->init = values && values[i] ? values[i] : ast_node(ND_INIT_LIST, d->init->loc);
      check_initializer(s, decl->init, t, false, leaf->name);
    }
    decls = ast_list_append(decls, decl);
  }
  free(values);
  free(leaves);
  bind(s, d->name, object);
  return decls;
}

/* The variable a chain of members, indices, addresses and pointer steps starts from (`p` of
 * `p.a[2]`, `&p.b`, `p.a + 1`), or NULL. */
static const Node *chain_root(const Node *n) {
  while (n && (n->kind == ND_MEMBER || n->kind == ND_INDEX || n->kind == ND_ADDR || n->kind == ND_DEREF ||
               n->kind == ND_CAST || (n->kind == ND_BINARY && (n->op == OP_ADD || n->op == OP_SUB))))
    n = n->kind == ND_BINARY && n->lhs->kind == ND_INT ? n->rhs : n->lhs;
  return n && n->kind == ND_VAR ? n : NULL;
}

typedef struct ParamWrites {
  const char *name;
  bool written;
} ParamWrites;

/* Whether n may change the struct named w->name: assigned, incremented, its address taken, or
 * passed (a member array, to a helper or memcpy) -- by name, whatever scope the name is in. */
static AstStep find_param_writes(const Node *n, void *data) {
  ParamWrites *w = data;
  const Node *root = NULL;
  if (ast_is_assignment(n) || n->kind == ND_ADDR) root = chain_root(n->lhs);
  for (const Node *a = n->kind == ND_CALL ? n->args : NULL; a && !(root && root->name == w->name); a = a->next)
    root = chain_root(a);
  if (root && strcmp(root->name, w->name) == 0) {
    w->written = true;
    return AST_WALK_STOP;
  }
  return AST_WALK_ON;
}

/* A struct parameter taken by value is the function's own copy, which C lets it change; its
 * leaves are the caller's arrays, read-only. One the body may change becomes a local struct of
 * its name, copied from the parameter first: the statements to put before the body. */
static Node *copy_written_value_param(Sema *s, Function *fn, const RecordParam *param, Symbol *object) {
  ParamWrites w = {param->name, false};
  if (param->by_pointer || param->type->kind != TY_RECORD) return NULL;
  ast_walk_list(fn->body->args, find_param_writes, NULL, &w);
  if (!w.written) return NULL;
  const char *hidden = intern_format("%s (the parameter)", param->name); /* no identifier's spelling */
  bind(s, hidden, object);
  Node *decl = ast_node(ST_DECL, param->loc);
  decl->args = ast_node(ND_VARDECL, param->loc);
  decl->args->name = param->name;
  decl->args->cast_type = param->type;
  Node *copy = ast_node(ST_EXPR, param->loc), *to = ast_node(ND_VAR, param->loc), *from = ast_node(ND_VAR, param->loc);
  to->name = param->name;
  from->name = hidden;
  copy->lhs = ast_node(ND_ASSIGN, param->loc);
  copy->lhs->lhs = to;
  copy->lhs->rhs = from;
  return ast_list_append(decl, copy);
}

/* A struct parameter's name stands for the struct its leaf parameters split (split_record_params). */
static void bind_record_params(Sema *s, Function *fn) {
  for (int g = 0; g < fn->nrecord_params; g++) {
    const RecordParam *param = &fn->record_params[g];
    if (fn->is_entry && param->type->kind == TY_ARRAY && param->type->len < 0)
      diag_error(param->loc, "entry parameter '%s' is an array of structs without a size: give it one, the "
                 "structs of each instance", param->name);
    RecordLeaf *leaves = NULL;
    int count = 0;
    Symbol *object = record_object(s, param->name, param->type, param->by_pointer, param->loc, &leaves, &count);
    for (int i = 0; object && i < count; i++) {
      if (!leaves[i].pointer) continue;
      if (param->first + i < fn->nparams) fn->params[param->first + i]->pointer_member = true;
      if (fn->is_entry)
        diag_error(param->loc, "entry parameter '%s' holds pointer member '%s': the host's pointers mean nothing "
                   "to bulk code; give the entry the arrays, and set the member in the entry", param->name,
                   leaves[i].path);
      else if (!param->by_pointer)
        diag_error(param->loc, "parameter '%s' is a struct with pointer member '%s' passed by value: pass a "
                   "pointer to it", param->name, leaves[i].path);
      else
        continue;
      object = NULL;
      break;
    }
    free(leaves);
    if (!object && param->name) { /* refused: its uses report nothing more */
      Symbol *invalid = new_symbol(s, param->name, SYM_TABLE, type_basic(TY_INT), param->loc);
      invalid->invalid = true;
      bind(s, param->name, invalid);
    }
    if (!object) continue;
    object->record->parameter = true;
    for (int i = 0; i < count && param->first + i < fn->nparams; i++) {
      Symbol *leaf = fn->params[param->first + i];
      leaf->c_name = leaf_c_name(param->name, object->record->paths[i]);
      object->record->leaves[i] = leaf;
    }
    Node *copy = copy_written_value_param(s, fn, param, object);
    if (copy) {
      ast_list_append(copy, fn->body->args);
      fn->body->args = copy;
    } else {
      bind(s, param->name, object);
    }
  }
}

static void check_function(Sema *s, Function *fn) {
  s->fn = fn;
  Type *ret = fn->type->base;
  if (ret->kind != TY_VOID && !type_is_arithmetic(ret)) {
    char *spelled = type_string(ret, false);
    diag_error(fn->loc, "function '%s' returns '%s'; bulk functions return void or an arithmetic type", fn->name, spelled);
    free(spelled);
  } else if (ret->kind == TY_LDOUBLE) {
    diag_error(fn->loc, "function '%s' returns long double, which is not supported on the GPU", fn->name);
  }
  if (fn->type->variadic) diag_error(fn->loc, "variadic function '%s' is not supported in bulk code", fn->name);
  enter(s);
  int n = 0;
  for (Param *p = fn->type->params; p; p = p->next) n++;
  fn->params = xcalloc((size_t)n + 1, sizeof(Symbol *));
  for (Param *p = fn->type->params; p; p = p->next) {
    if (!p->name) {
      diag_error(p->loc, "parameter of '%s' has no name", fn->name);
      continue;
    }
    Type *t = p->type;
    bool ok = true;
    bool extent = false;
    if (fn->is_entry && t->kind == TY_ARRAY && t->len < 0 && !t->len_expr && t->base->kind != TY_ARRAY) {
      /* `const uint8_t *in` or `float a[]`: one array per instance, as many elements as its
       * accesses reach */
      extent = true;
    }
    Type *pointee = t->kind == TY_POINTER ? t->base : t;
    if (p->refused) {
      ok = false;
    } else if (record_of(pointee)) { /* a struct that does not split: say why */
      RecordLeaf *leaves = NULL;
      int count = 0;
      if ((pointee->kind != TY_ARRAY || fold_array_sizes(s, pointee, p->loc, p->name, true)) &&
          record_leaves(record_of(pointee), p->loc, intern_format("parameter '%s'", p->name), &leaves, &count))
        diag_error(p->loc, "parameter '%s' is a struct bulkcc cannot take here", p->name);
      free(leaves);
      ok = false;
    } else if (extent) {
      ok = check_object_type(s, t->base, p->loc, "parameter", p->name);
    } else if (t->kind == TY_POINTER && t->base->kind == TY_POINTER) {
      diag_error(p->loc, "parameter '%s' is a pointer to pointers: bulk code passes arrays, not arrays of pointers; "
                 "take the rows as one array of a fixed shape ('T (*%s)[N]' or 'T %s[K][N]'), or each array as a "
                 "parameter of its own", p->name, p->name, p->name);
      ok = false;
    } else if (t->kind == TY_POINTER && !type_is_arithmetic(t->base)) {
      diag_error(p->loc, "pointer parameter '%s' points to no arithmetic type; bulk code has arrays of numbers "
                 "only", p->name);
      ok = false;
    } else {
      ok = check_object_type(s, t, p->loc, "parameter", p->name);
      if (ok && t->kind == TY_ARRAY) ok = fold_array_sizes(s, t, p->loc, p->name, !fn->is_entry);
    }
    Symbol *sym = new_symbol(s, p->name, SYM_PARAM, ok ? t : type_basic(TY_INT), p->loc);
    sym->invalid = !ok;
    sym->extent_from_accesses = ok && extent;
    fn->params[fn->nparams++] = sym;
    if (lookup_here(s, p->name)) diag_error(p->loc, "redefinition of parameter '%s'", p->name);
    bind(s, p->name, sym);
  }
  bind_record_params(s, fn);
  Node *walks = moved_array_params(s, fn);
  /* the body's outer block shares the parameters' scope, as in C */
  for (Node *item = fn->body->args; item; item = item->next) check_stmt(s, item);
  ast_walk_list(fn->body->args, lower_view_reads, NULL, s);
  several_calls_in_expressions(fn);
  const Node *inner_store = several_store_inside(fn->body->args);
  if (inner_store)
    diag_error(inner_store->loc, "a store through a pointer set to one of several arrays is a statement of its own "
               "('b[i] = v;'): it becomes an if over the arrays");
  /* declared before the body, and before the walks: one set to several arrays starts its choice */
  walks = ast_list_append(s->view_positions, walks);
  s->view_positions = NULL;
  if (walks) { /* their offsets start at 0, before the body */
    Node *last = walks;
    while (last->next) last = last->next;
    last->next = fn->body->args;
    fn->body->args = walks;
  }
  leave(s);
  s->fn = NULL;
}

/* t, const through every dimension. */
static Type *read_only(const Type *t) {
  Type *c = type_copy(t);
  if (t->kind == TY_ARRAY) c->base = read_only(t->base);
  c->is_const = true;
  return c;
}

/* A parameter of struct type (`S *p`, `S s`, `S a[4]`) becomes one parameter per leaf member,
 * each an array (records.c); fn->record_params says which. A struct bulkcc cannot split is left
 * for check_function to refuse, once. */
static void split_record_params(Function *fn) {
  Param *params = NULL, **tail = &params;
  int index = 0;
  for (Param *p = fn->type->params, *next; p; p = next) {
    next = p->next;
    p->next = NULL;
    Type *t = p->type;
    bool by_pointer = t->kind == TY_POINTER && t->base->kind == TY_RECORD;
    Type *object = by_pointer ? t->base : t;
    RecordLeaf *leaves = NULL;
    int count = 0;
    bool split = record_of(object) && p->name && (object->kind != TY_ARRAY || object->base->kind == TY_RECORD);
    for (Type *d = object; split && d->kind == TY_ARRAY; d = d->base) { /* quietly: reached, it is said */
      long long len;
      if (d->len_expr && sema_const_int(d->len_expr, &len) && len > 0) d->len = len;
      else if (d->len_expr || d != object) split = false;
    }
    if (split && !record_splits(record_of(object))) split = false; /* refused where a reached function has it */
    if (split) record_leaves(record_of(object), p->loc, intern_format("parameter '%s'", p->name), &leaves, &count);
    if (!split) {
      free(leaves);
      *tail = p, tail = &p->next, index++;
      continue;
    }
    fn->record_params = grow_for_one_more(fn->record_params, fn->nrecord_params, sizeof *fn->record_params,
                                          "the struct parameters of a function");
    RecordParam param = {p->name, p->loc, object, by_pointer, index, count,
                         xcalloc((size_t)count, sizeof(const char *)), xcalloc((size_t)count, sizeof(Type *))};
    for (int i = 0; i < count; i++) param.paths[i] = leaves[i].path, param.leaf_types[i] = leaves[i].type;
    fn->record_params[fn->nrecord_params++] = param;
    for (int i = 0; i < count; i++) {
      Param *leaf = xcalloc(1, sizeof *leaf);
      leaf->name = intern_format("%s%s%s", p->name, by_pointer ? "->" : ".", leaves[i].path);
      leaf->loc = p->loc;
      bool lone;
      leaf->type = record_leaf_array(object, leaves[i].type, &lone);
      /* a struct passed by value is a copy: the callee reads it, and may not change the caller's;
       * `const S *p`, `const S a[8]`: the callee reads its members only (not what a pointer
       * member points to: that is no member) */
      if (((!by_pointer && object->kind != TY_ARRAY) || type_element(object)->is_const) && !leaves[i].pointer)
        leaf->type = read_only(leaf->type);
      *tail = leaf, tail = &leaf->next, index++;
    }
    free(leaves);
  }
  fn->type->params = params;
}

/* A parameter `const uint8_t *in` is the array `const uint8_t in[]`: an entry's is one array per
 * instance, a helper's the array (or the part of one, from a pointer into it) each call passes. */
/* A function type whose parameter list is its own, so that lowering the original's parameters
 * leaves it as declared. */
static Type *declared_copy(const Type *fn_type) {
  Type *t = type_copy(fn_type);
  Param **tail = &t->params;
  for (const Param *p = fn_type->params; p; p = p->next) {
    Param *q = xcalloc(1, sizeof *q);
    *q = *p;
    q->next = NULL;
    *tail = q;
    tail = &q->next;
  }
  return t;
}

static void pointer_params_as_arrays(Type *fn_type) {
  for (Param *p = fn_type->params; p; p = p->next) {
    Type *t = p->type;
    if (t->kind == TY_POINTER && t->base->kind == TY_VOID) {
      /* `const void *in`: bytes, read through whatever pointer the function makes of it */
      Type *bytes = type_basic(TY_UCHAR);
      bytes->is_const = t->base->is_const;
      t = type_pointer_to(bytes);
      p->from_void_pointer = true;
    }
    /* `float (*m)[4]`, a pointer to rows of a fixed shape, is `float m[][4]` */
    bool rows = t->kind == TY_POINTER && t->base->kind == TY_ARRAY && type_is_arithmetic(type_element(t->base));
    bool read_only = rows ? type_element(t->base)->is_const : t->kind == TY_POINTER && t->base->is_const;
    if (t->kind != TY_POINTER || (!type_is_arithmetic(t->base) && !rows)) continue;
    Type *a = type_array_of(t->base, NULL);
    a->is_const = read_only;
    p->type = a;
  }
}

/* Recursion would need a stack per instance: refuse it, naming the cycle. The depth-first search
 * keeps its own stack (`path`, `next_call`: n each), as a chain of calls may be as long as the file. */
static bool find_cycle(int start, Function **all, const PointerMap *index_of, int *state, int *path, int *next_call) {
  int top = 0;
  path[0] = start;
  next_call[0] = 0;
  state[start] = 1;
  while (top >= 0) {
    Function *fn = all[path[top]];
    if (next_call[top] == fn->ncalls) {
      state[path[top--]] = 2;
      continue;
    }
    Node *call = fn->calls[next_call[top]++];
    Function *callee = call->lhs->sym->fn;
    int j = map_get(index_of, callee);
    if (j < 0) continue;
    if (state[j] == 1) {
      if (callee == fn) diag_error(call->loc, "recursion is not supported in bulk code: '%s' calls itself", fn->name);
      else diag_error(call->loc, "recursion is not supported in bulk code: '%s' calls '%s', which leads back to '%s'",
                      fn->name, callee->name, fn->name);
      return true;
    }
    if (state[j] == 0) {
      state[j] = 1;
      path[++top] = j;
      next_call[top] = 0;
    }
  }
  return false;
}

/* The file scope's enumerators, while sema_check runs: member array sizes are folded where a
 * struct is first split, which may be before the file's declarations are checked in order. */
static Sema *file_enumerators;

static AstStep resolve_enumerator(const Node *c, void *data) {
  (void)data;
  Node *n = (Node *)c; /* the walk's own node, rewritten in place */
  if (n->kind != ND_VAR || n->sym || !n->name) return AST_WALK_ON;
  const Symbol *sym = lookup(file_enumerators, n->name);
  if (sym && sym->is_enumerator) {
    n->kind = ND_INT;
    n->ival = sym->enum_value;
    n->text = intern_format("%lld", sym->enum_value);
    type_int_literal(n);
  }
  return AST_WALK_SKIP;
}

void sema_resolve_enumerators(Node *n) {
  if (file_enumerators) ast_walk(n, resolve_enumerator, NULL, NULL);
}

bool sema_check(Program *prog, LibFunc *libfuncs, const char **entry_names, int nentries) {
  Sema sema = {0}, *s = &sema;
  s->prog = prog;
  s->libfuncs = libfuncs;
  int errors_before = diag_error_count();

  for (LibFunc *lf = libfuncs; lf; lf = lf->next) {
    Symbol *sym = new_symbol(s, lf->name, SYM_LIBFUNC, lf->type, (SrcLoc){0});
    sym->lib_has_pointer_param = lf->has_pointer_param;
    bind(s, lf->name, sym);
  }
  enter(s); /* the file's own declarations hide the library's */
  /* enumerators first: struct members' array sizes may name them */
  for (Node *g = prog->globals; g; g = g->next)
    if (g->is_enumerator) check_vardecl(s, g, true);
  file_enumerators = s;
  for (Function *fn = prog->functions; fn; fn = fn->next) {
    fn->declared_type = declared_copy(fn->type);
    find_member_bindings(fn);
    bool pointers = false; /* a call may give NULL for one: the body as parsed, to copy then */
    for (const Param *p = fn->type->params; p; p = p->next) pointers = pointers || takes_null(p);
    if (pointers && fn->body && !ast_deeper_than(fn->body, MAX_NESTING)) fn->unchecked_body = build_clone(fn->body);
    pointer_params_as_arrays(fn->type);
    split_record_params(fn);
    Symbol *old = lookup_here(s, fn->name);
    if (old && old->kind == SYM_FUNC && old->fn->body) {
      diag_error(fn->loc, "redefinition of function '%s'", fn->name);
      if (old->fn->loc.file != fn->loc.file) /* two files of one translation (bulkcc a.c b.c) */
        diag_note(old->fn->loc, "'%s' is defined here too: the files of one translation share their functions' "
                  "names, static ones too; rename one, or translate the files apart", fn->name);
      else
        diag_note(old->fn->loc, "previous definition of '%s' is here", fn->name);
      continue;
    }
    if (old && old->kind == SYM_FUNC) {
      old->fn = fn; /* a prototype came first */
      old->type = fn->type;
      fn->sym = old;
      continue;
    }
    Symbol *sym = new_symbol(s, fn->name, SYM_FUNC, fn->type, fn->loc);
    sym->fn = fn;
    fn->sym = sym;
    bind(s, fn->name, sym);
  }
  for (Node *g = prog->globals; g; g = g->next)
    if (!g->is_enumerator) check_vardecl(s, g, true);
  for (Node *a = prog->assertions; a; a = a->next) check_assertion(s, a);

  /* entries: every external function (but main), or those named by --entry */
  int nall = 0;
  for (Function *fn = prog->functions; fn; fn = fn->next) nall++;
  size_t cap_all = (size_t)nall + 1;
  Function **all = xcalloc(cap_all, sizeof *all);
  int nentry_found = 0;
  for (int i = 0; i < nentries; i++) {
    Function *found = NULL;
    for (Function *fn = prog->functions; fn; fn = fn->next)
      if (strcmp(fn->name, entry_names[i]) == 0) found = fn;
    if (!found) diag_plain_error("--entry %s: no function of that name is defined in the file", entry_names[i]);
    else found->is_entry = true; /* static or not: NAME_bulk is the entry's external name */
  }
  for (Function *fn = prog->functions; fn; fn = fn->next) {
    if (!nentries && !fn->is_static && strcmp(fn->name, "main") != 0) fn->is_entry = true;
    if (fn->is_entry) nentry_found++;
  }
  if (!nentry_found && !nentries) {
    /* name the static functions: library kernels often are, and --entry takes them */
    const char *statics = NULL;
    int nstatic = 0;
    for (Function *fn = prog->functions; fn; fn = fn->next)
      if (fn->is_static && fn->body && nstatic++ < 8)
        statics = statics ? intern_format("%s, %s", statics, fn->name) : fn->name;
    if (statics)
      diag_plain_error("no entry: the file defines no function with external linkage to run in bulk; its static "
                       "functions (%s%s) become entries with --entry NAME",
                       statics, nstatic > 8 ? intern_format(" and %d more", nstatic - 8) : "");
    else
      diag_plain_error("no entry: the file defines no function with external linkage to run in bulk");
  }

  /* check the entries and every function they reach */
  int n = 0;
  PointerMap index_of = {0};
  for (Function *fn = prog->functions; fn; fn = fn->next)
    if (fn->is_entry) {
      map_put(&index_of, fn, n);
      all[n++] = fn;
    }
  for (int i = 0; i < n; i++) {
    check_function(s, all[i]);
    for (int c = 0; c < all[i]->ncalls; c++) {
      Function *callee = all[i]->calls[c]->lhs->sym->fn;
      if (map_get(&index_of, callee) >= 0) continue;
      map_put(&index_of, callee, n);
      all = grow_array(all, &cap_all, (size_t)n + 2, sizeof *all, "the functions entries reach"); /* copies for NULL add some */
      all[n++] = callee;
    }
  }
  for (int i = 0; i < s->narray_args; i++)
    check_array_argument(s->array_args[i].arg, s->array_args[i].param, s->array_args[i].callee);
  free(s->array_args);
  int *state = xcalloc((size_t)n + 1, sizeof *state);
  int *path = xcalloc((size_t)n + 1, sizeof *path), *next_call = xcalloc((size_t)n + 1, sizeof *next_call);
  for (int i = 0; i < n; i++)
    if (state[i] == 0 && find_cycle(i, all, &index_of, state, path, next_call)) break;
  free(state);
  free(path);
  free(next_call);
  free(all);
  map_free(&index_of);
  file_enumerators = NULL;
  leave(s);
  map_free(&s->newest);
  free(s->bindings);
  return diag_error_count() == errors_before;
}

static const char *uniform_request_text(const UniformRequest *r) {
  const char *name = r->element >= 0 ? intern_format("%s[%lld]", r->name, r->element) : r->name;
  return r->ranged ? intern_format("%s=%lld..%lld", name, r->lo, r->hi) : intern(name);
}

/* Whether two requests are of one parameter (or one element of it). */
static bool same_uniform_target(const UniformRequest *a, const UniformRequest *b) {
  return strcmp(a->name, b->name) == 0 && a->element == b->element;
}

static bool same_uniform_values(const UniformRequest *a, const UniformRequest *b) {
  return a->ranged == b->ranged && (!a->ranged || (a->lo == b->lo && a->hi == b->hi));
}

/* One name given twice in one list (the command line's, or the file's pragmas) with other values
 * is an error: which was meant cannot be told. */
static bool uniform_requests_agree(const UniformRequest *requests, int n) {
  bool ok = true;
  for (int j = 0; j < n; j++)
    for (int i = 0; i < j; i++) {
      const UniformRequest *a = &requests[i], *b = &requests[j];
      if (!same_uniform_target(a, b) || same_uniform_values(a, b)) continue;
      if (b->loc.file) {
        diag_error(b->loc, "#pragma bulkcc uniform %s: '%s' is given other values before", uniform_request_text(b),
                   b->name);
        diag_note(a->loc, "'%s' is given as %s here", a->name, uniform_request_text(a));
      } else {
        diag_plain_error("--uniform %s and --uniform %s give '%s' other values", uniform_request_text(a),
                         uniform_request_text(b), a->name);
      }
      ok = false;
      break;
    }
  return ok;
}

bool sema_mark_uniform_requests(Program *prog, const UniformRequest *options, int noptions) {
  if (!uniform_requests_agree(options, noptions) ||
      !uniform_requests_agree(prog->uniform_pragmas, prog->nuniform_pragmas))
    return false;
  /* the file's pragmas for the names the command line does not give: the command line wins,
   * said where it gives other values */
  UniformRequest *pragmas = xcalloc((size_t)prog->nuniform_pragmas + 1, sizeof *pragmas);
  int npragmas = 0;
  for (int i = 0; i < prog->nuniform_pragmas; i++) {
    const UniformRequest *pragma = &prog->uniform_pragmas[i];
    const UniformRequest *option = NULL;
    for (int k = 0; k < noptions && !option; k++)
      if (same_uniform_target(&options[k], pragma)) option = &options[k];
    if (!option) pragmas[npragmas++] = *pragma;
    else if (!same_uniform_values(option, pragma))
      diag_note(pragma->loc, "#pragma bulkcc uniform %s gives way to --uniform %s of the command line",
                uniform_request_text(pragma), uniform_request_text(option));
  }
  bool ok = sema_mark_uniform(prog, options, noptions) && sema_mark_uniform(prog, pragmas, npragmas);
  free(pragmas);
  return ok;
}

/* --uniform NAME[K]=LO..HI of entry fn's parameter p (index i): p must be a one-dimensional array
 * of integers the entry never writes, with an element K, the range within its element type. */
static bool mark_uniform_element(Function *fn, int i, const UniformRequest *req, const char *spelled) {
  Symbol *p = fn->params[i];
  SrcLoc at = req->loc.file ? req->loc : p->loc;
  const char *text = uniform_request_text(req);
  Type *e = p->type->kind == TY_ARRAY ? p->type->base : NULL;
  if (!e || e->kind == TY_ARRAY || !type_is_integer(e) || e->kind == TY_BOOL) {
    diag_error(at, "%s %s: '%s' of entry '%s' is no one-dimensional array of integers", spelled, text, p->name,
               fn->name);
    return false;
  }
  if (p->type->len >= 0 && req->element >= p->type->len) {
    diag_error(at, "%s %s: '%s' of entry '%s' has %lld elements", spelled, text, p->name, fn->name, p->type->len);
    return false;
  }
  bool *written = ast_written_params(fn);
  bool writes = written[i];
  free(written);
  if (writes) {
    diag_error(at, "%s %s: entry '%s' writes '%s'; an element the same for every instance belongs to an array the "
               "entry only reads", spelled, text, fn->name, p->name);
    return false;
  }
  if (p->element_uniform && p->element_index != req->element) {
    diag_error(at, "%s %s: element %lld of '%s' is given already; one element of an array may be the same for "
               "every instance", spelled, text, p->element_index, p->name);
    return false;
  }
  long long least, largest;
  type_limits(e, &least, &largest);
  if (req->lo < least || req->hi > largest) {
    char *type_name = type_string(e, false);
    diag_error(at, "%s %s: the elements of '%s' are '%s', whose values are %lld..%llu; give a range within them",
               spelled, text, p->name, type_name, least,
               type_is_unsigned(e) && type_size(e) == 8 ? ULLONG_MAX : (unsigned long long)largest);
    free(type_name);
    return false;
  }
  p->element_uniform = true;
  p->element_index = req->element;
  p->element_lo = req->lo;
  p->element_hi = req->hi;
  return true;
}

bool sema_mark_uniform(Program *prog, const UniformRequest *requests, int nrequests) {
  bool ok = true;
  for (int r = 0; r < nrequests; r++) {
    const UniformRequest *req = &requests[r];
    const char *spelled = req->loc.file ? "#pragma bulkcc uniform" : "--uniform";
    int marked = 0;
    for (Function *fn = prog->functions; fn; fn = fn->next) {
      if (!fn->is_entry) continue;
      for (int i = 0; i < fn->nparams; i++) {
        Symbol *p = fn->params[i];
        if (strcmp(p->name, req->name) != 0) continue;
        if (req->element >= 0) {
          if (mark_uniform_element(fn, i, req, spelled)) marked++;
          else ok = false;
          continue;
        }
        if (p->type->kind == TY_ARRAY) {
          diag_error(req->loc.file ? req->loc : p->loc, "%s %s: '%s' of entry '%s' is an array; only a scalar "
                     "parameter can be the same for every instance (or one element: %s[K]=LO..HI)", spelled,
                     req->name, p->name, fn->name, req->name);
          ok = false;
          continue;
        }
        if (req->ranged && !type_is_integer(p->type)) {
          diag_error(req->loc.file ? req->loc : p->loc, "%s %s=%lld..%lld: '%s' of entry '%s' is not an integer; "
                     "give its name alone", spelled, req->name, req->lo, req->hi, p->name, fn->name);
          ok = false;
          continue;
        }
        long long least, largest;
        if (req->ranged) type_limits(p->type, &least, &largest);
        if (req->ranged && (req->lo < least || req->hi > largest)) {
          /* the host function checks the range in the parameter's own type: a value outside it
           * would never compare as given (an unsigned n is never below -1) */
          char *type_name = type_string(p->type, false);
          diag_error(req->loc.file ? req->loc : p->loc, "%s %s=%lld..%lld: '%s' of entry '%s' is '%s', whose "
                     "values are %lld..%llu; give a range within them", spelled, req->name, req->lo,
                     req->hi, p->name, fn->name, type_name, least,
                     type_is_unsigned(p->type) && type_size(p->type) == 8 ? ULLONG_MAX : (unsigned long long)largest);
          free(type_name);
          ok = false;
          continue;
        }
        p->uniform = true;
        p->uniform_ranged = req->ranged;
        p->uniform_lo = req->lo;
        p->uniform_hi = req->hi;
        marked++;
      }
    }
    if (!marked && ok && req->loc.file) {
      diag_error(req->loc, "#pragma bulkcc uniform %s: no entry has a parameter of that name", req->name);
      ok = false;
    } else if (!marked && ok) {
      diag_plain_error("--uniform %s: no entry has a parameter of that name", req->name);
      ok = false;
    }
  }
  return ok;
}

bool sema_set_extents(Program *prog, const ExtentRequest *requests, int nrequests) {
  bool ok = true;
  for (int r = 0; r < nrequests; r++) {
    int set = 0;
    for (Function *fn = prog->functions; fn; fn = fn->next) {
      if (!fn->is_entry) continue;
      for (int i = 0; i < fn->nparams; i++) {
        Symbol *p = fn->params[i];
        if (strcmp(p->name, requests[r].name) != 0) continue;
        if (!p->extent_from_accesses) {
          diag_error(p->loc, "--extent %s: '%s' of entry '%s' is no pointer or unsized array parameter", p->name,
                     p->name, fn->name);
          ok = false;
          continue;
        }
        p->type->len = requests[r].elements;
        p->extent_given = true;
        set++;
      }
    }
    if (!set && ok) {
      diag_plain_error("--extent %s: no entry has a pointer or unsized array parameter of that name", requests[r].name);
      ok = false;
    }
  }
  return ok;
}
