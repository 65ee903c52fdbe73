/* record_declarations.c: where a struct is declared, it becomes its leaves (records.c): a local
 * (`S s = {...};`, `S a[4] = {0};`) the declarations of one array per leaf member, a pointer
 * member a pointer variable of the function; a `static const` table of structs a table per leaf;
 * a parameter one parameter per leaf, split before any function is checked and bound to the
 * struct its name stands for, copied first where the function changes a struct given by value. */
#include "sema_internal.h"

#include "build.h"
#include "records.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../frontend/diag.h"

static bool record_values(Type *record, Node **cursor, Node **inits, int *k, int count, const char *name);
static const char *leaf_c_name(const char *object, const char *path);
static Symbol *record_object(Sema *s, const char *name, Type *type, bool by_pointer, SrcLoc loc, RecordLeaf **leaves,
                             int *count);

/* An array type of read-only elements, every level its own copy (the member types it is made
 * of are shared with every other use of them). */
static Type *read_only_copy(const Type *t) {
  Type *c = type_copy(t);
  if (c->kind == TY_ARRAY) c->base = read_only_copy(c->base);
  else c->is_const = true;
  return c;
}

/* A zero value for one leaf element left out of a table's initializer. */
static Node *zero_value(SrcLoc loc) {
  Node *zero = ast_node(ND_INIT_LIST, loc);
  zero->args = build_integer(0, loc);
  return zero;
}

/* `static const ge_precomp comb[8] = {{...}, ...};` (a precomputed table of structs, file-scope
 * or a function's): a table per leaf member (`comb.Yp[8][10]`), each with its members' values,
 * standing for the struct as a local's leaves do. */
void sema_declare_record_table(Sema *s, Node *d) {
  Type *t = d->cast_type;
  RecordLeaf *leaves = NULL;
  int count = 0;
  int dims = 0;
  for (Type *a = t; a->kind == TY_ARRAY; a = a->base) dims++;
  Node *items = d->init && d->init->kind == ND_INIT_LIST ? d->init->args : NULL;
  if (t->kind == TY_ARRAY && t->len < 0 && !t->len_expr && d->init) t->len = ast_list_length(items); /* `[] = {...}` */
  bool ok = dims > 1 || t->kind != TY_ARRAY || sema_fold_array_sizes(s, t, d->loc, d->name, false);
  if (d->init && d->init->kind != ND_INIT_LIST) {
    diag_error(d->init->loc, "table '%s' of structs is initialized other than with braces", d->name);
    ok = false;
  }
  const char *refused = NULL; /* a file-scope table's: refused where an entry reaches a use */
  if (dims > 1) refused = "is an array of arrays of structs: bulk code keeps tables of structs of one dimension";
  if (!refused && record_of(t) && !record_splits(record_of(t)))
    refused = "is of a struct type bulk code cannot split into its members";
  if (!refused && ok && record_of(t)) {
    RecordLeaf *quiet = NULL;
    int n = 0;
    if (record_leaves(record_of(t), d->loc, d->name, &quiet, &n))
      for (int i = 0; i < n && !refused; i++)
        if (quiet[i].pointer)
          refused = intern_format("has pointer member '%s': bulk code's tables hold numbers", quiet[i].path);
    free(quiet);
  }
  if (refused && !s->fn) {
    Symbol *sym = sema_new_symbol(s, d->name, SYM_TABLE, type_basic(TY_INT), d->loc);
    sym->invalid = true;
    sym->refused = intern_format("file-scope table '%s' %s", d->name, refused);
    sema_bind(s, d->name, sym);
    return;
  }
  if (refused) {
    diag_error(d->loc, "table '%s' %s", d->name, refused);
    ok = false;
  }
  Symbol *object = ok ? record_object(s, d->name, t, false, d->loc, &leaves, &count) : NULL;
  if (!object) {
    free(leaves);
    Symbol *invalid = sema_new_symbol(s, d->name, SYM_TABLE, type_basic(TY_INT), d->loc);
    invalid->invalid = true;
    sema_bind(s, d->name, invalid);
    return;
  }
  int structs = t->kind == TY_ARRAY ? (int)t->len : 1;
  Node ***values = xcalloc((size_t)structs + 1, sizeof *values); /* per struct, per leaf */
  Node *item = items;
  for (int e = 0; e < structs && ok; e++) {
    values[e] = xcalloc((size_t)count + 1, sizeof **values);
    if (t->kind != TY_ARRAY && !item) break;
    Node *cursor;
    if (t->kind == TY_ARRAY) {
      if (!item) break;
      if (item->kind != ND_INIT_LIST) {
        diag_error(item->loc, "each struct of table '%s' is given its values in braces ('{{...}, {...}}')", d->name);
        ok = false;
        break;
      }
      cursor = item->args;
      item = item->next;
    } else {
      cursor = items;
    }
    int k = 0;
    if (!record_values(record_of(t), &cursor, values[e], &k, count, d->name)) ok = false;
    else if (cursor) {
      diag_error(cursor->loc, "too many initializers for a struct of table '%s'", d->name);
      ok = false;
    }
  }
  if (ok && t->kind == TY_ARRAY && item) {
    diag_error(item->loc, "too many initializers for table '%s' of %d structs", d->name, structs);
    ok = false;
  }
  for (int i = 0; i < count; i++) {
    bool lone;
    Type *leaf_type = read_only_copy(record_leaf_array(t, leaves[i].type, &lone));
    Node *decl = ast_node(ND_VARDECL, d->loc);
    decl->name = intern_format("%s.%s", d->name, leaves[i].path);
    decl->cast_type = leaf_type;
    decl->is_static = true;
    if (ok && (d->init || t->kind == TY_ARRAY)) {
      Node *list = ast_node(ND_INIT_LIST, d->loc);
      if (t->kind == TY_ARRAY || lone) {
        for (int e = 0; e < structs; e++)
          list->args = ast_list_append(list->args, values[e] && values[e][i] ? values[e][i] : zero_value(d->loc));
      } else {
        list = values[0] && values[0][i] ? values[0][i] : zero_value(d->loc);
      }
      decl->init = list;
    }
    sema_check_vardecl(s, decl, s->fn == NULL);
    Symbol *leaf = decl->sym ? decl->sym : sema_lookup(s, decl->name);
    if (leaf) leaf->c_name = leaf_c_name(d->name, leaves[i].path); /* spelled comb_Yp (plan/names.c) */
    object->record->leaves[i] = leaf;
  }
  for (int e = 0; e < structs; e++) free(values[e]);
  free(values);
  free(leaves);
  sema_bind(s, d->name, object);
}

/* The struct standing for its leaves (records.c), bound to its name; NULL, with an error, where
 * bulkcc cannot split it. */
static Symbol *record_object(Sema *s, const char *name, Type *type, bool by_pointer, SrcLoc loc, RecordLeaf **leaves,
                             int *count) {
  if (!record_leaves(record_of(type), loc, intern_format("'%s'", name), leaves, count)) return NULL;
  Symbol *object = xcalloc(1, sizeof *object);
  object->name = name;
  object->kind = SYM_VAR;
  object->type = type;
  object->loc = loc;
  object->owner = s->fn;
  RecordObject *o = xcalloc(1, sizeof *o);
  o->type = type;
  o->by_pointer = by_pointer;
  o->nleaves = *count;
  o->leaves = xcalloc((size_t)*count, sizeof *o->leaves);
  o->paths = xcalloc((size_t)*count, sizeof *o->paths);
  o->lone = xcalloc((size_t)*count, sizeof *o->lone);
  for (int i = 0; i < *count; i++) {
    o->paths[i] = (*leaves)[i].path;
    record_leaf_array(type, (*leaves)[i].type, &o->lone[i]);
  }
  object->record = o;
  return object;
}

/* The spelling in emitted code of a struct's leaf ("s.v.x" becomes s_v_x). */
static const char *leaf_c_name(const char *object, const char *path) {
  char *name = xcalloc(strlen(object) + strlen(path) + 2, 1);
  sprintf(name, "%s_%s", object, path);
  for (char *c = name; *c; c++)
    if (*c == '.') *c = '_';
  const char *interned = intern(name);
  free(name);
  return interned;
}

/* The values of a struct's leaves, in member order, from its initializer's items at *cursor,
 * braces left out where C lets them be (6.7.9p20): inits[*k] for each leaf (NULL: zero, past the
 * values given). False after an error. */
static bool record_values(Type *record, Node **cursor, Node **inits, int *k, int count, const char *name);

static bool member_value(Member *m, Node **cursor, Node **inits, int *k, int count, const char *name) {
  Type *t = m->type;
  Node *item = *cursor;
  if (t->kind == TY_RECORD) {
    if (!item || item->kind != ND_INIT_LIST) return record_values(t, cursor, inits, k, count, name);
    Node *inner = sema_take_item(cursor)->args;
    if (!record_values(t, &inner, inits, k, count, name)) return false;
    if (inner) {
      diag_error(inner->loc, "too many initializers for member '%s' of '%s'", m->name, name);
      return false;
    }
    return true;
  }
  if (type_element(t)->kind == TY_RECORD) {
    if (item)
      diag_error(item->loc, "member '%s' of '%s' is an array of structs: bulk code initializes it only to zero; "
                 "assign its members one by one", m->name, name);
    return !item;
  }
  if (*k >= count) return false; /* record_leaves counted otherwise: no value to place */
  if (!item) inits[(*k)++] = NULL;
  else if (t->kind == TY_ARRAY) inits[(*k)++] = sema_initializes_row(item, t) ? sema_take_item(cursor) : sema_take_row(cursor, t, item->loc);
  else if (item->kind == ND_INIT_LIST) inits[(*k)++] = sema_take_item(cursor); /* a scalar in braces */
  else {
    Node *braced = ast_node(ND_INIT_LIST, item->loc);
    braced->args = sema_take_item(cursor);
    inits[(*k)++] = braced; /* the scalar's leaf is an array of one */
  }
  return true;
}

static bool record_values(Type *record, Node **cursor, Node **inits, int *k, int count, const char *name) {
  for (Member *m = record->members; m; m = m->next)
    if (!member_value(m, cursor, inits, k, count, name)) return false;
  return true;
}

/* `S s;`, `S a[4] = {0};`, `S s = {1, {2, 3}};`: a struct local becomes the declarations of its
 * leaves' arrays, each initialized to zero where the struct is, or to its values where a single
 * struct is given them. */
/* A pointer member of struct d, a local: a pointer variable of the function (`s.p`), set to the
 * arrays the function sets it to (`s.p = a;`, or a call whose callee does, member_bindings). */
static Node *pointer_member_variable(Sema *s, Node *d, RecordLeaf leaf) {
  Node *decl = ast_node(ND_VARDECL, d->loc);
  decl->name = intern_format("%s.%s", d->name, leaf.path);
  decl->cast_type = type_pointer_to(leaf.type->base);
  PointerTargets targets = {.s = s, .name = decl->name};
  sema_walk_for_pointer_targets(&targets);
  if (!targets.count) {
    diag_error(d->loc, "pointer member '%s' of '%s' is set to no array in '%s': bulk code follows a pointer member "
               "of a function's struct from the arrays the function sets it to ('%s.%s = a;', or a helper "
               "given '&%s' that sets it in a statement of its own)", leaf.path, d->name, s->fn->name, d->name,
               leaf.path, d->name);
    sema_free_pointer_targets(&targets);
    Symbol *invalid = sema_new_symbol(s, decl->name, SYM_VAR, type_basic(TY_LONG), d->loc);
    invalid->invalid = true;
    decl->sym = invalid;
    return decl;
  }
  sema_free_pointer_targets(&targets);
  sema_check_pointer_variable(s, decl);
  if (!decl->sym) { /* refused: a symbol that says so */
    decl->sym = sema_new_symbol(s, decl->name, SYM_VAR, type_basic(TY_LONG), d->loc);
    decl->sym->invalid = true;
  }
  decl->sym->c_name = leaf_c_name(d->name, leaf.path);
  return decl;
}

Node *sema_declare_record_local(Sema *s, Node *d) {
  RecordLeaf *leaves = NULL;
  int count = 0;
  if (d->cast_type->kind == TY_ARRAY && !sema_fold_array_sizes(s, d->cast_type, d->loc, d->name, false)) return NULL;
  Symbol *object = record_object(s, d->name, d->cast_type, false, d->loc, &leaves, &count);
  bool zero = !d->init || (d->init->kind == ND_INIT_LIST && (!d->init->args || (!d->init->args->next &&
              d->init->args->kind == ND_INT && d->init->args->text && strcmp(d->init->args->text, "0") == 0)));
  Node **values = NULL; /* a single struct's leaves' values */
  if (d->init && !zero && (d->cast_type->kind != TY_RECORD || d->init->kind != ND_INIT_LIST))
    diag_error(d->init->loc, "struct '%s' is initialized with values%s: bulk code initializes an array of structs "
               "only to zero ('= {0}'); assign its members one by one", d->name,
               d->init->kind != ND_INIT_LIST ? " not in braces" : "");
  else if (d->init && !zero && object) {
    values = xcalloc((size_t)count + 1, sizeof *values);
    Node *cursor = d->init->args;
    int k = 0;
    if (!record_values(d->cast_type, &cursor, values, &k, count, d->name)) {
      free(values);
      values = NULL;
    } else if (cursor) {
      diag_error(cursor->loc, "too many initializers for struct '%s'", d->name);
    }
  }
  if (sema_lookup_here(s, d->name)) diag_error(d->loc, "redefinition of '%s'", d->name);
  if (!object) {
    free(leaves);
    Symbol *invalid = sema_new_symbol(s, d->name, SYM_TABLE, type_basic(TY_INT), d->loc);
    invalid->invalid = true;
    sema_bind(s, d->name, invalid);
    return NULL;
  }
  Node *decls = NULL;
  for (int i = 0; i < count; i++) {
    if (leaves[i].pointer) {
      if (values && values[i]) {
        diag_error(values[i]->loc, "pointer member '%s' of '%s' is given a value in the initializer: set it in a "
                   "statement ('%s.%s = a;')", leaves[i].path, d->name, d->name, leaves[i].path);
        values[i] = NULL;
      }
      Node *pointer = pointer_member_variable(s, d, leaves[i]);
      object->record->leaves[i] = pointer->sym;
      decls = ast_list_append(decls, pointer);
      continue;
    }
    bool lone;
    Type *t = record_leaf_array(d->cast_type, leaves[i].type, &lone);
    Symbol *leaf = sema_new_symbol(s, intern_format("%s.%s", d->name, leaves[i].path), SYM_VAR, t, d->loc);
    leaf->c_name = leaf_c_name(d->name, leaves[i].path);
    object->record->leaves[i] = leaf;
    Node *decl = ast_node(ND_VARDECL, d->loc);
    decl->name = leaf->name;
    decl->sym = leaf;
    decl->cast_type = t;
    leaf->decl = decl;
    if (d->init) {
      decl->init = values && values[i] ? values[i] : ast_node(ND_INIT_LIST, d->init->loc);
      sema_check_initializer(s, decl->init, t, false, leaf->name);
    }
    decls = ast_list_append(decls, decl);
  }
  free(values);
  free(leaves);
  sema_bind(s, d->name, object);
  return decls;
}

/* The variable a chain of members, indices, addresses and pointer steps starts from (`p` of
 * `p.a[2]`, `&p.b`, `p.a + 1`), or NULL. */
static const Node *chain_root(const Node *n) {
  while (n && (n->kind == ND_MEMBER || n->kind == ND_INDEX || n->kind == ND_ADDR || n->kind == ND_DEREF ||
               n->kind == ND_CAST || (n->kind == ND_BINARY && (n->op == OP_ADD || n->op == OP_SUB))))
    n = n->kind == ND_BINARY && n->lhs->kind == ND_INT ? n->rhs : n->lhs;
  return n && n->kind == ND_VAR ? n : NULL;
}

typedef struct ParamWrites {
  const char *name;
  bool written;
} ParamWrites;

/* Whether n may change the struct named w->name: assigned, incremented, its address taken, or
 * passed (a member array, to a helper or memcpy) -- by name, whatever scope the name is in. */
static AstStep find_param_writes(const Node *n, void *data) {
  ParamWrites *w = data;
  const Node *root = NULL;
  if (ast_is_assignment(n) || n->kind == ND_ADDR) root = chain_root(n->lhs);
  for (const Node *a = n->kind == ND_CALL ? n->args : NULL; a && !(root && root->name == w->name); a = a->next)
    root = chain_root(a);
  if (root && strcmp(root->name, w->name) == 0) {
    w->written = true;
    return AST_WALK_STOP;
  }
  return AST_WALK_ON;
}

/* A struct parameter taken by value is the function's own copy, which C lets it change; its
 * leaves are the caller's arrays, read-only. One the body may change becomes a local struct of
 * its name, copied from the parameter first: the statements to put before the body. */
static Node *copy_written_value_param(Sema *s, Function *fn, const RecordParam *param, Symbol *object) {
  ParamWrites w = {param->name, false};
  if (param->by_pointer || param->type->kind != TY_RECORD) return NULL;
  ast_walk_list(fn->body->args, find_param_writes, NULL, &w);
  if (!w.written) return NULL;
  const char *hidden = intern_format("%s (the parameter)", param->name); /* no identifier's spelling */
  sema_bind(s, hidden, object);
  Node *decl = ast_node(ST_DECL, param->loc);
  decl->args = ast_node(ND_VARDECL, param->loc);
  decl->args->name = param->name;
  decl->args->cast_type = param->type;
  Node *copy = ast_node(ST_EXPR, param->loc), *to = ast_node(ND_VAR, param->loc), *from = ast_node(ND_VAR, param->loc);
  to->name = param->name;
  from->name = hidden;
  copy->lhs = ast_node(ND_ASSIGN, param->loc);
  copy->lhs->lhs = to;
  copy->lhs->rhs = from;
  return ast_list_append(decl, copy);
}

/* A struct parameter's name stands for the struct its leaf parameters split (sema_split_record_params). */
void sema_bind_record_params(Sema *s, Function *fn) {
  for (int g = 0; g < fn->nrecord_params; g++) {
    const RecordParam *param = &fn->record_params[g];
    if (fn->is_entry && param->type->kind == TY_ARRAY && param->type->len < 0)
      diag_error(param->loc, "entry parameter '%s' is an array of structs without a size: give it one, the "
                 "structs of each instance", param->name);
    RecordLeaf *leaves = NULL;
    int count = 0;
    Symbol *object = record_object(s, param->name, param->type, param->by_pointer, param->loc, &leaves, &count);
    for (int i = 0; object && i < count; i++) {
      if (!leaves[i].pointer) continue;
      if (param->first + i < fn->nparams) fn->params[param->first + i]->pointer_member = true;
      if (fn->is_entry)
        diag_error(param->loc, "entry parameter '%s' holds pointer member '%s': the host's pointers mean nothing "
                   "to bulk code; give the entry the arrays, and set the member in the entry", param->name,
                   leaves[i].path);
      else if (!param->by_pointer)
        diag_error(param->loc, "parameter '%s' is a struct with pointer member '%s' passed by value: pass a "
                   "pointer to it", param->name, leaves[i].path);
      else
        continue;
      object = NULL;
      break;
    }
    free(leaves);
    if (!object && param->name) { /* refused: its uses report nothing more */
      Symbol *invalid = sema_new_symbol(s, param->name, SYM_TABLE, type_basic(TY_INT), param->loc);
      invalid->invalid = true;
      sema_bind(s, param->name, invalid);
    }
    if (!object) continue;
    object->record->parameter = true;
    for (int i = 0; i < count && param->first + i < fn->nparams; i++) {
      Symbol *leaf = fn->params[param->first + i];
      leaf->c_name = leaf_c_name(param->name, object->record->paths[i]);
      object->record->leaves[i] = leaf;
    }
    Node *copy = copy_written_value_param(s, fn, param, object);
    if (copy) {
      ast_list_append(copy, fn->body->args);
      fn->body->args = copy;
    } else {
      sema_bind(s, param->name, object);
    }
  }
}

/* t, const through every dimension. */
static Type *read_only(const Type *t) {
  Type *c = type_copy(t);
  if (t->kind == TY_ARRAY) c->base = read_only(t->base);
  c->is_const = true;
  return c;
}

/* A parameter of struct type (`S *p`, `S s`, `S a[4]`) becomes one parameter per leaf member,
 * each an array (records.c); fn->record_params says which. A struct bulkcc cannot split is left
 * for check_function to refuse, once. */
void sema_split_record_params(Function *fn) {
  Param *params = NULL, **tail = &params;
  int index = 0;
  for (Param *p = fn->type->params, *next; p; p = next) {
    next = p->next;
    p->next = NULL;
    Type *t = p->type;
    bool by_pointer = t->kind == TY_POINTER && t->base->kind == TY_RECORD;
    Type *object = by_pointer ? t->base : t;
    RecordLeaf *leaves = NULL;
    int count = 0;
    bool split = record_of(object) && p->name && (object->kind != TY_ARRAY || object->base->kind == TY_RECORD);
    for (Type *d = object; split && d->kind == TY_ARRAY; d = d->base) { /* quietly: reached, it is said */
      long long len;
      if (d->len_expr && sema_const_int(d->len_expr, &len) && len > 0) d->len = len;
      else if (d->len_expr || d != object) split = false;
    }
    if (split && !record_splits(record_of(object))) split = false; /* refused where a reached function has it */
    if (split) record_leaves(record_of(object), p->loc, intern_format("parameter '%s'", p->name), &leaves, &count);
    if (!split) {
      free(leaves);
      *tail = p, tail = &p->next, index++;
      continue;
    }
    fn->record_params = sema_grow_for_one_more(fn->record_params, fn->nrecord_params, sizeof *fn->record_params,
                                          "the struct parameters of a function");
    RecordParam param = {p->name, p->loc, object, by_pointer, index, count,
                         xcalloc((size_t)count, sizeof(const char *)), xcalloc((size_t)count, sizeof(Type *))};
    for (int i = 0; i < count; i++) param.paths[i] = leaves[i].path, param.leaf_types[i] = leaves[i].type;
    fn->record_params[fn->nrecord_params++] = param;
    for (int i = 0; i < count; i++) {
      Param *leaf = xcalloc(1, sizeof *leaf);
      leaf->name = intern_format("%s%s%s", p->name, by_pointer ? "->" : ".", leaves[i].path);
      leaf->loc = p->loc;
      bool lone;
      leaf->type = record_leaf_array(object, leaves[i].type, &lone);
      /* a struct passed by value is a copy: the callee reads it, and may not change the caller's;
       * `const S *p`, `const S a[8]`: the callee reads its members only (not what a pointer
       * member points to: that is no member) */
      if (((!by_pointer && object->kind != TY_ARRAY) || type_element(object)->is_const) && !leaves[i].pointer)
        leaf->type = read_only(leaf->type);
      *tail = leaf, tail = &leaf->next, index++;
    }
    free(leaves);
  }
  fn->type->params = params;
}
