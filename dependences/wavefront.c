/* wavefront.c: a wavefront of two loops that both carry dependences (dependences.h, Wavefront).
 *
 * In the normalised iteration numbers U and V of the outer and inner loop (each counter's
 * value times its direction), every dependence between two cells goes from (U, V) to a later
 * (U + u, V + v): u > 0, or u = 0 and v > 0. Where a * u + b * v >= 1 holds for all of them,
 * with small positive a and b, the cells of one line a * U + b * V = w depend only on earlier
 * lines, so the cells of a line may run at once (dynamic programs: OPT's and edit distance's
 * diagonals, error diffusion's knight-move lines). isl gives the dependences' distances and the
 * loops that visit each line; storage private to a cell (its scalars, declared inside) is left
 * out, every other storage the nest writes is in. */
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include <isl/aff.h>
#include <isl/ast.h>
#include <isl/ast_build.h>
#include <isl/id.h>
#include <isl/map.h>
#include <isl/set.h>
#include <isl/union_map.h>
#include <isl/val.h>

#include "model.h"

/* ---- the distances ------------------------------------------------------------------------ */

typedef struct Distances {
  const Region *r;
  const ModelLoop *outer, *inner;
  isl_set *all;   /* (u, v) of every dependence between two cells, lexicographically positive */
  bool failed;
  const ModelStmt *outside; /* where failed: a statement of the dependence not in the inner loop */
} Distances;

static isl_stat add_distances(isl_map *map, void *data) {
  Distances *d = data;
  const ModelStmt *from = region_stmt_named(d->r, isl_map_get_tuple_name(map, isl_dim_in));
  const ModelStmt *to = region_stmt_named(d->r, isl_map_get_tuple_name(map, isl_dim_out));
  if (!from || !to || !stmt_inside(from, d->inner) || !stmt_inside(to, d->inner)) {
    d->failed = true; /* the outer loop's body is the inner loop alone: not expected */
    if (from && !stmt_inside(from, d->inner)) d->outside = from;
    else if (to && !stmt_inside(to, d->inner)) d->outside = to;
    isl_map_free(map);
    return isl_stat_ok;
  }
  int keep = d->inner->depth + 1;
  isl_size n_in = isl_map_dim(map, isl_dim_in), n_out = isl_map_dim(map, isl_dim_out);
  map = isl_map_project_out(map, isl_dim_in, (unsigned)keep, (unsigned)(n_in - keep));
  map = isl_map_project_out(map, isl_dim_out, (unsigned)keep, (unsigned)(n_out - keep));
  map = isl_map_reset_tuple_id(map, isl_dim_in);
  map = isl_map_reset_tuple_id(map, isl_dim_out);
  isl_set *deltas = isl_map_deltas(map);
  /* the loops around the outer one: the same iteration of each */
  for (int k = 0; k < d->outer->depth; k++) deltas = isl_set_fix_si(deltas, isl_dim_set, (unsigned)k, 0);
  deltas = isl_set_project_out(deltas, isl_dim_set, 0, (unsigned)d->outer->depth);
  deltas = isl_set_project_out(deltas, isl_dim_param, 0, (unsigned)isl_set_dim(deltas, isl_dim_param));
  /* in iteration order: the later cell is the sink */
  const char *order = intern_format("{ [d0, d1] : %d * d0 > 0 or (d0 = 0 and %d * d1 > 0) }", d->outer->dir, d->inner->dir);
  deltas = isl_set_intersect(deltas, isl_set_read_from_str(isl_set_get_ctx(deltas), order));
  d->all = d->all ? isl_set_union(d->all, deltas) : deltas;
  if (!d->all) d->failed = true;
  return isl_stat_ok;
}

/* a * u + b * v >= 1 for every distance */
static bool separates(Distances *d, long long a, long long b) {
  const char *behind = intern_format("{ [d0, d1] : %lld * %d * d0 + %lld * %d * d1 <= 0 }", a, d->outer->dir, b, d->inner->dir);
  isl_set *bad = isl_set_intersect(isl_set_copy(d->all), isl_set_read_from_str(d->r->isl, behind));
  isl_bool empty = isl_set_is_empty(bad);
  isl_set_free(bad);
  return empty == isl_bool_true;
}

static bool is_private(const LoopDependences *ld, const Symbol *sym) {
  for (int i = 0; i < ld->nprivates; i++)
    if (ld->privates[i] == sym) return true;
  return false;
}

/* ---- the loops over a line ---------------------------------------------------------------- */

static WaveExpr *wave_expr(WaveExprKind kind, WaveExpr *a, WaveExpr *b) {
  WaveExpr *e = xcalloc(1, sizeof *e);
  e->kind = kind, e->a = a, e->b = b;
  return e;
}

static WaveExpr *wave_int(long long value) {
  WaveExpr *e = wave_expr(WAVE_INT, NULL, NULL);
  e->value = value;
  return e;
}

static void wave_expr_free(WaveExpr *e) {
  if (!e) return;
  wave_expr_free(e->a);
  wave_expr_free(e->b);
  free(e);
}

static WaveExpr *from_isl(const Region *r, isl_ast_expr *x);

static WaveExpr *from_isl_arg(const Region *r, isl_ast_expr *x, int i) {
  return from_isl(r, isl_ast_expr_op_get_arg(x, i));
}

/* isl's expression, consumed, as a WaveExpr; NULL where it has an operation bounds need not */
static WaveExpr *from_isl(const Region *r, isl_ast_expr *x) {
  WaveExpr *e = NULL;
  if (!x) return NULL;
  switch (isl_ast_expr_get_type(x)) {
  case isl_ast_expr_int: {
    isl_val *v = isl_ast_expr_int_get_val(x);
    if (v && isl_val_is_int(v) && isl_val_cmp_si(v, LLONG_MAX / 4) < 0 && isl_val_cmp_si(v, LLONG_MIN / 4) > 0)
      e = wave_int(isl_val_get_num_si(v));
    isl_val_free(v);
    break;
  }
  case isl_ast_expr_id: {
    isl_id *id = isl_ast_expr_id_get_id(x);
    const char *name = isl_id_get_name(id);
    if (name && !strcmp(name, "bulk_w")) e = wave_expr(WAVE_WAVE, NULL, NULL);
    if (name && !strcmp(name, "bulk_r0")) e = wave_expr(WAVE_STRIP_LO, NULL, NULL);
    if (name && !strcmp(name, "bulk_r1")) e = wave_expr(WAVE_STRIP_HI, NULL, NULL);
    for (int i = 0; name && !e && i < r->nvars; i++)
      if (!r->vars[i].loop && !strcmp(r->vars[i].name, name)) {
        e = wave_expr(WAVE_PARAM, NULL, NULL);
        e->sym = r->vars[i].sym;
      }
    isl_id_free(id);
    break;
  }
  case isl_ast_expr_op: {
    isl_size n = isl_ast_expr_op_get_n_arg(x);
    WaveExprKind kind;
    switch (isl_ast_expr_op_get_type(x)) {
    case isl_ast_expr_op_minus: kind = WAVE_NEG; break;
    case isl_ast_expr_op_add: kind = WAVE_ADD; break;
    case isl_ast_expr_op_sub: kind = WAVE_SUB; break;
    case isl_ast_expr_op_mul: kind = WAVE_MUL; break;
    case isl_ast_expr_op_min: kind = WAVE_MIN; break;
    case isl_ast_expr_op_max: kind = WAVE_MAX; break;
    /* exact and non-negative divisions round down too */
    case isl_ast_expr_op_fdiv_q: case isl_ast_expr_op_pdiv_q: case isl_ast_expr_op_div: kind = WAVE_FLOORDIV; break;
    case isl_ast_expr_op_le: kind = WAVE_LE; break;
    case isl_ast_expr_op_lt: kind = WAVE_LT; break;
    case isl_ast_expr_op_eq: kind = WAVE_EQ; break;
    case isl_ast_expr_op_and: case isl_ast_expr_op_and_then: kind = WAVE_AND; break;
    case isl_ast_expr_op_or: case isl_ast_expr_op_or_else: kind = WAVE_OR; break;
    case isl_ast_expr_op_ge: case isl_ast_expr_op_gt: { /* a >= b as b <= a */
      bool ge = isl_ast_expr_op_get_type(x) == isl_ast_expr_op_ge;
      WaveExpr *a = from_isl_arg(r, x, 0), *b = from_isl_arg(r, x, 1);
      if (a && b) e = wave_expr(ge ? WAVE_LE : WAVE_LT, b, a);
      else wave_expr_free(a), wave_expr_free(b);
      isl_ast_expr_free(x);
      return e;
    }
    default:
      isl_ast_expr_free(x);
      return NULL;
    }
    if (kind == WAVE_NEG) {
      WaveExpr *a = from_isl_arg(r, x, 0);
      e = a ? wave_expr(WAVE_NEG, a, NULL) : NULL;
      break;
    }
    /* min, max, and, or of more than two: folded from the left */
    e = n >= 2 ? from_isl_arg(r, x, 0) : NULL;
    for (int i = 1; e && i < n; i++) {
      WaveExpr *b = from_isl_arg(r, x, i);
      if (!b) { wave_expr_free(e); e = NULL; break; }
      e = wave_expr(kind, e, b);
    }
    if (e && kind == WAVE_FLOORDIV && (e->b->kind != WAVE_INT || e->b->value <= 0)) { wave_expr_free(e); e = NULL; }
    break;
  }
  default:
    break;
  }
  isl_ast_expr_free(x);
  return e;
}

/* A for node's loop: its bounds, inclusive; false where it is not one step at a time. */
static bool for_bounds(const Region *r, isl_ast_node *node, WaveExpr **lo, WaveExpr **hi) {
  *lo = from_isl(r, isl_ast_node_for_get_init(node));
  if (isl_ast_node_for_is_degenerate(node) == isl_bool_true) {
    *hi = *lo ? from_isl(r, isl_ast_node_for_get_init(node)) : NULL;
    return *lo && *hi;
  }
  isl_ast_expr *inc = isl_ast_node_for_get_inc(node);
  isl_val *step = inc ? isl_ast_expr_int_get_val(inc) : NULL;
  bool unit = step && isl_val_is_one(step);
  isl_val_free(step);
  isl_ast_expr_free(inc);
  isl_ast_expr *cond = isl_ast_node_for_get_cond(node);
  *hi = NULL;
  if (unit && cond && isl_ast_expr_get_type(cond) == isl_ast_expr_op && isl_ast_expr_op_get_n_arg(cond) == 2) {
    enum isl_ast_expr_op_type op = isl_ast_expr_op_get_type(cond);
    if (op == isl_ast_expr_op_le) *hi = from_isl(r, isl_ast_expr_op_get_arg(cond, 1));
    else if (op == isl_ast_expr_op_lt) {
      WaveExpr *bound = from_isl(r, isl_ast_expr_op_get_arg(cond, 1));
      *hi = bound ? wave_expr(WAVE_SUB, bound, wave_int(1)) : NULL;
    }
  }
  isl_ast_expr_free(cond);
  return *lo && *hi;
}

/* The loops isl writes to visit the cells line by line: a guard perhaps, then for w, for the
 * enumerated counter, the cell. Anything else (isl splitting a loop in parts) is not taken. */
static bool read_loops(const Region *r, isl_ast_node *node, Wavefront *w) {
  if (isl_ast_node_get_type(node) == isl_ast_node_if) {
    if (isl_ast_node_if_has_else_node(node) == isl_bool_true) return false;
    w->guard = from_isl(r, isl_ast_node_if_get_cond(node));
    isl_ast_node *then = isl_ast_node_if_get_then_node(node);
    bool ok = w->guard && then && isl_ast_node_get_type(then) == isl_ast_node_for;
    if (ok) ok = read_loops(r, then, w);
    isl_ast_node_free(then);
    return ok;
  }
  if (isl_ast_node_get_type(node) != isl_ast_node_for || !for_bounds(r, node, &w->wave_lo, &w->wave_hi)) return false;
  isl_ast_node *cells = isl_ast_node_for_get_body(node);
  bool ok = cells && isl_ast_node_get_type(cells) == isl_ast_node_for && for_bounds(r, cells, &w->cell_lo, &w->cell_hi);
  if (ok) {
    isl_ast_node *cell = isl_ast_node_for_get_body(cells);
    ok = cell && isl_ast_node_get_type(cell) == isl_ast_node_user;
    isl_ast_node_free(cell);
  }
  isl_ast_node_free(cells);
  return ok;
}

static bool line_loops(Region *r, const ModelLoop *outer, const ModelLoop *inner, Wavefront *w) {
  const char *i = r->vars[outer->var].name, *j = r->vars[inner->var].name;
  const char *params = region_params_constraints(r);
  const char *where = *params ? intern_format("%s and %s", params, region_loops_text(inner)) : region_loops_text(inner);
  const char *text = intern_format("%s{ S[bulk_w, bulk_e] -> [bulk_w, bulk_e] : exists (%s, %s : %s and bulk_w = %lld * %s + %lld * %s "
                                   "and bulk_e = %s) }",
                                   region_params_text(r), i, j, where, w->outer_coef, i, w->inner_coef, j,
                                   w->lanes_take_outer ? i : j);
  isl_map *schedule = isl_map_read_from_str(r->isl, text);
  isl_set *context = isl_set_read_from_str(r->isl, intern_format("%s{ : %s }", region_params_text(r), *params ? params : "true"));
  if (!schedule || !context) {
    isl_map_free(schedule);
    isl_set_free(context);
    return false;
  }
  isl_ast_build *build = isl_ast_build_from_context(context);
  isl_id_list *names = isl_id_list_alloc(r->isl, 2);
  names = isl_id_list_add(names, isl_id_alloc(r->isl, "bulk_w", NULL));
  names = isl_id_list_add(names, isl_id_alloc(r->isl, "bulk_e", NULL));
  build = isl_ast_build_set_iterators(build, names);
  isl_ast_node *tree = isl_ast_build_node_from_schedule_map(build, isl_union_map_from_map(schedule));
  bool ok = tree && read_loops(r, tree, w);
  isl_ast_node_free(tree);
  isl_ast_build_free(build);
  return ok;
}

/* ---- strips of rows ----------------------------------------------------------------------- */

/* The least (or greatest) value of the set's one dimension, over the parameters of context, as
 * a WaveExpr; NULL where isl's expression has an operation WaveExpr has not. Consumes set. */
static WaveExpr *extreme(const Region *r, isl_set *set, const char *context_text, bool least) {
  isl_set *context = isl_set_read_from_str(r->isl, context_text);
  if (!set || !context) {
    isl_set_free(set);
    isl_set_free(context);
    return NULL;
  }
  isl_pw_aff *value = least ? isl_set_dim_min(set, 0) : isl_set_dim_max(set, 0);
  value = isl_pw_aff_coalesce(isl_pw_aff_gist(value, isl_set_copy(context)));
  isl_ast_build *build = isl_ast_build_from_context(context);
  isl_ast_expr *x = build && value ? isl_ast_build_expr_from_pw_aff(build, value) : (isl_pw_aff_free(value), NULL);
  isl_ast_build_free(build);
  return from_isl(r, x);
}

/* The parameters' text with the strip's two (bulk_r0, bulk_r1) added. */
static const char *params_with_strip(const Region *r) {
  const char *params = region_params_text(r); /* "[a, b] -> " or "[] -> " */
  size_t n = strlen(params);
  if (n < 6 || strcmp(params + n - 5, "] -> ")) return NULL;
  if (!strcmp(params, "[] -> ")) return "[bulk_r0, bulk_r1] -> ";
  return intern_format("%.*s, bulk_r0, bulk_r1] -> ", (int)(n - 5), params);
}

/* A basic set without existentially quantified variables (a stride, a division's remainder):
 * its integer points are those of a rational polyhedron, so convex among the integers too. */
static isl_stat no_local_variables(isl_basic_set *set, void *data) {
  (void)data;
  isl_size locals = isl_basic_set_dim(set, isl_dim_div);
  isl_basic_set_free(set);
  return locals == 0 ? isl_stat_ok : isl_stat_error;
}

/* Wavefront.row_lo .. strip_wave_hi, where lanes take the outer counter: all four or none. */
static void strip_bounds(const Region *r, const ModelLoop *outer, const ModelLoop *inner, Wavefront *w) {
  const char *i = r->vars[outer->var].name, *j = r->vars[inner->var].name;
  const char *params = region_params_constraints(r), *strip_params = params_with_strip(r);
  if (!strip_params) return;
  const char *where = *params ? intern_format("%s and %s", params, region_loops_text(inner)) : region_loops_text(inner);
  const char *context = intern_format("%s{ : %s }", region_params_text(r), *params ? params : "true");
  const char *rows = intern_format("%s{ [%s] : exists (%s : %s) }", region_params_text(r), i, j, where);
  const char *lines = intern_format("%s{ [bulk_w] : exists (%s, %s : %s and bulk_r0 <= %s <= bulk_r1 and bulk_w = %lld * %s + %lld * %s) }",
                                    strip_params, i, j, where, i, w->outer_coef, i, w->inner_coef, j);
  /* a strip lies within the rows' range: some row at or below its first, some at or above its last */
  const char *strip_context = intern_format("%s{ : %s%sbulk_r0 <= bulk_r1 and exists (%s, %s : %s and %s <= bulk_r0) and "
                                            "exists (%s, %s : %s and %s >= bulk_r1) }",
                                            strip_params, params, *params ? " and " : "", i, j, where, i, i, j, where, i);
  /* one convex polyhedron: a row's cells lie on consecutive lines (the CPU's strips need not test each) */
  isl_set *cells = isl_set_coalesce(isl_set_read_from_str(r->isl, intern_format("%s{ [%s, %s] : %s }", region_params_text(r), i, j, where)));
  w->convex = cells && isl_set_n_basic_set(cells) == 1;
  w->cells_polyhedral = w->convex && isl_set_foreach_basic_set(cells, no_local_variables, NULL) == isl_stat_ok;
  isl_set_free(cells);
  w->row_lo = extreme(r, isl_set_read_from_str(r->isl, rows), context, true);
  w->row_hi = extreme(r, isl_set_read_from_str(r->isl, rows), context, false);
  w->strip_wave_lo = extreme(r, isl_set_read_from_str(r->isl, lines), strip_context, true);
  w->strip_wave_hi = extreme(r, isl_set_read_from_str(r->isl, lines), strip_context, false);
  if (!w->row_lo || !w->row_hi || !w->strip_wave_lo || !w->strip_wave_hi) {
    wave_expr_free(w->row_lo), wave_expr_free(w->row_hi);
    wave_expr_free(w->strip_wave_lo), wave_expr_free(w->strip_wave_hi);
    w->row_lo = w->row_hi = w->strip_wave_lo = w->strip_wave_hi = NULL;
  }
}

/* ---- the nest ----------------------------------------------------------------------------- */

static const char *term(long long coef, const char *name, bool first) {
  if (coef == 1) return intern_format("%s%s", first ? "" : " + ", name);
  if (coef == -1) return intern_format("%s%s", first ? "-" : " - ", name);
  if (coef < 0) return intern_format("%s%lld * %s", first ? "-" : " - ", -coef, name);
  return intern_format("%s%lld * %s", first ? "" : " + ", coef, name);
}

void wavefront_free(Wavefront *w) {
  if (!w) return;
  wave_expr_free(w->guard);
  wave_expr_free(w->wave_lo);
  wave_expr_free(w->wave_hi);
  free(w->fed);
  wave_expr_free(w->cell_lo);
  wave_expr_free(w->cell_hi);
  wave_expr_free(w->row_lo);
  wave_expr_free(w->row_hi);
  wave_expr_free(w->strip_wave_lo);
  wave_expr_free(w->strip_wave_hi);
  free(w);
}

/* The outer loop's body, a block or not, ends with the inner loop: 0 where it is the inner loop
 * alone, 1 where statements come before it (a prologue), -1 otherwise. */
static int body_ends_with(const Node *body, const Node *loop) {
  if (body == loop || (body && body->kind == ST_BLOCK && body->args == loop && !loop->next)) return 0;
  if (!body || body->kind != ST_BLOCK || loop->next) return -1;
  for (const Node *item = body->args; item; item = item->next)
    if (item->next == loop) return 1;
  return -1;
}

/* sym is declared by a statement of the prologue (before the inner loop, in the outer's body) */
static bool declared_in_prologue(const Node *outer_body, const Node *inner, const Symbol *sym) {
  for (const Node *item = outer_body->args; item && item != inner; item = item->next)
    if (item->kind == ST_DECL)
      for (const Node *d = item->args; d; d = d->next)
        if (d->sym == sym) return true;
  return false;
}

bool wave_prologue_declares(const Wavefront *w, const Symbol *sym) {
  return w->prologue && declared_in_prologue(w->outer->then, w->inner, sym);
}

bool wave_array_fed(const Wavefront *w, const Symbol *sym) {
  for (int i = 0; w && i < w->nfed; i++)
    if (w->fed[i] == sym) return true;
  return false;
}

/* the lines tried, in order: the fewest lines first; a skew past 3 only with the lanes taking the
   outer counter (strips: a row's read 4 to 8 columns right on the row above) */
static const long long candidates[][2] = {{1, 1}, {1, 2}, {2, 1}, {1, 3}, {3, 1}, {4, 1}, {5, 1}, {6, 1}, {7, 1}, {8, 1}};
enum { NCANDIDATES = sizeof candidates / sizeof *candidates };

/* Whether storage s is left out of the distances: a cell's own; a row's own scalar, declared
 * before its cells (its lane's register, in strips; a row's array would be the instance's one, in
 * memory, which the lanes share). */
static bool left_out(const ModelLoop *outer, const ModelLoop *inner, bool prologue, const Symbol *s) {
  const LoopDependences *lo = outer->node->dependences, *li = inner->node->dependences;
  if (is_private(li, s)) return true;
  return prologue && s->type->kind != TY_ARRAY && is_private(lo, s) && declared_in_prologue(outer->node->then, inner->node, s);
}

static void add_storage(Distances *d, const Dependences *dep) {
  isl_union_map *maps[3] = {dep->flow, dep->anti, dep->output};
  for (int k = 0; k < 3 && !d->failed; k++)
    if (!maps[k] || isl_union_map_foreach_map(maps[k], add_distances, d) < 0) d->failed = true;
}

/* Why no line separates the distances: the first storage whose own distances no line does. */
static const char *unseparated(Region *r, const ModelLoop *outer, const ModelLoop *inner, bool prologue, const Symbol **storages,
                               int n, const Dependences *deps) {
  for (int s = 0; s < n; s++) {
    if (left_out(outer, inner, prologue, storages[s])) continue;
    Distances d = {r, outer, inner, NULL, false, NULL};
    add_storage(&d, &deps[s]);
    bool any = false;
    for (size_t c = 0; !d.failed && d.all && !any && c < NCANDIDATES; c++) any = separates(&d, candidates[c][0], candidates[c][1]);
    isl_set_free(d.all);
    if (!d.failed && !any)
      return intern_format("no line a * %s + b * %s = w (a from 1 to 8, b from 1 to 3) puts the cells that depend on each other through %s on "
                           "different lines%s",
                           outer->counter->name, inner->counter->name, storages[s]->name,
                           storages[s]->type->kind != TY_ARRAY ? "; it is a scalar the cells update (a running maximum, say), which orders them all"
                                                               : "");
  }
  return intern_format("no line a * %s + b * %s = w (a from 1 to 8, b from 1 to 3) puts the cells that depend on each other on different lines",
                       outer->counter->name, inner->counter->name);
}

void wavefront_find(Region *r, const ModelLoop *nest, int nest_index, const Symbol **storages, int n,
                    const Dependences *deps) {
  if (nest_index + 1 >= r->nloops) return;
  const ModelLoop *outer = nest, *inner = r->loops[nest_index + 1];
  LoopDependences *lo = outer->node->dependences, *li = inner->node->dependences;
  int prologue = inner->parent == outer ? body_ends_with(outer->node->then, inner->node) : -1;
  /* the inner loop of a prologue may carry only the row's scalar (a scan or reduction of it) */
  bool inner_carries = li && (li->cls == LOOP_CARRIED || (prologue > 0 && (li->cls == LOOP_SCAN || li->cls == LOOP_REDUCTION)));
  if (!lo || lo->cls != LOOP_CARRIED || inner->parent != outer) return;
  if (prologue < 0) {
    if (li && li->cls == LOOP_CARRIED)
      lo->no_wave = intern_format("statements follow the inner loop at %d:%d in the outer loop's body", inner->node->loc.line, inner->node->loc.col);
    return;
  }
  if (!inner_carries) return;
  if (outer->step != 1 || inner->step != 1 || outer->counter_after || inner->counter_after) {
    lo->no_wave = outer->step != 1 || inner->step != 1 ? "a counter steps by more than 1" : "a counter is read after its loop";
    return;
  }
  Distances d = {r, outer, inner, NULL, false, NULL};
  for (int s = 0; s < n && !d.failed; s++)
    if (!left_out(outer, inner, prologue, storages[s])) add_storage(&d, &deps[s]);
  if (d.failed && d.outside)
    lo->no_wave = intern_format("the statement at %d:%d, outside the inner loop, depends on its cells or they on it; before the inner "
                                "loop, only a row's own scalars may",
                                d.outside->node->loc.line, d.outside->node->loc.col);
  if (!d.failed && !d.all) return; /* no dependence between cells: the loops are not both carrying */
  Wavefront *w = NULL;
  bool tried = false;
  for (size_t c = 0; !d.failed && !w && c < NCANDIDATES; c++) {
    long long a = candidates[c][0], b = candidates[c][1];
    if (!separates(&d, a, b)) continue;
    tried = true;
    w = xcalloc(1, sizeof *w);
    w->outer = outer->node;
    w->inner = inner->node;
    w->outer_coef = a * outer->dir;
    w->inner_coef = b * inner->dir;
    w->lanes_take_outer = b == 1;
    w->prologue = prologue > 0;
    if (!line_loops(r, outer, inner, w)) {
      wavefront_free(w);
      w = NULL;
      lo->no_wave = intern_format("isl does not give the cells of a line %s as one loop of bounds the strips have",
                                  intern_format("%s%s", term(a * outer->dir, outer->counter->name, true), term(b * inner->dir, inner->counter->name, false)));
      break;
    }
    if (w->lanes_take_outer) strip_bounds(r, outer, inner, w);
    const char *i = outer->counter->name, *j = inner->counter->name;
    w->text = intern_format("%s%s", term(w->outer_coef, i, true), term(w->inner_coef, j, false));
  }
  if (!d.failed && !tried) lo->no_wave = unseparated(r, outer, inner, prologue > 0, storages, n, deps);
  isl_set_free(d.all);
  wavefront_free(lo->wave);
  lo->wave = w;
  if (w) lo->no_wave = NULL;
}
