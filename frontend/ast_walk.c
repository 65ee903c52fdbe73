/* ast_walk.c: the one walk over a syntax tree (ast.h), and the facts about nodes that many passes
 * ask. The walk keeps its own stack on the heap, so a tree of any depth is walked whatever the
 * process's stack. */
#include "ast.h"

#include <limits.h>
#include <stdlib.h>

/* A node's children, by field; a do loop's body comes before its condition. */
enum { CHILD_INIT, CHILD_COND, CHILD_LHS, CHILD_RHS, CHILD_ARGS, CHILD_THEN, CHILD_INC, CHILD_ELS, CHILDREN };
static const unsigned char child_order[CHILDREN] = {CHILD_INIT, CHILD_COND, CHILD_LHS,  CHILD_RHS,
                                                     CHILD_ARGS, CHILD_THEN, CHILD_INC, CHILD_ELS};
static const unsigned char do_order[CHILDREN] = {CHILD_THEN, CHILD_COND, CHILD_INIT, CHILD_LHS,
                                                 CHILD_RHS,  CHILD_ARGS, CHILD_INC,  CHILD_ELS};

typedef struct WalkFrame {
  const Node *node;
  const Node *arg; /* the argument (list item) visited last, while in args */
  unsigned char step; /* the next field of child_order (or do_order) to visit */
} WalkFrame;

static const Node *field(const Node *n, int which) {
  switch (which) {
  case CHILD_INIT: return n->init;
  case CHILD_COND: return n->cond;
  case CHILD_LHS: return n->lhs;
  case CHILD_RHS: return n->rhs;
  case CHILD_THEN: return n->then;
  case CHILD_INC: return n->inc;
  default: return n->els;
  }
}

/* The frame's next child, advancing it; NULL when none is left. */
static const Node *next_child(WalkFrame *f) {
  const unsigned char *order = f->node->kind == ST_DO ? do_order : child_order;
  while (f->step < CHILDREN) {
    int which = order[f->step];
    if (which == CHILD_ARGS) {
      f->arg = f->arg ? f->arg->next : f->node->args;
      if (f->arg) return f->arg;
      f->step++;
      continue;
    }
    f->step++;
    const Node *child = field(f->node, which);
    if (child) return child;
  }
  return NULL;
}

bool ast_walk(const Node *root, AstVisit pre, AstVisit post, void *data) {
  if (!root) return true;
  WalkFrame *stack = NULL;
  size_t depth = 0, cap = 0;
  bool stopped = false;
  const Node *enter = root;
  for (;;) {
    if (enter) {
      AstStep step = pre ? pre(enter, data) : AST_WALK_ON;
      if (step == AST_WALK_STOP) {
        stopped = true;
        break;
      }
      stack = grow_array(stack, &cap, depth + 1, sizeof *stack, "the stack of a walk over the syntax tree");
      stack[depth++] = (WalkFrame){enter, NULL, step == AST_WALK_SKIP ? CHILDREN : 0};
    }
    if (depth == 0) break;
    WalkFrame *top = &stack[depth - 1];
    enter = next_child(top);
    if (enter) continue;
    if (post && post(top->node, data) == AST_WALK_STOP) {
      stopped = true;
      break;
    }
    depth--;
  }
  free(stack);
  return !stopped;
}

bool ast_walk_list(const Node *list, AstVisit pre, AstVisit post, void *data) {
  for (; list; list = list->next)
    if (!ast_walk(list, pre, post, data)) return false;
  return true;
}

bool ast_is_assignment(const Node *n) {
  return n && (n->kind == ND_ASSIGN || n->kind == ND_PREINC || n->kind == ND_PREDEC || n->kind == ND_POSTINC ||
               n->kind == ND_POSTDEC);
}

bool ast_call_may_write(const Node *call) {
  const Symbol *callee = call->lhs && call->lhs->kind == ND_VAR ? call->lhs->sym : NULL;
  return !callee || callee->kind != SYM_LIBFUNC || callee->lib_has_pointer_param;
}

const Node *ast_index_root(const Node *n) {
  while (n && n->kind == ND_INDEX) n = n->lhs;
  return n;
}

Symbol *ast_index_root_symbol(const Node *n) {
  n = ast_index_root(n);
  return n && n->kind == ND_VAR ? n->sym : NULL;
}

/* A divisor that is a constant other than 0 and -1, in any integer type of at least 32 bits
 * (where a cast keeps its value): the division cannot trap. */
static bool divisor_cannot_trap(const Node *d) {
  while (d->kind == ND_CAST && type_is_integer(d->type) && type_size(d->type) >= 4) d = d->lhs;
  return d->kind == ND_INT && (d->ival >= 1 ? d->ival <= INT_MAX : d->ival < -1 && d->ival >= INT_MIN);
}

static AstStep visit_safe_to_evaluate(const Node *n, void *data) {
  (void)data;
  switch (n->kind) {
  case ND_INT: case ND_FLOAT: case ND_VAR: case ND_SIZEOF:
    return AST_WALK_SKIP; /* sizeof's operand is not evaluated */
  case ND_INDEX: case ND_UNARY: case ND_CAST: case ND_COND: case ND_COMMA:
    return AST_WALK_ON;
  case ND_BINARY:
    return (n->op == OP_DIV || n->op == OP_MOD) && type_is_integer(n->type) && !divisor_cannot_trap(n->rhs)
               ? AST_WALK_STOP : AST_WALK_ON;
  default:
    return AST_WALK_STOP;
  }
}

bool ast_safe_to_evaluate(const Node *n) { return ast_walk(n, visit_safe_to_evaluate, NULL, NULL); }

typedef struct Search {
  const Node *node;
  const Symbol *sym;
  bool found;
} Search;

static AstStep find_node_or_symbol(const Node *n, void *data) {
  Search *s = data;
  if (n == s->node || (s->sym && n->kind == ND_VAR && n->sym == s->sym)) s->found = true;
  return s->found ? AST_WALK_STOP : AST_WALK_ON;
}

bool ast_contains(const Node *tree, const Node *node) {
  Search s = {node, NULL, false};
  if (tree) ast_walk(tree, find_node_or_symbol, NULL, &s);
  return s.found;
}

bool ast_mentions(const Node *tree, const Symbol *sym) {
  Search s = {NULL, sym, false};
  if (tree) ast_walk(tree, find_node_or_symbol, NULL, &s);
  return s.found;
}

typedef struct After {
  const Node *nest;
  const Symbol *sym;
  bool passed, used;
} After;

static AstStep after_pre(const Node *n, void *data) {
  After *w = data;
  if (n->kind == ST_GOTO || n->kind == ST_LABEL) w->used = true;
  if (n != w->nest && (n->kind == ST_FOR || n->kind == ST_WHILE || n->kind == ST_DO) && ast_contains(n, w->nest)) w->used = true;
  if (w->passed && n->kind == ND_VAR && n->sym == w->sym) w->used = true;
  return w->used ? AST_WALK_STOP : AST_WALK_ON;
}

static AstStep after_post(const Node *n, void *data) {
  After *w = data;
  if (n == w->nest) w->passed = true;
  return AST_WALK_ON;
}

bool ast_used_after(const Node *body, const Node *nest, const Symbol *sym) {
  After w = {nest, sym, false, false};
  if (body) ast_walk(body, after_pre, after_post, &w);
  return w.used || !w.passed;
}

static AstStep assigns_variable(const Node *n, void *sym) {
  return ast_is_assignment(n) && n->lhs->kind == ND_VAR && n->lhs->sym == sym ? AST_WALK_STOP : AST_WALK_ON;
}

bool ast_assigns(const Node *tree, const Symbol *sym) {
  return !ast_walk_list(tree, assigns_variable, NULL, (void *)sym);
}

Symbol *ast_for_counter(const Node *loop, Node **start) {
  *start = NULL;
  const Node *init = loop->kind == ST_FOR ? loop->init : NULL;
  if (init && init->kind == ST_DECL && init->args && !init->args->next && init->args->init) {
    *start = init->args->init;
    return init->args->sym;
  }
  if (init && init->kind == ST_EXPR && init->lhs && init->lhs->kind == ND_ASSIGN && init->lhs->op == OP_NONE &&
      init->lhs->lhs->kind == ND_VAR) {
    *start = init->lhs->rhs;
    return init->lhs->lhs->sym;
  }
  return NULL;
}

/* inc steps c by one: +1 (c++, ++c, c += 1), -1 (c--, --c, c -= 1), or 0 */
static int step_by_one(const Node *inc, const Symbol *c) {
  if (!inc || !inc->lhs || inc->lhs->kind != ND_VAR || inc->lhs->sym != c) return 0;
  if (inc->kind == ND_POSTINC || inc->kind == ND_PREINC) return 1;
  if (inc->kind == ND_POSTDEC || inc->kind == ND_PREDEC) return -1;
  if (inc->kind == ND_ASSIGN && (inc->op == OP_ADD || inc->op == OP_SUB) && inc->rhs->kind == ND_INT && inc->rhs->ival == 1)
    return inc->op == OP_ADD ? 1 : -1;
  return 0;
}

Symbol *ast_loop_by_one(const Node *loop, int *dir) {
  Node *start;
  Symbol *c = loop->kind == ST_FOR && loop->init && loop->init->kind == ST_DECL ? ast_for_counter(loop, &start) : NULL;
  const Node *cond = c ? loop->cond : NULL;
  if (!c || !start || !type_is_integer(c->type) || c->type->kind == TY_BOOL || !cond || cond->kind != ND_BINARY ||
      cond->lhs->kind != ND_VAR || cond->lhs->sym != c)
    return NULL;
  int step = step_by_one(loop->inc, c);
  bool up = cond->op == OP_LT || cond->op == OP_LE, down = cond->op == OP_GT || cond->op == OP_GE;
  if (!((step > 0 && up) || (step < 0 && down))) return NULL;
  *dir = step;
  return c;
}
