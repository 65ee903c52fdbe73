/* body.c: emits function bodies (statements, expressions, column-wise array accesses and
 * selects) for both targets: CUDA C++ and, with --target=cpu, C. */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "codegen.h"

static void emit_stmt(Gen *g, Node *n);

/* An expression that is a whole statement, condition or initializer. */
void emit_bare(Gen *g, Node *n) {
  g->bare = true;
  emit_expr(g, n);
}

/* ---- arrays ---------------------------------------------------------------------------- */

/* The stride between consecutive elements of one instance's array, or NULL for 1. */
static const char *array_stride(Gen *g, Symbol *sym) {
  if (sym->kind == SYM_TABLE) return NULL;
  if (g->mode == MODE_ENTRY && sym->kind == SYM_VAR && g->registers) return NULL;
  /* on the CPU an entry's arrays are the thread's scratch for one chunk: its lanes side by side,
   * each array small and contiguous (a stride of p would also put every element of a column in
   * the same cache set when p is a power of two) */
  if (g->mode == MODE_ENTRY && g->target == TARGET_CPU && !g->row_layout) return "BULKCC_CHUNK";
  if (g->mode == MODE_ENTRY) return g->row_layout ? NULL : "bulk_p";
  if (sym->kind == SYM_PARAM) return cg_format("bulk_stride_%s", cg_name(sym));
  return NULL;
}

/* The array an access a[i][j]... indexes, and its indices outermost first (as many as the
 * access has: the caller frees them). */
static const Node *index_root(Node *n, Node ***indices, int *count) {
  const Node *root = ast_index_root(n);
  int depth = 0;
  for (const Node *m = n; m != root; m = m->lhs) depth++;
  if (root->kind != ND_VAR || !root->sym)
    cg_internal_error(root->loc, "an indexed expression that is not an array variable reached code generation");
  *indices = xcalloc(depth ? (size_t)depth : 1, sizeof **indices);
  *count = depth;
  for (Node *m = n; m->kind == ND_INDEX; m = m->lhs) (*indices)[--depth] = m->rhs;
  return root;
}

/* Element offset of a[i][j]... within one instance, as a size_t expression. */
static void emit_linear(Gen *g, Type *t, Node **indices, int count) {
  for (int k = 0; k < count; k++) out_printf(g->o, "(");
  for (int k = 0; k < count; k++, t = t->base) {
    if (k > 0) out_printf(g->o, " * %lldu + ", t->len);
    out_printf(g->o, "(size_t)(");
    emit_expr(g, indices[k]);
    out_printf(g->o, "))");
  }
}

/* a[i][j] as an element, or a[i] as a sub-array (pointer plus stride) when partly indexed. */
static void emit_access(Gen *g, Node *n, bool as_subarray) {
  Node **indices;
  int count;
  const Node *root = index_root(n, &indices, &count);
  Symbol *sym = root->sym;
  const char *stride = array_stride(g, sym);
  if (!as_subarray) {
    out_printf(g->o, "%s[", cg_name(sym));
    emit_linear(g, sym->type, indices, count);
    if (stride) out_printf(g->o, " * %s", stride);
    if (stride && g->spmd) out_printf(g->o, " + bulk_l"); /* the lane's own instance */
    out_printf(g->o, "]");
    free(indices);
    return;
  }
  Type *rest = sym->type;
  for (int k = 0; k < count; k++) rest = rest->base;
  bool lane = stride && g->spmd; /* the lane's own instance */
  if (count == 0 && !lane) {
    out_printf(g->o, "%s", cg_name(sym));
  } else {
    out_printf(g->o, "(%s", cg_name(sym));
    if (count) {
      out_printf(g->o, " + ");
      emit_linear(g, sym->type, indices, count);
      out_printf(g->o, " * %lldu", type_elements(rest));
      if (stride) out_printf(g->o, " * %s", stride);
    }
    if (lane) out_printf(g->o, " + bulk_l");
    out_printf(g->o, ")");
  }
  out_printf(g->o, ", %s", stride ? stride : "(size_t)1");
  free(indices);
}

/* ---- expressions ----------------------------------------------------------------------- */

static const char *op_text(Op op) {
  static const char *const text[] = {
    [OP_ADD] = "+", [OP_SUB] = "-", [OP_MUL] = "*", [OP_DIV] = "/", [OP_MOD] = "%",
    [OP_SHL] = "<<", [OP_SHR] = ">>", [OP_AND] = "&", [OP_OR] = "|", [OP_XOR] = "^",
    [OP_LT] = "<", [OP_GT] = ">", [OP_LE] = "<=", [OP_GE] = ">=", [OP_EQ] = "==", [OP_NE] = "!=",
    [OP_LOGAND] = "&&", [OP_LOGOR] = "||", [OP_NEG] = "-", [OP_PLUS] = "+", [OP_BITNOT] = "~", [OP_NOT] = "!",
  };
  return text[op];
}

/* signbit(x) as the host's C computes it: gcc gives a float's sign bit where it lies (INT_MIN)
 * and 1 for a double; clang 1 for both; the GPU's signbit 1. The CUDA file says which it is
 * compiled beside (BULKCC_SIGNBIT_* in unit.c); the CPU's C computes what the user's C does. */
static void emit_signbit(Gen *g, Node *arg) {
  if (g->target == TARGET_CPU) {
    out_printf(g->o, "((int)signbit(");
    emit_expr(g, arg);
    out_printf(g->o, "))");
    return;
  }
  bool single = arg->type && arg->type->kind == TY_FLOAT; /* long double is refused */
  out_printf(g->o, "(signbit(");
  emit_expr(g, arg);
  out_printf(g->o, ") ? %s : 0)", single ? "BULKCC_SIGNBIT_FLOAT" : "1");
}

/* gcc builtins from <math.h> macros, in CUDA's spelling; type-generic tests give C's int. */
static void emit_builtin(Gen *g, Node *n) {
  const char *name = n->name;
  if (strcmp(name, "__builtin_isinf_sign") == 0) {
    out_printf(g->o, "(isinf(");
    emit_expr(g, n->args);
    out_printf(g->o, ") ? (signbit(");
    emit_expr(g, n->args);
    out_printf(g->o, ") ? -1 : 1) : 0)");
    return;
  }
  if (strcmp(name, "__builtin_signbit") == 0 || strcmp(name, "__builtin_signbitf") == 0) {
    emit_signbit(g, n->args);
    return;
  }
  static const char *const generic[][2] = {
    {"__builtin_isnan", "isnan"}, {"__builtin_isinf", "isinf"}, {"__builtin_isfinite", "isfinite"}};
  for (size_t i = 0; i < sizeof generic / sizeof generic[0]; i++) {
    if (strcmp(name, generic[i][0]) == 0) {
      out_printf(g->o, "((int)%s(", generic[i][1]);
      emit_expr(g, n->args);
      out_printf(g->o, "))");
      return;
    }
  }
  /* INFINITY, HUGE_VAL and NAN: nvcc knows these builtins in host and device code; a NaN keeps
   * the payload its string asks for */
  static const char *const constants[] = {"__builtin_inff", "__builtin_inf", "__builtin_huge_valf",
                                          "__builtin_huge_val", "__builtin_nanf", "__builtin_nan"};
  for (size_t i = 0; i < sizeof constants / sizeof constants[0]; i++) {
    if (strcmp(name, constants[i]) != 0) continue;
    const Node *arg = n->args;
    if (arg && (arg->kind != ND_STRING || !arg->text))
      cg_internal_error(n->loc, "'%s' reached code generation without a string argument", name);
    out_printf(g->o, "%s(%s)", name, arg ? arg->text : "");
    return;
  }
  cg_internal_error(n->loc, "code generation does not know the builtin '%s'", name);
}

static void emit_call(Gen *g, Node *n) {
  if (n->name) {
    emit_builtin(g, n);
    return;
  }
  Symbol *callee = n->lhs->sym;
  Param *p = callee->type->params;
  if (callee->kind == SYM_FUNC) out_printf(g->o, "bulkcc_fn_%s(", callee->name);
  else out_printf(g->o, "%s(", callee->name);
  for (Node *a = n->args; a; a = a->next, p = p ? p->next : NULL) {
    if (a != n->args) out_printf(g->o, ", ");
    if (p && p->type->kind == TY_ARRAY) {
      emit_access(g, a, true);
    } else if (p) {
      /* C converts each argument to the parameter's type; saying so keeps C++ overloads
       * (sqrt(float) and sqrt(double), say) from choosing another function */
      out_printf(g->o, "(%s)(", cg_type(p->type));
      emit_expr(g, a);
      out_printf(g->o, ")");
    } else {
      emit_expr(g, a);
    }
  }
  out_printf(g->o, ")");
}

static bool select_safe(const Node *n);

/* The value x op y that x op= y stores (before its conversion to x's type), as C computes it:
 * its operands converted as for a binary operator, a product exact as every other one. */
void cg_compound_value(Gen *g, const Node *assign) {
  Node binary = *assign;
  binary.kind = ND_BINARY;
  binary.next = NULL;
  binary.type = assign->op == OP_SHL || assign->op == OP_SHR ? assign->lhs->type
                                                              : type_usual_conversion(assign->lhs->type, assign->rhs->type);
  g->bare = true; /* the caller's parentheses or call hold it */
  emit_expr(g, &binary);
}

/* nvcc fuses a * b + c into one rounding unless told otherwise; C rounds twice. Products spelled
 * __fmul_rn/__dmul_rn are never fused, so the GPU computes what the C computes whatever nvcc's
 * flags (--fast-math gives the fusion back). */
static bool exact_product(const Gen *g, Op op, const Type *t) {
  return op == OP_MUL && g->target == TARGET_CUDA && !g->fast_math && (t->kind == TY_FLOAT || t->kind == TY_DOUBLE);
}

void cg_var(Gen *g, Symbol *sym) {
  if (g->spmd && sym->varying && sym->kind != SYM_TABLE && sym->type->kind != TY_ARRAY)
    out_printf(g->o, "%s[bulk_l]", cg_name(sym));
  else
    out_printf(g->o, "%s", cg_name(sym));
}

/* Parentheses around every operation keep C's grouping whatever the operators. */
static void open_paren(Gen *g, bool wrap) {
  if (wrap) out_printf(g->o, "(");
}

static void close_paren(Gen *g, bool wrap) {
  if (wrap) out_printf(g->o, ")");
}

void emit_expr(Gen *g, Node *n) {
  Out *o = g->o;
  bool wrap = !g->bare;
  g->bare = false;
  switch (n->kind) {
  case ND_INT:
    /* a character constant by its value and C's type: C++ gives 'a' the type char, and
     * spellings such as '\e' or 'ab' are the compiler's to read */
    if (n->is_char_literal) out_printf(o, "((%s)%lld)", n->type ? cg_type(n->type) : "int", n->ival);
    else out_printf(o, "%s", n->text);
    return;
  case ND_FLOAT:
    out_printf(o, "%s", n->text);
    return;
  case ND_VAR:
    if (g->group && n->sym == g->group->counter) {
      out_printf(o, "(%s %s bulk_u)", cg_name(n->sym), g->group->dir > 0 ? "+" : "-");
      return;
    }
    cg_var(g, n->sym);
    return;
  case ND_INDEX:
    if (g->group && g->group_reads && ahead_index(g->group, n) >= 0) {
      out_printf(o, "bulk_ahead%d[bulk_u]", ahead_index(g->group, n));
      return;
    }
    emit_access(g, n, false);
    return;
  case ND_CALL:
    emit_call(g, n);
    return;
  case ND_UNARY:
    out_printf(o, "(%s", op_text(n->op));
    emit_expr(g, n->lhs);
    out_printf(o, ")");
    return;
  case ND_PREINC: case ND_PREDEC: case ND_POSTINC: case ND_POSTDEC:
    if (n->lhs->type->kind == TY_BOOL && g->target == TARGET_CUDA) {
      static const char *const fn[] = {"preinc", "predec", "postinc", "postdec"};
      out_printf(o, "bulk_bool_%s(", fn[n->kind - ND_PREINC]);
      emit_bare(g, n->lhs);
      out_printf(o, ")");
      return;
    }
    if (n->kind == ND_POSTINC || n->kind == ND_POSTDEC) {
      open_paren(g, wrap);
      emit_expr(g, n->lhs);
      out_printf(o, "%s", n->kind == ND_POSTINC ? "++" : "--");
      close_paren(g, wrap);
      return;
    }
    open_paren(g, wrap);
    out_printf(o, "%s", n->kind == ND_PREINC ? "++" : "--");
    emit_expr(g, n->lhs);
    close_paren(g, wrap);
    return;
  case ND_BINARY:
    if (exact_product(g, n->op, n->type)) {
      out_printf(o, "%s(", n->type->kind == TY_FLOAT ? "__fmul_rn" : "__dmul_rn");
      emit_bare(g, n->lhs);
      out_printf(o, ", ");
      emit_bare(g, n->rhs);
      out_printf(o, ")");
      return;
    }
    open_paren(g, wrap);
    emit_expr(g, n->lhs);
    out_printf(o, " %s ", op_text(n->op));
    emit_expr(g, n->rhs);
    close_paren(g, wrap);
    return;
  case ND_ASSIGN: {
    Type *product = n->op == OP_MUL ? type_usual_conversion(n->lhs->type, n->rhs->type) : NULL;
    if (product && exact_product(g, OP_MUL, product) && !select_safe(n->lhs)) {
      /* the target's address is computed once: through a reference (unit.c's bulkcc_mul_assign) */
      out_printf(o, "bulkcc_%s_assign(", product->kind == TY_FLOAT ? "fmul" : "dmul");
      emit_bare(g, n->lhs);
      out_printf(o, ", (%s)(", cg_type(product));
      emit_bare(g, n->rhs);
      out_printf(o, "))");
      return;
    }
    open_paren(g, wrap);
    emit_expr(g, n->lhs);
    if (product && exact_product(g, OP_MUL, product)) {
      /* x *= y is x = (T)(x * y): spelled out so that the product is exact too */
      out_printf(o, " = (%s)", cg_type(n->lhs->type));
      cg_compound_value(g, n);
    } else {
      out_printf(o, " %s= ", n->op ? op_text(n->op) : "");
      emit_expr(g, n->rhs);
    }
    close_paren(g, wrap);
    return;
  }
  case ND_COND:
    open_paren(g, wrap);
    emit_expr(g, n->cond);
    out_printf(o, " ? ");
    emit_expr(g, n->then);
    out_printf(o, " : ");
    emit_expr(g, n->els);
    close_paren(g, wrap);
    return;
  case ND_COMMA: /* parenthesized even alone: in an initializer or argument a comma separates */
    out_printf(o, "(");
    emit_expr(g, n->lhs);
    out_printf(o, ", ");
    emit_expr(g, n->rhs);
    out_printf(o, ")");
    return;
  case ND_CAST:
    if (n->cast_type->kind == TY_VOID) out_printf(o, "((void)(");
    else out_printf(o, "((%s)(", cg_type(n->cast_type));
    emit_expr(g, n->lhs);
    out_printf(o, "))");
    return;
  case ND_SIZEOF:
    /* sizes are C's: C++ would give 1 for sizeof('a') and sizeof(a < b) */
    out_printf(o, "((unsigned long)%lld)", n->ival);
    return;
  default:
    cg_internal_error(n->loc, "code generation met an expression it cannot spell (node kind %d)", (int)n->kind);
  }
}

/* ---- declarations and statements ------------------------------------------------------- */

/* A case label's value: LLONG_MIN has no literal (9223372036854775808 would be unsigned). */
const char *cg_case_value(long long value) {
  return value == LLONG_MIN ? "(-9223372036854775807LL - 1)" : cg_format("%lld", value);
}

/* Starts a line and leaves the cursor at its end, for statements built piece by piece. */
static void begin_line(Gen *g) { out_printf(g->o, "%*s", g->o->indent * 2, ""); }

/* Lays an initializer out element by element (C's brace rules; missing elements are zero). */
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

static void emit_array_init(Gen *g, Symbol *sym, Node *init) {
  long long total = type_elements(sym->type);
  long long extent = cg_initialized_extent(init, sym->type);
  Node **slots = xcalloc((size_t)extent, sizeof *slots);
  cg_flatten(init, sym->type, 0, slots);
  const char *stride = array_stride(g, sym);
  const char *elem = cg_type(type_element(sym->type));
  bool all = extent == total;
  for (long long e = 0; e < extent; e++) all = all && slots[e];
  if (!all)
    out_line(g->o, "for (size_t bulk_e = 0; bulk_e < %lldu; bulk_e++) %s[bulk_e%s%s] = (%s)0;", total,
             cg_name(sym), stride ? " * " : "", stride ? stride : "", elem);
  for (long long e = 0; e < extent; e++) {
    if (!slots[e]) continue;
    begin_line(g);
    out_printf(g->o, "%s[%lldu%s%s] = (%s)(", cg_name(sym), e, stride ? " * " : "", stride ? stride : "", elem);
    emit_expr(g, slots[e]);
    out_printf(g->o, ");\n");
  }
  free(slots);
}

/* A scalar declaration without its terminator, for both statements and for-headers. */
static void emit_scalar_decl(Gen *g, Node *d) {
  Type *t = d->sym->type;
  out_printf(g->o, "%s%s %s", t->is_const ? "const " : "", cg_type(t), cg_name(d->sym));
  if (!d->init && d->sym->select_target) out_printf(g->o, " = 0"); /* C leaves it indeterminate: any value will do */
  if (d->init) {
    Node *init = d->init;
    while (init->kind == ND_INIT_LIST) init = init->args;
    out_printf(g->o, " = ");
    emit_bare(g, init);
  }
}

/* A local that only sizeof mentions is used in C; once sizeof is folded it is not. */
static void void_if_unread(Gen *g, Symbol *sym) {
  if (g->read && sym->owner == g->fn && !g->read[sym->index]) out_line(g->o, "(void)%s;", cg_name(sym));
}

static void emit_decl_only(Gen *g, Node *d);

static void emit_decl(Gen *g, Node *d) {
  emit_decl_only(g, d);
  if (d->sym && d->sym->kind == SYM_VAR)
    void_if_unread(g, d->sym);
}

static void emit_decl_only(Gen *g, Node *d) {
  Symbol *sym = d->sym;
  if (!sym || sym->kind == SYM_TABLE) return; /* tables are emitted at file scope */
  if (sym->type->kind != TY_ARRAY && g->switch_level) {
    /* C lets a case label jump past an initialized declaration, C++ does not: declare, then assign */
    out_line(g->o, "%s %s%s;", cg_type(sym->type), cg_name(sym), sym->select_target ? " = 0" : "");
    if (d->init) {
      Node *init = d->init;
      while (init->kind == ND_INIT_LIST) init = init->args;
      begin_line(g);
      out_printf(g->o, "%s = ", cg_name(sym));
      emit_bare(g, init);
      out_printf(g->o, ";\n");
    }
    return;
  }
  if (sym->type->kind != TY_ARRAY) {
    begin_line(g);
    emit_scalar_decl(g, d);
    out_printf(g->o, ";\n");
    return;
  }
  if (g->mode == MODE_ENTRY && !g->registers) {
    begin_line(g);
    out_printf(g->o, "/* %s %s", cg_type(type_element(sym->type)), sym->name);
    for (Type *t = sym->type; t->kind == TY_ARRAY; t = t->base) out_printf(g->o, "[%lld]", t->len);
    out_printf(g->o, ": per-instance, column-wise in global memory */\n");
  } else {
    out_line(g->o, "%s %s[%lld];", cg_type(type_element(sym->type)), cg_name(sym), type_elements(sym->type));
  }
  if (d->init) emit_array_init(g, sym, d->init);
}

/* ---- selects ------------------------------------------------------------------------------ */

enum { SELECT_MAX_ASSIGNMENTS = 4 };

static AstStep visit_select_safe(const Node *n, void *data) {
  (void)data;
  switch (n->kind) {
  case ND_INT: case ND_FLOAT: case ND_VAR: case ND_SIZEOF:
    return AST_WALK_SKIP; /* sizeof's operand is not evaluated */
  case ND_INDEX: case ND_UNARY: case ND_CAST: case ND_COND: case ND_COMMA:
    return AST_WALK_ON;
  case ND_BINARY:
    return (n->op == OP_DIV || n->op == OP_MOD) && type_is_integer(n->type) ? AST_WALK_STOP : AST_WALK_ON;
  default:
    return AST_WALK_STOP;
  }
}

/* No side effects, no calls and no integer division: safe to evaluate when not selected. */
static bool select_safe(const Node *n) { return ast_walk(n, visit_select_safe, NULL, NULL); }

/* Counts the scalar assignments an arm consists of; -1 when it holds anything else. */
static int select_arm(const Node *n) {
  if (!n) return 0;
  if (n->kind == ST_BLOCK) {
    int total = 0;
    for (const Node *item = n->args; item; item = item->next) {
      int k = select_arm(item);
      if (k < 0) return -1;
      total += k;
    }
    return total;
  }
  if (n->kind == ST_EMPTY) return 0;
  if (n->kind != ST_EXPR || n->lhs->kind != ND_ASSIGN) return -1;
  const Node *a = n->lhs;
  if (a->lhs->kind != ND_VAR || a->lhs->sym->type->kind == TY_ARRAY) return -1;
  if ((a->op == OP_DIV || a->op == OP_MOD) && type_is_integer(a->lhs->type)) return -1;
  return select_safe(a->rhs) ? 1 : -1;
}

/* One arm of a select, both targets: x = bulk_sel ? (T)(value) : x for each assignment. */
void cg_select_arm(Gen *g, const Node *n, bool when) {
  if (!n || n->kind == ST_EMPTY) return;
  if (n->kind == ST_BLOCK) {
    for (const Node *item = n->args; item; item = item->next) cg_select_arm(g, item, when);
    return;
  }
  const Node *a = n->lhs;
  begin_line(g);
  cg_var(g, a->lhs->sym);
  out_printf(g->o, " = %sbulk_sel ? (%s)(", when ? "" : "!", cg_type(a->lhs->type));
  if (a->op != OP_NONE) cg_compound_value(g, a);
  else emit_bare(g, a->rhs);
  out_printf(g->o, ") : ");
  cg_var(g, a->lhs->sym);
  out_printf(g->o, ";\n");
}

/* `if (r < s) s = r;` on input data: every thread of a warp computes both outcomes and keeps
 * one, so the warp never splits. Worth it for a few scalar assignments; larger arms keep a
 * branch, which the GPU predicates. */
bool cg_becomes_select(const Node *n) {
  if (n->kind != ST_IF || !n->data_dependent) return false;
  int a = select_arm(n->then), b = select_arm(n->els);
  return a >= 0 && b >= 0 && a + b > 0 && a + b <= SELECT_MAX_ASSIGNMENTS;
}

static bool emit_select(Gen *g, Node *n) {
  if (!cg_becomes_select(n)) return false;
  out_line(g->o, "{ /* select on input data */");
  g->o->indent++;
  begin_line(g);
  out_printf(g->o, "const bool bulk_sel = ");
  emit_bare(g, n->cond);
  out_printf(g->o, ";\n");
  cg_select_arm(g, n->then, true);
  cg_select_arm(g, n->els, false);
  g->o->indent--;
  out_line(g->o, "}");
  return true;
}

/* Bodies of if, loops and cases always get braces. */
static void emit_body(Gen *g, Node *n) {
  if (n->kind == ST_BLOCK) {
    emit_stmt(g, n);
    return;
  }
  out_line(g->o, "{");
  g->o->indent++;
  emit_stmt(g, n);
  g->o->indent--;
  out_line(g->o, "}");
}

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
        Node *value = d->init; /* `int i = 0, j = {3}` */
        while (value->kind == ND_INIT_LIST) value = value->args;
        out_printf(g->o, " = ");
        emit_expr(g, value);
      }
    }
  }
}

/* An innermost loop that goes ahead (ahead.c): groups of G iterations, each group's reads loaded
 * first into registers, then the rest one at a time as written.
 *   { init; for (; i + (G - 1) < E; i += G) { loads; iterations } for (; i < E; i++) body } */
static void emit_ahead_loop(Gen *g, Node *n, const AheadPlan *plan) {
  Out *o = g->o;
  const char *i = cg_name(plan->counter);
  int group = plan->group;
  out_line(o, "{ /* the loads of %d iterations first */", group);
  o->indent++;
  if (n->init && n->init->kind != ST_EMPTY) {
    begin_line(g);
    emit_for_init(g, n->init);
    out_printf(o, ";\n");
  }
  begin_line(g);
  out_printf(o, "for (; %s %s %d %s ", i, plan->dir > 0 ? "+" : "-", group - 1, op_text(n->cond->op));
  emit_expr(g, n->cond->rhs);
  out_printf(o, "; %s %s= %d) {\n", i, plan->dir > 0 ? "+" : "-", group);
  o->indent++;
  for (int k = 0; k < plan->nhoisted; k++)
    out_line(o, "%s bulk_ahead%d[%d];", cg_type(plan->hoisted[k]->type), k, group);
  out_line(o, "BULKCC_UNROLL");
  out_line(o, "for (int bulk_u = 0; bulk_u < %d; bulk_u++) {", group);
  o->indent++;
  g->group = plan;
  for (int k = 0; k < plan->nhoisted; k++) {
    begin_line(g);
    out_printf(o, "bulk_ahead%d[bulk_u] = ", k);
    emit_bare(g, plan->hoisted[k]);
    out_printf(o, ";\n");
  }
  o->indent--;
  out_line(o, "}");
  out_line(o, "BULKCC_UNROLL");
  out_line(o, "for (int bulk_u = 0; bulk_u < %d; bulk_u++)", group);
  g->group_reads = true;
  emit_body(g, n->then);
  g->group = NULL;
  g->group_reads = false;
  o->indent--;
  out_line(o, "}");
  begin_line(g);
  out_printf(o, "for (; ");
  emit_bare(g, n->cond);
  out_printf(o, "; ");
  emit_bare(g, n->inc);
  out_printf(o, ")\n");
  emit_body(g, n->then);
  o->indent--;
  out_line(o, "}");
}

static void emit_stmt(Gen *g, Node *n) {
  Out *o = g->o;
  switch (n->kind) {
  case ST_EMPTY:
    return;
  case ST_EXPR:
    begin_line(g);
    emit_bare(g, n->lhs);
    out_printf(o, ";\n");
    return;
  case ST_DECL:
    for (Node *d = n->args; d; d = d->next) emit_decl(g, d);
    return;
  case ST_BLOCK: {
    out_line(o, "{");
    o->indent++;
    /* only declarations directly in a switch's braces can be jumped over by its labels */
    bool switch_block = g->switch_level;
    g->switch_level = false;
    for (Node *item = n->args; item; item = item->next) {
      g->switch_level = switch_block && item->kind == ST_DECL;
      emit_stmt(g, item);
      g->switch_level = false;
    }
    o->indent--;
    out_line(o, "}");
    return;
  }
  case ST_IF:
    if (emit_select(g, n)) return;
    begin_line(g);
    out_printf(o, "if (");
    emit_bare(g, n->cond);
    out_printf(o, ")\n");
    emit_body(g, n->then);
    if (n->els) {
      out_line(o, "else");
      emit_body(g, n->els);
    }
    return;
  case ST_WHILE:
    begin_line(g);
    out_printf(o, "while (");
    emit_bare(g, n->cond);
    out_printf(o, ")\n");
    emit_body(g, n->then);
    return;
  case ST_DO:
    out_line(o, "do");
    emit_body(g, n->then);
    begin_line(g);
    out_printf(o, "while (");
    emit_bare(g, n->cond);
    out_printf(o, ");\n");
    return;
  case ST_FOR:
    if (g->ahead && !g->group && ahead_candidate(n)) {
      AheadPlan plan;
      if (ahead_plan(n, AHEAD_MAX, &plan)) {
        emit_ahead_loop(g, n, &plan);
        ahead_free(&plan);
        return;
      }
    }
    if (g->registers) out_line(o, "BULKCC_UNROLL");
    begin_line(g);
    out_printf(o, "for (");
    emit_for_init(g, n->init);
    out_printf(o, "; ");
    if (n->cond) emit_bare(g, n->cond);
    out_printf(o, "; ");
    if (n->inc) emit_bare(g, n->inc);
    out_printf(o, ")\n");
    emit_body(g, n->then);
    return;
  case ST_SWITCH: {
    begin_line(g);
    out_printf(o, "switch (");
    emit_bare(g, n->cond);
    out_printf(o, ")\n");
    g->switch_level = n->then->kind == ST_BLOCK;
    emit_body(g, n->then);
    return;
  }
  case ST_CASE: /* a label needs a statement after it, even at the end of the switch */
    out_line(o, "case %s:%s", cg_case_value(n->ival), !n->then || n->then->kind == ST_EMPTY ? ";" : "");
    if (n->then) emit_stmt(g, n->then);
    return;
  case ST_DEFAULT:
    out_line(o, "default:%s", !n->then || n->then->kind == ST_EMPTY ? ";" : "");
    if (n->then) emit_stmt(g, n->then);
    return;
  case ST_BREAK:
    out_line(o, "break;");
    return;
  case ST_CONTINUE:
    out_line(o, "continue;");
    return;
  case ST_RETURN:
    if (!n->lhs) {
      out_line(o, "return;");
      return;
    }
    begin_line(g);
    out_printf(o, "return ");
    emit_bare(g, n->lhs);
    out_printf(o, ";\n");
    return;
  default:
    cg_internal_error(n->loc, "code generation met a statement it cannot spell (node kind %d)", (int)n->kind);
  }
}

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
  /* the stride of column-wise arrays: unused in registers, rows and the CPU's chunks */
  if (g->mode == MODE_ENTRY) out_line(g->o, "(void)bulk_p;");
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
  for (Node *item = fn->body->args; item; item = item->next) emit_stmt(g, item);
  g->read = NULL;
  free(read);
  g->o->indent--;
  out_printf(g->o, "}\n\n");
}

