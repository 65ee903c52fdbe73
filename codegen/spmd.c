/* spmd.c: the CPU kernel of an entry in SPMD form (plan/lanes.c decides which entries take it).
 * The control flow of an oblivious program is the same for every instance, so one pass of it
 * serves a whole chunk of instances: loops and uniform branches run once, and each statement that
 * touches per-instance data runs as a loop over the chunk's lanes, innermost, where the compiler
 * vectorizes it. Per-instance arrays stay column-wise (the lanes of one element are neighbours);
 * a scalar that may hold input data becomes an array over the lanes; an if on input data becomes
 * a mask. The statements are stmt.c's; this file is the form's hooks and the kernel around them. */
#include <stdio.h>
#include <stdlib.h>

#include "codegen.h"

typedef struct Spmd {
  Gen g;               /* first: the hooks get the Gen and find the Spmd around it */
  unsigned long masks; /* masks made so far, for their names */
  const char *mask;    /* the lanes that run here, or NULL for all */
  bool mask_used;      /* whether anything has read that mask yet */
  bool open;           /* a lane loop is open: the next lane statement with its mask joins it */
  const char *open_mask;
} Spmd;

static Spmd *spmd_of(Gen *g) { return (Spmd *)g; }

/* Consecutive lane statements under one mask share one loop over the lanes: a lane touches only
 * its own instance's data, so running lane by lane rather than statement by statement keeps each
 * lane's order, and values passed between the statements stay in registers. */
static void lanes_close(Gen *g) {
  Spmd *s = spmd_of(g);
  if (!s->open) return;
  s->open = false;
  g->o->indent--;
  out_line(g->o, "}");
}

static void lanes_begin(Gen *g) {
  Spmd *s = spmd_of(g);
  if (s->open && s->open_mask == s->mask) return;
  lanes_close(g);
  out_line(g->o, "#pragma omp simd");
  out_line(g->o, "for (int bulk_l = 0; bulk_l < bulk_n; bulk_l++) {");
  g->o->indent++;
  if (s->mask) {
    out_line(g->o, "if (!%s[bulk_l]) continue;", s->mask);
    s->mask_used = true;
  }
  s->open = true;
  s->open_mask = s->mask;
}

/* A statement the plan runs per lane (or a select) joins or opens a lane loop; any other is
 * control, outside every lane loop. */
static void spmd_statement(Gen *g, const Node *n) {
  if (n->kind == ST_EMPTY) return;
  if (n->plan_lanes || n->plan_select) lanes_begin(g);
  else lanes_close(g);
}

static void spmd_declare(Gen *g, Node *d) {
  Symbol *sym = d->sym;
  if (!sym || sym->kind == SYM_TABLE) return; /* tables, a function's own too, are at file scope */
  if (sym->type->kind == TY_ARRAY) {
    /* a working array: the thread's scratch for its chunk, from the host function */
    if (!d->init) return;
    lanes_begin(g);
    cg_array_init(g, sym, d->init);
    return;
  }
  Node *init = d->init;
  while (init && init->kind == ND_INIT_LIST) init = init->args;
  lanes_close(g); /* the declaration belongs to the enclosing block, not to a lane loop */
  /* a local that only sizeof mentions is used in C; once sizeof is folded it is not */
  const char *unread = g->read && !g->read[sym->index] ? intern_format(" (void)%s;", cg_name(sym)) : "";
  if (!sym->varying) {
    cg_begin_line(g);
    out_printf(g->o, "%s %s = ", cg_type(sym->type), cg_name(sym));
    if (init) emit_bare(g, init);
    else out_printf(g->o, "0");
    out_printf(g->o, ";%s\n", unread);
    return;
  }
  out_line(g->o, "%s %s[BULKCC_CHUNK];%s", cg_type(sym->type), cg_name(sym), unread);
  if (!init) return;
  lanes_begin(g);
  cg_begin_line(g);
  out_printf(g->o, "%s[bulk_l] = ", cg_name(sym));
  emit_bare(g, init);
  out_printf(g->o, ";\n");
}

/* One side of an if on data: its statements under its mask (a side without any statement per
 * lane leaves the mask unread, which compilers warn of). */
static void masked_side(Gen *g, const char *mask, Node *body) {
  Spmd *s = spmd_of(g);
  s->mask = mask;
  s->mask_used = false;
  cg_block(g, body);
  if (!s->mask_used) out_line(g->o, "(void)%s; /* nothing on this side runs per lane */", mask);
}

/* An if on input data: a mask per side; each side runs with its mask. */
static void spmd_data_if(Gen *g, Node *n) {
  Spmd *s = spmd_of(g);
  Out *o = g->o;
  unsigned long id = s->masks++;
  if (n->els) out_line(o, "bool bulk_then%lu[BULKCC_CHUNK], bulk_else%lu[BULKCC_CHUNK];", id, id);
  else out_line(o, "bool bulk_then%lu[BULKCC_CHUNK];", id);
  const char *outer = s->mask;
  out_line(o, "#pragma omp simd");
  out_line(o, "for (int bulk_l = 0; bulk_l < bulk_n; bulk_l++) {");
  o->indent++;
  cg_begin_line(g);
  /* under an outer mask the condition is evaluated only where that mask holds: in the other
   * lanes its operands may hold anything (a division by zero, an overflow) */
  if (outer) out_printf(o, "const bool bulk_c = %s[bulk_l] && (", outer);
  else out_printf(o, "const bool bulk_c = ");
  emit_bare(g, n->cond);
  out_printf(o, outer ? ");\n" : ";\n");
  out_line(o, "bulk_then%lu[bulk_l] = bulk_c;", id);
  if (n->els && outer) out_line(o, "bulk_else%lu[bulk_l] = %s[bulk_l] && !bulk_c;", id, outer);
  else if (n->els) out_line(o, "bulk_else%lu[bulk_l] = !bulk_c;", id);
  o->indent--;
  out_line(o, "}");
  masked_side(g, intern_format("bulk_then%lu", id), n->then);
  if (n->els) masked_side(g, intern_format("bulk_else%lu", id), n->els);
  s->mask = outer;
  s->mask_used = true; /* the outer mask was read for these */
}

/* A return (never under a mask: plan/lanes.c) stores each lane's value, then leaves. */
static void spmd_return(Gen *g, Node *n) {
  if (n->lhs) {
    lanes_begin(g);
    cg_begin_line(g);
    out_printf(g->o, "bulk_result[bulk_l] = (%s)(", cg_type(g->fn->type->base));
    emit_bare(g, n->lhs);
    out_printf(g->o, ");\n");
  }
  lanes_close(g);
  out_line(g->o, "return;");
}

static const FormHooks spmd_form = {
  .statement = spmd_statement,
  .settle = lanes_close,
  .declare = spmd_declare,
  .data_if = spmd_data_if,
  .return_statement = spmd_return,
  .loop_init_apart = true, /* a for's declarations may be one value per lane: declared, then set per lane */
};

/* The body runs for bulk_n lanes. The kernel calls it with the constant BULKCC_CHUNK for a full
 * chunk, so that once inlined every lane loop has a trip count known to the compiler (no
 * remainder loop, no checks: prefix sums on one core 12-22% faster), and with the count at run
 * time for the last, partial chunk. */
void spmd_emit_kernel(Out *o, Function *fn, bool fast_math) {
  bool returns = fn->type->base->kind != TY_VOID;
  out_printf(o, "/* entry %s: SPMD over a chunk of instances, the lanes innermost */\n", fn->name);
  out_printf(o, "BULKCC_LANES void bulkcc_lanes_%s(const int bulk_n, size_t bulk_lo", fn->name);
  cg_kernel_params(o, fn, fn->narrays, "restrict", "bulk_in_");
  out_printf(o, ") {\n");
  o->indent++;
  bool *read = xcalloc((size_t)fn->nlocals + 1, sizeof *read);
  cg_mark_reads(fn->body, fn, read);
  bool scalars = false;
  for (int i = 0; i < fn->nparams; i++) {
    Symbol *s = fn->params[i];
    if (s->type->kind != TY_ARRAY && !s->uniform) {
      scalars = true;
      out_line(o, "%s %s[BULKCC_CHUNK];", cg_type(s->type), cg_name(s));
      out_line(o, "for (int bulk_l = 0; bulk_l < bulk_n; bulk_l++) %s[bulk_l] = bulk_in_%s[bulk_lo + bulk_l];",
               cg_name(s), cg_name(s));
      if (!read[s->index]) out_line(o, "(void)%s;", cg_name(s));
    }
  }
  /* a parameter or an array read only by sizeof is a use in C, not once sizeof is folded */
  for (int i = 0; i < fn->nparams; i++)
    if ((fn->params[i]->type->kind == TY_ARRAY || fn->params[i]->uniform) && !read[fn->params[i]->index])
      out_line(o, "(void)%s;", cg_name(fn->params[i]));
  for (int i = 0; i < fn->narrays; i++)
    if (!read[fn->arrays[i]->index]) out_line(o, "(void)%s;", cg_name(fn->arrays[i]));
  if (returns) out_line(o, "bulk_result += bulk_lo;");
  else if (!scalars) out_line(o, "(void)bulk_lo; /* only scalars and results are indexed by instance */");
  Spmd s = {.g = {.o = o, .fn = fn, .mode = MODE_ENTRY, .target = TARGET_CPU, .fast_math = fast_math, .spmd = true,
                  .read = read, .form = &spmd_form}};
  for (Node *item = fn->body->args; item; item = item->next) cg_stmt(&s.g, item);
  lanes_close(&s.g);
  free(read);
  o->indent--;
  out_printf(o, "}\n\n");

  out_printf(o, "static void bulkcc_kernel_%s(size_t bulk_lo, size_t bulk_hi, size_t bulk_p", fn->name);
  cg_kernel_params(o, fn, fn->narrays, "restrict", "bulk_in_");
  out_printf(o, ") {\n");
  out_printf(o, "  (void)bulk_p; /* every array here is the chunk's own, with stride BULKCC_CHUNK */\n");
  out_printf(o, "  if (bulk_hi - bulk_lo == BULKCC_CHUNK)\n    bulkcc_lanes_%s(BULKCC_CHUNK, bulk_lo", fn->name);
  cg_kernel_params(o, fn, fn->narrays, NULL, "bulk_in_");
  out_printf(o, ");\n  else\n    bulkcc_lanes_%s((int)(bulk_hi - bulk_lo), bulk_lo", fn->name);
  cg_kernel_params(o, fn, fn->narrays, NULL, "bulk_in_");
  out_printf(o, ");\n}\n\n");
}
