/* expr.c: emits expressions, and the accesses of column-wise arrays, for every target and form:
 * CUDA C++ and, with --target=cpu, C (per instance or in the SPMD form's lanes). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../dependences/dependences.h"
#include "../plan/plan.h"
#include "codegen.h"

/* An expression that is a whole statement, condition or initializer. */
void emit_bare(Gen *g, Node *n) {
  g->bare = true;
  emit_expr(g, n);
}

/* ---- arrays ---------------------------------------------------------------------------- */

/* The stride between consecutive elements of one instance's array, or NULL for 1. */
const char *cg_array_stride(Gen *g, Symbol *sym) {
  if (sym->kind == SYM_TABLE) return NULL;
  if (g->mode == MODE_ENTRY && sym->kind == SYM_VAR && g->registers) return NULL;
  /* on the CPU an entry's arrays are the thread's scratch for one chunk: its lanes side by side,
   * each array small and contiguous (a stride of p would also put every element of a column in
   * the same cache set when p is a power of two) */
  if (g->mode == MODE_ENTRY && g->target == TARGET_CPU && !g->row_layout) return "BULKCC_CHUNK";
  if (g->mode == MODE_ENTRY) return g->row_layout ? NULL : "bulk_p";
  if (sym->kind == SYM_PARAM) return intern_format("bulk_stride_%s", cg_name(sym));
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
  const char *stride = cg_array_stride(g, sym);
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

void cg_emit_access(Gen *g, Node *n) { emit_access(g, n, false); }

/* ---- expressions ----------------------------------------------------------------------- */

const char *cg_op_text(Op op) {
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
  else if (g->tiles && tiles_emit_var(g, sym))
    return;
  else if (g->strip_rows && wave_prologue_declares(g->strip_rows, sym))
    out_printf(g->o, "bulk_row_%s[bulk_row_at]", cg_name(sym)); /* a name of its own: no user name hides it */
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

/* A byte of a table's wider element, read through a char view: the byte itself, as the C reads
 * it. nvcc (13.0, every -O level) miscompiles the shift form in loops of a constant count,
 * reading the wrong byte at odd offsets (tests/gpu/table_byte_views.test); a table is one plain
 * array on every target, so its bytes lie in memory as the C's do. */
static bool emit_table_byte(Gen *g, const Node *n) {
  if (!n->view_byte_read) return false;
  const Node *shifted = n->lhs;
  if (shifted->kind != ND_BINARY || shifted->op != OP_SHR) return false;
  const Node *word = shifted->lhs;
  while (word->kind == ND_CAST) word = word->lhs;
  if (word->kind != ND_INDEX || word->lhs->kind != ND_VAR || !word->lhs->sym || word->lhs->sym->kind != SYM_TABLE)
    return false;
  const Node *element = word->rhs;
  if (element->kind != ND_BINARY || element->op != OP_DIV) return false;
  out_printf(g->o, "((%s)(((const %s *)%s)[(size_t)(", cg_type(n->cast_type), cg_type(n->cast_type),
             cg_name(word->lhs->sym));
  emit_expr(g, element->lhs);
  out_printf(g->o, ")]))");
  return true;
}

bool cg_negative_zero_literal(const Node *n) {
  if (n->kind != ND_UNARY || n->op != OP_NEG || !n->type || !type_is_floating(n->type)) return false;
  const Node *zero = n->lhs;
  while (zero->kind == ND_CAST) zero = zero->lhs;
  if (zero->kind == ND_INT) return zero->ival == 0;
  if (zero->kind != ND_FLOAT) return false;
  /* its value in its type: 1e-50f is a float zero */
  return zero->type && zero->type->kind == TY_FLOAT ? strtof(zero->text, NULL) == 0.0f : strtod(zero->text, NULL) == 0.0;
}

static AstStep find_negative_zero(const Node *n, void *found) {
  if (!cg_negative_zero_literal(n)) return AST_WALK_ON;
  *(bool *)found = true;
  return AST_WALK_STOP;
}

bool cg_program_has_negative_zero(const Program *prog) {
  bool found = false;
  for (const Function *fn = prog->functions; fn && !found; fn = fn->next)
    if (fn->body) ast_walk(fn->body, find_negative_zero, NULL, &found);
  return found;
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
      if (g->group_at) out_printf(o, "bulk_at");
      else if (g->group_stride) /* within the loop's range: the group ran only where it all was */
        out_printf(o, "((%s)(%s %s (long long)bulk_u * %s))", cg_type(n->sym->type), cg_name(n->sym), g->group->dir > 0 ? "+" : "-",
                   g->group_stride);
      else out_printf(o, "(%s %s bulk_u)", cg_name(n->sym), g->group->dir > 0 ? "+" : "-");
      return;
    }
    cg_var(g, n->sym);
    return;
  case ND_INDEX:
    if (g->group && g->group_reads && ahead_index(g->group, n) >= 0) { /* loaded (from the transpose where kept) */
      out_printf(o, "bulk_ahead%d[bulk_u]", ahead_index(g->group, n));
      return;
    }
    if (n->plan_mirror && cg_mirror_kept(g, n->plan_mirror)) { /* the column, read as a row of the transpose */
      emit_expr(g, n->plan_mirror);
      return;
    }
    if (g->stage && stage_emit_read(g, n)) return;
    if (g->tiles && tiles_emit_read(g, n)) return;
    if (g->ahead && n->plan_early) { /* read before the loop it follows (stmt.c) */
      out_printf(o, "bulk_early%d", n->plan_early - 1);
      return;
    }
    emit_access(g, n, false);
    return;
  case ND_CALL:
    emit_call(g, n);
    return;
  case ND_UNARY:
    if (g->target == TARGET_CUDA && !g->constant_initializer && cg_negative_zero_literal(n)) {
      /* read where ptxas cannot see it: it can make a choice between 1.0 and a -0.0 constant
         into FSET.BF, which gives +0.0 (bench/experiments/negative_zero_choice.cu) */
      out_printf(o, "bulkcc_negative_zero<%s>()", n->type->kind == TY_FLOAT ? "float" : "double");
      return;
    }
    out_printf(o, "(%s", cg_op_text(n->op));
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
    if (n->plan_opaque_compare && g->target == TARGET_CUDA) {
      /* each operand as the comparison converts it, through bulkcc_opaque (plan/opaque.c) */
      const char *common = cg_type(type_usual_conversion(type_promote(n->lhs->type), type_promote(n->rhs->type)));
      open_paren(g, wrap);
      for (int side = 0; side < 2; side++) {
        Node *operand = side ? n->rhs : n->lhs;
        if (side) out_printf(o, " %s ", cg_op_text(n->op));
        if (operand->kind == ND_INT) {
          emit_expr(g, operand);
          continue;
        }
        out_printf(o, "bulkcc_opaque((%s)(", common);
        emit_bare(g, operand);
        out_printf(o, "))");
      }
      close_paren(g, wrap);
      return;
    }
    open_paren(g, wrap);
    emit_expr(g, n->lhs);
    out_printf(o, " %s ", cg_op_text(n->op));
    emit_expr(g, n->rhs);
    close_paren(g, wrap);
    return;
  case ND_ASSIGN: {
    if (g->stage && stage_emit_assign(g, n)) return;
    if (g->tiles && tiles_emit_assign(g, n)) return;
    Type *product = n->op == OP_MUL ? type_usual_conversion(n->lhs->type, n->rhs->type) : NULL;
    if (product && exact_product(g, OP_MUL, product) && !ast_safe_to_evaluate(n->lhs)) {
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
      out_printf(o, " %s= ", n->op ? cg_op_text(n->op) : "");
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
    if (emit_table_byte(g, n)) return;
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
