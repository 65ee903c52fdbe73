/* gather_updates.h: a nest whose cells add integer shares to elements of later cells turned into
 * one whose cells gather them (gather_updates.c), before the dependences are computed.
 *
 * A nest `for (y ...) for (x ...) { ... }` (both counters signed, declared by their loops, counting
 * up by 1, a rectangle of cells: bounds of neither counter that the nest does not write, the outer
 * loop's body the inner loop alone) is rewritten where
 *   - its cell reads a local 2-D array X of int or unsigned int once, at its own element X[y][x],
 *     before its updates, and touches X otherwise only by statements `X[y + a][x + b] += f;` (or `-=`) with
 *     (a, b) after (0, 0) (a > 0, or a == 0 and b > 0), constant, under ifs on the counters and on
 *     scalars the nest does not write;
 *   - every share f is an integer expression of one scalar E of X's element type, declared at the
 *     cell's top before the first update and never assigned again, with constants, the counters
 *     and scalars the nest does not write;
 *   - the cell reads X[y][x] as a value (not stored to, incremented or addressed there), and
 *     declares no name the moved reads and the final store use (the counters, X, E, what the
 *     bounds, shares and their conditions read);
 *   - nothing reads X after the nest, which does not run again (no enclosing loop, no goto);
 *   - the cell is made of blocks, ifs, expressions and declarations.
 * The cell then reads X[y][x] plus each update's share from each source cell that runs it, and
 * stores E in X[y][x] at its end; the updates go. Every element computed is the same, bit for bit
 * (integer additions in another order, as unsigned). The outer loop's Node.gather_note says so
 * (--dump=plan), or, where the cell updates an element of a 2-D array (`X[..][..] += f` or `-=`) and the
 * nest is not rewritten, why not. */
#ifndef BULKCC_GATHER_UPDATES_H
#define BULKCC_GATHER_UPDATES_H

#include "../frontend/ast.h"

void gather_updates_program(Program *prog);

#endif
