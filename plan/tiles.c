/* tiles.c: whether a grid form's strip runs its cells split by statement (codegen/tiles.c).
 *
 * A strip runs a line at a time: a cell of row r waits for the cells of the lines before, so a
 * strip can start a chunk of columns only once the strip above has run the chunk's lines, and its
 * lanes wait for each other every line. Many dynamic programs have statements that depend only on
 * their own row's earlier cells (the summed area table's running sum of the row, `row += a[y][x]`)
 * and statements that depend on the rows above only in their own column (`s[y][x] = s[y - 1][x] +
 * row`). Then a tile of the strip's rows by BULKCC_TEAM columns runs the first kind a lane a row
 * across the tile, before waiting for the strip above (they need nothing of it), and the second
 * kind a lane a column down the tile, each column's rows above in the lane's registers: the strip
 * below waits only for one tile's column pass, and no lane waits for another's line. Hand-written,
 * the table so took 3.56 ms at 32K x 32K against 15.3 for the strips of lines
 * (bench/results/2026-11-29-ceilings-handoff-as-data.md).
 *
 * The nest takes it where (each failure says why, in --dump=plan):
 *   - the inner loop's range is the same for every row (bounds the nest does not write: the cells a
 *     rectangle), both counters declared by their loops and counting up by 1;
 *   - the cell is a list of expression statements, declarations, and (among the row statements)
 *     ifs and blocks;
 *   - its first statements (the row statements, at least one) store no array element, write only
 *     the row's own scalars (the prologue's and their own declarations), and read only arrays the
 *     nest does not write;
 *   - the others (the column statements, at least one) each store at most one element, the cell's
 *     own X[r][c], as the whole statement (`X[r][c] = e;`), each array by one statement; write only
 *     their own declarations; read the arrays the nest writes only where a column statement stores
 *     them, at X[r - d][c] (d from 1 to TILE_DEPTH_MAX) or, after the store, X[r][c]; and read a
 *     row's scalar only as its value after the cell's row statements (a tile of it is kept).
 * Then no column statement touches what a row statement does, except the row's scalars a cell's
 * column statements read after its row statements set them; the row statements depend only on
 * their own row's earlier cells, in the lane's order; and each column statement's sources are its
 * own column's cells above, in the lane's order or the strip above's, which it hands on. The order
 * changes nothing a cell computes: bit for bit. */
#include <limits.h>
#include <stdlib.h>

#include "../dependences/dependences.h"
#include "plan.h"

typedef struct TileScan {
  const Symbol *row, *col;   /* the counters */
  SymbolList written;        /* what the nest writes or declares, scalars and arrays */
  SymbolList row_scalars;    /* the prologue's declarations, and the row statements' */
  SymbolList column_locals;  /* the column statements' declarations */
  SymbolList expanded, staged_candidates, not_stageable;
  bool call;                 /* a call that may write what it reaches (ast_call_may_write) */
  StripTiles *out;
  size_t stmts_cap, columns_cap, staged_cap;
  int stmt;                  /* the statement being scanned */
  const Node *top;           /* ... its expression, where an expression statement */
  const char *why;
} TileScan;

static bool is_array(const Symbol *sym) { return sym && (sym->kind == SYM_VAR || sym->kind == SYM_PARAM) && sym->type->kind == TY_ARRAY; }

static const Symbol *target_symbol(const Node *lhs) {
  if (lhs->kind == ND_VAR) return lhs->sym;
  if (lhs->kind == ND_INDEX) {
    const Node *root = ast_index_root(lhs);
    return root->kind == ND_VAR ? root->sym : NULL;
  }
  return NULL;
}

static bool is_update(const Node *n) {
  return n->kind == ND_PREINC || n->kind == ND_PREDEC || n->kind == ND_POSTINC || n->kind == ND_POSTDEC;
}

static AstStep scan_written(const Node *n, void *data) {
  TileScan *s = data;
  if (n->kind == ND_VARDECL) symbol_list_add(&s->written, n->sym, "the nest's storage");
  if (n->kind == ND_ASSIGN || is_update(n)) symbol_list_add(&s->written, target_symbol(n->lhs), "the nest's storage");
  if (n->kind == ND_CALL && ast_call_may_write(n)) s->call = true;
  return AST_WALK_ON;
}

/* A bound the nest does not change: constants and scalars it never writes. */
static bool invariant(const TileScan *s, const Node *e) {
  if (!e) return true;
  switch (e->kind) {
  case ND_INT: return true;
  case ND_VAR:
    return e->sym && (e->sym->kind == SYM_VAR || e->sym->kind == SYM_PARAM) && e->sym->type->kind != TY_ARRAY &&
           !symbol_listed(&s->written, e->sym) && e->sym != s->row && e->sym != s->col;
  case ND_CAST: case ND_UNARY: return invariant(s, e->lhs);
  case ND_BINARY: return invariant(s, e->lhs) && invariant(s, e->rhs);
  default: return false;
  }
}

static bool own_element(const TileScan *s, const Node *e, long long *dr) {
  long long dc;
  return e->kind == ND_INDEX && e->lhs->kind == ND_INDEX && e->lhs->lhs->kind == ND_VAR &&
         plan_counter_offset(e->lhs->rhs, s->row, dr) && plan_counter_offset(e->rhs, s->col, &dc) && dc == 0;
}

static void refuse(TileScan *s, const char *why) {
  if (!s->why) s->why = why;
}

static TileColumn *column_of(const StripTiles *t, const Symbol *sym) {
  for (int i = 0; i < t->ncolumns; i++)
    if (t->columns[i].sym == sym) return &t->columns[i];
  return NULL;
}

/* ---- the row statements ---------------------------------------------------------------------- */

typedef struct RowCheck {
  TileScan *s;
  bool ok;
} RowCheck;

static AstStep check_row(const Node *n, void *data) {
  RowCheck *c = data;
  TileScan *s = c->s;
  if (n->kind == ND_VARDECL) symbol_list_add(&s->row_scalars, n->sym, "a row's scalars");
  if (n->kind == ND_ASSIGN || is_update(n)) {
    const Symbol *t = target_symbol(n->lhs);
    if (n->lhs->kind != ND_VAR || !symbol_listed(&s->row_scalars, t)) c->ok = false;
  }
  if (n->kind == ND_INDEX) {
    const Symbol *a = ast_index_root_symbol(n);
    long long dr;
    if (!a || symbol_listed(&s->written, a)) c->ok = false;
    else if (own_element(s, n, &dr) && dr == 0) symbol_list_add(&s->staged_candidates, a, "the arrays the row statements read");
    else symbol_list_add(&s->not_stageable, a, "the arrays read other than as X[r][c]");
    for (const Node *m = n; c->ok && m->kind == ND_INDEX; m = m->lhs) ast_walk(m->rhs, check_row, NULL, c);
    return c->ok ? AST_WALK_SKIP : AST_WALK_STOP;
  }
  return c->ok ? AST_WALK_ON : AST_WALK_STOP;
}

/* ---- the column statements ------------------------------------------------------------------- */

static AstStep find_stores(const Node *n, void *data) {
  TileScan *s = data;
  if (n->kind == ND_VARDECL) symbol_list_add(&s->column_locals, n->sym, "a column's scalars");
  if (n->kind != ND_ASSIGN && !is_update(n)) return AST_WALK_ON;
  const Symbol *t = target_symbol(n->lhs);
  long long dr = 1;
  if (n->lhs->kind == ND_VAR && symbol_listed(&s->column_locals, t)) return AST_WALK_ON;
  if (n == s->top && n->kind == ND_ASSIGN && !n->op && is_array(t) && own_element(s, n->lhs, &dr) && dr == 0) {
    const Type *ty = t->type;
    if (column_of(s->out, t)) {
      refuse(s, intern_format("%s is stored by two column statements", t->name));
    } else if (ty->base->kind != TY_ARRAY || ty->len <= 0 || ty->base->len <= 0 || ty->base->base->kind == TY_ARRAY ||
               !type_is_arithmetic(type_element((Type *)ty))) {
      refuse(s, intern_format("%s is not a 2-D array of numbers of known extents", t->name));
    } else {
      StripTiles *o = s->out;
      o->columns = grow_array(o->columns, &s->columns_cap, (size_t)o->ncolumns + 1, sizeof *o->columns, "the column arrays");
      o->columns[o->ncolumns++] = (TileColumn){.sym = t, .store = s->stmt, .rows = ty->len, .cols = ty->base->len};
    }
    return AST_WALK_ON;
  }
  refuse(s, intern_format("a column statement writes %s, not the cell's own element X[r][c] (the whole statement) nor a scalar of its own",
                          t ? t->name : "a location"));
  return AST_WALK_ON;
}

/* A read in a column statement: of an array the nest writes, only where a column statement stores
 * it, the cell's rows above or its own element after the store; a row's scalar, from its tile. */
static AstStep check_column_reads(const Node *n, void *data) {
  TileScan *s = data;
  if (n->kind == ND_ASSIGN && !n->op && n->lhs->kind == ND_INDEX) { /* the store: its subscripts and value */
    for (const Node *m = n->lhs; m->kind == ND_INDEX; m = m->lhs) ast_walk(m->rhs, check_column_reads, NULL, s);
    ast_walk(n->rhs, check_column_reads, NULL, s);
    return AST_WALK_SKIP;
  }
  if (n->kind == ND_ASSIGN && !n->op && n->lhs->kind == ND_VAR) { /* a local's store: its value */
    ast_walk(n->rhs, check_column_reads, NULL, s);
    return AST_WALK_SKIP;
  }
  if (n->kind == ND_INDEX) {
    const Symbol *a = ast_index_root_symbol(n);
    if (a && !symbol_listed(&s->written, a)) {
      long long dr;
      if (!own_element(s, n, &dr) || dr != 0) symbol_list_add(&s->not_stageable, a, "the arrays read other than as X[r][c]");
      for (const Node *m = n; m->kind == ND_INDEX; m = m->lhs) ast_walk(m->rhs, check_column_reads, NULL, s);
      return AST_WALK_SKIP;
    }
    TileColumn *c = a ? column_of(s->out, a) : NULL;
    long long dr;
    if (!c || !own_element(s, n, &dr)) {
      refuse(s, intern_format("a column statement reads %s, which the nest writes, other than at X[r - d][c] where a column statement stores X[r][c]",
                              a ? a->name : "an element"));
    } else if (dr == 0 && c->store >= s->stmt) {
      refuse(s, intern_format("a column statement reads %s[r][c] before its store", a->name));
    } else if (dr > 0 || -dr > TILE_DEPTH_MAX) {
      refuse(s, intern_format("a column statement reads %s below the cell's row or more than %d rows above", a->name, TILE_DEPTH_MAX));
    } else {
      if (-dr > c->depth) c->depth = -dr;
      if (dr == 0) c->read_own = true;
    }
    return AST_WALK_SKIP;
  }
  if (n->kind == ND_VAR && n->sym && n->sym->type->kind != TY_ARRAY && (n->sym->kind == SYM_VAR || n->sym->kind == SYM_PARAM)) {
    const Symbol *v = n->sym;
    if (v == s->row || v == s->col || symbol_listed(&s->column_locals, v)) return AST_WALK_ON;
    if (symbol_listed(&s->row_scalars, v)) symbol_list_add(&s->expanded, v, "the row's scalars the columns read");
    else if (symbol_listed(&s->written, v)) refuse(s, intern_format("a column statement reads %s, which the nest writes outside the row's scalars", v->name));
  }
  return AST_WALK_ON;
}

/* ---- the plan ---------------------------------------------------------------------------------- */

static const char *inner_bounds(TileScan *s, const Node *inner, StripTiles *out) {
  const Node *init = inner->init, *cond = inner->cond;
  if (!init || init->kind != ST_DECL || !init->args || init->args->next || !init->args->init) return "the inner loop does not declare its counter";
  if (!cond || cond->kind != ND_BINARY || (cond->op != OP_LT && cond->op != OP_LE) || cond->lhs->kind != ND_VAR || cond->lhs->sym != s->col)
    return "the inner loop's test is not c < bound or c <= bound";
  if (!invariant(s, init->args->init) || !invariant(s, cond->rhs)) return "the inner loop's range changes from row to row (or the nest writes its bounds)";
  /* a signed counter tested as unsigned: the dependences took the loop only where its start and
     bound are proved in the unsigned type's range (dependences/model.c), so the test is the
     comparison of their values */
  const Type *compared = type_usual_conversion(cond->lhs->type, cond->rhs->type);
  if (!compared || !type_is_integer(compared)) return "the inner loop's test is not of integers";
  out->col_counter = s->col;
  out->col_first = init->args->init;
  out->col_last = cond->rhs;
  out->col_last_inclusive = cond->op == OP_LE;
  return NULL;
}

/* An empty statement, or a block of them. */
static bool empty_statement(const Node *n) {
  if (n->kind == ST_EMPTY) return true;
  if (n->kind != ST_BLOCK) return false;
  for (const Node *it = n->args; it; it = it->next)
    if (!empty_statement(it)) return false;
  return true;
}

static const char *split_cell(TileScan *s, const Node *cell, StripTiles *out) {
  int n = 0;
  const Node *items = cell->kind == ST_BLOCK ? cell->args : cell;
  for (const Node *it = items; it; it = cell->kind == ST_BLOCK ? it->next : NULL) {
    if (empty_statement(it)) continue;
    if (it->kind != ST_EXPR && it->kind != ST_DECL && it->kind != ST_IF && it->kind != ST_BLOCK)
      return "the cell holds a statement other than expressions, declarations, ifs and blocks";
    out->stmts = grow_array(out->stmts, &s->stmts_cap, (size_t)n + 1, sizeof *out->stmts, "the cell's statements");
    out->stmts[n++] = it;
  }
  out->nstmts = n;
  RowCheck c = {s, true};
  while (out->split < n) {
    ast_walk(out->stmts[out->split], check_row, NULL, &c);
    if (!c.ok) break;
    out->split++;
  }
  if (out->split == 0) return "the cell's first statement stores an element, writes a scalar not the row's own, or reads an array the nest writes";
  if (out->split == n) return "every statement is a row statement (the rows do not depend on each other)";
  /* a column statement's store is the whole statement, in every cell */
  for (int i = out->split; i < n; i++)
    if (out->stmts[i]->kind != ST_EXPR && out->stmts[i]->kind != ST_DECL)
      return "a column statement is an if or a block (its stores would not be in every cell)";
  for (s->stmt = out->split; s->stmt < n; s->stmt++) {
    s->top = out->stmts[s->stmt]->kind == ST_EXPR ? out->stmts[s->stmt]->lhs : NULL;
    ast_walk(out->stmts[s->stmt], find_stores, NULL, s);
  }
  for (s->stmt = out->split; s->stmt < n && !s->why; s->stmt++) ast_walk(out->stmts[s->stmt], check_column_reads, NULL, s);
  return s->why;
}

long long plan_tiles_bytes(const StripTiles *t) {
  long long bytes = 0;
  /* a staged array's tiles: the tile's, and the next ones' copies in flight */
  for (int i = 0; i < t->nstaged; i++) bytes += (TILE_AHEAD_DEFAULT + 1) * ((STAGE_DEFAULT_ROWS * (STAGE_DEFAULT_ROWS + 1) * type_size(type_element(t->staged[i]->type)) + 15) / 16 * 16);
  for (int i = 0; i < t->nexpanded; i++) bytes += (STAGE_DEFAULT_ROWS * (STAGE_DEFAULT_ROWS + 1) * type_size(t->expanded[i]->type) + 15) / 16 * 16;
  return bytes;
}

static const char *find_tile_carry(StripTiles *t) {
  long long stride = 0, rows = 0;
  for (int i = 0; i < t->ncolumns; i++) {
    TileColumn *c = &t->columns[i];
    if (!c->depth) continue;
    if (type_size(type_element(c->sym->type)) > 4) return intern_format("%s's elements take more than 4 bytes", c->sym->name);
    c->carry_offset = stride;
    stride += c->depth * c->cols;
    if (c->rows > rows) rows = c->rows;
  }
  if (!stride) return "no column statement reads a row above";
  t->carry = true;
  t->carry_stride = stride;
  t->carry_strips = (rows + STAGE_DEFAULT_ROWS - 1) / STAGE_DEFAULT_ROWS;
  return NULL;
}

const char *plan_strip_tiles(const Function *fn, const Node *loop, StripTiles *out) {
  (void)fn;
  *out = (StripTiles){0};
  const TeamLoop *t = loop->plan_team;
  if (!plan_grid_strips(t)) return "not in strips";
  const Wavefront *w = t->wave;
  const LoopDependences *od = loop->dependences, *id = w->inner->dependences;
  if (!od || !id || od->dir <= 0 || id->dir <= 0 || od->step != 1 || id->step != 1) return "the counters do not both count up by 1";
  if (!od->counter_declared || !id->counter_declared) return "a counter is not declared by its loop";
  TileScan s = {.row = loop->init->args->sym, .col = w->inner->init->args->sym, .out = out};
  ast_walk(loop->then, scan_written, NULL, &s);
  for (const Node *it = loop->then->kind == ST_BLOCK ? loop->then->args : NULL; it && it != w->inner; it = it->next)
    for (const Node *d = it->kind == ST_DECL ? it->args : NULL; d; d = d->next) symbol_list_add(&s.row_scalars, d->sym, "a row's scalars");
  const char *why = s.call ? "the nest calls a function that may write its arrays" : inner_bounds(&s, w->inner, out);
  if (!why) why = split_cell(&s, w->inner->then, out);
  if (!why) {
    out->expanded = s.expanded.items, out->nexpanded = s.expanded.count;
    s.expanded.items = NULL;
    for (int i = 0; i < s.staged_candidates.count; i++) {
      const Symbol *a = s.staged_candidates.items[i];
      const Type *ty = a->type;
      if (symbol_listed(&s.not_stageable, a) || ty->base->kind != TY_ARRAY || ty->len <= 0 || ty->base->len <= 0 ||
          ty->base->base->kind == TY_ARRAY || !type_is_arithmetic(type_element((Type *)ty)))
        continue;
      out->staged = grow_array(out->staged, &s.staged_cap, (size_t)out->nstaged + 1, sizeof *out->staged, "the staged arrays");
      out->staged[out->nstaged++] = a;
      if (plan_tiles_bytes(out) > TILE_BYTES_MAX) out->nstaged--; /* read where it lies instead */
    }
    if (plan_tiles_bytes(out) > TILE_BYTES_MAX)
      why = intern_format("a warp's tiles of the row's scalars would take more than %d bytes of shared memory", TILE_BYTES_MAX);
  }
  if (!why) out->no_carry = find_tile_carry(out);
  symbol_list_free(&s.written);
  symbol_list_free(&s.row_scalars);
  symbol_list_free(&s.column_locals);
  symbol_list_free(&s.expanded);
  symbol_list_free(&s.staged_candidates);
  symbol_list_free(&s.not_stageable);
  if (why) plan_strip_tiles_free(out);
  return why;
}

void plan_strip_tiles_free(StripTiles *t) {
  free(t->stmts);
  free(t->expanded);
  free(t->staged);
  free(t->columns);
  *t = (StripTiles){0};
}
