// ast_walk (frontend/ast_walk.c): the order it visits children in, pre and post visits, skipping
// and stopping, a chain of a million nodes under a 256 KiB stack (the walk keeps its own stack),
// and the node facts beside it (ast_safe_to_evaluate asks types.c whether a division is an
// integer's).
// RUN: rm -rf %t && mkdir -p %t
// RUN: cc -std=c11 -Wall -Wextra -Werror -I%S/../../frontend %s %S/../../frontend/alloc.c %S/../../frontend/ast.c %S/../../frontend/ast_walk.c %S/../../frontend/types.c -o %t/walk
// RUN: sh -c 'ulimit -s 256 && %t/walk' | FileCheck %s
#include <stdio.h>
#include <string.h>

#include "ast.h"

static Node *leaf(const char *name) {
  Node *n = ast_node(ND_VAR, (SrcLoc){"t.c", 1, 1});
  n->name = name;
  return n;
}

static Node *node2(NodeKind kind, const char *name, Node *lhs, Node *rhs) {
  Node *n = leaf(name);
  n->kind = kind;
  n->lhs = lhs;
  n->rhs = rhs;
  return n;
}

typedef struct Trace {
  char text[512];
  const char *skip, *stop_at; /* names: skip its children; stop there */
  long count;
} Trace;

static AstStep pre(const Node *n, void *data) {
  Trace *t = data;
  t->count++;
  if (n->name && strlen(t->text) + strlen(n->name) + 2 < sizeof t->text) {
    strcat(t->text, n->name);
    strcat(t->text, " ");
  }
  if (t->stop_at && n->name && strcmp(n->name, t->stop_at) == 0) return AST_WALK_STOP;
  return t->skip && n->name && strcmp(n->name, t->skip) == 0 ? AST_WALK_SKIP : AST_WALK_ON;
}

static AstStep post(const Node *n, void *data) {
  Trace *t = data;
  if (n->name && strlen(t->text) + strlen(n->name) + 3 < sizeof t->text) {
    strcat(t->text, "/");
    strcat(t->text, n->name);
    strcat(t->text, " ");
  }
  return AST_WALK_ON;
}

static AstStep count_only(const Node *n, void *data) {
  (void)n;
  ((Trace *)data)->count++;
  return AST_WALK_ON;
}

int main(void) {
  // for (init; cond; inc) body, body a block of two statements, one a call f(a, b[i])
  Node *call = node2(ND_CALL, "call", leaf("f"), NULL);
  call->args = ast_list_append(ast_list_append(NULL, leaf("a")), node2(ND_INDEX, "index", leaf("b"), leaf("i")));
  Node *block = leaf("block");
  block->kind = ST_BLOCK;
  block->args = ast_list_append(ast_list_append(NULL, call), node2(ND_ASSIGN, "assign", leaf("x"), leaf("y")));
  Node *loop = leaf("for");
  loop->kind = ST_FOR;
  loop->init = leaf("init");
  loop->cond = leaf("cond");
  loop->inc = leaf("inc");
  loop->then = block;
  Trace t = {0};
  bool whole = ast_walk(loop, pre, post, &t);
  printf("for: %s(%s)\n", t.text, whole ? "whole" : "stopped");
  // CHECK: for: for init /init cond /cond block call f /f a /a index b /b i /i /index /call assign x /x y /y /assign /block inc /inc /for (whole)

  Node *dowhile = leaf("do");
  dowhile->kind = ST_DO;
  dowhile->then = leaf("body");
  dowhile->cond = leaf("test");
  memset(&t, 0, sizeof t);
  ast_walk(dowhile, pre, NULL, &t);
  printf("do: %s\n", t.text);
  // CHECK: do: do body test

  Node *choose = leaf("if");
  choose->kind = ST_IF;
  choose->cond = leaf("c");
  choose->then = leaf("yes");
  choose->els = leaf("no");
  memset(&t, 0, sizeof t);
  ast_walk(choose, pre, NULL, &t);
  printf("if: %s\n", t.text);
  // CHECK: if: if c yes no

  memset(&t, 0, sizeof t);
  t.skip = "call";
  ast_walk(loop, pre, post, &t);
  printf("skip: %s\n", t.text);
  // CHECK: skip: for init /init cond /cond block call /call assign x /x y /y /assign /block inc /inc /for

  memset(&t, 0, sizeof t);
  t.stop_at = "index";
  whole = ast_walk(loop, pre, post, &t);
  printf("stop: %s(%s)\n", t.text, whole ? "whole" : "stopped");
  // CHECK: stop: for init /init cond /cond block call f /f a /a index (stopped)

  memset(&t, 0, sizeof t);
  ast_walk_list(block->args, pre, NULL, &t);
  printf("list: %s\n", t.text);
  // CHECK: list: call f a index b i assign x y

  // a million nested negations: recursion would need far more than the 256 KiB stack
  Node *deep = leaf("x");
  for (int k = 0; k < 1000000; k++) deep = node2(ND_UNARY, NULL, deep, NULL);
  memset(&t, 0, sizeof t);
  whole = ast_walk(deep, count_only, count_only, &t);
  printf("deep: %ld visits (%s)\n", t.count, whole ? "whole" : "stopped");
  // CHECK: deep: 2000002 visits (whole)

  printf("facts: %d %d %d %d\n", ast_is_assignment(block->args->next), ast_is_assignment(call),
         ast_is_assignment(node2(ND_POSTINC, NULL, leaf("k"), NULL)), ast_is_assignment(NULL));
  // CHECK: facts: 1 0 1 0
  Symbol sym = {0};
  Node *array = leaf("m");
  array->sym = &sym;
  Node *access = node2(ND_INDEX, NULL, node2(ND_INDEX, NULL, array, leaf("i")), leaf("j"));
  printf("root: %s %d %d\n", ast_index_root(access)->name, ast_index_root_symbol(access) == &sym,
         ast_index_root_symbol(call) == NULL);
  // CHECK: root: m 1 1

  /* safe to evaluate: reads and arithmetic; not an assignment, a call or an integer division */
  Node *quotient = node2(ND_BINARY, NULL, leaf("a"), leaf("b"));
  quotient->op = OP_DIV;
  quotient->type = type_basic(TY_INT);
  Node *real_quotient = node2(ND_BINARY, NULL, leaf("a"), leaf("b"));
  real_quotient->op = OP_DIV;
  real_quotient->type = type_basic(TY_DOUBLE);
  printf("safe: %d %d %d %d %d\n", ast_safe_to_evaluate(access), ast_safe_to_evaluate(real_quotient),
         ast_safe_to_evaluate(quotient), ast_safe_to_evaluate(call), ast_safe_to_evaluate(block->args->next));
  // CHECK: safe: 1 1 0 0 0
  return 0;
}
