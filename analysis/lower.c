/* lower.c: the lowering pass, run on each function once sema has checked its body. The
 * statements sema marked (Node.lowering) become what bulk code runs: a word stored through a view
 * the stores of its bytes, a struct copy (an assignment, memset or memcpy) the copies of its
 * members, a memory call on arrays its loop; then every view word still standing, a read,
 * becomes the expression assembling it. Sema typed and checked each before; what is refused
 * here is what only the lowering finds (a copy whose indices it would compute again, a struct
 * of pointers). */
#include "lower.h"

#include "sema_internal.h"
#include "build.h"
#include "memory_calls.h"
#include "records.h"
#include "views.h"

#include <stdlib.h>
#include <string.h>

#include "../frontend/diag.h"

/* The counter of the loops copies become: one per function. */
static Symbol *copy_counter(Sema *s, SrcLoc loc) {
  if (!s->copy_counter || s->copy_counter->owner != s->fn)
    s->copy_counter = sema_new_symbol(s, intern("bulk_k"), SYM_VAR, type_basic(TY_LLONG), loc);
  return s->copy_counter;
}

/* `((uint32_t *)bytes)[i] = v;` (or op=): the statement becomes the stores of v's bytes (a
 * position with side effects computed once, into a variable of the function). */
static void lower_view_store(Sema *s, Node *n) {
  Node *assign = n->lhs, *word = assign->lhs;
  Symbol *position = NULL;
  if (!ast_safe_to_evaluate(word->rhs))
    position = sema_new_symbol(s, intern("bulk_at"), SYM_VAR, type_basic(TY_LLONG), word->loc);
  Node *value = assign->rhs;
  if (assign->op != OP_NONE) {
    Node *current = build_clone(word);
    view_lower_read(current, NULL);
    bool shift = assign->op == OP_SHL || assign->op == OP_SHR;
    value = build_binary(assign->op, current, value);
    if (shift) value->type = type_promote(current->type);
  }
  Symbol *temp = sema_new_symbol(s, intern("bulk_word"), SYM_VAR, view_temp_type(word), word->loc);
  Node *block = view_store(word, value, temp, position);
  Node *next = n->next, *tail = n->list_tail;
  *n = *block;
  n->next = next;
  n->list_tail = tail;
}

/* A view's words still standing after the function is checked are reads: each becomes the
 * expression assembling it; one written anywhere but by an assignment statement is refused. */
static AstStep lower_view_reads(const Node *c, void *data) {
  Sema *s = data;
  Node *n = (Node *)c; /* the walk's own node, rewritten in place */
  if (n->kind == ND_ASSIGN && n->type && n->type->kind == TY_RECORD) {
    diag_error(n->loc, "a struct is copied only by an assignment that is a statement of its own");
    return AST_WALK_SKIP;
  }
  if (ast_is_assignment(n) && view_is_word(n->lhs)) {
    if (n->kind == ND_ASSIGN)
      diag_error(n->loc, "a word of a view through another type is written only by an assignment that is a "
                 "statement of its own");
    return AST_WALK_SKIP;
  }
  if (view_is_word(n)) {
    Symbol *position = NULL;
    if (!ast_safe_to_evaluate(n->rhs)) { /* `*w++`: the position once, into a variable of the function */
      position = sema_new_symbol(s, intern("bulk_at"), SYM_VAR, type_basic(TY_LLONG), n->loc);
      /* set before each use: initialized only to read as such */
      s->view_positions = ast_list_append(s->view_positions, build_declaration(position, build_integer(0, n->loc), n->loc));
    }
    view_lower_read(n, position);
  }
  return AST_WALK_ON;
}

/* A chain of members, indices and dereferences whose indices may be computed again. */
static bool pure_chain(const Node *n) {
  for (; n->kind == ND_MEMBER || n->kind == ND_INDEX || n->kind == ND_DEREF || n->kind == ND_ADDR; n = n->lhs)
    if (n->kind == ND_INDEX && !ast_safe_to_evaluate(n->rhs)) return false;
  return n->kind == ND_VAR;
}

/* A statement refused: it stands as an empty one, of which nothing more is said. */
static void refuse_statement(Node *n) {
  n->kind = ST_EMPTY;
  n->lhs = NULL;
}

/* The statement n copying struct `from` into `to` (or zeroing `to`, from NULL): a block of one
 * loop per member. */
static void lower_struct_copy(Sema *s, Node *n, Node *to, Node *from, long long structs) {
  if (!pure_chain(to) || (from && !pure_chain(from))) {
    diag_error(n->loc, "a struct copied here is found through indices with side effects or that may trap, "
               "which each member's copy would compute again; compute them first");
    refuse_statement(n);
    return;
  }
  RecordLeaf *leaves = NULL;
  int count = 0;
  Type *record = record_of(to->type->kind == TY_POINTER ? to->type->base : to->type);
  if (!record_leaves(record, n->loc, "the struct copied", &leaves, &count)) {
    free(leaves);
    refuse_statement(n);
    return;
  }
  for (int i = 0; i < count; i++)
    if (leaves[i].pointer) {
      diag_error(n->loc, "a struct with pointer member '%s' is copied or zeroed here: bulk code copies and zeroes "
                 "structs of numbers; set its members one by one", leaves[i].path);
      free(leaves);
      refuse_statement(n);
      return;
    }
  Node *block = build_node(ST_BLOCK, n->loc, NULL);
  for (int i = 0; i < count; i++) {
    Node *into = record_argument(to, leaves[i].path, false, n->loc);
    Node *out_of = from ? record_argument(from, leaves[i].path, false, n->loc) : NULL;
    if (!into || (from && !out_of)) {
      diag_error(n->loc, "a struct copied here reaches no struct of the function that bulkcc can follow");
      break;
    }
    Node *copy = build_node(ST_EXPR, n->loc, NULL);
    long long elements = type_elements(leaves[i].type) * structs;
    Symbol *counter = elements == 1 ? NULL : copy_counter(s, n->loc);
    if (!lower_member_copy(copy, into, out_of, elements, counter)) break;
    block->args = ast_list_append(block->args, copy);
  }
  free(leaves);
  Node *next = n->next, *tail = n->list_tail;
  *n = *block;
  n->next = next;
  n->list_tail = tail;
}

/* The struct (or array of structs) a memset or memcpy argument points to, or NULL; *structs
 * says how many the pointer reaches (an array's elements, or 1). */
static Node *struct_pointed_to(Node *arg, long long *structs) {
  Type *t = arg->type;
  *structs = 1;
  if (!t) return NULL;
  if (arg->kind == ND_ADDR && t->kind == TY_POINTER && t->base->kind == TY_RECORD) return arg->lhs;
  if (sema_is_struct_pointer(arg)) return arg;
  if (t->kind == TY_ARRAY && t->base->kind == TY_RECORD && !view_is_window(arg) && t->len > 0) {
    *structs = t->len;
    return arg;
  }
  return NULL;
}

/* memset(&s, 0, sizeof s), memset(ctx, 0, sizeof *ctx), memcpy(&a, &b, sizeof a): the copies
 * (or zeroing) of every member. False where the call is on no struct. */
static bool struct_memory_call(Sema *s, Node *n) {
  Node *call = n->lhs, *to = call->args, *from = to ? to->next : NULL, *size = from ? from->next : NULL;
  long long structs, from_structs, bytes, value;
  Node *into = size && !size->next ? struct_pointed_to(to, &structs) : NULL;
  if (!into) return false;
  Type *record = record_of(into->type);
  bool set = strstr(call->lhs->name, "memset") != NULL;
  Node *out_of = set ? NULL : struct_pointed_to(from, &from_structs);
  if (!sema_const_int(size, &bytes) || bytes != structs * type_size(record)) {
    diag_error(size->loc, "'%s' of a struct covers it whole: its size is %lld bytes (sizeof), not this",
               call->lhs->name, structs * type_size(record));
  } else if (set && (!sema_const_int(from, &value) || value != 0)) {
    diag_error(from->loc, "'memset' of a struct sets it to zero only ('memset(&s, 0, sizeof s)'); assign its "
               "members otherwise");
  } else if (!set && (!out_of || !record_same(record_of(out_of->type), record) || from_structs < structs)) {
    diag_error(from->loc, "'%s' into a struct copies from a struct of its type", call->lhs->name);
  } else {
    lower_struct_copy(s, n, into, out_of, structs);
  }
  return true;
}

/* A memory call on structs or arrays (its arguments typed by sema): the loop it stands for
 * (memory_calls.c). */
static void lower_memory_statement(Sema *s, Node *n) {
  if (struct_memory_call(s, n)) return;
  lower_memory_call(n, copy_counter(s, n->loc));
}

/* A statement sema marked, rewritten in place; the walk does not go into what it became. */
static AstStep lower_marked(const Node *c, void *data) {
  Sema *s = data;
  Node *n = (Node *)c; /* the walk's own node, rewritten in place */
  switch ((Lowering)n->lowering) {
  case LOWER_NONE:
    return AST_WALK_ON;
  case LOWER_VIEW_STORE:
    lower_view_store(s, n);
    break;
  case LOWER_STRUCT_COPY:
    lower_struct_copy(s, n, n->lhs->lhs, n->lhs->rhs, 1);
    break;
  case LOWER_MEMORY_CALL:
    lower_memory_statement(s, n);
    break;
  }
  n->lowering = LOWER_NONE;
  return AST_WALK_SKIP;
}

void lower_function(Sema *s, Function *fn) {
  ast_walk_list(fn->body->args, lower_marked, NULL, s);
  ast_walk_list(fn->body->args, lower_view_reads, NULL, s);
  lower_select_assignments(fn);
}
