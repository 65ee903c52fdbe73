/* fold_prologues.h: a row's stores before (or after) its cells folded into the cells
 * (fold_prologues.c), before the evaluation and the dependences, so that a dynamic program's nest
 * written
 *
 *   for (i = N - 1; i >= 0; i--) {
 *     L[i][i] = 1;                           (the row's first element, set before its cells)
 *     for (int j = i + 1; j < N; j++) L[i][j] = ...;
 *   }
 *
 * is a wavefront as the same nest with the stores in a loop of their own is: it becomes
 *
 *   for (i = N - 1; i >= 0; i--)
 *     for (int j = i + 1 - 1; j < N; j++)
 *       if (j == i + 1 - 1) { L[i][i] = 1; } else ...;
 *
 * Done where the outer loop's body is expression statements that store array elements (no
 * scalar, no call that may write, no ++ or -- of a scalar) followed by the inner loop, a counted
 * loop by 1 (up or down) whose start and bound read no array and call nothing, of scalars the
 * body does not assign, whose counter its body does not assign, and where interval reasoning
 * proves, for every row, that the extra first iteration runs (its value passes the loop's test)
 * and stays in the counter's type. Every store then runs in the same order as before: the
 * row's stores first, then its cells. Stores after the inner loop run as its last iteration, at
 * the value its test first fails at (the bound, or one past it for <= and >=), where the loop is
 * proved to reach it in every row. The outer loop's Node.fold_note says so (--dump=plan). */
#ifndef BULKCC_FOLD_PROLOGUES_H
#define BULKCC_FOLD_PROLOGUES_H

#include "../frontend/ast.h"

void fold_prologues_program(Program *prog);

#endif
