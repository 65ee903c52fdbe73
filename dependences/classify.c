/* classify.c: a region's dependences, computed by isl, and each loop's class (model.h). */
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include <isl/aff.h>
#include <isl/ctx.h>
#include <isl/flow.h>
#include <isl/ilp.h>
#include <isl/map.h>
#include <isl/set.h>
#include <isl/space.h>
#include <isl/union_map.h>
#include <isl/union_set.h>
#include <isl/val.h>

#include "model.h"

/* isl's work on one region before it gives up (the loops then say so). */
enum { ISL_OPERATIONS = 20000000 };

static int max_depth(const Region *r, const ModelLoop *nest) {
  int d = 0;
  for (int i = nest->first_stmt; i < nest->end_stmt; i++)
    if (r->stmts[i]->depth > d) d = r->stmts[i]->depth;
  return d;
}

static const char *stmt_iterators(const Region *r, const ModelStmt *s) {
  const char *text = "";
  for (int k = 0; k < s->depth; k++) text = intern_format("%s%s%s", text, k ? ", " : "", r->vars[s->loops[k]->var].name);
  return text;
}

static const char *stmt_domain(const Region *r, const ModelStmt *s) {
  const char *where = region_params_constraints(r);
  const char *loops = s->depth ? region_loops_text(s->loops[s->depth - 1]) : "";
  if (*loops) where = *where ? intern_format("%s and %s", where, loops) : loops;
  if (*s->conditions) where = *where ? intern_format("%s and %s", where, s->conditions) : s->conditions;
  return *where ? where : "true";
}

static const char *storage_name(const Symbol *sym) { return intern_format("A%d", sym->index); }

static const char *access_text(const Region *r, const ModelStmt *s, const Access *a) {
  const char *subscripts = "", *bounds = "";
  const Type *t = a->storage->type;
  for (int k = 0; k < a->ndims; k++, t = t->base) {
    if (a->index && !a->index[k].unknown) {
      subscripts = intern_format("%s%s%s", subscripts, k ? ", " : "", affine_text(r, &a->index[k]));
    } else {
      subscripts = intern_format("%s%so%d", subscripts, k ? ", " : "", k);
      bounds = intern_format("%s and 0 <= o%d < %lld", bounds, k, t->len > 0 ? t->len : 1LL << 40);
    }
  }
  return intern_format("%s{ S%d[%s] -> %s[%s] : %s%s }", region_params_text(r), s->id, stmt_iterators(r, s),
                       storage_name(a->storage), subscripts, stmt_domain(r, s), bounds);
}

static isl_union_map *add_map(isl_union_map *to, isl_ctx *isl, const char *text) {
  isl_union_map *m = isl_union_map_read_from_str(isl, text);
  if (!m) {
    isl_union_map_free(to);
    return NULL;
  }
  return isl_union_map_union(to, m);
}

typedef struct Accesses {
  isl_union_map *reads, *must, *may; /* may: every write */
} Accesses;

/* A statement of the loop nest rooted at `nest`: only pairs of statements inside one loop can
 * make it carry a dependence, so each nest's dependences are computed apart. */
static bool in_nest(const ModelStmt *s, const ModelLoop *nest) { return s->depth > 0 && s->loops[0] == nest; }

static Accesses accesses_of(const Region *r, const Symbol *storage, const ModelLoop *nest) {
  isl_space *space = isl_space_params_alloc(r->isl, 0);
  Accesses a = {isl_union_map_empty(isl_space_copy(space)), isl_union_map_empty(isl_space_copy(space)),
                isl_union_map_empty(space)};
  for (int i = nest->first_stmt; i < nest->end_stmt; i++) {
    const ModelStmt *s = r->stmts[i];
    if (!in_nest(s, nest)) continue;
    for (int k = 0; k < s->naccesses; k++) {
      const Access *x = &s->accesses[k];
      if (x->storage != storage) continue;
      const char *text = access_text(r, s, x);
      if (!x->write) a.reads = add_map(a.reads, r->isl, text);
      else {
        a.may = add_map(a.may, r->isl, text);
        if (x->must) a.must = add_map(a.must, r->isl, text);
      }
    }
  }
  return a;
}

static void free_accesses(Accesses *a) {
  isl_union_map_free(a->reads);
  isl_union_map_free(a->must);
  isl_union_map_free(a->may);
}

static isl_union_map *schedule_of(const Region *r, const ModelLoop *nest) {
  int depth = max_depth(r, nest);
  isl_union_map *schedule = isl_union_map_empty(isl_space_params_alloc(r->isl, 0));
  for (int i = nest->first_stmt; i < nest->end_stmt && schedule; i++) {
    const ModelStmt *s = r->stmts[i];
    if (!in_nest(s, nest)) continue;
    const char *out = "";
    for (int k = 0; k <= depth; k++) {
      long long place = k <= s->depth ? s->order[k] : 0;
      out = intern_format("%s%s%lld", out, k ? ", " : "", place);
      if (k < depth) {
        if (k < s->depth) out = intern_format("%s, %s%s", out, s->loops[k]->dir < 0 ? "-" : "", r->vars[s->loops[k]->var].name);
        else out = intern_format("%s, 0", out);
      }
    }
    schedule = add_map(schedule, r->isl, intern_format("%s{ S%d[%s] -> [%s] : %s }", region_params_text(r), s->id,
                                                      stmt_iterators(r, s), out, stmt_domain(r, s)));
  }
  return schedule;
}

/* Pairs of instances that touch one element, the first a source, the second a sink, in either
 * order of execution: a loop carries an anti or output dependence where a pair lies in two of
 * its iterations (the test takes the later one as the sink), and a write before a read in
 * another iteration is a flow dependence or comes with an output one. */
static isl_union_map *conflicts(isl_union_map *sinks, isl_union_map *sources) {
  return isl_union_map_apply_range(sources, isl_union_map_reverse(sinks));
}

/* Memory-based: every pair of instances touching one element, at least one a write. */
static bool dependences_of(const Region *r, const Symbol *storage, const ModelLoop *nest, Dependences *d) {
  Accesses a = accesses_of(r, storage, nest);
  *d = (Dependences){0};
  if (!a.reads || !a.must || !a.may) {
    free_accesses(&a);
    return false;
  }
  d->flow = conflicts(isl_union_map_copy(a.reads), isl_union_map_copy(a.may));
  d->anti = conflicts(isl_union_map_copy(a.may), isl_union_map_copy(a.reads));
  d->output = conflicts(isl_union_map_copy(a.may), isl_union_map_copy(a.may));
  free_accesses(&a);
  return d->flow && d->anti && d->output;
}

/* Value-based (isl's dataflow, must-writes killing earlier ones): which write each read reads,
 * and the reads that may read a value from before the nest. Computed only for storage that
 * might be private to a loop. */
static bool value_flow_of(const Region *r, const Symbol *storage, const ModelLoop *nest, isl_union_map *schedule,
                          isl_union_map **flow, isl_union_map **no_source) {
  Accesses a = accesses_of(r, storage, nest);
  *flow = *no_source = NULL;
  if (!a.reads || !a.must || !a.may || !schedule) {
    free_accesses(&a);
    return false;
  }
  isl_union_access_info *info = isl_union_access_info_from_sink(isl_union_map_copy(a.reads));
  info = isl_union_access_info_set_must_source(info, isl_union_map_copy(a.must));
  info = isl_union_access_info_set_may_source(info, isl_union_map_copy(a.may));
  info = isl_union_access_info_set_schedule_map(info, isl_union_map_copy(schedule));
  isl_union_flow *result = isl_union_access_info_compute_flow(info);
  *flow = isl_union_flow_get_may_dependence(result);
  *no_source = isl_union_flow_get_may_no_source(result);
  isl_union_flow_free(result);
  free_accesses(&a);
  return *flow && *no_source;
}

static void free_dependences(Dependences *d) {
  isl_union_map_free(d->value_flow);
  isl_union_map_free(d->flow);
  isl_union_map_free(d->anti);
  isl_union_map_free(d->output);
  isl_union_map_free(d->no_source);
}

const ModelStmt *region_stmt_named(const Region *r, const char *tuple) {
  if (!tuple || tuple[0] != 'S') return NULL;
  int id = atoi(tuple + 1);
  return id >= 0 && id < r->nstmts ? r->stmts[id] : NULL;
}

bool stmt_inside(const ModelStmt *s, const ModelLoop *loop) {
  return s->depth > loop->depth && s->loops[loop->depth] == loop;
}

static bool is_within(const ModelLoop *loop, const ModelLoop *outer) {
  for (const ModelLoop *l = loop; l; l = l->parent)
    if (l == outer) return true;
  return false;
}

/* ---- one loop against one dependence relation ---------------------------------------------- */

typedef struct LoopTest {
  const Region *r;
  const ModelLoop *loop;
  bool carried, unbounded, failed;
  long long min, max;        /* iterations apart, over the carried dependences */
  bool enters;               /* a dependence from outside the loop into it */
} LoopTest;

static isl_stat test_map(isl_map *map, void *data) {
  LoopTest *t = data;
  const ModelStmt *from = region_stmt_named(t->r, isl_map_get_tuple_name(map, isl_dim_in));
  const ModelStmt *to = region_stmt_named(t->r, isl_map_get_tuple_name(map, isl_dim_out));
  int d = t->loop->depth;
  if (!from || !to) { t->failed = true; isl_map_free(map); return isl_stat_ok; }
  if (!stmt_inside(to, t->loop)) { isl_map_free(map); return isl_stat_ok; }
  if (!stmt_inside(from, t->loop)) { t->enters = true; isl_map_free(map); return isl_stat_ok; }
  isl_size n_in = isl_map_dim(map, isl_dim_in), n_out = isl_map_dim(map, isl_dim_out);
  map = isl_map_project_out(map, isl_dim_in, (unsigned)d + 1, (unsigned)(n_in - d - 1));
  map = isl_map_project_out(map, isl_dim_out, (unsigned)d + 1, (unsigned)(n_out - d - 1));
  map = isl_map_reset_tuple_id(map, isl_dim_in);
  map = isl_map_reset_tuple_id(map, isl_dim_out);
  isl_set *deltas = isl_map_deltas(map);
  for (int k = 0; k < d; k++) deltas = isl_set_fix_si(deltas, isl_dim_set, (unsigned)k, 0);
  deltas = isl_set_project_out(deltas, isl_dim_set, 0, (unsigned)d);
  deltas = isl_set_project_out(deltas, isl_dim_param, 0, (unsigned)isl_set_dim(deltas, isl_dim_param));
  /* iterations apart: the counter's difference in the direction it moves, by its step */
  if (t->loop->dir > 0) deltas = isl_set_lower_bound_si(deltas, isl_dim_set, 0, 1);
  else deltas = isl_set_upper_bound_si(deltas, isl_dim_set, 0, -1);
  deltas = isl_set_coalesce(deltas);
  isl_bool empty = isl_set_is_empty(deltas);
  if (empty < 0) { t->failed = true; isl_set_free(deltas); return isl_stat_ok; }
  if (!empty) {
    isl_aff *x = isl_aff_var_on_domain(isl_local_space_from_space(isl_set_get_space(deltas)), isl_dim_set, 0);
    isl_val *lo = isl_set_min_val(deltas, x), *hi = isl_set_max_val(deltas, x);
    isl_aff_free(x);
    if (t->loop->dir < 0) { isl_val *swap = lo; lo = isl_val_neg(hi); hi = isl_val_neg(swap); }
    long long step = t->loop->step;
    long long a = lo && isl_val_is_int(lo) ? isl_val_get_num_si(lo) / step : 1;
    bool bounded = hi && isl_val_is_int(hi);
    long long b = bounded ? isl_val_get_num_si(hi) / step : 0;
    if (!t->carried || a < t->min) t->min = a;
    if (bounded && (!t->carried || b > t->max)) t->max = b;
    if (!bounded) t->unbounded = true;
    t->carried = true;
    isl_val_free(lo);
    isl_val_free(hi);
  }
  isl_set_free(deltas);
  return isl_stat_ok;
}

static LoopTest test_loop(const Region *r, const ModelLoop *loop, isl_union_map *deps) {
  LoopTest t = {r, loop, false, false, false, 0, 0, false};
  if (!deps || isl_union_map_foreach_map(deps, test_map, &t) < 0) t.failed = true;
  return t;
}

typedef struct ReadsInLoop {
  const Region *r;
  const ModelLoop *loop;
  bool found;
} ReadsInLoop;

static isl_stat read_in_loop(isl_map *map, void *data) {
  ReadsInLoop *x = data;
  const ModelStmt *s = region_stmt_named(x->r, isl_map_get_tuple_name(map, isl_dim_in));
  if (!s || stmt_inside(s, x->loop)) x->found = true;
  isl_map_free(map);
  return isl_stat_ok;
}

/* ---- privates ----------------------------------------------------------------------------- */

typedef struct OutsideUse {
  const Symbol *sym;
  const Node *loop;
  bool found;
} OutsideUse;

static AstStep find_outside_use(const Node *n, void *data) {
  OutsideUse *u = data;
  if (n == u->loop) return AST_WALK_SKIP;
  if ((n->kind == ND_VAR && n->sym == u->sym) || (n->kind == ND_VARDECL && n->sym == u->sym && n->init)) u->found = true;
  return u->found ? AST_WALK_STOP : AST_WALK_ON;
}

/* Storage each iteration of loop can have its own copy of: a local of the function that
 * nothing outside the loop touches, every read of which inside reads a value written in the same
 * iteration. */
static bool private_to(const Region *r, const ModelLoop *loop, const Symbol *sym, Dependences *d,
                       const ModelLoop *nest, isl_union_map **schedule) {
  if (sym->kind != SYM_VAR || sym->owner != r->fn) return false;
  /* declared in the loop's body: C makes a new object of it in every iteration */
  if (sym->decl && !sym->decl->is_static && ast_contains(loop->node->then, sym->decl)) return true;
  OutsideUse u = {sym, loop->node, false};
  ast_walk(r->fn->body, find_outside_use, NULL, &u);
  if (u.found) return false;
  if (!d->value_tried) {
    d->value_tried = true;
    if (!*schedule) *schedule = schedule_of(r, nest);
    value_flow_of(r, sym, nest, *schedule, &d->value_flow, &d->no_source);
  }
  if (!d->value_flow || !d->no_source) return false;
  ReadsInLoop x = {r, loop, false};
  if (isl_union_map_foreach_map(d->no_source, read_in_loop, &x) < 0 || x.found) return false;
  LoopTest flow = test_loop(r, loop, d->value_flow);
  return !flow.failed && !flow.carried && !flow.enters;
}

/* ---- the region's loops ------------------------------------------------------------------- */

static void add_private(LoopDependences *ld, const Symbol *sym) {
  size_t cap = (size_t)ld->nprivates;
  ld->privates = grow_array(ld->privates, &cap, (size_t)ld->nprivates + 1, sizeof *ld->privates, "a loop's private storage");
  ld->privates[ld->nprivates++] = sym;
}

static void add_carried(LoopDependences *ld, const Symbol *sym, const char *kind, const LoopTest *t) {
  size_t cap = (size_t)ld->ncarried;
  ld->carried = grow_array(ld->carried, &cap, (size_t)ld->ncarried + 1, sizeof *ld->carried, "a loop's dependences");
  ld->carried[ld->ncarried++] = (Carried){sym->c_name ? sym->c_name : sym->name, kind, t->min, t->max, t->unbounded};
}

static const Reduction *reduction_of(const Reduction *reductions, int n, const Symbol *sym) {
  for (int i = 0; i < n; i++)
    if (reductions[i].var == sym) return &reductions[i];
  return NULL;
}

/* The least and greatest value of the last dimension of an isl set (the others and the parameters
 * projected out), where both are integers of a long long with room to spare. */
static bool last_dimension_range(isl_set *set, long long *lo_out, long long *hi_out) {
  if (!set) return false;
  set = isl_set_project_out(set, isl_dim_param, 0, (unsigned)isl_set_dim(set, isl_dim_param));
  isl_size n = isl_set_dim(set, isl_dim_set);
  set = isl_set_project_out(set, isl_dim_set, 0, (unsigned)(n - 1));
  isl_aff *x = isl_aff_var_on_domain(isl_local_space_from_space(isl_set_get_space(set)), isl_dim_set, 0);
  isl_val *lo = isl_set_min_val(set, x), *hi = isl_set_max_val(set, x);
  bool known = lo && hi && isl_val_is_int(lo) && isl_val_is_int(hi) && isl_val_cmp_si(lo, LLONG_MIN / 2) > 0 &&
               isl_val_cmp_si(hi, LLONG_MAX / 2) < 0;
  if (known) {
    *lo_out = isl_val_get_num_si(lo);
    *hi_out = isl_val_get_num_si(hi);
  }
  isl_val_free(lo);
  isl_val_free(hi);
  isl_aff_free(x);
  isl_set_free(set);
  return known;
}

/* The values a loop's body runs with and those its counter starts from, over every value of the
 * parameters (isl: the loop's domain projected onto its counter, and the start over the domain of
 * the loops around it). */
static void counter_range(Region *r, const ModelLoop *loop, LoopDependences *ld) {
  long long start = loop->start_value, last = loop->bound_value, span;
  /* constant bounds by arithmetic (isl takes some 50 microseconds to read a set, and files with
     thousands of copy loops have them) */
  if (loop->constant_bounds && (loop->inclusive || !__builtin_sub_overflow(last, loop->dir, &last))) {
    bool runs = loop->dir > 0 ? last >= start : last <= start;
    ld->start_lo = ld->start_hi = start;
    if (!runs) { /* the body never runs */
      ld->counter_known = true;
      ld->counter_lo = ld->counter_hi = start;
      return;
    }
    if (!__builtin_sub_overflow(loop->dir > 0 ? last : start, loop->dir > 0 ? start : last, &span)) {
      long long steps = span / loop->step;
      ld->counter_known = true;
      ld->counter_lo = loop->dir > 0 ? start : start - steps * loop->step;
      ld->counter_hi = loop->dir > 0 ? start + steps * loop->step : start;
      return;
    }
  }
  const char *iterators = "";
  for (const ModelLoop *l = loop; l; l = l->parent)
    iterators = intern_format("%s%s%s", r->vars[l->var].name, *iterators ? ", " : "", iterators);
  const char *params = region_params_constraints(r);
  const char *where = *params ? intern_format("%s and %s", params, region_loops_text(loop)) : region_loops_text(loop);
  bool body = last_dimension_range(
    isl_set_read_from_str(r->isl, intern_format("%s{ [%s] : %s }", region_params_text(r), iterators, where)),
    &ld->counter_lo, &ld->counter_hi);
  /* the start, where the loop is reached: the loops around it, the counter a new dimension */
  const char *outer = region_loops_text(loop->parent);
  const char *around = *params ? (*outer ? intern_format("%s and %s", params, outer) : params) : (*outer ? outer : "true");
  bool started = last_dimension_range(
    isl_set_read_from_str(r->isl, intern_format("%s{ [%s] : %s and %s = %s }", region_params_text(r), iterators, around,
                                                r->vars[loop->var].name, loop->start)),
    &ld->start_lo, &ld->start_hi);
  ld->counter_known = body && started;
}

static void classify_loop(Region *r, ModelLoop *loop, const Symbol **storages, int nstorages, Dependences *deps,
                          const ModelLoop *nest, isl_union_map **schedule, const char *failure) {
  Node *n = loop->node;
  if (n->dependences) dependences_free(n->dependences);
  LoopDependences *ld = xcalloc(1, sizeof *ld);
  n->dependences = ld;
  ld->counter = loop->counter;
  ld->tested = loop->tested;
  ld->counter_declared = !loop->counter_after;
  ld->dir = loop->dir;
  ld->step = loop->step;
  counter_range(r, loop, ld);
  if (failure) {
    ld->cls = LOOP_NOT_ANALYSED;
    ld->why = failure;
    return;
  }
  Reduction *reductions;
  int nreductions = reductions_in_loop(r, loop, nest->first_stmt, nest->end_stmt, &reductions);
  bool scan = false;
  for (int i = 0; i < nstorages; i++) {
    const char *kinds[3] = {"flow", "anti", "output"};
    isl_union_map *maps[3] = {deps[i].flow, deps[i].anti, deps[i].output};
    LoopTest tests[3];
    bool carried = false;
    for (int k = 0; k < 3; k++) {
      tests[k] = test_loop(r, loop, maps[k]);
      if (tests[k].failed) {
        ld->cls = LOOP_NOT_ANALYSED;
        ld->why = "isl could not finish its dependences";
        free(reductions);
        return;
      }
      carried |= tests[k].carried;
    }
    if (!carried) continue;
    if (private_to(r, loop, storages[i], &deps[i], nest, schedule)) {
      add_private(ld, storages[i]);
      continue;
    }
    const Reduction *red = reduction_of(reductions, nreductions, storages[i]);
    if (red) {
      size_t cap = (size_t)ld->nreductions;
      ld->reductions = grow_array(ld->reductions, &cap, (size_t)ld->nreductions + 1, sizeof *ld->reductions, "a loop's reductions");
      ld->reductions[ld->nreductions++] = *red;
      scan |= red->scan;
      continue;
    }
    for (int k = 0; k < 3; k++)
      if (tests[k].carried) {
        add_carried(ld, storages[i], kinds[k], &tests[k]);
        break;
      }
  }
  free(reductions);
  ld->cls = ld->ncarried ? LOOP_CARRIED : ld->nreductions ? (scan ? LOOP_SCAN : LOOP_REDUCTION) : LOOP_PARALLEL;
}

/* A nest of one loop whose every written storage is touched once in it, by a write whose index
 * moves with the counter in some dimension: two iterations never touch one element, so the loop
 * is parallel without asking isl (the copy loops of memcpy and struct copies, thousands of them
 * in some files). */
static bool lone_writes_apart(const Region *r, const ModelLoop *nest, int nest_index, const Symbol **storages, int n) {
  if (nest_index + 1 < r->nloops && r->loops[nest_index + 1]->parent == nest) return false;
  for (int i = 0; i < n; i++) {
    int touches = 0;
    bool apart = false;
    for (int j = nest->first_stmt; j < nest->end_stmt; j++)
      for (int k = 0; k < r->stmts[j]->naccesses; k++) {
        const Access *a = &r->stmts[j]->accesses[k];
        if (a->storage != storages[i]) continue;
        touches++;
        for (int d = 0; a->index && d < a->ndims; d++)
          for (int t = 0; !a->index[d].unknown && t < a->index[d].nterms; t++)
            apart |= a->index[d].terms[t].var == nest->var && a->index[d].terms[t].coef != 0;
      }
    if (touches != 1 || !apart) return false;
  }
  return true;
}

/* Whether a set of elements of storage sym has none within its array's extents (an element
 * outside, such as s[y - 1][x] at y = 0 under a guard the model leaves out, is never read: every
 * access the program makes is one of the array's elements). */
static isl_stat outside_extents(isl_set *set, void *data) {
  const Symbol *sym = data;
  const Type *t = sym->type;
  isl_size n = isl_set_dim(set, isl_dim_set);
  for (int d = 0; d < n && t && t->kind == TY_ARRAY && t->len > 0; d++, t = t->base) {
    set = isl_set_lower_bound_si(set, isl_dim_set, (unsigned)d, 0);
    set = isl_set_upper_bound_si(set, isl_dim_set, (unsigned)d, (int)(t->len - 1 < INT_MAX ? t->len - 1 : INT_MAX));
  }
  isl_bool empty = isl_set_is_empty(set);
  isl_set_free(set);
  return empty == isl_bool_true ? isl_stat_ok : isl_stat_error;
}

/* Wavefront.fed: of the storage the wavefront's nest writes, that whose every read in the nest
 * reads a value the nest wrote (isl's dataflow: no read of one of its elements may have its source
 * before the nest). Storage isl cannot answer for is left out. */
static void find_fed_arrays(Region *r, const ModelLoop *nest, const Symbol **storages, int n, Dependences *deps,
                            isl_union_map **schedule) {
  Wavefront *w = nest->node->dependences ? nest->node->dependences->wave : NULL;
  if (!w) return;
  size_t cap = 0;
  for (int i = 0; i < n; i++) {
    if (!deps[i].value_tried) {
      deps[i].value_tried = true;
      if (!*schedule) *schedule = schedule_of(r, nest);
      value_flow_of(r, storages[i], nest, *schedule, &deps[i].value_flow, &deps[i].no_source);
    }
    if (!deps[i].no_source) continue;
    isl_union_set *read = isl_union_map_range(isl_union_map_copy(deps[i].no_source));
    bool fed = read && isl_union_set_foreach_set(read, outside_extents, (void *)storages[i]) == isl_stat_ok;
    isl_union_set_free(read);
    if (!fed) continue;
    w->fed = grow_array(w->fed, &cap, (size_t)w->nfed + 1, sizeof *w->fed, "a wavefront's arrays");
    w->fed[w->nfed++] = storages[i];
  }
}

/* The loops of one nest: the storage its statements write, each once, and its dependences. */
static void classify_nest(Region *r, const ModelLoop *nest, int nest_index) {
  const char *failure = r->unanalysed;
  const Symbol **storages = NULL;
  size_t cap = 0;
  int n = 0;
  for (int i = nest->first_stmt; i < nest->end_stmt; i++) {
    if (!in_nest(r->stmts[i], nest)) continue;
    for (int k = 0; k < r->stmts[i]->naccesses; k++) {
      const Symbol *sym = r->stmts[i]->accesses[k].storage;
      if (!r->stmts[i]->accesses[k].write) continue; /* storage only read has no dependences */
      bool seen = false;
      for (int j = 0; j < n && !seen; j++) seen = storages[j] == sym;
      if (seen) continue;
      storages = grow_array(storages, &cap, (size_t)n + 1, sizeof *storages, "a region's storage");
      storages[n++] = sym;
    }
  }
  if (!failure && lone_writes_apart(r, nest, nest_index, storages, n)) {
    Node *loop = nest->node;
    dependences_free(loop->dependences);
    LoopDependences *ld = xcalloc(1, sizeof *ld);
    loop->dependences = ld;
    *ld = (LoopDependences){.cls = LOOP_PARALLEL, .counter = nest->counter, .counter_declared = !nest->counter_after,
                            .dir = nest->dir, .step = nest->step, .tested = nest->tested};
    counter_range(r, nest, ld);
    free(storages);
    return;
  }
  Dependences *deps = xcalloc((size_t)n + 1, sizeof *deps);
  isl_ctx_set_max_operations(r->isl, ISL_OPERATIONS);
  isl_ctx_reset_operations(r->isl);
  isl_union_map *schedule = NULL; /* the order of execution, once value-based flow is asked for */
  for (int i = 0; i < n && !failure; i++)
    if (!dependences_of(r, storages[i], nest, &deps[i]))
      failure = isl_ctx_last_error(r->isl) == isl_error_quota ? "isl gave up: the loop nest is too large for its quota of work"
                                                              : "isl could not compute the loop nest's dependences";
  /* the nest's loops follow it in the region's list, in the order they were met */
  for (int i = nest_index; i < r->nloops && is_within(r->loops[i], nest); i++)
    classify_loop(r, r->loops[i], storages, n, deps, nest, &schedule, failure);
  if (!failure) wavefront_find(r, nest, nest_index, storages, n, deps);
  if (!failure) find_fed_arrays(r, nest, storages, n, deps, &schedule);
  for (int i = 0; i < n; i++) free_dependences(&deps[i]);
  free(deps);
  isl_union_map_free(schedule);
  free(storages);
  isl_ctx_reset_error(r->isl);
  isl_ctx_set_max_operations(r->isl, 0);
}

void classify_region_loops(Region *r) {
  /* each nest's statements lie together in the region's list, in the order they were met */
  for (int i = 0; i < r->nloops; i++) r->loops[i]->first_stmt = r->loops[i]->end_stmt = -1;
  for (int i = 0; i < r->nstmts; i++) {
    if (r->stmts[i]->depth == 0) continue;
    ModelLoop *nest = (ModelLoop *)r->stmts[i]->loops[0];
    if (nest->first_stmt < 0) nest->first_stmt = i;
    nest->end_stmt = i + 1;
  }
  for (int i = 0; i < r->nloops; i++) {
    ModelLoop *nest = r->loops[i];
    if (nest->depth != 0) continue;
    if (nest->first_stmt < 0) nest->first_stmt = nest->end_stmt = 0;
    classify_nest(r, nest, i);
  }
}
