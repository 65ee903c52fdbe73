/* dispatch.c: the public NAME_bulk of each entry. Each target's code defines its own host
 * function (NAME_bulk_cuda, NAME_bulk_cpu) and this dispatcher, weak, so that a program may link
 * the code of one target or of both: with both, NAME_bulk runs on the GPU when one is usable
 * (bulk_target_cuda: bulk_set_target, then BULK_TARGET=cuda|cpu, say otherwise), and
 * bulk_timing.target says where it ran. */
#include "codegen.h"

void cg_public_args(Out *o, Function *fn) {
  out_printf(o, "p");
  for (int i = 0, g = 0; i < fn->nparams; i++) {
    if (g < fn->nrecord_params && fn->record_params[g].first == i) {
      out_printf(o, ", %s", cg_struct_param_name(&fn->record_params[g]));
      i += fn->record_params[g++].count - 1;
      continue;
    }
    out_printf(o, ", %s", cg_host_param(fn->params[i]));
  }
  if (fn->type->base->kind != TY_VOID) out_printf(o, ", result");
  out_printf(o, ", timing");
}

void cg_dispatcher(Out *o, Function *fn, Target target) {
  bool cuda = target == TARGET_CUDA;
  const char *c_linkage = cuda ? "extern \"C\" " : "";
  /* the other target's function, there when the program links its code too */
  out_printf(o, "%sint %s_bulk_%s(", c_linkage, fn->name, cuda ? "cpu" : "cuda");
  cg_public_params(o, fn, true);
  out_printf(o, ") __attribute__((weak));\n");
  if (!cuda) out_printf(o, "int bulk_target_cuda(void) __attribute__((weak));\n");
  out_printf(o, "%s__attribute__((weak)) int %s_bulk(", c_linkage, fn->name);
  cg_public_params(o, fn, true);
  out_printf(o, ") {\n");
  if (cuda) out_printf(o, "  int bulk_on_gpu = !%s_bulk_cpu || bulk_target_cuda();\n", fn->name);
  else out_printf(o, "  int bulk_on_gpu = %s_bulk_cuda && bulk_target_cuda && bulk_target_cuda();\n", fn->name);
  out_printf(o, "  int bulk_rc = bulk_on_gpu ? %s_bulk_cuda(", fn->name);
  cg_public_args(o, fn);
  out_printf(o, ") : %s_bulk_cpu(", fn->name);
  cg_public_args(o, fn);
  out_printf(o, ");\n  if (timing) timing->target = bulk_on_gpu ? \"cuda\" : \"cpu\";\n  return bulk_rc;\n}\n\n");
}
