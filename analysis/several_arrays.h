/* several_arrays.h: stores and calls through a pointer set to one of several arrays
 * (several_arrays.c). */
#ifndef BULKCC_SEVERAL_ARRAYS_H
#define BULKCC_SEVERAL_ARRAYS_H

#include "../frontend/parse.h"

/* Statement n, checked, `b[i] = v;` (or op=, ++, --) with b such a pointer: made the if over b's
 * arrays, one store each. False where n is no such store. */
bool several_store_statement(Node *n);
/* Statement n, checked, `f(p);`, `y = f(p);` or `y op= f(p);` with p such a pointer: made the if
 * over p's arrays, one call each, fn's call graph naming one of them. False where it is none. */
bool several_call_statement(Function *fn, Node *n);
/* Every other call given such a pointer in fn's body: the conditional of the calls, one per
 * array (`which == 0 ? f(a + k) : f(b + k)`). */
void several_calls_in_expressions(Function *fn);
/* A store through such a pointer that is no statement of its own (`x = (b[i] = v)`), which has
 * no if to become, or NULL. */
const Node *several_store_inside(const Node *body);

#endif
