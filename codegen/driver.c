/* driver.c: --emit-driver: a standalone C program that runs each entry in bulk and as the
 * sequential C on the same random inputs, compares every output and prints both times. */
#include <stdio.h>
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

static const char *filler(const Type *t) {
  if (t->kind == TY_BOOL) return "bulk_fill_bool";
  if (type_is_floating(t)) return t->kind == TY_FLOAT ? "bulk_fill_float" : "bulk_fill_double";
  return type_is_unsigned(t) ? "bulk_fill_unsigned" : "bulk_fill_signed";
}

static void emit_check(Out *o, Function *fn) {
  bool returns = fn->type->base->kind != TY_VOID;
  const char *ret = type_c_name(fn->type->base);
  out_printf(o, "static int check_%s(size_t p, FILE *inputs) {\n", fn->name);
  out_printf(o, "  int failed = 0;\n");
  for (int i = 0; i < fn->nparams; i++) {
    Symbol *s = fn->params[i];
    const char *e = type_c_name(type_element(s->type));
    long long n = type_elements(s->type);
    out_printf(o, "  %s *in_%s = bulk_alloc(p * %lld, sizeof(%s));\n", e, cg_name(s), n, e);
    out_printf(o, "  for (size_t k = 0; k < p * %lld; k++) in_%s[k] = (%s)%s();\n", n, cg_name(s), e,
               filler(type_element(s->type)));
    out_printf(o, "  if (inputs) bulk_read(inputs, in_%s, p * %lld * sizeof(%s), \"%s\");\n", cg_name(s), n, e, s->name);
    if (writes(s)) {
      out_printf(o, "  %s *seq_%s = bulk_copy(in_%s, p * %lld * sizeof(%s));\n", e, cg_name(s), cg_name(s), n, e);
      out_printf(o, "  %s *blk_%s = bulk_copy(in_%s, p * %lld * sizeof(%s));\n", e, cg_name(s), cg_name(s), n, e);
    }
  }
  if (returns) {
    out_printf(o, "  %s *seq_result = bulk_alloc(p, sizeof(%s)), *blk_result = bulk_alloc(p, sizeof(%s));\n", ret, ret, ret);
    out_printf(o, "  memset(blk_result, 0xa5, p * sizeof(%s)); /* poison: every result must be written */\n", ret);
  }
  /* the sequential C */
  out_printf(o, "  double start = bulk_now_ms();\n  for (size_t j = 0; j < p; j++) {\n    ");
  if (returns) out_printf(o, "seq_result[j] = ");
  out_printf(o, "%s(", fn->name);
  for (int i = 0; i < fn->nparams; i++) {
    Symbol *s = fn->params[i];
    if (i) out_printf(o, ", ");
    if (!is_array(s)) out_printf(o, "in_%s[j]", cg_name(s));
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
    out_printf(o, ", %s_%s", writes(s) ? "blk" : "in", cg_name(s));
  }
  out_printf(o, "%s, &timing);\n", returns ? ", blk_result" : "");
  out_printf(o, "  if (rc != BULK_OK) {\n");
  out_printf(o, "    printf(\"%s p=%%zu: %%s %%s\\n\", p, bulk_strerror(rc), bulk_error_detail());\n", fn->name);
  out_printf(o, "    return rc == BULK_ERROR_NO_DEVICE ? 3 : 1;\n  }\n");
  /* compare */
  for (int i = 0; i < fn->nparams; i++) {
    Symbol *s = fn->params[i];
    if (!writes(s)) continue;
    out_printf(o, "  failed |= bulk_compare(\"%s\", \"%s\", seq_%s, blk_%s, p, %lld, sizeof(%s), %d);\n", fn->name,
               s->name, cg_name(s), cg_name(s), type_elements(s->type), type_c_name(type_element(s->type)),
               type_is_floating(type_element(s->type)) ? (int)type_size(type_element(s->type)) : 0);
  }
  if (returns)
    out_printf(o, "  failed |= bulk_compare(\"%s\", \"the result\", seq_result, blk_result, p, 1, sizeof(%s), %d);\n",
               fn->name, ret, type_is_floating(fn->type->base) ? (int)type_size(fn->type->base) : 0);
  out_printf(o, "  printf(\"%s p=%%zu: %%s; sequential C %%.3f ms, bulk kernel %%.3f ms (whole call %%.3f ms), "
                "speedup %%.1fx\\n\",\n         p, failed ? \"MISMATCH\" : \"every output matches the sequential C\", "
                "seq_ms, timing.kernel_ms, timing.total_ms,\n         timing.kernel_ms > 0 ? seq_ms / timing.kernel_ms : 0.0);\n",
             fn->name);
  out_printf(o, "  bulk_free_all();\n  return failed;\n}\n\n");
}

static const char prelude[] =
  "#define _POSIX_C_SOURCE 200809L\n"
  "#include <math.h>\n#include <stdbool.h>\n#include <stdint.h>\n#include <stdio.h>\n#include <stdlib.h>\n"
  "#include <string.h>\n#include <time.h>\n\n"
  "/* Inputs: integers from 1 to 1000 (and their negatives for signed types), so that divisions\n"
  " * and remainders by inputs stay defined; floats from [-100, 100); seed from BULK_SEED. */\n"
  "static uint64_t bulk_state = 88172645463325252ull;\n"
  "static inline uint64_t bulk_next(void) {\n"
  "  bulk_state ^= bulk_state << 13;\n  bulk_state ^= bulk_state >> 7;\n  bulk_state ^= bulk_state << 17;\n"
  "  return bulk_state;\n}\n"
  "static inline long long bulk_fill_unsigned(void) { return (long long)(bulk_next() % 1000 + 1); }\n"
  "static inline long long bulk_fill_signed(void) { long long v = (long long)(bulk_next() % 1000 + 1); "
  "return bulk_next() & 1 ? -v : v; }\n"
  "static inline int bulk_fill_bool(void) { return (int)(bulk_next() & 1); }\n"
  "static inline double bulk_fill_double(void) { return (double)(bulk_next() >> 11) / 9007199254740992.0 * 200.0 - 100.0; }\n"
  "static inline float bulk_fill_float(void) { return (float)bulk_fill_double(); }\n\n"
  "static inline double bulk_now_ms(void) {\n  struct timespec ts;\n  clock_gettime(CLOCK_MONOTONIC, &ts);\n"
  "  return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;\n}\n\n"
  "static void *bulk_blocks[256];\nstatic int bulk_nblocks;\n"
  "static void *bulk_alloc(size_t n, size_t size) {\n"
  "  void *p = calloc(n ? n : 1, size);\n"
  "  if (!p || bulk_nblocks == 256) {\n    fprintf(stderr, \"out of host memory\\n\");\n    exit(1);\n  }\n"
  "  return bulk_blocks[bulk_nblocks++] = p;\n}\n"
  "static inline void *bulk_copy(const void *from, size_t bytes) {\n"
  "  void *p = bulk_alloc(bytes, 1);\n  memcpy(p, from, bytes);\n  return p;\n}\n"
  "static void bulk_free_all(void) {\n  while (bulk_nblocks) free(bulk_blocks[--bulk_nblocks]);\n}\n"
  "static void bulk_read(FILE *f, void *to, size_t bytes, const char *what) {\n"
  "  if (fread(to, 1, bytes, f) != bytes) {\n"
  "    fprintf(stderr, \"the input file ends before all of '%s'\\n\", what);\n    exit(2);\n  }\n}\n\n"
  "/* Equal bits, or both NaN (C fixes no NaN's bits); reports the first difference. */\n"
  "static int bulk_compare(const char *fn, const char *what, const void *want, const void *got, size_t p,\n"
  "                        long long elems, size_t size, int floating) {\n"
  "  for (size_t k = 0; k < p * (size_t)elems; k++) {\n"
  "    const char *a = (const char *)want + k * size, *b = (const char *)got + k * size;\n"
  "    if (memcmp(a, b, size) == 0) continue;\n"
  "    if (floating == 4 && isnan(*(const float *)a) && isnan(*(const float *)b)) continue;\n"
  "    if (floating == 8 && isnan(*(const double *)a) && isnan(*(const double *)b)) continue;\n"
  "    printf(\"%s: %s differs first at instance %zu, element %zu\\n\", fn, what, k / (size_t)elems, k % (size_t)elems);\n"
  "    return 1;\n  }\n  return 0;\n}\n\n";

void codegen_driver(Out *o, Program *prog, const char *source_name, const char *header_name) {
  out_printf(o, "/* Generated by bulkcc --emit-driver from %s: checks each entry in bulk against the\n"
                " * sequential C (compile %s beside this file) on random inputs, and times both.\n"
                " * usage: driver [p ...]          random inputs for each p (default: 1 7 1000)\n"
                " *        driver --inputs FILE p  the inputs of p instances from FILE: each parameter in\n"
                " *                                order, all p instances row-wise, raw native bytes */\n",
             source_name, source_name);
  out_printf(o, "%s", prelude);
  if (header_name) {
    const char *base = strrchr(header_name, '/');
    out_printf(o, "#include \"%s\"\n\n", base ? base + 1 : header_name);
  } else {
    out_printf(o, "#include \"bulk_runtime.h\"\n\n");
    for (Function *fn = prog->functions; fn; fn = fn->next) {
      if (!fn->is_entry) continue;
      out_printf(o, "int %s_bulk(", fn->name);
      cg_host_params(o, fn);
      out_printf(o, ");\n");
    }
  }
  out_printf(o, "\n/* the sequential C, from %s */\n", source_name);
  for (Function *fn = prog->functions; fn; fn = fn->next) {
    if (!fn->is_entry) continue;
    out_printf(o, "%s %s(", type_c_name(fn->type->base), fn->name);
    for (int i = 0; i < fn->nparams; i++) {
      if (i) out_printf(o, ", ");
      c_param(o, fn->params[i]);
    }
    out_printf(o, "%s);\n", fn->nparams ? "" : "void");
  }
  out_printf(o, "\n");
  for (Function *fn = prog->functions; fn; fn = fn->next)
    if (fn->is_entry) emit_check(o, fn);
  out_printf(o, "int main(int argc, char **argv) {\n");
  out_printf(o, "  const char *seed = getenv(\"BULK_SEED\");\n");
  out_printf(o, "  bulk_state = seed ? strtoull(seed, NULL, 10) : (uint64_t)time(NULL) * 2654435761u;\n");
  out_printf(o, "  if (!bulk_state) bulk_state = 1;\n");
  out_printf(o, "  printf(\"seed %%llu\\n\", (unsigned long long)bulk_state);\n");
  out_printf(o, "  FILE *inputs = NULL;\n");
  out_printf(o, "  if (argc == 4 && strcmp(argv[1], \"--inputs\") == 0) {\n");
  out_printf(o, "    if (!(inputs = fopen(argv[2], \"rb\"))) {\n");
  out_printf(o, "      fprintf(stderr, \"cannot read %%s\\n\", argv[2]);\n      return 2;\n    }\n");
  out_printf(o, "    argv += 2;\n    argc -= 2;\n  }\n");
  out_printf(o, "  size_t defaults[] = {1, 7, 1000};\n  int n = argc > 1 ? argc - 1 : 3, status = 0;\n");
  out_printf(o, "  for (int i = 0; i < n; i++) {\n");
  out_printf(o, "    size_t p = argc > 1 ? strtoull(argv[i + 1], NULL, 10) : defaults[i];\n");
  for (Function *fn = prog->functions; fn; fn = fn->next) {
    if (!fn->is_entry) continue;
    out_printf(o, "    int rc_%s = check_%s(p, inputs);\n", fn->name, fn->name);
    out_printf(o, "    if (rc_%s == 3) return 3;\n    status |= rc_%s;\n", fn->name, fn->name);
  }
  out_printf(o, "  }\n  return status;\n}\n");
}
