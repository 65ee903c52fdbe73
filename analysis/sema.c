/* sema.c: resolves names, gives every expression its C type and refuses what bulk code cannot do:
 * the scopes, expressions, statements, declarations and functions, and the walk over the program.
 * What it delegates has a file of its own, each named in sema_internal.h: the constants C leaves
 * to types, initializers, redeclarations, pointer variables, struct declarations, the rewrites of
 * calls, the copies of functions for NULL arguments, and the requests about entries' parameters. */
#include "sema_internal.h"
#include "memory_calls.h"
#include "build.h"
#include "records.h"
#include "several_arrays.h"
#include "views.h"
#include "lower.h"

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../frontend/diag.h"

/* ---- scopes ---------------------------------------------------------------------------- */

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
void *sema_grow_for_one_more(void *items, int count, size_t size, const char *what) {
  size_t cap = count > 0 ? 1 : 0;
  while (cap < (size_t)count) cap *= 2;
  return grow_array(items, &cap, (size_t)count + 1, size, what);
}

void sema_bind(Sema *s, const char *name, Symbol *sym) {
  s->bindings = grow_array(s->bindings, &s->cap, (size_t)s->nbindings + 1, sizeof *s->bindings, "the names in scope");
  s->bindings[s->nbindings] = (Binding){name, sym, s->depth, map_get(&s->newest, name)};
  map_put(&s->newest, name, s->nbindings++);
}

Symbol *sema_lookup(Sema *s, const char *name) {
  int i = map_get(&s->newest, name);
  return i >= 0 ? s->bindings[i].sym : NULL;
}

Symbol *sema_lookup_here(Sema *s, const char *name) {
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
char *sema_type_string(const Type *t, bool adjusted) {
  if (adjusted && t->kind == TY_ARRAY) {
    char *base = sema_type_string(t->base, false);
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
    char *elem = sema_type_string(e, false);
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

/* Folds array sizes; `allow_unsized_first` for helper parameters such as `float a[][N]`. */
static bool check_array_size(Type *t, SrcLoc loc, const char *name);

bool sema_fold_array_sizes(Sema *s, Type *t, SrcLoc loc, const char *name, bool allow_unsized_first) {
  Type *whole = t;
  bool first = true;
  for (; t->kind == TY_ARRAY; t = t->base, first = false) {
    if (t->len_expr) sema_check_expr(s, t->len_expr);
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

/* ---- expressions ----------------------------------------------------------------------- */

bool sema_is_array(const Node *n) { return n->type && n->type->kind == TY_ARRAY; }

/* A value is needed here: arrays may only be indexed, passed to functions or measured. */
bool sema_need_value(Node *n) {
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
  if (sema_is_array(n)) {
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

static void need_modifiable(Node *n, const char *action) {
  if (sema_is_invalid_access(n)) return;
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
  if (sema_is_array(n)) {
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

/* The gcc builtins that <math.h> macros expand to (INFINITY, NAN, isnan, ...). */
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

const Builtin *sema_find_builtin(const char *name) {
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
    sema_check_expr(s, a);
    sema_need_value(a);
  }
  n->name = b->name;
  n->type = type_basic(b->result);
  if (strncmp(b->name, "__builtin_signbit", 17) == 0 && s->truth_only != n)
    diag_warning_rule(n->loc, "signbit-value", "C specifies only that 'signbit' is nonzero for a negative value; which "
                      "nonzero value differs between compilers and between gcc's scalar and vectorised code (INT_MIN "
                      "or 1 for a float): compare it with 0 to get the same result on every target");
}

/* An array argument must have the parameter's element type and inner sizes. */
static void check_array_argument(Node *arg, const Param *p, const char *callee) {
  if (sema_is_invalid_access(arg)) return; /* refused already */
  if (!sema_is_array(arg)) {
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
    char *got = sema_type_string(arg->type, false), *want = sema_type_string(p->type, false);
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

/* The struct an argument for a struct parameter names, checked: `&s`, `&a[i]` or `p` for a
 * pointer, `s` for a value, `a` for an array of structs; NULL, with an error, for anything else. */
static Node *record_argument_object(Sema *s, Node *arg, const RecordParam *param, const char *callee) {
  sema_check_expr(s, arg);
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
    if (!sema_is_invalid_access(arg))
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
  const Builtin *b = sema_find_builtin(name);
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
  Symbol *sym = sema_lookup(s, name);
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
    if (sema_null_arguments(s, n, sym->fn)) {
      sym = callee->sym;
      ft = sym->type;
      n->type = ft->base;
    }
    s->fn->calls = sema_grow_for_one_more(s->fn->calls, s->fn->ncalls, sizeof(Node *), "the calls of a function");
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
    if (map_get(&expanded, a) < 0) sema_check_expr(s, a); /* a struct's leaves come checked */
    if (view_several_pointer(a))
      n->several_argument = true; /* the statement becomes a call for each array (several_arrays.c) */
    if (view_is_window(a) && a->view_bytes) {
      diag_error(a->loc, "a view of '%s' through another type cannot be passed to a function: pass '%s' (or a "
                 "pointer into it) and read the words there", view_base(a)->name, view_base(a)->name);
      continue;
    }
    if (p && p->type->kind == TY_ARRAY && diag_error_count() == errors_before) defer_array_argument(s, a, p, name);
    else sema_need_value(a);
  }
  map_free(&expanded);
}

enum { MAX_NESTING = 1000 }; /* levels of a tree: every later pass recurses over it too */

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

/* `(double)1.79769313486231570814527423731704357e+308L` (glibc's DBL_MAX, DBL_MIN, DBL_EPSILON) or
 * a long double literal cast to float: the literal becomes the value the cast gives, rounded from
 * the long double as the sequential C rounds it, written exactly (a hexadecimal constant), so no
 * long double is left. One whose value overflows the type keeps its error. */
static void fold_long_double_literal(Node *cast) {
  Node *literal = cast->lhs;
  if (!literal || literal->kind != ND_FLOAT || !cast->cast_type) return;
  TypeKind to = cast->cast_type->kind;
  size_t len = strlen(literal->text);
  if ((to != TY_DOUBLE && to != TY_FLOAT) || len < 2 || (literal->text[len - 1] != 'l' && literal->text[len - 1] != 'L'))
    return;
  char *digits = xcalloc(len, 1);
  memcpy(digits, literal->text, len - 1);
  long double value = strtold(digits, NULL);
  free(digits);
  double converted = to == TY_FLOAT ? (double)(float)value : (double)value;
  if (!isfinite(converted)) return;
  literal->text = intern_format("%a", converted);
}

void sema_check_expr(Sema *s, Node *n) {
  if (enter_nested(s, n)) check_expr_kind(s, n);
  else n->type = type_basic(TY_INT);
  s->nesting--;
}

/* Checks n, whose value is used only for whether it is zero (a condition, an operand of !, && or
 * ||, a comparison with 0, a conversion to _Bool, a discarded value). */
static bool fold_null_test(Sema *s, Node *n, Node *array, bool non_null);

/* Whether n names an array as written (`data`, `ctx->buf`), before sema_check_expr rewrites it: what
 * a null test tests (an assignment `p += 4` also becomes a window, and is no test). */
static bool names_array(const Node *n) { return n->kind == ND_VAR || n->kind == ND_MEMBER; }

void sema_check_truth(Sema *s, Node *n) {
  s->truth_only = n;
  bool name = names_array(n);
  sema_check_expr(s, n);
  if (name) fold_null_test(s, n, n, true); /* `if (data)`, and `!data` through it */
}

/* `0`, or `(void *)0` as <stddef.h>'s NULL spells it. */
bool sema_is_null_pointer_constant(Node *n) {
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
  sema_type_int_literal(n);
  if (s->fn) s->fn->null_tests++;
  return true;
}

static bool is_zero_constant(const Node *n) { return n->kind == ND_INT && n->ival == 0; }

/* An access sema already refused (typed int so that checking goes on): no further error. */
bool sema_is_invalid_access(const Node *n) {
  if (n->kind == ND_MEMBER && n->type && !record_of(n->type)) return true; /* a member access refused */
  if (n->kind == ND_BINARY || n->kind == ND_CAST || n->kind == ND_UNARY || n->kind == ND_ADDR || n->kind == ND_DEREF ||
      n->kind == ND_POSTINC || n->kind == ND_POSTDEC || n->kind == ND_PREINC || n->kind == ND_PREDEC)
    /* computed from one refused (`*w++` of a pointer refused at its declaration) */
    return sema_is_invalid_access(n->lhs) || (n->rhs && sema_is_invalid_access(n->rhs));
  const Node *root = ast_index_root(n);
  return root && root != n ? sema_is_invalid_access(root) : root && root->kind == ND_VAR && root->sym && root->sym->invalid;
}

/* The function's one counter of the loops that copies become: each declares it afresh, none
 * holds another, and one symbol for all keeps a function of N copies N statements, not N
 * variables more for every later pass to carry. */
/* The struct object a node is when it is a lone one held by pointer (`p` of `S *p`). */
bool sema_is_struct_pointer(const Node *n) {
  return n->kind == ND_VAR && n->sym && n->sym->record && n->sym->record->by_pointer;
}

/* s.x, p->x, a[i].x, (*p).x: a leaf member becomes the access of its array (records.c); a member
 * that is a struct (or array of them) stays, for the member or index that follows. */
static void check_member(Sema *s, Node *n) {
  sema_check_expr(s, n->lhs);
  Type *lt = n->lhs->type, *record = NULL;
  bool arrow = strcmp(n->text, "->") == 0;
  if (!lt || sema_is_invalid_access(n->lhs)) {
    n->type = type_basic(TY_INT);
    return;
  }
  if (arrow) {
    if (sema_is_struct_pointer(n->lhs)) record = lt;
    else if (lt->kind == TY_POINTER && lt->base->kind == TY_RECORD) record = lt->base;
    else if (lt->kind == TY_ARRAY && lt->base->kind == TY_RECORD) record = lt->base;
  } else if (lt->kind == TY_RECORD && !sema_is_struct_pointer(n->lhs)) {
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
 * (lower.c); the assignment is typed as the struct, which no value may use. */
static void check_struct_assignment(Sema *s, Node *n) {
  sema_check_expr(s, n->rhs);
  n->type = n->lhs->type;
  Type *t = n->rhs->type;
  if (!t || sema_is_invalid_access(n->rhs) || sema_is_invalid_access(n->lhs)) {
    n->type = type_basic(TY_INT); /* refused already: nothing to copy */
    return;
  }
  if (n->rhs->kind == ND_ASSIGN) {
    diag_error(n->rhs->loc, "a struct is copied only by an assignment that is a statement of its own");
    n->type = n->rhs->type = type_basic(TY_INT);
    return;
  }
  if (t->kind != TY_RECORD || sema_is_struct_pointer(n->rhs) || !record_same(t, n->lhs->type)) {
    char *want = type_text(n->lhs->type), *got = type_text(sema_is_struct_pointer(n->rhs) ? type_pointer_to(t) : t);
    diag_error(n->rhs->loc, "assigning '%s' to a struct of type '%s'", got, want);
    free(want);
    free(got);
  }
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
void sema_check_discarded(Sema *s, Node **slot) {
  sema_check_truth(s, *slot);
  if (view_variable_offset(*slot) || (view_is_window(*slot) && view_base(*slot))) *slot = view_offset(*slot);
}

/* a + k, k + a and a - k, where a is an array (or a pointer into one) and k an integer: the
 * window of a from element k on. True when n was one (and is now the window). */
static bool pointer_arithmetic(Node *n) {
  bool several = (n->lhs->sym && n->lhs->sym->view_nbases > 1) || (n->rhs->sym && n->rhs->sym->view_nbases > 1);
  if (!several && sema_is_array(n->lhs) && sema_is_array(n->rhs) && view_base(n->lhs) && view_base(n->lhs) == view_base(n->rhs) &&
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
  if (!n->lhs->type || !n->rhs->type || sema_is_invalid_access(n->lhs) || sema_is_invalid_access(n->rhs)) return false;
  if (sema_is_array(n->lhs) && sema_is_array(n->rhs)) return false;
  Node *array = sema_is_array(n->lhs) ? n->lhs : n->op == OP_ADD && sema_is_array(n->rhs) ? n->rhs : NULL;
  Node *offset = array == n->lhs ? n->rhs : n->lhs;
  if (!array || sema_is_array(offset)) return false; /* arrays on both sides: refused as values */
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

static void check_expr_kind(Sema *s, Node *n) {
  switch (n->kind) {
  case ND_INT:
    if (n->unsupported) {
      diag_error(n->loc, "%s", n->unsupported);
      n->unsupported = NULL;
      n->lhs = n->args = NULL;
    }
    if (n->deferred == DEFER_ALIGNOF) sema_fold_alignof(s, n);
    else if (n->deferred == DEFER_OFFSETOF) sema_fold_offsetof(s, n);
    else if (n->deferred == DEFER_GENERIC) sema_choose_generic(s, n);
    if (n->type) return;
    if (n->statement_expression)
      diag_error(n->loc, "a statement expression ('({ ... })', a GNU extension) is not supported in bulk code; "
                 "glibc's assert expands to one: translate with -DNDEBUG, or write the check as an if");
    if (n->text[0] == '\'' || n->text[1] == '\'') sema_type_char_literal(n);
    else sema_type_int_literal(n);
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
    Symbol *sym = sema_lookup(s, n->name);
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
      sema_bind(s, n->name, sym);
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
      sema_type_int_literal(n);
      return;
    }
    n->sym = sym;
    n->type = sym->record ? sym->record->type : sym->type;
    if (sym->view_of) view_of_variable(n, sym); /* p is the window in + (p's offset) */
    return;
  }
  case ND_INDEX:
    sema_check_expr(s, n->lhs);
    sema_check_expr(s, n->rhs);
    if (sema_is_invalid_access(n->lhs)) {
      n->type = type_basic(TY_INT);
      return;
    }
    if (!sema_is_array(n->lhs)) {
      if (sema_is_array(n->rhs)) diag_error(n->loc, "write the array before the index: 'a[i]', not 'i[a]'");
      else diag_error(n->loc, "subscripted value is not an array");
      n->type = type_basic(TY_INT);
      return;
    }
    if (sema_need_value(n->rhs) && !type_is_integer(n->rhs->type))
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
    sema_check_expr(s, n->lhs);
    if (n->lhs->type && n->lhs->type->kind == TY_RECORD && !sema_is_struct_pointer(n->lhs)) {
      n->type = type_pointer_to(n->lhs->type); /* &s, &a[i]: passed to a function taking a pointer */
      return;
    }
    if (n->lhs->kind == ND_INDEX && n->lhs->type && sema_is_array(n->lhs->lhs) && !sema_is_invalid_access(n->lhs)) {
      view_window(n, n->lhs->lhs, n->lhs->rhs, false); /* &a[k] is a + k */
      return;
    }
    if (n->lhs->type && !sema_is_invalid_access(n->lhs) && !(n->lhs->kind == ND_INDEX && !sema_is_array(n->lhs->lhs))) {
      diag_error(n->loc, "taking an address ('&') is supported in bulk code only of an array element, as in "
                 "'&a[k]' (a pointer into the array); pass arrays to functions and return values instead");
      if (n->lhs->kind == ND_VAR && type_is_arithmetic(n->lhs->type))
        diag_note(n->loc, "a scalar's address may be passed to a function of the file in a call that is a statement "
                  "or an assignment's value ('f(&%s);', 'y = f(&%s);')", n->lhs->name, n->lhs->name);
    }
    n->type = type_basic(TY_INT);
    return;
  case ND_DEREF:
    sema_check_expr(s, n->lhs);
    if (sema_is_struct_pointer(n->lhs)) {
      n->type = n->lhs->type; /* (*p).x */
      return;
    }
    if (n->lhs->type && n->lhs->type->kind == TY_POINTER && record_of(n->lhs->type->base)) {
      n->type = n->lhs->type->base; /* (*&s).x */
      return;
    }
    if (sema_is_array(n->lhs)) { /* *p is p[0] */
      view_element(n, n->lhs, NULL);
      return;
    }
    if (n->lhs->type && !sema_is_invalid_access(n->lhs))
      diag_error(n->loc, "pointer dereference ('*') of a value that points into no array; bulk code dereferences "
                 "only arrays and pointers into them, as in '*(a + k)'");
    n->type = type_basic(TY_INT);
    return;
  case ND_UNARY:
    if (n->op == OP_NOT) sema_check_truth(s, n->lhs);
    else sema_check_expr(s, n->lhs);
    if (!sema_need_value(n->lhs)) return;
    if (n->op == OP_NOT) {
      n->type = type_basic(TY_INT);
    } else {
      if (n->op == OP_BITNOT && !type_is_integer(n->lhs->type))
        diag_error(n->loc, "'~' needs an integer operand");
      n->type = type_promote(n->lhs->type);
    }
    return;
  case ND_PREINC: case ND_PREDEC: case ND_POSTINC: case ND_POSTDEC:
    sema_check_expr(s, n->lhs);
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
    sema_need_value(n->lhs);
    n->type = n->lhs->type;
    return;
  case ND_BINARY: {
    bool logical = n->op == OP_LOGAND || n->op == OP_LOGOR, equality = n->op == OP_EQ || n->op == OP_NE;
    Node *checked = NULL; /* an operand checked already */
    if (equality && (sema_is_null_pointer_constant(n->rhs) || sema_is_null_pointer_constant(n->lhs))) {
      Node *null = sema_is_null_pointer_constant(n->rhs) ? n->rhs : n->lhs, *other = null == n->rhs ? n->lhs : n->rhs;
      sema_check_truth(s, other); /* only its truth is used; an array (`c != NULL`) is 1 */
      checked = other;
      if (null->kind == ND_CAST) { /* (void *)0 against a number: the 0 it is */
        Node *zero = null;
        while (zero->kind == ND_CAST) zero = zero->lhs;
        *null = *zero;
      }
    }
    s->chained++;
    if (n->lhs == checked) ;
    else if (logical || (equality && is_zero_constant(n->rhs))) sema_check_truth(s, n->lhs);
    else sema_check_expr(s, n->lhs);
    s->chained--;
    if (n->rhs == checked) ;
    else if (logical || (equality && is_zero_constant(n->lhs))) sema_check_truth(s, n->rhs);
    else sema_check_expr(s, n->rhs);
    if (pointer_arithmetic(n)) return;
    bool lhs_ok = sema_need_value(n->lhs), rhs_ok = sema_need_value(n->rhs);
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
    sema_check_expr(s, n->lhs);
    if (sema_is_invalid_access(n->lhs)) { /* refused already: the value is checked, and nothing more said */
      sema_check_expr(s, n->rhs);
      n->type = n->lhs->type;
      return;
    }
    if (n->op == OP_NONE && n->lhs->type && n->lhs->type->kind == TY_RECORD && record_of(n->lhs->type) &&
        !sema_is_struct_pointer(n->lhs)) {
      check_struct_assignment(s, n);
      return;
    }
    if (view_variable_offset(n->lhs)) {
      sema_check_pointer_assignment(s, n);
      return;
    }
    if (view_is_word(n->lhs)) { /* a statement of its own becomes the stores (lower.c) */
      sema_check_expr(s, n->rhs);
      need_modifiable(n->lhs, "assignment");
      if (sema_need_value(n->rhs) && !type_is_arithmetic(n->rhs->type)) diag_error(n->rhs->loc, "a number is needed here");
      n->type = n->lhs->type;
      return;
    }
    if (n->op == OP_NONE && n->lhs->type && n->lhs->type->kind == TY_BOOL) sema_check_truth(s, n->rhs);
    else sema_check_expr(s, n->rhs);
    need_modifiable(n->lhs, "assignment");
    if (!(n->lhs->kind == ND_VAR && n->lhs->sym && n->lhs->sym->pointer_member)) /* refused whole, once */
      sema_need_value(n->rhs);
    if (n->op == OP_MOD || n->op == OP_AND || n->op == OP_OR || n->op == OP_XOR || n->op == OP_SHL ||
        n->op == OP_SHR) {
      if (n->lhs->type && n->rhs->type && (!type_is_integer(n->lhs->type) || !type_is_integer(n->rhs->type)))
        diag_error(n->loc, "operands of this operator must be integers");
    }
    n->type = n->lhs->type;
    return;
  case ND_COND: {
    bool truth = s->truth_only == n; /* then the arms' values are used only for their truth too */
    sema_check_truth(s, n->cond);
    if (truth) sema_check_truth(s, n->then);
    else sema_check_expr(s, n->then);
    if (truth) sema_check_truth(s, n->els);
    else sema_check_expr(s, n->els);
    sema_need_value(n->cond);
    if (n->then->type && n->then->type->kind == TY_VOID && n->els->type && n->els->type->kind == TY_VOID) {
      n->type = n->then->type;
      return;
    }
    sema_need_value(n->then);
    sema_need_value(n->els);
    n->type = type_usual_conversion(n->then->type, n->els->type);
    return;
  }
  case ND_COMMA: {
    bool truth = s->truth_only == n;
    s->chained++;
    sema_check_discarded(s, &n->lhs);
    s->chained--;
    if (truth) sema_check_truth(s, n->rhs);
    else sema_check_expr(s, n->rhs);
    n->type = n->rhs->type;
    return;
  }
  case ND_CAST:
    fold_long_double_literal(n);
    if (n->cast_type->kind == TY_VOID) sema_check_discarded(s, &n->lhs);
    else if (n->cast_type->kind == TY_BOOL) sema_check_truth(s, n->lhs);
    else sema_check_expr(s, n->lhs);
    if (n->cast_type->kind == TY_VOID) {
      n->type = n->cast_type;
      return;
    }
    if (n->cast_type->kind == TY_POINTER) {
      if (sema_is_array(n->lhs) && view_cast(n, n->lhs, n->cast_type->base)) return;
      long long zero;
      if (n->lhs->kind == ND_INT && sema_const_int(n->lhs, &zero) && zero == 0) { /* NULL */
        diag_error(n->loc, "a null pointer ('NULL') points into no array: bulk code passes and reads arrays only "
                   "(a function's test of a null argument is not specialised for it); pass an array, or leave "
                   "the call out");
        n->type = type_basic(TY_INT); /* refused: no second error where it is passed */
        return;
      }
      if (n->lhs->type && !sema_is_invalid_access(n->lhs))
        diag_error(n->loc, "a cast to a pointer type is supported only as a view of a whole one-dimensional array "
                   "of integers through another integer type, as in '(const uint32_t *)bytes'");
      n->type = type_array_of(n->cast_type->base, NULL); /* indexed or dereferenced, it says nothing more */
      return;
    }
    sema_need_value(n->lhs);
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
    Symbol *named = n->lhs && n->lhs->kind == ND_VAR ? sema_lookup(s, n->lhs->name) : NULL;
    if (named && named->view_of && strcmp(named->view_of->name, named->name) == 0)
      named = named->view_of; /* a parameter the body moves (in += 2): its offset stands for it */
    bool array_parameter = named && (named->record ? named->record->parameter && named->record->type->kind == TY_ARRAY
                                                   : named->kind == SYM_PARAM && named->type->kind == TY_ARRAY);
    if (n->lhs) {
      sema_check_expr(s, n->lhs);
      bool pointer = sema_is_struct_pointer(n->lhs) || view_is_window(n->lhs) || array_parameter;
      t = pointer ? type_pointer_to(n->lhs->type) : n->lhs->type;
    } else if (t->kind == TY_ARRAY) {
      sema_fold_array_sizes(s, t, n->loc, "in sizeof", false);
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
        char *pointer = sema_type_string(declared, true);
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

Symbol *sema_new_symbol(Sema *s, const char *name, SymKind kind, Type *type, SrcLoc loc) {
  Symbol *sym = xcalloc(1, sizeof *sym);
  sym->name = name;
  sym->kind = kind;
  sym->type = type;
  sym->loc = loc;
  if (s->fn && (kind == SYM_VAR || kind == SYM_PARAM)) {
    Function *fn = s->fn;
    sym->owner = fn;
    sym->index = fn->nlocals;
    fn->locals = sema_grow_for_one_more(fn->locals, fn->nlocals, sizeof(Symbol *), "the variables of a function");
    fn->locals[fn->nlocals++] = sym;
    if (kind == SYM_VAR && type->kind == TY_ARRAY) {
      fn->arrays = sema_grow_for_one_more(fn->arrays, fn->narrays, sizeof(Symbol *), "the arrays of a function");
      fn->arrays[fn->narrays++] = sym;
    }
  }
  return sym;
}

static void add_table(Sema *s, Symbol *sym) {
  Program *p = s->prog;
  p->tables = sema_grow_for_one_more(p->tables, p->ntables, sizeof(Symbol *), "the constant tables");
  p->tables[p->ntables++] = sym;
}

void sema_check_vardecl(Sema *s, Node *d, bool file_scope) {
  Type *t = d->cast_type;
  int errors_before = diag_error_count();
  if (t->kind == TY_FUNC) {
    if (!file_scope) {
      diag_error(d->loc, "declare function '%s' at file scope", d->name);
      return;
    }
    Symbol *old = sema_lookup(s, d->name);
    if (old && old->kind == SYM_FUNC) sema_check_redeclaration(old, d);
    if (!old) {
      Symbol *sym = sema_new_symbol(s, d->name, SYM_FUNC, t, d->loc);
      sym->fn = xcalloc(1, sizeof(Function));
      sym->fn->name = d->name;
      sym->fn->type = t;
      sema_bind(s, d->name, sym);
    }
    return;
  }
  if (file_scope && sema_string_pointer_as_table(s, d)) t = d->cast_type;
  bool table = file_scope || d->is_static;
  if (table && record_of(t) && type_element(t)->kind == TY_RECORD && type_element(t)->is_const && !d->is_extern) {
    sema_declare_record_table(s, d);
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
    Symbol *sym = sema_new_symbol(s, d->name, SYM_TABLE, type_basic(TY_INT), d->loc);
    sym->invalid = true;
    sym->refused = intern_format("file-scope variable '%s' %s", d->name, refused);
    sema_bind(s, d->name, sym);
    return;
  }
  if (refused) {
    diag_error(d->loc, "static variable '%s' %s", d->name, refused);
    return;
  }
  if (!table && t->kind == TY_POINTER && type_is_arithmetic(t->base)) {
    sema_check_pointer_variable(s, d);
    return;
  }
  bool valid = check_object_type(s, t, d->loc, "variable", d->name) &&
               (t->kind != TY_ARRAY || sema_fold_array_sizes(s, t, d->loc, d->name, d->init != NULL));
  if (!valid) {
    /* keep the name, so its uses say nothing more, and still check the initializer */
    Symbol *sym = sema_new_symbol(s, d->name, SYM_TABLE, type_basic(TY_INT), d->loc);
    sym->invalid = true;
    sema_bind(s, d->name, sym);
    if (d->init && d->init->kind != ND_INIT_LIST) sema_check_expr(s, d->init);
    return;
  }
  if (!file_scope && sema_lookup_here(s, d->name))
    diag_error(d->loc, "redefinition of '%s'", d->name);
  Symbol *sym = sema_new_symbol(s, d->name, table ? SYM_TABLE : SYM_VAR, t, d->loc);
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
  sema_bind(s, d->name, sym);
  if (d->init) sema_check_initializer(s, d->init, t, table, d->name);
  if (t->kind == TY_ARRAY && t->len < 0) diag_error(d->loc, "array '%s' needs a size", d->name);
  if (d->is_enumerator) { /* no table: each use becomes the value */
    sym->is_enumerator = true;
    if (d->init && diag_error_count() == errors_before && !sema_const_int(d->init, &sym->enum_value))
      diag_error(d->init->loc, "the value of enumerator '%s' is not an integer constant", d->name);
    return;
  }
  if (table) add_table(s, sym);
}

/* ---- pointer members to no numbers ------------------------------------------------------ */

/* The struct type a member chain's object has (`ctx`, `s.in`, `a[i]`), found by name before the
 * chain is checked, or NULL. */
static Type *chain_record(Sema *s, const Node *n) {
  if (n->kind == ND_VAR) {
    Symbol *x = sema_lookup(s, n->name);
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
  return v->kind == ND_VAR || sema_is_null_pointer_constant((Node *)v);
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

/* ---- statements ------------------------------------------------------------------------ */

static void check_stmt(Sema *s, Node *n);

static void check_condition(Sema *s, Node *cond) {
  sema_check_truth(s, cond);
  if (sema_need_value(cond) && !type_is_arithmetic(cond->type))
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
  const Symbol *sym = sema_lookup(s, e->lhs->name);
  return !sym || sym->kind == SYM_LIBFUNC;
}

/* A memory call's statement: memcpy of a scalar becomes an assignment; else its arguments (an
 * array, or a window a + k or &a[k]) are typed and the lowering makes it the loop it stands for. */
static void check_memory_statement(Sema *s, Node *n) {
  if (sema_scalar_copy(s, n)) return;
  for (Node *a = n->lhs->args; a; a = a->next) sema_check_expr(s, a);
  n->lowering = LOWER_MEMORY_CALL;
}

/* `((uint32_t *)bytes)[i] = v;` (or op=), a statement of its own: the lowering makes it the stores
 * of v's bytes. Its op= reads the word too, so its position is computed twice: it must be safe to. */
void sema_mark_view_store(Node *n) {
  Node *assign = n->lhs, *word = assign->lhs;
  if (assign->op != OP_NONE && !ast_safe_to_evaluate(word->rhs)) {
    diag_error(word->loc, "a word written through a view with an operator ('op=') is read there too: its "
               "position must have no side effects and no division that may trap");
    n->lhs = assign->rhs; /* the store is refused: no second error for it where words are lowered */
    return;
  }
  n->lowering = LOWER_VIEW_STORE;
}

/* _Static_assert: an integer constant that must not be 0. Once checked, the statement is empty. */
static void check_assertion(Sema *s, Node *n) {
  sema_check_expr(s, n->lhs);
  long long value;
  if (!sema_const_int(n->lhs, &value))
    diag_error(n->lhs->loc, "the condition of _Static_assert is not an integer constant");
  else if (value == 0)
    diag_error(n->loc, "static assertion failed: %s", n->text);
  n->lhs = NULL;
  n->text = NULL;
}

static void check_stmt_kind(Sema *s, Node *n) {
  switch (n->kind) {
  case ST_EMPTY:
    if (n->lhs) check_assertion(s, n);
    return;
  case ST_EXPR: {
    Node *dropped = n->lhs;
    while (dropped->kind == ND_CAST && dropped->cast_type && dropped->cast_type->kind == TY_VOID) dropped = dropped->lhs;
    if (dropped != n->lhs && is_memory_call(s, dropped)) drop_void_casts(&n->lhs);
    if (sema_is_pointer_choice(s, n)) {
      sema_pointer_choice_as_if(n);
      check_stmt_kind(s, n);
      return;
    }
    if (is_memory_call(s, n->lhs)) {
      check_memory_statement(s, n);
      return;
    }
    if (n->member_binding) { /* `p->m = q;` of a binding: its callers set the member */
      n->kind = ST_EMPTY;
      n->lhs = NULL;
      return;
    }
    if (opaque_member_set(s, n)) return;
    if (sema_members_set_by_call(s, n) || sema_objects_as_bytes(s, n) || sema_references_as_arrays(s, n)) {
      check_stmt_kind(s, n);
      return;
    }
    sema_check_discarded(s, &n->lhs);
    if (several_store_statement(n) || several_call_statement(s->fn, n)) return;
    if (n->lhs->kind == ND_ASSIGN && view_is_word(n->lhs->lhs)) sema_mark_view_store(n);
    else if (n->lhs->kind == ND_ASSIGN && n->lhs->type && n->lhs->type->kind == TY_RECORD)
      n->lowering = LOWER_STRUCT_COPY;
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
        decls = ast_list_append(decls, sema_declare_record_local(s, d));
      } else if (d->kind == ND_VARDECL && d->init && !d->is_static && s->for_init != n &&
                 type_is_arithmetic(d->cast_type) && sema_call_takes_objects(s, d->init)) {
        sema_initializer_as_assignment(n, d, next);
        sema_check_vardecl(s, d, false);
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
        sema_pointer_choice_as_if(choice);
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
        sema_check_vardecl(s, d, false);
        decls = ast_list_append(decls, d);
        break;
      } else {
        sema_check_vardecl(s, d, false);
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
      for (Node *d = n->init->args; d; d = d->next) {
        if (d->kind == ND_VARDECL && d->is_static)
          diag_error(d->loc, "declaration of static variable '%s' in 'for' loop initial declaration", d->name);
        else if (d->kind == ND_VARDECL && d->cast_type && record_of(d->cast_type))
          diag_error(d->loc, "struct '%s' is declared in the first clause of a 'for': bulk code makes it a variable "
                     "per member, declared and set by statements of their own; declare it before the 'for'", d->name);
      }
    if (n->init && n->init->kind == ST_EXPR && is_memory_call(s, n->init->lhs))
      diag_error(n->init->loc, "'%s' in the first clause of a 'for': bulkcc makes it a loop, which must stand as "
                 "a statement of its own; write it before the 'for'", n->init->lhs->lhs->name);
    else if (n->init) {
      s->for_init = n->init;
      check_stmt(s, n->init);
      s->for_init = NULL;
      /* a struct copy, a store through a view, a call given an object's address: several
         statements in bulk code, which C's first clause cannot hold */
      if (n->init->lowering != LOWER_NONE ||
          (n->init->kind != ST_EXPR && n->init->kind != ST_DECL && n->init->kind != ST_EMPTY)) {
        diag_error(n->init->loc, "the first clause of this 'for' becomes several statements in bulk code (as a "
                   "struct's copy, memcpy or memset, a store through a pointer to another type, or a call given an "
                   "object's address do); write it before the 'for'");
        n->init = NULL; /* refused: nothing more to say of it */
      }
    }
    if (n->cond) check_condition(s, n->cond);
    if (n->inc) sema_check_discarded(s, &n->inc);
    check_loop_body(s, n, n->then);
    leave(s);
    return;
  case ST_SWITCH: {
    sema_check_expr(s, n->cond);
    if (sema_need_value(n->cond) && !type_is_integer(n->cond->type))
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
    sema_check_expr(s, n->cond);
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
    if (n->lhs && type_is_arithmetic(ret) && sema_call_takes_objects(s, n->lhs)) {
      sema_return_as_assignment(s, n);
      check_stmt_kind(s, n);
      return;
    }
    if (n->lhs) {
      sema_check_expr(s, n->lhs);
      if (ret->kind == TY_VOID) diag_error(n->lhs->loc, "void function '%s' returns a value", s->fn->name);
      else sema_need_value(n->lhs);
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

static void check_function(Sema *s, Function *fn) {
  s->fn = fn;
  Type *ret = fn->type->base;
  if (ret->kind != TY_VOID && !type_is_arithmetic(ret)) {
    char *spelled = sema_type_string(ret, false);
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
      if ((pointee->kind != TY_ARRAY || sema_fold_array_sizes(s, pointee, p->loc, p->name, true)) &&
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
      if (ok && t->kind == TY_ARRAY) ok = sema_fold_array_sizes(s, t, p->loc, p->name, !fn->is_entry);
    }
    Symbol *sym = sema_new_symbol(s, p->name, SYM_PARAM, ok ? t : type_basic(TY_INT), p->loc);
    sym->invalid = !ok;
    sym->extent_from_accesses = ok && extent;
    fn->params[fn->nparams++] = sym;
    if (sema_lookup_here(s, p->name)) diag_error(p->loc, "redefinition of parameter '%s'", p->name);
    sema_bind(s, p->name, sym);
  }
  sema_bind_record_params(s, fn);
  Node *walks = sema_moved_array_params(s, fn);
  /* the body's outer block shares the parameters' scope, as in C */
  for (Node *item = fn->body->args; item; item = item->next) check_stmt(s, item);
  lower_function(s, fn);
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

/* A parameter `const uint8_t *in` is the array `const uint8_t in[]`: an entry's is one array per
 * instance, a helper's the array (or the part of one, from a pointer into it) each call passes. */
/* A function type whose parameter list is its own, so that lowering the original's parameters
 * leaves it as declared. */
Type *sema_declared_copy(const Type *fn_type) {
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

void sema_pointer_params_as_arrays(Type *fn_type) {
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
  const Symbol *sym = sema_lookup(file_enumerators, n->name);
  if (sym && sym->is_enumerator) {
    n->kind = ND_INT;
    n->ival = sym->enum_value;
    n->text = intern_format("%lld", sym->enum_value);
    sema_type_int_literal(n);
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
    Symbol *sym = sema_new_symbol(s, lf->name, SYM_LIBFUNC, lf->type, (SrcLoc){0});
    sym->lib_has_pointer_param = lf->has_pointer_param;
    sema_bind(s, lf->name, sym);
  }
  enter(s); /* the file's own declarations hide the library's */
  /* enumerators first: struct members' array sizes may name them */
  for (Node *g = prog->globals; g; g = g->next)
    if (g->is_enumerator) sema_check_vardecl(s, g, true);
  file_enumerators = s;
  for (Function *fn = prog->functions; fn; fn = fn->next) {
    fn->declared_type = sema_declared_copy(fn->type);
    sema_find_member_bindings(fn);
    bool pointers = false; /* a call may give NULL for one: the body as parsed, to copy then */
    for (const Param *p = fn->type->params; p; p = p->next) pointers = pointers || sema_takes_null(p);
    if (pointers && fn->body && !ast_deeper_than(fn->body, MAX_NESTING)) fn->unchecked_body = build_clone(fn->body);
    sema_pointer_params_as_arrays(fn->type);
    sema_split_record_params(fn);
    Symbol *old = sema_lookup_here(s, fn->name);
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
    Symbol *sym = sema_new_symbol(s, fn->name, SYM_FUNC, fn->type, fn->loc);
    sym->fn = fn;
    fn->sym = sym;
    sema_bind(s, fn->name, sym);
  }
  for (Node *g = prog->globals; g; g = g->next)
    if (!g->is_enumerator) sema_check_vardecl(s, g, true);
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
