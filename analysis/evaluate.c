/* evaluate.c: an interpreter over the typed tree in which input data is "unknown" and every
 * other value is computed exactly, with C's conversions. An oblivious entry's control flow and
 * addresses depend on known values only, so running it once visits every access it can make:
 * each is checked against its array's bounds, and the accesses are counted.
 * Where a condition is unknown (an if on data), both sides run, as predicated code does on
 * the GPU, and what they assign becomes unknown. Where evaluation cannot go on (a loop or jump
 * on data, allowed by --allow-gather, or a limit below), interval reasoning over the loop
 * bounds tries the accesses left; each access neither way proves gets a warning. */
#include "evaluate.h"


#include <limits.h>
#include <math.h>
#include <stdarg.h>
#include <stdint.h>
#include <string.h>
#include <stdlib.h>

#include "../frontend/diag.h"
#include "intervals.h"

/* Limits of one entry's evaluation. Reaching one stops the evaluation (which then proves less
 * and says so), never the run. */
static long long step_budget = 20 * 1000 * 1000; /* about a quarter of a second */
enum {
  /* array elements held at once (dense arrays and the elements written into sparse ones);
   * with the hash tables' room, at most about 300 MB */
  MAX_HELD_ELEMENTS = 1 << 22,
  /* an array up to this size gets one value per element; a larger one keeps only the elements
   * written (an untouched `double t[1 << 28]` costs nothing) */
  DENSE_MAX_ELEMENTS = 1 << 16,
  /* statements and expressions running one inside the other, through calls (oblivious.c holds
   * programs to less) */
  MAX_EVAL_DEPTH = 30000,
  /* an entry's array parameter up to this size gets a bit per element, to prove it overwritten
   * before read (2 MiB); a larger one is copied in, as the report says */
  COVER_MAX_ELEMENTS = 1 << 24,
};

void evaluate_set_budget(long long steps) { step_budget = steps; }

static WorkingArraysPlace working_arrays_place;
static const void *working_arrays_context;
void evaluate_set_working_arrays_place(WorkingArraysPlace place, const void *context) {
  working_arrays_place = place;
  working_arrays_context = context;
}

typedef struct Value {
  bool known;
  double f;     /* floating types */
  long long i;  /* integer types */
} Value;

static const Value UNKNOWN = {false, 0, 0};
static const Value ZERO = {true, 0.0, 0}; /* 0 of any type */

/* Per access site: what evaluation found. */
typedef enum Proof {
  P_UNVISITED, P_PROVED, P_UNKNOWN_INDEX, P_OUT_OF_BOUNDS, P_PROVED_BY_INTERVALS, P_PARTIAL,
  P_PROVED_FOR_EACH_VALUE, /* by one evaluation for each value of the uniform parameters */
} Proof;

typedef struct Site {
  const Node *node;
  Proof proof;
  Function *fn;
} Site;

/* ---- a pointer-keyed hash table (sites by node, functions seen) ------------------------ */

typedef struct PtrMap {
  const void **keys;
  void **values;
  size_t count, cap;
} PtrMap;

static size_t ptr_hash(const void *p) {
  uintptr_t h = (uintptr_t)p;
  h ^= h >> 33;
  h *= (uintptr_t)0xff51afd7ed558ccdULL;
  h ^= h >> 29;
  return (size_t)h;
}

static void **ptr_map_slot(PtrMap *m, const void *key) {
  if (!m->cap) return NULL;
  for (size_t i = ptr_hash(key) & (m->cap - 1);; i = (i + 1) & (m->cap - 1)) {
    if (m->keys[i] == key) return &m->values[i];
    if (!m->keys[i]) return NULL;
  }
}

static void *ptr_map_get(PtrMap *m, const void *key) {
  void **slot = ptr_map_slot(m, key);
  return slot ? *slot : NULL;
}

static void ptr_map_put(PtrMap *m, const void *key, void *value) {
  void **slot = ptr_map_slot(m, key);
  if (slot) {
    *slot = value;
    return;
  }
  if (2 * (m->count + 1) > m->cap) {
    PtrMap bigger = {NULL, NULL, 0, m->cap ? 2 * m->cap : 64};
    bigger.keys = xcalloc(bigger.cap, sizeof *bigger.keys);
    bigger.values = xcalloc(bigger.cap, sizeof *bigger.values);
    for (size_t i = 0; i < m->cap; i++)
      if (m->keys[i]) ptr_map_put(&bigger, m->keys[i], m->values[i]);
    free(m->keys);
    free(m->values);
    *m = bigger;
  }
  size_t i = ptr_hash(key) & (m->cap - 1);
  while (m->keys[i]) i = (i + 1) & (m->cap - 1);
  m->keys[i] = key;
  m->values[i] = value;
  m->count++;
}

static void ptr_map_free(PtrMap *m) {
  free(m->keys);
  free(m->values);
  *m = (PtrMap){0};
}

/* ---- a growing string, for messages --------------------------------------------------- */

typedef struct Text {
  char *buf;
  size_t len, cap;
} Text;

static void text_printf(Text *t, const char *fmt, ...) BULKCC_PRINTF(2, 3);
static void text_printf(Text *t, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int need = vsnprintf(NULL, 0, fmt, ap);
  va_end(ap);
  if (need < 0) return;
  t->buf = grow_array(t->buf, &t->cap, t->len + (size_t)need + 1, 1, "a message's text");
  va_start(ap, fmt);
  vsnprintf(t->buf + t->len, t->cap - t->len, fmt, ap);
  va_end(ap);
  t->len += (size_t)need;
}

static const char *text_str(const Text *t) { return t->buf ? t->buf : ""; }

/* ---- array contents ------------------------------------------------------------------- */

/* The elements of one array: one value each (dense), or only those written, in a hash table
 * by offset, the rest being `fill` (sparse). */
typedef struct Store {
  long long length;
  Value *dense;      /* NULL: sparse */
  Value fill;
  long long *keys;   /* sparse: offsets, -1 for an empty slot */
  Value *values;
  size_t count, cap;
} Store;

/* What an entry's array parameter's inputs are needed for. An element written while every
 * condition around is known, at a place known before the run, holds the entry's value on every
 * path from then on; a read of any element not yet so written (or of one not known) may observe
 * the input. The parameter is overwritten when no read observed an input and every element was
 * written: its inputs need not be copied in. */
typedef struct Cover {
  Symbol *param;
  long long length;
  unsigned char *written; /* a bit per element; NULL: too large to track */
  const char *why;        /* the first reason the inputs are needed (a format with one %lld), or NULL */
  long long element;      /* ... its element, where it names one */
  SrcLoc at;              /* ... and where */
  long long highest;      /* the highest element an access reached (-1: none), for an extent */
  bool unknown_access;    /* an access at an index not known before the run */
  bool before_start;      /* an access before element 0 (p[-4] with p = in + 3) */
  long long before_element; /* ... the element it reached */
  SrcLoc before_at;         /* ... and where */
} Cover;

/* What one evaluation reached, for the extents: each array parameter's cover (the highest element
 * an access reached, an access at an index not known), and where and why it stopped, if it did. */
typedef struct Reached {
  Cover *covers;        /* by parameter */
  const char *stop_why; /* a format with one %lld: the limit; NULL when it ran to the end */
  long long stop_limit;
  SrcLoc stop_at;
} Reached;

/* The elements a parameter whose extent comes from its accesses may span while they are found
 * (one instance holds at most 2^31 elements per array). */
enum { EXTENT_PROBE = 1 << 30 };

/* An array as the interpreter sees it: a window onto a store, or unknown contents. */
typedef struct ArrayRef {
  Store *store;      /* NULL: contents unknown (entry inputs) */
  long long base;    /* the window's first element in the store (and in cover) */
  long long length;  /* elements available from here on */
  bool global;       /* counted in t: per-instance memory, not a thread-local helper array */
  Cover *cover;      /* the entry's array parameter this is a window of, when it is one */
} ArrayRef;

typedef struct Frame {
  Function *fn;
  Value *vars;        /* scalars, by Symbol.index */
  ArrayRef *arrays;   /* arrays, by Symbol.index */
  int *region;        /* uncertainty depth each variable was declared at */
  Value ret;
  Symbol **loop_vars; /* counters of the enclosing for loops, for messages */
  int nloop_vars;
  size_t caploop_vars;
  const Node *call;   /* the call that runs this frame; NULL for the entry */
} Frame;

typedef enum Flow { FLOW_NORMAL, FLOW_BREAK, FLOW_CONTINUE, FLOW_RETURN } Flow;

typedef struct Control {
  int loop_uncertain;   /* uncertainty depth where the innermost loop started */
  int frame_uncertain;  /* ... where the function was entered */
} Control;

typedef struct Eval {
  Program *prog;
  Function *entry;
  Site **sites;        /* in the order collected (source order within each function) */
  size_t nsites, capsites;
  PtrMap site_of_node;
  long long steps;
  long long accesses, table_reads;
  long long held;      /* array elements held, against MAX_HELD_ELEMENTS */
  int depth;           /* eval and exec running one inside the other */
  StackGuard stack;    /* from the frame evaluation started at */
  int uncertain;       /* depth of unknown conditions around what runs now */
  Control control;
  bool gave_up;
  const char *give_up_reason; /* a format with one %lld: the limit, where there is one */
  long long give_up_limit;
  SrcLoc give_up_at;
  bool out_of_bounds;
  bool quiet;          /* a trial run of the search for uniform parameters' values: no diagnostics */
  bool gave_up_on_data; /* ... at a loop or jump on input data (oblivious.c marks them) */
  bool gave_up_on_limit; /* ... at one of its limits (steps, elements held, depth) */
  bool point;          /* a trial run with every uniform value known (holds_at_value) */
  long long search_steps; /* the steps of an entry's trial runs so far (shared: settle_uniform_values) */
  /* (shared) values given as LO..HI are checked as the values of code are: an access a limit of
   * the evaluation leaves unproved is warned of, not refused; a search only extends a range
   * that is proved */
  bool given_values;
  bool each_incomplete; /* (shared) the value-by-value proof stopped at SEARCH_STEP_BUDGET */
  bool too_many_values; /* (shared) the last proof over ranges failed with more combinations of
                           values than EACH_VALUE_MAX, so none was tried one by one */
  PtrMap unproved_at_a_value; /* (shared) the sites note_unproved_at_a_value() noted */
  ArrayRef *tables;    /* by table number */
  PtrMap table_number; /* table symbol -> its number + 1 */
} Eval;

static Value known_int(long long v) { return (Value){true, 0, v}; }

static void give_up(Eval *e, SrcLoc at, const char *why, long long limit) {
  if (e->gave_up) return;
  e->gave_up = true;
  e->gave_up_on_limit = limit > 0; /* the jumps and loops on unknown values have no limit */
  e->give_up_at = at;
  e->give_up_reason = why;
  e->give_up_limit = limit;
}

/* Work that is not a step of its own (clearing an array, a frame's variables) is charged as
 * steps too, so that the budget bounds the time. */
static void charge(Eval *e, long long work, SrcLoc at) {
  e->steps += work / 16;
  if (e->steps > step_budget) give_up(e, at, "evaluation took more than its budget of %lld steps", step_budget);
}

/* ---- stores --------------------------------------------------------------------------- */

static Store *store_new(Eval *e, long long length, Value fill) {
  Store *st = xcalloc(1, sizeof *st);
  st->length = length;
  st->fill = fill;
  if (length <= DENSE_MAX_ELEMENTS && e->held + length <= MAX_HELD_ELEMENTS) {
    st->dense = xcalloc((size_t)length + 1, sizeof(Value));
    for (long long i = 0; i < length; i++) st->dense[i] = fill;
    e->held += length;
  }
  return st;
}

static void sparse_clear(Eval *e, Store *st) {
  e->held -= (long long)st->count;
  free(st->keys);
  free(st->values);
  st->keys = NULL;
  st->values = NULL;
  st->count = st->cap = 0;
}

static void store_free(Eval *e, Store *st) {
  if (!st) return;
  if (st->dense) e->held -= st->length;
  free(st->dense);
  sparse_clear(e, st);
  free(st);
}

/* Every element becomes `fill` again (a declaration run anew, or contents lost). */
static void store_reset(Eval *e, Store *st, Value fill, SrcLoc at) {
  st->fill = fill;
  if (st->dense) {
    charge(e, st->length, at);
    for (long long i = 0; i < st->length; i++) st->dense[i] = fill;
  } else {
    sparse_clear(e, st);
  }
}

static long long *sparse_find(const Store *st, long long off) {
  if (!st->cap) return NULL;
  for (size_t i = ptr_hash((const void *)(uintptr_t)off) & (st->cap - 1);; i = (i + 1) & (st->cap - 1)) {
    if (st->keys[i] == off) return &st->keys[i];
    if (st->keys[i] < 0) return NULL;
  }
}

static Value store_get(const Store *st, long long off) {
  if (st->dense) return st->dense[off];
  long long *k = sparse_find(st, off);
  return k ? st->values[k - st->keys] : st->fill;
}

static void sparse_insert(Store *st, long long off, Value v) {
  size_t i = ptr_hash((const void *)(uintptr_t)off) & (st->cap - 1);
  while (st->keys[i] >= 0) i = (i + 1) & (st->cap - 1);
  st->keys[i] = off;
  st->values[i] = v;
  st->count++;
}

static void store_set(Eval *e, Store *st, long long off, Value v, SrcLoc at) {
  if (st->dense) {
    st->dense[off] = v;
    return;
  }
  long long *k = sparse_find(st, off);
  if (k) {
    st->values[k - st->keys] = v;
    return;
  }
  if (e->held >= MAX_HELD_ELEMENTS) {
    give_up(e, at, "the arrays' elements held by the evaluation reached its limit of %lld", MAX_HELD_ELEMENTS);
    return;
  }
  if (2 * (st->count + 1) > st->cap) {
    Store bigger = *st;
    bigger.cap = st->cap ? 2 * st->cap : 64;
    bigger.count = 0;
    bigger.keys = xcalloc(bigger.cap, sizeof *bigger.keys);
    bigger.values = xcalloc(bigger.cap, sizeof *bigger.values);
    for (size_t i = 0; i < bigger.cap; i++) bigger.keys[i] = -1;
    for (size_t i = 0; i < st->cap; i++)
      if (st->keys[i] >= 0) sparse_insert(&bigger, st->keys[i], st->values[i]);
    free(st->keys);
    free(st->values);
    *st = bigger;
  }
  sparse_insert(st, off, v);
  e->held++;
}

static Value array_get(ArrayRef a, long long off) {
  return a.store && off >= 0 && off < a.length ? store_get(a.store, a.base + off) : UNKNOWN;
}

static void array_set(Eval *e, ArrayRef a, long long off, Value v, SrcLoc at) {
  if (a.store && off >= 0 && off < a.length) store_set(e, a.store, a.base + off, v, at);
}

/* ---- C's conversions on known values ------------------------------------------------------ */

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
    return known_int(type_wrap(to, (long long)v.f));
  }
  return known_int(type_wrap(to, v.i));
}

static bool truth(const Type *t, Value v) { return type_is_floating(t) ? v.f != 0 : v.i != 0; }


/* ---- sites -------------------------------------------------------------------------------- */

static Site *site_of(Eval *e, const Node *n, Function *fn) {
  Site *s = ptr_map_get(&e->site_of_node, n);
  if (s) return s;
  s = xcalloc(1, sizeof *s);
  s->node = n;
  s->fn = fn;
  e->sites = grow_array(e->sites, &e->capsites, e->nsites + 1, sizeof *e->sites, "the array accesses of an entry");
  e->sites[e->nsites++] = s;
  ptr_map_put(&e->site_of_node, n, s);
  return s;
}

/* The sites of one function, and the functions of the file it calls (to collect next). */
typedef struct SiteCollection {
  Eval *e;
  Function *fn;
  Function **calls;
  size_t ncalls, capcalls;
} SiteCollection;

/* Registers every full array access of a function, and every row passed to a helper, noting
 * the helpers it calls. */
static AstStep collect_site(const Node *n, void *data) {
  SiteCollection *c = data;
  if (n->kind == ST_FOR || n->kind == ST_DO) {
    /* a loop's sites in the order the report has always listed them: its condition, its body,
     * then a for loop's start and step (the walk's own order puts the start, or a do's body, first) */
    const Node *parts[] = {n->cond, n->then, n->init, n->inc};
    for (size_t i = 0; i < sizeof parts / sizeof *parts; i++) ast_walk(parts[i], collect_site, NULL, c);
    return AST_WALK_SKIP;
  }
  if (n->kind == ND_INDEX && n->type && n->type->kind != TY_ARRAY) site_of(c->e, n, c->fn);
  if (n->kind == ND_CALL && n->lhs->sym && n->lhs->sym->kind == SYM_FUNC) {
    c->calls = grow_array(c->calls, &c->capcalls, c->ncalls + 1, sizeof *c->calls, "the functions an entry reaches");
    c->calls[c->ncalls++] = n->lhs->sym->fn;
    for (Node *a = n->args; a; a = a->next)
      if (a->kind == ND_INDEX && a->type && a->type->kind == TY_ARRAY) site_of(c->e, a, c->fn);
  }
  return AST_WALK_ON;
}

/* The entry's sites and those of every function it reaches, each function once. */
static void collect_sites(Eval *e, Function *entry) {
  PtrMap seen = {0};
  SiteCollection work = {e, entry, NULL, 0, 0};
  ptr_map_put(&seen, entry, entry);
  ast_walk_list(entry->body, collect_site, NULL, &work);
  while (work.ncalls) {
    Function *fn = work.calls[--work.ncalls];
    if (!fn || ptr_map_get(&seen, fn)) continue;
    ptr_map_put(&seen, fn, fn);
    work.fn = fn;
    ast_walk_list(fn->body, collect_site, NULL, &work);
  }
  free(work.calls);
  ptr_map_free(&seen);
}

/* ---- expressions -------------------------------------------------------------------------- */

static Value eval(Eval *e, Frame *f, Node *n);
static Flow exec(Eval *e, Frame *f, Node *n);

static ArrayRef array_of_symbol(Eval *e, Frame *f, Symbol *sym) {
  if (sym->kind == SYM_TABLE) {
    size_t number = (size_t)(uintptr_t)ptr_map_get(&e->table_number, sym);
    if (number) return e->tables[number - 1];
    return (ArrayRef){NULL, 0, type_elements(sym->type), false, NULL};
  }
  return f->arrays[sym->index];
}

/* An integer as C holds it in its type (an unsigned long long past LLONG_MAX is not negative). */
static const char *integer_text(const Type *t, long long v, char *buf, size_t size) {
  if (t && type_is_unsigned(t)) snprintf(buf, size, "%llu", (unsigned long long)v);
  else snprintf(buf, size, "%lld", v);
  return buf;
}

static void describe_iteration(Frame *f, Text *out) {
  bool first = true;
  for (int i = 0; i < f->nloop_vars; i++) {
    Symbol *v = f->loop_vars[i];
    Value x = f->vars[v->index];
    if (!x.known || v->type->kind == TY_ARRAY || type_is_floating(v->type)) continue;
    char num[32]; /* any 64-bit integer's digits */
    text_printf(out, "%s%s = %s", first ? " when " : ", ", v->name, integer_text(v->type, x.i, num, sizeof num));
    first = false;
  }
}

/* Resolves a[i][j]...: checks each index against its dimension, returns the element's place.
 * The first dimension of a helper's array parameter is what the caller passed, whatever the
 * parameter's declared size. */
typedef enum Located {
  LOCATED,          /* every index known and in bounds */
  LOCATED_UNKNOWN,  /* some index not known before the run */
  LOCATED_OUTSIDE,  /* an index out of bounds (reported) */
  LOCATED_NOWHERE,  /* not an array access the evaluation follows, or evaluation stopped */
} Located;

static Located locate(Eval *e, Frame *f, Node *n, ArrayRef *arr, long long *offset, Type **elem_type, bool full) {
  int count = 0;
  for (Node *c = n; c->kind == ND_INDEX; c = c->lhs) count++;
  Symbol *sym = ast_index_root_symbol(n);
  *arr = (ArrayRef){NULL, 0, 0, false, NULL};
  *offset = 0;
  if (!sym) return LOCATED_NOWHERE;
  Node *small[32], **chain = count <= 32 ? small : xcalloc((size_t)count, sizeof *chain);
  int k = 0;
  for (Node *c = n; c->kind == ND_INDEX; c = c->lhs) chain[k++] = c;
  *arr = array_of_symbol(e, f, sym);
  Type *t = sym->type;
  long long linear = 0;
  bool known = true, in_bounds = true, known_in_bounds = true;
  const Counters no_counters = {NULL, 0, 0};
  Site *site = full ? site_of(e, n, f->fn) : NULL;
  for (k = count - 1; k >= 0 && t->kind == TY_ARRAY; k--, t = t->base) {
    Value idx = eval(e, f, chain[k]->rhs);
    idx = convert(idx, chain[k]->rhs->type, &(Type){.kind = TY_LLONG});
    long long len = t->len;
    bool from_argument = false;
    if (k == count - 1) {
      long long inner = type_elements(t->base);
      long long available = arr->length / (inner > 0 ? inner : 1);
      if (len < 0 || available < len) {
        len = available;
        from_argument = sym->kind == SYM_PARAM && f->call;
      }
    }
    if (!idx.known) {
      /* not known before the run, yet perhaps bounded whatever it is (`t[k & 7]`) */
      Range r = interval_range(chain[k]->rhs, &no_counters);
      if (!(r.bounded && r.lo >= 0 && r.hi < len)) known_in_bounds = false;
      known = false;
      continue;
    }
    if (idx.i < 0 || idx.i >= len) {
      if (idx.i < 0 && k == count - 1 && arr->cover && !arr->cover->before_start) {
        arr->cover->before_start = true;
        arr->cover->before_element = arr->base + idx.i * type_elements(t->base);
        arr->cover->before_at = chain[k]->rhs->loc;
      }
      if (site && site->proof != P_OUT_OF_BOUNDS && e->quiet) {
        site->proof = P_OUT_OF_BOUNDS;
        e->out_of_bounds = true;
      } else if (site && site->proof != P_OUT_OF_BOUNDS) {
        char num[32]; /* any 64-bit integer's digits */
        char *dims = type_text(sym->type);
        Text when = {0};
        describe_iteration(f, &when);
        const char *index = integer_text(chain[k]->rhs->type, idx.i, num, sizeof num);
        Value element = n->copy_element ? eval(e, f, n->copy_element) : (Value){0};
        if (n->copy_call && element.known) {
          /* a copy's own indices and counter are bulkcc's: say what the call reaches */
          bool row = n->copy_row_elements > 0;
          long long elements = row ? n->copy_row_elements : type_elements(sym->type);
          diag_error_rule(n->loc, RULE_BOUNDS, "'%s' here reaches element %lld of %s'%s' of type '%s', %s %lld "
                          "element%s%s", n->copy_call, element.i, row ? "a row of " : "", sym->name, dims,
                          element.i < 0 ? "before its" : row ? "past the row's" : "past its", elements,
                          elements == 1 ? "" : "s", row ? " (a copy from a row chosen by an index not known before "
                          "the run stays within that row; copy from the whole array at an offset instead)" : "");
        } else if (sym->null_pointer) {
          diag_error_rule(chain[k]->rhs->loc, RULE_BOUNDS, "'%s' is a null pointer here, and this access of it is "
                          "reached%s", sym->name, text_str(&when));
          if (f->fn->specialised_from && f->call)
            diag_note(f->call->loc, "'%s' is called with NULL for '%s' here", f->fn->specialised_from->name, sym->name);
        } else if (from_argument) {
          diag_error_rule(chain[k]->rhs->loc, RULE_BOUNDS, "index %s is out of bounds for '%s' of type '%s': the "
                          "array passed for it has %lld element%s in this dimension%s", index, sym->name, dims, len,
                          len == 1 ? "" : "s", text_str(&when));
          diag_note(f->call->loc, "'%s' is given %lld element%s here", sym->name, len, len == 1 ? "" : "s");
        } else {
          diag_error_rule(chain[k]->rhs->loc, RULE_BOUNDS, "index %s is out of bounds for '%s' of type '%s' "
                          "(this dimension has %lld element%s)%s", index, sym->name, dims, len, len == 1 ? "" : "s",
                          text_str(&when));
        }
        free(when.buf);
        free(dims);
        site->proof = P_OUT_OF_BOUNDS;
        e->out_of_bounds = true;
      }
      in_bounds = false;
      break;
    }
    linear = linear * len + idx.i;
  }
  if (chain != small) free(chain);
  if (!in_bounds) return LOCATED_OUTSIDE;
  long long inner = type_elements(t);
  *offset = linear * inner;
  *elem_type = t;
  if (arr->cover && known && arr->base + *offset + inner - 1 > arr->cover->highest)
    arr->cover->highest = arr->base + *offset + inner - 1;
  if (arr->cover && !known) arr->cover->unknown_access = true;
  if (e->gave_up) return LOCATED_NOWHERE; /* what evaluation left unfinished proves nothing */
  if (site && site->proof != P_OUT_OF_BOUNDS) {
    if (!known_in_bounds) site->proof = P_UNKNOWN_INDEX;
    else if (!known && (site->proof == P_UNVISITED || site->proof == P_PROVED)) site->proof = P_PROVED_BY_INTERVALS;
    else if (site->proof == P_UNVISITED) site->proof = P_PROVED;
  }
  return known ? LOCATED : LOCATED_UNKNOWN;
}

/* ---- coverage of the entry's array parameters -------------------------------------------- */

static void cover_fail(Cover *c, SrcLoc at, const char *why, long long element) {
  if (!c || c->why) return;
  c->why = why;
  c->at = at;
  c->element = element;
}

static bool cover_has(const Cover *c, long long k) { return (c->written[k >> 3] >> (k & 7)) & 1; }

/* A read of count elements at off in the window a (off known when where is LOCATED). */
static void cover_read(Eval *e, ArrayRef a, Located where, long long off, long long count, SrcLoc at) {
  Cover *c = a.cover;
  if (!c || c->why || !c->written) return;
  if (where != LOCATED) {
    cover_fail(c, at, "an element at an index not known before the run is read", -1);
    return;
  }
  charge(e, count, at);
  for (long long k = a.base + off; k < a.base + off + count && k < c->length; k++)
    if (!cover_has(c, k)) {
      cover_fail(c, at, "element %lld may be read before the entry writes it", k);
      return;
    }
}

/* A write of count elements at off in the window a: covers them when it happens on every path. */
static void cover_write(Eval *e, ArrayRef a, Located where, long long off, long long count, SrcLoc at) {
  Cover *c = a.cover;
  if (!c || c->why || !c->written) return;
  if (where == LOCATED_UNKNOWN || where == LOCATED_OUTSIDE) {
    cover_fail(c, at, "an element at an index not known before the run is written", -1);
    return;
  }
  if (where != LOCATED || e->uncertain) return; /* under a condition on data: it may not happen */
  charge(e, count, at);
  for (long long k = a.base + off; k < a.base + off + count && k < c->length; k++)
    c->written[k >> 3] |= (unsigned char)(1u << (k & 7));
}

static Value load(Eval *e, Frame *f, Node *n) {
  ArrayRef arr;
  long long off;
  Type *et;
  Located where = locate(e, f, n, &arr, &off, &et, true);
  Symbol *sym = ast_index_root_symbol(n);
  if (sym && sym->kind == SYM_TABLE) e->table_reads++;
  else if (arr.global) e->accesses++;
  cover_read(e, arr, where, off, where == LOCATED ? type_elements(et) : 0, n->loc);
  /* the entry's read of an element given as the same for every instance, at one of its values */
  if (where == LOCATED && sym && sym->element_uniform && sym->owner == e->entry && f->fn == e->entry &&
      off == sym->element_index && sym->element_lo == sym->element_hi && !arr.store)
    return known_int(sym->element_lo);
  return where == LOCATED ? array_get(arr, off) : UNKNOWN;
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
  Located where = locate(e, f, lhs, &arr, &off, &et, true);
  Symbol *sym = ast_index_root_symbol(lhs);
  if (arr.global) e->accesses++;
  cover_write(e, arr, where, off, where == LOCATED ? type_elements(et) : 0, lhs->loc);
  if (!arr.store) return;
  if (where == LOCATED_UNKNOWN) {
    /* an element not known before the run was written (a gather): any element may hold anything */
    store_reset(e, arr.store, UNKNOWN, lhs->loc);
    return;
  }
  if (where != LOCATED) return;
  if (e->uncertain && sym && sym->kind != SYM_TABLE && f->region[sym->index] < e->uncertain) v = UNKNOWN;
  array_set(e, arr, off, v, lhs->loc);
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
  long long r;
  return type_int_operation(op, t, a.i, b.i, &r) == INT_DEFINED ? known_int(r) : UNKNOWN;
}

static Value shift(Op op, const Type *t, Value a, Value b) {
  long long r;
  if (!a.known || !b.known) return UNKNOWN;
  return type_int_operation(op, t, a.i, b.i, &r) == INT_DEFINED ? known_int(r) : UNKNOWN;
}

static Value compare(Op op, const Type *lt, const Type *rt, Value a, Value b) {
  if (!a.known || !b.known) return UNKNOWN;
  Type *t = type_usual_conversion((Type *)lt, (Type *)rt);
  a = convert(a, lt, t);
  b = convert(b, rt, t);
  if (!type_is_floating(t)) {
    long long r;
    type_int_operation(op, t, a.i, b.i, &r);
    return known_int(r);
  }
  int c = a.f < b.f ? -1 : a.f > b.f ? 1 : a.f == b.f ? 0 : 2;
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

static Value eval_kind(Eval *e, Frame *f, Node *n);

/* Counts steps and depth: past either limit evaluation stops. */
static bool enter(Eval *e, Node *n) {
  if (e->gave_up) return false;
  if (++e->steps > step_budget) {
    give_up(e, n->loc, "evaluation took more than its budget of %lld steps", step_budget);
    return false;
  }
  if (e->depth >= MAX_EVAL_DEPTH) {
    give_up(e, n->loc, "statements and expressions ran more than %lld levels deep through calls", MAX_EVAL_DEPTH);
    return false;
  }
  if (stack_guard_exceeded(&e->stack)) {
    give_up(e, n->loc, "statements and expressions ran so deep through calls that they used half of the stack "
            "(%lld KiB)", (long long)(e->stack.budget >> 10));
    return false;
  }
  e->depth++;
  return true;
}

static Value eval(Eval *e, Frame *f, Node *n) {
  if (!n || !enter(e, n)) return UNKNOWN;
  Value v = eval_kind(e, f, n);
  e->depth--;
  return v;
}

static Value eval_kind(Eval *e, Frame *f, Node *n) {
  switch (n->kind) {
  case ND_INT: return known_int(n->ival);
  case ND_FLOAT: return (Value){true, n->type->kind == TY_FLOAT ? (double)strtof(n->text, NULL) : strtod(n->text, NULL), 0};
  case ND_SIZEOF: return known_int(n->ival);
  case ND_VAR:
    if (n->sym->type->kind == TY_ARRAY) return UNKNOWN;
    /* a scalar constant (const int g = 5) is a table of one element; its Symbol.index is no
     * slot of the frame */
    if (n->sym->kind == SYM_TABLE) {
      ArrayRef table = array_of_symbol(e, f, n->sym);
      return table.store ? array_get(table, 0) : UNKNOWN;
    }
    return f->vars[n->sym->index];
  case ND_INDEX: return load(e, f, n);
  case ND_CALL: return call(e, f, n);
  case ND_CAST: return convert(eval(e, f, n->lhs), n->lhs->type, n->cast_type);
  case ND_UNARY: {
    Value v = convert(eval(e, f, n->lhs), n->lhs->type, n->op == OP_NOT ? n->lhs->type : n->type);
    if (!v.known) return UNKNOWN;
    switch (n->op) {
    case OP_NOT: return known_int(!truth(n->lhs->type, v));
    case OP_PLUS: return v;
    case OP_NEG: return type_is_floating(n->type) ? (Value){true, -v.f, 0} : known_int(type_wrap(n->type, (long long)(0ULL - (unsigned long long)v.i)));
    default: return known_int(type_wrap(n->type, ~v.i));
    }
  }
  case ND_PREINC: case ND_PREDEC: case ND_POSTINC: case ND_POSTDEC: {
    Value old = eval(e, f, n->lhs);
    Type *t = n->lhs->type;
    Value one = convert(known_int(1), &(Type){.kind = TY_INT}, type_is_floating(t) ? t : type_promote(t));
    Type *op_type = type_is_floating(t) ? t : type_usual_conversion(t, &(Type){.kind = TY_INT});
    Value r = arith(n->kind == ND_PREINC || n->kind == ND_POSTINC ? OP_ADD : OP_SUB, op_type,
                    convert(old, t, op_type), convert(one, type_promote(t), op_type));
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
        Type *pt = type_promote(t);
        v = shift(n->op, pt, convert(old, t, pt), convert(v, n->rhs->type, type_promote(n->rhs->type)));
        v = convert(v, pt, t);
      } else {
        Type *ct = type_usual_conversion(t, n->rhs->type);
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
        /* the right operand decides where it has no effects and its value is known: x && n > 200
         * is false for n <= 200 whatever x holds */
        bool pure = ast_safe_to_evaluate(n->rhs);
        e->uncertain++;
        Value r = eval(e, f, n->rhs);
        e->uncertain--;
        if (pure && r.known && (n->op == OP_LOGAND ? !truth(n->rhs->type, r) : truth(n->rhs->type, r)))
          return known_int(n->op == OP_LOGOR);
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
      return shift(n->op, n->type, convert(l, n->lhs->type, n->type), convert(r, n->rhs->type, type_promote(n->rhs->type)));
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
  case ND_STRING: /* __builtin_nan's argument: no number */
    return UNKNOWN;
  /* sema lowers members, '&' and '*' to indexing (records.c, views.c) or refuses them; brace
   * lists are read by declare, in declarations only; the rest are no expressions. Every kind is
   * named (no default), so that -Werror=switch stops the build where a new one is not. */
  case ND_MEMBER: case ND_ADDR: case ND_DEREF: case ND_INIT_LIST: case ND_VARDECL:
  case ST_EXPR: case ST_DECL: case ST_BLOCK: case ST_IF: case ST_WHILE: case ST_DO: case ST_FOR: case ST_SWITCH:
  case ST_CASE: case ST_DEFAULT: case ST_BREAK: case ST_CONTINUE: case ST_RETURN: case ST_GOTO: case ST_LABEL:
  case ST_EMPTY:
    break;
  }
  /* a kind not evaluated would skip its stores and accesses, unchecked: stop instead */
  diag_internal_error(n->loc, "bounds evaluation met an expression it does not know (node kind %d)", (int)n->kind);
}

/* ---- calls and statements ----------------------------------------------------------------- */

static Frame *frame_new(Eval *e, Function *fn, const Node *call) {
  Frame *f = xcalloc(1, sizeof *f);
  f->fn = fn;
  f->call = call;
  f->vars = xcalloc((size_t)fn->nlocals + 1, sizeof(Value));
  f->arrays = xcalloc((size_t)fn->nlocals + 1, sizeof(ArrayRef));
  f->region = xcalloc((size_t)fn->nlocals + 1, sizeof(int));
  for (int i = 0; i < fn->nlocals; i++) f->region[i] = e->uncertain;
  charge(e, fn->nlocals, call ? call->loc : fn->loc);
  return f;
}

static void frame_free(Eval *e, Frame *f) {
  for (int i = 0; i < f->fn->nlocals; i++) {
    Symbol *s = f->fn->locals[i];
    if (s->kind == SYM_VAR && s->type->kind == TY_ARRAY) store_free(e, f->arrays[i].store);
  }
  free(f->vars);
  free(f->arrays);
  free(f->region);
  free(f->loop_vars);
  free(f);
}

/* What a helper's array parameter is given: the argument's elements, as many as the argument's
 * own type has (a row of 4 is 4 elements, whatever follows it in memory). */
/* A pointer a + k passed to a helper, k not known before the run (a gather's index): the helper
 * may use the elements that follow the farthest k interval reasoning allows; where it finds no
 * bound, that is an error (the helper's accesses could be anywhere). */
static ArrayRef window_at_unknown_offset(Eval *e, Frame *f, Node *a, ArrayRef arr) {
  long long inner = type_elements(a->type->base);
  long long length = a->lhs->type->len >= 0 ? a->lhs->type->len : arr.length / (inner > 0 ? inner : 1);
  const Counters no_counters = {NULL, 0, 0};
  Range r = interval_range(a->rhs, &no_counters);
  if (r.bounded && r.lo >= 0 && r.hi <= length) return (ArrayRef){NULL, 0, (length - r.hi) * inner, arr.global, NULL};
  Site *site = site_of(e, a, f->fn);
  if (site->proof != P_OUT_OF_BOUNDS) {
    Symbol *sym = ast_index_root_symbol(a);
    if (!e->quiet)
      diag_error_rule(a->loc, RULE_BOUNDS, "a pointer into '%s' whose offset is not known before the run, and not "
                      "bounded by interval reasoning, is passed to a helper: its accesses through it cannot be "
                      "proved in bounds", sym ? sym->name : "?");
    site->proof = P_OUT_OF_BOUNDS;
    e->out_of_bounds = true;
  }
  return (ArrayRef){NULL, 0, LLONG_MAX / 4, arr.global, NULL}; /* reported once, here */
}

static ArrayRef array_argument(Eval *e, Frame *f, Node *a) {
  long long extent = a->type && a->type->kind == TY_ARRAY && a->type->len >= 0 ? type_elements(a->type) : -1;
  ArrayRef arr = {NULL, 0, 0, true, NULL};
  if (a->kind == ND_INDEX) {
    long long off;
    Type *et;
    Located where = locate(e, f, a, &arr, &off, &et, true);
    if (where != LOCATED) {
      /* which row is not known (or evaluation stopped): its contents are not either, nor which
       * of the parameter's elements the helper reads or writes */
      cover_fail(arr.cover, a->loc, "a row at an index not known before the run is passed to a helper", -1);
      if (where == LOCATED_UNKNOWN && a->is_window) return window_at_unknown_offset(e, f, a, arr);
      return (ArrayRef){NULL, 0, extent < 0 ? 0 : extent, arr.global, NULL};
    }
    arr.base += off;
    arr.length -= off;
  } else if (a->kind == ND_VAR) {
    arr = array_of_symbol(e, f, a->sym);
  }
  if (extent >= 0 && extent < arr.length) arr.length = extent;
  return arr;
}

static Value call(Eval *e, Frame *f, Node *n) {
  Symbol *callee = n->name ? NULL : n->lhs->sym;
  if (!callee || callee->kind != SYM_FUNC) {
    for (Node *a = n->args; a; a = a->next) {
      Symbol *root = a->type && a->type->kind == TY_ARRAY ? ast_index_root_symbol(a) : NULL;
      if (root && root->kind != SYM_TABLE)
        cover_fail(array_of_symbol(e, f, root).cover, a->loc, "it is passed to a library function", -1);
      eval(e, f, a);
    }
    return UNKNOWN; /* library results are not needed for addresses */
  }
  Function *fn = callee->fn;
  Frame *g = frame_new(e, fn, n);
  int i = 0;
  for (Node *a = n->args; a && i < fn->nparams; a = a->next, i++) {
    Symbol *p = fn->params[i];
    if (p->type->kind == TY_ARRAY) {
      g->arrays[p->index] = array_argument(e, f, a);
      Symbol *root = ast_index_root_symbol(a);
      /* writes through the parameter are as certain as writes to the caller's array */
      g->region[p->index] = root && root->kind != SYM_TABLE ? f->region[root->index] : 0;
    } else {
      g->vars[p->index] = convert(eval(e, f, a), a->type, p->type);
    }
  }
  Control saved = e->control;
  e->control.frame_uncertain = e->uncertain;
  exec(e, g, fn->body);
  e->control = saved;
  Value r = g->ret;
  frame_free(e, g);
  return r;
}

static void fill_initializer(Eval *e, Frame *f, ArrayRef a, Type *t, Node *init, long long base) {
  if (t->kind != TY_ARRAY) {
    while (init && init->kind == ND_INIT_LIST) init = init->args;
    if (init) array_set(e, a, base, convert(eval(e, f, init), init->type, t), init->loc);
    return;
  }
  long long k = 0, inner = type_elements(t->base);
  for (Node *item = init->args; item && k < t->len; item = item->next, k++)
    fill_initializer(e, f, a, t->base, item, base + k * inner);
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
  /* without an initializer the elements are indeterminate: unknown; with one, the rest are 0 */
  Value fill = d->init ? ZERO : UNKNOWN;
  ArrayRef *a = &f->arrays[sym->index];
  long long n = type_elements(sym->type);
  if (!a->store) {
    *a = (ArrayRef){store_new(e, n, fill), 0, n, true, NULL};
    charge(e, a->store->dense ? n : 0, d->loc);
  } else {
    store_reset(e, a->store, fill, d->loc);
  }
  if (sym->null_pointer) a->length = 0; /* a null pointer: no element to reach */
  if (d->init) fill_initializer(e, f, *a, sym->type, d->init, 0);
}

static void add_loop_var(Frame *f, Symbol *sym) {
  f->loop_vars = grow_array(f->loop_vars, &f->caploop_vars, (size_t)f->nloop_vars + 1, sizeof *f->loop_vars,
                            "the counters of a function's loops");
  f->loop_vars[f->nloop_vars++] = sym;
}

static void note_loop_vars(Frame *f, Node *init) {
  if (!init) return;
  if (init->kind == ST_DECL) {
    for (Node *d = init->args; d; d = d->next)
      if (d->sym && d->sym->kind == SYM_VAR) add_loop_var(f, d->sym);
  } else if (init->kind == ST_EXPR && init->lhs->kind == ND_ASSIGN && init->lhs->lhs->kind == ND_VAR) {
    add_loop_var(f, init->lhs->lhs->sym);
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
  Control saved = e->control;
  e->control.loop_uncertain = e->uncertain;
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
          give_up(e, n->cond->loc, "the loop's condition is not known before the run (it depends on input data, or "
                  "on a uniform parameter's value)", 0);
          e->gave_up_on_data = e->gave_up_on_data || n->data_dependent;
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
  e->control = saved;
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
      if (flow == FLOW_RETURN || flow == FLOW_CONTINUE) give_up(e, item->loc, "a jump depends on input data", 0);
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

static Flow exec_kind(Eval *e, Frame *f, Node *n);

static Flow exec(Eval *e, Frame *f, Node *n) {
  /* statements count too: `for (;;) ;` evaluates no expression at all */
  if (!n || !enter(e, n)) return FLOW_NORMAL;
  Flow flow = exec_kind(e, f, n);
  e->depth--;
  return flow;
}

static Flow exec_kind(Eval *e, Frame *f, Node *n) {
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
    if (a != FLOW_NORMAL || b != FLOW_NORMAL) give_up(e, n->cond->loc, "a jump depends on input data", 0);
    return FLOW_NORMAL;
  }
  case ST_WHILE: case ST_DO: case ST_FOR:
    return exec_loop(e, f, n);
  case ST_SWITCH:
    return exec_switch(e, f, n);
  case ST_CASE: case ST_DEFAULT: case ST_LABEL:
    return exec(e, f, n->then);
  case ST_BREAK:
    if (n->target && n->target->kind != ST_SWITCH && e->uncertain > e->control.loop_uncertain) {
      give_up(e, n->loc, "a jump depends on input data", 0);
      e->gave_up_on_data = e->gave_up_on_data || n->data_dependent;
    }
    return FLOW_BREAK;
  case ST_CONTINUE:
    if (e->uncertain > e->control.loop_uncertain) {
      give_up(e, n->loc, "a jump depends on input data", 0);
      e->gave_up_on_data = e->gave_up_on_data || n->data_dependent;
    }
    return FLOW_CONTINUE;
  case ST_RETURN:
    if (e->uncertain > e->control.frame_uncertain) {
      give_up(e, n->loc, "whether it returns depends on input data, or on a uniform parameter's value", 0);
      e->gave_up_on_data = e->gave_up_on_data || n->data_dependent;
    }
    if (n->lhs) f->ret = convert(eval(e, f, n->lhs), n->lhs->type, f->fn->type->base);
    return FLOW_RETURN;
  case ST_EMPTY:
    return FLOW_NORMAL;
  /* sema refuses goto; expressions stand in statements only inside ST_EXPR. Every kind is named
   * (no default), so that -Werror=switch stops the build where a new one is not. */
  case ST_GOTO:
  case ND_INT: case ND_FLOAT: case ND_STRING: case ND_VAR: case ND_INDEX: case ND_CALL: case ND_MEMBER: case ND_UNARY:
  case ND_ADDR: case ND_DEREF: case ND_PREINC: case ND_PREDEC: case ND_POSTINC: case ND_POSTDEC: case ND_BINARY:
  case ND_ASSIGN: case ND_COND: case ND_COMMA: case ND_CAST: case ND_SIZEOF: case ND_INIT_LIST: case ND_VARDECL:
    break;
  }
  /* a statement not run would leave its accesses unchecked: stop instead */
  diag_internal_error(n->loc, "bounds evaluation met a statement it does not know (node kind %d)", (int)n->kind);
}

/* A counted loop the interval proof is in: its counter's range holds in its body only. */
typedef struct CountedLoop {
  const Node *loop;
  Counter counter;
  int outer;  /* counters of the loops around it */
} CountedLoop;

/* A branch of an if or ?:, or the right operand of && or ||, where its condition (or left operand)
 * is known to hold or not: the counters it bounds are narrowed there. */
typedef struct Guarded {
  const Node *owner, *body;
  Node *cond;
  bool holds;
  int outer; /* counters before its narrowing, once entered */
} Guarded;

typedef struct IntervalProof {
  Eval *e;
  Counters *counters; /* of the bodies the walk is in */
  CountedLoop *loops; /* innermost last */
  size_t nloops, caploops;
  Guarded *guarded;   /* of the innermost if, ?:, && or || last */
  size_t nguarded, capguarded;
  bool *assigned;     /* by Symbol.index: the entry's locals assigned after their declaration */
} IntervalProof;

static AstStep note_assigned(const Node *n, void *data) {
  IntervalProof *p = data;
  const Symbol *sym = ast_is_assignment(n) && n->lhs->kind == ND_VAR ? n->lhs->sym : NULL;
  if (sym && sym->owner == p->e->entry && sym->index >= 0 && sym->index < p->e->entry->nlocals) p->assigned[sym->index] = true;
  return AST_WALK_ON;
}

static void guard(IntervalProof *p, const Node *owner, const Node *body, Node *cond, bool holds) {
  if (!body) return;
  p->guarded = grow_array(p->guarded, &p->capguarded, p->nguarded + 1, sizeof *p->guarded, "the conditions around an access");
  p->guarded[p->nguarded++] = (Guarded){owner, body, cond, holds, -1};
}

/* The innermost guard owner's branch whose body n is, or NULL. */
static Guarded *guarded_body(IntervalProof *p, const Node *n) {
  for (size_t i = p->nguarded; i-- > 0 && p->guarded[i].owner == p->guarded[p->nguarded - 1].owner;)
    if (p->guarded[i].body == n) return &p->guarded[i];
  return NULL;
}

static AstStep prove_on_entry(const Node *n, void *data) {
  IntervalProof *p = data;
  Guarded *branch = guarded_body(p, n);
  if (branch) {
    branch->outer = p->counters->n;
    interval_guard_push(branch->cond, branch->holds, p->counters);
  }
  const CountedLoop *inner = p->nloops ? &p->loops[p->nloops - 1] : NULL;
  if (inner && n == inner->loop->then) interval_counters_push(p->counters, inner->counter);
  /* `int partner = i ^ j;` assigned nowhere else: its initializer's range from here on (the
   * walk's scopes drop it with the loop body or branch it is declared in) */
  if (n->kind == ND_VARDECL && n->sym && n->init && type_is_integer(n->sym->type) && n->sym->type->kind != TY_BOOL &&
      n->sym->owner == p->e->entry && n->sym->index >= 0 && n->sym->index < p->e->entry->nlocals &&
      !p->assigned[n->sym->index]) {
    Range r = interval_range(n->init, p->counters);
    long long least, largest;
    type_limits(n->sym->type, &least, &largest);
    if (r.bounded && r.lo >= least && r.hi <= largest) interval_counters_push(p->counters, (Counter){n->sym, r});
  }
  if (n->kind == ST_IF || n->kind == ND_COND) {
    guard(p, n, n->then, n->cond, true);
    guard(p, n, n->els, n->cond, false);
  } else if (n->kind == ND_BINARY && (n->op == OP_LOGAND || n->op == OP_LOGOR)) {
    guard(p, n, n->rhs, n->lhs, n->op == OP_LOGAND);
  }
  if (n->kind == ND_INDEX) {
    Site *s = ptr_map_get(&p->e->site_of_node, n);
    if (s && (s->proof == P_UNVISITED || s->proof == P_UNKNOWN_INDEX || s->proof == P_PARTIAL) &&
        interval_within_bounds(n, p->counters))
      s->proof = P_PROVED_BY_INTERVALS;
  }
  Counter c;
  Range tested;
  Node *loop = (Node *)n; /* what the plan may know of its counter (plan/ahead.c), over every walk */
  bool counted = interval_counted_loop(n, &c, &tested, p->counters);
  if (n->kind == ST_FOR && !counted) loop->counter_tests_lost = true;
  if (counted) {
    if (loop->counter_tests_known) tested = range_join(tested, (Range){true, loop->counter_tests_lo, loop->counter_tests_hi});
    loop->counter_tests_known = true;
    loop->counter_tests_lo = tested.lo, loop->counter_tests_hi = tested.hi;
    p->loops = grow_array(p->loops, &p->caploops, p->nloops + 1, sizeof *p->loops, "the counted loops of a function");
    p->loops[p->nloops++] = (CountedLoop){n, c, p->counters->n};
  }
  return AST_WALK_ON;
}

static AstStep prove_on_exit(const Node *n, void *data) {
  IntervalProof *p = data;
  if (p->nloops && n == p->loops[p->nloops - 1].loop) p->nloops--;
  if (p->nloops && n == p->loops[p->nloops - 1].loop->then) p->counters->n = p->loops[p->nloops - 1].outer;
  while (p->nguarded && p->guarded[p->nguarded - 1].owner == n) p->nguarded--;
  Guarded *branch = guarded_body(p, n);
  if (branch) p->counters->n = branch->outer;
  return AST_WALK_ON;
}

/* Proves by intervals the accesses evaluation left unproved: an index bounded by the ranges of
 * the counted loops around it, narrowed by the conditions that guard it, whatever the inputs. */
static void prove_by_intervals(Eval *e, const Node *body, Counters *cs) {
  IntervalProof proof = {e, cs, NULL, 0, 0, NULL, 0, 0, xcalloc((size_t)e->entry->nlocals + 1, sizeof(bool))};
  ast_walk_list(body, note_assigned, NULL, &proof);
  ast_walk_list(body, prove_on_entry, prove_on_exit, &proof);
  free(proof.assigned);
  free(proof.loops);
  free(proof.guarded);
}

/* ---- entries and the report --------------------------------------------------------------- */

static const char *proof_text(Proof p) {
  switch (p) {
  case P_UNVISITED: return "never reached";
  case P_UNKNOWN_INDEX: return "its index depends on input data";
  case P_OUT_OF_BOUNDS: return "out of bounds";
  case P_PROVED_BY_INTERVALS: return "proved by interval reasoning";
  case P_PROVED_FOR_EACH_VALUE: return "proved for each value of the uniform parameters";
  case P_PARTIAL: return "in bounds where evaluated, not proved for the rest";
  default: return "proved";
  }
}

static bool proved(const Site *s) {
  return s->proof == P_PROVED || s->proof == P_PROVED_BY_INTERVALS || s->proof == P_PROVED_FOR_EACH_VALUE;
}

static void print_stop(FILE *out, const Eval *e) {
  fprintf(out, "%s:%d:%d: ", e->give_up_at.file, e->give_up_at.line, e->give_up_at.col);
  fprintf(out, e->give_up_reason, e->give_up_limit);
}

/* Which of the entry's array parameters it overwrites before reading (Symbol.overwritten); each
 * other's cover names why its inputs are needed. Only a complete evaluation whose every
 * access was proved in bounds proves one. */
static void decide_overwritten(Eval *e, Function *fn, Cover *covers) {
  bool every_site = true;
  for (size_t i = 0; i < e->nsites; i++)
    every_site = every_site && (proved(e->sites[i]) || e->sites[i]->proof == P_UNVISITED);
  for (int i = 0; i < fn->nparams; i++) {
    Cover *c = &covers[i];
    fn->params[i]->overwritten = false;
    if (!c->param) continue;
    if (!c->written) cover_fail(c, c->param->loc, "it has more elements than the %lld the evaluation tracks",
                              COVER_MAX_ELEMENTS);
    if (e->gave_up) cover_fail(c, e->give_up_at, "the evaluation stopped before the end of the entry", -1);
    if (!every_site) cover_fail(c, c->param->loc, "not every array access of the entry was proved in bounds", -1);
    for (long long k = 0; !c->why && k < c->length; k++)
      if (!cover_has(c, k)) cover_fail(c, c->param->loc, "element %lld is not written on every path", k);
    fn->params[i]->overwritten = !c->why;
  }
}

static void print_copies(FILE *out, const Cover *covers, int n) {
  for (int i = 0; i < n; i++) {
    const Cover *c = &covers[i];
    if (!c->param) continue;
    if (!c->why) {
      fprintf(out, "  copy: %s is not copied in: every element is written before any is read, on every path\n",
              c->param->name);
      continue;
    }
    fprintf(out, "  copy: %s is copied in: ", c->param->name);
    fprintf(out, c->why, c->element);
    fprintf(out, " (%s:%d:%d)\n", c->at.file, c->at.line, c->at.col);
  }
}

static void print_report(FILE *out, Eval *e, Function *fn, const Cover *covers) {
  fprintf(out, "entry %s\n", fn->name);
  bool *written = ast_written_params(fn); /* an array's role is what the entry does with it */
  for (int i = 0; i < fn->nparams; i++) {
    Symbol *p = fn->params[i];
    char *t = type_text(p->type);
    if (p->uniform && type_is_integer(p->type))
      fprintf(out, "  parameter %-12s %-28s uniform: one value for every instance, %lld..%lld%s%s%s\n", p->name, t,
              p->uniform_lo, p->uniform_hi, p->uniform_ranged ? " (given)" : "",
              p->uniform_limit ? ", the most with every access of " : "", p->uniform_limit ? p->uniform_limit->name : "");
    else
      fprintf(out, "  parameter %-12s %-28s %s%s\n", p->name, t,
              p->uniform ? "uniform: one value for every instance" :
              p->type->kind != TY_ARRAY ? "one value per instance" :
              ast_array_role(p, written[i]),
              !p->extent_from_accesses ? "" : p->extent_given ? ", extent given" : ", extent: the elements its accesses reach");
    free(t);
  }
  for (int i = 0; i < fn->narrays; i++) {
    char *t = type_text(fn->arrays[i]->type);
    fprintf(out, "  working    %-12s %-28s %s\n", fn->arrays[i]->name, t,
            working_arrays_place ? working_arrays_place(fn, working_arrays_context) : "per instance");
    free(t);
  }
  if (fn->type->base->kind != TY_VOID) fprintf(out, "  result     %s per instance\n", type_c_name(fn->type->base));
  for (int i = 0; i < fn->nparams; i++)
    if (fn->params[i]->element_uniform)
      fprintf(out, "  element    %s[%lld]%*s uniform: one value for every instance, %lld..%lld (given), checked by "
                   "%s_bulk\n", fn->params[i]->name, fn->params[i]->element_index, 0, "", fn->params[i]->element_lo,
              fn->params[i]->element_hi, fn->name);
  if (fn->null_tests)
    fprintf(out, "  null tests %d of an array against a null pointer, each taken as never null: %s_bulk refuses a NULL "
                 "array\n", fn->null_tests, fn->name);
  for (int i = 0; i < fn->ncalls; i++) {
    const Function *copy = fn->calls[i]->lhs->sym->fn;
    if (copy->specialised_from)
      fprintf(out, "  null       %s:%d:%d: '%s' is called with NULL for %s: a copy of it takes %s as NULL (%d null "
                   "test%s constant)\n", fn->calls[i]->loc.file, fn->calls[i]->loc.line, fn->calls[i]->loc.col,
              copy->specialised_from->name, copy->null_params, strchr(copy->null_params, ',') ? "them" : "it",
              copy->null_tests, copy->null_tests == 1 ? "" : "s");
  }
  size_t total = 0, nproved = 0, by_intervals = 0;
  for (size_t i = 0; i < e->nsites; i++) {
    total++;
    nproved += proved(e->sites[i]);
    by_intervals += e->sites[i]->proof == P_PROVED_BY_INTERVALS;
  }
  if (e->gave_up) {
    fprintf(out, "  memory accesses per instance: at least %lld (evaluation stopped at ", e->accesses);
    print_stop(out, e);
    fprintf(out, ")\n");
  } else {
    fprintf(out, "  memory accesses per instance: t = %lld, plus %lld reads of constant tables\n", e->accesses,
            e->table_reads);
  }
  fprintf(out, "  bounds: %zu of %zu array accesses proved in bounds", nproved, total);
  if (by_intervals) fprintf(out, " (%zu of them by interval reasoning over the loop bounds)", by_intervals);
  fprintf(out, "\n");
  for (size_t i = 0; i < e->nsites; i++) {
    Site *s = e->sites[i];
    if (!proved(s))
      fprintf(out, "    not proved: %s:%d:%d: %s\n", s->node->loc.file, s->node->loc.line, s->node->loc.col,
              proof_text(s->proof));
  }
  print_copies(out, covers, fn->nparams);
  free(written);
}

static bool index_depends_on_input(const Node *access) {
  for (; access->kind == ND_INDEX; access = access->lhs)
    if (access->data_dependent) return true;
  return false;
}

/* Every access neither evaluation nor interval reasoning proved is named: bulkcc never
 * assumes an access in bounds. (An access never reached by a complete evaluation runs for no
 * input at all.) */
static void warn_unproved(Eval *e, Function *fn) {
  for (size_t i = 0; i < e->nsites; i++) {
    Site *s = e->sites[i];
    if (proved(s) || s->proof == P_OUT_OF_BOUNDS || (s->proof == P_UNVISITED && !e->gave_up)) continue;
    Symbol *array = ast_index_root_symbol(s->node);
    const char *name = array ? array->name : "?";
    if (s->proof == P_UNKNOWN_INDEX) {
      diag_warning_rule(s->node->loc, RULE_BOUNDS, "access to '%s' not proved in bounds: %s", name,
                        index_depends_on_input(s->node)
                            ? "its index depends on input data"
                            : "its index is not known before the run (it comes from a value the evaluation "
                              "cannot know, such as a library function's result or an uninitialized variable)");
      continue;
    }
    diag_warning_rule(s->node->loc, RULE_BOUNDS, "access to '%s' not proved in bounds: %s, and interval reasoning "
                      "over the loop bounds cannot bound its index", name,
                      s->proof == P_PARTIAL ? "it was in bounds until the evaluation stopped"
                                            : "the evaluation stopped before reaching it");
    Text why = {0};
    text_printf(&why, e->give_up_reason, e->give_up_limit);
    diag_note(e->give_up_at, "the evaluation of '%s' stopped here: %s", fn->name, text_str(&why));
    free(why.buf);
  }
}

static void evaluate_tables(Eval *e) {
  e->tables = xcalloc((size_t)e->prog->ntables + 1, sizeof *e->tables);
  for (int i = 0; i < e->prog->ntables; i++) {
    Symbol *t = e->prog->tables[i];
    long long n = type_elements(t->type);
    ArrayRef table = {store_new(e, n, ZERO), 0, n, false, NULL};
    if (t->decl && t->decl->init) fill_initializer(e, NULL, table, t->type, t->decl->init, 0);
    e->tables[i] = table;
    ptr_map_put(&e->table_number, t, (void *)(uintptr_t)(i + 1));
  }
}

static void free_tables(Eval *e) {
  for (int i = 0; i < e->prog->ntables; i++) store_free(e, e->tables[i].store);
  free(e->tables);
  ptr_map_free(&e->table_number);
}

/* The accesses some value of the uniform parameters left unproved in the value-by-value proof
 * (each is warned of as not proved: it is no access proved for each value). */
static bool unproved_at_a_value(Eval *shared, const Node *site) {
  return ptr_map_get(&shared->unproved_at_a_value, site) != NULL;
}

static void note_unproved_at_a_value(Eval *shared, const Node *site) {
  ptr_map_put(&shared->unproved_at_a_value, site, (void *)site);
}

/* One evaluation of an entry, with its uniform parameters' values as Symbol.uniform_lo..hi say
 * (one value: known; several: unknown, their range known to the interval proof). A quiet run (the
 * search below) reports nothing and leaves the entry's facts as they were; it returns the array
 * of the first access it could not prove, or NULL when it proved them all. */
static Symbol *evaluate_entry(Eval *shared, Function *fn, FILE *report, bool quiet, bool each_value_proved,
                              bool point, bool *proved_all, Reached *reached) {
  Eval e = {0};
  e.point = point;
  e.prog = shared->prog;
  e.entry = fn;
  e.quiet = quiet;
  e.tables = shared->tables;
  e.table_number = shared->table_number;
  e.held = shared->held;
  e.stack = stack_guard_start();
  collect_sites(&e, fn);
  Frame *f = frame_new(&e, fn, NULL);
  Cover *covers = xcalloc((size_t)fn->nparams + 1, sizeof *covers);
  Counters counters = {0};
  for (int i = 0; i < fn->nparams; i++) {
    Symbol *p = fn->params[i];
    if (p->type->kind != TY_ARRAY) {
      f->vars[p->index] = UNKNOWN;
      if (p->uniform && type_is_integer(p->type) && p->uniform_lo == p->uniform_hi)
        f->vars[p->index] = known_int(p->uniform_lo);
      if (p->uniform && type_is_integer(p->type) && !ast_assigns(fn->body, p))
        interval_counters_push(&counters, (Counter){p, {true, p->uniform_lo, p->uniform_hi}});
      continue;
    }
    long long n = p->type->len < 0 ? EXTENT_PROBE : type_elements(p->type); /* an extent to find */
    covers[i] = (Cover){p, n, NULL, NULL, -1, p->loc, -1, false, false, 0, p->loc};
    if (n <= COVER_MAX_ELEMENTS) covers[i].written = xcalloc((size_t)n / 8 + 1, 1);
    if (type_element(p->type)->is_const) cover_fail(&covers[i], p->loc, "the entry only reads it (const)", -1);
    f->arrays[p->index] = (ArrayRef){NULL, 0, n, true, &covers[i]};
  }
  exec(&e, f, fn->body);
  if (e.gave_up) {
    /* what was evaluated covers only part of the run: what it found in bounds is not proved */
    for (size_t i = 0; i < e.nsites; i++)
      if (proved(e.sites[i])) e.sites[i]->proof = P_PARTIAL;
  }
  prove_by_intervals(&e, fn->body, &counters);
  free(counters.items);
  for (size_t i = 0; each_value_proved && i < e.nsites; i++)
    if (!proved(e.sites[i]) && e.sites[i]->proof != P_OUT_OF_BOUNDS && !unproved_at_a_value(shared, e.sites[i]->node))
      e.sites[i]->proof = P_PROVED_FOR_EACH_VALUE;
  Symbol *unproved = NULL;
  bool all = !e.out_of_bounds;
  for (size_t i = 0; i < e.nsites; i++) {
    const Site *s = e.sites[i];
    if (proved(s) || (s->proof == P_UNVISITED && !e.gave_up)) continue;
    if (point && s->proof != P_OUT_OF_BOUNDS) note_unproved_at_a_value(shared, s->node);
    /* what input data leaves unproved (a gather, the rest of a loop on data) no value of the
     * uniform parameters proves: it is warned of anyway, and limits none of them; with every
     * uniform value known, so is what the evaluation could not run past short of a limit */
    if (s->proof != P_OUT_OF_BOUNDS &&
        (index_depends_on_input(s->node) || e.gave_up_on_data ||
         (point && (!e.gave_up_on_limit || shared->given_values))))
      continue;
    all = false;
    if (!unproved) unproved = ast_index_root_symbol(s->node);
  }
  *proved_all = all;
  shared->search_steps += e.steps;
  if (reached) {
    for (int i = 0; i < fn->nparams; i++) reached->covers[i] = covers[i];
    reached->stop_why = e.gave_up ? e.give_up_reason : NULL;
    reached->stop_limit = e.give_up_limit;
    reached->stop_at = e.give_up_at;
  }
  if (!quiet) {
    fn->evaluated = !e.gave_up;
    fn->accesses = e.accesses;
    decide_overwritten(&e, fn, covers);
    if (report) print_report(report, &e, fn, covers);
    warn_unproved(&e, fn);
  }
  frame_free(&e, f);
  for (int i = 0; i < fn->nparams; i++) free(covers[i].written);
  free(covers);
  for (size_t i = 0; i < e.nsites; i++) free(e.sites[i]);
  free(e.sites);
  ptr_map_free(&e.site_of_node);
  return unproved;
}

/* ---- the values of uniform parameters ------------------------------------------------------ */

/* The trial runs of one entry's search for its uniform values take at most this many steps
 * (under a second); past it a range that only value-by-value evaluation would prove is not
 * proved, so the values accepted are fewer, never wrong. */
enum { SEARCH_STEP_BUDGET = 60 * 1000 * 1000 };

/* Calls visit once for each point of the box of the integer uniform parameters' values from the
 * from-th parameter on, with every value known; stops at the first visit that returns false. */
typedef bool (*ValueVisit)(Eval *shared, Function *fn, void *data);

/* Where a parameter's given values are: a uniform integer's range, or that of the element of an
 * array given as the same for every instance (--uniform a[K]); false for neither. */
static bool uniform_slot(Symbol *p, long long **lo, long long **hi) {
  if (p->uniform && type_is_integer(p->type)) {
    *lo = &p->uniform_lo, *hi = &p->uniform_hi;
    return true;
  }
  if (p->element_uniform) {
    *lo = &p->element_lo, *hi = &p->element_hi;
    return true;
  }
  return false;
}

static bool for_each_value(Eval *shared, Function *fn, int from, ValueVisit visit, void *data) {
  for (int i = from; i < fn->nparams; i++) {
    long long *lo_at, *hi_at;
    if (!uniform_slot(fn->params[i], &lo_at, &hi_at) || *lo_at == *hi_at) continue;
    long long lo = *lo_at, hi = *hi_at;
    bool go_on = true;
    for (long long v = lo; go_on; v++) {
      *lo_at = *hi_at = v;
      go_on = for_each_value(shared, fn, i + 1, visit, data);
      if (v == hi) break;
    }
    *lo_at = lo, *hi_at = hi;
    return go_on;
  }
  return visit(shared, fn, data);
}

/* At one point of the box: every access in bounds (what the evaluation leaves unproved short of
 * a limit is noted, as at a value written in the code); *data: the array of one that is not. */
static bool holds_at_value(Eval *shared, Function *fn, void *data) {
  if (shared->search_steps > SEARCH_STEP_BUDGET) {
    /* given values are not refused for it: what is left is warned of as not proved */
    shared->each_incomplete = true;
    return shared->given_values;
  }
  bool all;
  Symbol *unproved = evaluate_entry(shared, fn, NULL, true, false, true, &all, NULL);
  if (!all && data) *(Symbol **)data = unproved;
  return all;
}

/* Up to this many combinations of uniform values, an evaluation for each proves what interval
 * reasoning over ranges cannot (a loop it does not know, `for (i = n; i-- > 0;)`). */
enum { EACH_VALUE_MAX = 256 };

typedef enum ValuesProof { VALUES_FAIL, VALUES_BY_RANGES, VALUES_EACH } ValuesProof;

/* Whether every access of the entry is proved in bounds with the uniform parameters' values as
 * they are set: by one evaluation over their ranges, or for a small box, value by value; *limit:
 * the array of an access that is not. */
static ValuesProof uniform_values_proof(Eval *shared, Function *fn, Symbol **limit) {
  bool all;
  Symbol *unproved = evaluate_entry(shared, fn, NULL, true, false, false, &all, NULL);
  if (limit) *limit = unproved;
  shared->too_many_values = false;
  if (all) return VALUES_BY_RANGES;
  unsigned long long points = 1;
  for (int i = 0; i < fn->nparams; i++) {
    long long *lo, *hi;
    if (!uniform_slot(fn->params[i], &lo, &hi)) continue;
    unsigned long long span = (unsigned long long)*hi - (unsigned long long)*lo;
    if (span >= EACH_VALUE_MAX || (points *= span + 1) > EACH_VALUE_MAX) {
      shared->too_many_values = true;
      return VALUES_FAIL;
    }
  }
  ptr_map_free(&shared->unproved_at_a_value);
  return for_each_value(shared, fn, 0, holds_at_value, limit) ? VALUES_EACH : VALUES_FAIL;
}

static bool uniform_values_hold(Eval *shared, Function *fn, Symbol **limit) {
  return uniform_values_proof(shared, fn, limit) != VALUES_FAIL;
}

/* The largest hi in [lo_ok, hi_fails) with p's values lo..hi all holding, given that lo_ok holds
 * and hi_fails does not: the proof only weakens as the range grows. */
static long long search_hi(Eval *shared, Function *fn, Symbol *p, long long ok, long long fails) {
  while (fails - ok > 1) {
    long long mid = ok + (fails - ok) / 2;
    p->uniform_hi = mid;
    if (uniform_values_hold(shared, fn, NULL)) ok = mid;
    else fails = mid;
  }
  p->uniform_hi = ok;
  return ok;
}

/* The values an entry's integer uniform parameters may take (those not given as LO..HI): from 0
 * up to the largest H they may all reach together with every access of the entry proved in
 * bounds, then each on its own as far as it goes with the others where they are. A parameter no
 * access limits takes every value of its type from 0. Every range kept was proved whole. */
static bool settle_uniform_values(Eval *shared, Function *fn) {
  int nsearched = 0;
  Symbol **searched = xcalloc((size_t)fn->nparams + 1, sizeof *searched);
  long long common_max = LLONG_MAX;
  for (int i = 0; i < fn->nparams; i++) {
    Symbol *p = fn->params[i];
    if (!p->uniform || !type_is_integer(p->type) || p->uniform_ranged) continue;
    searched[nsearched++] = p;
    p->uniform_lo = p->uniform_hi = 0;
    p->uniform_limit = NULL;
    long long min, max;
    type_limits(p->type, &min, &max);
    if (max < common_max) common_max = max;
  }
  bool ok = true;
  if (nsearched && !uniform_values_hold(shared, fn, NULL)) {
    for (int k = 0; k < nsearched; k++)
      diag_error(searched[k]->loc, "uniform parameter '%s': not every access of entry '%s' is proved in bounds even "
                 "with the uniform parameters 0; give the values it takes with --uniform %s=LO..HI",
                 searched[k]->name, fn->name, searched[k]->name);
    ok = false;
  }
  if (ok && nsearched) {
    /* together: the largest H with every one of them in 0..H */
    long long good = 0, bad = common_max;
    for (int k = 0; k < nsearched; k++) searched[k]->uniform_hi = common_max;
    if (uniform_values_hold(shared, fn, NULL)) good = common_max;
    while (good < common_max && bad - good > 1) {
      long long mid = good + (bad - good) / 2;
      for (int k = 0; k < nsearched; k++) searched[k]->uniform_hi = mid;
      if (uniform_values_hold(shared, fn, NULL)) good = mid;
      else bad = mid;
    }
    for (int k = 0; k < nsearched; k++) searched[k]->uniform_hi = good;
    /* then each as far as it goes on its own; and which array stops it, for the host's message */
    for (int k = 0; k < nsearched; k++) {
      Symbol *p = searched[k];
      long long min, max;
      type_limits(p->type, &min, &max);
      if (p->uniform_hi < max) {
        p->uniform_hi = max;
        if (!uniform_values_hold(shared, fn, NULL)) search_hi(shared, fn, p, good, max);
      }
      if (p->uniform_hi == max) continue;
      p->uniform_hi++;
      Symbol *limit = NULL;
      if (!uniform_values_hold(shared, fn, &limit)) p->uniform_limit = limit;
      p->uniform_hi--;
    }
  }
  free(searched);
  return ok;
}

/* At one point of the box: what the accesses reach, merged into *data (a Reached): the highest
 * element of each parameter over all points, and the first stop. */
static bool merge_reached_at_value(Eval *shared, Function *fn, void *data) {
  Reached *all = data, here = {xcalloc((size_t)fn->nparams + 1, sizeof *here.covers), NULL, 0, {0}};
  bool proved;
  evaluate_entry(shared, fn, NULL, true, false, false, &proved, &here);
  for (int i = 0; i < fn->nparams; i++) {
    if (here.covers[i].highest > all->covers[i].highest) all->covers[i].highest = here.covers[i].highest;
    all->covers[i].unknown_access = all->covers[i].unknown_access || here.covers[i].unknown_access;
    if (here.covers[i].before_start && !all->covers[i].before_start) {
      all->covers[i].before_start = true;
      all->covers[i].before_element = here.covers[i].before_element;
      all->covers[i].before_at = here.covers[i].before_at;
    }
  }
  if (here.stop_why && !all->stop_why) all->stop_why = here.stop_why, all->stop_limit = here.stop_limit, all->stop_at = here.stop_at;
  free(here.covers);
  return true;
}

/* The extent of each parameter that takes it from its accesses (a pointer or an unsized array):
 * one past the highest element an access reaches, found by evaluation: once, or once for each
 * value of the uniform parameters when all are given as LO..HI (at most EACH_VALUE_MAX of them).
 * Only complete evaluations whose every access has a known index can say; otherwise --extent
 * must. */
static bool settle_extents(Eval *shared, Function *fn) {
  bool any = false, open_values = false;
  unsigned long long points = 1;
  for (int i = 0; i < fn->nparams; i++) {
    const Symbol *p = fn->params[i];
    any = any || (p->extent_from_accesses && p->type->len < 0);
    if (!p->uniform || !type_is_integer(p->type)) continue;
    unsigned long long span = (unsigned long long)p->uniform_hi - (unsigned long long)p->uniform_lo;
    if (!p->uniform_ranged || span >= EACH_VALUE_MAX || (points *= span + 1) > EACH_VALUE_MAX) open_values = true;
  }
  if (!any) return true;
  Reached found = {xcalloc((size_t)fn->nparams + 1, sizeof *found.covers), NULL, 0, {0}};
  for (int i = 0; i < fn->nparams; i++) found.covers[i].highest = -1;
  /* values not each to be tried: one evaluation with them unknown, which shows the elements
   * reached where no index depends on them (a constant index: a[2]) */
  if (!open_values) for_each_value(shared, fn, 0, merge_reached_at_value, &found);
  else merge_reached_at_value(shared, fn, &found);
  bool ok = true;
  for (int i = 0; i < fn->nparams; i++) {
    Symbol *p = fn->params[i];
    if (!p->extent_from_accesses || p->type->len >= 0) continue;
    const Cover *c = &found.covers[i];
    Text why = {0};
    if (open_values && (found.stop_why || c->unknown_access || c->highest < 0))
      text_printf(&why, "the uniform parameters' values choose which elements are reached (give their values as "
                  "LO..HI, at most %d of them, or the extent)", EACH_VALUE_MAX);
    else if (found.stop_why) text_printf(&why, found.stop_why, found.stop_limit);
    else if (c->unknown_access) text_printf(&why, "an access's index is not known before the run");
    else if (c->before_start) {
      /* no extent helps: the access is before the array whatever its length */
      diag_error(c->before_at, "this access reaches element %lld of '%s', before its first", c->before_element, p->name);
      diag_note(p->loc, "'%s' is declared here", p->name);
      ok = false;
      continue;
    }
    else if (c->highest < 0) text_printf(&why, "no access reaches it");
    else if (c->highest >= (1LL << 31)) text_printf(&why, "an access reaches element %lld, past the 2^31 elements an instance may hold", c->highest);
    if (why.buf) {
      diag_error(p->loc, "the extent of '%s' cannot be taken from its accesses: %s; give its elements per instance "
                 "with --extent %s=N", p->name, text_str(&why), p->name);
      if (found.stop_why && !open_values) diag_note(found.stop_at, "the evaluation of '%s' stopped here", fn->name);
      free(why.buf);
      ok = false;
      continue;
    }
    p->type->len = c->highest + 1;
  }
  free(found.covers);
  return ok;
}

/* for_each_value's visit: stop at the first point of the box where an access is not proved, its
 * values copied into data (one per parameter). */
static bool stop_where_unproved(Eval *shared, Function *fn, void *data) {
  if (shared->search_steps > SEARCH_STEP_BUDGET) return false;
  bool all;
  evaluate_entry(shared, fn, NULL, true, false, true, &all, NULL);
  if (all) return true;
  long long *values = data, *lo, *hi;
  for (int i = 0; i < fn->nparams; i++) values[i] = uniform_slot(fn->params[i], &lo, &hi) ? *lo : 0;
  values[fn->nparams] = 1; /* found */
  return false;
}

/* Given values that do not all hold: where the box is small enough to try one point at a time,
 * the parameters are left at the first point found that fails, so that the entry's messages
 * name the values and what the accesses reach there. */
static void pin_first_failing_values(Eval *shared, Function *fn) {
  if (shared->too_many_values || shared->search_steps > SEARCH_STEP_BUDGET) return;
  long long *values = xcalloc((size_t)fn->nparams + 1, sizeof *values);
  for_each_value(shared, fn, 0, stop_where_unproved, values);
  if (values[fn->nparams]) {
    char text[512] = "";
    size_t used = 0;
    for (int i = 0; i < fn->nparams; i++) {
      Symbol *p = fn->params[i];
      long long *lo, *hi;
      if (!uniform_slot(p, &lo, &hi) || (p->uniform && !p->uniform_ranged)) continue;
      *lo = *hi = values[i];
      if (used < sizeof text)
        used += (size_t)snprintf(text + used, sizeof text - used, "%s%s%s = %lld", used ? ", " : "", p->name,
                                 p->element_uniform ? intern_format("[%lld]", p->element_index) : "", values[i]);
    }
    diag_note(fn->loc, "the first given values for which it is not: %s; the messages below are for them", text);
  }
  free(values);
}

/* Values given as LO..HI must all hold. */
static bool check_given_values(Eval *shared, Function *fn) {
  bool any = false;
  for (int i = 0; i < fn->nparams; i++)
    any = any || (fn->params[i]->uniform && fn->params[i]->uniform_ranged) || fn->params[i]->element_uniform;
  if (!any) return true;
  Symbol *limit = NULL;
  shared->given_values = true;
  bool hold = uniform_values_hold(shared, fn, &limit);
  shared->given_values = false;
  if (hold) return true;
  for (int i = 0; i < fn->nparams; i++) {
    Symbol *p = fn->params[i];
    if (p->uniform && p->uniform_ranged)
      diag_error(p->loc, "--uniform %s=%lld..%lld: not every access of entry '%s' is proved in bounds for these "
                 "values (one of '%s' is not); the messages below name the accesses", p->name, p->uniform_lo,
                 p->uniform_hi, fn->name, limit ? limit->name : "?");
    if (p->element_uniform)
      diag_error(p->loc, "--uniform %s[%lld]=%lld..%lld: not every access of entry '%s' is proved in bounds for "
                 "these values (one of '%s' is not); the messages below name the accesses", p->name,
                 p->element_index, p->element_lo, p->element_hi, fn->name, limit ? limit->name : "?");
  }
  if (shared->search_steps > SEARCH_STEP_BUDGET)
    diag_note(fn->loc, "the proof value by value stopped at its budget of %d steps of evaluation", SEARCH_STEP_BUDGET);
  if (shared->too_many_values)
    diag_note(fn->loc, "the uniform parameters' values were taken as ranges only: together they make more than the "
              "%d combinations that are also tried one by one; narrower ranges may be proved", EACH_VALUE_MAX);
  else
    pin_first_failing_values(shared, fn);
  return false;
}

bool evaluate_program(Program *prog, FILE *report) {
  bool ok = true;
  int errors_before = diag_error_count();
  /* the constant tables, once for every entry */
  Eval shared = {0};
  shared.prog = prog;
  shared.stack = stack_guard_start();
  evaluate_tables(&shared);
  for (Function *fn = prog->functions; fn; fn = fn->next) {
    if (!fn->is_entry) continue;
    shared.search_steps = 0;
    if (!settle_extents(&shared, fn)) {
      ok = false;
      continue;
    }
    bool values_ok = check_given_values(&shared, fn) && settle_uniform_values(&shared, fn);
    shared.search_steps = 0;
    shared.each_incomplete = false;
    shared.given_values = true; /* what a limit leaves unproved is noted, and warned of below */
    bool each = values_ok && uniform_values_proof(&shared, fn, NULL) == VALUES_EACH && !shared.each_incomplete;
    shared.given_values = false;
    bool proved_all;
    evaluate_entry(&shared, fn, report, false, each, false, &proved_all, NULL);
    ok = ok && values_ok && diag_error_count() == errors_before;
  }
  free_tables(&shared);
  ptr_map_free(&shared.unproved_at_a_value);
  return ok && diag_error_count() == errors_before;
}
