/* memory_calls.c: memcpy, memmove and memset on arrays, as library code writes them (fixed sizes,
 * offsets known or counted), become the loops they stand for, so that every later pass sees
 * plain element accesses: the obliviousness check, the bounds proof (a copy past an array's end
 * is refused there, with the element), the plan and the emitters. */
#include "memory_calls.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "../frontend/diag.h"
#include "build.h"
#include "views.h"

/* Where one side of a copy lies: an array expression (a variable, or a row of one), and the
 * element of it (counted through every dimension) the copy starts at. */
typedef struct Place {
  const char *call; /* the copy's name, for messages */
  Node *array;    /* array-typed */
  Node *offset;   /* NULL for 0 */
  long long constant_offset; /* the offset's value, when known (offset_known), from the whole array's start */
  long long offset_in_row;   /* ... the same from the row's start (the offset written), where array is a row */
  bool offset_known;
} Place;

static bool place_of(Node *arg, Place *p, const char *call, int which) {
  *p = (Place){0};
  if (view_is_window(arg) && !arg->view_bytes && arg->lhs->type->base->kind != TY_ARRAY) {
    p->array = arg->lhs; /* a + k, &a[k] */
    p->offset = arg->rhs;
  } else if (arg->type && arg->type->kind == TY_ARRAY && !view_is_window(arg)) {
    p->array = arg;
  } else {
    diag_error(arg->loc, "argument %d of '%s' is not an array, a + k or &a[k]: bulkcc turns '%s' into a loop "
               "over elements, and needs the array", which, call, call);
    return false;
  }
  if (p->offset && !ast_safe_to_evaluate(p->offset)) {
    diag_error(p->offset->loc, "the offset of argument %d of '%s' has side effects or may trap; compute it first",
               which, call);
    return false;
  }
  p->call = call;
  p->offset_known = !p->offset || sema_const_int(p->offset, &p->constant_offset);
  p->offset_in_row = p->constant_offset;
  /* a row (m[2]) starts past the rows before it, counted from the array's first element */
  for (const Node *row = p->array; row->kind == ND_INDEX && p->offset_known; row = row->lhs) {
    long long index;
    p->offset_known = sema_const_int(row->rhs, &index);
    p->constant_offset += index * type_elements(row->type);
  }
  return true;
}

/* C copies bytes of the whole object: a copy from a row at a known offset may go on into the
 * rows after it (memmove(m[1], m[0], 3 * sizeof m[0])). Such a place becomes the whole array, at
 * the row's offset from its first element; a copy within its row keeps the row. */
static void widen_past_row(Place *p, long long count, SrcLoc loc) {
  if (p->array->kind != ND_INDEX || !p->offset_known) return;
  if (p->offset_in_row >= 0 && p->offset_in_row + count <= type_elements(p->array->type)) return;
  while (p->array->kind == ND_INDEX) p->array = p->array->lhs;
  p->offset = build_integer(p->constant_offset, loc);
}

/* The copy's element number: the counter, or 0 for a copy of one element, which needs no loop. */
static Node *step_of(Symbol *counter, long long count, SrcLoc loc) {
  return count != 1 ? build_var(counter, loc) : build_integer(0, loc);
}

/* Element e (counted through every dimension) of the place: a[e / (d2 * d3)][(e / d3) % d2][e % d3]. */
static Node *element(const Place *p, Symbol *counter, long long count, SrcLoc loc) {
  Node *e = step_of(counter, count, loc);
  if (p->offset) e = build_binary(OP_ADD, e, build_clone(p->offset));
  Node *access = build_clone(p->array);
  for (Type *t = p->array->type; t->kind == TY_ARRAY; t = t->base) {
    long long below = type_elements(t->base);
    Node *index = below > 1 ? build_binary(OP_DIV, build_clone(e), build_integer(below, loc)) : build_clone(e);
    if (t != p->array->type) index = build_binary(OP_MOD, index, build_integer(t->len, loc));
    Node *step = build_node(ND_INDEX, loc, t->base);
    step->lhs = access, step->rhs = index;
    access = step;
  }
  access->copy_call = p->call;
  access->copy_element = e;
  access->copy_row_elements = p->array->kind == ND_INDEX ? type_elements(p->array->type) : 0;
  return access;
}

static Type *element_type(const Place *p) { return type_element(p->array->type); }

static bool same_array(const Place *a, const Place *b) {
  Symbol *x = ast_index_root_symbol(a->array), *y = ast_index_root_symbol(b->array);
  return x && x == y;
}

/* Whether the source of a copy into elements of type t can be read through a view of that type:
 * integers both, the source a whole one-dimensional array. */
static bool view_copy(const Place *from, const Type *t) {
  const Type *u = element_type(from);
  return type_is_integer(t) && t->kind != TY_BOOL && type_is_integer(u) && u->kind != TY_BOOL &&
         from->array->kind == ND_VAR && from->array->type->base->kind != TY_ARRAY;
}

/* Element k of the source read as type t: a view's element, whose reading sema assembles. */
static Node *view_word(const Place *from, Type *t, Symbol *counter, long long count, SrcLoc loc) {
  long long ts = type_size(t), us = type_size(element_type(from));
  Node *at = build_binary(OP_MUL, step_of(counter, count, loc), build_integer(ts, loc));
  if (from->offset) at = build_binary(OP_ADD, build_binary(OP_MUL, build_clone(from->offset), build_integer(us, loc)), at);
  Node *word = build_node(ND_INDEX, loc, t);
  word->lhs = build_clone(from->array);
  word->rhs = at;
  word->view_bytes = true;
  return word;
}

/* for (long long k = 0; k < count; k++) body, or counting down, into the statement n; a copy of
 * one element is the statement body alone (a struct's scalar members: no loop, no counter). A
 * count known only at run time (a uniform length) is the expression elements, counting up. */
static void make_loop_of(Node *n, Symbol *counter, long long count, Node *elements, bool down, Node *body) {
  SrcLoc loc = n->loc;
  if (count == 1 && !elements) {
    n->kind = ST_EXPR;
    n->lhs = body;
    n->init = n->cond = n->inc = n->then = NULL;
    return;
  }
  Node *decl = build_node(ND_VARDECL, loc, NULL);
  decl->name = counter->name;
  decl->sym = counter;
  decl->cast_type = counter->type;
  decl->init = build_integer(down ? count - 1 : 0, loc);
  counter->decl = decl;
  Node *init = build_node(ST_DECL, loc, NULL);
  init->args = decl;
  Node *inc = build_node(down ? ND_POSTDEC : ND_POSTINC, loc, counter->type);
  inc->lhs = build_var(counter, loc);
  Node *stmt = build_node(ST_EXPR, loc, NULL);
  stmt->lhs = body;
  n->kind = ST_FOR;
  n->lhs = NULL;
  n->init = init;
  n->cond = down ? build_binary(OP_GE, build_var(counter, loc), build_integer(0, loc))
                 : build_binary(OP_LT, build_var(counter, loc),
                                elements ? build_cast(type_basic(TY_LLONG), elements) : build_integer(count, loc));
  n->inc = inc;
  n->then = stmt;
  n->copy_loop = elements || count >= 1;
}

static void make_loop(Node *n, Symbol *counter, long long count, bool down, Node *body) {
  make_loop_of(n, counter, count, NULL, down, body);
}

/* A size in bytes that is no constant as a number of elements of size bytes: any size of bytes
 * (elements of 1 byte), or N * sizeof of an element; NULL otherwise. */
static Node *elements_in(Node *bytes, long long size) {
  if (size == 1) return bytes;
  long long k;
  if (bytes->kind == ND_BINARY && bytes->op == OP_MUL) {
    if (sema_const_int(bytes->rhs, &k) && k == size) return bytes->lhs;
    if (sema_const_int(bytes->lhs, &k) && k == size) return bytes->rhs;
  }
  return NULL;
}

/* An offset as variable + constant (a pointer's offset variable, p + 1, a moved parameter's
 * offset): false where it is neither a constant nor of that form. */
static bool split_offset(const Node *n, const Symbol **variable, long long *constant) {
  long long value;
  if (!n || sema_const_int((Node *)n, &value)) {
    *variable = NULL, *constant = n ? value : 0;
    return true;
  }
  if (n->kind == ND_VAR && n->sym && type_is_integer(n->type)) {
    *variable = n->sym, *constant = 0;
    return true;
  }
  if (n->kind == ND_CAST && type_is_integer(n->type)) return split_offset(n->lhs, variable, constant);
  if (n->kind != ND_BINARY || (n->op != OP_ADD && n->op != OP_SUB)) return false;
  const Symbol *a, *b;
  long long x, y;
  if (!split_offset(n->lhs, &a, &x) || !split_offset(n->rhs, &b, &y) || (a && b) || (b && n->op == OP_SUB)) return false;
  *variable = a ? a : b;
  *constant = n->op == OP_ADD ? x + y : x - y;
  return true;
}

/* The destination's offset less the source's, where both are known, or both are one variable
 * plus constants (memmove(p + 1, p, ...) through a pointer p). */
static bool offsets_apart(const Place *to, const Place *from, long long *apart) {
  if (to->offset_known && from->offset_known) {
    *apart = to->constant_offset - from->constant_offset;
    return true;
  }
  if (to->array->kind == ND_INDEX || from->array->kind == ND_INDEX) return false; /* rows at unknown indices */
  const Symbol *x, *y;
  long long a, b;
  if (!split_offset(to->offset, &x, &a) || !split_offset(from->offset, &y, &b) || x != y) return false;
  *apart = a - b;
  return true;
}

/* The function a name calls (gcc's __builtin_ spellings too), or NULL. */
static const char *memory_function(const char *name) {
  if (strncmp(name, "__builtin_", 10) == 0) name += 10;
  return strcmp(name, "memcpy") == 0 || strcmp(name, "memmove") == 0 || strcmp(name, "memset") == 0 ? name : NULL;
}

bool memory_call_name(const char *name) { return memory_function(name) != NULL; }

bool refuse_memory_compare(SrcLoc loc, const char *name) {
  const char *plain = strncmp(name, "__builtin_", 10) == 0 ? name + 10 : name;
  if (strcmp(plain, "memcmp") != 0 && strcmp(plain, "bcmp") != 0) return false;
  /* it returns at the first difference: its time, and a lowering's trip count, would follow
   * the data; the loop below visits every byte whatever they hold */
  diag_error(loc, "'%s' is not supported in bulk code: it stops at the first difference, so its time depends "
             "on the data", name);
  diag_note(loc, "compare every element instead, in constant time: 'unsigned char diff = 0; for (int i = 0; "
            "i < N; i++) diff |= a[i] ^ b[i];' (diff is 0 where the N elements are equal)");
  return true;
}

bool lower_memory_call(Node *n, Symbol *counter) {
  Node *call = n->lhs;
  const char *name = call->lhs->name;
  Node *args[3] = {NULL, NULL, NULL};
  int nargs = 0;
  for (Node *a = call->args; a; a = a->next, nargs++)
    if (nargs < 3) args[nargs] = a;
  if (nargs != 3) {
    diag_error(call->loc, "'%s' takes 3 arguments, not %d", name, nargs);
    return false;
  }
  Place to, from = {0};
  if (!place_of(args[0], &to, name, 1)) return false;
  const char *function = memory_function(name);
  bool set = strcmp(function, "memset") == 0;
  if (!set && !place_of(args[1], &from, name, 2)) return false;
  long long bytes, value = 0;
  Type *t = element_type(&to);
  long long size = type_size(t);
  /* a size known only at run time (memset(b, 0, n) with n uniform): a loop up to it, whose
   * accesses the bounds proof checks for every value n may take */
  Node *elements = sema_const_int(args[2], &bytes) ? NULL : elements_in(args[2], size);
  if (!elements && (!sema_const_int(args[2], &bytes) || bytes < 0)) {
    diag_error(args[2]->loc, "the size of '%s' is neither a constant nor a number of '%s' elements ('n * sizeof "
               "a[0]'): bulkcc copies a number of whole elements", name, type_c_name(t));
    return false;
  }
  if (elements) bytes = -size; /* below: count -1, a loop whatever the count */
  if (!elements && bytes % size != 0) {
    diag_error(args[2]->loc, "'%s' of %lld bytes is not a whole number of %lld-byte elements of '%s'", name, bytes,
               size, type_c_name(t));
    return false;
  }
  long long count = bytes / size;
  /* a count not known: the copy may run past a row, so it is placed in the whole array */
  widen_past_row(&to, elements ? LLONG_MAX / 2 : count, call->loc);
  if (!set) widen_past_row(&from, elements ? LLONG_MAX / 2 : count, call->loc);
  Node *body;
  bool down = false;
  if (set) {
    if (!sema_const_int(args[1], &value)) {
      diag_error(args[1]->loc, "the value of 'memset' is not a constant");
      return false;
    }
    unsigned long long byte = (unsigned long long)value & 0xff, pattern = 0;
    for (long long k = 0; k < size; k++) pattern = pattern << 8 | byte;
    if (type_is_floating(t) && byte != 0) {
      diag_error(args[1]->loc, "'memset' of a nonzero byte into '%s' elements makes a bit pattern, not a value; "
                 "assign the value in a loop", type_c_name(t));
      return false;
    }
    Node *fill = build_integer((long long)pattern, args[1]->loc);
    fill->type = type_basic(TY_ULLONG);
    fill->text = intern_format("%lluULL", pattern);
    body = build_assign(element(&to, counter, count, n->loc), build_cast(t, fill));
  } else {
    Type *u = element_type(&from);
    if (u->kind != t->kind) {
      if (!view_copy(&from, t) || same_array(&to, &from)) {
        diag_error(call->loc, "'%s' between '%s' and '%s' elements views one array through another type, which "
                   "bulkcc does where both hold integers and the source is a whole one-dimensional array of "
                   "another (or a pointer into one); copy element by element", name, type_c_name(u),
                   type_c_name(t));
        return false;
      }
      /* each element of the destination, read from the source's bytes as the targets lay them out */
      body = build_assign(element(&to, counter, count, n->loc), view_word(&from, t, counter, count, n->loc));
      counter->type = type_basic(TY_LLONG);
      make_loop_of(n, counter, count, elements, false, body);
      return true;
    }
    if (same_array(&to, &from) && elements) {
      diag_error(call->loc, "'%s' within one array needs a constant size (which direction copies each element before "
                 "it is overwritten depends on it); copy through a local array", name);
      return false;
    }
    if (same_array(&to, &from)) {
      /* the ranges may overlap: memmove copies in the direction that reads each element before it
       * is overwritten, which needs the offsets' difference; memcpy of overlapping ranges is
       * undefined */
      long long apart;
      if (!offsets_apart(&to, &from, &apart)) {
        diag_error(call->loc, "'%s' within one array at offsets whose difference is not known before the run; "
                   "copy through a local array", name);
        return false;
      }
      bool overlap = apart < count && -apart < count;
      if (overlap && strcmp(function, "memcpy") == 0) {
        diag_error(call->loc, "'memcpy' of overlapping ranges of one array is undefined in C; use 'memmove'");
        return false;
      }
      down = apart > 0;
    }
    body = build_assign(element(&to, counter, count, n->loc), element(&from, counter, count, n->loc));
  }
  counter->type = type_basic(TY_LLONG);
  make_loop_of(n, counter, count, elements, down, body);
  return true;
}

bool lower_member_copy(Node *n, Node *to, Node *from, long long count, Symbol *counter) {
  Place a, b = {0};
  if (!place_of(to, &a, "a struct copy", 1) || (from && !place_of(from, &b, "a struct copy", 2))) return false;
  Node *body = from ? build_assign(element(&a, counter, count, n->loc), element(&b, counter, count, n->loc))
                    : build_assign(element(&a, counter, count, n->loc), build_cast(element_type(&a), build_integer(0, n->loc)));
  make_loop(n, counter, count, false, body);
  return true;
}
