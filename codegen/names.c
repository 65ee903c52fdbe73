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


const char *cg_name(const Symbol *sym) {
  if (sym->emit_name) return sym->emit_name;
  /* a symbol that plan_names did not see: spelled the same way every time, stored nowhere */
  return reserved_name(sym->name) ? escaped_name(sym->name) : intern(sym->name);
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
    if (c_library_function(fn->name)) {
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
