/* pointer_variables.c: a pointer variable of a function (`const uint8_t *p = in + 4;`, an array
 * parameter the body moves, a struct's pointer member) becomes an integer, its offset into the
 * array it points into, which every assignment to it in the function names (several arrays: a
 * variable says which one, several_arrays.c); its assignments become assignments of the offset,
 * and `p = k ? b : a` an if. A `const char *` set to a string and never set again is the table
 * of the string's bytes. */
#include "sema_internal.h"

#include "build.h"
#include "views.h"

#include <stdlib.h>
#include <string.h>

#include "../frontend/diag.h"

/* ---- the arrays a pointer is set to (PointerTargets) ------------------------------------ */

/* The array named at the root of a pointer expression (`a`, `a + k`, `&a[k]`), or NULL. */
static const char *pointer_root_name(const Node *n) {
  while (n && (n->kind == ND_ADDR || n->kind == ND_INDEX || n->kind == ND_CAST ||
               (n->kind == ND_BINARY && (n->op == OP_ADD || n->op == OP_SUB))))
    n = n->kind == ND_BINARY && n->lhs->kind == ND_INT ? n->rhs : n->lhs;
  return n ? sema_member_chain_name(n) : NULL; /* a variable, or a struct's pointer member (`s.p`) */
}

static void add_target_array(PointerTargets *t, Symbol *array) {
  if (!array || array->kind == SYM_FUNC || array->kind == SYM_LIBFUNC || array->type->kind != TY_ARRAY ||
      array->type->base->kind == TY_ARRAY) /* a row of one is refused where it is assigned */
    return;
  for (int i = 0; i < t->count; i++)
    if (t->arrays[i] == array) return;
  t->arrays = grow_array(t->arrays, &t->cap, (size_t)t->count + 1, sizeof *t->arrays, "the arrays a pointer points into");
  t->arrays[t->count++] = array;
}

static AstStep find_pointer_targets(const Node *n, void *data);

/* Every assignment to t->name in the function, and its declaration. */
void sema_walk_for_pointer_targets(PointerTargets *t) {
  if (t->s->fn && t->s->fn->body) ast_walk_list(t->s->fn->body->args, find_pointer_targets, NULL, t);
  ast_walk_list(t->s->declarations_ahead, find_pointer_targets, NULL, t);
}

static void add_pointer_target(PointerTargets *t, const Node *value) {
  if (value->kind == ND_COND) { /* p = k ? b : a: either */
    add_pointer_target(t, value->then);
    add_pointer_target(t, value->els);
    return;
  }
  const char *root = pointer_root_name(value);
  Symbol *named_array = root ? sema_lookup(t->s, root) : NULL;
  if (named_array && named_array->view_nbases > 1) /* a pointer set to several: any of them */
    for (int i = 0; i < named_array->view_nbases; i++) add_target_array(t, named_array->view_bases[i]);
  else if (named_array && named_array->view_of)
    add_target_array(t, named_array->view_of);
  else
    add_target_array(t, named_array);
  if (!root || strcmp(root, t->name) == 0) return;
  /* `p = q` of a pointer q (a parameter, or `t` of a swap `t = a; a = b; b = t;`): the arrays q is
   * set to anywhere are p's too, found by name (one more array than p needs costs a choice) */
  for (int i = 0; i < t->nfollowed; i++)
    if (strcmp(t->followed[i], root) == 0) return;
  t->followed = grow_array(t->followed, &t->cap_followed, (size_t)t->nfollowed + 1, sizeof *t->followed,
                           "the pointers a pointer is set from");
  t->followed[t->nfollowed++] = root;
  const char *name = t->name;
  t->name = root;
  sema_walk_for_pointer_targets(t);
  t->name = name;
}

/* "s.a.b" of a member chain `s.a.b` of a variable, as a pointer member's variable is named; NULL
 * for anything else. */
const char *sema_member_chain_name(const Node *n) {
  if (n->kind == ND_VAR) return n->name;
  if (n->kind != ND_MEMBER || !n->lhs || strcmp(n->text, ".") != 0) return NULL;
  const char *object = sema_member_chain_name(n->lhs);
  return object ? intern_format("%s.%s", object, n->name) : NULL;
}

const Node *sema_call_argument(const Node *call, int k) {
  const Node *a = call->args;
  for (; a && k > 0; a = a->next) k--;
  return a;
}

static AstStep find_pointer_targets(const Node *n, void *data) {
  PointerTargets *t = data;
  if (n->kind == ND_CALL && n->lhs && n->lhs->kind == ND_VAR && !n->bindings_applied) {
    /* init(&s, ..., state): the callee sets s's member to the array it is given */
    const Symbol *f = sema_lookup(t->s, n->lhs->name);
    for (int i = 0; f && f->kind == SYM_FUNC && f->fn && i < f->fn->nmember_bindings; i++) {
      const MemberBinding *b = &f->fn->member_bindings[i];
      const Node *object = sema_call_argument(n, b->object), *array = sema_call_argument(n, b->array);
      const char *name = object && object->kind == ND_ADDR ? sema_member_chain_name(object->lhs) : NULL;
      if (name && array && strcmp(intern_format("%s.%s", name, b->member), t->name) == 0) add_pointer_target(t, array);
    }
  }
  const char *assigned = n->kind == ND_ASSIGN && n->op == OP_NONE ? sema_member_chain_name(n->lhs) : NULL;
  if (assigned && strcmp(assigned, t->name) == 0)
    add_pointer_target(t, n->rhs);
  else if (n->kind == ND_VARDECL && n->init && n->cast_type && n->cast_type->kind == TY_POINTER &&
           strcmp(n->name, t->name) == 0)
    add_pointer_target(t, n->init);
  return AST_WALK_ON;
}

void sema_free_pointer_targets(PointerTargets *t) {
  free(t->arrays);
  free(t->followed);
}

/* ---- a pointer variable: its offset, and its assignments -------------------------------- */

/* `p = k ? b : a`, p a pointer variable, is `if (k) p = b; else p = a;`: n, that expression
 * statement, becomes the if, whose assignments point p as the if/else form does. */
void sema_pointer_choice_as_if(Node *n) {
  Node *assign = n->lhs, *choice = assign->rhs;
  Node *then = ast_node(ST_EXPR, n->loc), *els = ast_node(ST_EXPR, n->loc);
  then->lhs = ast_node(ND_ASSIGN, assign->loc);
  *then->lhs = (Node){.kind = ND_ASSIGN, .loc = assign->loc, .lhs = assign->lhs, .rhs = choice->then};
  els->lhs = ast_node(ND_ASSIGN, assign->loc);
  Node *pointer = build_clone(assign->lhs); /* the variable, or a struct's member: each branch its own */
  *els->lhs = (Node){.kind = ND_ASSIGN, .loc = assign->loc, .lhs = pointer, .rhs = choice->els};
  n->kind = ST_IF;
  n->lhs = NULL;
  n->cond = choice->cond;
  n->then = then;
  n->els = els;
}

/* Whether statement n is `p = k ? b : a` for a pointer variable p. */
bool sema_is_pointer_choice(Sema *s, const Node *n) {
  const Node *e = n->lhs;
  const char *name = e->kind == ND_ASSIGN && e->op == OP_NONE ? sema_member_chain_name(e->lhs) : NULL;
  if (!name || e->rhs->kind != ND_COND) return false;
  const Symbol *sym = sema_lookup(s, name); /* a pointer variable, or a struct's pointer member (`s.p`) */
  return sym && sym->view_of && !sym->invalid;
}

/* What pointer p's variable says (which of its arrays) when p is set from `from`, a pointer set to
 * several: from's choice, counted among p's arrays. NULL, with an error, where p cannot say. */
static Node *which_from(const Symbol *p, const Symbol *from, SrcLoc loc) {
  if (p->view_nbases <= 1) {
    diag_error(loc, "pointer variable '%s' is set from '%s', which points into one of several arrays; set it "
               "from the arrays themselves, as '%s' is", p->name, from->name, from->name);
    return NULL;
  }
  Node *pick = NULL;
  for (int i = from->view_nbases - 1; i >= 0; i--) {
    int j = 0;
    while (j < p->view_nbases && p->view_bases[j] != from->view_bases[i]) j++;
    if (j == p->view_nbases) {
      diag_error(loc, "'%s' is set from '%s', which may point into '%s': set '%s' to '%s' itself somewhere too, "
                 "or from the arrays themselves", p->name, from->name, from->view_bases[i]->name, p->name,
                 from->view_bases[i]->name);
      return NULL;
    }
    Node *value = build_integer(j, loc);
    if (!pick) {
      pick = value;
      continue;
    }
    Node *choice = build_node(ND_COND, loc, value->type);
    choice->cond = build_binary(OP_EQ, build_var(from->view_which, loc), build_integer(i, loc));
    choice->then = value;
    choice->els = pick;
    pick = choice;
  }
  return pick;
}

/* p = q, p += k or p -= k, p a pointer variable: an assignment of p's offset, whose value is the
 * pointer p then is. */
void sema_check_pointer_assignment(Sema *s, Node *n) {
  Symbol *base = view_base(n->lhs); /* the pointer's (the first, of one set to several) */
  Symbol *pointer = view_variable_offset(n->lhs)->sym;
  Type *points_to = n->lhs->type->base;
  n->lhs = view_variable_offset(n->lhs);
  sema_check_expr(s, n->rhs);
  Symbol *from = n->op == OP_NONE ? view_several_pointer(n->rhs) : NULL;
  if (from) { /* `a = b` of a swap: (which = b's choice, a = b's offset) */
    Node *which_value = which_from(pointer, from, n->rhs->loc);
    if (!which_value) return;
    n->rhs = view_offset(n->rhs);
    n->type = n->lhs->type;
    Node *assign = build_node(ND_ASSIGN, n->loc, n->type);
    *assign = *n;
    assign->next = NULL;
    assign->list_tail = NULL;
    Node *both = build_comma(build_assign(build_var(pointer->view_which, n->loc), which_value), assign);
    n->kind = ND_COMMA;
    n->lhs = both->lhs;
    n->rhs = both->rhs;
    view_wrap(n, pointer);
    return;
  }
  int which = -1; /* a pointer set to several arrays: which one */
  for (int i = 0; i < pointer->view_nbases && view_base(n->rhs); i++)
    if (pointer->view_bases[i] == view_base(n->rhs)) which = i, base = view_base(n->rhs);
  if (n->op == OP_NONE) {
    Node *offset = view_base(n->rhs) == base ? view_offset_in(n->rhs, points_to) : NULL;
    if (offset) {
      n->rhs = offset;
    } else if (view_base(n->rhs) == base) {
      diag_error(n->rhs->loc, "'%s' is set to a point of '%s' that is not a whole number of its elements from "
                 "the start, or not known to be (an offset in bytes that is no constant)", pointer->name, base->name);
      return;
    } else if (n->rhs->type && !sema_is_invalid_access(n->rhs)) {
      diag_error(n->rhs->loc, "'%s' points into '%s', and may be set only to a pointer into '%s' (a whole array "
                 "of the function, not a row of one)", pointer->name, base->name, base->name);
      return;
    }
  } else if (n->op == OP_ADD || n->op == OP_SUB) {
    if (sema_need_value(n->rhs) && !type_is_integer(n->rhs->type)) {
      diag_error(n->rhs->loc, "a pointer into an array moves by an integer");
      return;
    }
  } else {
    diag_error(n->loc, "pointer '%s' may be assigned, or moved with += and -=; no other operator applies",
               pointer->name);
    return;
  }
  n->type = n->lhs->type;
  if (which >= 0 && n->op == OP_NONE) { /* (which = i, p = k) */
    Node *assign = build_node(ND_ASSIGN, n->loc, n->type);
    *assign = *n;
    assign->next = NULL;
    assign->list_tail = NULL;
    Node *both = build_comma(build_assign(build_var(pointer->view_which, n->loc), build_integer(which, n->loc)), assign);
    n->kind = ND_COMMA;
    n->op = OP_NONE;
    n->lhs = both->lhs;
    n->rhs = both->rhs;
  }
  view_wrap(n, pointer);
}

/* A pointer variable set to one of several arrays (`c = sigma` here, `c = tau` there, chosen by
 * no input data): an integer says which, and each read through it reads the one it says. */
static bool point_into_several(Sema *s, Node *d, Symbol *sym, Symbol **arrays, int count) {
  for (int i = 0; i < count; i++) {
    if (arrays[i]->type->base->kind != d->cast_type->base->kind) {
      char *pointer = sema_type_string(d->cast_type, false), *array = sema_type_string(arrays[i]->type, false);
      diag_error(d->loc, "pointer variable '%s' of type '%s' is set to '%s' of type '%s': a pointer set to several "
                 "arrays points into arrays of its own element type", d->name, pointer, arrays[i]->name, array);
      free(pointer);
      free(array);
      return false;
    }
  }
  Symbol *which = sema_new_symbol(s, intern("bulk_which"), SYM_VAR, type_basic(TY_INT), d->loc);
  /* declared before the body, as the positions of view reads are */
  s->view_positions = ast_list_append(s->view_positions, build_declaration(which, build_integer(0, d->loc), d->loc));
  sym->view_bases = xcalloc((size_t)count, sizeof *sym->view_bases);
  memcpy(sym->view_bases, arrays, (size_t)count * sizeof *arrays);
  sym->view_nbases = count;
  sym->view_which = which;
  return true;
}

void sema_check_pointer_variable(Sema *s, Node *d) {
  Type *t = d->cast_type;
  Symbol *base = NULL, *from = NULL; /* from: a pointer set to several that p starts at */
  PointerTargets targets = {.s = s, .name = d->name};
  sema_walk_for_pointer_targets(&targets);
  if (!d->init && targets.count) {
    base = targets.arrays[0]; /* set before it is read: from the start of that array until then */
    d->init = build_integer(0, d->loc);
  } else if (!d->init) {
    diag_error(d->loc, "pointer variable '%s' needs an initializer: the array it points into, as in "
               "'%s = a' or '%s = a + k'", d->name, d->name, d->name);
  } else if (d->init->kind == ND_INIT_LIST) {
    diag_error(d->init->loc, "pointer variable '%s' is initialized with braces; give it the array it points into",
               d->name);
  } else {
    int errors_before = diag_error_count();
    sema_check_expr(s, d->init);
    from = view_several_pointer(d->init);
    base = from ? from->view_bases[0] : view_base(d->init);
    if (!base && diag_error_count() == errors_before && !sema_is_invalid_access(d->init))
      diag_error(d->init->loc, "pointer variable '%s' must point into a whole array of the function, as in "
                 "'%s = a' or '%s = a + k'%s", d->name, d->name, d->name,
                 sema_is_array(d->init) ? " (a row of an array is not one)" : "");
  }
  Node *offset = NULL;
  Type *view_type = NULL;
  if (base && d->init->kind == ND_INT) {
    offset = d->init; /* no initializer: set later */
  } else if (base) {
    Type *element = base->type->base;
    if (element->kind != t->base->kind || d->init->view_bytes) {
      /* a view through another integer type, cast so (`(const uint32_t *)in`), or a mismatch */
      if (d->init->type->base->kind != t->base->kind) {
        char *pointer = sema_type_string(t, false), *array = sema_type_string(base->type, false);
        diag_error(d->loc, "pointer variable '%s' of type '%s' points into '%s' of type '%s'; bulk code reads an "
                   "array through pointers to its own element type, or views a one-dimensional array of integers "
                   "through another integer type with a cast ('(const uint32_t *)bytes')", d->name, pointer,
                   base->name, array);
        free(pointer);
        free(array);
        base = NULL;
      } else {
        view_type = t->base;
      }
    }
  }
  if (base && !offset) {
    offset = view_offset_in(d->init, t->base);
    if (!offset) {
      diag_error(d->init->loc, "pointer variable '%s' starts at a point of '%s' that is not a whole number of its "
                 "elements from the start, or not known to be (an offset in bytes that is no constant)", d->name,
                 base->name);
      base = NULL;
    }
  }
  Symbol *sym = sema_new_symbol(s, d->name, SYM_VAR, type_basic(TY_LONG), d->loc);
  if (sema_lookup_here(s, d->name) && !d->is_parameter_variable) diag_error(d->loc, "redefinition of '%s'", d->name);
  /* the arrays it is set to later, the one it starts in first */
  Symbol **arrays = xcalloc((size_t)targets.count + 1, sizeof *arrays);
  int count = 0;
  if (base) arrays[count++] = base;
  for (int i = 0; base && i < targets.count; i++)
    if (targets.arrays[i] != base) arrays[count++] = targets.arrays[i];
  sema_free_pointer_targets(&targets);
  if (base && count > 1 && (view_type || !point_into_several(s, d, sym, arrays, count))) {
    if (view_type)
      diag_error(d->loc, "pointer variable '%s' views an array through another type and is set to several "
                 "arrays; bulk code takes one or the other", d->name);
    base = NULL;
  }
  free(arrays);
  sema_bind(s, d->name, sym);
  if (!base) {
    sym->invalid = true;
    return;
  }
  if (from) { /* it starts where from points, in the array from's choice says */
    Node *which_value = which_from(sym, from, d->init->loc);
    if (!which_value) {
      sym->invalid = true;
      return;
    }
    offset = build_comma(build_assign(build_var(sym->view_which, d->loc), which_value), offset);
  } else if (sym->view_nbases > 1) { /* it starts in the first (0 says so) */
    offset = build_comma(build_assign(build_var(sym->view_which, d->loc), build_integer(0, d->loc)), offset);
  }
  sym->view_of = base;
  sym->view_type = view_type;
  sym->decl = d;
  d->sym = sym;
  d->cast_type = sym->type;
  d->init = offset;
}

AstStep sema_find_assignment_to(const Node *n, void *data) {
  const char **name = data;
  if (ast_is_assignment(n) && n->lhs && n->lhs->kind == ND_VAR && n->lhs->name == *name) {
    *name = NULL; /* found */
    return AST_WALK_STOP;
  }
  return AST_WALK_ON;
}

/* `static const uint8_t *sigma = (const uint8_t *)"expand 32-byte k";`, never set again in the
 * program: the table of the string's bytes, `static const uint8_t sigma[] = "..."`. */
bool sema_string_pointer_as_table(Sema *s, Node *d) {
  const Type *t = d->cast_type;
  Node *value = d->init;
  while (value && value->kind == ND_CAST && value->cast_type && value->cast_type->kind == TY_POINTER) value = value->lhs;
  if (t->kind != TY_POINTER || !sema_is_char_type(t->base) || !t->base->is_const || !value || value->kind != ND_STRING)
    return false;
  const char *name = intern(d->name);
  for (const Function *f = s->prog->functions; f && name; f = f->next)
    if (f->body) ast_walk(f->body, sema_find_assignment_to, NULL, &name);
  if (!name) return false; /* set somewhere: a pointer variable, refused as one */
  d->cast_type = type_array_of(t->base, NULL);
  d->cast_type->is_const = true;
  d->init = value;
  return true;
}

/* ---- array parameters the body moves ---------------------------------------------------- */

/* Which array parameters the body moves (`in += 64`, `*out++ = x`): by name, before the body is
 * checked, since a use before the first move is already one at the moved offset in a loop. A name
 * the body also declares is left alone (the move may be of that variable). */
typedef struct MovedParams {
  Function *fn;
  bool *moved, *declared; /* by parameter */
} MovedParams;

static AstStep find_moved_params(const Node *n, void *data) {
  MovedParams *m = data;
  const char *name = ast_is_assignment(n) && n->lhs->kind == ND_VAR ? n->lhs->name :
                     n->kind == ND_VARDECL ? n->name : NULL;
  for (int i = 0; name && i < m->fn->nparams; i++) {
    if (strcmp(m->fn->params[i]->name, name) != 0) continue;
    if (n->kind == ND_VARDECL) m->declared[i] = true;
    else m->moved[i] = true;
  }
  return AST_WALK_ON;
}

/* Whether the body sets pointer parameter p to a pointer into another array (`pSrc = pDst`, a
 * cascade's next stage reading the last one's output). */
static bool set_to_other_arrays(Sema *s, Function *fn, Symbol *p) {
  PointerTargets targets = {.s = s, .name = p->name};
  ast_walk_list(fn->body->args, find_pointer_targets, NULL, &targets);
  bool other = false;
  for (int i = 0; i < targets.count; i++) other = other || targets.arrays[i] != p;
  sema_free_pointer_targets(&targets);
  return other;
}

/* Such a parameter is what C makes of it, a pointer variable that starts at the argument: `T *p =
 * p;` declared before the body, set to one of several arrays as any pointer variable may be. */
static Node *parameter_as_pointer_variable(Sema *s, Symbol *p) {
  Node *d = ast_node(ND_VARDECL, p->loc), *st = ast_node(ST_DECL, p->loc);
  d->name = p->name;
  d->cast_type = type_pointer_to(type_element(p->type));
  d->init = sema_named(p->name, p->loc); /* the parameter: the variable is bound once it is checked */
  d->is_parameter_variable = true;
  sema_check_pointer_variable(s, d);
  st->args = d;
  return st;
}

/* A parameter the body moves becomes the view of itself at an offset, a variable of its own (as
 * `const uint8_t *p = in` does); returns the declarations of those offsets, 0 at the start. */
Node *sema_moved_array_params(Sema *s, Function *fn) {
  MovedParams m = {fn, xcalloc((size_t)fn->nparams + 1, sizeof(bool)), xcalloc((size_t)fn->nparams + 1, sizeof(bool))};
  ast_walk_list(fn->body->args, find_moved_params, NULL, &m);
  Node *decls = NULL;
  for (int i = 0; i < fn->nparams; i++) {
    Symbol *p = fn->params[i];
    if (!m.moved[i] || m.declared[i] || p->invalid || p->type->kind != TY_ARRAY) continue;
    if (set_to_other_arrays(s, fn, p)) {
      decls = ast_list_append(decls, parameter_as_pointer_variable(s, p));
      continue;
    }
    Symbol *offset = sema_new_symbol(s, p->name, SYM_VAR, type_basic(TY_LONG), p->loc);
    offset->view_of = p;
    sema_bind(s, p->name, offset);
    decls = ast_list_append(decls, build_declaration(offset, build_integer(0, p->loc), p->loc));
  }
  free(m.moved);
  free(m.declared);
  return decls;
}
