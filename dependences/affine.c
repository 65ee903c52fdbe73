/* affine.c: integer expressions as affine functions of a region's iterators and parameters, and
 * conditions as isl constraints (model.h). */
#include <stdlib.h>
#include <string.h>

#include "model.h"

static bool add_overflows(long long a, long long b, long long *sum) { return __builtin_add_overflow(a, b, sum); }
static bool mul_overflows(long long a, long long b, long long *product) { return __builtin_mul_overflow(a, b, product); }

/* out = x + k * y, false on overflow */
bool affine_add(const Affine *x, long long k, const Affine *y, Affine *out) {
  Affine sum = {.constant = x->constant, .terms = xcalloc((size_t)(x->nterms + y->nterms) + 1, sizeof(Term))};
  long long scaled;
  if (mul_overflows(k, y->constant, &scaled) || add_overflows(sum.constant, scaled, &sum.constant)) goto overflow;
  for (int i = 0; i < x->nterms; i++) sum.terms[sum.nterms++] = x->terms[i];
  for (int i = 0; i < y->nterms; i++) {
    long long c;
    if (mul_overflows(k, y->terms[i].coef, &c)) goto overflow;
    int at = 0;
    while (at < sum.nterms && sum.terms[at].var != y->terms[i].var) at++;
    if (at == sum.nterms) sum.terms[sum.nterms++] = (Term){y->terms[i].var, 0};
    if (add_overflows(sum.terms[at].coef, c, &sum.terms[at].coef)) goto overflow;
  }
  *out = sum;
  return true;
overflow:
  free(sum.terms);
  return false;
}

static bool scale(const Affine *x, long long k, Affine *out) {
  Affine zero = {0};
  return affine_add(&zero, k, x, out);
}

static bool is_constant(const Affine *a) {
  for (int i = 0; i < a->nterms; i++)
    if (a->terms[i].coef != 0) return false;
  return true;
}

int region_parameter(Region *r, const Symbol *sym) {
  for (int i = 0; i < r->nvars; i++)
    if (r->vars[i].sym == sym && !r->vars[i].loop) return i;
  r->vars = grow_array(r->vars, &r->cap_vars, (size_t)r->nvars + 1, sizeof *r->vars, "a region's variables");
  r->vars[r->nvars] = (RegionVar){sym, NULL, intern_format("p%d", r->nvars)};
  r->params_text = r->params_constraints = NULL;
  return r->nvars++;
}

static int iterator_of(const ModelLoop *at, const Symbol *sym) {
  for (const ModelLoop *l = at; l; l = l->parent)
    if (l->counter == sym) return l->var;
  return -1;
}

const char *affine_text(const Region *r, const Affine *a) {
  const char *text = intern_format("%lld", a->constant);
  for (int i = 0; i < a->nterms; i++)
    if (a->terms[i].coef)
      text = intern_format("%s %s %lld*%s", text, a->terms[i].coef < 0 ? "-" : "+",
                           a->terms[i].coef < 0 ? -(unsigned long long)a->terms[i].coef : (unsigned long long)a->terms[i].coef,
                           r->vars[a->terms[i].var].name);
  return intern_format("(%s)", text);
}

const char *affine_type_range(const Type *t, const char *text) {
  long long lo, hi;
  type_limits(t, &lo, &hi);
  if (type_is_unsigned(t) && type_size(t) == 8) return intern_format("0 <= %s <= 18446744073709551615", text);
  return intern_format("%lld <= %s <= %lld", lo, text, hi);
}

/* The proof that a's value lies in t's range wherever the statement runs, added to *checks:
 * C's value of the node is then its mathematical one. */
static void check_in_range(const Region *r, const Affine *a, const Type *t, const char **checks) {
  const char *out_of_range = intern_format("not (%s)", affine_type_range(t, affine_text(r, a)));
  *checks = **checks ? intern_format("%s or %s", *checks, out_of_range) : out_of_range;
}

/* The symbol is written nowhere in the function but by its declaration's initializer. */
static bool written_once_at_declaration(Region *r, const Symbol *sym);

bool affine_of(Region *r, const ModelLoop *at, const Node *e, Affine *out, const char **checks) {
  *out = (Affine){0};
  if (!e || !e->type || !type_is_integer(e->type)) return false;
  Affine a, b;
  switch (e->kind) {
  case ND_INT:
    out->constant = e->ival;
    return true;
  case ND_VAR: {
    const Symbol *sym = e->sym;
    if (!sym || sym->is_enumerator) {
      if (sym && sym->is_enumerator) { out->constant = sym->enum_value; return true; }
      return false;
    }
    if (sym->kind != SYM_VAR && sym->kind != SYM_PARAM) return false;
    if (sym->type->kind == TY_ARRAY || sym->record || sym->view_of) return false;
    int it = iterator_of(at, sym);
    if (it >= 0) {
      out->terms = xcalloc(1, sizeof(Term));
      out->terms[0] = (Term){it, 1};
      out->nterms = 1;
      return true;
    }
    if (!region_writes(r, sym)) {
      int p = region_parameter(r, sym);
      out->terms = xcalloc(1, sizeof(Term));
      out->terms[0] = (Term){p, 1};
      out->nterms = 1;
      return true;
    }
    /* `int l = 2 * i + 1;` written nowhere else: its value at its declaration, in the loops
       around the declaration (which are around the use too) */
    if (sym->decl && sym->decl->init && sym->owner == r->fn && sym->index >= 0 && sym->index < r->fn->nlocals &&
        r->declared[sym->index] && written_once_at_declaration(r, sym)) {
      if (sym->type->kind == TY_BOOL || !affine_of(r, r->declared_at[sym->index], sym->decl->init, out, checks)) return false;
      check_in_range(r, out, sym->type, checks); /* the initializer's value converted to the variable's type */
      return true;
    }
    return false;
  }
  case ND_CAST:
    if (!affine_of(r, at, e->lhs, out, checks)) return false;
    if (!e->lhs->type || !type_is_integer(e->lhs->type)) return false;
    {
      long long flo, fhi, tlo, thi;
      type_limits(e->lhs->type, &flo, &fhi);
      type_limits(e->type, &tlo, &thi);
      bool widening = tlo <= flo && fhi <= thi && (type_is_unsigned(e->type) || !type_is_unsigned(e->lhs->type) ||
                                                   type_size(e->type) > type_size(e->lhs->type));
      if (!widening || e->type->kind == TY_BOOL) check_in_range(r, out, e->type, checks);
      if (e->type->kind == TY_BOOL) return false;
    }
    return true;
  case ND_UNARY:
    if (e->op == OP_PLUS) return affine_of(r, at, e->lhs, out, checks);
    if (e->op != OP_NEG || !affine_of(r, at, e->lhs, &a, checks)) return false;
    if (!scale(&a, -1, out)) return false;
    if (type_is_unsigned(e->type)) check_in_range(r, out, e->type, checks);
    return true;
  case ND_BINARY:
    if (e->op != OP_ADD && e->op != OP_SUB && e->op != OP_MUL) return false;
    if (!affine_of(r, at, e->lhs, &a, checks) || !affine_of(r, at, e->rhs, &b, checks)) return false;
    if (e->op == OP_MUL) {
      if (is_constant(&a)) { if (!scale(&b, a.constant, out)) return false; }
      else if (is_constant(&b)) { if (!scale(&a, b.constant, out)) return false; }
      else return false;
    } else if (!affine_add(&a, e->op == OP_ADD ? 1 : -1, &b, out)) {
      return false;
    }
    if (type_is_unsigned(e->type)) check_in_range(r, out, e->type, checks);
    return true;
  case ND_COMMA:
    return false;
  default:
    return false;
  }
}

static bool written_once_at_declaration(Region *r, const Symbol *sym) {
  if (r->written_once[sym->index] < 0) r->written_once[sym->index] = !ast_assigns(r->fn->body, sym);
  return r->written_once[sym->index];
}

static const char *comparison(Op op, bool negate) {
  switch (op) {
  case OP_LT: return negate ? ">=" : "<";
  case OP_GT: return negate ? "<=" : ">";
  case OP_LE: return negate ? ">" : "<=";
  case OP_GE: return negate ? "<" : ">=";
  case OP_EQ: return negate ? "!=" : "=";
  case OP_NE: return negate ? "=" : "!=";
  default: return NULL;
  }
}

bool affine_condition(Region *r, const ModelLoop *at, const Node *cond, bool negate, const char **text, const char **checks) {
  if (!cond) return false;
  if (cond->kind == ND_UNARY && cond->op == OP_NOT) return affine_condition(r, at, cond->lhs, !negate, text, checks);
  if (cond->kind == ND_BINARY && (cond->op == OP_LOGAND || cond->op == OP_LOGOR)) {
    const char *x, *y, *right_checks = "";
    if (!affine_condition(r, at, cond->lhs, negate, &x, checks) || !affine_condition(r, at, cond->rhs, negate, &y, &right_checks))
      return false;
    if (*right_checks) { /* C evaluates the right operand only where the left lets it: && where it holds, || where not */
      const char *reached, *left_checks = "";
      if (!affine_condition(r, at, cond->lhs, cond->op == OP_LOGOR, &reached, &left_checks)) return false;
      right_checks = intern_format("(%s and (%s))", reached, right_checks);
      *checks = **checks ? intern_format("%s or %s", *checks, right_checks) : right_checks;
    }
    bool conjunction = (cond->op == OP_LOGAND) != negate;
    *text = intern_format("(%s %s %s)", x, conjunction ? "and" : "or", y);
    return true;
  }
  const char *cmp = cond->kind == ND_BINARY ? comparison(cond->op, negate) : NULL;
  Affine a, b;
  if (cmp && affine_of(r, at, cond->lhs, &a, checks) && affine_of(r, at, cond->rhs, &b, checks)) {
    /* C compares in the operands' common type: where that is unsigned, the affine values are
       the ones compared only if both are proved in its range (a negative int is huge there) */
    const Type *compared = type_usual_conversion(cond->lhs->type, cond->rhs->type);
    if (type_is_unsigned(compared)) {
      check_in_range(r, &a, compared, checks);
      check_in_range(r, &b, compared, checks);
    }
    if (!strcmp(cmp, "!=")) *text = intern_format("(%s < %s or %s > %s)", affine_text(r, &a), affine_text(r, &b),
                                                  affine_text(r, &a), affine_text(r, &b));
    else *text = intern_format("(%s %s %s)", affine_text(r, &a), cmp, affine_text(r, &b));
    return true;
  }
  /* an integer tested for truth */
  if (cond->type && type_is_integer(cond->type) && affine_of(r, at, cond, &a, checks)) {
    *text = intern_format("(%s %s 0)", affine_text(r, &a), negate ? "=" : "!=");
    if (!negate) *text = intern_format("(%s < 0 or %s > 0)", affine_text(r, &a), affine_text(r, &a));
    return true;
  }
  return false;
}
