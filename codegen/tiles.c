/* tiles.c: a grid form's strip with its cells split by statement (plan/tiles.c says when and
 * why). The strip's columns go a tile of BULKCC_TEAM at a time:
 *   1. the staged arrays' tiles copied to the warp's shared memory, a lane a column (a row's run);
 *   2. the row statements, a lane a row across the tile's columns, each cell's values of the row's
 *      scalars the column statements read kept in a tile of each;
 *   3. the rows above the strip that the column statements read, for the tile's columns: the
 *      words the strip above hands on (polled), or, waiting on its count, the array;
 *   4. the column statements, a lane a column down the strip's rows, the column's rows above in
 *      the lane's registers; each store goes to the array at once (a row's run a warp);
 *   5. the strip's last rows handed on as words, or its count of tiles.
 * The row statements of a tile run before the wait, so the strip below waits only for a tile's
 * column pass. -DBULKCC_GRID_TILES=0 runs such a strip line by line instead. */
#include "../dependences/dependences.h"
#include "../plan/plan.h"
#include "codegen.h"
#include "out.h"

bool tiles_plan(Gen *g, const Node *loop, StripTiles *out) {
  return g->grid && g->target == TARGET_CUDA && !plan_strip_tiles(g->fn, loop, out);
}

/* a tile of one array or scalar: BULKCC_TEAM rows of BULKCC_TEAM + 1 (a lane a row or a lane a
   column reads 32 banks), its bytes rounded up to 16 */
static const char *tile_region(const Type *t) {
  return intern_format("((BULKCC_TEAM * (BULKCC_TEAM + 1) * %lldu + 15u) / 16u * 16u)", type_size(t));
}

/* a staged array's tiles: the tile's, and the next BULKCC_TILE_AHEAD ones' copies in flight */
static const char *staged_region(const Symbol *sym) {
  return intern_format("(BULKCC_TILE_AHEAD + 1u) * %s", tile_region(type_element(sym->type)));
}

const char *tiles_bytes_text(const StripTiles *t) {
  const char *sum = "0u";
  for (int i = 0; i < t->nstaged; i++) sum = intern_format("%s + %s", sum, staged_region(t->staged[i]));
  for (int i = 0; i < t->nexpanded; i++) sum = intern_format("%s + %s", sum, tile_region(t->expanded[i]->type));
  return intern_format("(%s)", sum);
}

/* The inner counter's range, the same for every row, before a row's prologue may declare names the
 * bounds read. */
void tiles_emit_bounds(Gen *g, const StripTiles *t) {
  cg_begin_line(g);
  const Type *counter = t->col_counter->type; /* the first value as the counter holds it */
  out_printf(g->o, "const long long bulk_tile_col_lo = (long long)(%s)(", cg_type((Type *)counter));
  emit_bare(g, (Node *)t->col_first);
  out_printf(g->o, "), bulk_tile_col_hi = (long long)(");
  emit_bare(g, (Node *)t->col_last);
  out_printf(g->o, ")%s;\n", t->col_last_inclusive ? "" : " - 1");
  out_line(g->o, "(void)bulk_tile_col_lo, (void)bulk_tile_col_hi;");
}

static int staged_number(const StripTiles *t, const Symbol *sym) {
  for (int i = 0; i < t->nstaged; i++)
    if (t->staged[i] == sym) return i;
  return -1;
}

static int column_number(const StripTiles *t, const Symbol *sym) {
  for (int i = 0; i < t->ncolumns; i++)
    if (t->columns[i].sym == sym) return i;
  return -1;
}

static int expanded_number(const StripTiles *t, const Symbol *sym) {
  for (int i = 0; i < t->nexpanded; i++)
    if (t->expanded[i] == sym) return i;
  return -1;
}

/* A tile's slot of the cell: a lane a row (the row statements) or a lane a column. */
static const char *slot(const Gen *g) {
  return g->tile_phase == 1 ? "bulk_row_at * (BULKCC_TEAM + 1) + bulk_i" : "bulk_i * (BULKCC_TEAM + 1) + (bulk_col - bulk_x0)";
}

bool tiles_emit_var(Gen *g, const Symbol *sym) {
  int k = g->tile_phase == 2 ? expanded_number(g->tiles, sym) : -1;
  if (k < 0) return false;
  out_printf(g->o, "bulk_tile_v%d[%s]", k, slot(g));
  return true;
}

bool tiles_emit_read(Gen *g, Node *n) {
  if (!g->tile_phase) return false;
  const Symbol *sym = ast_index_root_symbol(n);
  int k = staged_number(g->tiles, sym);
  if (k >= 0) {
    out_printf(g->o, "bulk_tile_a%d_now[%s]", k, slot(g));
    return true;
  }
  k = g->tile_phase == 2 ? column_number(g->tiles, sym) : -1;
  if (k < 0) return false;
  long long d = -plan_stage_offset(n->lhs->rhs); /* the plan proved X[r - d][c], d >= 0 */
  if (d == 0) out_printf(g->o, "bulk_stored%d", k);
  else out_printf(g->o, "bulk_above%d_%lld", k, d);
  return true;
}

bool tiles_emit_assign(Gen *g, Node *n) {
  int k = g->tile_phase == 2 && n->lhs->kind == ND_INDEX ? column_number(g->tiles, ast_index_root_symbol(n->lhs)) : -1;
  if (k < 0) return false;
  const TileColumn *c = &g->tiles->columns[k];
  out_printf(g->o, "(");
  cg_emit_access(g, n->lhs);
  if (c->depth || c->read_own) out_printf(g->o, " = bulk_stored%d", k); /* the lane's register too, where read */
  out_printf(g->o, " = (%s)(", cg_type(n->lhs->type));
  emit_bare(g, n->rhs);
  out_printf(g->o, "))");
  return true;
}

/* The cell's counters: the row's and the column's, from the tile's place. */
static void emit_counters(Gen *g, const Node *n, const char *row, const char *col) {
  const Symbol *r = n->init->args->sym, *c = n->plan_team->wave->inner->init->args->sym;
  out_line(g->o, "const %s %s = (%s)(%s), %s = (%s)(%s);", cg_type(r->type), cg_name(r), cg_type(r->type), row, cg_name(c),
           cg_type(c->type), col);
  out_line(g->o, "(void)%s, (void)%s;", cg_name(r), cg_name(c));
}

static void emit_statements(Gen *g, const StripTiles *t, int from, int to, int phase) {
  const TeamLoop *outer = g->team_loop;
  g->team_loop = NULL;
  g->tile_phase = phase;
  g->lanes++;
  for (int i = from; i < to; i++) cg_stmt(g, (Node *)t->stmts[i]);
  g->lanes--;
  g->tile_phase = 0;
  g->team_loop = outer;
}

/* Word i of a carried column's rows above a strip (depth rows, the last first... in the rows'
 * order: word i is row strip_lo - depth + i of the strip below, row strip_hi - depth + 1 + i of
 * the strip above), at column bulk_col. */
static const char *word_at(const StripTiles *t, const TileColumn *c, const char *strip, long long i) {
  return intern_format("(unsigned long long)(%s) * %lluull + %lluull + %lluull + (unsigned long long)bulk_col", strip,
                       (unsigned long long)t->carry_stride, (unsigned long long)c->carry_offset, (unsigned long long)(i * c->cols));
}

/* 3: each carried column's rows above the strip at the lane's column, into its registers. */
static void emit_rows_above(Gen *g, const StripTiles *t, const char *state) {
  Out *o = g->o;
  out_line(o, "if (bulk_col <= bulk_x_hi) { /* the rows above the strip the column statements read */");
  o->indent++;
  for (int k = 0; k < t->ncolumns; k++) {
    const TileColumn *c = &t->columns[k];
    for (long long d = 1; d <= c->depth; d++) {
      const char *element = intern_format("%s[(size_t)(bulk_strip_lo - %lldLL) * %lldu + (size_t)bulk_col]", cg_name(c->sym), d, c->cols);
      if (t->carry) { /* the strip above is whole (only the last may not be), so it wrote the word */
        out_line(o, "if (bulk_carried && bulk_strip > 0)");
        out_line(o, "  bulkcc_carry_wait(%s, %s, bulk_peek%d_%lld, &bulk_above%d_%lld);", state, word_at(t, c, "bulk_strip - 1", c->depth - d), k, d, k, d);
        out_line(o, "else if (bulk_strip_lo - %lldLL >= 0 && bulk_strip_lo - %lldLL < %lldLL)", d, d, c->rows);
      } else {
        out_line(o, "if (bulk_strip_lo - %lldLL >= 0 && bulk_strip_lo - %lldLL < %lldLL)", d, d, c->rows);
      }
      out_line(o, "  bulk_above%d_%lld = %s;", k, d, element);
    }
  }
  o->indent--;
  out_line(o, "}");
}

/* 4: a lane a column, down the strip's rows; after each cell, the column's registers move a row. */
static void emit_column_pass(Gen *g, const Node *n, const StripTiles *t) {
  Out *o = g->o;
  out_line(o, "if (bulk_col <= bulk_x_hi) {");
  out_line(o, "  BULKCC_TILE_UNROLL");
  out_line(o, "  for (long long bulk_i = 0; bulk_i <= bulk_strip_hi - bulk_strip_lo; bulk_i++) {");
  o->indent += 2;
  for (int k = 0; k < t->ncolumns; k++) {
    const char *type = cg_type(type_element(t->columns[k].sym->type));
    if (t->columns[k].depth || t->columns[k].read_own)
      out_line(o, "%s bulk_stored%d; /* %s[r][c], once its statement stores it */", type, k, cg_name(t->columns[k].sym));
  }
  out_line(o, "{");
  o->indent++;
  emit_counters(g, n, "bulk_strip_lo + bulk_i", "bulk_col");
  emit_statements(g, t, t->split, t->nstmts, 2);
  o->indent--;
  out_line(o, "}");
  for (int k = 0; k < t->ncolumns; k++) {
    const TileColumn *c = &t->columns[k];
    for (long long d = c->depth; d > 1; d--) out_line(o, "bulk_above%d_%lld = bulk_above%d_%lld;", k, d, k, d - 1);
    if (c->depth) out_line(o, "bulk_above%d_1 = bulk_stored%d;", k, k);
  }
  o->indent -= 2;
  out_line(o, "  }");
  out_line(o, "}");
}

/* 1: the staged arrays' tile number `tile`, a lane a column, into its buffer of the
 * BULKCC_TILE_AHEAD + 1; the copies stay in flight until a wait. */
static void emit_copies(Gen *g, const StripTiles *t, const char *tile) {
  Out *o = g->o;
  out_line(o, "{ /* the staged arrays' tile %s, a lane a column */", tile);
  o->indent++;
  out_line(o, "const long long bulk_cx0 = bulk_tile_col_lo + (%s) * BULKCC_TEAM, bulk_cc = bulk_cx0 + (long long)(bulk_lane %% BULKCC_TEAM);", tile);
  out_line(o, "const long long bulk_buffer = (%s) %% (BULKCC_TILE_AHEAD + 1);", tile);
  out_line(o, "for (long long bulk_i = 0; bulk_i < BULKCC_TEAM; bulk_i++)");
  out_line(o, "  if (bulk_strip_lo + bulk_i <= bulk_strip_hi && bulk_cc <= bulk_tile_col_hi) {");
  out_line(o, "    const long long bulk_r = bulk_strip_lo + bulk_i;");
  /* within the array too: a cell may read it only where a test lets it (`x < 40 ? a[y][x] : 0`) */
  for (int k = 0; k < t->nstaged; k++) {
    const Type *ty = t->staged[k]->type;
    out_line(o, "    if (bulk_r >= 0 && bulk_r < %lldLL && bulk_cc >= 0 && bulk_cc < %lldLL)", ty->len, ty->base->len);
    out_line(o, "      bulkcc_stage_copy(&bulk_tile_a%d[(bulk_buffer * BULKCC_TEAM + bulk_i) * (BULKCC_TEAM + 1) + (bulk_cc - bulk_cx0)], "
                "&%s[(size_t)bulk_r * %lldu + (size_t)bulk_cc]);",
             k, cg_name(t->staged[k]), ty->base->len);
  }
  out_line(o, "  }");
  o->indent--;
  out_line(o, "}");
}

void tiles_emit_strip(Gen *g, Node *n, const StripTiles *t, const char *state) {
  Out *o = g->o;
  stage_emit_warp_region(g);
  const char *offset = "0u";
  for (int k = 0; k < t->nstaged; k++) {
    const char *type = cg_type(type_element(t->staged[k]->type));
    out_line(o, "%s *const bulk_tile_a%d = (%s *)(bulk_stage + %s); /* %s's tile */", type, k, type, offset, cg_name(t->staged[k]));
    offset = intern_format("%s + %s", offset, staged_region(t->staged[k]));
  }
  for (int k = 0; k < t->nexpanded; k++) {
    const char *type = cg_type(t->expanded[k]->type);
    out_line(o, "%s *const bulk_tile_v%d = (%s *)(bulk_stage + %s); /* %s's values, a cell each */", type, k, type, offset,
             cg_name(t->expanded[k]));
    offset = intern_format("%s + %s", offset, tile_region(t->expanded[k]->type));
  }
  out_line(o, "const long long bulk_row_at = bulk_cell - bulk_strip_lo; /* the lane's row in the strip */");
  out_line(o, "const long long bulk_tiles = bulk_tile_col_hi < bulk_tile_col_lo ? 0 : (bulk_tile_col_hi - bulk_tile_col_lo) / BULKCC_TEAM + 1;");
  if (t->carry) out_line(o, "const bool bulk_carried = bulkcc_carry_ready(%s, bulk_strips, %lluull);", state, (unsigned long long)t->carry_stride);
  else out_line(o, "const bool bulk_carried = false; /* %s */", t->no_carry);
  for (int k = 0; k < t->ncolumns; k++)
    for (long long d = 1; d <= t->columns[k].depth; d++)
      out_line(o, "%s bulk_above%d_%lld = 0; /* %s[r - %lld][c] of the lane's column */", cg_type(type_element(t->columns[k].sym->type)), k, d,
               cg_name(t->columns[k].sym), d);
  if (t->nstaged) { /* the first tiles' copies, a group each (empty past the last tile) */
    out_line(o, "for (long long bulk_ahead = 0; bulk_ahead < BULKCC_TILE_AHEAD; bulk_ahead++) {");
    o->indent++;
    out_line(o, "if (bulk_ahead < bulk_tiles)");
    o->indent++;
    emit_copies(g, t, "bulk_ahead");
    o->indent--;
    out_line(o, "bulkcc_stage_commit();");
    o->indent--;
    out_line(o, "}");
  }
  out_line(o, "for (long long bulk_tile = 0; bulk_tile < bulk_tiles; bulk_tile++) {");
  o->indent++;
  out_line(o, "const long long bulk_x0 = bulk_tile_col_lo + bulk_tile * BULKCC_TEAM;");
  out_line(o, "const long long bulk_x_hi = bulkcc_wave_min(bulk_tile_col_hi, bulk_x0 + (BULKCC_TEAM - 1));");
  out_line(o, "const long long bulk_col = bulk_x0 + (long long)(bulk_lane %% BULKCC_TEAM); /* the lane's column */");
  /* 1: the copies of the tile BULKCC_TILE_AHEAD on issued, this tile's awaited */
  if (t->nstaged) {
    out_line(o, "if (bulk_tile + BULKCC_TILE_AHEAD < bulk_tiles)");
    o->indent++;
    emit_copies(g, t, "bulk_tile + BULKCC_TILE_AHEAD");
    o->indent--;
    out_line(o, "bulkcc_stage_wait_behind();");
    out_line(o, "bulkcc_syncwarp(); /* the tile's copies, before any lane reads them */");
    for (int k = 0; k < t->nstaged; k++) {
      const char *type = cg_type(type_element(t->staged[k]->type));
      out_line(o, "const %s *const bulk_tile_a%d_now = bulk_tile_a%d + (bulk_tile %% (BULKCC_TILE_AHEAD + 1)) * (BULKCC_TEAM * (BULKCC_TEAM + 1));", type, k, k);
    }
  }
  /* 3's words read once before 2, which hides their latency */
  for (int k = 0; t->carry && k < t->ncolumns; k++)
    for (long long d = 1; d <= t->columns[k].depth; d++)
      out_line(o, "const unsigned long long bulk_peek%d_%lld = bulk_carried && bulk_strip > 0 && bulk_col <= bulk_x_hi ? bulkcc_carry_peek(%s, %s) : 0;", k, d,
               state, word_at(t, &t->columns[k], "bulk_strip - 1", t->columns[k].depth - d));
  /* 2 */
  out_line(o, "if (bulk_cell <= bulk_strip_hi) { /* the row statements, a lane a row */");
  out_line(o, "  BULKCC_TILE_UNROLL");
  out_line(o, "  for (long long bulk_i = 0; bulk_i <= bulk_x_hi - bulk_x0; bulk_i++) {");
  o->indent += 2;
  emit_counters(g, n, "bulk_cell", "bulk_x0 + bulk_i");
  out_line(o, "{");
  o->indent++;
  emit_statements(g, t, 0, t->split, 1);
  for (int k = 0; k < t->nexpanded; k++) out_line(o, "bulk_tile_v%d[%s] = %s;", k, "bulk_row_at * (BULKCC_TEAM + 1) + bulk_i", cg_name(t->expanded[k]));
  o->indent--;
  out_line(o, "}");
  o->indent -= 2;
  out_line(o, "  }");
  out_line(o, "}");
  out_line(o, "bulkcc_syncwarp(); /* the row statements' tiles, before the columns read them */");
  /* 3 */
  out_line(o, "if (!bulk_carried) bulkcc_strip_wait(%s, bulk_strip, bulk_lines, bulk_tile + 1, &bulk_seen);", state);
  emit_rows_above(g, t, state);
  /* 4 */
  emit_column_pass(g, n, t);
  /* 5 */
  if (t->carry) {
    out_line(o, "if (bulk_carried && bulk_col <= bulk_x_hi && bulk_strip_hi - bulk_strip_lo == BULKCC_TEAM - 1) { /* the strip's last rows, handed on */");
    for (int k = 0; k < t->ncolumns; k++)
      for (long long d = 1; d <= t->columns[k].depth; d++)
        out_line(o, "  bulkcc_carry_put(%s, %s, bulk_above%d_%lld);", state, word_at(t, &t->columns[k], "bulk_strip", t->columns[k].depth - d), k, d);
    out_line(o, "}");
  }
  out_line(o, "bulkcc_syncwarp(); /* the tile's stores and reads, before the count says so and the next tile's copies */");
  out_line(o, "if (!bulk_carried) bulkcc_strip_done(%s, bulk_strip, bulk_lines, bulk_tile + 1, bulk_seen);", state);
  o->indent--;
  out_line(o, "}");
}
