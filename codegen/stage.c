/* stage.c: a grid form's strip with its arrays staged in the warp's shared memory (plan/stage.c
 * says which and why): a chunk of BULKCC_STAGE_LINES lines at a time, the staged elements those
 * lines touch copied in at once (cp.async on the GPU), the cells reading the copy and storing to
 * both, or, where an array's stores are deferred, to the copy alone and the array at the chunk's
 * end; the rows only the strip's own cells store to kept from chunk to chunk, the others copied
 * again; a chunk that is all cells testing none. -DBULKCC_GRID_STAGE=0 keeps the strip reading the
 * arrays line by line. */
#include <limits.h>

#include "../dependences/dependences.h"
#include "../plan/plan.h"
#include "codegen.h"
#include "out.h"

/* The elements from one row of a 2-D region to the next: the band's width rounded up to an odd
 * count, so that the lanes, a row each, read 32 different banks of shared memory (an even pitch
 * put 2 to 32 lanes on one bank: the summed area table's 32 wide, error diffusion's 36). */
static const char *pitch_text(const StageArray *a) {
  return intern_format("((BULKCC_STAGE_LINES + %lldLL) | 1LL)", a->col_hi - a->col_lo);
}

/* The elements a warp stages of a, as an expression of BULKCC_TEAM and BULKCC_STAGE_LINES
 * (plan_stage_elements's at the defaults). */
static const char *elements_text(const StageArray *a, long long skew) {
  long long rows = a->row_hi - a->row_lo, cols = a->col_hi - a->col_lo;
  if (a->dims == 2) return intern_format("((BULKCC_TEAM + %lld) * %s)", rows, pitch_text(a));
  if (a->along == STAGE_ALONG_ROWS) return intern_format("(BULKCC_TEAM + %lld)", rows);
  return intern_format("(BULKCC_STAGE_LINES + %lld * (BULKCC_TEAM - 1) + %lld)", skew, cols);
}

/* a's region: its elements' bytes rounded up to 16, so that the next region is aligned for any copy */
static const char *region_text(const StageArray *a, long long skew) {
  return intern_format("((%s * %lldu + 15u) / 16u * 16u)", elements_text(a, skew), type_size(type_element(a->sym->type)));
}

/* the grid form's arrays are an instance's, row-wise (no stride), as the copies index them */
bool stage_plan(Gen *g, const Node *loop, StripStage *out) {
  return g->grid && g->target == TARGET_CUDA && !plan_strip_stage(g->fn, loop, out);
}

/* The bytes of a strip's staging a warp: the regions' sum. */
static const char *stage_bytes_text(const StripStage *s) {
  const char *sum = "0u";
  for (int i = 0; i < s->narrays; i++) sum = intern_format("%s + %s", sum, region_text(&s->arrays[i], s->skew));
  return intern_format("(%s)", sum);
}

typedef struct EntryStages {
  Gen *g;
  const char *bytes;       /* the greatest of the entry's strips' */
  unsigned long long words; /* ... of the words their strips hand on (StripStage.carry) */
} EntryStages;

/* A strip's bytes a warp (the greatest so far stays) and the words it hands on, where it does. */
static void note_strip(EntryStages *e, const char *bytes, bool carry, long long strips, long long stride) {
  e->bytes = intern_format("bulkcc_stage_max(%s, %s)", e->bytes, bytes);
  unsigned long long words;
  if (carry && !__builtin_mul_overflow((unsigned long long)strips, (unsigned long long)stride, &words) && words > e->words) e->words = words;
}

static AstStep find_staged(const Node *n, void *data) {
  EntryStages *e = data;
  if (n->kind != ST_FOR || !n->plan_team || n->plan_team->kind != PLAN_TEAM_WAVE) return AST_WALK_ON;
  StripStage s;
  if (stage_plan(e->g, n, &s)) {
    note_strip(e, stage_bytes_text(&s), s.carry, s.carry_strips, s.carry_stride);
    plan_strip_stage_free(&s);
  }
  StripTiles t;
  if (tiles_plan(e->g, n, &t)) {
    note_strip(e, intern_format("BULKCC_GRID_TILES ? %s : 0u", tiles_bytes_text(&t)), t.carry, t.carry_strips, t.carry_stride);
    plan_strip_tiles_free(&t);
  }
  return AST_WALK_ON;
}

void stage_emit_entry_bytes(Gen *g, Function *fn) {
  EntryStages e = {g, "0u", 0};
  ast_walk(fn->body, find_staged, NULL, &e);
  out_printf(g->o, "/* the bytes of shared memory each warp of %s's grid form stages its strips' arrays in */\n", fn->name);
  out_printf(g->o, "#if BULKCC_GRID_STAGE\n#define BULKCC_STAGE_BYTES_%s (%s)\n#else\n#define BULKCC_STAGE_BYTES_%s 0u\n#endif\n",
             fn->name, e.bytes, fn->name);
  out_printf(g->o, "/* the words a group of %s's grid form has for its strips to hand on rows as data (0: none; they wait on counts) */\n",
             fn->name);
  out_printf(g->o, "#if BULKCC_GRID_STAGE && BULKCC_STRIP_CARRY\n#define BULKCC_CARRY_WORDS_%s %lluull\n#else\n#define BULKCC_CARRY_WORDS_%s 0ull\n#endif\n",
             fn->name, e.words, fn->name);
}

/* The slot of the element an access X[r + a][c + b], X[r + a] or X[c + b] names, in a's region:
 * bulk_row_at the cell's row in its strip, bulk_at its line in the chunk. */
static void emit_slot(Gen *g, const StageArray *a, long long skew, long long dr, long long dc) {
  if (a->dims == 2)
    out_printf(g->o, "(bulk_row_at + %lldLL) * %s + bulk_at + %lldLL", dr - a->row_lo, pitch_text(a), skew * dr + dc - a->col_lo);
  else if (a->along == STAGE_ALONG_ROWS) out_printf(g->o, "bulk_row_at + %lldLL", dr - a->row_lo);
  else out_printf(g->o, "bulk_at + %lldLL * (BULKCC_TEAM - 1 - bulk_row_at) + %lldLL", skew, dc - a->col_lo);
}

static int staged_index(const Gen *g, const Node *n) {
  if (!g->stage || n->kind != ND_INDEX) return -1;
  const Node *root = ast_index_root(n);
  for (int i = 0; root->kind == ND_VAR && i < g->stage->narrays; i++)
    if (g->stage->arrays[i].sym == root->sym) return i;
  return -1;
}

static void emit_staged(Gen *g, int k, const Node *n) {
  const StageArray *a = &g->stage->arrays[k];
  long long dr = 0, dc = 0;
  if (a->dims == 2) dr = plan_stage_offset(n->lhs->rhs), dc = plan_stage_offset(n->rhs);
  else if (a->along == STAGE_ALONG_ROWS) dr = plan_stage_offset(n->rhs);
  else dc = plan_stage_offset(n->rhs);
  out_printf(g->o, "bulk_stage%d[", k);
  emit_slot(g, a, g->stage->skew, dr, dc);
  out_printf(g->o, "]");
}

bool stage_emit_read(Gen *g, Node *n) {
  int k = staged_index(g, n);
  if (k < 0) return false;
  emit_staged(g, k, n);
  return true;
}

/* Whether a store at offsets (a, b) of a, at the cell's row bulk_cell and line bulk_wave, may be
 * read from the array: an access of a at (a', b') reads the element at the cell a - a' rows on and
 * (s a + b) - (s a' + b') lines on. Where every such cell at a line not before this one is the
 * strip's own and in this chunk, it reads the copy; else (another strip's cell, or a later
 * chunk's, which copies the array again unless the strip keeps the element's row) the store goes
 * to the array too. The accesses' offsets are bounded by a's box (row_lo..row_hi, col_lo..col_hi),
 * which covers them all. */
static void emit_store_needed(Gen *g, int k, const StageArray *a, long long skew, long long dr, long long dc) {
  long long row = dr - a->row_lo; /* the element's row in the region, from bulk_row_at */
  out_printf(g->o, "bulk_cell + %lldLL > bulk_strip_hi || bulk_cell + %lldLL < bulk_strip_lo || (bulk_wave + %lldLL > bulk_chunk_hi && "
                   "!(bulk_keep%d && bulk_keep_lo%d <= bulk_row_at + %lldLL && bulk_row_at + %lldLL <= bulk_keep_hi%d))",
             dr - a->row_lo, dr - a->row_hi, skew * dr + dc - a->col_lo, k, k, row, row, k);
}

bool stage_emit_assign(Gen *g, Node *n) {
  int k = staged_index(g, n->lhs);
  if (k < 0) return false;
  const StageArray *a = &g->stage->arrays[k];
  if (a->deferred) { /* the copy alone: the chunk's end stores it (emit_deferred_stores) */
    out_printf(g->o, "(");
    emit_staged(g, k, n->lhs);
    out_printf(g->o, " = (%s)(", cg_type(n->lhs->type));
    if (n->op) cg_compound_value(g, n);
    else emit_bare(g, n->rhs);
    out_printf(g->o, "))");
    return true;
  }
  out_printf(g->o, a->stores_where_read ? "bulkcc_stage_set_where(" : "bulkcc_stage_set(");
  emit_staged(g, k, n->lhs);
  out_printf(g->o, ", ");
  cg_emit_access(g, n->lhs);
  out_printf(g->o, ", (%s)(", cg_type(n->lhs->type));
  if (n->op) cg_compound_value(g, n);
  else emit_bare(g, n->rhs);
  out_printf(g->o, ")");
  if (a->stores_where_read) {
    out_printf(g->o, ", ");
    emit_store_needed(g, k, a, g->stage->skew, plan_stage_offset(n->lhs->lhs->rhs), plan_stage_offset(n->lhs->rhs));
  }
  out_printf(g->o, ")");
  return true;
}

/* A 2-D region's copy of band rows `rows_lo` to `rows_end` (exclusive; expressions) and in each
 * the slots from `slot_lo` to the pitch, a lane each in turn: the elements that lie in the array.
 * A region's slots are few (its bytes fit in shared memory): counted in unsigned, whose division by
 * a constant width is one multiplication, not long long's sequence. */
/* What a carried band's elements need (emit_carried_element): the nest, its stage, the barrier. */
typedef struct CarryBand {
  Node *n;
  const StripStage *s;
  const char *state;
} CarryBand;

static void emit_carried_element(Gen *g, const CarryBand *c, int k, const StageArray *a);

static void emit_band_copy(Gen *g, int k, const StageArray *a, long long skew, const char *rows_lo, const char *rows_end,
                           const char *slot_lo, const CarryBand *carry) {
  Out *o = g->o;
  const char *width = intern_format("(%s - %s)", pitch_text(a), slot_lo);
  out_line(o, "for (unsigned bulk_e = (unsigned)(bulk_lane %% BULKCC_TEAM); bulk_e < (unsigned)((%s - %s) * %s); bulk_e += BULKCC_TEAM) {",
           rows_end, rows_lo, width);
  o->indent++;
  out_line(o, "const long long bulk_i = %s + (long long)(bulk_e / (unsigned)%s), bulk_j = %s + (long long)(bulk_e %% (unsigned)%s);",
           rows_lo, width, slot_lo, width);
  out_line(o, "const long long bulk_r = bulk_strip_lo + %lldLL + bulk_i;", a->row_lo);
  out_line(o, "const long long bulk_c = bulk_w0 - %lldLL * bulk_r + %lldLL + bulk_j;", skew, a->col_lo);
  out_line(o, "if (bulk_r >= 0 && bulk_r < %lldLL && bulk_c >= 0 && bulk_c < %lldLL)%s", a->rows, a->cols, carry ? " {" : "");
  if (carry) emit_carried_element(g, carry, k, a);
  else
    out_line(o, "  bulkcc_stage_copy(&bulk_stage%d[bulk_i * %s + bulk_j], &%s[(size_t)bulk_r * %lldu + (size_t)bulk_c]);", k,
             pitch_text(a), cg_name(a->sym), a->cols);
  if (carry) out_line(o, "}");
  o->indent--;
  out_line(o, "}");
}

/* The rows of a 2-D region a strip keeps from chunk to chunk (bulk_keep_loK to bulk_keep_hiK,
 * inclusive, in the region's rows): those of its strip's rows that only its own cells store to, from
 * r0 + (the greatest row offset of a store) to r1 + (the least); every row where the cells only read
 * the array. A chunk's region is the last one's moved on by BULKCC_STAGE_LINES slots a row, so the
 * last (pitch - BULKCC_STAGE_LINES) slots of a kept row move to its start, holding what the strip
 * stored there; every element the strip stored before the chunk lies among them (a store's slot is
 * its line in the chunk plus its offset, at most the region's spread). The rest of a kept row is
 * copied, or not at all where every read of the array reads a value a cell wrote (StageArray.fed):
 * the strip writes those elements before it reads them. Kept where the moved slots and their
 * sources do not overlap (-DBULKCC_STAGE_KEEP=0: every row copied each chunk). */
static void emit_keep_bounds(Gen *g, int k, const StageArray *a) {
  long long rows = a->row_hi - a->row_lo;
  if (a->wrow_lo == LLONG_MAX) /* never stored: every row */
    out_line(g->o, "const long long bulk_keep_lo%d = 0, bulk_keep_hi%d = BULKCC_TEAM + %lldLL - 1;", k, k, rows);
  else if (a->wrow_lo == LLONG_MIN) /* a store not at the counter's row plus a constant: none */
    out_line(g->o, "const long long bulk_keep_lo%d = 1, bulk_keep_hi%d = 0;", k, k);
  else
    out_line(g->o, "const long long bulk_keep_lo%d = %lldLL, bulk_keep_hi%d = bulk_strip_hi - bulk_strip_lo + %lldLL;", k,
             a->wrow_hi - a->row_lo, k, a->wrow_lo - a->row_lo);
  /* the end of the strip's own rows, from bulk_keep_lo (none where the strip has too few rows),
     for the copies before the wait (emit_copy) */
  if (a->kept || !a->written)
    out_line(g->o, "const long long bulk_own_end%d = bulkcc_wave_max(bulk_keep_lo%d, bulk_keep_hi%d + 1);", k, k, k);
  if (!a->kept) {
    out_line(g->o, "const bool bulk_keep%d = false;", k);
    return;
  }
  out_line(g->o, "const bool bulk_keep%d = BULKCC_STAGE_KEEP && %s - BULKCC_STAGE_LINES <= BULKCC_STAGE_LINES && bulk_keep_lo%d <= bulk_keep_hi%d;",
           k, pitch_text(a), k, k);
}

/* A kept region's moved slots (emit_keep_bounds), before the chunk's copies. */
static void emit_keep_move(Gen *g, int k, const StageArray *a) {
  Out *o = g->o;
  /* none where the chunk's lines are odd and the array's spread 0: the loop runs no iteration, its
     counter signed and its divisor 1 so that the compilers' constant folding warns of neither */
  const char *moved = intern_format("(%s - BULKCC_STAGE_LINES)", pitch_text(a));
  const char *divisor = intern_format("(%s > 0 ? %s : 1)", moved, moved);
  out_line(o, "if (bulk_keep%d && bulk_w0 != bulk_first_w0)", k);
  out_line(o, "  for (long long bulk_e = (long long)(bulk_lane %% BULKCC_TEAM); bulk_e < (bulk_keep_hi%d - bulk_keep_lo%d + 1) * %s; bulk_e += BULKCC_TEAM) {",
           k, k, moved);
  out_line(o, "    const long long bulk_slot = (bulk_keep_lo%d + (long long)((unsigned)bulk_e / (unsigned)%s)) * %s + (long long)((unsigned)bulk_e %% (unsigned)%s);", k,
           divisor, pitch_text(a), divisor);
  out_line(o, "    bulk_stage%d[bulk_slot] = bulk_stage%d[bulk_slot + BULKCC_STAGE_LINES];", k, k);
  out_line(o, "  }");
}

/* One array's copy for the chunk from line bulk_w0: the elements its region holds that lie in
 * the array, a lane each in turn; of a kept region's kept rows, only the slots not moved. The
 * rows only the strip's own cells store to (bulk_keep_loK to bulk_keep_hiK, every row of an array
 * the nest does not store to) hold nothing the strips before write: `early` copies them, before
 * the strip waits on the strip before, so that the wait and their copies overlap; the others
 * after it. Where the array is stored to and not kept, all after it: error diffusion's `level`,
 * its own rows copied before the wait, took 64.1 and 66.5 ms at 32K against 61.6 on an H200
 * (the summed area table's `a` before it: 17.8 against 20.1;
 * bench/results/2026-11-29-row-lines-and-chunk-tests.md). */
/* An element of a carried array's rows above the strip (StripStage.carry), after the wait: where
 * the chunk's cells may read it, a cell of the strip above on a line before the chunk's last, the
 * word that strip writes (bulkcc_carry_take polls it); else, as where the strips wait on counts
 * (bulk_carried false), the element as it lies, which no cell of the chunk reads or no cell of
 * the wavefront writes. */
static void emit_carried_element(Gen *g, const CarryBand *c, int k, const StageArray *a) {
  Out *o = g->o;
  const StripStage *s = c->s;
  const char *pitch = pitch_text(a);
  o->indent++;
  out_line(o, "bool bulk_handed = false; /* a cell of the strip above wrote it, on a line the chunk's cells may read */");
  /* the cell test is exact for the wavefront's rows on its lines (isl's context): a row above the
     first strip's, or a line before the wavefront's first, may pass it and has no cell */
  out_line(o, "if (bulk_carried && bulk_strip > 0 && bulk_r >= bulk_row_lo && bulk_wave_lo <= %lldLL * bulk_r + bulk_c && "
              "%lldLL * bulk_r + bulk_c < bulk_chunk_hi) {", s->skew, s->skew);
  o->indent++;
  out_line(o, "const long long bulk_cell = bulk_r, bulk_wave = %lldLL * bulk_r + bulk_c;", s->skew);
  out_line(o, "(void)bulk_cell, (void)bulk_wave; /* a test of the row alone, or of the line alone */");
  cg_begin_line(g);
  out_printf(o, "bulk_handed = ");
  team_emit_cell_test(g, c->n);
  out_printf(o, ";\n");
  o->indent--;
  out_line(o, "}");
  out_line(o, "if (bulk_handed)");
  out_line(o, "  bulkcc_carry_take(%s, (unsigned long long)(bulk_strip - 1) * %lluull + %lluull + (unsigned long long)bulk_i * %lluull + "
              "(unsigned long long)bulk_c, &bulk_stage%d[bulk_i * %s + bulk_j], &%s[(size_t)bulk_r * %lldu + (size_t)bulk_c], bulk_strip, bulk_lines);",
           c->state, (unsigned long long)s->carry_stride, (unsigned long long)a->carry_offset, (unsigned long long)a->cols, k, pitch,
           cg_name(a->sym), a->cols);
  out_line(o, "else");
  out_line(o, "  bulkcc_stage_copy(&bulk_stage%d[bulk_i * %s + bulk_j], &%s[(size_t)bulk_r * %lldu + (size_t)bulk_c]);", k, pitch,
           cg_name(a->sym), a->cols);
  o->indent--;
}

static void emit_copy(Gen *g, Node *n, const StripStage *s, int k, const char *state, bool early) {
  Out *o = g->o;
  const StageArray *a = &s->arrays[k];
  const long long skew = s->skew;
  const CarryBand carry = {n, s, state};
  const CarryBand *above_carry = s->carry && a->carry_depth > 0 ? &carry : NULL; /* the rows above, handed on as data */
  if (!a->read) return; /* the cells only write it (deferred): nothing to copy in */
  const char *name = cg_name(a->sym);
  if (a->dims == 2) {
    const char *rows = intern_format("(BULKCC_TEAM + %lldLL)", a->row_hi - a->row_lo);
    if (a->written && !a->kept) {
      if (!early) emit_band_copy(g, k, a, skew, "0LL", rows, "0LL", NULL);
      return;
    }
    const char *own_lo = intern_format("bulk_keep_lo%d", k), *own_end = intern_format("bulk_own_end%d", k);
    bool stored = a->wrow_lo != LLONG_MAX; /* else every row kept: no rows above or below */
    bool above = stored && a->wrow_hi != a->row_lo;
    out_line(o, "if (bulk_keep%d && bulk_w0 != bulk_first_w0) {", k);
    o->indent++;
    if (!early && above) emit_band_copy(g, k, a, skew, "0LL", own_lo, "0LL", above_carry);
    if (early && !a->fed)
      emit_band_copy(g, k, a, skew, own_lo, intern_format("(bulk_keep_hi%d + 1)", k),
                     intern_format("(%s - BULKCC_STAGE_LINES)", pitch_text(a)), NULL);
    if (!early && stored) emit_band_copy(g, k, a, skew, intern_format("(bulk_keep_hi%d + 1)", k), rows, "0LL", NULL);
    o->indent--;
    out_line(o, "} else {");
    o->indent++;
    /* every slot, even one a cell of the chunk stores before any read: a test of each slot for
       that cost more than the copies it saved (edit distance 32K on an H200: 34.0 ms against
       25.4, bench/results/2026-11-29-deferred-stores.md) */
    if (!early && above) emit_band_copy(g, k, a, skew, "0LL", own_lo, "0LL", above_carry);
    if (early) emit_band_copy(g, k, a, skew, own_lo, own_end, "0LL", NULL);
    if (!early && stored) emit_band_copy(g, k, a, skew, own_end, rows, "0LL", NULL);
    o->indent--;
    out_line(o, "}");
    return;
  }
  if (early == a->written) return; /* read alone: before the wait; else after it */
  bool once = plan_stage_copied_once(a);
  if (once) out_line(o, "if (bulk_w0 == bulk_first_w0) /* the same elements each chunk */"), o->indent++;
  out_line(o, "for (unsigned bulk_e = (unsigned)(bulk_lane %% BULKCC_TEAM); bulk_e < (unsigned)%s; bulk_e += BULKCC_TEAM) {",
           elements_text(a, skew));
  o->indent++;
  if (a->along == STAGE_ALONG_ROWS) out_line(o, "const long long bulk_i = bulk_strip_lo + %lldLL + bulk_e;", a->row_lo);
  else
    out_line(o, "const long long bulk_i = bulk_w0 - %lldLL * (bulk_strip_lo + (BULKCC_TEAM - 1)) + %lldLL + bulk_e;", skew,
             a->col_lo);
  out_line(o, "if (bulk_i >= 0 && bulk_i < %lldLL) bulkcc_stage_copy(&bulk_stage%d[bulk_e], &%s[(size_t)bulk_i]);", a->cols, k,
           name);
  o->indent--;
  out_line(o, "}");
  if (once) o->indent--;
}

/* A deferred array's stores of the chunk (StageArray.deferred), from the copy to the array, of the
 * strip's rows `from` to `to` (exclusive) one after another, the lanes taking a row's lines, so
 * that a warp's store is one run of the row. The element of each (row, line) that has a cell:
 * bulk_cell and bulk_wave are redeclared so, for the wavefront's test of a cell, which a chunk all
 * cells skips (error diffusion's: two floor divisions, a min and a max, 32 times a lane). Each
 * element goes to the array where to_array, and as a word to the strip below where handed. */
static void emit_store_rows(Gen *g, Node *n, const StripStage *s, int k, const char *from, const char *to, const char *state,
                            bool to_array, bool handed) {
  Out *o = g->o;
  const StageArray *a = &s->arrays[k];
  const long long skew = s->skew;
  /* the rows handed on alone: those the strip below reads */
  if (!to_array) from = intern_format("bulkcc_wave_max(%s, BULKCC_TEAM - %lldLL)", from, a->carry_depth);
  out_line(o, "for (long long bulk_rr = %s; bulk_rr < %s; bulk_rr++) { /* %s's %s of the chunk, a row at a time */", from, to,
           cg_name(a->sym), to_array ? "stores" : "rows handed on");
  o->indent++;
  out_line(o, "for (long long bulk_l = (long long)(bulk_lane %% BULKCC_TEAM); bulk_l < BULKCC_STAGE_LINES; bulk_l += BULKCC_TEAM) {");
  o->indent++;
  out_line(o, "const long long bulk_cell = bulk_strip_lo + bulk_rr, bulk_wave = bulk_w0 + bulk_l;");
  cg_begin_line(g);
  /* a chunk all cells (bulk_chunk_full) has one in each (row, line) of its box: no test */
  const bool whole = n->plan_team->wave->cells_polyhedral;
  out_printf(o, "if (bulk_cell <= bulk_strip_hi && bulk_chunk_lo <= bulk_wave && bulk_wave <= bulk_chunk_hi && %s", whole ? "(bulk_chunk_full || (" : "");
  team_emit_cell_test(g, n);
  out_printf(o, whole ? ")))\n" : ")\n");
  if (handed) out_line(o, "{");
  if (to_array)
    out_line(o, "  %s[(size_t)bulk_cell * %lldu + (size_t)(bulk_wave - %lldLL * bulk_cell)] = bulk_stage%d[(bulk_rr + %lldLL) * %s + bulk_l + %lldLL];",
             cg_name(a->sym), a->cols, skew, k, -a->row_lo, pitch_text(a), -a->col_lo);
  if (handed) {
    out_line(o, "  if (bulk_carried && bulk_rr >= BULKCC_TEAM - %lldLL)", a->carry_depth);
    out_line(o, "    bulkcc_carry_put(%s, (unsigned long long)bulk_strip * %lluull + %lluull + (unsigned long long)(bulk_rr - (BULKCC_TEAM - %lldLL)) * %lluull + "
                "(unsigned long long)(bulk_wave - %lldLL * bulk_cell), bulk_stage%d[(bulk_rr + %lldLL) * %s + bulk_l + %lldLL]);",
             state, (unsigned long long)s->carry_stride, (unsigned long long)a->carry_offset, a->carry_depth, (unsigned long long)a->cols, skew, k,
             -a->row_lo, pitch_text(a), -a->col_lo);
    out_line(o, "}");
  }
  o->indent--;
  out_line(o, "}");
  o->indent--;
  out_line(o, "}");
}

/* ... of a carried array, the rows the strip below reads handed on as words too
 * (emit_carried_element). A working array nothing reads after the nest, whose rows the strip
 * keeps (StageArray.dead_after): its rows go to the array only where a strip may read them from
 * there, the strip's own later chunks where a row is not kept, the strips below where they are not
 * handed the rows (error diffusion's level, each row stored: 39.2 to 40.8 ms at 32K on an H200,
 * against 36.2 to 36.7 with none; bench/results/2026-11-30-NVIDIA-H200-strip-chunks.md). */
static void emit_deferred_stores(Gen *g, Node *n, const StripStage *s, int k, const char *from, const char *to, const char *state) {
  Out *o = g->o;
  const StageArray *a = &s->arrays[k];
  const bool handed = state && s->carry && a->carry_depth > 0;
  if (!(a->dead_after && a->kept)) {
    emit_store_rows(g, n, s, k, from, to, state, true, handed);
    return;
  }
  long long r = -a->row_lo; /* a strip row's row in the region */
  out_line(o, "if (!(bulk_keep%d && bulk_keep_lo%d <= (%s) + %lldLL && (%s) - 1 + %lldLL <= bulk_keep_hi%d) ||", k, k, from, r, to, r, k);
  out_line(o, "    ((%s) - 1 >= BULKCC_TEAM - %lldLL && !(%s))) { /* a strip may read these rows from the array */", to, r,
           s->carry && a->carry_depth > 0 ? "bulk_carried" : "false");
  o->indent++;
  emit_store_rows(g, n, s, k, from, to, state, true, handed);
  o->indent--;
  if (handed) {
    out_line(o, "} else {");
    o->indent++;
    emit_store_rows(g, n, s, k, from, to, state, false, true);
    o->indent--;
  }
  out_line(o, "}");
}

/* Whether a chunk's cells are the whole box of the strip's rows by the chunk's lines
 * (bulk_chunk_full): a full strip and the box's four corners cells, where the cells are a
 * polyhedron's integer points (Wavefront.cells_polyhedral), which hold the box when they hold its
 * corners. Then no line tests its cells. */
static void emit_chunk_full(Gen *g, Node *n) {
  Out *o = g->o;
  if (!n->plan_team->wave->cells_polyhedral) return;
  out_line(o, "bool bulk_chunk_full = BULKCC_CHUNK_TEST_ONCE && bulk_strip_hi - bulk_strip_lo == BULKCC_TEAM - 1;");
  out_line(o, "for (int bulk_k = 0; bulk_k < 4 && bulk_chunk_full; bulk_k++) { /* the box's corners */");
  o->indent++;
  out_line(o, "const long long bulk_cell = bulk_k & 1 ? bulk_strip_hi : bulk_strip_lo, bulk_wave = bulk_k & 2 ? bulk_chunk_hi : bulk_chunk_lo;");
  out_line(o, "(void)bulk_wave; /* a test of the row alone, where every row's lines are the same */");
  cg_begin_line(g);
  out_printf(o, "bulk_chunk_full = ");
  team_emit_cell_test(g, n);
  out_printf(o, ";\n");
  o->indent--;
  out_line(o, "}");
}

/* The rows a deferred array's stores reach first at a chunk's end: those the next strip's copies
 * read (from r1 + 1 + row_lo), so that the strip says the chunk is done before it stores the rest. */
static const char *published_rows(const StripStage *s) {
  long long least = 0;
  for (int k = 0; k < s->narrays; k++)
    if (s->arrays[k].deferred && s->arrays[k].row_lo < least) least = s->arrays[k].row_lo;
  return intern_format("bulkcc_wave_max(0LL, BULKCC_TEAM + %lldLL)", least);
}

void stage_emit_warp_region(Gen *g) {
  Out *o = g->o;
  const char *bytes = intern_format("BULKCC_STAGE_BYTES_%s", g->fn->name);
  out_line(o, "#if defined(__CUDACC__) || defined(BULK_EMULATION_WARPS)");
  out_line(o, "unsigned char *const bulk_stage = bulkcc_stage_warp(%s);", bytes);
  out_line(o, "#else");
  out_line(o, "alignas(16) unsigned char bulk_stage[%s];", bytes);
  out_line(o, "#endif");
}

void stage_emit_strip(Gen *g, Node *n, const StripStage *s, const char *state) {
  Out *o = g->o;
  stage_emit_warp_region(g);
  const char *offset = "0u";
  for (int k = 0; k < s->narrays; k++) {
    const StageArray *a = &s->arrays[k];
    const char *type = cg_type(type_element(a->sym->type));
    out_line(o, "%s *const bulk_stage%d = (%s *)(bulk_stage + %s); /* %s's */", type, k, type, offset, cg_name(a->sym));
    offset = intern_format("%s + %s", offset, region_text(a, s->skew));
    if (a->dims == 2 && a->read) emit_keep_bounds(g, k, a); /* one along a counter is copied whole each chunk */
  }
  out_line(o, "const long long bulk_row_at = bulk_cell - bulk_strip_lo;");
  /* the strip above hands on the rows a strip reads of it as words, where the launch has them */
  if (s->carry)
    out_line(o, "const bool bulk_carried = bulkcc_carry_ready(%s, bulk_strips, %lluull);", state, (unsigned long long)s->carry_stride);
  out_line(o, "const long long bulk_first_w0 = bulk_wave_lo + (bulk_from - bulk_wave_lo) / BULKCC_STAGE_LINES * BULKCC_STAGE_LINES;");
  out_line(o, "for (long long bulk_w0 = bulk_first_w0; bulk_w0 <= bulk_to; bulk_w0 += BULKCC_STAGE_LINES) {");
  o->indent++;
  out_line(o, "const long long bulk_chunk_lo = bulkcc_wave_max(bulk_w0, bulk_from);");
  out_line(o, "const long long bulk_chunk_hi = bulkcc_wave_min(bulk_w0 + (BULKCC_STAGE_LINES - 1), bulk_to);");
  for (int k = 0; k < s->narrays; k++)
    if (s->arrays[k].dims == 2 && s->arrays[k].read) emit_keep_move(g, k, &s->arrays[k]);
  out_line(o, "bulkcc_syncwarp(); /* the kept slots moved, before the copies overwrite their sources */");
  for (int k = 0; k < s->narrays; k++) emit_copy(g, n, s, k, state, true);
  out_line(o, "%sbulkcc_strip_wait(%s, bulk_strip, bulk_lines, bulk_chunk_hi - bulk_wave_lo, &bulk_seen);", s->carry ? "if (!bulk_carried) " : "",
           state);
  for (int k = 0; k < s->narrays; k++) emit_copy(g, n, s, k, state, false);
  out_line(o, "bulkcc_stage_wait();");
  out_line(o, "bulkcc_syncwarp(); /* the copies, before any lane reads them */");
  emit_chunk_full(g, n);
  out_line(o, "for (long long bulk_wave = bulk_chunk_lo; bulk_wave <= bulk_chunk_hi; bulk_wave++) {");
  o->indent++;
  out_line(o, "const long long bulk_at = bulk_wave - bulk_w0;");
  out_line(o, "(void)bulk_at;");
  g->stage = s;
  team_emit_strip_cell(g, n);
  g->stage = NULL;
  out_line(o, "bulkcc_syncwarp(); /* the line's stores, before the strip's next line reads them */");
  o->indent--;
  out_line(o, "}");
  bool deferred = false;
  for (int k = 0; k < s->narrays; k++) deferred |= s->arrays[k].deferred;
  if (!deferred) {
    out_line(o, "bulkcc_strip_done(%s, bulk_strip, bulk_lines, bulk_chunk_hi - bulk_wave_lo + 1, bulk_seen);", state);
    o->indent--;
    out_line(o, "}");
    return;
  }
  /* the rows the next strip reads, then the chunk done, then the rest, off the next strip's path */
  const char *first = published_rows(s);
  for (int k = 0; k < s->narrays; k++)
    if (s->arrays[k].deferred) emit_deferred_stores(g, n, s, k, first, "BULKCC_TEAM", state);
  out_line(o, "bulkcc_syncwarp(); /* the chunk's stores the strips after read, before the count says they are made */");
  out_line(o, "%sbulkcc_strip_done(%s, bulk_strip, bulk_lines, bulk_chunk_hi - bulk_wave_lo + 1, bulk_seen);", s->carry ? "if (!bulk_carried) " : "",
           state);
  for (int k = 0; k < s->narrays; k++)
    if (s->arrays[k].deferred) emit_deferred_stores(g, n, s, k, "0LL", first, NULL);
  out_line(o, "bulkcc_syncwarp(); /* the chunk's other stores, before the next chunk's copies read them */");
  o->indent--;
  out_line(o, "}");
}
