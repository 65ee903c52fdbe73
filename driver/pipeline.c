/* pipeline.c: the passes between cpp and the emitters, in their order (pipeline.h). */
#include "pipeline.h"

#include "../analysis/dump.h"
#include "../analysis/evaluate.h"
#include "../analysis/fold_prologues.h"
#include "../analysis/gather_updates.h"
#include "../analysis/oblivious.h"
#include "../dependences/dependences.h"
#include "../frontend/diag.h"
#include "../frontend/parse.h"
#include "../plan/plan.h"

/* --report's words for where working arrays are kept: the plan's, for the target planned. */
static const char *working_arrays_place(const Function *fn, const void *codegen) {
  return plan_working_arrays_place(fn, codegen);
}

static void pass(const PipelineOptions *opts, const char *input, const char *what) {
  if (opts->verbose) fprintf(stderr, "bulkcc: %s: %s\n", input, what);
}

/* Records the pass that refused the input; false. */
static bool refused(PipelineResult *result, const char *stage) {
  result->stopped_at = stage;
  return false;
}

bool pipeline_analyze(const PipelineInput *input, const PipelineOptions *opts, PipelineResult *result) {
  *result = (PipelineResult){NULL, NULL};
  pass(opts, input->name, "parse");
  LibFunc *libfuncs = NULL;
  Program *prog = parse_program(input->text, input->len, input->name, &libfuncs);
  result->program = prog;
  if (!prog) return refused(result, "parse");
  pass(opts, input->name, "names and types");
  bool ok = sema_check(prog, libfuncs, opts->entries, opts->nentries);
  ok = ok && sema_set_extents(prog, opts->extents, opts->nextents);
  ok = ok && sema_mark_uniform_requests(prog, opts->uniforms, opts->nuniforms);
  if (ok && opts->dump == PIPELINE_DUMP_AST) {
    dump_program(stdout, prog);
    return true;
  }
  if (!ok || !cg_check_public_names(prog)) return refused(result, "sema");
  pass(opts, input->name, "obliviousness");
  /* any error of this input so far stops here too (cpp's, say, under -Werror) */
  if (!oblivious_check(prog, opts->allow_gather) || diag_error_count() != input->errors_before)
    return refused(result, "oblivious");
  fold_prologues_program(prog); /* before the evaluation and the dependences, which see its nests */
  gather_updates_program(prog);
  pass(opts, input->name, "bounds, by evaluation");
  evaluate_set_working_arrays_place(working_arrays_place, &opts->codegen);
  if (!evaluate_program(prog, opts->report)) return refused(result, "evaluate");
  pass(opts, input->name, "dependences");
  dependences_program(prog);
  pass(opts, input->name, "plan");
  /* --check plans too: the plan refuses what no target can take */
  ok = opts->dump == PIPELINE_DUMP_PLAN ? plan_dump_program(stdout, prog, &opts->codegen)
                                        : plan_program(prog, &opts->codegen);
  return ok || refused(result, "plan");
}
