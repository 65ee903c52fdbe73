/* stage.c: which arrays a grid form's strip stages in shared memory (codegen's team.c runs it).
 *
 * A strip's warp runs BULKCC_STAGE_LINES lines at a time. Before them it copies, for each staged
 * array, the elements those lines' cells may touch into the warp's shared memory, all the copies in
 * flight at once; the cells then read the copy (and write it, and the array, where they store), so
 * a line waits on shared memory, not on the round trip to the device's memory that each line made
 * before. An array is staged where every use of it in the cell is an element X[r + a][c + b] (r the
 * outer counter, c the inner one, a and b constants), X[r + a] or X[c + b], none under ++ or --, and
 * the cell reads it: on the line w = s * r + c, the elements of a strip's rows r0 .. r0 + R - 1 that
 * lines w0 .. w0 + L - 1 touch lie, in row r + a, at columns w0 - s * (r + a) + (s * a + b) + k for
 * k from 0 to L - 1: a band of L + (the spread of s * a + b) columns a row.
 *
 * The copy is made after the strips before have done every line before the chunk's last, so it
 * holds what they wrote; the strip's own earlier stores are its warp's. A cell's sources lie on
 * earlier lines, in its row or those before: before the chunk, so in the copy, or in the chunk and
 * this strip's, so written to the copy too. Stores also go to the array at once, so the next strip
 * and what follows the nest read them there; an array whose every store is the cell's own element,
 * made once by every cell (find_deferred), is stored at the chunk's end instead, before the chunk
 * says it is done, a row's run at a time. The rows of a copy that only the strip's own cells store
 * to stay in shared memory from chunk to chunk (StageArray.kept; codegen/stage.c moves them), and
 * where every read of the array reads a value a cell wrote (StageArray.fed, from isl's dataflow)
 * nothing more of them is copied. */
#include <limits.h>
#include <stdlib.h>

#include "../dependences/dependences.h"
#include "plan.h"

/* A conversion that keeps every in-bounds subscript's value: to an integer type of int's size or
 * more, from one no wider (a narrower one, _Bool or unsigned char, would wrap or fold values). */
static bool keeps_value(const Node *cast) {
  const Type *to = cast->cast_type, *from = cast->lhs->type;
  return to && from && type_is_integer(to) && type_is_integer(from) && to->kind != TY_BOOL && type_size(to) >= 4 &&
         type_size(to) >= type_size(from);
}

/* The variable under a subscript v, v + k, k + v or v - k (k an integer constant, each within
 * STAGE_OFFSET_MAX, any depth), through conversions that keep its values; NULL for another. */
static const Symbol *subscript_variable(const Node *e) {
  while (e->kind == ND_CAST && keeps_value(e)) e = e->lhs;
  if (e->kind == ND_VAR) return e->sym;
  if (e->kind != ND_BINARY || (e->op != OP_ADD && e->op != OP_SUB)) return NULL;
  const Node *k = e->rhs, *v = e->lhs;
  if (e->op == OP_ADD && v->kind == ND_INT) k = e->lhs, v = e->rhs;
  if (k->kind != ND_INT || k->ival > STAGE_OFFSET_MAX || k->ival < -STAGE_OFFSET_MAX) return NULL;
  return subscript_variable(v);
}

long long plan_stage_offset(const Node *e) {
  while (e->kind == ND_CAST) e = e->lhs;
  if (e->kind == ND_VAR) return 0;
  if (e->op == OP_ADD && e->lhs->kind == ND_INT) return e->lhs->ival + plan_stage_offset(e->rhs);
  return plan_stage_offset(e->lhs) + (e->op == OP_SUB ? -e->rhs->ival : e->rhs->ival);
}

bool plan_counter_offset(const Node *e, const Symbol *sym, long long *offset) {
  if (subscript_variable(e) != sym) return false;
  *offset = plan_stage_offset(e);
  return true;
}

typedef struct StageScan {
  const Symbol *row, *col;
  long long skew;
  StageArray *arrays;
  int narrays;
  size_t cap;
} StageScan;

static StageArray *array_of(StageScan *s, const Symbol *sym) {
  for (int i = 0; i < s->narrays; i++)
    if (s->arrays[i].sym == sym) return &s->arrays[i];
  s->arrays = grow_array(s->arrays, &s->cap, (size_t)s->narrays + 1, sizeof *s->arrays, "the staged arrays");
  StageArray *a = &s->arrays[s->narrays++];
  *a = (StageArray){.sym = sym, .row_lo = LLONG_MAX, .row_hi = LLONG_MIN, .col_lo = LLONG_MAX, .col_hi = LLONG_MIN,
                    .wrow_lo = LLONG_MAX, .wrow_hi = LLONG_MIN};
  const Type *t = sym->type;
  a->dims = t->kind == TY_ARRAY && t->base->kind == TY_ARRAY ? 2 : 1;
  a->staged = t->kind == TY_ARRAY && t->len > 0 && (a->dims == 1 || (t->base->len > 0 && t->base->base->kind != TY_ARRAY));
  a->staged = a->staged && type_is_arithmetic(type_element(sym->type)); /* copied as a value of its type */
  if (a->staged) {
    a->rows = a->dims == 2 ? t->len : 0;
    a->cols = a->dims == 2 ? t->base->len : t->len;
  }
  return a;
}

static void widen(long long *lo, long long *hi, long long v) {
  if (v < *lo) *lo = v;
  if (v > *hi) *hi = v;
}

/* One element's use: its subscripts' offsets from the counters, or the array is not staged. */
static void element_use(StageScan *s, StageArray *a, const Node *n) {
  const Node *sub[2] = {NULL, NULL};
  int depth = 0;
  for (const Node *m = n; m->kind == ND_INDEX; m = m->lhs) depth++;
  if (depth != a->dims) {
    a->staged = false;
    return;
  }
  if (a->dims == 2) sub[0] = n->lhs->rhs, sub[1] = n->rhs;
  else sub[0] = n->rhs;
  long long dr, dc;
  if (a->dims == 2) {
    if (!plan_counter_offset(sub[0], s->row, &dr) || !plan_counter_offset(sub[1], s->col, &dc)) {
      a->staged = false;
      return;
    }
    widen(&a->row_lo, &a->row_hi, dr);
    widen(&a->col_lo, &a->col_hi, s->skew * dr + dc);
    return;
  }
  /* one dimension: along the rows (the outer counter) or the columns, the same for every use */
  bool along_rows = plan_counter_offset(sub[0], s->row, &dr);
  if (!along_rows && !plan_counter_offset(sub[0], s->col, &dc)) {
    a->staged = false;
    return;
  }
  int along = along_rows ? STAGE_ALONG_ROWS : STAGE_ALONG_COLUMNS;
  if (a->along && a->along != along) a->staged = false;
  a->along = along;
  if (along_rows) widen(&a->row_lo, &a->row_hi, dr);
  else widen(&a->col_lo, &a->col_hi, dc);
}

static bool is_array_symbol(const Symbol *sym) {
  return sym && (sym->kind == SYM_VAR || sym->kind == SYM_PARAM) && sym->type->kind == TY_ARRAY;
}

static AstStep scan_use(const Node *n, void *data) {
  StageScan *s = data;
  if (n->kind == ND_INDEX) {
    const Node *root = ast_index_root(n);
    if (root->kind != ND_VAR || !is_array_symbol(root->sym)) return AST_WALK_ON;
    StageArray *a = array_of(s, root->sym);
    if (a->staged) element_use(s, a, n);
    /* the subscripts, not the array again */
    for (const Node *m = n; m->kind == ND_INDEX; m = m->lhs) ast_walk(m->rhs, scan_use, NULL, s);
    return AST_WALK_SKIP;
  }
  if ((n->kind == ND_PREINC || n->kind == ND_PREDEC || n->kind == ND_POSTINC || n->kind == ND_POSTDEC) && n->lhs->kind == ND_INDEX) {
    const Node *root = ast_index_root(n->lhs);
    if (root->kind == ND_VAR && is_array_symbol(root->sym)) array_of(s, root->sym)->staged = false;
    return AST_WALK_ON;
  }
  if (n->kind == ND_ASSIGN && n->lhs->kind == ND_INDEX) {
    const Node *root = ast_index_root(n->lhs);
    if (root->kind == ND_VAR && is_array_symbol(root->sym)) {
      StageArray *a = array_of(s, root->sym);
      a->written = true; /* x op= y's read: scan_reads */
      long long dr;
      /* a store's row: the rows other strips write are copied again each chunk */
      if (n->lhs->lhs->kind == ND_INDEX && plan_counter_offset(n->lhs->lhs->rhs, s->row, &dr)) widen(&a->wrow_lo, &a->wrow_hi, dr);
      else a->wrow_lo = LLONG_MIN, a->wrow_hi = LLONG_MAX; /* not of the form: no row is the strip's alone */
    }
    return AST_WALK_ON;
  }
  if (n->kind == ND_VAR && is_array_symbol(n->sym)) array_of(s, n->sym)->staged = false; /* whole, or a row */
  return AST_WALK_ON;
}

/* reads: an element's use as a value (not the target of a plain assignment) */
static AstStep scan_reads(const Node *n, void *data) {
  StageScan *s = data;
  if (n->kind == ND_ASSIGN && n->lhs->kind == ND_INDEX && !n->op) {
    for (const Node *m = n->lhs; m->kind == ND_INDEX; m = m->lhs) ast_walk(m->rhs, scan_reads, NULL, s);
    ast_walk(n->rhs, scan_reads, NULL, s);
    return AST_WALK_SKIP;
  }
  if (n->kind == ND_INDEX) {
    const Node *root = ast_index_root(n);
    if (root->kind == ND_VAR && is_array_symbol(root->sym)) array_of(s, root->sym)->read = true;
  }
  return AST_WALK_ON;
}

#define STAGE_STRING(x) #x
#define STAGE_TEXT(x) STAGE_STRING(x)
#define STAGE_BYTES_TEXT STAGE_TEXT(STAGE_BYTES_MAX)
#define STAGE_OFFSET_TEXT STAGE_TEXT(STAGE_OFFSET_MAX)

long long plan_stage_elements(const StageArray *a, long long skew) {
  long long rows = a->row_hi - a->row_lo, cols = a->col_hi - a->col_lo;
  if (a->dims == 2) return (STAGE_DEFAULT_ROWS + rows) * ((STAGE_DEFAULT_LINES + cols) | 1); /* rows an odd count apart */
  if (a->along == STAGE_ALONG_ROWS) return STAGE_DEFAULT_ROWS + rows;
  return STAGE_DEFAULT_LINES + skew * (STAGE_DEFAULT_ROWS - 1) + cols;
}

bool plan_stage_copied_once(const StageArray *a) {
  return a->dims == 1 && a->along == STAGE_ALONG_ROWS && a->read && !a->written;
}

/* Whether a 2-D staged array is a working array of the instance that nothing reads after the
 * nest: a local of the function (not a parameter, whose elements the caller gets back), not in a
 * loop, not mentioned in any statement after it, in a function without goto. */
static bool dead_after_nest(const Function *fn, const Node *nest, const StageArray *a) {
  if (a->dims != 2 || a->sym->kind != SYM_VAR || !fn || !fn->body) return false;
  return !ast_used_after(fn->body, nest, a->sym);
}

/* ---- stores deferred to the chunk's end ---------------------------------------------------- */

typedef struct OwnStores {
  StageScan *scan;
  const Node *top;  /* the statement of the cell's own being walked: its expression's store is one */
  bool exits;       /* the cell may leave before its end: break, continue, return, goto */
  bool *own;        /* per array: every store so far is an own statement's, to X[r][c] */
} OwnStores;

static int array_number(const StageScan *s, const Symbol *sym) {
  for (int i = 0; i < s->narrays; i++)
    if (s->arrays[i].sym == sym) return i;
  return -1;
}

/* Whether lhs is X[r][c] exactly: the outer counter and the inner one, offsets 0. */
static bool own_element(const StageScan *s, const Node *lhs) {
  long long dr, dc;
  return lhs->kind == ND_INDEX && lhs->lhs->kind == ND_INDEX && plan_counter_offset(lhs->lhs->rhs, s->row, &dr) &&
         plan_counter_offset(lhs->rhs, s->col, &dc) && dr == 0 && dc == 0;
}

static AstStep scan_own_stores(const Node *n, void *data) {
  OwnStores *o = data;
  if (n->kind == ST_BREAK || n->kind == ST_CONTINUE || n->kind == ST_RETURN || n->kind == ST_GOTO || n->kind == ST_LABEL ||
      n->kind == ST_SWITCH)
    o->exits = true;
  if (n->kind == ND_ASSIGN && n->lhs->kind == ND_INDEX) {
    const Node *root = ast_index_root(n->lhs);
    int k = root->kind == ND_VAR ? array_number(o->scan, root->sym) : -1;
    /* the expression of an own statement, not inside it, at the cell's own element */
    if (k >= 0 && !(o->top && o->top->lhs == n && own_element(o->scan, n->lhs))) o->own[k] = false;
  }
  return AST_WALK_ON;
}

/* Which arrays' stores may wait for the chunk's end (StageArray.deferred): each is the whole
 * expression of a statement of the cell's body's own (not under an if, a loop or ?:), which every
 * cell runs once (no way out before the body's end), and stores X[r][c], the cell's own element.
 * Then the cells of a chunk are exactly the elements it stores, each once, and no other strip's
 * cell stores one: the chunk's end writes them from the copy, and the strips after (which wait
 * for the chunk's end) and the chunks after (which copy in after it) read them there. */
static void find_deferred(StageScan *s, const Node *cell) {
  bool *own = xcalloc((size_t)s->narrays + 1, sizeof *own);
  for (int i = 0; i < s->narrays; i++) own[i] = true;
  OwnStores o = {s, NULL, false, own};
  const Node *items = cell->kind == ST_BLOCK ? cell->args : cell;
  for (const Node *item = items; item; item = cell->kind == ST_BLOCK ? item->next : NULL) {
    o.top = item->kind == ST_EXPR ? item : NULL;
    ast_walk(item, scan_own_stores, NULL, &o);
  }
  for (int i = 0; i < s->narrays; i++)
    s->arrays[i].deferred = !o.exits && own[i] && s->arrays[i].written && s->arrays[i].dims == 2;
  free(own);
}

/* Whether the strip above can hand on what a strip reads of it as data (StripStage.carry; NULL, or
 * why not): each
 * array the cells both read and write is staged (among the first `kept`), deferred (each element
 * stored once, by its own cell, and final then), 2-D, read at no row below the cell's and at most
 * STAGE_DEFAULT_ROWS rows above (the strip above's), its elements of at most 4 bytes (a word holds
 * one and a 32-bit tag); and every array not staged is one the cells only read, element by element
 * (left out of shared memory for its size). Then the only elements a strip's copies after the wait read of other
 * strips' are those rows of the strip above, and the strip above writes each, with the wavefront
 * run's tag, as it stores it; the strip below takes each (polling the word) in place of waiting
 * for the strip above's count. Hand-written, the summed area table took 3.56 ms so against 7.4
 * with counts (bench/results/2026-11-29-ceilings-handoff-as-data.md). */
static const char *find_carry(const StageScan *s, bool blocked, int kept, StripStage *out) {
  out->carry = false;
  if (blocked) return "an array the cells read where it lies may be written (or is used whole, or under ++ or --)";
  long long stride = 0, rows = 0;
  for (int i = 0; i < kept; i++) {
    StageArray *a = &s->arrays[i];
    a->carry_depth = a->carry_offset = 0;
    if (!a->read || !a->written) continue;
    const char *name = a->sym->name;
    if (a->dims != 2 || !a->deferred) return intern_format("%s is not stored once a cell to its own element", name);
    if (a->row_hi > 0) return intern_format("%s is read at a row below the cell's", name);
    if (a->row_lo < -STAGE_DEFAULT_ROWS) return intern_format("%s is read more than %d rows above the cell's", name, STAGE_DEFAULT_ROWS);
    if (type_size(type_element(a->sym->type)) > 4) return intern_format("%s's elements take more than 4 bytes", name);
    if (a->cols <= 0 || a->rows <= 0) return intern_format("%s has no elements", name);
    a->carry_depth = -a->row_lo;
    a->carry_offset = stride;
    stride += a->carry_depth * a->cols;
    if (a->rows > rows) rows = a->rows;
  }
  if (!stride) return "no cell reads a row above of an array the cells write";
  out->carry = true;
  out->carry_stride = stride;
  out->carry_strips = (rows + STAGE_DEFAULT_ROWS - 1) / STAGE_DEFAULT_ROWS;
  return NULL;
}

const char *plan_strip_stage(const Function *fn, const Node *loop, StripStage *out) {
  *out = (StripStage){0};
  const TeamLoop *t = loop->plan_team;
  if (!plan_grid_strips(t)) return "not in strips";
  const Wavefront *w = t->wave;
  const LoopDependences *od = loop->dependences, *id = w->inner->dependences;
  if (!od || !id || od->dir <= 0 || id->dir <= 0 || od->step != 1 || id->step != 1) return "the counters do not both count up by 1";
  if (w->inner_coef != 1 || w->outer_coef < 0 || w->outer_coef > STAGE_OFFSET_MAX)
    return "the lines are not s * row + column (s from 0 to " STAGE_OFFSET_TEXT ")";
  StageScan s = {loop->init->args->sym, w->inner->init->args->sym, w->outer_coef, NULL, 0, 0};
  const Node *cell = w->inner->then;
  ast_walk(cell, scan_use, NULL, &s);
  ast_walk(cell, scan_reads, NULL, &s);
  find_deferred(&s, cell);
  int kept = 0;
  /* an array read where it lies that a cell may write (or pass whole, or under ++ or --): a strip
     must then wait on the strips before's counts (find_carry) */
  bool carry_blocked = false;
  long long bytes = 0;
  /* the arrays the cells write first (their reads are the chain from line to line), then those
     they only read (a copy of those only saves the reads' waits); one the cells only write, where
     its stores are deferred (a row's run at a time, not a sector a lane) */
  for (int i = 0; i < s.narrays; i++) s.arrays[i].staged = s.arrays[i].staged && (s.arrays[i].read || s.arrays[i].deferred);
  for (int i = 0; i < s.narrays; i++)
    for (int k = i; k > 0 && s.arrays[k].written && !s.arrays[k - 1].written; k--) {
      StageArray moved = s.arrays[k];
      s.arrays[k] = s.arrays[k - 1], s.arrays[k - 1] = moved;
    }
  for (int i = 0; i < s.narrays; i++) {
    StageArray *a = &s.arrays[i];
    if (!a->staged) {
      carry_blocked = true;
      continue;
    }
    if (a->row_lo == LLONG_MAX) a->row_lo = a->row_hi = 0; /* an array along the columns */
    if (a->col_lo == LLONG_MAX) a->col_lo = a->col_hi = 0; /* ... along the rows */
    long long region = (plan_stage_elements(a, s.skew) * type_size(type_element(a->sym->type)) + 15) / 16 * 16;
    if (bytes + region > STAGE_BYTES_MAX) {
      out->left_out = intern_format("%s%s%s", out->left_out ? out->left_out : "", out->left_out ? ", " : "", a->sym->name);
      carry_blocked |= a->written;
      continue;
    }
    bytes += region;
    a->dead_after = dead_after_nest(fn, loop, a);
    a->stores_where_read = !a->deferred && a->dead_after;
    /* error diffusion's level (stored where read) took 132.0 ms kept against 87.6 on an H200
       (bench/results/2026-11-29-kept-rows.md), for a cause not found */
    a->kept = a->dims == 2 && a->read && !a->stores_where_read;
    a->fed = a->kept && a->written && wave_array_fed(w, a->sym);
    s.arrays[kept++] = *a;
  }
  if (!kept) {
    free(s.arrays);
    return out->left_out ? "a warp's copies would take more than " STAGE_BYTES_TEXT " bytes of shared memory"
                    : "no array the cells read is indexed by the counters plus constants throughout";
  }
  out->no_carry = find_carry(&s, carry_blocked, kept, out);
  out->arrays = s.arrays;
  out->narrays = kept;
  out->skew = w->outer_coef;
  return NULL;
}

void plan_strip_stage_free(StripStage *s) {
  free(s->arrays);
  *s = (StripStage){0};
}
