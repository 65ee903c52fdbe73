/* names.c: how user names and types are spelled in emitted C++ and C.
 *
 * A user's name is kept unless the emitted code or what it includes gives it another meaning
 * (a C++ keyword, a CUDA built-in, a type of <stddef.h>, a function of <math.h>, the runtime's
 * bulk_ names, a name the emitter itself makes): plan/names.c then gives it a fresh name, which
 * the emitters read from Symbol.emit_name. */
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

_Noreturn void cg_internal_error(SrcLoc loc, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  diag_internal_verror(loc, fmt, ap);
}

/* C++'s keywords and alternative tokens: a struct member of such a name cannot be spelled in
 * C++ (the CUDA code, or a C++ program including the header), though C allows it. */
static const char *const cxx_keywords[] = {
  "alignas", "alignof", "and", "and_eq", "asm", "bitand", "bitor", "bool", "catch", "char16_t", "char32_t",
  "char8_t", "class", "co_await", "co_return", "co_yield", "compl", "concept", "const_cast", "consteval",
  "constexpr", "constinit", "decltype", "delete", "dynamic_cast", "explicit", "export", "false", "friend",
  "mutable", "namespace", "new", "noexcept", "not", "not_eq", "nullptr", "operator", "or", "or_eq", "private",
  "protected", "public", "reinterpret_cast", "requires", "static_assert", "static_cast", "template", "this",
  "thread_local", "throw", "true", "try", "typeid", "typename", "using", "virtual", "wchar_t", "xor", "xor_eq",
  NULL};

bool cg_cxx_keyword(const char *name) {
  for (const char *const *k = cxx_keywords; *k; k++)
    if (strcmp(*k, name) == 0) return true;
  return false;
}

/* Besides C++'s keywords (cxx_keywords): CUDA built-in names, and what the emitted code's
 * headers declare that a C program may use as identifiers (it need not include them). */
static const char *const reserved[] = {
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
bool cg_reserved_prefix(const char *name) {
  return strncmp(name, "bulk", 4) == 0 || strncmp(name, "BULK", 4) == 0 || strncmp(name, "__", 2) == 0;
}

bool cg_reserved_name(const char *name) {
  return cg_reserved_prefix(name) || cg_cxx_keyword(name) || in_list(reserved, name) || in_list(c_library, name) || is_math_function(name);
}

/* The spelling a reserved user name takes: a keyword gets a '_' after it, a name with the
 * runtime's or the implementation's prefix "u_" before it (so it keeps no such prefix). */
const char *cg_escaped_name(const char *name) {
  return cg_reserved_prefix(name) ? intern_format("u_%s", name) : intern_format("%s_", name);
}

const char *cg_name(const Symbol *sym) {
  if (sym->emit_name) return sym->emit_name;
  /* a symbol that plan_names did not see: spelled the same way every time, stored nowhere */
  return cg_reserved_name(sym->name) ? cg_escaped_name(sym->name) : intern(sym->name);
}

/* NAME_bulk's and NAME_bulk_device's own names, which their parameters must not spell. */
static bool host_function_name(const char *name) {
  return strcmp(name, "p") == 0 || strcmp(name, "result") == 0 || strcmp(name, "timing") == 0 ||
         strcmp(name, "run") == 0 || strcmp(name, "layout") == 0 || strcmp(name, "stream") == 0;
}

const char *cg_host_param(const Symbol *sym) {
  const char *n = cg_name(sym);
  if (!host_function_name(n)) return n;
  /* NAME_arg, or NAME_argK: unlike every other parameter of the function */
  const Function *fn = sym->owner;
  for (unsigned long k = 1;; k++) {
    const char *wish = k == 1 ? intern_format("%s_arg", n) : intern_format("%s_arg%lu", n, k);
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
    if (s->uniform) out_printf(o, ", %s %s", cg_type(e), cg_host_param(s)); /* one value for every instance */
    else out_printf(o, ", %s%s *%s", in_only ? "const " : "", cg_type(e), cg_host_param(s));
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
    const char *public_names[] = {intern_format("%s_bulk", fn->name), intern_format("%s_bulk_device", fn->name),
                                  intern_format("%s_bulk_cuda", fn->name), intern_format("%s_bulk_cpu", fn->name)};
    for (int k = 0; k < 4; k++)
      for (Function *other = prog->functions; other; other = other->next)
        if (intern(other->name) == public_names[k]) {
          diag_error(fn->loc, "entry '%s' would define '%s', which names another function of this file; rename one",
                     fn->name, public_names[k]);
          ok = false;
        }
  }
  return ok;
}
