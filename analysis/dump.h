/* dump.h: --dump=ast, the typed syntax tree as text, for tests and for curious users. */
#ifndef BULKCC_DUMP_H
#define BULKCC_DUMP_H

#include <stdio.h>

#include "../frontend/ast.h"

void dump_program(FILE *f, Program *prog);

#endif
