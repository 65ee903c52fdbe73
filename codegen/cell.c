/* cell.c: the grid form's warp cells over several warps. A wavefront's line with fewer cells than
 * the group has warps leaves warps idle (OPT's late lines: a few cells, each a long loop); so a
 * cell takes as many warps of one block as the line's cells leave idle, up to BULKCC_CELL_WARPS,
 * its loops split across all their lanes. The warps of a cell wait for each other at a barrier of
 * their own (bar.sync, numbered by the team in its block: blocks of at most 16 warps, so that the
 * teams of two warps or more have 15 barriers enough), and a reduction's parts, each warp's
 * combined by shuffles, are combined through shared memory in their warps' order, every warp the
 * same way, by the same rules as the shuffles (ties kept in order). plan/team.c says which cells
 * may (TeamLoop.wave_cell_warps). */
#include "../plan/plan.h"
#include "codegen.h"

void grid_emit_cell_prelude(Out *o) {
  out_printf(o,
             "/* a wavefront's warp cell runs on as many warps of a block as the line's cells leave idle, up to\n"
             "   BULKCC_CELL_WARPS (1: a warp a cell); they wait for each other at a barrier of their own and\n"
             "   combine a reduction's parts through shared memory, in their warps' order */\n"
             "#ifndef BULKCC_CELL_WARPS\n#define BULKCC_CELL_WARPS 16\n"
             "#elif BULKCC_CELL_WARPS != 1 && BULKCC_CELL_WARPS != 2 && BULKCC_CELL_WARPS != 4 && BULKCC_CELL_WARPS != 8 && "
             "BULKCC_CELL_WARPS != 16\n#error \"BULKCC_CELL_WARPS: 1, 2, 4, 8 or 16\"\n#endif\n"
             "/* blocks of at most 16 warps: a block's teams of two warps or more have barriers 1 to 15 */\n"
             "#if defined(__CUDACC__) && BULKCC_CELL_WARPS > 1\n#define BULKCC_CELL_BOUNDS __launch_bounds__(512)\n"
             "#else\n#define BULKCC_CELL_BOUNDS\n#endif\n"
             "struct bulkcc_cell_team {\n"
             "  unsigned warps, lanes, lane; /* the cell's warps and lanes; this thread's lane of them */\n"
             "  long long first, teams;      /* the team's number in the group (its first cell of a line), and the group's teams */\n"
             "  unsigned barrier, warp;      /* the team's barrier in its block; this thread's warp in the block */\n"
             "};\n"
             "#if defined(__CUDACC__) || defined(BULK_EMULATION_WARPS)\n"
             "/* The team of this thread for a line of bulk_cells cells: warps doubled while the teams still\n"
             "   cover the cells; warp w of the group's block b in team (w / warps) * blocks + b, as a warp a\n"
             "   cell numbers them (a line's first cells on different multiprocessors). */\n"
             "static __attribute__((unused)) __device__ __forceinline__ bulkcc_cell_team bulkcc_cell_team_of(long long bulk_cells, "
             "unsigned bulk_lane, unsigned bulk_lanes) {\n"
             "  const unsigned bulk_block_warps = blockDim.x / 32, bulk_warp = threadIdx.x / 32;\n"
             "  const unsigned bulk_blocks = bulk_lanes / blockDim.x, bulk_block = (bulk_lane / 32) %% bulk_blocks;\n"
             "  unsigned bulk_w = 1;\n"
             "  while (bulk_w * 2 <= BULKCC_CELL_WARPS && bulk_block_warps %% (bulk_w * 2) == 0 && /* teams of whole warps, none astride */\n"
             "         (unsigned long long)bulk_cells * (bulk_w * 2) <= (unsigned long long)bulk_block_warps * bulk_blocks)\n"
             "    bulk_w *= 2;\n"
             "  if (bulk_w > 1 && bulk_block_warps / bulk_w > 15) bulk_w = 1; /* more teams than barriers */\n"
             "  bulkcc_cell_team bulk_t;\n"
             "  bulk_t.warps = bulk_w, bulk_t.lanes = 32 * bulk_w, bulk_t.lane = bulk_warp %% bulk_w * 32 + threadIdx.x %% 32;\n"
             "  bulk_t.first = (long long)(bulk_warp / bulk_w) * bulk_blocks + bulk_block;\n"
             "  bulk_t.teams = (long long)(bulk_block_warps / bulk_w) * bulk_blocks;\n"
             "  bulk_t.barrier = 1 + bulk_warp / bulk_w, bulk_t.warp = bulk_warp;\n"
             "  return bulk_t;\n"
             "}\n"
             "/* the cell's warps wait for each other; bar.sync orders their memory accesses too */\n"
             "static __attribute__((unused)) __device__ __forceinline__ void bulkcc_cell_wait(const bulkcc_cell_team *bulk_t) {\n"
             "  if (bulk_t->warps == 1) __syncwarp();\n"
             "#ifdef BULK_EMULATION_WARPS\n"
             "  else bulk_emulated_bar_sync(bulk_t->barrier, bulk_t->lanes);\n"
             "#else\n"
             "  else asm volatile(\"bar.sync %%0, %%1;\" ::\"r\"(bulk_t->barrier), \"r\"(bulk_t->lanes) : \"memory\");\n"
             "#endif\n"
             "}\n"
             "/* each warp of the block's part of a reduction: its value's bits, and the iteration it was taken at */\n"
             "static __device__ __forceinline__ unsigned long long *bulkcc_cell_slots(void) {\n"
             "#ifdef BULK_EMULATION_WARPS\n"
             "  return bulk_emulated_cell_slots();\n"
             "#else\n"
             "  __shared__ unsigned long long bulk_slots[2 * 32];\n"
             "  return bulk_slots;\n"
             "#endif\n"
             "}\n"
             "template <typename T> union bulkcc_cell_bits {\n  T value;\n  unsigned long long bits;\n};\n"
             "template <typename T> static __attribute__((unused)) __device__ __forceinline__ void bulkcc_cell_put(const bulkcc_cell_team *bulk_t, T bulk_v, "
             "long long bulk_at) {\n"
             "  static_assert(sizeof(T) <= sizeof(unsigned long long), \"a reduction's value fits its slot\");\n"
             "  bulkcc_cell_bits<T> bulk_u;\n"
             "  bulk_u.bits = 0, bulk_u.value = bulk_v;\n"
             "  if (threadIdx.x %% 32 == 0) bulkcc_cell_slots()[2 * bulk_t->warp] = bulk_u.bits, bulkcc_cell_slots()[2 * bulk_t->warp + 1] = "
             "(unsigned long long)bulk_at;\n"
             "}\n"
             "/* the part of the cell's warp w */\n"
             "template <typename T> static __attribute__((unused)) __device__ __forceinline__ T bulkcc_cell_part(const bulkcc_cell_team *bulk_t, unsigned bulk_w, "
             "long long *bulk_at) {\n"
             "  const unsigned bulk_slot = 2 * (bulk_t->warp - bulk_t->warp %% bulk_t->warps + bulk_w);\n"
             "  bulkcc_cell_bits<T> bulk_u;\n"
             "  bulk_u.bits = bulkcc_cell_slots()[bulk_slot];\n"
             "  *bulk_at = (long long)bulkcc_cell_slots()[bulk_slot + 1];\n"
             "  return bulk_u.value;\n"
             "}\n"
             "#else\n"
             "/* the emulation's group is one lane: a warp of it a cell */\n"
             "static inline bulkcc_cell_team bulkcc_cell_team_of(long long, unsigned bulk_lane, unsigned bulk_lanes) {\n"
             "  bulkcc_cell_team bulk_t = {1, BULKCC_TEAM, bulk_lane %% BULKCC_TEAM, (long long)(bulk_lane / BULKCC_TEAM), "
             "(long long)(bulk_lanes / BULKCC_TEAM), 0, 0};\n"
             "  return bulk_t;\n"
             "}\n"
             "static inline void bulkcc_cell_wait(const bulkcc_cell_team *) {}\n"
             "template <typename T> static inline void bulkcc_cell_put(const bulkcc_cell_team *, T, long long) {}\n"
             "template <typename T> static inline T bulkcc_cell_part(const bulkcc_cell_team *, unsigned, long long *bulk_at) {\n"
             "  *bulk_at = 0;\n  return T();\n}\n"
             "#endif\n\n");
}

static AstStep find_cell_warps(const Node *n, void *data) {
  if (n->kind == ST_FOR && n->plan_team && n->plan_team->kind == PLAN_TEAM_WAVE && n->plan_team->wave_cell_warps) *(bool *)data = true;
  return *(bool *)data ? AST_WALK_STOP : AST_WALK_ON;
}

bool grid_cell_warps(const Function *fn) {
  bool found = false;
  ast_walk(fn->body, find_cell_warps, NULL, &found);
  return found;
}
