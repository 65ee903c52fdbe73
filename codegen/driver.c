/* driver.c: --emit-driver: a standalone C program that runs each entry in bulk and as the
 * sequential C on the same random inputs, compares every output and prints both times. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "codegen.h"

static bool is_array(const Symbol *s) { return s->type->kind == TY_ARRAY; }
static bool writes(const Symbol *s) { return is_array(s) && !type_element(s->type)->is_const; }

/* The C spelling of a parameter as the sequential function declares it: `const float c[8][8]`. */
static void c_param(Out *o, Symbol *s) {
  Type *e = type_element(s->type);
  out_printf(o, "%s%s %s", e->is_const ? "const " : "", type_c_name(e), cg_name(s));
  for (Type *t = s->type; t->kind == TY_ARRAY; t = t->base) out_printf(o, "[%lld]", t->len);
}

/* A cast of a flat pointer to what the sequential function takes for an array parameter. */
static void c_array_cast(Out *o, Symbol *s) {
  Type *e = type_element(s->type);
  out_printf(o, "(%s%s (*)", e->is_const ? "const " : "", type_c_name(e));
  for (Type *t = s->type->base; t->kind == TY_ARRAY; t = t->base) out_printf(o, "[%lld]", t->len);
  out_printf(o, ")");
}

/* The function that draws one input of type t; it takes whether the instance's inputs are all
 * positive. */
static const char *filler(const Type *t) {
  if (t->kind == TY_BOOL) return "bulk_fill_bool";
  if (type_is_floating(t)) return t->kind == TY_FLOAT ? "bulk_fill_float" : "bulk_fill_double";
  return type_is_unsigned(t) ? "bulk_fill_unsigned" : "bulk_fill_signed";
}

/* The compare mode bulk_compare takes: the size of a floating element, 0 for integers. */
static int floating_size(Type *t) { return type_is_floating(t) ? (int)type_size(t) : 0; }

/* The struct parameter whose leaves begin at parameter i, or NULL. */
static const RecordParam *group_at(const Function *fn, int i) {
  for (int g = 0; g < fn->nrecord_params; g++)
    if (fn->record_params[g].first == i) return &fn->record_params[g];
  return NULL;
}

/* The comparisons of one output (NAME its arrays' stem: seq_NAME, blk_NAME, in_NAME): instances
 * 0 .. done-1 against the sequential C's results, the others (after a failed call) against their
 * inputs, which the call promises to leave. */
static void emit_compare(Out *o, const Function *fn, const char *what, const char *name, long long elems, Type *e) {
  /* a sum the team form added in another order: within the tolerance --reassociate states */
  const char *tolerance = !fn->plan_reassociated || !type_is_floating(e) ? "0" : e->kind == TY_FLOAT ? "1e-3" : "1e-9";
  out_printf(o, "  failed |= bulk_compare(\"%s\", \"%s\", seq_%s, blk_%s, 0, done, %lld, sizeof(%s), %d, 0, %s, &stats);\n",
             fn->name, what, name, name, elems, type_c_name(e), floating_size(e), tolerance);
  out_printf(o, "  failed |= bulk_compare(\"%s\", \"%s\", in_%s, blk_%s, done, p - done, %lld, sizeof(%s), %d, 1, 0, &stats);\n",
             fn->name, what, name, name, elems, type_c_name(e), floating_size(e));
}

/* A struct parameter's structs: drawn member by member, copied for each side where the entry may
 * write a member; each member compared after the calls (gathered into arrays, as NAME_bulk does). */
static void emit_struct_inputs(Out *o, const Function *fn, const RecordParam *g, const bool *written, bool *writes_any) {
  const char *name = cg_struct_param_name(g), *type = cg_struct_name(type_element(g->type));
  long long k = type_elements(g->type);
  *writes_any = false;
  for (int i = 0; i < g->count; i++) *writes_any = *writes_any || written[g->first + i];
  out_printf(o, "  const size_t count_%s = bulk_count(p, %lld, sizeof(%s), \"%s\");\n", name, k, type, name);
  out_printf(o, "  %s *in_%s = bulk_alloc(count_%s, sizeof(%s));\n", type, name, name, type);
  for (int i = 0; i < g->count; i++) {
    Symbol *leaf = fn->params[g->first + i];
    const char *e = type_c_name(type_element(leaf->type));
    const char *values = intern_format("draw_%s", cg_name(leaf));
    out_printf(o, "  %s *%s = bulk_alloc(p, %lldu * sizeof(%s));\n", e, values, type_elements(leaf->type), e);
    out_printf(o, "  for (size_t k = 0; k < p * %lldu; k++) %s[k] = (%s)%s(k / %lld %% 2 == 0);\n",
               type_elements(leaf->type), values, e, filler(type_element(leaf->type)), type_elements(leaf->type));
    cg_struct_moves(o, g, intern_format("in_%s", name), g->paths[i], g->leaf_types[i], values, false, "p", "  ");
  }
  out_printf(o, "  if (inputs) bulk_read(inputs, in_%s, count_%s * sizeof(%s), \"%s\");\n", name, name, type, name);
  if (*writes_any) {
    out_printf(o, "  %s *seq_%s = bulk_copy(in_%s, count_%s * sizeof(%s));\n", type, name, name, name, type);
    out_printf(o, "  %s *blk_%s = bulk_copy(in_%s, count_%s * sizeof(%s));\n", type, name, name, name, type);
  }
}

/* Each written member of a struct parameter, gathered into arrays as NAME_bulk does, compared:
 * instances before done with the sequential C's, the others with their inputs. */
static void emit_struct_compare(Out *o, const Function *fn, const RecordParam *g, const bool *written) {
  const char *name = cg_struct_param_name(g);
  static const char *const sides[] = {"seq", "blk", "in"};
  for (int i = 0; i < g->count; i++) {
    if (!written[g->first + i]) continue;
    Symbol *leaf = fn->params[g->first + i];
    Type *e = type_element(leaf->type);
    long long n = type_elements(leaf->type);
    for (int side = 0; side < 3; side++) {
      const char *array = intern_format("%s_m_%s", sides[side], cg_name(leaf));
      out_printf(o, "  %s *%s = bulk_alloc(p, %lldu * sizeof(%s));\n", type_c_name(e), array, n, type_c_name(e));
      cg_struct_moves(o, g, intern_format("%s_%s", sides[side], name), g->paths[i], g->leaf_types[i], array, true,
                      "p", "  ");
    }
    emit_compare(o, fn, leaf->name, intern_format("m_%s", cg_name(leaf)), n, e);
  }
}

static void emit_check(Out *o, Function *fn) {
  bool returns = fn->type->base->kind != TY_VOID;
  const char *ret = type_c_name(fn->type->base);
  out_printf(o, "static int check_%s(size_t p, FILE *inputs, int round) {\n", fn->name);
  out_printf(o, "  int failed = 0;\n  bulk_stats stats = {0};\n  (void)inputs; /* read only by entries with parameters */\n");
  out_printf(o, "  (void)round; /* read only by entries with uniform parameters */\n");
  const bool *written = fn->plan_written;
  for (int i = 0; i < fn->nparams; i++) {
    Symbol *s = fn->params[i];
    const char *e = type_c_name(type_element(s->type));
    const RecordParam *g = group_at(fn, i);
    if (g) {
      bool writes_any;
      emit_struct_inputs(o, fn, g, written, &writes_any);
      i += g->count - 1;
      continue;
    }
    if (s->uniform) {
      /* one value for every instance: the largest checked, the least or between (bulk_uniform_pick) */
      if (type_is_integer(s->type))
        out_printf(o, "  %s u_%s = (%s)bulk_uniform_pick(%lldLL, %lldLL, round, %d);\n", e, cg_name(s), e, s->uniform_lo,
                   s->uniform_hi, i);
      else
        out_printf(o, "  %s u_%s = (%s)%s(true);\n", e, cg_name(s), e, filler(s->type));
      out_printf(o, "  if (inputs) bulk_read(inputs, &u_%s, sizeof u_%s, \"%s\");\n", cg_name(s), cg_name(s), s->name);
      continue;
    }
    long long n = type_elements(s->type);
    out_printf(o, "  const size_t count_%s = bulk_count(p, %lld, sizeof(%s), \"%s\");\n", cg_name(s), n, e, s->name);
    out_printf(o, "  %s *in_%s = bulk_alloc(count_%s, sizeof(%s));\n", e, cg_name(s), cg_name(s), e);
    out_printf(o, "  for (size_t k = 0; k < count_%s; k++) in_%s[k] = (%s)%s(k / %lld %% 2 == 0);\n", cg_name(s),
               cg_name(s), e, filler(type_element(s->type)), n);
    if (s->element_uniform) /* one value for every instance, among those given */
      out_printf(o, "  for (size_t j = 0; j < p; j++) in_%s[j * %lldu + %lldu] = (%s)bulk_uniform_pick(%lldLL, %lldLL, "
                    "round, %d);\n", cg_name(s), n, s->element_index, e, s->element_lo, s->element_hi, i);
    out_printf(o, "  if (inputs) bulk_read(inputs, in_%s, count_%s * sizeof(%s), \"%s\");\n", cg_name(s), cg_name(s), e,
               s->name);
    if (writes(s)) {
      out_printf(o, "  %s *seq_%s = bulk_copy(in_%s, count_%s * sizeof(%s));\n", e, cg_name(s), cg_name(s), cg_name(s), e);
      out_printf(o, "  %s *blk_%s = bulk_copy(in_%s, count_%s * sizeof(%s));\n", e, cg_name(s), cg_name(s), cg_name(s), e);
    }
  }
  if (returns) {
    out_printf(o, "  bulk_count(p, 1, sizeof(%s), \"the result\");\n", ret);
    out_printf(o, "  %s *seq_return = bulk_alloc(p, sizeof(%s)), *blk_return = bulk_alloc(p, sizeof(%s));\n", ret, ret, ret);  /* "return" is no parameter's name */
    out_printf(o, "  memset(blk_return, 0xa5, p * sizeof(%s)); /* poison: every result must be written */\n", ret);
  }
  /* the sequential C */
  out_printf(o, "  double start = bulk_now_ms();\n  for (size_t j = 0; j < p; j++) {\n    ");
  if (returns) out_printf(o, "seq_return[j] = ");
  out_printf(o, "%s(", fn->name);
  for (int i = 0; i < fn->nparams; i++) {
    Symbol *s = fn->params[i];
    if (i) out_printf(o, ", ");
    const RecordParam *g = group_at(fn, i);
    if (g) {
      bool writes_any = false;
      for (int k = 0; k < g->count; k++) writes_any = writes_any || written[g->first + k];
      long long k = type_elements(g->type);
      if (g->by_pointer || g->type->kind == TY_ARRAY)
        out_printf(o, "%s_%s + j * %lld", writes_any ? "seq" : "in", cg_struct_param_name(g), k);
      else
        out_printf(o, "in_%s[j]", cg_struct_param_name(g)); /* by value */
      i += g->count - 1;
      continue;
    }
    if (s->uniform) out_printf(o, "u_%s", cg_name(s));
    else if (!is_array(s)) out_printf(o, "in_%s[j]", cg_name(s));
    else {
      if (s->type->base->kind == TY_ARRAY) c_array_cast(o, s);
      out_printf(o, "(%s_%s + j * %lld)", writes(s) ? "seq" : "in", cg_name(s), type_elements(s->type));
    }
  }
  out_printf(o, ");\n  }\n  double seq_ms = bulk_now_ms() - start;\n");
  /* in bulk */
  out_printf(o, "  bulk_timing timing;\n  int rc = %s_bulk(p", fn->name);
  for (int i = 0; i < fn->nparams; i++) {
    Symbol *s = fn->params[i];
    const RecordParam *g = group_at(fn, i);
    if (g) {
      bool writes_any = false;
      for (int k = 0; k < g->count; k++) writes_any = writes_any || written[g->first + k];
      out_printf(o, ", %s_%s", writes_any ? "blk" : "in", cg_struct_param_name(g));
      i += g->count - 1;
      continue;
    }
    out_printf(o, ", %s_%s", s->uniform ? "u" : writes(s) ? "blk" : "in", cg_name(s));
  }
  out_printf(o, "%s, &timing);\n", returns ? ", blk_return" : "");
  /* a failed call: what NAME_bulk promises of the instances it did not complete is checked too */
  out_printf(o, "  size_t done = p; /* instances that hold their results */\n");
  out_printf(o, "  if (rc != BULK_OK) {\n");
  out_printf(o, "    printf(\"%s p=%%zu: %%s %%s\\n\", p, bulk_strerror(rc), bulk_error_detail());\n", fn->name);
  out_printf(o, "    if (rc == BULK_ERROR_NO_DEVICE) {\n      bulk_free_all();\n      return 3;\n    }\n");
  out_printf(o, "    done = timing.completed;\n");
  out_printf(o, "    if (done > p) {\n");
  out_printf(o, "      printf(\"%s p=%%zu: the failed call reports %%zu instances completed\\n\", p, done);\n", fn->name);
  out_printf(o, "      bulk_free_all();\n      return 1;\n    }\n  }\n");
  for (int g = 0; g < fn->nrecord_params; g++) emit_struct_compare(o, fn, &fn->record_params[g], written);
  for (int i = 0; i < fn->nparams; i++) {
    Symbol *s = fn->params[i];
    const RecordParam *g = group_at(fn, i);
    if (g) {
      i += g->count - 1;
      continue;
    }
    if (writes(s)) emit_compare(o, fn, s->name, cg_name(s), type_elements(s->type), type_element(s->type));
  }
  if (returns) {
    /* past done, what the caller left in the result array: the poison */
    out_printf(o, "  %s *in_return = bulk_alloc(p, sizeof(%s));\n", ret, ret);
    out_printf(o, "  memset(in_return, 0xa5, p * sizeof(%s));\n", ret);
    emit_compare(o, fn, "the result", "return", 1, fn->type->base);
  }
  out_printf(o, "  if (rc != BULK_OK) {\n");
  out_printf(o, "    /* a failure BULK_FAIL_CHUNK asks for passes when the promise is kept */\n");
  out_printf(o, "    const char *asked = getenv(\"BULK_FAIL_CHUNK\");\n");
  out_printf(o, "    printf(\"%s p=%%zu: the failed call %%s its promise: %%zu instances hold their results, the other %%zu \"\n"
                "           \"their inputs%%s\\n\", p, failed ? \"BROKE\" : \"kept\", done, p - done,\n"
                "           asked && *asked ? \" (the failure BULK_FAIL_CHUNK asks for)\" : \"\");\n", fn->name);
  out_printf(o, "    bulk_free_all();\n    return failed || !asked || !*asked ? 1 : 0;\n  }\n");
  out_printf(o, "  bulk_report_stats(\"%s\", p, &stats);\n", fn->name);
  out_printf(o, "  printf(\"%s p=%%zu: %%s; sequential C %%.3f ms, bulk kernel %%.3f ms (whole call %%.3f ms), "
                "speedup %%.1fx\\n\",\n         p, failed ? \"MISMATCH\" : stats.inconclusive ? \"INCONCLUSIVE\" : "
                "\"every output matches the sequential C\",\n         "
                "seq_ms, timing.kernel_ms, timing.total_ms, timing.kernel_ms > 0 ? seq_ms / timing.kernel_ms : 0.0);\n",
             fn->name);
  out_printf(o, "  bulk_free_all();\n  return failed ? 1 : stats.inconclusive ? 4 : 0;\n}\n\n");
}

static const char prelude[] =
  "#define _POSIX_C_SOURCE 200809L\n"
  "#include <errno.h>\n#include <math.h>\n#include <stdbool.h>\n#include <stddef.h>\n#include <stdint.h>\n"
  "#include <stdio.h>\n#include <stdlib.h>\n#include <string.h>\n#include <time.h>\n\n"
  "/* Inputs: integers from 1 to 1000 (and their negatives for signed types), so that divisions\n"
  " * and remainders by inputs stay defined; floats from [-100, 100). Even instances (0, 2, ...)\n"
  " * draw only positive values, floats from (0, 100), so that log, sqrt or pow of an input stay\n"
  " * finite there; odd ones draw both signs. Seed from BULK_SEED. */\n"
  "static uint64_t bulk_state = 88172645463325252ull;\n"
  "static inline uint64_t bulk_next(void) {\n"
  "  bulk_state ^= bulk_state << 13;\n  bulk_state ^= bulk_state >> 7;\n  bulk_state ^= bulk_state << 17;\n"
  "  return bulk_state;\n}\n"
  "static inline long long bulk_fill_unsigned(bool positive) {\n"
  "  (void)positive;\n  return (long long)(bulk_next() % 1000 + 1);\n}\n"
  "static inline long long bulk_fill_signed(bool positive) {\n"
  "  long long v = (long long)(bulk_next() % 1000 + 1);\n  return !positive && bulk_next() & 1 ? -v : v;\n}\n"
  "static inline int bulk_fill_bool(bool positive) {\n  (void)positive;\n  return (int)(bulk_next() & 1);\n}\n"
  "static inline double bulk_fill_double(bool positive) {\n"
  "  double unit = (double)(bulk_next() >> 11) / 9007199254740992.0; /* [0, 1) */\n"
  "  return positive ? (1.0 - unit) * 100.0 : unit * 200.0 - 100.0;\n}\n"
  "static inline float bulk_fill_float(bool positive) {\n"
  "  float v = (float)bulk_fill_double(positive);\n  return positive && v <= 0 ? 1.0f : v;\n}\n\n"
  "static inline double bulk_now_ms(void) {\n  struct timespec ts;\n  clock_gettime(CLOCK_MONOTONIC, &ts);\n"
  "  return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;\n}\n\n"
  "/* Elements of p instances of an array of elems elements, when their bytes fit in memory. */\n"
  "static inline size_t bulk_count(size_t p, long long elems, size_t size, const char *what) {\n"
  "  if ((size_t)elems > (size_t)PTRDIFF_MAX / size || p > (size_t)PTRDIFF_MAX / size / (size_t)elems) {\n"
  "    fprintf(stderr, \"p = %zu is too large: that many instances of '%s' would exceed PTRDIFF_MAX bytes\\n\", p, what);\n"
  "    exit(2);\n  }\n  return p * (size_t)elems;\n}\n\n"
  "/* Every block of one check, freed together. */\n"
  "static void **bulk_blocks;\nstatic size_t bulk_nblocks, bulk_blocks_cap;\n"
  "static void *bulk_alloc(size_t n, size_t size) {\n"
  "  if (bulk_nblocks == bulk_blocks_cap) {\n"
  "    size_t cap = bulk_blocks_cap ? 2 * bulk_blocks_cap : 64;\n"
  "    void **grown = realloc(bulk_blocks, cap * sizeof *grown);\n"
  "    if (!grown) {\n      fprintf(stderr, \"out of host memory\\n\");\n      exit(1);\n    }\n"
  "    bulk_blocks = grown;\n    bulk_blocks_cap = cap;\n  }\n"
  "  void *p = calloc(n ? n : 1, size ? size : 1);\n"
  "  if (!p) {\n    fprintf(stderr, \"out of host memory (%zu elements of %zu bytes)\\n\", n, size);\n    exit(1);\n  }\n"
  "  return bulk_blocks[bulk_nblocks++] = p;\n}\n"
  "static inline void *bulk_copy(const void *from, size_t bytes) {\n"
  "  void *p = bulk_alloc(bytes, 1);\n  memcpy(p, from, bytes);\n  return p;\n}\n"
  "static void bulk_free_all(void) {\n  while (bulk_nblocks) free(bulk_blocks[--bulk_nblocks]);\n}\n"
  "static inline void bulk_read(FILE *f, void *to, size_t bytes, const char *what) {\n"
  "  if (fread(to, 1, bytes, f) != bytes) {\n"
  "    fprintf(stderr, \"the input file ends before all of '%s'\\n\", what);\n    exit(2);\n  }\n}\n\n"
  "/* Floating values compared for one entry and p: how many were NaN or infinite (in both\n"
  " * results), and whether an output was NaN everywhere, which makes its match prove nothing. */\n"
  "typedef struct bulk_stats {\n  size_t compared, nan, infinite;\n  int inconclusive;\n} bulk_stats;\n\n"
  "/* Instances first .. first+count-1: equal bits, or both NaN (C fixes no NaN's bits), or with a\n"
  " * tolerance t > 0 (a sum added in another order, --reassociate) |want - got| <= t (1 + |want|);\n"
  " * reports the first difference. inputs: want holds the instances' inputs, which a failed call leaves. */\n"
  "static inline int bulk_compare(const char *fn, const char *what, const void *want, const void *got, size_t first,\n"
  "                               size_t count, long long elems, size_t size, int floating, int inputs,\n"
  "                               double tolerance, bulk_stats *stats) {\n"
  "  size_t n = count * (size_t)elems, nan = 0;\n"
  "  want = (const char *)want + first * (size_t)elems * size;\n"
  "  got = (const char *)got + first * (size_t)elems * size;\n"
  "  for (size_t k = 0; k < n; k++) {\n"
  "    const char *a = (const char *)want + k * size, *b = (const char *)got + k * size;\n"
  "    double va = floating == 4 ? *(const float *)a : floating == 8 ? *(const double *)a : 0;\n"
  "    double vb = floating == 4 ? *(const float *)b : floating == 8 ? *(const double *)b : 0;\n"
  "    if (floating && isnan(va) && isnan(vb)) {\n      nan++;\n      continue;\n    }\n"
  "    if (memcmp(a, b, size) != 0 && !(tolerance > 0 && fabs(va - vb) <= tolerance * (1 + fabs(va)))) {\n"
  "      printf(\"%s: %s differs first at instance %zu, element %zu%s\\n\", fn, what, first + k / (size_t)elems,\n"
  "             k % (size_t)elems, inputs ? \", which the failed call must leave as it was\" : \"\");\n"
  "      return 1;\n    }\n"
  "    if (floating && isinf(va)) stats->infinite++;\n"
  "  }\n"
  "  if (floating) {\n    stats->compared += n;\n    stats->nan += nan;\n  }\n"
  "  if (floating && n > 0 && nan == n) {\n"
  "    printf(\"%s p=%zu: every one of the %zu values of %s is NaN, in the sequential C as in bulk: \"\n"
  "           \"this comparison proves nothing (choose inputs with --inputs)\\n\", fn, first + count, n, what);\n"
  "    stats->inconclusive = 1;\n  }\n"
  "  return 0;\n}\n\n"
  "static void bulk_report_stats(const char *fn, size_t p, const bulk_stats *stats) {\n"
  "  if (stats->nan || stats->infinite)\n"
  "    printf(\"%s p=%zu: of %zu floating values compared, %zu are NaN and %zu infinite in both\\n\", fn, p,\n"
  "           stats->compared, stats->nan, stats->infinite);\n}\n\n"
  "/* A uniform parameter's value for one round of checks, among those bulkcc accepts (lo..hi): in\n"
  " * round 0 every parameter at its largest (at most 4096 above the least), in the others the\n"
  " * largest, the least or the middle, by turns. */\n"
  "static inline long long bulk_uniform_pick(long long lo, long long hi, int round, int k) {\n"
  "  unsigned long long span = (unsigned long long)hi - (unsigned long long)lo;\n"
  "  if (span > 4096) span = 4096;\n"
  "  int choice = round == 0 ? 0 : (round + k) % 3;\n"
  "  return (long long)((unsigned long long)lo + (choice == 0 ? span : choice == 1 ? span / 2 : 0));\n}\n\n"
  "/* A count of instances: decimal digits only, at least 1. */\n"
  "static int bulk_parse_p(const char *text, size_t *p) {\n"
  "  if (*text < '0' || *text > '9') return 0;\n"
  "  char *end;\n  errno = 0;\n  unsigned long long v = strtoull(text, &end, 10);\n"
  "  if (errno || *end || v == 0 || v > SIZE_MAX) return 0;\n"
  "  *p = (size_t)v;\n  return 1;\n}\n\n";

static const char usage[] =
  "usage: %s [p ...]          random inputs for each count of instances p >= 1 (default: 1 7 1000)\\n"
  "       %s --inputs FILE p  the inputs of p instances from FILE: each parameter in order, all p\\n"
  "                           instances row-wise, raw native bytes\\n"
  "random inputs: integers 1..1000 (negated too for signed types), floats in [-100, 100); even\\n"
  "instances positive only (floats in (0, 100)); BULK_SEED sets the seed. After a failed call,\\n"
  "instances before bulk_timing.completed must hold results and the others their inputs. Exit\\n"
  "status: 0 when every output matches (or a call fails as BULK_FAIL_CHUNK asks and keeps that\\n"
  "promise), 1 on a mismatch, a failed call, or an entry whose output is NaN everywhere at every\\n"
  "p, 2 on bad arguments, 3 when there is no GPU.\\n";

void codegen_driver(Out *o, Program *prog, const char *source_name, const char *header_name) {
  out_printf(o, "/* Generated by bulkcc --emit-driver from %s: checks each entry in bulk against the\n"
                " * sequential C (compile %s beside this file) on random inputs, and times both.\n"
                " * usage: driver [p ...]          random inputs for each p (default: 1 7 1000)\n"
                " *        driver --inputs FILE p  the inputs of p instances from FILE: each parameter in\n"
                " *                                order, all p instances row-wise, raw native bytes */\n",
             source_name, source_name);
  out_printf(o, "%s", prelude);
  bool static_entry = false;
  for (Function *fn = prog->functions; fn; fn = fn->next) static_entry = static_entry || (fn->is_entry && fn->is_static);
  if (static_entry) {
    /* a static function can be called only from its own file: this program includes that file,
     * first, since it declares the struct types the header would */
    out_printf(o, "/* the sequential C: %s itself, whose entries include static functions (build this\n"
                  " * program with that file's -D options and -ffp-contract=off, and without its object) */\n"
                  "#define BULKCC_DRIVER_INCLUDES_SOURCE 1\n"
                  "#define main bulkcc_source_main /* the file's own main, if it has one, is not this program's */\n"
                  "#include \"%s\"\n#undef main\n\n", source_name, source_name);
    cg_struct_guards(o, prog);
  }
  if (header_name) {
    const char *base = strrchr(header_name, '/');
    out_printf(o, "#include \"%s\"\n\n", base ? base + 1 : header_name);
  } else {
    out_printf(o, "#include \"bulk_runtime.h\"\n\n");
    if (!static_entry) cg_struct_definitions(o, prog);
    for (Function *fn = prog->functions; fn; fn = fn->next) {
      if (!fn->is_entry) continue;
      out_printf(o, "int %s_bulk(", fn->name);
      cg_public_params(o, fn, true);
      out_printf(o, ");\n");
    }
  }
  if (!static_entry) out_printf(o, "\n/* the sequential C, from %s */\n", source_name);
  for (Function *fn = prog->functions; fn; fn = fn->next) {
    if (!fn->is_entry || static_entry) continue;
    out_printf(o, "%s %s(", type_c_name(fn->type->base), fn->name);
    for (int i = 0; i < fn->nparams; i++) {
      if (i) out_printf(o, ", ");
      const RecordParam *g = group_at(fn, i);
      if (g) { /* as the source declares it */
        const bool *written = fn->plan_written;
        bool writes_any = false;
        for (int k = 0; k < g->count; k++) writes_any = writes_any || written[g->first + k];
        const char *type = cg_struct_name(type_element(g->type));
        if (g->by_pointer) out_printf(o, "%s%s *%s", writes_any ? "" : "const ", type, cg_struct_param_name(g));
        else if (g->type->kind != TY_ARRAY) out_printf(o, "%s %s", type, cg_struct_param_name(g));
        else {
          out_printf(o, "%s %s", type, cg_struct_param_name(g));
          for (const Type *t = g->type; t->kind == TY_ARRAY; t = t->base) out_printf(o, "[%lld]", t->len);
        }
        i += g->count - 1;
        continue;
      }
      c_param(o, fn->params[i]);
    }
    out_printf(o, "%s);\n", fn->nparams ? "" : "void");
  }
  out_printf(o, "\n");
  for (Function *fn = prog->functions; fn; fn = fn->next)
    if (fn->is_entry) emit_check(o, fn);
  out_printf(o, "static void bulk_usage(FILE *to, const char *name) {\n  fprintf(to, \"%s\", name, name);\n}\n\n", usage);
  /* arguments first, strictly: a word that is no count of instances is an error, not p = 0 */
  out_printf(o, "int main(int argc, char **argv) {\n");
  out_printf(o, "  if (argc == 2 && (strcmp(argv[1], \"--help\") == 0 || strcmp(argv[1], \"-h\") == 0)) {\n");
  out_printf(o, "    bulk_usage(stdout, argv[0]);\n    return 0;\n  }\n");
  out_printf(o, "  const char *input_file = NULL;\n");
  out_printf(o, "  if (argc > 1 && strcmp(argv[1], \"--inputs\") == 0) {\n");
  out_printf(o, "    if (argc != 4) {\n      bulk_usage(stderr, argv[0]);\n      return 2;\n    }\n");
  out_printf(o, "    input_file = argv[2];\n    argv += 2;\n    argc -= 2;\n  }\n");
  out_printf(o, "  size_t counts[] = {1, 7, 1000}, *ps = counts;\n  int n = 3, status = 0;\n");
  out_printf(o, "  if (argc > 1) {\n    n = argc - 1;\n    if (!(ps = calloc((size_t)n, sizeof *ps))) {\n"
                "      fprintf(stderr, \"out of host memory\\n\");\n      return 1;\n    }\n");
  out_printf(o, "    for (int i = 0; i < n; i++)\n      if (!bulk_parse_p(argv[i + 1], &ps[i])) {\n");
  out_printf(o, "        fprintf(stderr, \"%%s: '%%s' is not a count of instances (a decimal number, at least 1)\\n\", "
                "argv[0], argv[i + 1]);\n");
  out_printf(o, "        bulk_usage(stderr, argv[0]);\n        return 2;\n      }\n");
  out_printf(o, "  }\n");
  out_printf(o, "  FILE *inputs = NULL;\n");
  out_printf(o, "  if (input_file && !(inputs = fopen(input_file, \"rb\"))) {\n");
  out_printf(o, "    fprintf(stderr, \"cannot read %%s\\n\", input_file);\n    return 2;\n  }\n");
  out_printf(o, "  const char *seed = getenv(\"BULK_SEED\");\n");
  out_printf(o, "  bulk_state = seed ? strtoull(seed, NULL, 10) : (uint64_t)time(NULL) * 2654435761u;\n");
  out_printf(o, "  if (!bulk_state) bulk_state = 1;\n");
  out_printf(o, "  printf(\"seed %%llu\\n\", (unsigned long long)bulk_state);\n");
  /* an output NaN everywhere at one p (likely at p = 1) leaves the others to prove the entry */
  for (Function *fn = prog->functions; fn; fn = fn->next)
    if (fn->is_entry) out_printf(o, "  int conclusive_%s = 0;\n", fn->name);
  out_printf(o, "  for (int i = 0; i < n; i++) {\n    size_t p = ps[i];\n");
  for (Function *fn = prog->functions; fn; fn = fn->next) {
    if (!fn->is_entry) continue;
    out_printf(o, "    int rc_%s = check_%s(p, inputs, i);\n", fn->name, fn->name);
    out_printf(o, "    if (rc_%s == 3) return 3;\n", fn->name);
    out_printf(o, "    if (rc_%s == 1) status = 1;\n    if (rc_%s != 4) conclusive_%s = 1;\n", fn->name, fn->name, fn->name);
  }
  out_printf(o, "  }\n");
  for (Function *fn = prog->functions; fn; fn = fn->next) {
    if (!fn->is_entry) continue;
    out_printf(o, "  if (!conclusive_%s) {\n", fn->name);
    out_printf(o, "    printf(\"%s: INCONCLUSIVE at every p: an output is NaN everywhere\\n\");\n    status = 1;\n  }\n",
               fn->name);
  }
  out_printf(o, "  return status;\n}\n");
}
