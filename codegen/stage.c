/* stage.c: a grid form's strip with its arrays staged in the warp's shared memory (plan/stage.c
 * says which and why): a chunk of BULKCC_STAGE_LINES lines at a time, the staged elements those
 * lines touch copied in at once (cp.async on the GPU), the cells reading the copy and storing to
 * both, or, where an array's stores are deferred, to the copy alone and the array at the chunk's
 * end. -DBULKCC_GRID_STAGE=0 keeps the strip reading the arrays line by line. */
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
  const char *bytes; /* the greatest of the entry's strips' */
} EntryStages;

static AstStep find_staged(const Node *n, void *data) {
  EntryStages *e = data;
  StripStage s;
  if (n->kind == ST_FOR && n->plan_team && n->plan_team->kind == PLAN_TEAM_WAVE && stage_plan(e->g, n, &s)) {
    e->bytes = intern_format("bulkcc_stage_max(%s, %s)", e->bytes, stage_bytes_text(&s));
    plan_strip_stage_free(&s);
  }
  return AST_WALK_ON;
}

void stage_emit_entry_bytes(Gen *g, Function *fn) {
  EntryStages e = {g, "0u"};
  ast_walk(fn->body, find_staged, NULL, &e);
  out_printf(g->o, "/* the bytes of shared memory each warp of %s's grid form stages its strips' arrays in */\n", fn->name);
  out_printf(g->o, "#if BULKCC_GRID_STAGE\n#define BULKCC_STAGE_BYTES_%s (%s)\n#else\n#define BULKCC_STAGE_BYTES_%s 0u\n#endif\n",
             fn->name, e.bytes, fn->name);
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
 * chunk's, which copies the array again) the store goes to the array too. The accesses' offsets
 * are bounded by a's box (row_lo..row_hi, col_lo..col_hi), which covers them all. */
static void emit_store_needed(Gen *g, const StageArray *a, long long skew, long long dr, long long dc) {
  out_printf(g->o, "bulk_cell + %lldLL > bulk_strip_hi || bulk_cell + %lldLL < bulk_strip_lo || bulk_wave + %lldLL > bulk_chunk_hi",
             dr - a->row_lo, dr - a->row_hi, skew * dr + dc - a->col_lo);
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
    emit_store_needed(g, a, g->stage->skew, plan_stage_offset(n->lhs->lhs->rhs), plan_stage_offset(n->lhs->rhs));
  }
  out_printf(g->o, ")");
  return true;
}

/* One array's copy for the chunk from line bulk_w0: the elements its region holds that lie in
 * the array, a lane each in turn. */
static void emit_copy(Gen *g, int k, const StageArray *a, long long skew) {
  Out *o = g->o;
  if (!a->read) return; /* the cells only write it (deferred): nothing to copy in */
  const char *name = cg_name(a->sym);
  /* a region's slots are few (its bytes fit in shared memory): counted in unsigned, whose division
     by the constant pitch is one multiplication, not long long's sequence */
  out_line(o, "for (unsigned bulk_e = (unsigned)(bulk_lane %% BULKCC_TEAM); bulk_e < (unsigned)%s; bulk_e += BULKCC_TEAM) {",
           elements_text(a, skew));
  o->indent++;
  if (a->dims == 2) {
    /* a row's last slot, where the width is even, is copied too and never read */
    out_line(o, "const long long bulk_r = bulk_strip_lo + %lldLL + (long long)(bulk_e / (unsigned)%s);", a->row_lo, pitch_text(a));
    out_line(o, "const long long bulk_c = bulk_w0 - %lldLL * bulk_r + %lldLL + (long long)(bulk_e %% (unsigned)%s);", skew, a->col_lo,
             pitch_text(a));
    /* every slot, even one a cell of the chunk stores before any read: a test of each slot for
       that cost more than the copies it saved (edit distance 32K on an H200: 34.0 ms against
       25.4, bench/results/2026-11-29-deferred-stores.md) */
    out_line(o, "if (bulk_r >= 0 && bulk_r < %lldLL && bulk_c >= 0 && bulk_c < %lldLL)", a->rows, a->cols);
    out_line(o, "  bulkcc_stage_copy(&bulk_stage%d[bulk_e], &%s[(size_t)bulk_r * %lldu + (size_t)bulk_c]);", k, name, a->cols);
  } else {
    if (a->along == STAGE_ALONG_ROWS) out_line(o, "const long long bulk_i = bulk_strip_lo + %lldLL + bulk_e;", a->row_lo);
    else
      out_line(o, "const long long bulk_i = bulk_w0 - %lldLL * (bulk_strip_lo + (BULKCC_TEAM - 1)) + %lldLL + bulk_e;", skew,
               a->col_lo);
    out_line(o, "if (bulk_i >= 0 && bulk_i < %lldLL) bulkcc_stage_copy(&bulk_stage%d[bulk_e], &%s[(size_t)bulk_i]);", a->cols, k,
             name);
  }
  o->indent--;
  out_line(o, "}");
}

/* A deferred array's stores of the chunk (StageArray.deferred), from the copy to the array: the
 * strip's rows one after another, the lanes taking a row's lines, so that a warp's store is one
 * run of the row. The element of each (row, line) that has a cell: bulk_cell and bulk_wave are
 * redeclared so, for the wavefront's test of a cell. */
static void emit_deferred_stores(Gen *g, Node *n, int k, const StageArray *a, long long skew) {
  Out *o = g->o;
  out_line(o, "for (long long bulk_rr = 0; bulk_rr < BULKCC_TEAM; bulk_rr++) { /* %s's stores of the chunk, a row at a time */",
           cg_name(a->sym));
  o->indent++;
  out_line(o, "for (long long bulk_l = (long long)(bulk_lane %% BULKCC_TEAM); bulk_l < BULKCC_STAGE_LINES; bulk_l += BULKCC_TEAM) {");
  o->indent++;
  out_line(o, "const long long bulk_cell = bulk_strip_lo + bulk_rr, bulk_wave = bulk_w0 + bulk_l;");
  cg_begin_line(g);
  out_printf(o, "if (bulk_cell <= bulk_strip_hi && bulk_chunk_lo <= bulk_wave && bulk_wave <= bulk_chunk_hi && ");
  team_emit_cell_test(g, n);
  out_printf(o, ")\n");
  out_line(o, "  %s[(size_t)bulk_cell * %lldu + (size_t)(bulk_wave - %lldLL * bulk_cell)] = bulk_stage%d[(bulk_rr + %lldLL) * %s + bulk_l + %lldLL];",
           cg_name(a->sym), a->cols, skew, k, -a->row_lo, pitch_text(a), -a->col_lo);
  o->indent--;
  out_line(o, "}");
  o->indent--;
  out_line(o, "}");
}

void stage_emit_strip(Gen *g, Node *n, const StripStage *s, const char *state) {
  Out *o = g->o;
  const char *bytes = intern_format("BULKCC_STAGE_BYTES_%s", g->fn->name);
  out_line(o, "#ifdef __CUDACC__");
  out_line(o, "unsigned char *const bulk_stage = bulkcc_stage_warp(%s);", bytes);
  out_line(o, "#else");
  out_line(o, "alignas(16) unsigned char bulk_stage[%s];", bytes);
  out_line(o, "#endif");
  const char *offset = "0u";
  for (int k = 0; k < s->narrays; k++) {
    const StageArray *a = &s->arrays[k];
    const char *type = cg_type(type_element(a->sym->type));
    out_line(o, "%s *const bulk_stage%d = (%s *)(bulk_stage + %s); /* %s's */", type, k, type, offset, cg_name(a->sym));
    offset = intern_format("%s + %s", offset, region_text(a, s->skew));
  }
  out_line(o, "const long long bulk_row_at = bulk_cell - bulk_strip_lo;");
  out_line(o, "for (long long bulk_w0 = bulk_wave_lo + (bulk_from - bulk_wave_lo) / BULKCC_STAGE_LINES * BULKCC_STAGE_LINES; "
              "bulk_w0 <= bulk_to; bulk_w0 += BULKCC_STAGE_LINES) {");
  o->indent++;
  out_line(o, "const long long bulk_chunk_lo = bulkcc_wave_max(bulk_w0, bulk_from);");
  out_line(o, "const long long bulk_chunk_hi = bulkcc_wave_min(bulk_w0 + (BULKCC_STAGE_LINES - 1), bulk_to);");
  out_line(o, "bulkcc_strip_wait(%s, bulk_strip, bulk_lines, bulk_chunk_hi - bulk_wave_lo, &bulk_seen);", state);
  for (int k = 0; k < s->narrays; k++) emit_copy(g, k, &s->arrays[k], s->skew);
  out_line(o, "bulkcc_stage_wait();");
  out_line(o, "bulkcc_syncwarp(); /* the copies, before any lane reads them */");
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
  for (int k = 0; k < s->narrays; k++)
    if (s->arrays[k].deferred) emit_deferred_stores(g, n, k, &s->arrays[k], s->skew), deferred = true;
  if (deferred) out_line(o, "bulkcc_syncwarp(); /* the chunk's stores, before the next chunk's copies and the strips after read them */");
  out_line(o, "bulkcc_strip_done(%s, bulk_strip, bulk_lines, bulk_chunk_hi - bulk_wave_lo + 1, bulk_seen);", state);
  o->indent--;
  out_line(o, "}");
}
