/* struct_host.c: an entry's struct parameters at the host API. Inside, a struct is one array per
 * leaf member (analysis/records.c), and the leaf-level host function takes those arrays; the
 * public NAME_bulk takes the user's array of structs instead (K structs per instance, instance
 * j's from element j * K), gathers each member into an array of its own, calls the leaf-level
 * function, and writes the members the entry may write back into the structs of the instances
 * that completed: all of them, or after a failure 0 .. completed-1, the rest as they were. The types are declared in the header
 * as the user's file declares them, each behind a guard (BULKCC_STRUCT_NAME) that a program
 * defining the type itself defines first. */
#include <stdlib.h>
#include <string.h>

#include "codegen.h"

/* One struct type, whatever copies of its Type (qualified, typedef'd) are compared. */
static bool same_record(const Type *a, const Type *b) {
  return a == b || (a->members && a->members == b->members) || (a->tag && a->tag == b->tag);
}

const char *cg_struct_name(const Type *record) {
  if (record->typedef_name) return record->typedef_name;
  return intern_format("struct %s", record->tag ? record->tag : "");
}

const char *cg_struct_param_name(const RecordParam *g) {
  static const char *const taken[] = {"p", "result", "timing", "rc"};
  for (size_t k = 0; k < sizeof taken / sizeof *taken; k++)
    if (strcmp(g->name, taken[k]) == 0) return intern_format("%s_arg", g->name);
  return strncmp(g->name, "bulk", 4) == 0 ? intern_format("arg_%s", g->name) : g->name;
}

static const char *guard_name(const Type *record) {
  return intern_format("BULKCC_STRUCT_%s", record->typedef_name ? record->typedef_name : record->tag);
}

/* bool, true and false: C++'s keywords, and in C the macros of <stdbool.h>, which the emitted
 * code and the header include; a member of such a name is name_ in either. */
static bool stdbool_macro(const char *name) {
  return strcmp(name, "bool") == 0 || strcmp(name, "true") == 0 || strcmp(name, "false") == 0;
}

/* A member's name in emitted code: C++'s keywords (new, class) are C's names, not C++'s, so such
 * a member is spelled through a macro that gives C the name and C++ the name with '_' after it;
 * the layout is the same either way. */
static const char *member_spelling(const char *name) {
  if (stdbool_macro(name)) return intern_format("%s_", name);
  return cxx_keyword(name) ? intern_format("bulkcc_member_%s", name) : name;
}

static void emit_member_macro(Out *o, const char *name) {
  if (!cxx_keyword(name) || stdbool_macro(name)) return;
  out_printf(o, "#ifndef bulkcc_member_%s /* '%s' is a keyword of C++ */\n#ifdef __cplusplus\n"
                "#define bulkcc_member_%s %s_\n#else\n#define bulkcc_member_%s %s\n#endif\n#endif\n",
             name, name, name, name, name, name);
}

/* A member's C declaration, its dimensions after its name; a struct inline, untagged (its layout
 * is the same, and no tag is defined twice). */
static void emit_member(Out *o, const Member *m, int depth) {
  const Type *element = m->type;
  while (element->kind == TY_ARRAY) element = element->base;
  emit_member_macro(o, m->name);
  out_printf(o, "%*s", 2 * depth, "");
  if (element->kind == TY_RECORD) {
    out_printf(o, "struct {\n");
    for (const Member *inner = element->members; inner; inner = inner->next) emit_member(o, inner, depth + 1);
    out_printf(o, "%*s} %s", 2 * depth, "", member_spelling(m->name));
  } else {
    out_printf(o, "%s%s %s", element->is_const ? "const " : "", cg_type(element), member_spelling(m->name));
  }
  for (const Type *t = m->type; t->kind == TY_ARRAY; t = t->base) out_printf(o, "[%lld]", t->len);
  out_printf(o, ";\n");
}

static void emit_struct_types(Out *o, Program *prog, bool guards_only);

bool cg_has_struct_params(const Program *prog) {
  for (const Function *fn = prog->functions; fn; fn = fn->next)
    if (fn->is_entry && fn->nrecord_params) return true;
  return false;
}

void cg_struct_definitions(Out *o, Program *prog) { emit_struct_types(o, prog, false); }
void cg_struct_guards(Out *o, Program *prog) { emit_struct_types(o, prog, true); }

/* The entries' other names of one struct (`struct pt *a, P2 *b`), which the definition did not
 * declare: a typedef each, once. */
static void emit_other_typedef_names(Out *o, Program *prog, const Type *record) {
  const char **named = NULL;
  size_t nnamed = 0, cap = 0;
  for (Function *fn = prog->functions; fn; fn = fn->next) {
    if (!fn->is_entry) continue;
    for (int g = 0; g < fn->nrecord_params; g++) {
      const Type *other = type_element(fn->record_params[g].type);
      const char *name = other->typedef_name;
      if (!name || !same_record(other, record) || (record->typedef_name && strcmp(name, record->typedef_name) == 0))
        continue;
      bool seen = false;
      for (size_t k = 0; k < nnamed && !seen; k++) seen = strcmp(named[k], name) == 0;
      if (seen) continue;
      named = grow_array(named, &cap, nnamed + 1, sizeof *named, "the names of a struct type");
      named[nnamed++] = name;
      out_printf(o, "typedef %s %s;\n", cg_struct_name(record), name);
    }
  }
  free(named);
}

static void emit_struct_types(Out *o, Program *prog, bool guards_only) {
  const Type **done = NULL;
  size_t ndone = 0, cap = 0;
  for (Function *fn = prog->functions; fn; fn = fn->next) {
    if (!fn->is_entry) continue;
    for (int g = 0; g < fn->nrecord_params; g++) {
      const Type *record = type_element(fn->record_params[g].type);
      bool seen = false;
      for (size_t k = 0; k < ndone && !seen; k++) seen = same_record(done[k], record);
      if (seen) continue;
      done = grow_array(done, &cap, ndone + 1, sizeof *done, "the struct types of the entries");
      done[ndone++] = record;
      const char *guard = guard_name(record);
      if (guards_only) {
        out_printf(o, "#define %s /* the source declares %s */\n", guard, cg_struct_name(record));
        continue;
      }
      out_printf(o, "/* %s, as the source declares it; define %s before including this where\n"
                    "   your own header declares it */\n#ifndef %s\n#define %s\n", cg_struct_name(record), guard,
                 guard, guard);
      if (record->typedef_name && !record->tag) out_printf(o, "typedef struct {\n");
      else out_printf(o, "struct %s {\n", record->tag);
      for (const Member *m = record->members; m; m = m->next) emit_member(o, m, 1);
      if (record->typedef_name && !record->tag) out_printf(o, "} %s;\n", record->typedef_name);
      else if (record->typedef_name) out_printf(o, "};\ntypedef struct %s %s;\n", record->tag, record->typedef_name);
      else out_printf(o, "};\n");
      emit_other_typedef_names(o, prog, record);
      out_printf(o, "#endif\n\n");
    }
  }
  free(done);
}

/* Whether the entry may write any member of a struct parameter. */
static bool group_written(const RecordParam *g, const bool *written) {
  for (int i = 0; i < g->count; i++)
    if (written[g->first + i]) return true;
  return false;
}

/* Structs per instance: the product of an array of structs' dimensions, 1 for one struct. */
static long long structs_per_instance(const RecordParam *g) {
  long long k = 1;
  for (const Type *t = g->type; t->kind == TY_ARRAY; t = t->base) k *= t->len;
  return k;
}

int cg_public_param_list(Function *fn, PublicParam **list) {
  const bool *written = fn->plan_written;
  PublicParam *params = NULL;
  size_t n = 0, cap = 0;
  for (int i = 0, g = 0; i < fn->nparams; i++) {
    params = grow_array(params, &cap, n + 1, sizeof *params, "the parameters of NAME_bulk");
    PublicParam *q = &params[n++];
    if (g < fn->nrecord_params && fn->record_params[g].first == i) {
      const RecordParam *param = &fn->record_params[g++];
      q->element = cg_struct_name(type_element(param->type));
      q->type = intern_format("%s%s *", group_written(param, written) ? "" : "const ", q->element);
      q->name = cg_struct_param_name(param);
      q->per_instance = structs_per_instance(param);
      i += param->count - 1;
      continue;
    }
    Symbol *s = fn->params[i];
    Type *e = type_element(s->type);
    bool in_only = s->type->kind != TY_ARRAY || e->is_const;
    q->element = cg_type(e);
    q->type = s->uniform ? intern_format("%s ", q->element) : intern_format("%s%s *", in_only ? "const " : "", q->element);
    q->name = cg_host_param(s);
    q->per_instance = s->uniform ? 0 : type_elements(s->type);
  }
  if (fn->type->base->kind != TY_VOID) {
    params = grow_array(params, &cap, n + 1, sizeof *params, "the parameters of NAME_bulk");
    params[n++] = (PublicParam){cg_type(fn->type->base), intern_format("%s *", cg_type(fn->type->base)), "result", 1};
  }
  *list = params;
  return (int)n;
}

void cg_public_params(Out *o, Function *fn, bool timing) {
  PublicParam *params = NULL;
  int n = cg_public_param_list(fn, &params);
  out_printf(o, "size_t p");
  for (int i = 0; i < n; i++) out_printf(o, ", %s%s", params[i].type, params[i].name);
  if (timing) out_printf(o, ", bulk_timing *timing");
  free(params);
}

/* The C access of element `index` (one name per dimension) of a leaf within one struct:
 * `.pt[e0].x`, through the members its path names. */
static void emit_leaf_path(Out *o, const Type *record, const char *path) {
  int e = 0;
  const char *at = path;
  while (*at) {
    const char *dot = strchr(at, '.');
    size_t len = dot ? (size_t)(dot - at) : strlen(at);
    const Member *m = record->members;
    while (m && !(m->name && strlen(m->name) == len && strncmp(m->name, at, len) == 0)) m = m->next;
    if (!m) return; /* the leaves come from this record: every name is there */
    out_printf(o, ".%s", member_spelling(m->name));
    const Type *t = m->type;
    for (; t->kind == TY_ARRAY; t = t->base) out_printf(o, "[bulk_e%d]", e++);
    record = t;
    at = dot ? dot + 1 : at + len;
  }
}

/* Whether a leaf (its path from the record: `pt.x`) is const, or a member on its way is. */
static bool leaf_is_const(const Type *record, const char *path) {
  const char *at = path;
  while (*at) {
    const char *dot = strchr(at, '.');
    size_t len = dot ? (size_t)(dot - at) : strlen(at);
    const Member *m = record->members;
    while (m && !(m->name && strlen(m->name) == len && strncmp(m->name, at, len) == 0)) m = m->next;
    if (!m) return false;
    const Type *t = m->type;
    while (t->kind == TY_ARRAY) t = t->base;
    if (t->is_const) return true;
    record = t;
    at = dot ? dot + 1 : at + len;
  }
  return false;
}

void cg_struct_moves(Out *o, const RecordParam *g, const char *structs, const char *leaf_path, const Type *leaf_type,
                     const char *array, bool gather, const char *instances, const char *indent) {
  long long per_struct = type_elements(leaf_type), k = structs_per_instance(g);
  int dims = 0;
  for (const Type *t = leaf_type; t->kind == TY_ARRAY; t = t->base) dims++;
  out_printf(o, "%sfor (size_t bulk_s = 0; bulk_s < %s * %lldu; bulk_s++) {\n", indent, instances, k);
  /* bulk_s: struct s of all (instance s / k); its leaf's elements in row-major order */
  out_printf(o, "%s  size_t bulk_at = bulk_s * %lldu;\n", indent, per_struct);
  for (int d = 0; d < dims; d++) {
    const Type *t = leaf_type;
    for (int skip = 0; skip < d; skip++) t = t->base;
    out_printf(o, "%s  for (size_t bulk_e%d = 0; bulk_e%d < %lldu; bulk_e%d++)\n", indent, d, d, t->len, d);
  }
  out_printf(o, "%s    ", indent);
  if (!gather && leaf_is_const(type_element(g->type), leaf_path)) {
    /* a const member is set once, as its struct's storage is filled (the checking program's inputs) */
    out_printf(o, "memcpy((void *)&%s[bulk_s]", structs);
    emit_leaf_path(o, type_element(g->type), leaf_path);
    out_printf(o, ", &%s[bulk_at++], sizeof *%s)", array, array);
  } else if (gather) {
    out_printf(o, "%s[bulk_at++] = %s[bulk_s]", array, structs);
    emit_leaf_path(o, type_element(g->type), leaf_path);
  } else {
    out_printf(o, "%s[bulk_s]", structs);
    emit_leaf_path(o, type_element(g->type), leaf_path);
    out_printf(o, " = %s[bulk_at++]", array);
  }
  out_printf(o, ";\n%s}\n", indent);
}

/* Every member of every struct parameter between the structs and its array (bulk_m_LEAF) for the
 * first `instances`: all of them into the arrays, or (written given) those the entry may write back. */
static void emit_member_moves(Out *o, Function *fn, const bool *written, bool gather, const char *instances,
                              const char *indent) {
  for (int g = 0; g < fn->nrecord_params; g++) {
    const RecordParam *param = &fn->record_params[g];
    for (int i = 0; i < param->count; i++)
      if (!written || written[param->first + i])
        cg_struct_moves(o, param, cg_struct_param_name(param), param->paths[i], param->leaf_types[i],
                        intern_format("bulk_m_%s", cg_name(fn->params[param->first + i])), gather, instances, indent);
  }
}

void cg_struct_wrapper(Out *o, Function *fn, Target target) {
  const bool *written = fn->plan_written;
  bool returns = fn->type->base->kind != TY_VOID;
  out_printf(o, "/* %s's structs, member by member (see the header) */\n", fn->name);
  out_printf(o, "%sint %s_bulk_%s(", target == TARGET_CUDA ? "extern \"C\" " : "", fn->name,
             target == TARGET_CUDA ? "cuda" : "cpu");
  cg_public_params(o, fn, true);
  out_printf(o, ") {\n");
  out_printf(o, "  if (p == 0) return bulkcc_leaves_%s(0", fn->name);
  for (int i = 0; i < fn->nparams; i++) out_printf(o, ", %s", fn->params[i]->uniform ? cg_host_param(fn->params[i]) : "NULL");
  out_printf(o, "%s, timing);\n", returns ? ", NULL" : "");
  /* the structs are there, and p of them fit in an object, before anything is moved */
  out_printf(o, "  int rc = BULK_OK;\n");
  for (int g = 0; g < fn->nrecord_params; g++) {
    const RecordParam *param = &fn->record_params[g];
    const char *name = cg_struct_param_name(param);
    out_printf(o, "  if ((rc = bulk_check_structs(\"%s_bulk\", \"%s\", %s, p, %lldu * sizeof(%s), timing))) return rc;\n",
               fn->name, name, name, structs_per_instance(param), cg_struct_name(type_element(param->type)));
  }
  out_printf(o, "  double bulk_start = bulk_host_now_ms();\n");
  /* one array per leaf, row-wise */
  for (int g = 0; g < fn->nrecord_params; g++) {
    const RecordParam *param = &fn->record_params[g];
    for (int i = 0; i < param->count; i++) {
      Symbol *leaf = fn->params[param->first + i];
      const char *e = cg_type(type_element(leaf->type));
      out_printf(o, "  %s *bulk_m_%s = (%s *)bulk_host_array(\"%s_bulk\", p, %lldu, sizeof(%s), &rc, timing);\n", e,
                 cg_name(leaf), e, fn->name, type_elements(leaf->type), e);
    }
  }
  out_printf(o, "  if (rc == BULK_OK) {\n");
  emit_member_moves(o, fn, NULL, true, "p", "    ");
  out_printf(o, "    double bulk_staged = bulk_host_now_ms() - bulk_start;\n");
  /* timed always: after a failure, completed says which structs get their results */
  out_printf(o, "    bulk_timing bulk_own_timing, *bulk_t = timing ? timing : &bulk_own_timing;\n");
  out_printf(o, "    bulk_run_empty(bulk_t); /* zero: completed stays 0 where the call is refused */\n");
  out_printf(o, "    rc = bulkcc_leaves_%s(p", fn->name);
  for (int i = 0, g = 0; i < fn->nparams; i++) {
    bool leaf = g < fn->nrecord_params && i >= fn->record_params[g].first &&
                i < fn->record_params[g].first + fn->record_params[g].count;
    out_printf(o, ", %s%s", leaf ? "bulk_m_" : "", leaf ? cg_name(fn->params[i]) : cg_host_param(fn->params[i]));
    if (g < fn->nrecord_params && i == fn->record_params[g].first + fn->record_params[g].count - 1) g++;
  }
  out_printf(o, "%s, bulk_t);\n", returns ? ", result" : "");
  out_printf(o, "    double bulk_back = bulk_host_now_ms();\n");
  /* a failed call keeps NAME_bulk's promise for the structs too: instances 0 .. completed-1 hold
   * their results, the rest (never written back) their inputs */
  bool writes_member = false; /* an entry whose structs are all read-only moves none back */
  for (int g = 0; g < fn->nrecord_params; g++)
    for (int i = 0; i < fn->record_params[g].count; i++)
      writes_member = writes_member || written[fn->record_params[g].first + i];
  if (writes_member) {
    out_printf(o, "    const size_t bulk_done = rc == BULK_OK ? p : bulk_t->completed;\n");
    emit_member_moves(o, fn, written, false, "bulk_done", "    ");
  }
  out_printf(o, "    bulk_t->total_ms += bulk_staged + (bulk_host_now_ms() - bulk_back);\n  }\n");
  for (int g = 0; g < fn->nrecord_params; g++) {
    const RecordParam *param = &fn->record_params[g];
    for (int i = 0; i < param->count; i++) out_printf(o, "  free(bulk_m_%s);\n", cg_name(fn->params[param->first + i]));
  }
  out_printf(o, "  return rc;\n}\n\n");
}
