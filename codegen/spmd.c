/* spmd.c: the CPU kernel of an entry in SPMD form. The control flow of an oblivious program is
 * the same for every instance, so one pass of it serves a whole chunk of instances: loops and
 * uniform branches run once, and each statement that touches per-instance data runs as a loop
 * over the chunk's lanes, innermost, where the compiler vectorizes it. Per-instance arrays stay
 * column-wise (the lanes of one element are neighbours); a scalar that may hold input data
 * becomes an array over the lanes; an if on input data becomes a mask. */
#include <stdio.h>
#include <stdlib.h>

#include "codegen.h"

typedef struct Spmd {
  Gen g;
  unsigned long masks; /* masks made so far, for their names */
  const char *mask;   /* the lanes that run here, or NULL for all */
  bool mask_used;     /* whether anything has read that mask yet */
  bool open;          /* a lane loop is open: the next lane statement with its mask joins it */
  const char *open_mask;
} Spmd;

static bool per_instance_array(const Symbol *s) {
  return s && s->type->kind == TY_ARRAY && s->kind != SYM_TABLE;
}

/* A helper that takes arrays may read an instance's data through them. */
static bool takes_arrays(const Symbol *fn) {
  for (const Param *p = fn->type->params; p; p = p->next)
    if (p->type->kind == TY_ARRAY) return true;
  return false;
}

static AstStep visit_uniform(const Node *n, void *data) {
  (void)data;
  switch (n->kind) {
  case ND_VAR:
    return n->sym && (n->sym->varying || per_instance_array(n->sym)) ? AST_WALK_STOP : AST_WALK_ON;
  case ND_CALL: /* a helper given uniform scalars returns the same for every lane */
    return n->lhs->sym && n->lhs->sym->kind == SYM_FUNC && takes_arrays(n->lhs->sym) ? AST_WALK_STOP : AST_WALK_ON;
  case ND_INDEX: {
    const Node *root = ast_index_root(n);
    return root->kind != ND_VAR || per_instance_array(root->sym) ? AST_WALK_STOP : AST_WALK_ON;
  }
  default:
    return AST_WALK_ON;
  }
}

/* Uniform: the same for every instance of the chunk. */
bool spmd_uniform(const Node *n) { return ast_walk_list(n, visit_uniform, NULL, NULL); }

static AstStep visit_assigns_uniform(const Node *n, void *data) {
  (void)data;
  if (!ast_is_assignment(n)) return AST_WALK_ON;
  const Node *root = ast_index_root(n->lhs);
  return root->kind == ND_VAR && !root->sym->varying && !per_instance_array(root->sym) ? AST_WALK_STOP : AST_WALK_ON;
}

/* An assignment to a uniform variable would run once per lane inside a lane loop. */
static bool assigns_uniform(const Node *n) { return !ast_walk_list(n, visit_assigns_uniform, NULL, NULL); }

/* What runs in a lane loop (a non-uniform expression) may not change uniform variables. */
static bool lane_safe(const Node *e) { return !e || spmd_uniform(e) || !assigns_uniform(e); }

/* Where a statement sits: under a mask (an if on input data), and whether a mask lies between it
 * and its innermost loop. A jump under a mask would take every lane of the chunk with it. */
typedef struct Where {
  bool masked;
  bool masked_in_loop;
} Where;

/* The check's walk: where each node sits, a stack with one entry per node being visited (the top
 * is where the current node's children sit). */
typedef struct Placement {
  Where *where;
  size_t depth, cap;
} Placement;

/* Control and addresses must be uniform. A call of a helper on lane data runs inside the lane
 * loop, once per lane: the helper is the per-instance function, given the lane's own arrays. */
static AstStep visit_check(const Node *n, void *data) {
  Placement *p = data;
  Where w = p->where[p->depth - 1], inner = w;
  bool ok = true;
  switch (n->kind) {
  case ST_EXPR:
    ok = lane_safe(n->lhs);
    break;
  case ST_RETURN:
    ok = !w.masked && lane_safe(n->lhs);
    break;
  case ST_BREAK: case ST_CONTINUE:
    ok = !w.masked_in_loop;
    break;
  case ST_FOR: case ST_WHILE: case ST_DO:
    ok = spmd_uniform(n->cond) && spmd_uniform(n->inc) && !(n->init && n->init->kind == ST_EXPR && !spmd_uniform(n->init->lhs));
    inner.masked_in_loop = false;
    break;
  case ST_IF:
    ok = n->data_dependent ? lane_safe(n->cond) : spmd_uniform(n->cond);
    if (n->data_dependent) inner = (Where){true, true};
    break;
  case ST_SWITCH: case ST_GOTO: case ST_LABEL:
    ok = n->kind == ST_SWITCH && spmd_uniform(n->cond);
    break;
  case ND_INDEX:
    ok = spmd_uniform(n->rhs);
    break;
  case ND_VARDECL:
    ok = !(n->init && n->init->kind != ND_INIT_LIST && !lane_safe(n->init));
    break;
  default:
    break;
  }
  if (!ok) return AST_WALK_STOP;
  p->where = grow_array(p->where, &p->cap, p->depth + 1, sizeof *p->where, "the stack of an SPMD check");
  p->where[p->depth++] = inner;
  return AST_WALK_ON;
}

static AstStep leave_check(const Node *n, void *data) {
  (void)n;
  ((Placement *)data)->depth--;
  return AST_WALK_ON;
}

static bool check(const Node *list, Where w) {
  Placement p = {0};
  p.where = grow_array(NULL, &p.cap, 1, sizeof *p.where, "the stack of an SPMD check");
  p.where[p.depth++] = w;
  bool ok = ast_walk_list(list, visit_check, leave_check, &p);
  free(p.where);
  return ok;
}

bool spmd_possible(const Function *fn, const Program *prog) {
  if (prog->ngather_marks) return false;
  return check(fn->body->args, (Where){false, false});
}

/* ---- emission ---------------------------------------------------------------------------- */

/* Consecutive lane statements under one mask share one loop over the lanes: a lane touches only
 * its own instance's data, so running lane by lane rather than statement by statement keeps each
 * lane's order, and values passed between the statements stay in registers. */
static void lanes_close(Spmd *s) {
  if (!s->open) return;
  s->open = false;
  s->g.o->indent--;
  out_line(s->g.o, "}");
}

static void lanes_begin(Spmd *s) {
  if (s->open && s->open_mask == s->mask) return;
  lanes_close(s);
  out_line(s->g.o, "#pragma omp simd");
  out_line(s->g.o, "for (int bulk_l = 0; bulk_l < bulk_n; bulk_l++) {");
  s->g.o->indent++;
  if (s->mask) {
    out_line(s->g.o, "if (!%s[bulk_l]) continue;", s->mask);
    s->mask_used = true;
  }
  s->open = true;
  s->open_mask = s->mask;
}

/* A line of control, outside any lane loop. */
static void line(Spmd *s, const char *text) {
  lanes_close(s);
  out_line(s->g.o, "%s", text);
}

static void indent(Spmd *s) { out_printf(s->g.o, "%*s", s->g.o->indent * 2, ""); }

static void stmt(Spmd *s, Node *n);

static void declare(Spmd *s, Node *d) {
  Symbol *sym = d->sym;
  if (!sym || sym->kind == SYM_TABLE) return; /* tables, a function's own too, are at file scope */
  Node *init = d->init;
  while (init && init->kind == ND_INIT_LIST && sym->type->kind != TY_ARRAY) init = init->args;
  if (sym->type->kind == TY_ARRAY) {
    /* a working array: the thread's scratch for its chunk, from the host function */
    if (!d->init) return;
    long long total = type_elements(sym->type), extent = cg_initialized_extent(d->init, sym->type);
    Node **slots = xcalloc((size_t)extent + 1, sizeof *slots);
    cg_flatten(d->init, sym->type, 0, slots);
    lanes_begin(s);
    out_line(s->g.o, "for (size_t bulk_e = 0; bulk_e < %lldu; bulk_e++) %s[bulk_e * BULKCC_CHUNK + bulk_l] = 0;", total,
             cg_name(sym));
    for (long long e = 0; e < extent; e++) {
      if (!slots[e]) continue;
      indent(s);
      out_printf(s->g.o, "%s[%lldu * BULKCC_CHUNK + bulk_l] = (%s)(", cg_name(sym), e,
                 cg_type(type_element(sym->type)));
      emit_bare(&s->g, slots[e]);
      out_printf(s->g.o, ");\n");
    }
    free(slots);
    return;
  }
  lanes_close(s); /* the declaration belongs to the enclosing block, not to a lane loop */
  /* a local that only sizeof mentions is used in C; once sizeof is folded it is not */
  const char *unread = s->g.read && !s->g.read[sym->index] ? " (void)" : NULL;
  if (!sym->varying) {
    indent(s);
    out_printf(s->g.o, "%s %s = ", cg_type(sym->type), cg_name(sym));
    if (init) emit_bare(&s->g, init);
    else out_printf(s->g.o, "0");
    out_printf(s->g.o, ";%s%s%s\n", unread ? unread : "", unread ? cg_name(sym) : "", unread ? ";" : "");
    return;
  }
  out_line(s->g.o, "%s %s[BULKCC_CHUNK];%s%s%s", cg_type(sym->type), cg_name(sym), unread ? unread : "",
           unread ? cg_name(sym) : "", unread ? ";" : "");
  if (!init) return;
  lanes_begin(s);
  indent(s);
  out_printf(s->g.o, "%s[bulk_l] = ", cg_name(sym));
  emit_bare(&s->g, init);
  out_printf(s->g.o, ";\n");
}

static void block(Spmd *s, Node *n) {
  line(s, "{");
  s->g.o->indent++;
  if (n && n->kind == ST_BLOCK) {
    for (Node *item = n->args; item; item = item->next) stmt(s, item);
  } else if (n) {
    stmt(s, n);
  }
  lanes_close(s);
  s->g.o->indent--;
  line(s, "}");
}

/* One side of an if on data: its statements under its mask (a side without any statement per
 * lane leaves the mask unread, which compilers warn of). */
static void masked_side(Spmd *s, const char *mask, Node *body) {
  s->mask = mask;
  s->mask_used = false;
  block(s, body);
  if (!s->mask_used) out_line(s->g.o, "(void)%s; /* nothing on this side runs per lane */", mask);
}

/* An if on input data: a mask per side; each side runs with its mask. */
static void masked_if(Spmd *s, Node *n) {
  unsigned long id = s->masks++;
  if (n->els) out_line(s->g.o, "bool bulk_then%lu[BULKCC_CHUNK], bulk_else%lu[BULKCC_CHUNK];", id, id);
  else out_line(s->g.o, "bool bulk_then%lu[BULKCC_CHUNK];", id);
  const char *outer = s->mask;
  out_line(s->g.o, "#pragma omp simd");
  out_line(s->g.o, "for (int bulk_l = 0; bulk_l < bulk_n; bulk_l++) {");
  s->g.o->indent++;
  indent(s);
  /* under an outer mask the condition is evaluated only where that mask holds: in the other
   * lanes its operands may hold anything (a division by zero, an overflow) */
  if (outer) out_printf(s->g.o, "const bool bulk_c = %s[bulk_l] && (", outer);
  else out_printf(s->g.o, "const bool bulk_c = ");
  emit_bare(&s->g, n->cond);
  out_printf(s->g.o, outer ? ");\n" : ";\n");
  if (outer) {
    out_line(s->g.o, "bulk_then%lu[bulk_l] = bulk_c;", id);
    if (n->els) out_line(s->g.o, "bulk_else%lu[bulk_l] = %s[bulk_l] && !bulk_c;", id, outer);
  } else {
    out_line(s->g.o, "bulk_then%lu[bulk_l] = bulk_c;", id);
    if (n->els) out_line(s->g.o, "bulk_else%lu[bulk_l] = !bulk_c;", id);
  }
  s->g.o->indent--;
  line(s, "}");
  masked_side(s, cg_format("bulk_then%lu", id), n->then);
  if (n->els) masked_side(s, cg_format("bulk_else%lu", id), n->els);
  s->mask = outer;
  s->mask_used = true; /* the outer mask was read for these */
}

/* A statement that runs inside a lane loop, which it may share with its neighbours. */
static bool lane_statement(const Node *n) {
  return n->kind == ST_EMPTY || (n->kind == ST_EXPR && !spmd_uniform(n->lhs)) ||
         (n->kind == ST_IF && n->data_dependent && cg_becomes_select(n));
}

static void stmt(Spmd *s, Node *n) {
  Out *o = s->g.o;
  if (!lane_statement(n)) lanes_close(s);
  switch (n->kind) {
  case ST_EMPTY:
    return;
  case ST_EXPR:
    if (spmd_uniform(n->lhs)) {
      indent(s);
      emit_bare(&s->g, n->lhs);
      out_printf(o, ";\n");
      return;
    }
    lanes_begin(s);
    indent(s);
    emit_bare(&s->g, n->lhs);
    out_printf(o, ";\n");
    return;
  case ST_DECL:
    for (Node *d = n->args; d; d = d->next) declare(s, d);
    return;
  case ST_BLOCK:
    block(s, n);
    return;
  case ST_IF:
    if (n->data_dependent && cg_becomes_select(n)) {
      lanes_begin(s);
      out_line(o, "{");
      o->indent++;
      indent(s);
      out_printf(o, "const bool bulk_sel = ");
      emit_bare(&s->g, n->cond);
      out_printf(o, ";\n");
      cg_select_arm(&s->g, n->then, true);
      cg_select_arm(&s->g, n->els, false);
      o->indent--;
      out_line(o, "}");
      return;
    }
    if (n->data_dependent) {
      masked_if(s, n);
      return;
    }
    indent(s);
    out_printf(o, "if (");
    emit_bare(&s->g, n->cond);
    out_printf(o, ")\n");
    block(s, n->then);
    if (n->els) {
      line(s, "else");
      block(s, n->els);
    }
    return;
  case ST_WHILE:
    indent(s);
    out_printf(o, "while (");
    emit_bare(&s->g, n->cond);
    out_printf(o, ")\n");
    block(s, n->then);
    return;
  case ST_DO:
    line(s, "do");
    block(s, n->then);
    indent(s);
    out_printf(o, "while (");
    emit_bare(&s->g, n->cond);
    out_printf(o, ");\n");
    return;
  case ST_FOR:
    line(s, "{");
    o->indent++;
    if (n->init) stmt(s, n->init);
    lanes_close(s);
    indent(s);
    out_printf(o, "for (; ");
    if (n->cond) emit_bare(&s->g, n->cond);
    out_printf(o, "; ");
    if (n->inc) emit_bare(&s->g, n->inc);
    out_printf(o, ")\n");
    block(s, n->then);
    o->indent--;
    line(s, "}");
    return;
  case ST_SWITCH:
    indent(s);
    out_printf(o, "switch (");
    emit_bare(&s->g, n->cond);
    out_printf(o, ")\n");
    block(s, n->then);
    return;
  case ST_CASE:
    out_line(o, "case %s:;", cg_case_value(n->ival));
    stmt(s, n->then);
    return;
  case ST_DEFAULT:
    line(s, "default:;");
    stmt(s, n->then);
    return;
  case ST_BREAK:
    line(s, "break;");
    return;
  case ST_CONTINUE:
    line(s, "continue;");
    return;
  case ST_RETURN:
    if (n->lhs) {
      lanes_begin(s);
      indent(s);
      out_printf(o, "bulk_result[bulk_l] = (%s)(", cg_type(s->g.fn->type->base));
      emit_bare(&s->g, n->lhs);
      out_printf(o, ");\n");
    }
    line(s, "return;");
    return;
  default:
    cg_internal_error(n->loc, "code generation met a statement it cannot spell (node kind %d)", (int)n->kind);
  }
}

/* The kernel's parameters after bulk_lo, as declared (declare) or passed on (!declare). */
static void kernel_params(Out *o, const Function *fn, bool declare) {
  for (int i = 0; i < fn->nparams; i++) {
    Symbol *s = fn->params[i];
    bool array = s->type->kind == TY_ARRAY;
    if (declare)
      out_printf(o, ", %s%s *restrict ", !array || type_element(s->type)->is_const ? "const " : "",
                 cg_type(type_element(s->type)));
    else
      out_printf(o, ", ");
    out_printf(o, "%s%s", array ? "" : "bulk_in_", cg_name(s));
  }
  if (fn->type->base->kind != TY_VOID)
    out_printf(o, declare ? ", %s *restrict bulk_result" : ", bulk_result", cg_type(fn->type->base));
  for (int i = 0; i < fn->narrays; i++) {
    if (declare) out_printf(o, ", %s *restrict ", cg_type(type_element(fn->arrays[i]->type)));
    else out_printf(o, ", ");
    out_printf(o, "%s", cg_name(fn->arrays[i]));
  }
}

/* The body runs for bulk_n lanes. The kernel calls it with the constant BULKCC_CHUNK for a full
 * chunk, so that once inlined every lane loop has a trip count known to the compiler (no
 * remainder loop, no checks: prefix sums on one core 12-22% faster), and with the count at run
 * time for the last, partial chunk. */
void spmd_emit_kernel(Out *o, Function *fn, bool fast_math) {
  bool returns = fn->type->base->kind != TY_VOID;
  out_printf(o, "/* entry %s: SPMD over a chunk of instances, the lanes innermost */\n", fn->name);
  out_printf(o, "BULKCC_LANES void bulkcc_lanes_%s(const int bulk_n, size_t bulk_lo", fn->name);
  kernel_params(o, fn, true);
  out_printf(o, ") {\n");
  o->indent++;
  bool *read = xcalloc((size_t)fn->nlocals + 1, sizeof *read);
  cg_mark_reads(fn->body, fn, read);
  bool scalars = false;
  for (int i = 0; i < fn->nparams; i++) {
    Symbol *s = fn->params[i];
    if (s->type->kind != TY_ARRAY) {
      scalars = true;
      out_line(o, "%s %s[BULKCC_CHUNK];", cg_type(s->type), cg_name(s));
      out_line(o, "for (int bulk_l = 0; bulk_l < bulk_n; bulk_l++) %s[bulk_l] = bulk_in_%s[bulk_lo + bulk_l];",
               cg_name(s), cg_name(s));
      if (!read[s->index]) out_line(o, "(void)%s;", cg_name(s));
    }
  }
  /* a parameter or an array read only by sizeof is a use in C, not once sizeof is folded */
  for (int i = 0; i < fn->nparams; i++)
    if (fn->params[i]->type->kind == TY_ARRAY && !read[fn->params[i]->index])
      out_line(o, "(void)%s;", cg_name(fn->params[i]));
  for (int i = 0; i < fn->narrays; i++)
    if (!read[fn->arrays[i]->index]) out_line(o, "(void)%s;", cg_name(fn->arrays[i]));
  if (returns) out_line(o, "bulk_result += bulk_lo;");
  else if (!scalars) out_line(o, "(void)bulk_lo; /* only scalars and results are indexed by instance */");
  Spmd s = {.g = {.o = o, .fn = fn, .mode = MODE_ENTRY, .target = TARGET_CPU, .fast_math = fast_math, .spmd = true,
                  .read = read}};
  for (Node *item = fn->body->args; item; item = item->next) stmt(&s, item);
  lanes_close(&s);
  free(read);
  o->indent--;
  out_printf(o, "}\n\n");

  out_printf(o, "static void bulkcc_kernel_%s(size_t bulk_lo, size_t bulk_hi, size_t bulk_p", fn->name);
  kernel_params(o, fn, true);
  out_printf(o, ") {\n");
  out_printf(o, "  (void)bulk_p; /* every array here is the chunk's own, with stride BULKCC_CHUNK */\n");
  out_printf(o, "  if (bulk_hi - bulk_lo == BULKCC_CHUNK)\n    bulkcc_lanes_%s(BULKCC_CHUNK, bulk_lo", fn->name);
  kernel_params(o, fn, false);
  out_printf(o, ");\n  else\n    bulkcc_lanes_%s((int)(bulk_hi - bulk_lo), bulk_lo", fn->name);
  kernel_params(o, fn, false);
  out_printf(o, ");\n}\n\n");
}
