/* calibrate.c: NAME_bulk_calibrate, the CUDA target's measurement of an entry's forms for the
 * runtime's cost model (bulk_calibrate in bulk_model.inc): the runtime allocates zeroed arrays
 * for p instances and calls bulkcc_calibration_run_NAME, which passes them to NAME_bulk_cuda
 * (pinned host memory) or NAME_bulk_device (device memory, the default stream). An entry with
 * uniform parameters has none: no value of theirs stands for the user's. */
#include <stdlib.h>

#include "codegen.h"

bool cg_calibrates(Function *fn) {
  if (fn->nrecord_params) return false;
  PublicParam *params = NULL;
  int n = cg_public_param_list(fn, &params);
  bool uniform = false;
  for (int i = 0; i < n; i++) uniform |= params[i].per_instance == 0;
  free(params);
  return !uniform;
}

void cg_calibrate(Out *o, Function *fn) {
  if (!cg_calibrates(fn)) return;
  PublicParam *params = NULL;
  int n = cg_public_param_list(fn, &params);
  out_printf(o, "static int bulkcc_calibration_run_%s(void *const *bulk_a, size_t p, int bulk_device_memory) {\n", fn->name);
  if (n == 0) out_printf(o, "  (void)bulk_a;\n");
  for (int pass = 0; pass < 2; pass++) {
    out_printf(o, pass == 0 ? "  if (bulk_device_memory)\n    return %s_bulk_device(p" : "  return %s_bulk_cuda(p", fn->name);
    for (int i = 0; i < n; i++) out_printf(o, ", (%s)bulk_a[%d]", params[i].type, i);
    out_printf(o, pass == 0 ? ", bulk_device_memory == 2 ? BULK_COLUMNS : BULK_ROWS, NULL);\n" : ", NULL);\n}\n\n");
  }
  out_printf(o, "extern \"C\" int %s_bulk_calibrate(size_t p_max, double seconds, int memories) {\n", fn->name);
  out_printf(o, "  const size_t bulk_bytes[] = {");
  for (int i = 0; i < n; i++) out_printf(o, "%s%lldu * sizeof(%s)", i ? ", " : "", params[i].per_instance, params[i].element);
  if (n == 0) out_printf(o, "0");
  out_printf(o, "};\n");
  /* the forms measured: the thread form's, the team form's and the grid form's where it has them */
  out_printf(o, "  return bulk_calibrate(\"%s\", p_max, seconds, memories, bulkcc_calibration_run_%s, bulk_bytes, %d, %s);\n}\n\n",
             fn->name, fn->name, n, fn->plan_grid ? "BULK_FORM_GRID" : fn->plan_team ? "BULK_FORM_TEAM" : "BULK_FORM_THREAD");
  free(params);
}
