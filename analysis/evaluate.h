/* evaluate.h: runs each entry with every input-independent value known, to prove its array
 * accesses in bounds and to count its memory accesses per instance (t). */
#ifndef BULKCC_EVALUATE_H
#define BULKCC_EVALUATE_H

#include <stdio.h>

#include "../frontend/ast.h"

/* Reports out-of-bounds accesses as errors; with report set, prints per entry its arrays,
 * its memory accesses per instance and which accesses were proved in bounds. Returns false
 * when an access is out of bounds. */
bool evaluate_program(Program *prog, FILE *report);
/* Evaluation steps per entry before it stops (the fuzzer, much slower, wants fewer). */
void evaluate_set_budget(long long steps);
/* The report's words for where an entry's working arrays are kept: the plan decides it, after
 * the evaluation, so the driver passes the plan's own words (unset: "per instance" alone). */
typedef const char *(*WorkingArraysPlace)(const Function *fn, const void *context);
void evaluate_set_working_arrays_place(WorkingArraysPlace place, const void *context);

#endif
