/* header_mpi.c: NAME_bulk_mpi and NAME_bulk_mpi_distributed in the header (--header), for a program
 * that includes bulk_mpi.h first: each packs NAME_bulk's arguments for bulk_mpi_call (or
 * bulk_mpi_call_distributed), whose bulk_mpi_run unpacks them for NAME_bulk on a rank's share.
 * Uniform values travel in a struct of their own, root's broadcast to every rank. */
#include <stdlib.h>
#include <string.h>

#include "codegen.h"

static bool is_const_pointer(const PublicParam *q) { return strncmp(q->type, "const ", 6) == 0; }

void header_emit_mpi(Out *o, Function *fn) {
  PublicParam *params = NULL;
  int n = cg_public_param_list(fn, &params);
  int arrays = 0, uniforms = 0;
  for (int i = 0; i < n; i++) params[i].per_instance ? arrays++ : uniforms++;
  const char *name = fn->name;
  out_printf(o, "#ifdef BULK_MPI_H\n");
  out_printf(o, "/* %s_bulk on the ranks of bulk_comm (bulk_mpi.h): %s_bulk_mpi on the instances held on rank\n"
                "   bulk_root, shared among the ranks by their measured rates and the results gathered there;\n"
                "   %s_bulk_mpi_distributed on each rank's own. Collective: every rank calls, and every rank\n"
                "   returns the same: 0, or the first failing rank's error. */\n",
             name, name, name);
  if (uniforms) {
    out_printf(o, "typedef struct %s_bulk_mpi_uniforms {\n", name);
    for (int i = 0; i < n; i++)
      if (!params[i].per_instance) out_printf(o, "  %s %s;\n", params[i].element, params[i].name);
    out_printf(o, "} %s_bulk_mpi_uniforms;\n", name);
  }
  out_printf(o, "static inline int %s_bulk_mpi_run(size_t p, void *const *bulk_a, const void *bulk_u, bulk_timing *timing) {\n", name);
  if (uniforms) out_printf(o, "  const %s_bulk_mpi_uniforms *bulk_v = (const %s_bulk_mpi_uniforms *)bulk_u;\n", name, name);
  else out_printf(o, "  (void)bulk_u;\n");
  if (!arrays) out_printf(o, "  (void)bulk_a;\n");
  out_printf(o, "  return %s_bulk(p", name);
  for (int i = 0, a = 0; i < n; i++) {
    if (params[i].per_instance) out_printf(o, ", (%s)bulk_a[%d]", params[i].type, a++);
    else out_printf(o, ", bulk_v->%s", params[i].name);
  }
  out_printf(o, ", timing);\n}\n");

  /* the uniform values, and the arrays' list, in both functions */
  const char *count = arrays ? intern_format("%d", arrays) : "1";
  for (int distributed = 0; distributed < 2; distributed++) {
    out_printf(o, "static inline int %s_bulk_mpi%s(MPI_Comm bulk_comm, %s", name, distributed ? "_distributed" : "",
               distributed ? "" : "int bulk_root, ");
    cg_public_params(o, fn, true);
    out_printf(o, ") {\n");
    if (uniforms) {
      out_printf(o, "  %s_bulk_mpi_uniforms bulk_u;\n  memset(&bulk_u, 0, sizeof bulk_u);\n", name);
      for (int i = 0; i < n; i++)
        if (!params[i].per_instance) out_printf(o, "  bulk_u.%s = %s;\n", params[i].name, params[i].name);
    }
    if (distributed) {
      out_printf(o, "  void *const bulk_a[%s] = {", count);
      for (int i = 0, a = 0; i < n; i++)
        if (params[i].per_instance) out_printf(o, "%s(void *)%s", a++ ? ", " : "", params[i].name);
      if (!arrays) out_printf(o, "NULL");
      out_printf(o, "};\n  return bulk_mpi_call_distributed(bulk_comm, p, bulk_a, %s, %s_bulk_mpi_run, timing);\n}\n",
                 uniforms ? "&bulk_u" : "NULL", name);
      continue;
    }
    out_printf(o, "  const bulk_mpi_array bulk_a[%s] = {", count);
    for (int i = 0, a = 0; i < n; i++) {
      const PublicParam *q = &params[i];
      if (!q->per_instance) continue;
      bool result = i == n - 1 && fn->type->base->kind != TY_VOID;
      out_printf(o, "%s\n    {(void *)%s, sizeof(%s) * (size_t)%lld, %d, %d}", a++ ? "," : "", q->name, q->element, q->per_instance,
                 !result, !is_const_pointer(q));
    }
    if (!arrays) out_printf(o, "{NULL, 0, 0, 0}");
    out_printf(o, "};\n  return bulk_mpi_call(bulk_comm, bulk_root, \"%s\", p, bulk_a, %d, %s, %s, %s_bulk_mpi_run, timing);\n}\n",
               name, arrays, uniforms ? "&bulk_u" : "NULL", uniforms ? "sizeof bulk_u" : "0", name);
  }
  out_printf(o, "#endif\n\n");
  free(params);
}
