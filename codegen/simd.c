/* simd.c: a loop of the CPU's entry one instance at a time whose reductions run in SIMD lanes
 * (plan/simd.c): `#pragma omp simd reduction(...)`. An integer's reduction is OpenMP's. A floating minimum or maximum by an if starts the
 * lanes from an infinity and compares their result with the value before the loop, as the
 * loop's first test would: the value is exact, and only its sign may differ where it is a zero
 * (-0.0 and +0.0 are equal, and the sequential loop keeps the first or last to come), or
 * OpenMP's lanes may start from the largest finite value instead of the infinity; in either
 * case the loop runs again as written, from the values before it. */
#include "../plan/plan.h"
#include "codegen.h"

static const char *openmp_operator(const TeamReduction *r) {
  switch (r->op) {
  case '<': return "min";
  case '>': return "max";
  case '+': return "+";
  case '*': return "*";
  case '&': return "&";
  case '|': return "|";
  default: return "^";
  }
}

/* the lanes' start for a floating minimum or maximum, and the largest finite value OpenMP's
   lanes may start from instead */
static const char *lanes_start(const TeamReduction *r) {
  bool single = r->var->type->kind == TY_FLOAT;
  const char *inf = single ? "__builtin_inff()" : "__builtin_inf()";
  return r->op == '<' ? inf : intern_format("-%s", inf);
}

static const char *largest_finite(const TeamReduction *r) {
  const char *max = r->var->type->kind == TY_FLOAT ? "__FLT_MAX__" : "__DBL_MAX__";
  return r->op == '<' ? max : intern_format("-%s", max);
}

void simd_emit_loop(Gen *g, Node *n) {
  Out *o = g->o;
  const TeamLoop *t = n->plan_simd;
  bool again = false;
  for (int i = 0; i < t->nreductions; i++) again = again || t->reductions[i].ordered;
  out_line(o, "{ /* the loop's reductions in SIMD lanes */");
  o->indent++;
  for (int i = 0; again && i < t->nreductions; i++) {
    const Symbol *var = t->reductions[i].var;
    out_line(o, "const %s bulk_before_%s = %s;", cg_type(var->type), cg_name(var), cg_name(var));
  }
  for (int i = 0; i < t->nreductions; i++)
    if (t->reductions[i].ordered) out_line(o, "%s = %s;", cg_name(t->reductions[i].var), lanes_start(&t->reductions[i]));
  cg_begin_line(g);
  out_printf(o, "#pragma omp simd");
  for (int i = 0; i < t->nreductions; i++)
    out_printf(o, " reduction(%s:%s)", openmp_operator(&t->reductions[i]), cg_name(t->reductions[i].var));
  out_printf(o, "\n");
  const Node *outer = g->simd_loop;
  g->simd_loop = n;
  cg_stmt(g, n);
  if (again) {
    out_line(o, "bool bulk_again = false; /* a zero, or the largest finite value: the loop as written */");
    for (int i = 0; i < t->nreductions; i++) {
      const TeamReduction *r = &t->reductions[i];
      if (!r->ordered) continue;
      const char *name = cg_name(r->var);
      /* the loop's first test, `e < s` (<=, >, >=), of the lanes' result against the value before */
      const char *test = intern_format("%s %s%s bulk_before_%s", name, r->op == '<' ? "<" : ">", r->ties_first ? "" : "=", name);
      out_line(o, "if (!(%s)) %s = bulk_before_%s;", test, name, name);
      out_line(o, "else bulk_again = bulk_again || %s == 0 || %s == %s;", name, name, largest_finite(r));
    }
    out_line(o, "if (bulk_again) {");
    o->indent++;
    for (int i = 0; i < t->nreductions; i++) out_line(o, "%s = bulk_before_%s;", cg_name(t->reductions[i].var), cg_name(t->reductions[i].var));
    cg_stmt(g, n);
    o->indent--;
    out_line(o, "}");
  }
  g->simd_loop = outer;
  o->indent--;
  out_line(o, "}");
}
