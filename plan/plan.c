/* plan.c: the planning pass (plan.h), and its dump (--dump=plan). */
#include <stdlib.h>
#include <string.h>

#include "plan.h"

/* ---- select targets ---------------------------------------------------------------------- */

/* The variables a select's arm assigns (cg_becomes_select has checked its shape: blocks of
 * `x = ...;`). */
static AstStep visit_arm_target(const Node *n, void *data) {
  (void)data;
  if (n->kind == ST_EXPR) n->lhs->lhs->sym->select_target = true;
  return n->kind == ST_BLOCK ? AST_WALK_ON : AST_WALK_SKIP;
}

static AstStep visit_select(const Node *n, void *data) {
  (void)data;
  if (n->kind != ST_IF || !cg_becomes_select(n)) return n->kind < ST_EXPR ? AST_WALK_SKIP : AST_WALK_ON;
  /* the arms' targets are read when not selected, so they need a value beforehand */
  ast_walk(n->then, visit_arm_target, NULL, NULL);
  ast_walk(n->els, visit_arm_target, NULL, NULL);
  return AST_WALK_SKIP;
}

/* Marks the variables every select assigns: statements only, since expressions and declarations
 * hold no if. */
static void mark_select_targets(const Node *body) { ast_walk_list(body, visit_select, NULL, NULL); }

/* ---- the scalars of the CPU's SPMD form that hold one value per lane ---------------------- */

/* In SPMD form a scalar is one value, or one per lane, throughout. The analysis judges a variable
 * at each point, so a scalar it never found input-dependent may still take a copy of a varying
 * one at a point where that held a uniform value (`unsigned u = s;` before `s` is assigned on
 * data): such a scalar becomes one per lane too, until nothing changes. */
static AstStep visit_promote(const Node *n, void *data) {
  bool *changed = data;
  Symbol *target = NULL;
  const Node *value = NULL;
  if (n->kind == ND_VARDECL && n->init && n->init->kind != ND_INIT_LIST) target = n->sym, value = n->init;
  if (n->kind == ND_ASSIGN && n->lhs->kind == ND_VAR) target = n->lhs->sym, value = n->rhs;
  if (target && target->kind == SYM_VAR && target->type->kind != TY_ARRAY && !target->varying && !spmd_uniform(value)) {
    target->varying = true;
    *changed = true;
  }
  return AST_WALK_ON;
}

static bool promote(const Node *list) {
  bool changed = false;
  ast_walk_list(list, visit_promote, NULL, &changed);
  return changed;
}

/* Only where the SPMD form may be taken: the CPU target, column-wise, no gathers. */
static bool spmd_considered(const Function *fn, const Program *prog, const CodegenOptions *options) {
  return fn->is_entry && fn->body && options->target == TARGET_CPU && !options->row_layout && !prog->ngather_marks;
}

bool plan_program(Program *prog, const CodegenOptions *options) {
  plan_names(prog);
  for (Function *fn = prog->functions; fn; fn = fn->next) {
    if (!fn->body) continue;
    mark_select_targets(fn->body);
    if (spmd_considered(fn, prog, options))
      while (promote(fn->body->args)) continue;
    fn->plan_spmd = spmd_considered(fn, prog, options) && spmd_possible(fn, prog);
    fn->plan_registers = fn->is_entry && cg_working_arrays_in_registers(fn, options);
    fn->plan_ahead = fn->is_entry && cg_loads_ahead(fn, options);
  }
  return true;
}

/* ---- the dump ---------------------------------------------------------------------------- */

typedef struct Dump {
  FILE *f;
  bool ahead; /* innermost loops may load ahead (cg_loads_ahead) */
  bool spmd;  /* the entry takes the CPU's SPMD form */
} Dump;

static AstStep visit_dump(const Node *n, void *data) {
  const Dump *d = data;
  if (n->kind == ST_FOR && d->ahead && ahead_candidate(n)) {
    AheadPlan plan;
    if (ahead_plan(n, AHEAD_MAX, &plan)) {
      fprintf(d->f, "  loop %d:%d: ahead %d iterations, %d read%s\n", n->loc.line, n->loc.col, plan.group,
              plan.nhoisted, plan.nhoisted == 1 ? "" : "s");
      ahead_free(&plan);
    } else {
      fprintf(d->f, "  loop %d:%d: not ahead\n", n->loc.line, n->loc.col);
    }
  }
  if (n->kind == ST_IF) {
    const char *form = cg_becomes_select(n) ? "select" : d->spmd && n->data_dependent ? "mask" : "branch";
    fprintf(d->f, "  if %d:%d: %s%s\n", n->loc.line, n->loc.col, form, n->data_dependent ? " (on input data)" : "");
  }
  return n->kind < ST_EXPR ? AST_WALK_SKIP : AST_WALK_ON;
}

static const char *role(const Function *fn) {
  if (fn->is_entry) return fn->called ? "entry, helper" : "entry";
  return fn->called ? "helper" : "unused";
}

static const char *form(const Function *fn, const CodegenOptions *options) {
  if (!fn->is_entry) return options->target == TARGET_CUDA ? "device function" : "per-instance function";
  if (options->target == TARGET_CUDA) return options->row_layout ? "row-wise kernel" : "column-wise kernel";
  if (options->row_layout) return "per-instance, row-wise";
  return fn->plan_spmd ? "spmd lanes" : "per-instance";
}

/* A symbol's spelling, where it differs from its source name. */
static void dump_name(FILE *f, const Symbol *sym) {
  if (sym->emit_name && strcmp(sym->emit_name, sym->name) != 0) fprintf(f, "  name %s: %s\n", sym->name, sym->emit_name);
}

static void dump_function(FILE *f, const Function *fn, const CodegenOptions *options,
                          const bool *was_varying) {
  bool spmd = fn->is_entry && fn->plan_spmd, ahead = fn->is_entry && fn->plan_ahead;
  fprintf(f, "function %s (%s): %s form %s\n", fn->name, role(fn), options->target == TARGET_CUDA ? "cuda" : "cpu",
          form(fn, options));
  if (fn->is_entry)
    fprintf(f, "  working arrays: %s\n", fn->narrays == 0 ? "none"
                                         : fn->plan_registers ? "registers" : "memory");
  if (fn->is_entry && options->target == TARGET_CUDA) fprintf(f, "  loads ahead: %s\n", ahead ? "yes" : "no");
  Dump d = {f, ahead, spmd};
  ast_walk_list(fn->body->args, visit_dump, NULL, &d);
  for (int i = 0; i < fn->nlocals; i++) {
    const Symbol *s = fn->locals[i];
    if (spmd && s->varying && s->kind == SYM_VAR && s->type->kind != TY_ARRAY)
      fprintf(f, "  varying %s%s\n", s->name, was_varying[i] ? "" : " (promoted)");
  }
  for (int i = 0; i < fn->nlocals; i++)
    if (fn->locals[i]->select_target) fprintf(f, "  select target %s\n", fn->locals[i]->name);
  for (int i = 0; i < fn->nlocals; i++)
    if (fn->locals[i]->kind != SYM_TABLE) dump_name(f, fn->locals[i]);
}

bool plan_dump_program(FILE *f, Program *prog, const CodegenOptions *options) {
  /* which scalars the analysis found varying, to tell those the plan widens */
  int nfunctions = 0;
  for (Function *fn = prog->functions; fn; fn = fn->next) nfunctions++;
  bool **was_varying = xcalloc((size_t)nfunctions + 1, sizeof *was_varying);
  int k = 0;
  for (Function *fn = prog->functions; fn; fn = fn->next, k++) {
    was_varying[k] = xcalloc((size_t)fn->nlocals + 1, sizeof **was_varying);
    for (int i = 0; i < fn->nlocals; i++) was_varying[k][i] = fn->locals[i]->varying;
  }
  bool ok = plan_program(prog, options);
  for (int i = 0; i < prog->ntables; i++)
    fprintf(f, "table %s: %s\n", prog->tables[i]->name, prog->tables[i]->emit_name);
  k = 0;
  for (Function *fn = prog->functions; fn; fn = fn->next, k++)
    if (fn->body) dump_function(f, fn, options, was_varying[k]);
  for (k = 0; k < nfunctions; k++) free(was_varying[k]);
  free(was_varying);
  return ok;
}
