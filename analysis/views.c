/* views.c: pointers into an instance's arrays, as library code writes them (&a[k], a + k, *p,
 * p[i] where p = a + k) become accesses of the array itself, at the offset the pointer adds, so
 * that every later pass sees arrays and integer indices only: the obliviousness check (an offset
 * computed from input data is an index computed from it), the bounds proof and the emitters. A
 * window passed to a helper is the helper's array from that element on, as a row is. */
#include "views.h"

#include "build.h"
#include "sema.h"

bool view_is_window(const Node *n) { return n && n->kind == ND_INDEX && n->is_window; }

Symbol *view_several_pointer(const Node *n) {
  return view_is_window(n) && n->sym && n->sym->view_nbases > 1 ? n->sym : NULL;
}

/* What indexing the array gives: its element or row, read-only where the array is. */
static Type *element_of(const Type *array) {
  Type *t = array->base;
  if (array->is_const && !t->is_const) {
    t = type_copy(t);
    t->is_const = true;
  }
  return t;
}

/* offset added to (or taken from) what a window already adds. */
static Node *add_offset(Node *base_offset, Node *offset, bool subtract, SrcLoc loc) {
  if (!offset) return base_offset ? base_offset : build_integer(0, loc);
  if (base_offset && base_offset->kind == ND_INT && base_offset->ival == 0) base_offset = NULL;
  if (!base_offset) {
    if (!subtract) return offset;
    Node *negated = build_node(ND_UNARY, offset->loc, type_promote(offset->type));
    negated->op = OP_NEG;
    negated->lhs = offset;
    return negated;
  }
  return build_binary(subtract ? OP_SUB : OP_ADD, base_offset, offset);
}

/* An offset in a view's elements, in bytes (a constant folded: a pointer variable's offset is
 * then found as the variable alone, or times its element's size, past a start of 0). */
static Node *in_bytes(Node *offset, const Type *element) {
  long long size = type_size(element);
  long long bytes;
  if (offset && offset->kind == ND_INT && size > 1 && !__builtin_mul_overflow(offset->ival, size, &bytes))
    return build_integer(bytes, offset->loc);
  return offset && size > 1 ? build_binary(OP_MUL, offset, build_integer(size, offset->loc)) : offset;
}

/* The element of a pointer set to one of several arrays (Symbol.view_bases) at offset: read from
 * the one its variable says, `which == 0 ? a[k] : which == 1 ? b[k] : c[k]`. */
static Node *element_of_several(const Symbol *pointer, Node *offset, Type *element, SrcLoc loc) {
  Node *pick = NULL;
  for (int i = pointer->view_nbases - 1; i >= 0; i--) {
    Node *access = build_node(ND_INDEX, loc, element);
    access->lhs = build_var(pointer->view_bases[i], loc);
    access->rhs = i ? build_clone(offset) : offset;
    if (!pick) {
      pick = access;
      continue;
    }
    Node *choice = build_node(ND_COND, loc, element);
    choice->several_choice = true;
    choice->cond = build_binary(OP_EQ, build_var(pointer->view_which, loc), build_integer(i, loc));
    choice->then = access;
    choice->els = pick;
    pick = choice;
  }
  return pick;
}

/* n := array + offset: the window (a pointer) there, or the element (or row) it points to. */
static void point(Node *n, Node *array, Node *offset, bool subtract, bool window) {
  Type *element = element_of(array->type);
  Node *base = array, *base_offset = NULL;
  bool bytes = array->view_bytes;
  Symbol *several = view_several_pointer(array);
  if (view_is_window(array)) base = array->lhs, base_offset = array->rhs;
  if (bytes) offset = in_bytes(offset, element);
  n->kind = ND_INDEX;
  n->op = OP_NONE;
  n->lhs = base;
  n->rhs = add_offset(base_offset, offset, subtract, n->loc);
  n->is_window = window;
  n->view_bytes = bytes;
  n->type = element;
  n->sym = window ? several : NULL;
  if (window) {
    n->type = type_array_of(element, NULL);
    n->type->is_const = element->is_const;
  } else if (several) {
    Node *next = n->next, *pick = element_of_several(several, n->rhs, element, n->loc);
    *n = *pick;
    n->next = next;
  }
}

void view_window(Node *n, Node *array, Node *offset, bool subtract) { point(n, array, offset, subtract, true); }

void view_element(Node *n, Node *array, Node *offset) { point(n, array, offset, false, false); }

Symbol *view_base(const Node *n) {
  if (view_is_window(n)) n = n->lhs;
  return n && n->kind == ND_VAR && n->sym && n->type && n->type->kind == TY_ARRAY ? n->sym : NULL;
}

Node *view_offset(Node *n) { return view_is_window(n) ? n->rhs : build_integer(0, n->loc); }

/* The window of pointer's array at offset (in the pointer's elements). */
static void pointer_window(Node *n, Symbol *pointer, Node *offset) {
  Node *array = build_var(pointer->view_of, n->loc);
  if (pointer->view_type) { /* offset counts the view's elements */
    Node *start = build_node(ND_INDEX, n->loc, NULL);
    view_cast(start, array, pointer->view_type);
    array = start;
  }
  view_window(n, array, offset, false);
  if (pointer->view_nbases > 1) n->sym = pointer; /* which array, its variable says */
}

void view_of_variable(Node *n, Symbol *sym) { pointer_window(n, sym, build_var(sym, n->loc)); }

Node *view_variable_offset(const Node *n) {
  if (!view_is_window(n)) return NULL;
  const Node *offset = n->rhs;
  /* a view's offset counts bytes: the variable's, times its element's size */
  if (n->view_bytes && offset->kind == ND_BINARY && offset->op == OP_MUL) offset = offset->lhs;
  if (offset->kind != ND_VAR || !offset->sym) return NULL;
  Symbol *pointer = offset->sym;
  if (!pointer->view_of || pointer->view_of != view_base(n)) return NULL;
  if ((pointer->view_type != NULL) != n->view_bytes) return NULL;
  return (Node *)offset;
}

void view_wrap(Node *n, Symbol *pointer) {
  Node *computed = ast_node(n->kind, n->loc);
  *computed = *n;
  computed->next = NULL; /* n keeps its place in a list */
  computed->list_tail = NULL;
  pointer_window(n, pointer, computed);
}

/* bytes / size where every term of bytes is a known multiple of size (a constant, or a product
 * by one: `p * 4 + 8` in words of 4 bytes is `p + 2`), else NULL. */
static Node *divided_exactly(Node *bytes, long long size) {
  long long at;
  if (sema_const_int(bytes, &at)) return at % size == 0 ? build_integer(at / size, bytes->loc) : NULL;
  if (bytes->kind != ND_BINARY) return NULL;
  if (bytes->op == OP_ADD || bytes->op == OP_SUB) {
    Node *a = divided_exactly(bytes->lhs, size), *b = a ? divided_exactly(bytes->rhs, size) : NULL;
    return b ? build_binary(bytes->op, a, b) : NULL;
  }
  if (bytes->op == OP_MUL) {
    long long k;
    if (sema_const_int(bytes->rhs, &k) && k % size == 0)
      return k == size ? bytes->lhs : build_binary(OP_MUL, bytes->lhs, build_integer(k / size, bytes->loc));
    if (sema_const_int(bytes->lhs, &k) && k % size == 0)
      return k == size ? bytes->rhs : build_binary(OP_MUL, build_integer(k / size, bytes->loc), bytes->rhs);
  }
  return NULL;
}

Node *view_offset_in(Node *n, const Type *points_to) {
  const Type *element = view_base(n)->type->base;
  if (!n->view_bytes && element->kind == points_to->kind) return view_offset(n);
  Node *bytes = n->view_bytes ? n->rhs : in_bytes(view_offset(n), element);
  long long size = type_size(points_to);
  return size == 1 ? bytes : divided_exactly(bytes, size);
}

/* ---- views through another integer type ------------------------------------------------ */

static bool is_plain_integer(const Type *t) { return type_is_integer(t) && t->kind != TY_BOOL; }

static Type *unsigned_of_size(long long size) {
  return type_basic(size == 1 ? TY_UCHAR : size == 2 ? TY_USHORT : size == 4 ? TY_UINT : TY_ULLONG);
}

/* a << k or a >> k, typed as C types a shift */
static Node *shift(Op op, Node *a, Node *k) {
  Node *n = build_node(ND_BINARY, a->loc, type_promote(a->type));
  n->op = op;
  n->lhs = a, n->rhs = k;
  return n;
}

bool view_cast(Node *n, Node *array, Type *to) {
  Symbol *base = view_base(array);
  if (!base || base->type->base->kind == TY_ARRAY || !is_plain_integer(base->type->base) || !is_plain_integer(to))
    return false;
  Type *element = base->type->base;
  Type *as = view_is_window(array) && array->view_bytes ? array->type->base : element;
  if (to->kind == as->kind) { /* the same type: the pointer as it is */
    view_window(n, array, NULL, false);
    return true;
  }
  Node *bytes = array->view_bytes ? array->rhs : in_bytes(view_offset(array), element);
  SrcLoc loc = n->loc;
  Node *next = n->next;
  *n = (Node){.kind = ND_INDEX, .loc = loc, .next = next};
  n->lhs = build_var(base, loc);
  n->rhs = bytes;
  n->is_window = true;
  n->view_bytes = true;
  /* writing through a view of a read-only array is writing the array */
  if (type_element(base->type)->is_const && !to->is_const) {
    to = type_copy(to);
    to->is_const = true;
  }
  Type *window = type_array_of(to, NULL);
  window->is_const = to->is_const;
  n->type = window;
  return true;
}

bool view_is_word(const Node *n) { return n && n->kind == ND_INDEX && n->view_bytes && !n->is_window; }

/* The array's element holding byte `at` of the view, and (where the view's type is narrower) the
 * shift that brings that byte down. */
static Node *element_at(const Node *word, Node *at, long long skip) {
  const Node *array = word->lhs;
  long long e = type_size(array->type->base);
  Node *index = e > 1 ? build_binary(OP_DIV, at, build_integer(e, at->loc)) : at;
  if (skip) index = build_binary(OP_ADD, index, build_integer(skip, at->loc));
  Node *access = build_node(ND_INDEX, word->loc, array->type->base);
  access->lhs = build_clone(array);
  access->rhs = index;
  return access;
}

static Node *byte_shift(const Node *word) {
  long long e = type_size(word->lhs->type->base);
  Node *within = build_binary(OP_MOD, build_clone(word->rhs), build_integer(e, word->loc));
  return build_binary(OP_MUL, within, build_integer(8, word->loc));
}

void view_lower_read(Node *n, Symbol *position) {
  Node *computed = NULL;
  if (position) { /* (position = where, the word at position) */
    computed = build_assign(build_var(position, n->loc), n->rhs);
    n->rhs = build_var(position, n->loc);
  }
  Type *t = n->type, *e = n->lhs->type->base;
  long long ts = type_size(t), es = type_size(e);
  Type *ut = unsigned_of_size(ts), *ue = unsigned_of_size(es);
  Node *value;
  if (ts >= es) { /* the word's elements, lowest first (little-endian) */
    value = NULL;
    for (long long b = 0; b < ts / es; b++) {
      Node *part = build_cast(ut, build_cast(ue, element_at(n, build_clone(n->rhs), b)));
      if (b) part = shift(OP_SHL, part, build_integer(8 * es * b, n->loc));
      value = value ? build_binary(OP_OR, value, part) : part;
    }
  } else { /* the element holding it, shifted down */
    value = shift(OP_SHR, build_cast(ue, element_at(n, build_clone(n->rhs), 0)), byte_shift(n));
  }
  Node *read = build_cast(t, value);
  read->view_byte_read = ts == 1 && es > 1;
  if (computed) {
    Node *both = build_node(ND_COMMA, n->loc, t);
    both->lhs = computed;
    both->rhs = read;
    read = both;
  }
  Node *next = n->next;
  *n = *read;
  n->next = next;
}

Type *view_temp_type(const Node *word) { return unsigned_of_size(type_size(word->type)); }

static Node *statement(NodeKind kind, SrcLoc loc) { return build_node(kind, loc, NULL); }

static Node *assign(Node *to, Node *value) {
  Node *s = statement(ST_EXPR, to->loc);
  s->lhs = build_assign(to, build_cast(to->type, value));
  return s;
}

Node *view_store(const Node *original, Node *value, Symbol *temp, Symbol *position) {
  SrcLoc loc = original->loc;
  Node *block = statement(ST_BLOCK, loc);
  Node *word = build_clone(original);
  /* the value first, then the position: C leaves their order open, and an expression that
   * depends on it is undefined */
  block->args = ast_list_append(block->args, build_declaration(temp, build_cast(temp->type, build_cast(word->type, value)), loc));
  if (position) {
    block->args = ast_list_append(block->args, build_declaration(position, word->rhs, loc));
    word->rhs = build_var(position, loc);
  }
  Type *t = word->type, *e = word->lhs->type->base;
  long long ts = type_size(t), es = type_size(e);
  Type *ue = unsigned_of_size(es);
  if (ts >= es) {
    for (long long b = 0; b < ts / es; b++) {
      Node *part = build_var(temp, loc);
      if (b) part = shift(OP_SHR, part, build_integer(8 * es * b, loc));
      block->args = ast_list_append(block->args, assign(element_at(word, build_clone(word->rhs), b), part));
    }
  } else { /* the element, its other bytes kept */
    Node *mask = shift(OP_SHL, build_cast(ue, build_integer((1LL << (8 * ts)) - 1, loc)), byte_shift(word));
    Node *keep = build_node(ND_UNARY, loc, mask->type);
    keep->op = OP_BITNOT;
    keep->lhs = mask;
    Node *kept = build_binary(OP_AND, build_cast(ue, element_at(word, build_clone(word->rhs), 0)), keep);
    Node *put = shift(OP_SHL, build_cast(ue, build_var(temp, loc)), byte_shift(word));
    block->args = ast_list_append(block->args, assign(element_at(word, build_clone(word->rhs), 0),
                                                      build_binary(OP_OR, kept, put)));
  }
  return block;
}
