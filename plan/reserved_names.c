/* reserved_names.c: the names the emitted code, or what it includes, gives a meaning to: a user's
 * name among them gets another spelling (names.c). The emitters ask the same of the names they
 * make themselves. */
#include <string.h>

#include "reserved_names.h"
#include "../frontend/ast.h"

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

bool cxx_keyword(const char *name) {
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
bool reserved_prefix(const char *name) {
  return strncmp(name, "bulk", 4) == 0 || strncmp(name, "BULK", 4) == 0 || strncmp(name, "__", 2) == 0;
}

bool reserved_name(const char *name) {
  return reserved_prefix(name) || cxx_keyword(name) || in_list(reserved, name) || in_list(c_library, name) || is_math_function(name);
}

/* The spelling a reserved user name takes: a keyword gets a '_' after it, a name with the
 * runtime's or the implementation's prefix "u_" before it (so it keeps no such prefix). */
const char *escaped_name(const char *name) {
  return reserved_prefix(name) ? intern_format("u_%s", name) : intern_format("%s_", name);
}

bool c_library_function(const char *name) {
  return in_math_list(math_functions, name) || in_list(c_library, name);
}
