/* evaluate.c: an interpreter over the typed tree in which input data is "unknown" and every
 * other value is computed exactly, with C's conversions. An oblivious entry's control flow and
 * addresses depend on known values only, so running it once visits every access it can make:
 * each is checked against its array's bounds, and the accesses are counted.
 * Where a condition is unknown (an if on data), both sides run, as predicated code does on
 * the GPU, and what they assign becomes unknown. Where evaluation cannot go on (a loop or jump
 * on data, allowed by --allow-gather, or too many steps), the accesses not reached are listed
 * as not proved. */
#include "evaluate.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "../frontend/diag.h"
#include "sema.h"

static long long step_budget = 20 * 1000 * 1000; /* about a quarter of a second */

void evaluate_set_budget(long long steps) { step_budget = steps; }

typedef struct Value {
  bool known;
  double f;     /* floating types */
  long long i;  /* integer types */
} Value;

static const Value UNKNOWN = {false, 0, 0};

/* Per access site: what evaluation found. */
typedef enum Proof { P_UNVISITED, P_PROVED, P_UNKNOWN_INDEX, P_OUT_OF_BOUNDS, P_PROVED_BY_INTERVALS, P_PARTIAL } Proof;

typedef struct Site {
  Node *node;
  Proof proof;
  Function *fn;
  struct Site *next;
} Site;

/* An array as the interpreter sees it: a window onto element values, or unknown contents. */
typedef struct ArrayRef {
  Value *elems;      /* NULL: contents unknown (entry inputs) */
  long long length;  /* elements available from here on */
  bool global;       /* counted in t: per-instance memory, not a thread-local helper array */
} ArrayRef;

typedef struct Frame {
  Function *fn;
  Value *vars;        /* scalars, by Symbol.index */
  ArrayRef *arrays;   /* arrays, by Symbol.index */
  int *region;        /* uncertainty depth each variable was declared at */
  Value ret;
  Symbol **loop_vars; /* counters of the enclosing for loops, for messages */
  int nloop_vars;
} Frame;

typedef enum Flow { FLOW_NORMAL, FLOW_BREAK, FLOW_CONTINUE, FLOW_RETURN } Flow;

typedef struct Eval {
  Program *prog;
  Function *entry;
  Site *sites;
  long long steps;
  long long accesses, table_reads;
  int uncertain;       /* depth of unknown conditions around what runs now */
  bool gave_up;
  const char *give_up_reason;
  SrcLoc give_up_at;
  bool out_of_bounds;
  ArrayRef *tables;    /* by table number */
} Eval;

static Value known_int(long long v) { return (Value){true, 0, v}; }

/* ---- C's conversions on known values ------------------------------------------------------ */

static long long wrap(const Type *t, long long v) {
  if (t->kind == TY_BOOL) return v != 0;
  switch (type_size(t)) {
  case 1: return type_is_unsigned(t) ? (long long)(unsigned char)v : (long long)(signed char)v;
  case 2: return type_is_unsigned(t) ? (long long)(unsigned short)v : (long long)(short)v;
  case 4: return type_is_unsigned(t) ? (long long)(unsigned)v : (long long)(int)v;
  default: return v;
  }
}

static double as_double(const Type *t, Value v) {
  if (type_is_floating(t)) return v.f;
  return type_is_unsigned(t) ? (double)(unsigned long long)v.i : (double)v.i;
}

static Value convert(Value v, const Type *from, const Type *to) {
  if (!v.known || !from || !to || !type_is_arithmetic(to)) return v;
  if (type_is_floating(to)) {
    double d = as_double(from, v);
    return (Value){true, to->kind == TY_FLOAT ? (double)(float)d : d, 0};
  }
  if (type_is_floating(from)) {
    if (to->kind == TY_BOOL) return known_int(v.f != 0);
    if (!(v.f > -9.2e18 && v.f < 9.2e18)) return UNKNOWN; /* undefined in C */
    return known_int(wrap(to, (long long)v.f));
  }
  return known_int(wrap(to, v.i));
}

static bool truth(const Type *t, Value v) { return type_is_floating(t) ? v.f != 0 : v.i != 0; }

/* ---- sites -------------------------------------------------------------------------------- */

static Site *site_of(Eval *e, Node *n, Function *fn) {
  for (Site *s = e->sites; s; s = s->next)
    if (s->node == n) return s;
  Site *s = xcalloc(1, sizeof *s);
  s->node = n;
  s->fn = fn;
  s->next = e->sites;
  e->sites = s;
  return s;
}

/* Registers every full array access of a function (and of what it calls) before running. */
static void collect_sites(Eval *e, Function *fn, Node *n) {
  for (; n; n = n->next) {
    if (n->kind == ND_INDEX && n->type && n->type->kind != TY_ARRAY) site_of(e, n, fn);
    if (n->kind == ND_CALL && n->lhs->sym && n->lhs->sym->kind == SYM_FUNC) {
      Function *callee = n->lhs->sym->fn;
      bool seen = false;
      for (Site *s = e->sites; s && !seen; s = s->next) seen = s->fn == callee;
      if (!seen && callee != fn) collect_sites(e, callee, callee->body);
    }
    collect_sites(e, fn, n->lhs);
    collect_sites(e, fn, n->rhs);
    collect_sites(e, fn, n->cond);
    collect_sites(e, fn, n->then);
    collect_sites(e, fn, n->els);
    collect_sites(e, fn, n->init);
    collect_sites(e, fn, n->inc);
    collect_sites(e, fn, n->args);
  }
}

static void give_up(Eval *e, SrcLoc at, const char *why) {
  if (e->gave_up) return;
  e->gave_up = true;
  e->give_up_at = at;
  e->give_up_reason = why;
}

/* ---- expressions -------------------------------------------------------------------------- */

static Value eval(Eval *e, Frame *f, Node *n);
static Flow exec(Eval *e, Frame *f, Node *n);

static Symbol *root_of(Node *n) {
  while (n->kind == ND_INDEX) n = n->lhs;
  return n->kind == ND_VAR ? n->sym : NULL;
}

static ArrayRef array_of_symbol(Eval *e, Frame *f, Symbol *sym) {
  if (sym->kind == SYM_TABLE) {
    for (int i = 0; i < e->prog->ntables; i++)
      if (e->prog->tables[i] == sym) return e->tables[i];
    return (ArrayRef){NULL, type_elements(sym->type), false};
  }
  return f->arrays[sym->index];
}

static void describe_iteration(Frame *f, char *buf, size_t size) {
  size_t used = 0;
  buf[0] = 0;
  for (int i = 0; i < f->nloop_vars && used + 48 < size; i++) {
    Symbol *v = f->loop_vars[i];
    Value x = f->vars[v->index];
    if (!x.known || v->type->kind == TY_ARRAY || type_is_floating(v->type)) continue;
    used += (size_t)snprintf(buf + used, size - used, "%s%s = %lld", used ? ", " : " when ", v->name, x.i);
  }
}

/* Resolves a[i][j]...: checks each index against its dimension, returns the element's place. */
static bool locate(Eval *e, Frame *f, Node *n, ArrayRef *arr, long long *offset, Type **elem_type, bool full) {
  Node *chain[32];
  int count = 0;
  Node *root = n;
  while (root->kind == ND_INDEX && count < 32) {
    chain[count++] = root;
    root = root->lhs;
  }
  Symbol *sym = root->kind == ND_VAR ? root->sym : NULL;
  if (!sym) return false;
  *arr = array_of_symbol(e, f, sym);
  Type *t = sym->type;
  long long linear = 0;
  bool known = true;
  Site *site = full ? site_of(e, n, f->fn) : NULL;
  for (int k = count - 1; k >= 0; k--, t = t->base) {
    Value idx = eval(e, f, chain[k]->rhs);
    idx = convert(idx, chain[k]->rhs->type, &(Type){.kind = TY_LLONG});
    long long len = t->len;
    if (len < 0 && k == count - 1) len = arr->length / (type_elements(t->base) ? type_elements(t->base) : 1);
    if (!idx.known) {
      known = false;
      continue;
    }
    if (idx.i < 0 || idx.i >= len) {
      if (site && site->proof != P_OUT_OF_BOUNDS) {
        char dims[128], when[256];
        type_print(sym->type, dims, sizeof dims);
        describe_iteration(f, when, sizeof when);
        diag_error_rule(chain[k]->rhs->loc, RULE_BOUNDS, "index %lld is out of bounds for '%s' of type '%s' "
                        "(this dimension has %lld element%s)%s", idx.i, sym->name, dims, len, len == 1 ? "" : "s", when);
        site->proof = P_OUT_OF_BOUNDS;
        e->out_of_bounds = true;
      }
      return false;
    }
    linear = linear * (t->len < 0 ? len : t->len) + idx.i;
  }
  long long inner = type_elements(t);
  *offset = linear * inner;
  *elem_type = t;
  if (e->gave_up) return false; /* what evaluation left unfinished proves nothing */
  if (site && site->proof != P_OUT_OF_BOUNDS) {
    if (!known) site->proof = P_UNKNOWN_INDEX;
    else if (site->proof == P_UNVISITED) site->proof = P_PROVED;
  }
  return known;
}

static Value load(Eval *e, Frame *f, Node *n) {
  ArrayRef arr;
  long long off;
  Type *et;
  bool ok = locate(e, f, n, &arr, &off, &et, true);
  Symbol *sym = root_of(n);
  if (sym && sym->kind == SYM_TABLE) e->table_reads++;
  else if (arr.global) e->accesses++;
  if (!ok || !arr.elems || off >= arr.length) return UNKNOWN;
  return arr.elems[off];
}

static void store_scalar(Eval *e, Frame *f, Symbol *sym, Value v) {
  if (e->uncertain && f->region[sym->index] < e->uncertain) v = UNKNOWN;
  f->vars[sym->index] = v;
}

static void store(Eval *e, Frame *f, Node *lhs, Value v) {
  if (lhs->kind == ND_VAR) {
    store_scalar(e, f, lhs->sym, convert(v, NULL, NULL));
    return;
  }
  ArrayRef arr;
  long long off;
  Type *et;
  bool ok = locate(e, f, lhs, &arr, &off, &et, true);
  Symbol *sym = root_of(lhs);
  if (arr.global) e->accesses++;
  if (!arr.elems) return;
  if (!ok) return; /* an unknown element was written: only with gathers, which are not proved */
  if (off < arr.length) {
    if (e->uncertain && sym && sym->kind != SYM_TABLE && f->region[sym->index] < e->uncertain) v = UNKNOWN;
    arr.elems[off] = v;
  }
}

static Value arith(Op op, const Type *t, Value a, Value b) {
  if (!a.known || !b.known) return UNKNOWN;
  if (type_is_floating(t)) {
    double x = a.f, y = b.f, r;
    switch (op) {
    case OP_ADD: r = x + y; break;
    case OP_SUB: r = x - y; break;
    case OP_MUL: r = x * y; break;
    case OP_DIV: r = x / y; break;
    default: return UNKNOWN;
    }
    return (Value){true, t->kind == TY_FLOAT ? (double)(float)r : r, 0};
  }
  bool u = type_is_unsigned(t);
  unsigned long long ux = (unsigned long long)a.i, uy = (unsigned long long)b.i;
  long long r;
  switch (op) {
  case OP_ADD: r = (long long)(ux + uy); break;
  case OP_SUB: r = (long long)(ux - uy); break;
  case OP_MUL: r = (long long)(ux * uy); break;
  case OP_DIV:
  case OP_MOD:
    if (b.i == 0 || (!u && b.i == -1 && a.i == (-0x7fffffffffffffffLL - 1))) return UNKNOWN;
    if (u) r = (long long)(op == OP_DIV ? ux / uy : ux % uy);
    else r = op == OP_DIV ? a.i / b.i : a.i % b.i;
    break;
  case OP_AND: r = a.i & b.i; break;
  case OP_OR: r = a.i | b.i; break;
  case OP_XOR: r = a.i ^ b.i; break;
  default: return UNKNOWN;
  }
  return known_int(wrap(t, r));
}

static Value shift(Op op, const Type *t, Value a, Value b) {
  if (!a.known || !b.known || b.i < 0 || b.i >= type_size(t) * 8) return UNKNOWN;
  if (op == OP_SHL) return known_int(wrap(t, (long long)((unsigned long long)a.i << b.i)));
  if (type_is_unsigned(t)) return known_int(wrap(t, (long long)((unsigned long long)a.i >> b.i)));
  return known_int(a.i >> b.i);
}

static Value compare(Op op, const Type *lt, const Type *rt, Value a, Value b) {
  if (!a.known || !b.known) return UNKNOWN;
  Type *t = sema_usual_conversion((Type *)lt, (Type *)rt);
  a = convert(a, lt, t);
  b = convert(b, rt, t);
  int c;
  if (type_is_floating(t)) c = a.f < b.f ? -1 : a.f > b.f ? 1 : a.f == b.f ? 0 : 2;
  else if (type_is_unsigned(t)) c = (unsigned long long)a.i < (unsigned long long)b.i ? -1 : a.i == b.i ? 0 : 1;
  else c = a.i < b.i ? -1 : a.i == b.i ? 0 : 1;
  switch (op) {
  case OP_LT: return known_int(c == -1);
  case OP_GT: return known_int(c == 1);
  case OP_LE: return known_int(c == -1 || c == 0);
  case OP_GE: return known_int(c == 1 || c == 0);
  case OP_EQ: return known_int(c == 0);
  default: return known_int(c != 0);
  }
}

/* Runs both sides of something whose condition is unknown; what they assign becomes unknown. */
static Value uncertain_eval(Eval *e, Frame *f, Node *n) {
  e->uncertain++;
  Value v = eval(e, f, n);
  e->uncertain--;
  (void)v;
  return UNKNOWN;
}

static Value call(Eval *e, Frame *f, Node *n);

static Value eval(Eval *e, Frame *f, Node *n) {
  if (!n || e->gave_up) return UNKNOWN;
  if (++e->steps > step_budget) {
    give_up(e, n->loc, "evaluation took more than the step budget");
    return UNKNOWN;
  }
  switch (n->kind) {
  case ND_INT: return known_int(n->ival);
  case ND_FLOAT: return (Value){true, n->type->kind == TY_FLOAT ? (double)strtof(n->text, NULL) : strtod(n->text, NULL), 0};
  case ND_SIZEOF: return known_int(n->ival);
  case ND_VAR: return n->sym->type->kind == TY_ARRAY ? UNKNOWN : f->vars[n->sym->index];
  case ND_INDEX: return load(e, f, n);
  case ND_CALL: return call(e, f, n);
  case ND_CAST: return convert(eval(e, f, n->lhs), n->lhs->type, n->cast_type);
  case ND_UNARY: {
    Value v = convert(eval(e, f, n->lhs), n->lhs->type, n->op == OP_NOT ? n->lhs->type : n->type);
    if (!v.known) return UNKNOWN;
    switch (n->op) {
    case OP_NOT: return known_int(!truth(n->lhs->type, v));
    case OP_PLUS: return v;
    case OP_NEG: return type_is_floating(n->type) ? (Value){true, -v.f, 0} : known_int(wrap(n->type, (long long)(0ULL - (unsigned long long)v.i)));
    default: return known_int(wrap(n->type, ~v.i));
    }
  }
  case ND_PREINC: case ND_PREDEC: case ND_POSTINC: case ND_POSTDEC: {
    Value old = eval(e, f, n->lhs);
    Type *t = n->lhs->type;
    Value one = convert(known_int(1), &(Type){.kind = TY_INT}, type_is_floating(t) ? t : sema_promote(t));
    Type *op_type = type_is_floating(t) ? t : sema_usual_conversion(t, &(Type){.kind = TY_INT});
    Value r = arith(n->kind == ND_PREINC || n->kind == ND_POSTINC ? OP_ADD : OP_SUB, op_type,
                    convert(old, t, op_type), convert(one, sema_promote(t), op_type));
    Value nv = convert(r, op_type, t);
    if (t->kind == TY_BOOL && old.known) nv = known_int(n->kind == ND_PREINC || n->kind == ND_POSTINC ? 1 : !old.i);
    store(e, f, n->lhs, nv);
    return n->kind == ND_POSTINC || n->kind == ND_POSTDEC ? old : nv;
  }
  case ND_ASSIGN: {
    Value v = eval(e, f, n->rhs);
    Type *t = n->lhs->type;
    if (n->op != OP_NONE) {
      Value old = eval(e, f, n->lhs);
      if (n->op == OP_SHL || n->op == OP_SHR) {
        Type *pt = sema_promote(t);
        v = shift(n->op, pt, convert(old, t, pt), convert(v, n->rhs->type, sema_promote(n->rhs->type)));
        v = convert(v, pt, t);
      } else {
        Type *ct = sema_usual_conversion(t, n->rhs->type);
        v = convert(arith(n->op, ct, convert(old, t, ct), convert(v, n->rhs->type, ct)), ct, t);
      }
    } else {
      v = convert(v, n->rhs->type, t);
    }
    store(e, f, n->lhs, v);
    return v;
  }
  case ND_BINARY: {
    if (n->op == OP_LOGAND || n->op == OP_LOGOR) {
      Value l = eval(e, f, n->lhs);
      if (!l.known) {
        Value r = uncertain_eval(e, f, n->rhs);
        (void)r;
        return UNKNOWN;
      }
      bool lt = truth(n->lhs->type, l);
      if (n->op == OP_LOGAND ? !lt : lt) return known_int(lt);
      Value r = eval(e, f, n->rhs);
      return r.known ? known_int(truth(n->rhs->type, r)) : UNKNOWN;
    }
    Value l = eval(e, f, n->lhs), r = eval(e, f, n->rhs);
    switch (n->op) {
    case OP_LT: case OP_GT: case OP_LE: case OP_GE: case OP_EQ: case OP_NE:
      return compare(n->op, n->lhs->type, n->rhs->type, l, r);
    case OP_SHL: case OP_SHR:
      return shift(n->op, n->type, convert(l, n->lhs->type, n->type), convert(r, n->rhs->type, sema_promote(n->rhs->type)));
    default:
      return arith(n->op, n->type, convert(l, n->lhs->type, n->type), convert(r, n->rhs->type, n->type));
    }
  }
  case ND_COND: {
    Value c = eval(e, f, n->cond);
    if (!c.known) {
      uncertain_eval(e, f, n->then);
      uncertain_eval(e, f, n->els);
      return UNKNOWN;
    }
    Node *arm = truth(n->cond->type, c) ? n->then : n->els;
    return convert(eval(e, f, arm), arm->type, n->type);
  }
  case ND_COMMA:
    eval(e, f, n->lhs);
    return eval(e, f, n->rhs);
  default:
    return UNKNOWN;
  }
}

/* ---- calls and statements ----------------------------------------------------------------- */

static Frame *frame_new(Eval *e, Function *fn) {
  Frame *f = xcalloc(1, sizeof *f);
  f->fn = fn;
  f->vars = xcalloc((size_t)fn->nlocals + 1, sizeof(Value));
  f->arrays = xcalloc((size_t)fn->nlocals + 1, sizeof(ArrayRef));
  f->region = xcalloc((size_t)fn->nlocals + 1, sizeof(int));
  f->loop_vars = xcalloc((size_t)fn->nlocals + 1, sizeof(Symbol *));
  for (int i = 0; i < fn->nlocals; i++) f->region[i] = e->uncertain;
  return f;
}

static void frame_free(Frame *f) {
  for (int i = 0; i < f->fn->nlocals; i++) {
    Symbol *s = f->fn->locals[i];
    if (s->kind == SYM_VAR && s->type->kind == TY_ARRAY) free(f->arrays[i].elems);
  }
  free(f->vars);
  free(f->arrays);
  free(f->region);
  free(f->loop_vars);
  free(f);
}

typedef struct Control {
  int loop_uncertain;   /* uncertainty depth where the innermost loop started */
  int frame_uncertain;  /* ... where the function was entered */
} Control;

static Control control;

static Value call(Eval *e, Frame *f, Node *n) {
  Symbol *callee = n->name ? NULL : n->lhs->sym;
  if (!callee || callee->kind != SYM_FUNC) {
    for (Node *a = n->args; a; a = a->next) eval(e, f, a);
    return UNKNOWN; /* library results are not needed for addresses */
  }
  Function *fn = callee->fn;
  Frame *g = frame_new(e, fn);
  int i = 0;
  for (Node *a = n->args; a && i < fn->nparams; a = a->next, i++) {
    Symbol *p = fn->params[i];
    if (p->type->kind == TY_ARRAY) {
      ArrayRef arr = {NULL, 0, true};
      long long off = 0;
      Type *et;
      if (a->kind == ND_INDEX) {
        locate(e, f, a, &arr, &off, &et, false);
      } else if (a->kind == ND_VAR) {
        arr = array_of_symbol(e, f, a->sym);
      }
      Symbol *root = root_of(a);
      g->arrays[p->index] = (ArrayRef){arr.elems ? arr.elems + off : NULL, arr.length - off, arr.global};
      /* writes through the parameter are as certain as writes to the caller's array */
      g->region[p->index] = root && root->kind != SYM_TABLE ? f->region[root->index] : 0;
    } else {
      g->vars[p->index] = convert(eval(e, f, a), a->type, p->type);
    }
  }
  Control saved = control;
  control.frame_uncertain = e->uncertain;
  exec(e, g, fn->body);
  control = saved;
  Value r = g->ret;
  frame_free(g);
  return r;
}

static void fill_initializer(Eval *e, Frame *f, Value *elems, Type *t, Node *init, long long base) {
  if (t->kind != TY_ARRAY) {
    while (init && init->kind == ND_INIT_LIST) init = init->args;
    if (init) elems[base] = convert(eval(e, f, init), init->type, t);
    return;
  }
  long long k = 0, inner = type_elements(t->base);
  for (Node *item = init->args; item && k < t->len; item = item->next, k++)
    fill_initializer(e, f, elems, t->base, item, base + k * inner);
}

static void declare(Eval *e, Frame *f, Node *d) {
  Symbol *sym = d->sym;
  if (!sym || sym->kind != SYM_VAR) return;
  f->region[sym->index] = e->uncertain;
  if (sym->type->kind != TY_ARRAY) {
    f->vars[sym->index] = d->init ? convert(eval(e, f, d->init->kind == ND_INIT_LIST ? d->init->args : d->init),
                                            d->init->kind == ND_INIT_LIST ? d->init->args->type : d->init->type,
                                            sym->type)
                                  : UNKNOWN;
    return;
  }
  long long n = type_elements(sym->type);
  ArrayRef *a = &f->arrays[sym->index];
  if (!a->elems) *a = (ArrayRef){xcalloc((size_t)n + 1, sizeof(Value)), n, true};
  memset(a->elems, 0, (size_t)n * sizeof(Value)); /* indeterminate: unknown */
  if (d->init) {
    for (long long i = 0; i < n; i++) a->elems[i] = known_int(0);
    Type *et = type_element(sym->type);
    if (type_is_floating(et))
      for (long long i = 0; i < n; i++) a->elems[i] = (Value){true, 0.0, 0};
    fill_initializer(e, f, a->elems, sym->type, d->init, 0);
  }
}

static void note_loop_vars(Frame *f, Node *init) {
  if (!init) return;
  if (init->kind == ST_DECL) {
    for (Node *d = init->args; d; d = d->next)
      if (d->sym && d->sym->kind == SYM_VAR) f->loop_vars[f->nloop_vars++] = d->sym;
  } else if (init->kind == ST_EXPR && init->lhs->kind == ND_ASSIGN && init->lhs->lhs->kind == ND_VAR) {
    f->loop_vars[f->nloop_vars++] = init->lhs->lhs->sym;
  }
}

static bool case_matches(Node *item, long long value, bool *is_default) {
  for (; item && (item->kind == ST_CASE || item->kind == ST_DEFAULT); item = item->then) {
    if (item->kind == ST_DEFAULT) *is_default = true;
    else if (item->ival == value) return true;
  }
  return false;
}

static Flow exec_loop(Eval *e, Frame *f, Node *n) {
  int saved_vars = f->nloop_vars;
  Control saved = control;
  control.loop_uncertain = e->uncertain;
  if (n->kind == ST_FOR && n->init) {
    exec(e, f, n->init);
    note_loop_vars(f, n->init);
  }
  Flow result = FLOW_NORMAL;
  bool first = true;
  while (!e->gave_up) {
    if (n->kind != ST_DO || !first) {
      if (n->cond) {
        Value c = eval(e, f, n->cond);
        if (!c.known) {
          give_up(e, n->cond->loc, "the loop's condition depends on input data");
          break;
        }
        if (!truth(n->cond->type, c)) break;
      }
    }
    first = false;
    Flow flow = exec(e, f, n->then);
    if (flow == FLOW_RETURN) {
      result = FLOW_RETURN;
      break;
    }
    if (flow == FLOW_BREAK) break;
    if (n->inc) eval(e, f, n->inc);
  }
  f->nloop_vars = saved_vars;
  control = saved;
  return result;
}

static Flow exec_switch(Eval *e, Frame *f, Node *n) {
  Value c = eval(e, f, n->cond);
  Node *items = n->then->kind == ST_BLOCK ? n->then->args : n->then;
  bool block = n->then->kind == ST_BLOCK;
  if (!c.known) {
    /* every case may run: each is checked, and what they assign becomes unknown */
    e->uncertain++;
    for (Node *item = items; item && !e->gave_up; item = block ? item->next : NULL) {
      Flow flow = exec(e, f, item);
      if (flow == FLOW_RETURN || flow == FLOW_CONTINUE) give_up(e, item->loc, "a jump depends on input data");
    }
    e->uncertain--;
    return FLOW_NORMAL;
  }
  Node *start = NULL, *fallback = NULL;
  for (Node *item = items; item && !start; item = block ? item->next : NULL) {
    bool is_default = false;
    if (case_matches(item, c.i, &is_default)) start = item;
    else if (is_default && !fallback) fallback = item;
  }
  if (!start) start = fallback;
  for (Node *item = start; item && !e->gave_up; item = block ? item->next : NULL) {
    Flow flow = exec(e, f, item);
    if (flow == FLOW_BREAK) break;
    if (flow != FLOW_NORMAL) return flow;
  }
  return FLOW_NORMAL;
}

static Flow exec(Eval *e, Frame *f, Node *n) {
  if (!n || e->gave_up) return FLOW_NORMAL;
  /* statements count too: `for (;;) ;` evaluates no expression at all */
  if (++e->steps > step_budget) {
    give_up(e, n->loc, "evaluation took more than the step budget");
    return FLOW_NORMAL;
  }
  switch (n->kind) {
  case ST_EXPR:
    eval(e, f, n->lhs);
    return FLOW_NORMAL;
  case ST_DECL:
    for (Node *d = n->args; d; d = d->next) declare(e, f, d);
    return FLOW_NORMAL;
  case ST_BLOCK:
    for (Node *item = n->args; item; item = item->next) {
      Flow flow = exec(e, f, item);
      if (flow != FLOW_NORMAL) return flow;
    }
    return FLOW_NORMAL;
  case ST_IF: {
    Value c = eval(e, f, n->cond);
    if (c.known) return exec(e, f, truth(n->cond->type, c) ? n->then : n->els);
    e->uncertain++;
    Flow a = exec(e, f, n->then), b = exec(e, f, n->els);
    e->uncertain--;
    if (a != FLOW_NORMAL || b != FLOW_NORMAL) give_up(e, n->cond->loc, "a jump depends on input data");
    return FLOW_NORMAL;
  }
  case ST_WHILE: case ST_DO: case ST_FOR:
    return exec_loop(e, f, n);
  case ST_SWITCH:
    return exec_switch(e, f, n);
  case ST_CASE: case ST_DEFAULT: case ST_LABEL:
    return exec(e, f, n->then);
  case ST_BREAK:
    if (n->target && n->target->kind != ST_SWITCH && e->uncertain > control.loop_uncertain)
      give_up(e, n->loc, "a jump depends on input data");
    return FLOW_BREAK;
  case ST_CONTINUE:
    if (e->uncertain > control.loop_uncertain) give_up(e, n->loc, "a jump depends on input data");
    return FLOW_CONTINUE;
  case ST_RETURN:
    if (e->uncertain > control.frame_uncertain) give_up(e, n->loc, "a return depends on input data");
    if (n->lhs) f->ret = convert(eval(e, f, n->lhs), n->lhs->type, f->fn->type->base);
    return FLOW_RETURN;
  default:
    return FLOW_NORMAL;
  }
}

/* ---- interval reasoning, where evaluation stopped ------------------------------------------ */

/* Ranges of the counters of the enclosing counted loops; anything else is unbounded. */
typedef struct Range {
  bool bounded;
  long long lo, hi;
} Range;

typedef struct Counter {
  Symbol *sym;
  Range range;
} Counter;

static const Range UNBOUNDED = {false, 0, 0};

static Range range_of(Node *n, Counter *counters, int ncounters) {
  long long v;
  if (n->type && !type_is_integer(n->type)) return UNBOUNDED;
  if (sema_const_int(n, &v)) return (Range){true, v, v};
  Range a, b;
  switch (n->kind) {
  case ND_VAR:
    for (int i = ncounters - 1; i >= 0; i--)
      if (counters[i].sym == n->sym) return counters[i].range;
    return UNBOUNDED;
  case ND_CAST:
    return type_is_integer(n->cast_type) && type_size(n->cast_type) >= 4 ? range_of(n->lhs, counters, ncounters) : UNBOUNDED;
  case ND_UNARY:
    a = range_of(n->lhs, counters, ncounters);
    if (n->op == OP_PLUS) return a;
    if (n->op == OP_NEG && a.bounded) return (Range){true, -a.hi, -a.lo};
    return UNBOUNDED;
  case ND_BINARY:
    a = range_of(n->lhs, counters, ncounters);
    b = range_of(n->rhs, counters, ncounters);
    if (!a.bounded || !b.bounded || type_is_unsigned(n->type)) return UNBOUNDED;
    if (llabs(a.lo) > (1LL << 30) || llabs(a.hi) > (1LL << 30) || llabs(b.lo) > (1LL << 30) || llabs(b.hi) > (1LL << 30))
      return UNBOUNDED;
    switch (n->op) {
    case OP_ADD: return (Range){true, a.lo + b.lo, a.hi + b.hi};
    case OP_SUB: return (Range){true, a.lo - b.hi, a.hi - b.lo};
    case OP_MUL: {
      long long p[4] = {a.lo * b.lo, a.lo * b.hi, a.hi * b.lo, a.hi * b.hi}, lo = p[0], hi = p[0];
      for (int i = 1; i < 4; i++) {
        lo = p[i] < lo ? p[i] : lo;
        hi = p[i] > hi ? p[i] : hi;
      }
      return (Range){true, lo, hi};
    }
    case OP_DIV:
      if (b.lo == b.hi && b.lo > 0 && a.lo >= 0) return (Range){true, a.lo / b.lo, a.hi / b.lo};
      return UNBOUNDED;
    default:
      return UNBOUNDED;
    }
  default:
    return UNBOUNDED;
  }
}

static bool assigns(Node *n, Symbol *sym) {
  for (; n; n = n->next) {
    if ((n->kind == ND_ASSIGN || n->kind == ND_PREINC || n->kind == ND_PREDEC || n->kind == ND_POSTINC ||
         n->kind == ND_POSTDEC) && n->lhs->kind == ND_VAR && n->lhs->sym == sym)
      return true;
    if (assigns(n->lhs, sym) || assigns(n->rhs, sym) || assigns(n->cond, sym) || assigns(n->then, sym) ||
        assigns(n->els, sym) || assigns(n->init, sym) || assigns(n->inc, sym) || assigns(n->args, sym))
      return true;
  }
  return false;
}

/* `for (i = A; i < B; i++)` and its mirror `for (i = A; i >= B; i--)`, with i not assigned in the
 * body: the counter's range from the ranges of A and B. */
static bool counted_loop(Node *n, Counter *out, Counter *counters, int ncounters) {
  if (n->kind != ST_FOR || !n->init || !n->cond || !n->inc || n->cond->kind != ND_BINARY) return false;
  Symbol *sym = NULL;
  Node *start = NULL;
  if (n->init->kind == ST_DECL && n->init->args && !n->init->args->next) {
    sym = n->init->args->sym;
    start = n->init->args->init;
  } else if (n->init->kind == ST_EXPR && n->init->lhs->kind == ND_ASSIGN && n->init->lhs->op == OP_NONE &&
             n->init->lhs->lhs->kind == ND_VAR) {
    sym = n->init->lhs->lhs->sym;
    start = n->init->lhs->rhs;
  }
  if (!sym || !start || !type_is_integer(sym->type) || n->cond->lhs->kind != ND_VAR || n->cond->lhs->sym != sym)
    return false;
  int step;
  if ((n->inc->kind == ND_POSTINC || n->inc->kind == ND_PREINC) && n->inc->lhs->sym == sym) step = 1;
  else if ((n->inc->kind == ND_POSTDEC || n->inc->kind == ND_PREDEC) && n->inc->lhs->sym == sym) step = -1;
  else return false;
  if (assigns(n->then, sym)) return false;
  Range a = range_of(start, counters, ncounters), b = range_of(n->cond->rhs, counters, ncounters);
  if (!a.bounded || !b.bounded) return false;
  Range r;
  if (step > 0 && n->cond->op == OP_LT) r = (Range){true, a.lo, b.hi - 1};
  else if (step > 0 && n->cond->op == OP_LE) r = (Range){true, a.lo, b.hi};
  else if (step < 0 && n->cond->op == OP_GT) r = (Range){true, b.lo + 1, a.hi};
  else if (step < 0 && n->cond->op == OP_GE) r = (Range){true, b.lo, a.hi};
  else return false;
  *out = (Counter){sym, r};
  return true;
}

static bool within_bounds(Node *access, Counter *counters, int ncounters) {
  Type *dims[32];
  Node *indices[32];
  int count = 0;
  Node *root = access;
  while (root->kind == ND_INDEX && count < 32) {
    indices[count++] = root->rhs;
    root = root->lhs;
  }
  if (root->kind != ND_VAR) return false;
  Type *t = root->sym->type;
  for (int k = count - 1; k >= 0; k--, t = t->base) dims[k] = t;
  for (int k = 0; k < count; k++) {
    Range r = range_of(indices[k], counters, ncounters);
    if (!r.bounded || dims[k]->len < 0 || r.lo < 0 || r.hi >= dims[k]->len) return false;
  }
  return true;
}

static void prove_by_intervals(Eval *e, Node *n, Counter *counters, int ncounters) {
  for (; n; n = n->next) {
    if (n->kind == ND_INDEX) {
      for (Site *s = e->sites; s; s = s->next)
        if (s->node == n && (s->proof == P_UNVISITED || s->proof == P_UNKNOWN_INDEX || s->proof == P_PARTIAL) &&
            within_bounds(n, counters, ncounters))
          s->proof = P_PROVED_BY_INTERVALS;
    }
    Counter c;
    if (ncounters < 64 && counted_loop(n, &c, counters, ncounters)) {
      counters[ncounters] = c;
      prove_by_intervals(e, n->then, counters, ncounters + 1);
      prove_by_intervals(e, n->inc, counters, ncounters);
      prove_by_intervals(e, n->cond, counters, ncounters);
      continue;
    }
    prove_by_intervals(e, n->lhs, counters, ncounters);
    prove_by_intervals(e, n->rhs, counters, ncounters);
    prove_by_intervals(e, n->cond, counters, ncounters);
    prove_by_intervals(e, n->then, counters, ncounters);
    prove_by_intervals(e, n->els, counters, ncounters);
    prove_by_intervals(e, n->init, counters, ncounters);
    prove_by_intervals(e, n->inc, counters, ncounters);
    prove_by_intervals(e, n->args, counters, ncounters);
  }
}

/* ---- entries and the report --------------------------------------------------------------- */

static const char *proof_text(Proof p) {
  switch (p) {
  case P_UNVISITED: return "never reached";
  case P_UNKNOWN_INDEX: return "its index depends on input data";
  case P_OUT_OF_BOUNDS: return "out of bounds";
  case P_PROVED_BY_INTERVALS: return "proved by interval reasoning";
  case P_PARTIAL: return "in bounds where evaluated, not proved for the rest";
  default: return "proved";
  }
}

static void print_report(FILE *out, Eval *e, Function *fn) {
  fprintf(out, "entry %s\n", fn->name);
  for (int i = 0; i < fn->nparams; i++) {
    char t[160];
    Symbol *p = fn->params[i];
    type_print(p->type, t, sizeof t);
    fprintf(out, "  parameter %-12s %-28s %s\n", p->name, t,
            p->type->kind != TY_ARRAY ? "one value per instance" :
            type_element(p->type)->is_const ? "input" : "input and output");
  }
  for (int i = 0; i < fn->narrays; i++) {
    char t[160];
    type_print(fn->arrays[i]->type, t, sizeof t);
    fprintf(out, "  working    %-12s %-28s per instance, column-wise in global memory\n", fn->arrays[i]->name, t);
  }
  if (fn->type->base->kind != TY_VOID) fprintf(out, "  result     %s per instance\n", type_c_name(fn->type->base));
  int total = 0, proved = 0, by_intervals = 0;
  for (Site *s = e->sites; s; s = s->next) {
    total++;
    proved += s->proof == P_PROVED || s->proof == P_PROVED_BY_INTERVALS;
    by_intervals += s->proof == P_PROVED_BY_INTERVALS;
  }
  if (e->gave_up)
    fprintf(out, "  memory accesses per instance: at least %lld (evaluation stopped at %s:%d:%d: %s)\n", e->accesses,
            e->give_up_at.file, e->give_up_at.line, e->give_up_at.col, e->give_up_reason);
  else
    fprintf(out, "  memory accesses per instance: t = %lld, plus %lld reads of constant tables\n", e->accesses,
            e->table_reads);
  fprintf(out, "  bounds: %d of %d array accesses proved in bounds", proved, total);
  if (by_intervals) fprintf(out, " (%d of them by interval reasoning over the loop bounds)", by_intervals);
  fprintf(out, "\n");
  for (Site *s = e->sites; s; s = s->next)
    if (s->proof != P_PROVED && s->proof != P_PROVED_BY_INTERVALS)
      fprintf(out, "    not proved: %s:%d:%d: %s\n", s->node->loc.file, s->node->loc.line, s->node->loc.col,
              proof_text(s->proof));
}

static ArrayRef *evaluate_tables(Eval *e) {
  ArrayRef *tables = xcalloc((size_t)e->prog->ntables + 1, sizeof *tables);
  for (int i = 0; i < e->prog->ntables; i++) {
    Symbol *t = e->prog->tables[i];
    long long n = type_elements(t->type);
    Value *elems = xcalloc((size_t)n + 1, sizeof(Value));
    bool floating = type_is_floating(type_element(t->type));
    for (long long k = 0; k < n; k++) elems[k] = floating ? (Value){true, 0.0, 0} : known_int(0);
    if (t->decl && t->decl->init) fill_initializer(e, NULL, elems, t->type, t->decl->init, 0);
    tables[i] = (ArrayRef){elems, n, false};
  }
  return tables;
}

bool evaluate_program(Program *prog, FILE *report) {
  bool ok = true;
  ArrayRef *tables = NULL;
  for (Function *fn = prog->functions; fn; fn = fn->next) {
    if (!fn->is_entry) continue;
    Eval e = {0};
    e.prog = prog;
    e.entry = fn;
    if (!tables) tables = evaluate_tables(&e);
    e.tables = tables;
    collect_sites(&e, fn, fn->body);
    Frame *f = frame_new(&e, fn);
    for (int i = 0; i < fn->nparams; i++) {
      Symbol *p = fn->params[i];
      if (p->type->kind == TY_ARRAY) f->arrays[p->index] = (ArrayRef){NULL, type_elements(p->type), true};
      else f->vars[p->index] = UNKNOWN;
    }
    control = (Control){0, 0};
    exec(&e, f, fn->body);
    if (e.gave_up) {
      /* what was evaluated covers only part of the run: what it found in bounds is not proved */
      for (Site *s = e.sites; s; s = s->next)
        if (s->proof == P_PROVED) s->proof = P_PARTIAL;
      Counter counters[64];
      prove_by_intervals(&e, fn->body, counters, 0);
    }
    fn->evaluated = !e.gave_up;
    fn->accesses = e.accesses;
    if (report) print_report(report, &e, fn);
    ok = ok && !e.out_of_bounds;
    frame_free(f);
    for (Site *s = e.sites, *next; s; s = next) {
      next = s->next;
      free(s);
    }
  }
  return ok;
}
