/* call_rewrites.c: a statement calling a function of the file where C passes an address that
 * bulk code has no pointer for, made (before it is checked) the block of statements that does
 * the same: `f(&x)` of a scalar passes a one-element array and copies it back; a struct, or an
 * array of wider integers, given to a `void *` parameter goes through a temporary array of its
 * bytes; a helper that sets a pointer member of the struct it is given (`p->m = q;` at its
 * start) has its callers set the member; and memcpy into or out of a scalar is an assignment of
 * it. The nodes these build are unchecked, and checked with the statement they become. */
#include "sema_internal.h"

#include "build.h"
#include "memory_calls.h"
#include "views.h"

#include <stdlib.h>
#include <string.h>

#include "../frontend/diag.h"

/* ---- `f(&x)` of a scalar ---------------------------------------------------------------- */

/* The scalar variable whose address argument arg takes (`&carry`), or NULL. */
static Symbol *scalar_referenced(Sema *s, const Node *arg) {
  if (arg->kind != ND_ADDR || arg->lhs->kind != ND_VAR) return NULL;
  Symbol *sym = sema_lookup(s, arg->lhs->name);
  bool scalar = sym && (sym->kind == SYM_VAR || sym->kind == SYM_PARAM) && sym->type &&
                type_is_arithmetic(sym->type) && !sym->view_of && !sym->record && !sym->invalid;
  return scalar ? sym : NULL;
}

/* The call of statement n that may take scalars' addresses: `f(...);` or `y = f(...);` (or
 * `y op= f(...);`) of a function of the file. */
static Node *call_of_statement(Sema *s, Node *n) {
  Node *e = n->lhs;
  if (e->kind == ND_ASSIGN) e = e->rhs;
  if (e->kind != ND_CALL || e->lhs->kind != ND_VAR) return NULL;
  const Symbol *f = sema_lookup(s, e->lhs->name);
  return f && f->kind == SYM_FUNC ? e : NULL;
}

Node *sema_named(const char *name, SrcLoc loc) {
  Node *v = ast_node(ND_VAR, loc);
  v->name = name;
  return v;
}

static Node *first_element(const char *array, SrcLoc loc) {
  Node *e = ast_node(ND_INDEX, loc), *zero = ast_node(ND_INT, loc);
  zero->text = "0";
  e->lhs = sema_named(array, loc);
  e->rhs = zero;
  return e;
}

static Node *assignment_statement(Node *to, Node *value, SrcLoc loc) {
  Node *st = ast_node(ST_EXPR, loc);
  st->lhs = ast_node(ND_ASSIGN, loc);
  st->lhs->lhs = to;
  st->lhs->rhs = value;
  return st;
}

Node *sema_declaration_of(const char *name, Type *type, Node *init, SrcLoc loc) {
  Node *d = ast_node(ND_VARDECL, loc), *st = ast_node(ST_DECL, loc);
  d->name = name;
  d->cast_type = type;
  d->init = init;
  st->args = d;
  return st;
}

/* `y = r` (or `y op= r`) for the assignment `y = f(...)` whose call's result r holds. */
static Node *result_statement(const Node *assign, Node *result) {
  Node *st = assignment_statement(assign->lhs, result, assign->loc);
  st->lhs->op = assign->op;
  return st;
}

/* A name for a temporary that names nothing the statement can see. */
static const char *fresh_name(Sema *s, const char *stem) {
  const char *name = intern(stem);
  for (int k = 2; sema_lookup(s, name); k++) name = intern_format("%s%d", stem, k);
  return name;
}

/* Statement n, the call `f(...);` or `y = f(...);` (or op=), becomes the block of `before`, the
 * call and `after`: a result lands in y after `after`, as C orders a call's effects before the
 * assignment of its value. */
static void call_between(Sema *s, Node *n, Node *call, Node *before, Node *after) {
  SrcLoc loc = n->loc;
  Node *body = before;
  if (n->lhs->kind == ND_ASSIGN) {
    const Symbol *f = sema_lookup(s, call->lhs->name);
    const char *result = fresh_name(s, "bulk_result");
    body = ast_list_append(body, sema_declaration_of(result, f->type->base, call, loc));
    body = ast_list_append(body, after);
    body = ast_list_append(body, result_statement(n->lhs, sema_named(result, loc)));
  } else {
    Node *st = ast_node(ST_EXPR, loc);
    st->lhs = call;
    body = ast_list_append(body, st);
    body = ast_list_append(body, after);
  }
  Node *next = n->next, *tail = n->list_tail;
  *n = (Node){.kind = ST_BLOCK, .loc = loc, .args = body, .next = next, .list_tail = tail};
}

/* `f(&x)` or `y = f(&x)` where x is a scalar of the function (`add(&carry, a, b)`): x goes in a
 * one-element array the helper takes as its pointer, and comes back out after the call, which
 * is what passing its address does, since nothing else in bulk code can reach x. Rewritten into
 * a block of those statements; false where the statement takes no scalar's address. */
bool sema_references_as_arrays(Sema *s, Node *n) {
  Node *call = call_of_statement(s, n);
  if (!call) return false;
  int count = 0;
  for (Node *a = call->args; a; a = a->next) {
    Symbol *x = scalar_referenced(s, a);
    if (!x) continue;
    for (Node *b = call->args; b != a; b = b->next)
      if (scalar_referenced(s, b) == x) {
        diag_error(a->loc, "'&%s' is passed twice to '%s'; bulk code passes a scalar's address once per call",
                   x->name, call->lhs->name);
        n->kind = ST_EMPTY; /* refused: no second error for the same addresses */
        n->lhs = NULL;
        return true;
      }
    count++;
  }
  if (!count) return false;
  SrcLoc loc = n->loc;
  Node *before = NULL, *after = NULL;
  for (Node *a = call->args; a; a = a->next) {
    Symbol *x = scalar_referenced(s, a);
    if (!x) continue;
    const char *array = fresh_name(s, intern_format("%s_ref", x->name));
    Type *t = type_copy(x->type);
    t->is_const = false;
    Type *one = type_array_of(t, NULL);
    one->len = 1;
    before = ast_list_append(before, sema_declaration_of(array, one, NULL, loc));
    before = ast_list_append(before, assignment_statement(first_element(array, loc), sema_named(x->name, loc), loc));
    after = ast_list_append(after, assignment_statement(sema_named(x->name, loc), first_element(array, loc), loc));
    Node *next = a->next, *tail = a->list_tail;
    *a = *sema_named(array, a->loc); /* the argument: the array */
    a->next = next;
    a->list_tail = tail;
  }
  call_between(s, n, call, before, after);
  return true;
}

/* ---- pointer members set by a helper --------------------------------------------------- */

/* The position of the declared parameter called name, or -1. */
static int param_position(const Function *f, const char *name) {
  int k = 0;
  for (const Param *p = f->declared_type->params; p; p = p->next, k++)
    if (p->name && strcmp(p->name, name) == 0) return k;
  return -1;
}

static AstStep find_member_use(const Node *n, void *data) {
  const MemberBinding *b = ((const void **)data)[0];
  const char *object = ((const void **)data)[1];
  if (n->kind == ND_MEMBER && n->name && strcmp(n->name, b->member) == 0 && n->lhs && n->lhs->kind == ND_VAR &&
      strcmp(n->lhs->name, object) == 0) {
    ((const void **)data)[2] = n;
    return AST_WALK_STOP;
  }
  return AST_WALK_ON;
}

/* `p->m = q;` or `p->m = q + k;` (k an integer constant), p a struct pointer parameter of f and
 * q a pointer parameter to numbers: the binding it states, or false. */
static bool member_binding_of(const Function *f, const Node *st, MemberBinding *b) {
  const Node *e = st->kind == ST_EXPR ? st->lhs : NULL;
  if (!e || e->kind != ND_ASSIGN || e->op != OP_NONE || e->lhs->kind != ND_MEMBER || strcmp(e->lhs->text, "->") != 0 ||
      e->lhs->lhs->kind != ND_VAR)
    return false;
  int object = param_position(f, e->lhs->lhs->name);
  const Param *p = object >= 0 ? sema_declared_param(f, object) : NULL;
  if (!p || p->type->kind != TY_POINTER || p->type->base->kind != TY_RECORD) return false;
  const Node *value = e->rhs;
  long long offset = 0;
  if (value->kind == ND_BINARY && value->op == OP_ADD && value->rhs->kind == ND_INT && !value->rhs->is_char_literal) {
    if (!sema_const_int((Node *)value->rhs, &offset) || offset < 0) return false;
    value = value->lhs;
  }
  if (value->kind != ND_VAR) return false;
  int array = param_position(f, value->name);
  const Param *q = array >= 0 ? sema_declared_param(f, array) : NULL;
  if (!q || q->type->kind != TY_POINTER || !type_is_arithmetic(q->type->base)) return false;
  *b = (MemberBinding){object, e->lhs->name, array, offset};
  return true;
}

/* The bindings at the start of f's body, before any other use of the member they set: each
 * statement is then no statement of f's (its callers set the member), and a binding after a use
 * stays an assignment, refused where it is checked. */
void sema_find_member_bindings(Function *f) {
  if (!f->body) return;
  for (Node *st = f->body->args; st; st = st->next) {
    MemberBinding b;
    if (!member_binding_of(f, st, &b)) continue;
    const void *search[3] = {&b, st->lhs->lhs->lhs->name, NULL};
    for (Node *before = f->body->args; before != st && !search[2]; before = before->next)
      ast_walk(before, find_member_use, NULL, search);
    if (search[2]) continue;
    f->member_bindings = sema_grow_for_one_more(f->member_bindings, f->nmember_bindings, sizeof *f->member_bindings,
                                           "the pointer members a function sets");
    f->member_bindings[f->nmember_bindings++] = b;
    st->member_binding = true;
  }
}

/* `init(&s, ..., state);` of a callee with member bindings: `s.m = state;` first, for each, as
 * what the callee does to the caller's struct (the callee's own statement is none). The struct
 * must be one of this function's, and the array argument a name (or a name plus a constant), as
 * it is read twice. Rewritten into a block; false where the call sets no member. */
bool sema_members_set_by_call(Sema *s, Node *n) {
  Node *call = call_of_statement(s, n);
  if (!call || call->bindings_applied) return false;
  const Function *f = sema_lookup(s, call->lhs->name)->fn;
  if (!f->nmember_bindings) return false;
  call->bindings_applied = true;
  Node *body = NULL;
  SrcLoc loc = n->loc;
  for (int i = 0; i < f->nmember_bindings; i++) {
    const MemberBinding *b = &f->member_bindings[i];
    const Node *object = sema_call_argument(call, b->object), *array = sema_call_argument(call, b->array);
    const Node *root = object && object->kind == ND_ADDR ? object->lhs : NULL;
    while (root && root->kind == ND_MEMBER && strcmp(root->text, ".") == 0) root = root->lhs;
    Symbol *x = root && root->kind == ND_VAR ? sema_lookup(s, root->name) : NULL;
    if (!object || !array) continue; /* the count of arguments is refused where the call is checked */
    if (!x || !x->record || x->record->parameter || x->record->by_pointer || !sema_member_chain_name(object->lhs)) {
      diag_error(object->loc, "'%s' sets pointer member '%s' of the struct it is given to '%s': give it '&s' of a "
                 "struct of '%s' itself (a pointer member is followed in the function that holds the struct)",
                 f->name, b->member, sema_declared_param(f, b->array)->name, s->fn->name);
      continue;
    }
    bool simple = array->kind == ND_VAR ||
                  (array->kind == ND_BINARY && array->op == OP_ADD && array->lhs->kind == ND_VAR && array->rhs->kind == ND_INT);
    if (!simple) {
      diag_error(array->loc, "'%s' sets pointer member '%s' to this argument, which is read again to set it: pass "
                 "an array, or an array plus a constant", f->name, b->member);
      continue;
    }
    Node *member = ast_node(ND_MEMBER, loc);
    member->lhs = build_clone(object->lhs);
    member->name = b->member;
    member->text = ".";
    Node *value = build_clone(array);
    if (b->offset) {
      Node *sum = ast_node(ND_BINARY, loc);
      sum->op = OP_ADD;
      sum->lhs = value;
      sum->rhs = build_integer(b->offset, loc);
      value = sum;
    }
    body = ast_list_append(body, assignment_statement(member, value, loc));
  }
  Node *st = ast_node(ST_EXPR, loc);
  st->lhs = n->lhs;
  body = ast_list_append(body, st);
  Node *next = n->next, *tail = n->list_tail;
  *n = (Node){.kind = ST_BLOCK, .loc = loc, .args = body, .next = next, .list_tail = tail};
  return true;
}

/* ---- an object given to a `void *` parameter ------------------------------------------- */

/* The parameter `void *` (or `const void *`) that position k of a call of function f declares,
 * as the definition spells it, or NULL for any other. */
static const Type *void_pointer_param(const Function *f, int k) {
  const Param *p = sema_declared_param(f, k);
  return p && p->type->kind == TY_POINTER && p->type->base->kind == TY_VOID ? p->type : NULL;
}

/* The object whose bytes an argument for a `void *` parameter gives, where they are not an array
 * of bytes in bulk code: a struct (`&ctx`, or a struct pointer parameter `ctx`) or an array of
 * wider integers (`tmp`, `&tmp`). *through is the member operator that reaches its members. */
static Symbol *object_of_bytes(Sema *s, const Node *arg, const char **through) {
  const Node *named_object = arg->kind == ND_ADDR ? arg->lhs : arg;
  if (named_object->kind != ND_VAR) return NULL;
  Symbol *x = sema_lookup(s, named_object->name);
  if (!x || (x->kind != SYM_VAR && x->kind != SYM_PARAM) || x->invalid) return NULL;
  if (x->record && x->record->type->kind == TY_RECORD && x->record->by_pointer == (arg->kind != ND_ADDR)) {
    *through = x->record->by_pointer ? "->" : ".";
    return x;
  }
  const Type *t = x->type;
  if (!x->record && !x->view_of && t && t->kind == TY_ARRAY && t->len > 0 && type_is_integer(t->base) &&
      t->base->kind != TY_BOOL && t->base->kind != TY_UCHAR) {
    *through = NULL;
    return x;
  }
  return NULL;
}

static Node *memory_call(const char *name, Node *to, Node *from, long long bytes, SrcLoc loc) {
  Node *call = ast_node(ND_CALL, loc), *st = ast_node(ST_EXPR, loc);
  call->lhs = sema_named(intern(name), loc);
  call->args = ast_list_append(ast_list_append(to, from), build_integer(bytes, loc));
  st->lhs = call;
  return st;
}

static Node *byte_at(const char *bytes, long long offset, SrcLoc loc) {
  if (!offset) return sema_named(bytes, loc);
  Node *sum = ast_node(ND_BINARY, loc); /* typed when checked */
  sum->op = OP_ADD;
  sum->lhs = sema_named(bytes, loc);
  sum->rhs = build_integer(offset, loc);
  return sum;
}

typedef struct ByteCopies {
  const char *bytes; /* the temporary array */
  Node *in, *out;    /* memcpy statements into it, and back out of it */
  const char *refused; /* why a member cannot be copied, or NULL */
} ByteCopies;

/* The copies of each member of `object` (of record type t, at offset in the bytes) into the
 * bytes and back: a member of integers is copied as C lays it out; a struct member, member by
 * member. */
static void copy_members(ByteCopies *c, Node *object, const char *through, const Type *t, long long offset, SrcLoc loc) {
  for (const Member *m = t->members; m && !c->refused; m = m->next) {
    Node *member = ast_node(ND_MEMBER, loc);
    member->lhs = build_clone(object);
    member->name = m->name;
    member->text = through;
    long long at = offset + type_member_offset(t, m), size = type_size(m->type);
    const Type *mt = m->type;
    bool integers = mt->kind == TY_ARRAY ? mt->base->kind != TY_ARRAY && type_is_integer(mt->base) &&
                                               mt->base->kind != TY_BOOL : type_is_integer(mt) && mt->kind != TY_BOOL;
    if (mt->kind == TY_RECORD && strcmp(mt->record_kw, "struct") == 0 && m->name) {
      copy_members(c, member, ".", mt, at, loc);
      continue;
    }
    if (!integers || !m->name || m->bits) {
      char *type = sema_type_string(mt, false);
      c->refused = intern_format("member '%s' is of type '%s': a struct goes through a 'void *' parameter as "
                                 "its bytes, which bulk code makes of members of integers (and arrays of them, "
                                 "and structs of those) only", m->name ? m->name : "(unnamed)", type);
      free(type);
      return;
    }
    Node *in_source = mt->kind == TY_ARRAY ? member : ast_node(ND_ADDR, loc);
    if (in_source != member) in_source->lhs = member;
    c->in = ast_list_append(c->in, memory_call("memcpy", byte_at(c->bytes, at, loc), in_source, size, loc));
    c->out = ast_list_append(c->out, memory_call("memcpy", build_clone(in_source), byte_at(c->bytes, at, loc), size, loc));
  }
}

/* `crypto_wipe(ctx, sizeof *ctx)`, `hash_update(ctx, words, sizeof words)`: a struct, or an
 * array of wider integers, given to a function of the file for a `void *` parameter, which bulk
 * code takes as an array of bytes. The object's bytes go in a temporary array laid out as C lays
 * out the object (its padding zero), the function takes that array, and the bytes are copied
 * back after the call where the parameter is not const: what passing the object's address does,
 * since nothing else in bulk code reaches the object during the call. Rewritten into a block of
 * those statements; false where the statement gives no such object. */
bool sema_objects_as_bytes(Sema *s, Node *n) {
  Node *call = call_of_statement(s, n);
  if (!call) return false;
  const Function *f = sema_lookup(s, call->lhs->name)->fn;
  int k = 0, count = 0;
  for (Node *a = call->args; a; a = a->next, k++) {
    const char *through;
    Symbol *x = void_pointer_param(f, k) ? object_of_bytes(s, a, &through) : NULL;
    if (!x) continue;
    int j = 0;
    for (Node *b = call->args; b != a; b = b->next, j++)
      if (void_pointer_param(f, j) && object_of_bytes(s, b, &through) == x) {
        diag_error(a->loc, "'%s' is passed twice to '%s' as bytes; bulk code passes an object's bytes once per call",
                   x->name, call->lhs->name);
        n->kind = ST_EMPTY; /* refused: no second error for the same objects */
        n->lhs = NULL;
        return true;
      }
    count++;
  }
  if (!count) return false;
  SrcLoc loc = n->loc;
  Node *before = NULL, *after = NULL;
  k = 0;
  for (Node *a = call->args; a; a = a->next, k++) {
    const char *through;
    const Type *param = void_pointer_param(f, k);
    Symbol *x = param ? object_of_bytes(s, a, &through) : NULL;
    if (!x) continue;
    const Type *t = x->record ? x->record->type : x->type;
    ByteCopies c = {.bytes = fresh_name(s, intern_format("%s_bytes", x->name))};
    Type *bytes = type_array_of(type_basic(TY_UCHAR), NULL);
    bytes->len = type_size(t);
    Node *zero = ast_node(ND_INIT_LIST, loc);
    zero->args = build_integer(0, loc);
    before = ast_list_append(before, sema_declaration_of(c.bytes, bytes, zero, loc));
    if (x->record) {
      copy_members(&c, sema_named(x->name, loc), through, t, 0, loc);
    } else {
      c.in = memory_call("memcpy", sema_named(c.bytes, loc), sema_named(x->name, loc), type_size(t), loc);
      c.out = memory_call("memcpy", sema_named(x->name, loc), sema_named(c.bytes, loc), type_size(t), loc);
    }
    if (c.refused) {
      diag_error(a->loc, "'%s' cannot go to '%s' as bytes: %s", x->name, call->lhs->name, c.refused);
      n->kind = ST_EMPTY;
      n->lhs = NULL;
      return true;
    }
    before = ast_list_append(before, c.in);
    if (!param->base->is_const) after = ast_list_append(after, c.out);
    Node *next = a->next, *tail = a->list_tail;
    *a = *sema_named(c.bytes, a->loc); /* the argument: the bytes */
    a->next = next;
    a->list_tail = tail;
  }
  call_between(s, n, call, before, after);
  return true;
}

/* Whether a call of a function of the file takes a scalar's address or an object's bytes, which
 * the call's statement becomes a block for (sema_references_as_arrays, sema_objects_as_bytes). */
bool sema_call_takes_objects(Sema *s, const Node *call) {
  if (call->kind != ND_CALL || call->lhs->kind != ND_VAR) return false;
  const Symbol *f = sema_lookup(s, call->lhs->name);
  if (!f || f->kind != SYM_FUNC) return false;
  int k = 0;
  for (const Node *a = call->args; a; a = a->next, k++) {
    const char *through;
    if (scalar_referenced(s, a) || (void_pointer_param(f->fn, k) && object_of_bytes(s, a, &through))) return true;
  }
  return false;
}

/* `T y = f(&x);` is `T y; y = f(&x);`, whose second statement becomes the call's block: inserted
 * after n with the declarations that follow d, checked next. d keeps no initializer (and no
 * const, which the C compiler has checked). */
void sema_initializer_as_assignment(Node *n, Node *d, Node *rest) {
  Node *st = ast_node(ST_EXPR, d->init->loc), *target = ast_node(ND_VAR, d->loc);
  target->name = d->name;
  st->lhs = ast_node(ND_ASSIGN, d->init->loc);
  st->lhs->lhs = target;
  st->lhs->rhs = d->init;
  d->init = NULL;
  if (d->cast_type->is_const) {
    d->cast_type = type_copy(d->cast_type);
    d->cast_type->is_const = false;
  }
  Node *after = n->next;
  if (rest) {
    Node *more = ast_node(ST_DECL, n->loc);
    more->args = rest;
    more->next = after;
    after = more;
  }
  st->next = after;
  n->next = st;
}

/* `return f(&x);` is `{ T r; r = f(&x); return r; }` (T the function's result type). */
void sema_return_as_assignment(Sema *s, Node *n) {
  SrcLoc loc = n->loc;
  const char *result = fresh_name(s, "bulk_result");
  Node *ret = ast_node(ST_RETURN, loc);
  ret->lhs = sema_named(result, loc);
  Node *body = sema_declaration_of(result, s->fn->type->base, NULL, loc);
  body = ast_list_append(body, assignment_statement(sema_named(result, loc), n->lhs, loc));
  body = ast_list_append(body, ret);
  Node *next = n->next, *tail = n->list_tail;
  *n = (Node){.kind = ST_BLOCK, .loc = loc, .args = body, .next = next, .list_tail = tail};
}

/* ---- memcpy into or out of a scalar ----------------------------------------------------- */

/* The scalar variable x of an argument &x, or NULL. */
static Symbol *scalar_address(Sema *s, const Node *arg) {
  if (!arg || arg->kind != ND_ADDR || arg->lhs->kind != ND_VAR) return NULL;
  Symbol *sym = sema_lookup(s, arg->lhs->name);
  return sym && (sym->kind == SYM_VAR || sym->kind == SYM_PARAM) && !sym->view_of && !sym->invalid &&
         type_is_arithmetic(sym->type) ? sym : NULL;
}

/* memcpy(&v, p, sizeof v) is v = *(T *)p, and memcpy(p, &v, sizeof v) is *(T *)p = v (T v's type):
 * the statement becomes that one, a view where p's elements are of another type. False where the
 * call is no such copy. */
bool sema_scalar_copy(Sema *s, Node *n) {
  Node *call = n->lhs, *to = call->args, *from = to ? to->next : NULL, *size = from ? from->next : NULL;
  if (!size || size->next || !memory_call_name(call->lhs->name) || strstr(call->lhs->name, "memset")) return false;
  Symbol *into = scalar_address(s, to), *out_of = scalar_address(s, from);
  if (!into == !out_of) return false; /* neither (arrays), or both */
  Symbol *v = into ? into : out_of;
  sema_check_expr(s, size);
  long long bytes;
  if (!sema_const_int(size, &bytes) || bytes != type_size(v->type)) {
    diag_error(size->loc, "'%s' into or out of the scalar '%s' copies all of it: its size is sizeof %s (%lld "
               "bytes), not this", call->lhs->name, v->name, v->name, type_size(v->type));
    n->lhs = build_integer(0, n->loc);
    return true;
  }
  Type *element = type_copy(v->type);
  element->is_const = false;
  Node *pointer = build_node(ND_CAST, n->loc, NULL); /* (T *)p, checked below */
  pointer->cast_type = type_pointer_to(element);
  pointer->lhs = into ? from : to;
  Node *word = build_node(ND_DEREF, n->loc, NULL);
  word->lhs = pointer;
  Node *assign = build_node(ND_ASSIGN, call->loc, NULL);
  assign->lhs = into ? to->lhs : word;
  assign->rhs = into ? word : from->lhs;
  n->lhs = assign;
  sema_check_discarded(s, &n->lhs);
  if (n->lhs->kind == ND_ASSIGN && view_is_word(n->lhs->lhs)) sema_mark_view_store(n);
  return true;
}
