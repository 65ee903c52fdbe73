/* names.c: the spelling of every user name in emitted code, decided once for the program.
 *
 * A user's name is kept unless the emitted code or what it includes gives it another meaning
 * (reserved_names.c): then it becomes a fresh name, one that no name of the
 * program and no other fresh name spells, so that no renaming can meet another. Tables, the
 * user's only names at file scope, all take the emitter's prefix (bulkcc_t_). */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "plan.h"

/* ---- a set of interned names ------------------------------------------------------------- */

typedef struct NameEntry {
  const char *name;          /* interned; NULL: an empty slot */
  unsigned long next_suffix; /* the number fresh_name_of tries first after this name, as a wish */
} NameEntry;

typedef struct NameSet {
  NameEntry *slots;
  size_t cap, count;
} NameSet;

static size_t name_hash(const char *s) { return (size_t)(((uintptr_t)s >> 4) * 2654435761u); }

static NameEntry *set_find(const NameSet *set, const char *name) {
  if (!set->cap) return NULL;
  for (size_t i = name_hash(name) & (set->cap - 1);; i = (i + 1) & (set->cap - 1)) {
    if (!set->slots[i].name) return NULL;
    if (set->slots[i].name == name) return &set->slots[i];
  }
}

static bool set_has(const NameSet *set, const char *name) { return set_find(set, name) != NULL; }

static void set_add(NameSet *set, const char *name) {
  if (set_has(set, name)) return;
  if (2 * (set->count + 1) > set->cap) {
    NameSet bigger = {xcalloc(set->cap ? set->cap * 2 : 256, sizeof(NameEntry)), set->cap ? set->cap * 2 : 256, 0};
    for (size_t i = 0; i < set->cap; i++)
      if (set->slots[i].name) {
        set_add(&bigger, set->slots[i].name);
        set_find(&bigger, set->slots[i].name)->next_suffix = set->slots[i].next_suffix;
      }
    free(set->slots);
    *set = bigger;
  }
  size_t i = name_hash(name) & (set->cap - 1);
  while (set->slots[i].name) i = (i + 1) & (set->cap - 1);
  set->slots[i] = (NameEntry){name, 1};
  set->count++;
}

/* A name free for the emitted code: the wish itself, or it with a number after it. A user's
 * name must also avoid what is reserved (a reserved wish is escaped first, so that numbers after
 * it can free it); the emitter's own (bulkcc_t_...) is reserved for it. The numbers go on from
 * where the wish's last search ended: N names of one wish cost N tries, not N * N / 2. */
static const char *fresh_name_of(NameSet *taken, const char *wish, bool users) {
  if (users && reserved_name(wish)) wish = escaped_name(wish);
  const char *name = intern(wish);
  if (!set_has(taken, name) && !(users && reserved_name(name))) {
    set_add(taken, name);
    return name;
  }
  if (!set_has(taken, name)) set_add(taken, name); /* the wish itself is never given: it holds the count */
  unsigned long k = set_find(taken, name)->next_suffix;
  const char *candidate;
  for (;; k++) {
    candidate = intern_format("%s%lu", wish, k);
    if (!set_has(taken, candidate) && !(users && reserved_name(candidate))) break;
  }
  set_find(taken, name)->next_suffix = k + 1;
  set_add(taken, candidate);
  return candidate;
}

static const char *fresh_name(NameSet *taken, const char *wish) { return fresh_name_of(taken, wish, true); }

/* Every user name of the program: a fresh name must differ from each (a local may hide a
 * table that moved to file scope under a new name). */
static void collect_user_names(Program *prog, NameSet *names) {
  for (Function *fn = prog->functions; fn; fn = fn->next) {
    set_add(names, intern(fn->name));
    for (int i = 0; i < fn->nlocals; i++) set_add(names, intern(fn->locals[i]->name));
    for (int i = 0; i < fn->nparams; i++) set_add(names, intern(fn->params[i]->name));
    for (int i = 0; i < fn->narrays; i++) set_add(names, intern(fn->arrays[i]->name));
    for (int i = 0; i < fn->ncalls; i++)
      if (fn->calls[i]->lhs && fn->calls[i]->lhs->sym) set_add(names, intern(fn->calls[i]->lhs->sym->name));
  }
  for (int i = 0; i < prog->ntables; i++) set_add(names, intern(prog->tables[i]->name));
}

/* A struct's leaf ("ctx.state") is spelled as its c_name wishes (ctx_state), or with a number
 * after it, unlike every name of its function (in_function: their names and the spellings given
 * so far): only there can one meet it (the file's own names take prefixes in emitted code). A
 * reserved wish is escaped first (bulkctx_state: u_bulkctx_state), as no number after it frees it. */
static const char *leaf_name(const Symbol *sym, NameSet *in_function) {
  const char *wish = reserved_name(sym->c_name) ? escaped_name(sym->c_name) : sym->c_name;
  const char *name = wish;
  for (unsigned long k = 1; set_has(in_function, name) || reserved_name(name); k++)
    name = intern_format("%s%lu", wish, k);
  return name;
}

/* A variable or parameter keeps its name unless something else spells it there. */
static void name_variable(NameSet *taken, NameSet *in_function, Symbol *sym) {
  if (sym->emit_name) return; /* named already (a parameter is a local too) */
  if (sym->view_of && strcmp(sym->view_of->name, sym->name) == 0) {
    /* a parameter's offset as the body moves it (`in += 64`) lies beside the parameter */
    sym->emit_name = fresh_name(taken, intern_format("%s_offset", sym->name));
  } else if (sym->c_name) {
    sym->emit_name = leaf_name(sym, in_function); /* a struct's leaf, "s.x" */
  } else if (reserved_name(sym->name)) {
    sym->emit_name = fresh_name(taken, escaped_name(sym->name));
  } else {
    sym->emit_name = intern(sym->name);
  }
  set_add(in_function, sym->emit_name);
}

/* A table's name, or the spelling a struct table's leaf wishes for ("comb.Yp": comb_Yp). */
static const char *table_c_name(const Symbol *table) { return table->c_name ? table->c_name : table->name; }

typedef struct TableNaming {
  NameSet *taken;
  const Function *fn;
} TableNaming;

static AstStep visit_table(const Node *n, void *data) {
  const TableNaming *t = data;
  if (n->kind == ND_VARDECL && n->sym && n->sym->kind == SYM_TABLE && !n->sym->emit_name)
    n->sym->emit_name = fresh_name_of(t->taken, intern_format("bulkcc_t_%s_%s", t->fn->name, table_c_name(n->sym)),
                                      false);
  if (n->kind != ST_FOR) return AST_WALK_ON;
  /* a for's body is named before its init: of two same-named tables there, the body's keeps the
   * plain name (its cond and inc, expressions, declare nothing) */
  ast_walk(n->then, visit_table, NULL, data);
  ast_walk(n->init, visit_table, NULL, data);
  return AST_WALK_SKIP;
}

/* Names the tables declared in a function's body (static const), before those at file scope. */
static void name_function_tables(NameSet *taken, const Function *fn, const Node *body) {
  ast_walk_list(body, visit_table, NULL, &(TableNaming){taken, fn});
}

typedef struct CounterNaming {
  NameSet *taken, *in_function;
} CounterNaming;

/* A for's body that declares, at its top, a variable of a counter's name (legal C: the body is a
 * scope of its own; C++ refuses it, and the CUDA file is C++): the body's takes a fresh name. */
static AstStep visit_counter_body(const Node *n, void *data) {
  const CounterNaming *c = data;
  if (n->kind != ST_FOR || !n->init || n->init->kind != ST_DECL || !n->then || n->then->kind != ST_BLOCK) return AST_WALK_ON;
  for (const Node *item = n->then->args; item; item = item->next)
    for (const Node *d = item->kind == ST_DECL ? item->args : NULL; d; d = d->next)
      for (const Node *counter = n->init->args; counter; counter = counter->next)
        if (d->sym && counter->sym && !d->sym->emit_name && strcmp(d->sym->name, counter->sym->name) == 0) {
          d->sym->emit_name = fresh_name(c->taken, d->sym->name);
          set_add(c->in_function, d->sym->emit_name);
        }
  return AST_WALK_ON;
}

void plan_names(Program *prog) {
  NameSet taken = {0};
  collect_user_names(prog, &taken);
  /* Tables are the user's only names at file scope, where the headers the emitted code
   * includes (CUDA's above all) declare more names than any list holds: each table takes the
   * emitter's prefix. A function's own table moves there as bulkcc_t_FUNCTION_NAME. The
   * spelling depends on the program alone, so that naming it again changes nothing. */
  for (int i = 0; i < prog->ntables; i++) prog->tables[i]->emit_name = NULL;
  for (Function *fn = prog->functions; fn; fn = fn->next)
    if (fn->body) name_function_tables(&taken, fn, fn->body);
  for (int i = 0; i < prog->ntables; i++) {
    Symbol *t = prog->tables[i];
    if (!t->emit_name) t->emit_name = fresh_name_of(&taken, intern_format("bulkcc_t_%s", table_c_name(t)), false);
  }
  for (Function *fn = prog->functions; fn; fn = fn->next) {
    for (int i = 0; i < fn->nlocals; i++)
      if (fn->locals[i]->kind != SYM_TABLE) fn->locals[i]->emit_name = NULL;
    for (int i = 0; i < fn->nparams; i++) fn->params[i]->emit_name = NULL;
  }
  for (Function *fn = prog->functions; fn; fn = fn->next) {
    NameSet in_function = {0}; /* its variables' names, and the spellings they are given */
    for (int i = 0; i < fn->nlocals; i++) {
      set_add(&in_function, intern(fn->locals[i]->name));
      if (fn->locals[i]->emit_name) set_add(&in_function, fn->locals[i]->emit_name);
    }
    if (fn->body) ast_walk(fn->body, visit_counter_body, NULL, &(CounterNaming){&taken, &in_function});
    for (int i = 0; i < fn->nparams; i++) name_variable(&taken, &in_function, fn->params[i]);
    for (int i = 0; i < fn->nlocals; i++)
      if (fn->locals[i]->kind != SYM_TABLE) name_variable(&taken, &in_function, fn->locals[i]);
    free(in_function.slots);
    if (!fn->is_entry) continue;
    /* an entry's local arrays become parameters of its kernel: same-named ones, declared in
     * different blocks, get names of their own */
    NameSet once = {0}, twice = {0}; /* the names of its variables, and those that two spell */
    for (int k = 0; k < fn->nlocals; k++) {
      const char *name = intern(fn->locals[k]->name);
      if (set_has(&once, name)) set_add(&twice, name);
      else set_add(&once, name);
    }
    for (int i = 0; i < fn->narrays; i++) {
      Symbol *a = fn->arrays[i];
      if (set_has(&twice, intern(a->name)))
        a->emit_name = fresh_name(&taken, intern_format("%s_%d", a->emit_name, a->index));
    }
    free(once.slots);
    free(twice.slots);
  }
  free(taken.slots);
}
