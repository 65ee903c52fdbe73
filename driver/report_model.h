/* report_model.h: --report's cost model part (report_model.c). */
#ifndef BULKCC_REPORT_MODEL_H
#define BULKCC_REPORT_MODEL_H

#include <stdbool.h>
#include <stdio.h>

#include "../frontend/ast.h"

/* Prints each entry's counts and, where profile names the runtime's profile, the predicted time
 * of a call of instances (0: 1) per form and kind of call. False, with *why, for a profile that
 * cannot be read or has a malformed line. */
bool report_model(FILE *f, Program *prog, const char *profile, unsigned long long instances, const char **why);

#endif
