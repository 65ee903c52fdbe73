/* dispatch.c: the public NAME_bulk of each entry. Each target's code defines its own host
 * function (NAME_bulk_cuda, NAME_bulk_cpu) and this dispatcher, weak, so that a program may link
 * the code of one target or of both: with both, the CPU runtime's bulk_call_targets runs the
 * call where bulk_set_target or BULK_TARGET say, else on the CPU, the GPU or both at once,
 * whichever its measures of the entry's calls say ends first, through bulkcc_part_NAME, which
 * runs a range of the instances on either; bulk_timing.target and .why say where and why. */
#include <stdlib.h>

#include "codegen.h"

void cg_public_args(Out *o, Function *fn) {
  PublicParam *params = NULL;
  int n = cg_public_param_list(fn, &params);
  out_printf(o, "p");
  for (int i = 0; i < n; i++) out_printf(o, ", %s", params[i].name);
  out_printf(o, ", timing");
  free(params);
}

/* The call's arguments in a struct, and bulkcc_part_NAME: instances bulk_from .. bulk_from+p-1
 * of them on the GPU or the CPU (all of them where one target runs the call). A NULL array stays
 * NULL, for the target's own check. */
static void emit_part(Out *o, Function *fn, const PublicParam *params, int n) {
  out_printf(o, "struct bulkcc_args_%s {\n", fn->name);
  for (int i = 0; i < n; i++) out_printf(o, "  %s%s;\n", params[i].type, params[i].name);
  if (n == 0) out_printf(o, "  char bulk_none; /* a struct has a member */\n");
  out_printf(o, "};\n\n");
  out_printf(o, "static int bulkcc_part_%s(const void *bulk_args, int bulk_on_gpu, size_t bulk_from, size_t p, "
                "bulk_timing *timing) {\n", fn->name);
  bool per_instance = false;
  for (int i = 0; i < n; i++) per_instance |= params[i].per_instance != 0;
  if (n) out_printf(o, "  const struct bulkcc_args_%s *bulk_a = (const struct bulkcc_args_%s *)bulk_args;\n", fn->name,
                    fn->name);
  else out_printf(o, "  (void)bulk_args;\n");
  if (!per_instance) out_printf(o, "  (void)bulk_from;\n");
  for (int i = 0; i < n; i++) {
    const PublicParam *q = &params[i];
    if (q->per_instance == 0)
      out_printf(o, "  %s%s = bulk_a->%s;\n", q->type, q->name, q->name);
    else if (q->per_instance == 1)
      out_printf(o, "  %s%s = bulk_a->%s ? bulk_a->%s + bulk_from : bulk_a->%s;\n", q->type, q->name, q->name, q->name,
                 q->name);
    else
      out_printf(o, "  %s%s = bulk_a->%s ? bulk_a->%s + bulk_from * %lldu : bulk_a->%s;\n", q->type, q->name, q->name,
                 q->name, q->per_instance, q->name);
  }
  out_printf(o, "  return bulk_on_gpu ? %s_bulk_cuda(", fn->name);
  cg_public_args(o, fn);
  out_printf(o, ") : %s_bulk_cpu(", fn->name);
  cg_public_args(o, fn);
  out_printf(o, ");\n}\n\n");
}

/* The branch of NAME_bulk where the program has both targets' code: the CPU runtime's
 * bulk_call_targets chooses where the call runs (or obeys the setting), through bulkcc_part_NAME.
 * The user's arrays go with the bytes of an instance of each, so that it can tell pinned memory
 * from pageable. */
static void emit_targets_branch(Out *o, Function *fn, Target target, const PublicParam *params, int n) {
  /* the CPU code, which is the other target's in the CUDA code, has bulk_call_targets's runtime
   * with it */
  if (target == TARGET_CUDA) out_printf(o, "  if (%s_bulk_cpu && bulk_call_targets) {\n", fn->name);
  else out_printf(o, "  if (%s_bulk_cuda) {\n", fn->name);
  int arrays = 0;
  out_printf(o, "    const size_t bulk_instance_bytes[] = {");
  for (int i = 0; i < n; i++) {
    if (params[i].per_instance == 0) continue;
    out_printf(o, "%s%lldu * sizeof(%s)", arrays++ ? ", " : "", params[i].per_instance, params[i].element);
  }
  if (arrays == 0) out_printf(o, "0");
  out_printf(o, "};\n");
  out_printf(o, "    const void *const bulk_arrays[] = {");
  int k = 0;
  for (int i = 0; i < n; i++)
    if (params[i].per_instance != 0) out_printf(o, "%s(const void *)%s", k++ ? ", " : "", params[i].name);
  if (k == 0) out_printf(o, "0");
  out_printf(o, "};\n");
  out_printf(o, "    return bulk_call_targets(\"%s\", p, bulk_instance_bytes, bulk_arrays, %d, bulkcc_part_%s, &bulk_args, "
                "timing);\n  }\n",
             fn->name, arrays, fn->name);
}

void cg_dispatcher(Out *o, Function *fn, Target target) {
  bool cuda = target == TARGET_CUDA;
  const char *c_linkage = cuda ? "extern \"C\" " : "";
  PublicParam *params = NULL;
  int n = cg_public_param_list(fn, &params);
  /* the other target's function, there when the program links its code too; the CPU runtime's
   * bulk_call_both, there when the program has the CPU target's code */
  out_printf(o, "%sint %s_bulk_%s(", c_linkage, fn->name, cuda ? "cpu" : "cuda");
  cg_public_params(o, fn, true);
  out_printf(o, ") __attribute__((weak));\n");
  if (!cuda) out_printf(o, "int bulk_target_cuda(void) __attribute__((weak));\n");
  out_printf(o, "%sint bulk_call_targets(const char *entry, size_t p, const size_t *instance_bytes, "
                "const void *const *arrays, int narrays, bulk_part part, const void *args, bulk_timing *timing) "
                "__attribute__((weak));\n", c_linkage);
  emit_part(o, fn, params, n);
  out_printf(o, "%s__attribute__((weak)) int %s_bulk(", c_linkage, fn->name);
  cg_public_params(o, fn, true);
  out_printf(o, ") {\n");
  if (cuda) out_printf(o, "  int bulk_on_gpu = !%s_bulk_cpu || bulk_target_cuda();\n", fn->name);
  else out_printf(o, "  int bulk_on_gpu = %s_bulk_cuda && bulk_target_cuda && bulk_target_cuda();\n", fn->name);
  out_printf(o, "  const struct bulkcc_args_%s bulk_args = {", fn->name);
  for (int i = 0; i < n; i++) out_printf(o, "%s%s", i ? ", " : "", params[i].name);
  if (n == 0) out_printf(o, "0");
  out_printf(o, "};\n");
  emit_targets_branch(o, fn, target, params, n);
  free(params);
  out_printf(o, "  int bulk_rc = bulkcc_part_%s(&bulk_args, bulk_on_gpu, 0, p, timing);\n", fn->name);
  out_printf(o, "  if (timing) timing->target = bulk_on_gpu ? \"cuda\" : \"cpu\";\n  return bulk_rc;\n}\n\n");
}
