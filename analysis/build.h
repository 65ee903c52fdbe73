/* build.h: typed nodes for the lowerings that rewrite checked trees (memcpy into loops, pointers
 * into array accesses): what sema would have typed, built already typed. */
#ifndef BULKCC_BUILD_H
#define BULKCC_BUILD_H

#include "../frontend/parse.h"

Node *build_node(NodeKind kind, SrcLoc loc, Type *type);
/* A constant of type long long. */
Node *build_integer(long long value, SrcLoc loc);
/* A constant of type int (value within int's range). */
Node *build_int(long long value, SrcLoc loc);
/* a op b, typed as C types it (comparisons int, the rest by the usual conversions). */
Node *build_binary(Op op, Node *a, Node *b);
/* (t)value. */
Node *build_cast(Type *t, Node *value);
/* to = value, and a, b: typed as their value. */
Node *build_assign(Node *to, Node *value);
Node *build_comma(Node *a, Node *b);
/* The statement `T sym = init;` (init may be NULL), the symbol's declaration. */
Node *build_declaration(Symbol *sym, Node *init, SrcLoc loc);
/* A use of a variable. */
Node *build_var(Symbol *sym, SrcLoc loc);
/* A copy of an expression tree, so that each use of it has its own nodes. */
Node *build_clone(const Node *n);

#endif
