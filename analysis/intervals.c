/* intervals.c: interval reasoning, the proof of an access in bounds whatever the inputs: ranges
 * of integer expressions from the counters of the counted loops around them (and the uniform
 * parameters' ranges), narrowed by the conditions that guard them (`if (x + 1 < N)`, `y > 0 ?`,
 * `x > 0 &&`). evaluate.c turns to it where its evaluation could not prove an access. */
#include "intervals.h"

#include <limits.h>

/* Ranges of integer expressions from the counters of the enclosing counted loops; anything
 * else is unbounded. Every range is of values of the expression's C type: where C would wrap
 * (unsigned) or overflow (signed), the range is unbounded. */

static const Range UNBOUNDED = {false, 0, 0};

/* r as a value of type t: the same range when every value fits, else unbounded. */
static Range fit(Range r, const Type *t) {
  if (!r.bounded || !t || !type_is_integer(t)) return UNBOUNDED;
  long long min, max;
  type_limits(t, &min, &max);
  return r.lo >= min && r.hi <= max && r.lo <= r.hi ? r : UNBOUNDED;
}

static Range span(long long a, long long b) { return (Range){true, a < b ? a : b, a < b ? b : a}; }

Range range_join(Range a, Range b) {
  if (!a.bounded || !b.bounded) return UNBOUNDED;
  return (Range){true, a.lo < b.lo ? a.lo : b.lo, a.hi > b.hi ? a.hi : b.hi};
}

/* The smallest 2^k - 1 at or above v (v >= 0): what | and ^ of values up to v stay within. */
static long long all_ones_above(long long v) {
  long long m = 0;
  while (m < v) m = m * 2 + 1;
  return m;
}

static Range binary_range(Node *n, const Counters *cs) {
  Type *t = n->type;
  switch (n->op) {
  case OP_LT: case OP_GT: case OP_LE: case OP_GE: case OP_EQ: case OP_NE: case OP_LOGAND: case OP_LOGOR:
    return (Range){true, 0, 1};
  default:
    break;
  }
  /* the operands in the operation's type (a shift's right operand keeps its own) */
  Range a = fit(interval_range(n->lhs, cs), t);
  Range b = n->op == OP_SHL || n->op == OP_SHR ? interval_range(n->rhs, cs) : fit(interval_range(n->rhs, cs), t);
  long long r[4];
  switch (n->op) {
  case OP_ADD:
    if (!a.bounded || !b.bounded || __builtin_add_overflow(a.lo, b.lo, &r[0]) || __builtin_add_overflow(a.hi, b.hi, &r[1]))
      return UNBOUNDED;
    return fit(span(r[0], r[1]), t);
  case OP_SUB:
    if (!a.bounded || !b.bounded || __builtin_sub_overflow(a.lo, b.hi, &r[0]) || __builtin_sub_overflow(a.hi, b.lo, &r[1]))
      return UNBOUNDED;
    return fit(span(r[0], r[1]), t);
  case OP_MUL: {
    if (!a.bounded || !b.bounded || __builtin_mul_overflow(a.lo, b.lo, &r[0]) || __builtin_mul_overflow(a.lo, b.hi, &r[1]) ||
        __builtin_mul_overflow(a.hi, b.lo, &r[2]) || __builtin_mul_overflow(a.hi, b.hi, &r[3]))
      return UNBOUNDED;
    Range p = span(r[0], r[1]);
    p = range_join(p, span(r[2], r[3]));
    return fit(p, t);
  }
  case OP_DIV:
    /* C's division truncates, monotonic in each operand while the divisor keeps its sign */
    if (!a.bounded || !b.bounded || (b.lo <= 0 && b.hi >= 0)) return UNBOUNDED;
    if ((a.lo == LLONG_MIN || a.hi == LLONG_MIN) && (b.lo == -1 || b.hi == -1)) return UNBOUNDED;
    return fit(range_join(span(a.lo / b.lo, a.lo / b.hi), span(a.hi / b.lo, a.hi / b.hi)), t);
  case OP_MOD: {
    /* the result has the dividend's sign and is smaller than the divisor in magnitude */
    if (!b.bounded || (b.lo <= 0 && b.hi >= 0) || b.lo == LLONG_MIN) return UNBOUNDED;
    long long m = (b.lo > 0 ? b.hi : -b.lo) - 1;
    bool nonnegative = type_is_unsigned(t) || (a.bounded && a.lo >= 0);
    bool nonpositive = !type_is_unsigned(t) && a.bounded && a.hi <= 0;
    Range q = nonnegative ? (Range){true, 0, m} : nonpositive ? (Range){true, -m, 0} : (Range){true, -m, m};
    if (a.bounded && nonnegative && a.hi < q.hi) q.hi = a.hi;
    if (a.bounded && nonpositive && a.lo > q.lo) q.lo = a.lo;
    return fit(q, t);
  }
  case OP_AND: {
    /* with one side known not negative, the result lies between 0 and that side */
    bool ua = a.bounded && a.lo >= 0, ub = b.bounded && b.lo >= 0;
    if (!ua && !ub) return UNBOUNDED;
    long long hi = ua && ub ? (a.hi < b.hi ? a.hi : b.hi) : ua ? a.hi : b.hi;
    return fit((Range){true, 0, hi}, t);
  }
  case OP_OR: case OP_XOR:
    if (!a.bounded || !b.bounded || a.lo < 0 || b.lo < 0) return UNBOUNDED;
    return fit((Range){true, 0, all_ones_above(a.hi > b.hi ? a.hi : b.hi)}, t);
  case OP_SHL: case OP_SHR: {
    long long width = type_size(t) * 8;
    if (!a.bounded || !b.bounded || a.lo < 0 || b.lo < 0 || b.hi >= width) return UNBOUNDED;
    if (n->op == OP_SHR) return fit((Range){true, a.lo >> b.hi, a.hi >> b.lo}, t);
    if (b.hi >= 62 || a.hi > (LLONG_MAX >> b.hi)) return UNBOUNDED;
    return fit((Range){true, a.lo << b.lo, a.hi << b.hi}, t);
  }
  default:
    return UNBOUNDED;
  }
}

static Range range_by_kind(Node *n, const Counters *cs);

/* An expression's range: by its kind, or at least its type's values where the type is narrower
 * than 64 bits (a uint8_t index of a 256-entry table is in bounds whatever it holds). */
Range interval_range(Node *n, const Counters *cs) {
  Range r = range_by_kind(n, cs);
  if (r.bounded || !n || !n->type || !type_is_integer(n->type) || type_size(n->type) >= 8) return r;
  long long least, largest;
  type_limits(n->type, &least, &largest);
  return (Range){true, least, largest};
}

static Range range_by_kind(Node *n, const Counters *cs) {
  if (!n || !n->type || !type_is_integer(n->type)) return UNBOUNDED;
  switch (n->kind) {
  case ND_INT: case ND_SIZEOF:
    return fit((Range){true, n->ival, n->ival}, n->type);
  case ND_VAR:
    for (int i = cs->n - 1; i >= 0; i--)
      if (cs->items[i].sym == n->sym) return cs->items[i].range;
    return UNBOUNDED;
  case ND_CAST:
    return fit(interval_range(n->lhs, cs), n->cast_type);
  case ND_UNARY: {
    Range a = fit(interval_range(n->lhs, cs), n->type);
    switch (n->op) {
    case OP_PLUS: return a;
    case OP_NOT: return (Range){true, 0, 1};
    case OP_NEG: return a.bounded && a.lo > LLONG_MIN ? fit((Range){true, -a.hi, -a.lo}, n->type) : UNBOUNDED;
    case OP_BITNOT: return a.bounded ? fit((Range){true, ~a.hi, ~a.lo}, n->type) : UNBOUNDED;
    default: return UNBOUNDED;
    }
  }
  case ND_BINARY:
    return binary_range(n, cs);
  case ND_COND:
    return range_join(fit(interval_range(n->then, cs), n->type), fit(interval_range(n->els, cs), n->type));
  case ND_COMMA:
    return interval_range(n->rhs, cs);
  default:
    return UNBOUNDED;
  }
}


/* How a loop's increment moves its counter: up (+1) or down (-1), 0 where it is no step this
 * reasoning follows; and the farthest value one step takes v to (past the bound, the first value
 * tested false). */
typedef struct Step {
  int direction;
  enum { STEP_ADD, STEP_MUL, STEP_SHL, STEP_DIV, STEP_SHR } how;
  Range by;
} Step;

static Step loop_step(const Node *inc, const Symbol *sym, const Counters *cs) {
  Step none = {0, STEP_ADD, UNBOUNDED};
  if (!inc || !inc->lhs || inc->lhs->kind != ND_VAR || inc->lhs->sym != sym) return none;
  if (inc->kind == ND_POSTINC || inc->kind == ND_PREINC) return (Step){1, STEP_ADD, {true, 1, 1}};
  if (inc->kind == ND_POSTDEC || inc->kind == ND_PREDEC) return (Step){-1, STEP_ADD, {true, 1, 1}};
  if (inc->kind != ND_ASSIGN || ast_assigns(inc->rhs, sym)) return none;
  /* i += s, i -= s (s >= 1), i *= c (c >= 2), i <<= c (c >= 1), i /= c (c >= 2), i >>= c (c >= 1) */
  Range by = inc->op == OP_SHL || inc->op == OP_SHR ? interval_range(inc->rhs, cs) : fit(interval_range(inc->rhs, cs), sym->type);
  if (!by.bounded) return none;
  switch (inc->op) {
  case OP_ADD: return by.lo >= 1 ? (Step){1, STEP_ADD, by} : none;
  case OP_SUB: return by.lo >= 1 ? (Step){-1, STEP_ADD, by} : none;
  case OP_MUL: return by.lo >= 2 ? (Step){1, STEP_MUL, by} : none;
  case OP_SHL: return by.lo >= 1 && by.hi < (long long)type_size(sym->type) * 8 ? (Step){1, STEP_SHL, by} : none;
  case OP_DIV: return by.lo >= 2 ? (Step){-1, STEP_DIV, by} : none;
  case OP_SHR: return by.lo >= 1 && by.hi < (long long)type_size(sym->type) * 8 ? (Step){-1, STEP_SHR, by} : none;
  default: return none;
  }
}

/* The farthest value one step takes a value of r to: the largest going up, the smallest going
 * down; false where that leaves long long. Multiplying and shifting left need r >= 1 (they
 * grow only positive values), dividing and shifting right r >= 1 too (they shrink positive
 * values toward 0), so that every step is strictly monotonic. */
static bool farthest_step(Step st, Range r, long long *v) {
  switch (st.how) {
  case STEP_ADD:
    return st.direction > 0 ? !__builtin_add_overflow(r.hi, st.by.hi, v) : !__builtin_sub_overflow(r.lo, st.by.hi, v);
  case STEP_MUL: return r.lo >= 1 && !__builtin_mul_overflow(r.hi, st.by.hi, v);
  case STEP_SHL: return r.lo >= 1 && st.by.hi < 62 && r.hi <= (LLONG_MAX >> st.by.hi) && (*v = r.hi << st.by.hi, true);
  case STEP_DIV: return r.lo >= 1 && (*v = r.lo / st.by.hi, true);
  case STEP_SHR: return r.lo >= 1 && (*v = r.lo >> st.by.hi, true);
  }
  return false;
}

/* `for (i = A; i < B; i++)` and its mirror `for (i = A; i >= B; i--)`, or with steps of +s, -s,
 * *c, <<c, /c, >>c (bitonic sort's `j /= 2`, an FFT's `len <<= 1`), with i not assigned in the
 * body: the counter's range from the ranges of A and B. The counter must reach the bound
 * without leaving its type (a signed char counting to 200, or an unsigned one down to -1, wraps
 * instead), and the comparison must compare the values themselves (no negative value made
 * unsigned). */
bool interval_counted_loop(const Node *n, Counter *out, Range *tested, const Counters *cs) {
  if (n->kind != ST_FOR || !n->init || !n->cond || !n->inc || n->cond->kind != ND_BINARY) return false;
  Node *start;
  Symbol *sym = ast_for_counter(n, &start);
  if (!sym || !start || !type_is_integer(sym->type) || sym->type->kind == TY_BOOL || n->cond->lhs->kind != ND_VAR ||
      n->cond->lhs->sym != sym)
    return false;
  Step step = loop_step(n->inc, sym, cs);
  if (!step.direction || ast_assigns(n->then, sym) || ast_assigns(n->cond->rhs, sym)) return false;
  long long min, max;
  type_limits(sym->type, &min, &max);
  Range a = fit(interval_range(start, cs), sym->type), b = interval_range(n->cond->rhs, cs);
  if (!a.bounded || !b.bounded) return false;
  Range r;
  if (step.direction > 0 && n->cond->op == OP_LT && b.hi <= max) r = (Range){true, a.lo, b.hi - 1};
  else if (step.direction > 0 && n->cond->op == OP_LE && b.hi < max) r = (Range){true, a.lo, b.hi};
  else if (step.direction < 0 && n->cond->op == OP_GT && b.lo >= min) r = (Range){true, b.lo + 1, a.hi};
  else if (step.direction < 0 && n->cond->op == OP_GE && b.lo > min) r = (Range){true, b.lo, a.hi};
  else return false;
  bool runs = r.lo <= r.hi;
  if (!runs) r.hi = r.lo; /* the body never runs; one value keeps the range well formed */
  /* where the condition is tested: the start, each value the body runs with, and the ones a
   * step takes those to (the bound, or one past it, counting by 1), each within the type */
  *tested = range_join(a, r);
  long long past;
  if (runs) {
    if (!farthest_step(step, r, &past) || past < min || past > max) return false;
    *tested = range_join(*tested, (Range){true, past, past});
  }
  /* the comparison's type: every value compared must keep its value there */
  Type *compared = type_usual_conversion(type_promote(sym->type), n->cond->rhs->type);
  if (!fit(b, compared).bounded || !fit(*tested, compared).bounded) return false;
  *out = (Counter){sym, r};
  return true;
}

bool interval_within_bounds(const Node *access, const Counters *cs) {
  Symbol *array = ast_index_root_symbol(access);
  if (!array) return false;
  int count = 0;
  for (const Node *c = access; c->kind == ND_INDEX; c = c->lhs) count++;
  /* from the outermost dimension in: the root's type, then each element type */
  Type *t = array->type;
  for (int k = count - 1; k >= 0; k--, t = t->base) {
    const Node *level = access;
    for (int up = 0; up < k; up++) level = level->lhs;
    Range r = interval_range(level->rhs, cs);
    if (t->kind != TY_ARRAY || !r.bounded || t->len < 0 || r.lo < 0 || r.hi >= t->len) return false;
  }
  return true;
}

Range interval_symbol_range(const Symbol *sym, const Counters *cs) {
  Node var = {.kind = ND_VAR, .sym = (Symbol *)sym, .type = sym->type};
  return interval_range(&var, cs);
}

void interval_counters_push(Counters *cs, Counter c) {
  cs->items = grow_array(cs->items, &cs->cap, (size_t)cs->n + 1, sizeof *cs->items, "the counters of nested loops");
  cs->items[cs->n++] = c;
}

/* ---- guards ------------------------------------------------------------------------------------ */

static bool is_known_counter(const Counters *cs, const Symbol *sym) {
  for (int i = 0; i < cs->n; i++)
    if (cs->items[i].sym == sym) return true;
  return false;
}

/* e as sym + offset exactly: a counter of cs, converted only to types that hold its values, plus
 * or minus constants, no step of which wraps or overflows. */
static bool counter_plus_constant(Node *e, const Counters *cs, Symbol **sym, long long *offset) {
  switch (e->kind) {
  case ND_VAR:
    if (!is_known_counter(cs, e->sym)) return false;
    *sym = e->sym, *offset = 0;
    return true;
  case ND_CAST:
    return range_by_kind(e, cs).bounded && counter_plus_constant(e->lhs, cs, sym, offset);
  case ND_BINARY: {
    if ((e->op != OP_ADD && e->op != OP_SUB) || !range_by_kind(e, cs).bounded) return false;
    Node *term = e->lhs, *constant = e->rhs;
    if (e->op == OP_ADD && term->kind == ND_INT) term = e->rhs, constant = e->lhs;
    if (constant->kind != ND_INT || !counter_plus_constant(term, cs, sym, offset)) return false;
    long long k = constant->ival;
    return e->op == OP_ADD ? !__builtin_add_overflow(*offset, k, offset) : !__builtin_sub_overflow(*offset, k, offset);
  }
  default:
    return false;
  }
}

static Op mirrored(Op op) {
  switch (op) {
  case OP_LT: return OP_GT;
  case OP_GT: return OP_LT;
  case OP_LE: return OP_GE;
  case OP_GE: return OP_LE;
  default: return op;
  }
}

static Op negated(Op op) {
  switch (op) {
  case OP_LT: return OP_GE;
  case OP_GE: return OP_LT;
  case OP_GT: return OP_LE;
  case OP_LE: return OP_GT;
  case OP_EQ: return OP_NE;
  default: return OP_EQ;
  }
}

/* `sym + offset OP other` holds: sym's range narrowed (pushed on cs), where the comparison is of
 * the values themselves (both sides keep their values in the type C compares them in). */
static void narrow_comparison(Node *term, Op op, Node *other, Counters *cs) {
  Symbol *sym;
  long long offset;
  if (!counter_plus_constant(term, cs, &sym, &offset)) return;
  Type *compared = type_usual_conversion(type_promote(term->type), type_promote(other->type));
  Range b = fit(interval_range(other, cs), compared), now = interval_symbol_range(sym, cs);
  if (!b.bounded || !now.bounded || !fit(interval_range(term, cs), compared).bounded) return;
  Range r = now;
  long long v;
  switch (op) {
  case OP_LT: if (!__builtin_sub_overflow(b.hi - 1, offset, &v) && v < r.hi) r.hi = v; break;
  case OP_LE: if (!__builtin_sub_overflow(b.hi, offset, &v) && v < r.hi) r.hi = v; break;
  case OP_GT: if (!__builtin_sub_overflow(b.lo + 1, offset, &v) && v > r.lo) r.lo = v; break;
  case OP_GE: if (!__builtin_sub_overflow(b.lo, offset, &v) && v > r.lo) r.lo = v; break;
  case OP_EQ:
    if (!__builtin_sub_overflow(b.hi, offset, &v) && v < r.hi) r.hi = v;
    if (!__builtin_sub_overflow(b.lo, offset, &v) && v > r.lo) r.lo = v;
    break;
  case OP_NE: /* only a single value at an end of the range takes anything off */
    if (b.lo != b.hi || __builtin_sub_overflow(b.lo, offset, &v)) break;
    if (v == r.lo && r.lo < r.hi) r.lo++;
    else if (v == r.hi && r.lo < r.hi) r.hi--;
    break;
  default:
    return;
  }
  /* an empty range: the guarded code never runs; it proves nothing, so nothing is pushed */
  if (r.lo <= r.hi && (r.lo != now.lo || r.hi != now.hi)) interval_counters_push(cs, (Counter){sym, r});
}

static bool is_comparison(Op op) {
  return op == OP_LT || op == OP_LE || op == OP_GT || op == OP_GE || op == OP_EQ || op == OP_NE;
}

void interval_guard_push(Node *cond, bool holds, Counters *cs) {
  if (!cond || !cond->type || !type_is_integer(cond->type)) return;
  if (cond->kind == ND_UNARY && cond->op == OP_NOT) {
    interval_guard_push(cond->lhs, !holds, cs);
    return;
  }
  if (cond->kind == ND_BINARY && ((cond->op == OP_LOGAND && holds) || (cond->op == OP_LOGOR && !holds))) {
    interval_guard_push(cond->lhs, holds, cs); /* the right operand's narrowing then sees the left's */
    interval_guard_push(cond->rhs, holds, cs);
    return;
  }
  if (cond->kind == ND_BINARY && is_comparison(cond->op)) {
    Op op = holds ? cond->op : negated(cond->op);
    narrow_comparison(cond->lhs, op, cond->rhs, cs);
    narrow_comparison(cond->rhs, mirrored(op), cond->lhs, cs);
    return;
  }
  /* a plain value tested: `if (x)` is x != 0 */
  Node zero = {.kind = ND_INT, .type = cond->type, .ival = 0};
  narrow_comparison(cond, holds ? OP_NE : OP_EQ, &zero, cs);
}
