/* several_arrays.c: stores and calls through a pointer set to one of several arrays by no input
 * data (`p = k ? b : a`, a swap of buffers, a struct's pointer member). views.c gives its reads,
 * `which == 0 ? a[k] : b[k]`; a store `p[i] = v;` becomes an if over the arrays, one store each,
 * and a call given p an if (a statement of its own) or a conditional (inside an expression) of
 * calls given one array each. Only the branch its variable says runs, so each store, value and
 * call happens once, as in the C. */
#include "several_arrays.h"

#include "build.h"
#include "views.h"

/* n becomes what replaces it, keeping its place in its list. */
static void replace(Node *n, const Node *by) {
  Node *next = n->next, *tail = n->list_tail;
  *n = *by;
  n->next = next;
  n->list_tail = tail;
}

/* The store e (an assignment, ++ or --) into the element target chooses: e itself into one
 * array, or an if over the pointer's variable with a store into each. */
static Node *store_chain(const Node *e, Node *target) {
  if (target->kind == ND_COND && target->several_choice) {
    Node *choice = build_node(ST_IF, target->loc, NULL);
    choice->cond = target->cond;
    choice->then = store_chain(e, target->then);
    choice->els = store_chain(e, target->els);
    return choice;
  }
  Node *st = build_node(ST_EXPR, e->loc, NULL), *store = build_clone(e);
  store->lhs = target;
  st->lhs = store;
  return st;
}

bool several_store_statement(Node *n) {
  Node *e = n->lhs;
  if (!ast_is_assignment(e) || e->lhs->kind != ND_COND || !e->lhs->several_choice) return false;
  Node *target = e->lhs;
  e->lhs = NULL; /* each branch's store takes its own element */
  replace(n, store_chain(e, target));
  return true;
}

/* The argument of a call that is a pointer set to several arrays, or NULL. */
static Node *several_argument(Node *call) {
  for (Node *a = call->args; a; a = a->next)
    if (view_several_pointer(a)) return a;
  return NULL;
}

/* The call of a statement's expression (`f(...)`, `y = f(...)`, `y op= f(...)`), or NULL. */
static Node *call_of(Node *e) { return e->kind == ND_CALL ? e : e->kind == ND_ASSIGN ? e->rhs : NULL; }

/* e (a statement's expression, or a call inside one) for each array its arguments set to
 * several arrays may point into: an if (statement) or a conditional (expression) over their
 * variables, each branch given the array its variable says. */
static Node *calls_over(Node *e, bool statement) {
  Node *call = statement ? call_of(e) : e, *a = several_argument(call);
  if (!a) {
    call->several_argument = false;
    if (!statement) return e;
    Node *st = build_node(ST_EXPR, e->loc, NULL);
    st->lhs = e;
    return st;
  }
  int position = 0;
  for (Node *b = call->args; b != a; b = b->next) position++;
  Symbol *pointer = a->sym;
  Node *chain = NULL;
  for (int i = pointer->view_nbases - 1; i >= 0; i--) {
    Node *copy = build_clone(e), *argument = (statement ? call_of(copy) : copy)->args;
    for (int k = 0; k < position; k++) argument = argument->next;
    argument->lhs = build_var(pointer->view_bases[i], argument->loc); /* that array, at the pointer's offset */
    argument->sym = NULL;
    Node *branch = calls_over(copy, statement);
    if (!chain) {
      chain = branch;
      continue;
    }
    Node *choice = build_node(statement ? ST_IF : ND_COND, e->loc, statement ? NULL : call->type);
    choice->cond = build_binary(OP_EQ, build_var(pointer->view_which, e->loc), build_integer(i, e->loc));
    choice->then = branch;
    choice->els = chain;
    chain = choice;
  }
  return chain;
}

/* fn's call graph names one of the calls a rewritten call became (they call one function). */
static void replace_in_call_graph(Function *fn, const Node *call, Node *chain) {
  Node *one = chain;
  while (one->kind == ND_COND || one->kind == ST_IF) one = one->then;
  if (one->kind == ST_EXPR) one = call_of(one->lhs);
  for (int i = 0; i < fn->ncalls; i++)
    if (fn->calls[i] == call) fn->calls[i] = one;
}

bool several_call_statement(Function *fn, Node *n) {
  Node *call = call_of(n->lhs);
  if (!call || call->kind != ND_CALL || !call->several_argument) return false;
  Node *chain = calls_over(n->lhs, true);
  replace_in_call_graph(fn, call, chain);
  replace(n, chain);
  return true;
}

static AstStep call_in_expression(const Node *n, void *data) {
  if (n->kind != ND_CALL || !n->several_argument) return AST_WALK_ON;
  Node *call = (Node *)n; /* rewritten in place: the walk goes on into what it became */
  Node *chain = calls_over(build_clone(call), false);
  replace_in_call_graph(data, call, chain);
  replace(call, chain);
  return AST_WALK_ON;
}

void several_calls_in_expressions(Function *fn) { ast_walk_list(fn->body->args, call_in_expression, NULL, fn); }

static AstStep find_store_inside(const Node *n, void *data) {
  if (ast_is_assignment(n) && n->lhs && n->lhs->kind == ND_COND && n->lhs->several_choice) {
    *(const Node **)data = n;
    return AST_WALK_STOP;
  }
  return AST_WALK_ON;
}

const Node *several_store_inside(const Node *body) {
  const Node *found = NULL;
  ast_walk_list(body, find_store_inside, NULL, &found);
  return found;
}
