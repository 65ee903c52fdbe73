/* names.c: how user names and types are spelled in emitted C++ and C. */
#include <stdio.h>
#include <string.h>

#include "codegen.h"

const char *cg_type(const Type *t) {
  if (t->kind == TY_BOOL) return "bool";
  return type_c_name(t);
}

/* C++ keywords and CUDA built-in names a C program may use as identifiers. */
static const char *const reserved[] = {
  "alignas", "alignof", "and", "and_eq", "asm", "bitand", "bitor", "bool", "catch", "char16_t", "char32_t",
  "char8_t", "class", "co_await", "co_return", "co_yield", "compl", "concept", "const_cast", "consteval",
  "constexpr", "constinit", "decltype", "delete", "dynamic_cast", "explicit", "export", "false", "friend",
  "mutable", "namespace", "new", "noexcept", "not", "not_eq", "nullptr", "operator", "or", "or_eq", "private",
  "protected", "public", "reinterpret_cast", "requires", "static_assert", "static_cast", "template", "this",
  "thread_local", "throw", "true", "try", "typeid", "typename", "using", "virtual", "wchar_t", "xor", "xor_eq",
  "threadIdx", "blockIdx", "blockDim", "gridDim", "warpSize", "final", "override", "assert", NULL};

static bool needs_escape(const char *name) {
  if (strncmp(name, "bulk", 4) == 0 || strncmp(name, "__", 2) == 0) return true;
  for (const char *const *r = reserved; *r; r++)
    if (strcmp(*r, name) == 0) return true;
  return false;
}

const char *cg_name(Symbol *sym) {
  if (sym->emit_name) return sym->emit_name;
  char buf[512];
  if (needs_escape(sym->name)) {
    snprintf(buf, sizeof buf, "%s_", sym->name);
  } else {
    snprintf(buf, sizeof buf, "%s", sym->name);
  }
  sym->emit_name = intern(buf);
  return sym->emit_name;
}

const char *cg_host_param(Symbol *sym) {
  const char *n = cg_name(sym);
  if (strcmp(n, "p") == 0 || strcmp(n, "result") == 0 || strcmp(n, "timing") == 0 || strcmp(n, "run") == 0) {
    char buf[512];
    snprintf(buf, sizeof buf, "%s_arg", n);
    return intern(buf);
  }
  return n;
}

void cg_host_params(Out *o, Function *fn) {
  out_printf(o, "size_t p");
  for (int i = 0; i < fn->nparams; i++) {
    Symbol *s = fn->params[i];
    Type *e = type_element(s->type);
    bool in_only = s->type->kind != TY_ARRAY || e->is_const;
    out_printf(o, ", %s%s *%s", in_only ? "const " : "", cg_type(e), cg_host_param(s));
  }
  if (fn->type->base->kind != TY_VOID) out_printf(o, ", %s *result", cg_type(fn->type->base));
  out_printf(o, ", bulk_timing *timing");
}
