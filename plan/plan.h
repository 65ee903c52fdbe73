/* plan.h: the decisions code generation follows, made once between analysis and emission.
 *
 * The planning pass writes them into the tree, where the emitters only read them: the spelling
 * of every name (Symbol.emit_name), the variables a select assigns (Symbol.select_target), each
 * entry's form (Function.plan_spmd, plan_registers, plan_ahead) and, for the CPU's SPMD form,
 * every scalar that holds one value per lane (Symbol.varying). A plan is for one target: planning
 * again for another replaces it. */
#ifndef BULKCC_PLAN_H
#define BULKCC_PLAN_H

#include <stdio.h>

#include "../codegen/codegen.h"

/* Makes the decisions for every function of the program (after evaluate_program), for the
 * target and layout of options. */
bool plan_program(Program *prog, const CodegenOptions *options);
/* The same, then prints them per function, one fact a line (--dump=plan). */
bool plan_dump_program(FILE *f, Program *prog, const CodegenOptions *options);

/* names.c: gives every symbol of the program its spelling in emitted code. */
void plan_names(Program *prog);

#endif
