/* grid.c: the grid form of an entry (CUDA): the blocks of a group run one instance, all their
 * threads its lanes. It is the team form's code (plan/team.c) with more lanes: a wavefront's
 * cells spread over every thread of the group, a parallel loop's iterations too, and the team's
 * waits become a barrier of the group's blocks. Where p is small that puts the whole GPU on each
 * instance, where the team form would leave it idle.
 *
 * Taken where the team form is, a wavefront is among its loops (without one, the team form's
 * warp has work enough per wait), and no reduction or scan splits across the lanes (a warp's
 * shuffles combine those; a group's lanes have none). A split loop's counter must stay in its
 * type with PLAN_GRID_LANES lanes past its end; a wavefront's cells are counted in long long. */
#include "plan.h"

typedef struct GridCheck {
  const char *why;
  int waves;
} GridCheck;

static AstStep check_split(const Node *n, void *data) {
  GridCheck *c = data;
  const TeamLoop *t = n->kind == ST_FOR ? n->plan_team : NULL;
  if (!t) return AST_WALK_ON;
  if (t->kind == PLAN_TEAM_WAVE) {
    c->waves++;
    return AST_WALK_SKIP; /* a cell's loops run on its lane */
  }
  if (t->kind == PLAN_TEAM_REDUCE || t->kind == PLAN_TEAM_SCAN)
    c->why = intern_format("the %s at %d:%d combines its lanes by a warp's shuffles", t->kind == PLAN_TEAM_SCAN ? "scan" : "reduction",
                           n->loc.line, n->loc.col);
  else if (!plan_team_counter_room(n, PLAN_GRID_LANES))
    c->why = intern_format("the counter of the loop at %d:%d is not proved to stay in its type with %d lanes past its end",
                           n->loc.line, n->loc.col, PLAN_GRID_LANES);
  return c->why ? AST_WALK_STOP : AST_WALK_SKIP;
}

void plan_grid(Function *fn) {
  fn->plan_grid = false;
  fn->plan_no_grid = NULL;
  if (!fn->plan_team) return;
  GridCheck c = {NULL, 0};
  ast_walk(fn->body, check_split, NULL, &c);
  if (!c.why && c.waves == 0) c.why = "no wavefront";
  fn->plan_grid = !c.why;
  fn->plan_no_grid = c.why;
}
