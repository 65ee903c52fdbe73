/* names.c: how user names and types are spelled in emitted C++ and C.
 *
 * A user's name is kept unless the emitted code or what it includes gives it another meaning
 * (a C++ keyword, a CUDA built-in, a type of <stddef.h>, a function of <math.h>, the runtime's
 * bulk_ names, a name the emitter itself makes): then it becomes a fresh name, one that no name
 * of the program and no other fresh name spells, so that no renaming can meet another. Tables,
 * the user's only names at file scope, all take the emitter's prefix (bulkcc_t_). */
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "codegen.h"

const char *cg_type(const Type *t) {
  if (t->kind == TY_BOOL) return "bool";
  return type_c_name(t);
}

const char *cg_format(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int need = vsnprintf(NULL, 0, fmt, ap);
  va_end(ap);
  if (need < 0) cg_internal_error((SrcLoc){0}, "cannot format an emitted name");
  char *buf = xcalloc((size_t)need + 1, 1);
  va_start(ap, fmt);
  vsnprintf(buf, (size_t)need + 1, fmt, ap);
  va_end(ap);
  const char *s = intern(buf);
  free(buf);
  return s;
}

_Noreturn void cg_internal_error(SrcLoc loc, const char *fmt, ...) {
  if (loc.file) fprintf(stderr, "%s:%d:%d: ", loc.file, loc.line, loc.col);
  fputs("internal error: ", stderr);
  va_list ap;
  va_start(ap, fmt);
  vfprintf(stderr, fmt, ap);
  va_end(ap);
  fputs("\n", stderr);
  exit(2);
}

/* C++ keywords, CUDA built-in names, and what the emitted code's headers declare that a C
 * program may use as identifiers (it need not include them). */
static const char *const reserved[] = {
  "alignas", "alignof", "and", "and_eq", "asm", "bitand", "bitor", "bool", "catch", "char16_t", "char32_t",
  "char8_t", "class", "co_await", "co_return", "co_yield", "compl", "concept", "const_cast", "consteval",
  "constexpr", "constinit", "decltype", "delete", "dynamic_cast", "explicit", "export", "false", "friend",
  "mutable", "namespace", "new", "noexcept", "not", "not_eq", "nullptr", "operator", "or", "or_eq", "private",
  "protected", "public", "reinterpret_cast", "requires", "static_assert", "static_cast", "template", "this",
  "thread_local", "throw", "true", "try", "typeid", "typename", "using", "virtual", "wchar_t", "xor", "xor_eq",
  "threadIdx", "blockIdx", "blockDim", "gridDim", "warpSize", "final", "override", "assert", "restrict",
  "inline", "std", "main",
  /* <stddef.h>, <stdbool.h>, <omp.h> and the CUDA headers */
  "size_t", "ptrdiff_t", "max_align_t", "nullptr_t", "NULL", "offsetof", "dim3", "cudaError_t", "cudaStream_t",
  "cudaEvent_t", "min", "max", "errno",
  /* <math.h>: the emitter calls the classification functions, its own and the user's */
  "isnan", "isinf", "isfinite", "isnormal", "signbit", "fpclassify", "isgreater", "isgreaterequal", "isless",
  "islessequal", "islessgreater", "isunordered", "INFINITY", "NAN", "HUGE_VAL", "HUGE_VALF", "HUGE_VALL",
  "float_t", "double_t", "math_errhandling", "MATH_ERRNO", "MATH_ERREXCEPT", "FP_NAN", "FP_INFINITE", "FP_ZERO",
  "FP_SUBNORMAL", "FP_NORMAL", "FP_ILOGB0", "FP_ILOGBNAN", "M_PI", "M_E", NULL};

/* Functions of the C library (besides <math.h>'s) that the emitted code's headers declare. */
static const char *const c_library[] = {"abs", "labs", "llabs", "div", "ldiv", "lldiv", "clock", "printf",
                                        "malloc", "free", "memcpy", "memset", "exit", NULL};

/* C's <math.h> functions, each also with an f and an l after it. */
static const char *const math_functions[] = {
  "acos", "asin", "atan", "atan2", "cos", "sin", "tan", "acosh", "asinh", "atanh", "cosh", "sinh", "tanh",
  "exp", "exp2", "expm1", "frexp", "ilogb", "ldexp", "log", "log10", "log1p", "log2", "logb", "modf", "scalbn",
  "scalbln", "cbrt", "fabs", "hypot", "pow", "sqrt", "erf", "erfc", "lgamma", "tgamma", "ceil", "floor",
  "nearbyint", "rint", "lrint", "llrint", "round", "lround", "llround", "trunc", "fmod", "remainder", "remquo",
  "copysign", "nan", "nextafter", "nexttoward", "fdim", "fmax", "fmin", "fma", NULL};

/* ... and those CUDA's headers or glibc's GNU extensions add. */
static const char *const more_math_functions[] = {
  "rsqrt", "sincos", "exp10", "sinpi", "cospi", "erfinv", "erfcinv", "normcdf", "normcdfinv", "rcbrt", "rhypot",
  "norm3d", "norm4d", "rnorm3d", "rnorm4d", "j0", "j1", "jn", "y0", "y1", "yn", "gamma", "drem", "finite",
  "significand", "scalb", "signgam", NULL};

static bool in_list(const char *const *list, const char *name) {
  for (; *list; list++)
    if (strcmp(*list, name) == 0) return true;
  return false;
}

/* Whether name is one of list's functions, or one with an f or an l after it. */
static bool in_math_list(const char *const *list, const char *name) {
  if (in_list(list, name)) return true;
  size_t n = strlen(name);
  if (n < 2 || (name[n - 1] != 'f' && name[n - 1] != 'l')) return false;
  char base[64];
  if (n - 1 >= sizeof base) return false; /* longer than any name of the lists */
  memcpy(base, name, n - 1);
  base[n - 1] = 0;
  return in_list(list, base);
}

static bool is_math_function(const char *name) {
  return in_math_list(math_functions, name) || in_math_list(more_math_functions, name);
}

/* The runtime's names and the emitter's own begin with these; C++ reserves "__". */
static bool reserved_prefix(const char *name) {
  return strncmp(name, "bulk", 4) == 0 || strncmp(name, "BULK", 4) == 0 || strncmp(name, "__", 2) == 0;
}

static bool reserved_name(const char *name) {
  return reserved_prefix(name) || in_list(reserved, name) || in_list(c_library, name) || is_math_function(name);
}

/* ---- a set of interned names ------------------------------------------------------------- */

typedef struct NameSet {
  const char **slots; /* interned pointers; NULL: empty */
  size_t cap, count;
} NameSet;

static size_t name_hash(const char *s) { return (size_t)(((uintptr_t)s >> 4) * 2654435761u); }

static bool set_has(const NameSet *set, const char *name) {
  if (!set->cap) return false;
  for (size_t i = name_hash(name) & (set->cap - 1);; i = (i + 1) & (set->cap - 1)) {
    if (!set->slots[i]) return false;
    if (set->slots[i] == name) return true;
  }
}

static void set_add(NameSet *set, const char *name) {
  if (set_has(set, name)) return;
  if (2 * (set->count + 1) > set->cap) {
    NameSet bigger = {xcalloc(set->cap ? set->cap * 2 : 256, sizeof(char *)), set->cap ? set->cap * 2 : 256, 0};
    for (size_t i = 0; i < set->cap; i++)
      if (set->slots[i]) set_add(&bigger, set->slots[i]);
    free(set->slots);
    *set = bigger;
  }
  size_t i = name_hash(name) & (set->cap - 1);
  while (set->slots[i]) i = (i + 1) & (set->cap - 1);
  set->slots[i] = name;
  set->count++;
}

/* A name free for the emitted code: the wish itself, or it with a number after it. A user's
 * name must also avoid what is reserved; the emitter's own (bulkcc_t_...) is reserved for it. */
static const char *fresh_name_of(NameSet *taken, const char *wish, bool users) {
  const char *name = intern(wish);
  for (unsigned long k = 1; set_has(taken, name) || (users && reserved_name(name)); k++)
    name = cg_format("%s%lu", wish, k);
  set_add(taken, name);
  return name;
}

static const char *fresh_name(NameSet *taken, const char *wish) { return fresh_name_of(taken, wish, true); }

/* The spelling a reserved user name takes: a keyword gets a '_' after it, a name with the
 * runtime's or the implementation's prefix "u_" before it (so it keeps no such prefix). */
static const char *escaped_wish(const char *name) {
  return reserved_prefix(name) ? cg_format("u_%s", name) : cg_format("%s_", name);
}

/* Every user name of the program: a fresh name must differ from each (a local may hide a
 * table that moved to file scope under a new name). */
static void collect_user_names(Program *prog, NameSet *names) {
  for (Function *fn = prog->functions; fn; fn = fn->next) {
    set_add(names, intern(fn->name));
    for (int i = 0; i < fn->nlocals; i++) set_add(names, intern(fn->locals[i]->name));
    for (int i = 0; i < fn->nparams; i++) set_add(names, intern(fn->params[i]->name));
    for (int i = 0; i < fn->narrays; i++) set_add(names, intern(fn->arrays[i]->name));
    for (int i = 0; i < fn->ncalls; i++)
      if (fn->calls[i]->lhs && fn->calls[i]->lhs->sym) set_add(names, intern(fn->calls[i]->lhs->sym->name));
  }
  for (int i = 0; i < prog->ntables; i++) set_add(names, intern(prog->tables[i]->name));
}

/* A variable or parameter keeps its name unless something else spells it there. */
static void name_variable(NameSet *taken, Symbol *sym) {
  if (sym->emit_name) return; /* named already (a parameter is a local too) */
  if (reserved_name(sym->name)) sym->emit_name = fresh_name(taken, escaped_wish(sym->name));
  else sym->emit_name = intern(sym->name);
}

typedef struct TableNaming {
  NameSet *taken;
  const Function *fn;
} TableNaming;

static AstStep visit_table(const Node *n, void *data) {
  const TableNaming *t = data;
  if (n->kind == ND_VARDECL && n->sym && n->sym->kind == SYM_TABLE && !n->sym->emit_name)
    n->sym->emit_name = fresh_name_of(t->taken, cg_format("bulkcc_t_%s_%s", t->fn->name, n->sym->name), false);
  if (n->kind != ST_FOR) return AST_WALK_ON;
  /* a for's body is named before its init: of two same-named tables there, the body's keeps the
   * plain name (its cond and inc, expressions, declare nothing) */
  ast_walk(n->then, visit_table, NULL, data);
  ast_walk(n->init, visit_table, NULL, data);
  return AST_WALK_SKIP;
}

/* Names the tables declared in a function's body (static const), before those at file scope. */
static void name_function_tables(NameSet *taken, const Function *fn, const Node *body) {
  ast_walk_list(body, visit_table, NULL, &(TableNaming){taken, fn});
}

void cg_assign_names(Program *prog) {
  NameSet taken = {0};
  collect_user_names(prog, &taken);
  /* Tables are the user's only names at file scope, where the headers the emitted code
   * includes (CUDA's above all) declare more names than any list holds: each table takes the
   * emitter's prefix. A function's own table moves there as bulkcc_t_FUNCTION_NAME. The
   * spelling depends on the program alone, so that naming it again changes nothing. */
  for (int i = 0; i < prog->ntables; i++) prog->tables[i]->emit_name = NULL;
  for (Function *fn = prog->functions; fn; fn = fn->next)
    if (fn->body) name_function_tables(&taken, fn, fn->body);
  for (int i = 0; i < prog->ntables; i++) {
    Symbol *t = prog->tables[i];
    if (!t->emit_name) t->emit_name = fresh_name_of(&taken, cg_format("bulkcc_t_%s", t->name), false);
  }
  for (Function *fn = prog->functions; fn; fn = fn->next) {
    for (int i = 0; i < fn->nlocals; i++)
      if (fn->locals[i]->kind != SYM_TABLE) fn->locals[i]->emit_name = NULL;
    for (int i = 0; i < fn->nparams; i++) fn->params[i]->emit_name = NULL;
  }
  for (Function *fn = prog->functions; fn; fn = fn->next) {
    for (int i = 0; i < fn->nparams; i++) name_variable(&taken, fn->params[i]);
    for (int i = 0; i < fn->nlocals; i++)
      if (fn->locals[i]->kind != SYM_TABLE) name_variable(&taken, fn->locals[i]);
    if (!fn->is_entry) continue;
    /* an entry's local arrays become parameters of its kernel: same-named ones, declared in
     * different blocks, get names of their own */
    for (int i = 0; i < fn->narrays; i++) {
      Symbol *a = fn->arrays[i];
      bool clash = false;
      for (int k = 0; k < fn->nlocals && !clash; k++)
        clash = fn->locals[k] != a && strcmp(fn->locals[k]->name, a->name) == 0;
      if (clash) a->emit_name = fresh_name(&taken, cg_format("%s_%d", a->emit_name, a->index));
    }
  }
  free(taken.slots);
}

const char *cg_name(Symbol *sym) {
  if (sym->emit_name) return sym->emit_name;
  /* a symbol that cg_assign_names did not see */
  sym->emit_name = reserved_name(sym->name) ? escaped_wish(sym->name) : intern(sym->name);
  return sym->emit_name;
}

/* NAME_bulk's and NAME_bulk_device's own names, which their parameters must not spell. */
static bool host_function_name(const char *name) {
  return strcmp(name, "p") == 0 || strcmp(name, "result") == 0 || strcmp(name, "timing") == 0 ||
         strcmp(name, "run") == 0 || strcmp(name, "layout") == 0 || strcmp(name, "stream") == 0;
}

const char *cg_host_param(Symbol *sym) {
  const char *n = cg_name(sym);
  if (!host_function_name(n)) return n;
  /* NAME_arg, or NAME_argK: unlike every other parameter of the function */
  const Function *fn = sym->owner;
  for (unsigned long k = 1;; k++) {
    const char *wish = k == 1 ? cg_format("%s_arg", n) : cg_format("%s_arg%lu", n, k);
    bool taken = false;
    for (int i = 0; fn && i < fn->nparams && !taken; i++) taken = cg_name(fn->params[i]) == wish;
    if (!taken) return wish;
  }
}

void cg_host_array_params(Out *o, Function *fn) {
  out_printf(o, "size_t p");
  for (int i = 0; i < fn->nparams; i++) {
    Symbol *s = fn->params[i];
    Type *e = type_element(s->type);
    bool in_only = s->type->kind != TY_ARRAY || e->is_const;
    out_printf(o, ", %s%s *%s", in_only ? "const " : "", cg_type(e), cg_host_param(s));
  }
  if (fn->type->base->kind != TY_VOID) out_printf(o, ", %s *result", cg_type(fn->type->base));
}

void cg_host_params(Out *o, Function *fn) {
  cg_host_array_params(o, fn);
  out_printf(o, ", bulk_timing *timing");
}

bool cg_check_public_names(Program *prog) {
  bool ok = true;
  for (Function *fn = prog->functions; fn; fn = fn->next) {
    if (!fn->is_entry) continue;
    if (strncmp(fn->name, "bulk", 4) == 0 || strncmp(fn->name, "BULK", 4) == 0) {
      diag_error(fn->loc, "entry '%s' would clash with the runtime, whose names begin with 'bulk'; rename it",
                 fn->name);
      ok = false;
      continue;
    }
    if (in_math_list(math_functions, fn->name) || in_list(c_library, fn->name)) {
      /* C reserves the library's external names whatever the file includes (C11 7.1.3), and
       * the checking driver, which includes the headers, could not declare the entry */
      diag_error(fn->loc, "entry '%s' has the name of a C library function, which C reserves; rename it", fn->name);
      ok = false;
      continue;
    }
    /* NAME_bulk_device is the CUDA target's alone, but a file should translate for both */
    const char *public_names[] = {cg_format("%s_bulk", fn->name), cg_format("%s_bulk_device", fn->name)};
    for (int k = 0; k < 2; k++)
      for (Function *other = prog->functions; other; other = other->next)
        if (intern(other->name) == public_names[k]) {
          diag_error(fn->loc, "entry '%s' would define '%s', which names another function of this file; rename one",
                     fn->name, public_names[k]);
          ok = false;
        }
  }
  return ok;
}
