/* records.c: structs, as library code keeps its state in them (`ctx->state[i]`, arrays of
 * structs, structs within structs), become one array per leaf member, so that every later pass
 * sees arrays and scalars only: each leaf is column-wise like any array, a helper given a struct
 * is given each leaf's array from that struct's place on, and `s.v[i].x` is the access s.v.x[i]. */
#include "records.h"

#include <stdlib.h>
#include <string.h>

#include "../frontend/diag.h"
#include "build.h"
#include "sema.h"
#include "views.h"

bool record_same(const Type *a, const Type *b) {
  return a == b || (a->members && a->members == b->members) || (a->tag && a->tag == b->tag);
}

Type *record_of(Type *t) {
  while (t && t->kind == TY_ARRAY) t = t->base;
  return t && t->kind == TY_RECORD && strcmp(t->record_kw, "enum") != 0 ? t : NULL;
}

bool record_member_is_opaque(const Member *m) {
  const Type *t = m->type;
  return t->kind == TY_POINTER && !type_is_arithmetic(t->base);
}

typedef struct Leaves {
  RecordLeaf *items;
  int count;
  size_t cap;
  SrcLoc at;
  const char *what;
  bool quiet; /* only whether it splits: nothing reported */
} Leaves;

/* `dims` (arrays of structs on the way down, outermost first) around `inner`. */
static Type *around(Type **dims, int ndims, Type *inner) {
  for (int k = ndims - 1; k >= 0; k--) {
    Type *a = type_array_of(inner, NULL);
    a->len = dims[k]->len;
    inner = a;
  }
  return inner;
}

/* Folds a member's array sizes, as sema folds a variable's. */
static bool fold_member_sizes(Type *t, SrcLoc at, const char *name, bool quiet) {
  for (; t->kind == TY_ARRAY; t = t->base) {
    if (t->len >= 0) continue;
    long long len;
    if (t->len_expr) sema_resolve_enumerators(t->len_expr);
    if (!t->len_expr || !sema_const_int(t->len_expr, &len) || len <= 0) {
      if (!quiet) diag_error(at, "member '%s' needs a constant, positive array size", name);
      return false;
    }
    t->len = len;
  }
  return true;
}

static bool collect(Type *record, const char *prefix, Type **dims, int ndims, Leaves *out) {
  if (!record->complete) {
    if (!out->quiet) diag_error(out->at, "%s has type '%s', which is declared but not defined here", out->what, type_c_name(record));
    return false;
  }
  if (strcmp(record->record_kw, "struct") != 0) {
    if (!out->quiet) diag_error(out->at, "%s is or holds a %s, whose members overlap: bulk code splits structs into their "
               "members, and a %s has no such parts", out->what, record->record_kw, record->record_kw);
    return false;
  }
  for (Member *m = record->members; m; m = m->next) {
    const char *path = prefix ? intern_format("%s.%s", prefix, m->name ? m->name : "") : m->name;
    if (!m->bits && !m->name) {
      if (!out->quiet) diag_error(m->loc, "an anonymous struct or union member of %s: bulk code splits structs by "
                 "their members' names; give it a name", out->what);
      return false;
    }
    if (m->bits) {
      if (!out->quiet) diag_error(m->loc, "bit-field '%s' of %s: bulk code splits structs into their members, and has no "
                 "bit-fields; make it a member of its own type", m->name ? m->name : "", out->what);
      return false;
    }
    if (!fold_member_sizes(m->type, m->loc, path, out->quiet)) return false;
    Type *element = type_element(m->type);
    if (element->kind == TY_RECORD) {
      int depth = ndims, own = 0;
      for (Type *t = m->type; t->kind == TY_ARRAY; t = t->base) own++;
      Type **more = xcalloc((size_t)ndims + (size_t)own + 1, sizeof *more);
      if (ndims) memcpy(more, dims, (size_t)ndims * sizeof *more);
      for (Type *t = m->type; t->kind == TY_ARRAY; t = t->base) more[depth++] = t;
      bool ok = collect(element, path, more, depth, out);
      free(more);
      if (!ok) return false;
      continue;
    }
    if (record_member_is_opaque(m)) continue; /* a vtable pointer: no leaf (record_member_is_opaque) */
    if (m->type->kind == TY_POINTER && !ndims && type_is_arithmetic(m->type->base) &&
        m->type->base->kind != TY_LDOUBLE) { /* a pointer into an array of numbers */
      Type *points_to = type_array_of(m->type->base, NULL);
      points_to->is_const = m->type->base->is_const;
      out->items = grow_array(out->items, &out->cap, (size_t)out->count + 1, sizeof *out->items, "the members of a struct");
      out->items[out->count++] = (RecordLeaf){intern(path), points_to, true};
      continue;
    }
    if (!type_is_arithmetic(element) || element->kind == TY_LDOUBLE) {
      if (out->quiet) {
      } else if (element->kind == TY_POINTER && m->type->kind == TY_POINTER && ndims) {
        diag_error(m->loc, "member '%s' of %s is a pointer in an array of structs: bulk code holds a pointer "
                   "member in a lone struct only", path, out->what);
      } else if (element->kind == TY_POINTER) {
        diag_error(m->loc, "member '%s' of %s is a pointer: bulk code holds numbers and arrays of them in structs",
                   path, out->what);
      } else {
        diag_error(m->loc, "member '%s' of %s has type '%s': bulk code holds numbers and arrays of them in "
                   "structs", path, out->what, type_c_name(element));
      }
      return false;
    }
    out->items = grow_array(out->items, &out->cap, (size_t)out->count + 1, sizeof *out->items, "the members of a struct");
    out->items[out->count++] = (RecordLeaf){intern(path), around(dims, ndims, m->type), false};
  }
  return true;
}

static bool leaves_of(Type *record, SrcLoc at, const char *what, bool quiet, RecordLeaf **leaves, int *count) {
  Leaves out = {NULL, 0, 0, at, what, quiet};
  bool ok = collect(record, NULL, NULL, 0, &out);
  if (ok && !out.count) {
    if (!quiet) diag_error(at, "%s has no members", what);
    ok = false;
  }
  *leaves = out.items;
  *count = out.count;
  return ok;
}

bool record_leaves(Type *record, SrcLoc at, const char *what, RecordLeaf **leaves, int *count) {
  return leaves_of(record, at, what, false, leaves, count);
}

bool record_splits(Type *record) {
  RecordLeaf *leaves = NULL;
  int count = 0;
  bool ok = leaves_of(record, (SrcLoc){0}, "", true, &leaves, &count);
  free(leaves);
  return ok;
}

Type *record_leaf_array(Type *object, Type *leaf, bool *lone) {
  int n = 0;
  for (Type *t = object; t->kind == TY_ARRAY; t = t->base) n++;
  Type **dims = xcalloc((size_t)n + 1, sizeof *dims);
  n = 0;
  for (Type *t = object; t->kind == TY_ARRAY; t = t->base) dims[n++] = t;
  Type *whole = around(dims, n, leaf);
  free(dims);
  *lone = whole->kind != TY_ARRAY;
  if (!*lone) return whole;
  Type *one = type_array_of(whole, NULL);
  one->len = 1;
  return one;
}

/* Where a chain of member accesses, indexing and dereferences starts: the struct object, the
 * path of members it takes and the indices it applies, in the order written (indices: allocated,
 * any number; free them). */
typedef struct Chain {
  Symbol *object;
  const char *path;
  Node **indices;
  int nindices;
} Chain;

/* The chain's next step towards its root, and whether it is one: a member (its name in *name),
 * an index (in *index: a->x and *a index a by 0), a dereference or an address. */
static const Node *chain_step(const Node *c, const char **name, Node **index) {
  *name = NULL;
  *index = NULL;
  bool on_array = c->lhs && c->lhs->type && c->lhs->type->kind == TY_ARRAY;
  if (c->kind == ND_MEMBER) {
    *name = c->name;
    if (strcmp(c->text, "->") == 0 && on_array) *index = build_integer(0, c->loc); /* a->x is a[0].x */
  } else if (c->kind == ND_INDEX) {
    *index = c->rhs;
  } else if (c->kind == ND_DEREF) {
    if (on_array) *index = build_integer(0, c->loc); /* *a is a[0] */
  } else if (c->kind != ND_ADDR) {
    return NULL;
  }
  return c->lhs;
}

static bool walk_chain(const Node *top, Chain *chain) {
  const char *name;
  Node *index;
  const Node *root = top;
  int nindices = 0;
  for (const Node *next; (next = chain_step(root, &name, &index)); root = next) nindices += index != NULL;
  if (root->kind != ND_VAR || !root->sym || !root->sym->record) return false;
  chain->object = root->sym;
  chain->path = NULL;
  chain->nindices = nindices;
  chain->indices = xcalloc((size_t)nindices + 1, sizeof *chain->indices);
  /* from the outside in: each member before the path so far, each index before the later ones */
  for (const Node *c = top; c != root;) {
    const Node *next = chain_step(c, &name, &index);
    if (index) chain->indices[--nindices] = index;
    if (name) chain->path = chain->path ? intern_format("%s.%s", name, chain->path) : name;
    c = next;
  }
  return true;
}

static int leaf_index(const RecordObject *o, const char *path) {
  path = intern(path);
  for (int i = 0; i < o->nleaves; i++)
    if (o->paths[i] == path) return i;
  return -1;
}

/* leaf[i][j]... for the chain's indices, typed as sema types indexing. */
static Node *index_leaf(Symbol *leaf, Node **indices, int count, SrcLoc loc) {
  Node *access = build_var(leaf, loc);
  for (int k = 0; k < count && access->type->kind == TY_ARRAY; k++) {
    Type *element = access->type->base;
    if (access->type->is_const && !element->is_const) {
      element = type_copy(element);
      element->is_const = true;
    }
    Node *step = build_node(ND_INDEX, loc, element);
    step->lhs = access;
    step->rhs = build_clone(indices[k]);
    access = step;
  }
  return access;
}

Node *record_access(const Node *member) {
  Chain chain;
  if (!walk_chain(member, &chain)) return NULL;
  RecordObject *o = chain.object->record;
  int i = leaf_index(o, chain.path);
  if (i < 0) {
    free(chain.indices);
    return NULL;
  }
  if (o->leaves[i]->view_of) { /* a pointer member of the function's own struct: its variable */
    Node *access = build_var(o->leaves[i], member->loc);
    view_of_variable(access, o->leaves[i]);
    for (int k = 0; k < chain.nindices; k++) {
      Node *element = build_node(ND_INDEX, member->loc, NULL);
      view_element(element, access, build_clone(chain.indices[k]));
      access = element;
    }
    free(chain.indices);
    return access;
  }
  Node *access = index_leaf(o->leaves[i], chain.indices, chain.nindices, member->loc);
  free(chain.indices);
  if (o->lone[i]) { /* a scalar member of a lone struct is element 0 of its [1] */
    Node *zero = build_node(ND_INDEX, member->loc, o->leaves[i]->type->base);
    zero->lhs = access;
    zero->rhs = build_integer(0, member->loc);
    access = zero;
  }
  return access;
}

Node *record_argument(const Node *object, const char *path, bool from_element, SrcLoc loc) {
  Chain chain;
  if (!walk_chain(object, &chain)) return NULL;
  const char *full = chain.path ? intern_format("%s.%s", chain.path, path) : path;
  RecordObject *o = chain.object->record;
  int i = leaf_index(o, full);
  if (i >= 0 && o->leaves[i]->view_of) { /* a pointer member: the array where it points */
    free(chain.indices);
    Node *window = build_var(o->leaves[i], loc);
    view_of_variable(window, o->leaves[i]);
    return window;
  }
  Node *access = i < 0 ? NULL : index_leaf(o->leaves[i], chain.indices, chain.nindices, loc);
  free(chain.indices);
  if (!access) return NULL;
  /* the whole leaf, or a row of it; but from element k on, the rows from row k on */
  if (access->type->kind == TY_ARRAY && !(from_element && access->kind == ND_INDEX)) return access;
  /* one element (a scalar member of a[i]): the leaf from there on */
  Node *window = build_node(ND_INDEX, loc, NULL);
  view_window(window, access->lhs, access->rhs, false);
  return window;
}
