/* stmt.c: the one statement walker, for every target and form. CUDA and the CPU's per-instance
 * form run one instance per thread or SIMD lane and spell statements as written; the CPU's SPMD
 * form (spmd.c) runs control once for a chunk of instances and each statement on instance data
 * as a loop over the chunk's lanes. The forms differ only in the hooks of their FormHooks. */
#include <limits.h>
#include <stdlib.h>

#include "../plan/plan.h"
#include "codegen.h"

/* A case label's value: LLONG_MIN has no literal (9223372036854775808 would be unsigned). */
const char *cg_case_value(long long value) {
  return value == LLONG_MIN ? "(-9223372036854775807LL - 1)" : intern_format("%lld", value);
}

void cg_begin_line(Gen *g) { out_printf(g->o, "%*s", g->o->indent * 2, ""); }

/* Before a line of control flow: the form ends what it keeps open (the SPMD form's lane loop). */
static void settle(Gen *g) {
  if (g->form->settle) g->form->settle(g);
}

/* ---- initializers ------------------------------------------------------------------------ */

/* Lays an initializer out element by element (C's brace rules; missing elements are NULL). */
void cg_flatten(Node *init, Type *t, long long base, Node **slots) {
  if (t->kind != TY_ARRAY) {
    while (init && init->kind == ND_INIT_LIST) init = init->args;
    slots[base] = init;
    return;
  }
  long long k = 0;
  for (Node *item = init->args; item && k < t->len; item = item->next, k++)
    cg_flatten(item, t->base, base + k * type_elements(t->base), slots);
}

/* One past the last element an initializer gives (0 for none): the slots worth laying out, so
 * that `float t[1 << 30] = {1, 2, 3}` costs three, not a billion. */
long long cg_initialized_extent(Node *init, Type *t) {
  if (t->kind != TY_ARRAY) return 1;
  long long k = 0, extent = 0;
  for (Node *item = init->args; item && k < t->len; item = item->next, k++) {
    long long inner = cg_initialized_extent(item, t->base);
    if (inner) extent = k * type_elements(t->base) + inner;
  }
  return extent;
}

/* Element `index` of one instance's array sym, as an lvalue. */
static void array_element(Gen *g, Symbol *sym, const char *index) {
  const char *stride = cg_array_stride(g, sym);
  out_printf(g->o, "%s[%s%s%s%s]", cg_name(sym), index, stride ? " * " : "", stride ? stride : "",
             stride && g->spmd ? " + bulk_l" : "");
}

void cg_array_init(Gen *g, Symbol *sym, Node *init) {
  long long total = type_elements(sym->type);
  long long extent = cg_initialized_extent(init, sym->type);
  Node **slots = xcalloc((size_t)extent + 1, sizeof *slots);
  cg_flatten(init, sym->type, 0, slots);
  const char *elem = cg_type(type_element(sym->type));
  bool all = extent == total;
  for (long long e = 0; e < extent; e++) all = all && slots[e];
  if (!all) {
    cg_begin_line(g);
    out_printf(g->o, "for (size_t bulk_e = 0; bulk_e < %lldu; bulk_e++) ", total);
    array_element(g, sym, "bulk_e");
    out_printf(g->o, " = (%s)0;\n", elem);
  }
  for (long long e = 0; e < extent; e++) {
    if (!slots[e]) continue;
    cg_begin_line(g);
    array_element(g, sym, intern_format("%lldu", e));
    out_printf(g->o, " = (%s)(", elem);
    emit_expr(g, slots[e]);
    out_printf(g->o, ");\n");
  }
  free(slots);
}

/* ---- the per-instance form's declarations and returns ------------------------------------- */

/* The value a scalar declaration gives, without its braces (`int j = {3}`), or NULL. */
static Node *scalar_init(Node *d) {
  Node *init = d->init;
  while (init && init->kind == ND_INIT_LIST) init = init->args;
  return init;
}

/* A scalar declaration without its terminator, for both statements and for-headers. */
static void emit_scalar_decl(Gen *g, Node *d) {
  Type *t = d->sym->type;
  out_printf(g->o, "%s%s %s", t->is_const ? "const " : "", cg_type(t), cg_name(d->sym));
  if (!d->init && d->sym->select_target) out_printf(g->o, " = 0"); /* C leaves it indeterminate: any value will do */
  if (d->init) {
    out_printf(g->o, " = ");
    emit_bare(g, scalar_init(d));
  }
}

static void instance_declare(Gen *g, Node *d) {
  Symbol *sym = d->sym;
  if (!sym || sym->kind == SYM_TABLE) return; /* tables are emitted at file scope */
  if (sym->type->kind != TY_ARRAY && g->switch_level) {
    /* C lets a case label jump past an initialized declaration, C++ does not: declare, then assign */
    out_line(g->o, "%s %s%s;", cg_type(sym->type), cg_name(sym), sym->select_target ? " = 0" : "");
    if (d->init) {
      cg_begin_line(g);
      out_printf(g->o, "%s = ", cg_name(sym));
      emit_bare(g, scalar_init(d));
      out_printf(g->o, ";\n");
    }
  } else if (sym->type->kind != TY_ARRAY) {
    cg_begin_line(g);
    emit_scalar_decl(g, d);
    out_printf(g->o, ";\n");
  } else {
    if (g->mode == MODE_ENTRY && !g->registers) {
      cg_begin_line(g);
      out_printf(g->o, "/* %s %s", cg_type(type_element(sym->type)), sym->name);
      for (Type *t = sym->type; t->kind == TY_ARRAY; t = t->base) out_printf(g->o, "[%lld]", t->len);
      out_printf(g->o, ": per-instance, %s-wise in %s */\n", g->row_layout ? "row" : "column",
                 g->target == TARGET_CUDA ? "global memory" : "the run's buffer");
    } else {
      out_line(g->o, "%s %s[%lld];", cg_type(type_element(sym->type)), cg_name(sym), type_elements(sym->type));
    }
    if (d->init) cg_array_init(g, sym, d->init);
  }
  /* a local that only sizeof mentions is used in C; once sizeof is folded it is not */
  if (sym->kind == SYM_VAR && g->read && sym->owner == g->fn && !g->read[sym->index])
    out_line(g->o, "(void)%s;", cg_name(sym));
}

static void instance_return(Gen *g, Node *n) {
  if (!n->lhs) {
    out_line(g->o, "return;");
    return;
  }
  cg_begin_line(g);
  out_printf(g->o, "return ");
  emit_bare(g, n->lhs);
  out_printf(g->o, ";\n");
}

const FormHooks cg_instance_form = {.declare = instance_declare, .return_statement = instance_return};

/* ---- selects ------------------------------------------------------------------------------ */

/* One arm of a select: x = bulk_sel ? (T)(value) : x for each assignment. */
static void select_arm(Gen *g, const Node *n, bool when) {
  if (!n || n->kind == ST_EMPTY) return;
  if (n->kind == ST_BLOCK) {
    for (const Node *item = n->args; item; item = item->next) select_arm(g, item, when);
    return;
  }
  const Node *a = n->lhs;
  cg_begin_line(g);
  cg_var(g, a->lhs->sym);
  out_printf(g->o, " = %sbulk_sel ? (%s)(", when ? "" : "!", cg_type(a->lhs->type));
  if (a->op != OP_NONE) cg_compound_value(g, a);
  else emit_bare(g, a->rhs);
  out_printf(g->o, ") : ");
  cg_var(g, a->lhs->sym);
  out_printf(g->o, ";\n");
}

/* An if the plan made a select (plan/select.c): both arms computed, one kept, no branch. */
static void emit_select(Gen *g, Node *n) {
  out_line(g->o, "{ /* select on input data */");
  g->o->indent++;
  cg_begin_line(g);
  out_printf(g->o, "const bool bulk_sel = ");
  emit_bare(g, n->cond);
  out_printf(g->o, ";\n");
  select_arm(g, n->then, true);
  select_arm(g, n->els, false);
  g->o->indent--;
  out_line(g->o, "}");
}

/* ---- loops ------------------------------------------------------------------------------- */

static void emit_for_init(Gen *g, Node *init) {
  if (!init || init->kind == ST_EMPTY) return;
  if (init->kind == ST_EXPR) {
    emit_bare(g, init->lhs);
    return;
  }
  for (Node *d = init->args; d; d = d->next) {
    if (d == init->args) emit_scalar_decl(g, d);
    else {
      out_printf(g->o, ", %s", cg_name(d->sym));
      if (d->init) {
        out_printf(g->o, " = ");
        emit_expr(g, scalar_init(d));
      }
    }
  }
}

/* The unsigned type of the loop condition's comparison (its operands' usual conversion). */
static const char *comparison_unsigned_type(const Node *cond) {
  switch (type_usual_conversion(cond->lhs->type, cond->rhs->type)->kind) {
  case TY_LONG: case TY_ULONG: return "unsigned long";
  case TY_LLONG: case TY_ULLONG: return "unsigned long long";
  default: return "unsigned int";
  }
}

/* Whether the iterations left, from the counter on, are more than `beyond` (a C expression, at
 * least 0): their count R taken in the comparison's unsigned type, E - i for <, E - i + 1 for <=
 * (i - E, i - E + 1 counting down), which overflows nothing and is exact wherever the counter is
 * at most one step past the last iteration: once the condition has held at the loop's start,
 * at every group's test (a group runs only where R is at least its size). */
static void emit_iterations_beyond(Gen *g, Node *n, const AheadPlan *plan, const char *beyond) {
  Out *o = g->o;
  const char *ut = comparison_unsigned_type(n->cond), *i = cg_name(plan->counter);
  bool inclusive = n->cond->op == OP_LE || n->cond->op == OP_GE;
  out_printf(o, "(");
  if (plan->dir > 0) out_printf(o, "(%s)(", ut);
  else out_printf(o, "(%s)%s - (%s)(", ut, i, ut);
  emit_bare(g, n->cond->rhs);
  if (plan->dir > 0) out_printf(o, ") - (%s)%s", ut, i);
  else out_printf(o, ")");
  if (inclusive) out_printf(o, " + 1u");
  out_printf(o, " > (%s)%s)", ut, beyond);
}

/* Whether iteration bulk_u of the last group runs: the loop's condition on the counter plus
 * bulk_u where that cannot overflow (AheadPlan.exact_group_test), else the iterations left. */
static void emit_iteration_runs(Gen *g, Node *n, const AheadPlan *plan) {
  if (plan->exact_group_test) {
    emit_iterations_beyond(g, n, plan, "bulk_u");
    return;
  }
  out_printf(g->o, "("); /* the counter reads as counter + bulk_u there (expr.c) */
  emit_bare(g, n->cond);
  out_printf(g->o, ")");
}

/* One group of an ahead loop: its reads into registers, then its iterations reading those.
 * In a clamped group (the iterations after the whole groups) an iteration runs only where the
 * loop's condition holds for it, and its reads load at bulk_at: its own counter value where it
 * runs, the group's first (which runs) where not. */
void cg_ahead_group(Gen *g, Node *n, const AheadPlan *plan, bool clamped) {
  Out *o = g->o;
  const char *i = cg_name(plan->counter);
  for (int k = 0; k < plan->nhoisted; k++)
    out_line(o, "%s bulk_ahead%d[%d];", cg_type(plan->hoisted[k]->type), k, plan->group);
  out_line(o, "BULKCC_UNROLL");
  out_line(o, "for (int bulk_u = 0; bulk_u < %d; bulk_u++) {", plan->group);
  o->indent++;
  g->group = plan;
  if (clamped) {
    cg_begin_line(g);
    out_printf(o, "const %s bulk_at = ", cg_type(plan->counter->type));
    emit_iteration_runs(g, n, plan);
    out_printf(o, " ? %s %s bulk_u : %s;\n", i, plan->dir > 0 ? "+" : "-", i);
    g->group_at = true;
  }
  for (int k = 0; k < plan->nhoisted; k++) {
    cg_begin_line(g);
    out_printf(o, "bulk_ahead%d[bulk_u] = ", k);
    emit_bare(g, plan->hoisted[k]);
    out_printf(o, ";\n");
  }
  g->group_at = false;
  o->indent--;
  out_line(o, "}");
  out_line(o, "BULKCC_UNROLL");
  out_line(o, "for (int bulk_u = 0; bulk_u < %d; bulk_u++)", plan->group);
  if (clamped) {
    o->indent++;
    cg_begin_line(g);
    out_printf(o, "if ");
    emit_iteration_runs(g, n, plan);
    out_printf(o, "\n");
  }
  g->group_reads = true;
  cg_block(g, n->then);
  if (clamped) o->indent--;
  g->group = NULL;
  g->group_reads = false;
}

/* The reads of the statement after an ahead loop that go before it (plan/early.c), each into
 * its own variable, declared apart from its value so that a jump past it stays valid C++. */
static void emit_early_reads(Gen *g, const AheadPlan *plan) {
  for (int k = 0; k < plan->nearly; k++) {
    Node *read = plan->early[k];
    out_line(g->o, "%s bulk_early%d; /* read before the loop */", cg_type(read->type), read->plan_early - 1);
    cg_begin_line(g);
    out_printf(g->o, "bulk_early%d = ", read->plan_early - 1);
    cg_emit_access(g, read);
    out_printf(g->o, ";\n");
  }
}

/* An innermost loop that goes ahead (plan/ahead.c): groups of G iterations, each group's reads
 * loaded first into registers; then the last iterations, fewer than G, as one clamped group
 * (AheadPlan.clamped_last) or one at a time as written.
 *   { init; for (; i + (G - 1) < E; i += G) { loads; iterations } if (i < E) { clamped group } }
 *   { init; for (; i + (G - 1) < E; i += G) { loads; iterations } for (; i < E; i++) body } */
static void emit_ahead_loop(Gen *g, Node *n, const AheadPlan *plan) {
  Out *o = g->o;
  const char *i = cg_name(plan->counter);
  int group = plan->group;
  out_line(o, "{ /* the loads of %d iterations first */", group);
  o->indent++;
  if (n->init && n->init->kind != ST_EMPTY) {
    cg_begin_line(g);
    emit_for_init(g, n->init);
    out_printf(o, ";\n");
  }
  cg_begin_line(g);
  if (plan->exact_group_test) {
    /* the iterations left are counted where the condition holds (exact there) */
    out_printf(o, "for (; ");
    emit_bare(g, n->cond);
    out_printf(o, " && ");
    emit_iterations_beyond(g, n, plan, intern_format("%d", group - 1));
  } else {
    out_printf(o, "for (; %s %s %d %s ", i, plan->dir > 0 ? "+" : "-", group - 1, cg_op_text(n->cond->op));
    emit_expr(g, n->cond->rhs);
  }
  out_printf(o, "; %s %s= %d) {\n", i, plan->dir > 0 ? "+" : "-", group);
  o->indent++;
  cg_ahead_group(g, n, plan, false);
  o->indent--;
  out_line(o, "}");
  cg_begin_line(g);
  if (plan->clamped_last) {
    out_printf(o, "if (");
    emit_bare(g, n->cond);
    out_printf(o, ") { /* the last iterations, their loads first as well */\n");
    o->indent++;
    cg_ahead_group(g, n, plan, true);
    o->indent--;
    out_line(o, "}");
  } else {
    out_printf(o, "for (; ");
    emit_bare(g, n->cond);
    out_printf(o, "; ");
    emit_bare(g, n->inc);
    out_printf(o, ")\n");
    cg_block(g, n->then);
  }
  o->indent--;
  out_line(o, "}");
}

/* for (init; cond; inc) body; in a form that keeps the first clause apart (its declaration may
 * need statements of its own), { init; for (; cond; inc) body }. */
static void emit_for(Gen *g, Node *n) {
  Out *o = g->o;
  if (g->ahead && !g->group && n->plan_ahead_loop) {
    emit_early_reads(g, n->plan_ahead_loop);
    emit_ahead_loop(g, n, n->plan_ahead_loop);
    return;
  }
  bool apart = g->form->loop_init_apart;
  if (apart) {
    out_line(o, "{");
    o->indent++;
    if (n->init) cg_stmt(g, n->init);
    settle(g);
  }
  if (g->registers) out_line(o, "BULKCC_UNROLL");
  cg_begin_line(g);
  out_printf(o, "for (");
  if (!apart) emit_for_init(g, n->init);
  out_printf(o, "; ");
  if (n->cond) emit_bare(g, n->cond);
  out_printf(o, "; ");
  if (n->inc) emit_bare(g, n->inc);
  out_printf(o, ")\n");
  cg_block(g, n->then);
  if (apart) {
    o->indent--;
    out_line(o, "}");
  }
}

/* ---- statements -------------------------------------------------------------------------- */

/* The body of an if, a loop or a switch, or a side of a mask: always in braces. */
void cg_block(Gen *g, Node *n) {
  if (n && n->kind == ST_BLOCK) {
    cg_stmt(g, n);
    return;
  }
  settle(g);
  out_line(g->o, "{");
  g->o->indent++;
  if (n) cg_stmt(g, n);
  settle(g);
  g->o->indent--;
  out_line(g->o, "}");
}

/* A line `keyword (expression)` and what follows it on that line. */
static void emit_headed(Gen *g, const char *keyword, Node *e, const char *after) {
  cg_begin_line(g);
  out_printf(g->o, "%s (", keyword);
  emit_bare(g, e);
  out_printf(g->o, ")%s\n", after);
}

void cg_stmt(Gen *g, Node *n) {
  Out *o = g->o;
  const FormHooks *form = g->form;
  if (form->statement) form->statement(g, n);
  if (g->team && team_statement(g, n)) return;
  if (g->simd && n->kind == ST_FOR && n->plan_simd && n != g->simd_loop) {
    simd_emit_loop(g, n);
    return;
  }
  if (!g->team && n->kind == ST_EXPR && n->plan_mirror_store && cg_mirror_kept(g, n->plan_mirror_store->lhs->lhs)) { /* the store, then its mirror's */
    cg_begin_line(g);
    emit_bare(g, n->lhs);
    out_printf(o, ";\n");
    cg_stmt(g, n->plan_mirror_store);
    return;
  }
  switch (n->kind) {
  case ST_EMPTY:
    return;
  case ST_EXPR:
    cg_begin_line(g);
    emit_bare(g, n->lhs);
    out_printf(o, ";\n");
    return;
  case ST_DECL:
    for (Node *d = n->args; d; d = d->next) form->declare(g, d);
    return;
  case ST_BLOCK: {
    out_line(o, "{");
    o->indent++;
    /* only declarations directly in a switch's braces can be jumped over by its labels */
    bool switch_block = g->switch_level;
    g->switch_level = false;
    for (Node *item = n->args; item; item = item->next) {
      g->switch_level = switch_block && item->kind == ST_DECL;
      cg_stmt(g, item);
      g->switch_level = false;
    }
    settle(g);
    o->indent--;
    out_line(o, "}");
    return;
  }
  case ST_IF:
    /* the whole team takes one branch: a select would store on every lane */
    if (n->plan_select && !(g->team && !g->lanes)) {
      emit_select(g, n);
    } else if (n->data_dependent && form->data_if) {
      form->data_if(g, n);
    } else {
      emit_headed(g, "if", n->cond, "");
      cg_block(g, n->then);
      if (n->els) {
        out_line(o, "else");
        cg_block(g, n->els);
      }
    }
    return;
  case ST_WHILE:
    emit_headed(g, "while", n->cond, "");
    cg_block(g, n->then);
    return;
  case ST_DO:
    out_line(o, "do");
    cg_block(g, n->then);
    emit_headed(g, "while", n->cond, ";");
    return;
  case ST_FOR:
    emit_for(g, n);
    return;
  case ST_SWITCH:
    emit_headed(g, "switch", n->cond, "");
    g->switch_level = n->then->kind == ST_BLOCK;
    cg_block(g, n->then);
    return;
  /* a label is followed by an empty statement: a label needs a statement after it, even at the
   * end of a switch, and in C not a declaration, which a form may begin the next one with */
  case ST_CASE:
    out_line(o, "case %s:;", cg_case_value(n->ival));
    if (n->then) cg_stmt(g, n->then);
    return;
  case ST_DEFAULT:
    out_line(o, "default:;");
    if (n->then) cg_stmt(g, n->then);
    return;
  case ST_BREAK:
    out_line(o, "break;");
    return;
  case ST_CONTINUE:
    out_line(o, "continue;");
    return;
  case ST_RETURN:
    form->return_statement(g, n);
    return;
  default:
    cg_internal_error(n->loc, "code generation met a statement it cannot spell (node kind %d)", (int)n->kind);
  }
}

/* ---- function bodies --------------------------------------------------------------------- */

/* Marks in read (by Symbol.index) the locals of fn that n mentions outside sizeof: one that
 * only sizeof mentions is used in C (no -Wunused-parameter), not once sizeof is folded. */
typedef struct ReadMarks {
  const Function *fn;
  bool *read;
} ReadMarks;

static AstStep visit_read(const Node *n, void *data) {
  const ReadMarks *m = data;
  if (n->kind == ND_SIZEOF) return AST_WALK_SKIP; /* its operand is not a use once it is folded */
  if (n->kind == ND_VAR && n->sym && n->sym->owner == m->fn && (n->sym->kind == SYM_VAR || n->sym->kind == SYM_PARAM))
    m->read[n->sym->index] = true;
  return AST_WALK_ON;
}

void cg_mark_reads(const Node *n, const Function *fn, bool *read) {
  ast_walk_list(n, visit_read, NULL, &(ReadMarks){fn, read});
}

void cg_function_body(Gen *g, Function *fn) {
  out_printf(g->o, " {\n");
  g->o->indent++;
  g->form = &cg_instance_form;
  /* the stride of column-wise arrays: unused in registers, rows and the CPU's chunks */
  if (g->mode == MODE_ENTRY) out_line(g->o, "(void)bulk_p;");
  if (g->team && g->target == TARGET_CPU) out_line(g->o, "(void)bulk_team_buf; /* used by exchanges alone */");
  /* a parameter read only by sizeof is a use in C, not once sizeof is folded */
  bool *read = xcalloc((size_t)fn->nlocals + 1, sizeof *read);
  cg_mark_reads(fn->body, fn, read);
  g->read = read;
  for (int i = 0; i < fn->nparams; i++) {
    Symbol *param = fn->params[i];
    if (read[param->index]) continue;
    if (g->mode == MODE_DEVICE && param->type->kind == TY_ARRAY)
      out_line(g->o, "(void)%s; (void)bulk_stride_%s;", cg_name(param), cg_name(param));
    else
      out_line(g->o, "(void)%s;", cg_name(param));
  }
  for (Node *item = fn->body->args; item; item = item->next) cg_stmt(g, item);
  g->read = NULL;
  free(read);
  g->o->indent--;
  out_printf(g->o, "}\n\n");
}
