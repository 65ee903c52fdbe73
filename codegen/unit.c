/* unit.c: emits the translation unit: tables, helper functions, and per entry its kernel and
 * host function; CUDA C++ for the GPU, or C11 with OpenMP for the CPU (--target=cpu).
 * Every per-instance array is column-wise: element e of instance j lives at e * p + j, so the
 * threads of a warp (or the lanes of a SIMD loop) touch consecutive addresses. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "codegen.h"

/* ---- functions ------------------------------------------------------------------------- */

static bool is_array(const Symbol *s) { return s->type->kind == TY_ARRAY; }
static const char *const_if(const Symbol *s) { return type_element(s->type)->is_const ? "const " : ""; }

static const char *restrict_kw(Target t) { return t == TARGET_CUDA ? "__restrict__" : "restrict"; }

static void emit_device_signature(Out *o, Function *fn, Target target) {
  out_printf(o, "static %s %s bulkcc_fn_%s(", target == TARGET_CUDA ? "__device__" : "inline", cg_type(fn->type->base),
             fn->name);
  for (int i = 0; i < fn->nparams; i++) {
    Symbol *s = fn->params[i];
    if (i) out_printf(o, ", ");
    if (is_array(s))
      out_printf(o, "%s%s *%s, size_t bulk_stride_%s", const_if(s), cg_type(type_element(s->type)), cg_name(s),
                 cg_name(s));
    else
      out_printf(o, "%s %s", cg_type(s->type), cg_name(s));
  }
  if (fn->nparams == 0) out_printf(o, "void");
  out_printf(o, ")");
}

/* Whether the grid form (grid) or another keeps mirror: a grid form's own, the grid form alone. */
static bool mirror_in_form(const Symbol *mirror, bool grid) { return grid || !mirror->mirror_grid_only; }

void cg_kernel_params(Out *o, const Function *fn, int nscratch, const char *restrict_, const char *scalar_prefix) {
  for (int i = 0; i < fn->nparams; i++) {
    Symbol *s = fn->params[i];
    bool in_only = !is_array(s) || type_element(s->type)->is_const;
    if (restrict_ && s->uniform) out_printf(o, ", %s ", cg_type(s->type)); /* one value for all */
    else if (restrict_) out_printf(o, ", %s%s *%s ", in_only ? "const " : "", cg_type(type_element(s->type)), restrict_);
    else out_printf(o, ", ");
    out_printf(o, "%s%s", is_array(s) || s->uniform ? "" : scalar_prefix, cg_name(s));
  }
  if (fn->type->base->kind != TY_VOID) {
    if (restrict_) out_printf(o, ", %s *%s ", cg_type(fn->type->base), restrict_);
    else out_printf(o, ", ");
    out_printf(o, "bulk_result");
  }
  for (int i = 0; i < nscratch; i++) {
    if (restrict_) out_printf(o, ", %s *%s ", cg_type(type_element(fn->arrays[i]->type)), restrict_);
    else out_printf(o, ", ");
    out_printf(o, "%s", cg_name(fn->arrays[i]));
  }
}

void cg_row_entry_params(Out *o, const Function *fn, int nscratch, const char *restrict_) {
  for (int i = 0; i < fn->nparams; i++) {
    Symbol *s = fn->params[i];
    if (is_array(s)) out_printf(o, ", %s%s *%s %s", const_if(s), cg_type(type_element(s->type)), restrict_, cg_name(s));
    else out_printf(o, ", %s %s", cg_type(s->type), cg_name(s));
  }
  for (int i = 0; i < nscratch; i++)
    out_printf(o, ", %s *%s %s", cg_type(type_element(fn->arrays[i]->type)), restrict_, cg_name(fn->arrays[i]));
}

void cg_row_entry_args(Out *o, const Function *fn, int nscratch) {
  for (int i = 0; i < fn->nparams; i++) {
    Symbol *s = fn->params[i];
    if (s->uniform) out_printf(o, ", %s", cg_name(s));
    else if (!is_array(s)) out_printf(o, ", %s[bulk_j]", cg_name(s));
    else out_printf(o, ", %s + bulk_j * %lldu", cg_name(s), type_elements(s->type));
  }
  for (int i = 0; i < nscratch; i++)
    out_printf(o, ", %s + bulk_j * %lldu", cg_name(fn->arrays[i]), type_elements(fn->arrays[i]->type));
}

/* The checks of an entry's integer uniform parameters against the values its accesses were
 * proved in bounds for (evaluate.c): any other is refused, saying why. */
void cg_uniform_checks(Out *o, const Function *fn, const char *suffix) {
  for (int i = 0; i < fn->nparams; i++) {
    const Symbol *s = fn->params[i];
    if (!s->uniform || !type_is_integer(s->type)) continue;
    long long min, max;
    type_limits(s->type, &min, &max);
    const char *v = cg_host_param(s);
    const char *show = type_is_unsigned(s->type) ? "%llu" : "%lld";
    const char *as = type_is_unsigned(s->type) ? "unsigned long long" : "long long";
    const char *least = s->uniform_ranged ? "value given" : "value for which bulkcc checked the accesses";
    const char *largest = s->uniform_ranged ? "value given"
                          : s->uniform_limit ? intern_format("for which every access of '%s' is proved in bounds",
                                                             s->uniform_limit->name)
                                             : "for which every access is proved in bounds";
    /* NAME_bulk's refusal zeroes *timing too; NAME_bulk_device has none */
    const char *refuse = strcmp(suffix, "_bulk_device") == 0 ? "bulk_refuse(" : "bulk_refuse_call(timing, ";
    if (s->uniform_lo > min)
      out_printf(o, "  if (%s < %lld) return %s\"%s%s: %s = %s is below %lld, the least %s\", (%s)%s);\n", v,
                 s->uniform_lo, refuse, fn->name, suffix, s->name, show, s->uniform_lo, least, as, v);
    if (s->uniform_hi < max)
      out_printf(o, "  if (%s > %lld) return %s\"%s%s: %s = %s exceeds %lld, the largest %s\", (%s)%s);\n", v,
                 s->uniform_hi, refuse, fn->name, suffix, s->name, show, s->uniform_hi, largest, as, v);
  }
  /* an element given as the same for every instance (--uniform a[K]=LO..HI): NAME_bulk reads the
   * user's arrays and checks it; NAME_bulk_device takes device memory, where the caller keeps it so */
  if (strcmp(suffix, "_bulk_device") == 0) return;
  for (int i = 0; i < fn->nparams; i++) {
    const Symbol *s = fn->params[i];
    if (!s->element_uniform) continue;
    const char *v = cg_host_param(s);
    long long n = type_elements(s->type), k = s->element_index;
    bool is_unsigned = type_is_unsigned(type_element(s->type));
    const char *show = is_unsigned ? "%llu" : "%lld", *as = is_unsigned ? "unsigned long long" : "long long";
    long long min, max;
    type_limits(type_element(s->type), &min, &max);
    const char *suffix_of = is_unsigned ? "ULL" : "LL";
    out_printf(o, "  if (p > 0 && %s) {\n", v);
    if (s->element_lo > min || s->element_hi < max) { /* the type's own bounds need no test (gcc warns of one) */
      const char *below = s->element_lo > min ? intern_format("(%s)%s[%lld] < %lld%s", as, v, k, s->element_lo,
                                                              suffix_of) : NULL;
      const char *above = s->element_hi < max ? intern_format("(%s)%s[%lld] > %lld%s", as, v, k, s->element_hi,
                                                              suffix_of) : NULL;
      out_printf(o, "    if (%s%s%s)\n", below ? below : "", below && above ? " || " : "", above ? above : "");
      out_printf(o, "      return bulk_refuse_call(timing, \"%s_bulk: %s[%lld] = %s is outside %lld..%lld, the values "
                    "given\", (%s)%s[%lld]);\n", fn->name, s->name, k, show, s->element_lo, s->element_hi, as, v, k);
    }
    out_printf(o, "    for (size_t bulk_j = 1; bulk_j < p; bulk_j++)\n");
    out_printf(o, "      if (%s[bulk_j * %lldu + %lldu] != %s[%lld])\n", v, n, k, v, k);
    out_printf(o, "        return bulk_refuse_call(timing, \"%s_bulk: %s[%lld] of instance %%zu is %s, of instance 0 "
                  "%s; it must be the same for every instance (--uniform %s[%lld])\", bulk_j, (%s)%s[bulk_j * %lldu + "
                  "%lldu], (%s)%s[%lld]);\n", fn->name, s->name, k, show, show, s->name, k, as, v, n, k, as, v, k);
    out_printf(o, "  }\n");
  }
}

/* One parameter's data into the CPU's row-wise buffer (in) or back to the user's array. */
static void emit_row_move(Out *o, Symbol *s, bool in, bool few) {
  const char *elem = cg_type(type_element(s->type)), *dev = cg_name(s), *host = cg_host_param(s);
  long long n = type_elements(s->type);
  out_printf(o, "  %sbulk_run_%s(&run, %s%s, %s%s, p * %lld * sizeof(%s));\n", few ? "if (!bulk_in_place) " : "",
             in ? "upload" : "download", in ? "bulk_d_" : "", in ? dev : host, in ? "" : "bulk_d_", in ? host : dev, n, elem);
}

/* For few instances: bulk_in_place, whether the call is of one instance whose arrays do not
 * overlap, which the entry then reads and writes where they lie (one instance's row-wise layout
 * is the user's own): no buffers, no copies in or out (a summed area table of 4 GiB in and 4 GiB
 * out spent most of its call in them). Nothing fails once the entry starts on the CPU, so the
 * arrays are left as they were wherever the call fails. */
static void emit_in_place_test(Out *o, Function *fn) {
  int n = 0;
  for (int i = 0; i < fn->nparams; i++) n += !fn->params[i]->uniform;
  out_printf(o, "  const int bulk_in_place = p == 1");
  if (n > 1) {
    out_printf(o, " && bulk_cpu_apart(%d, (const void *const[]){", n);
    const char *sep = "";
    for (int i = 0; i < fn->nparams; i++)
      if (!fn->params[i]->uniform) out_printf(o, "%s(const void *)%s", sep, cg_host_param(fn->params[i])), sep = ", ";
    out_printf(o, "}, (const size_t[]){");
    sep = "";
    for (int i = 0; i < fn->nparams; i++) {
      Symbol *s = fn->params[i];
      if (!s->uniform) out_printf(o, "%s%lldu * sizeof(%s)", sep, type_elements(s->type), cg_type(type_element(s->type))), sep = ", ";
    }
    out_printf(o, "})");
  }
  out_printf(o, ";\n");
}

/* The host function's device buffers, in the order every kernel takes them. */
static void emit_kernel_args(Out *o, Function *fn, int nscratch) {
  for (int i = 0; i < fn->nparams; i++) {
    Symbol *s = fn->params[i];
    if (s->uniform) out_printf(o, ", %s", cg_host_param(s));
    else out_printf(o, ", bulk_d_%s", cg_name(s));
  }
  if (fn->type->base->kind != TY_VOID) out_printf(o, ", bulk_dev_result");
  for (int i = 0; i < nscratch; i++) out_printf(o, ", bulk_d_%s", cg_name(fn->arrays[i]));
}

/* The CPU's NAME_bulk: its signature and what it does first: nothing for p == 0, an error for a
 * NULL array, then the run that collects allocations, times and the first error. */
/* The start of a CPU host function: NAME_bulk_cpu (or, for an entry taking structs, its
 * leaf-level bulkcc_leaves_NAME), or with few set the function for few instances, bulkcc_few_NAME;
 * with to_few set, a call of fewer instances than a quarter of a chunk per thread goes there. */
static void emit_host_start(Out *o, Function *fn, bool few, bool to_few) {
  bool returns = fn->type->base->kind != TY_VOID;
  if (few) out_printf(o, "static int bulkcc_few_%s(", fn->name);
  else if (fn->nrecord_params) out_printf(o, "static int bulkcc_leaves_%s(", fn->name); /* cg_struct_wrapper */
  else out_printf(o, "int %s_bulk_cpu(", fn->name); /* NAME_bulk chooses it (cg_dispatcher) */
  cg_host_params(o, fn);
  out_printf(o, ") {\n");
  cg_uniform_checks(o, fn, "_bulk");
  out_printf(o, "  if (p == 0) return bulk_run_empty(timing);\n");
  for (int i = 0; i < fn->nparams; i++) {
    if (fn->params[i]->uniform) continue;
    const char *name = cg_host_param(fn->params[i]);
    out_printf(o, "  if (!%s) return bulk_cpu_null_array(\"%s_bulk\", \"%s\", p, timing);\n", name, fn->name, name);
  }
  if (returns) out_printf(o, "  if (!result) return bulk_cpu_null_array(\"%s_bulk\", \"result\", p, timing);\n", fn->name);
  /* the user's arrays hold p instances each: a p they cannot hold would overflow the sizes */
  long long instance_bytes = returns ? type_size(fn->type->base) : 1;
  for (int i = 0; i < fn->nparams; i++) {
    Type *t = fn->params[i]->type;
    long long bytes = type_elements(t) * type_size(type_element(t));
    if (bytes > instance_bytes) instance_bytes = bytes;
  }
  if (to_few) {
    /* a chunk's lanes ran OPT some six times faster per core than one instance at a time (bench/
       forms.sh, 16 cores): the lanes pay where their chunks, fewer than the threads, still
       finish first, up to a quarter of a chunk per thread */
    out_printf(o, "  /* few instances: each a task of its own, as the sequential C runs it, not the lanes of\n"
                  "     chunks most of whose lanes are empty */\n");
    out_printf(o, "  if (p * 4 < (size_t)BULKCC_CHUNK * bulk_cpu_threads()) return bulkcc_few_%s(p", fn->name);
    for (int i = 0; i < fn->nparams; i++) out_printf(o, ", %s", cg_host_param(fn->params[i]));
    if (returns) out_printf(o, ", result");
    out_printf(o, ", timing);\n");
  }
  out_printf(o, "  bulk_run run;\n  bulk_run_begin(&run);\n  bulk_run_entry(&run, \"%s\", bulk_cpu_threads());\n",
             fn->name);
  out_printf(o, "  bulk_run_instances(&run, p, %lldu);\n", instance_bytes);
}

/* The i-th of an entry's parameters then working arrays, when it is an array; NULL otherwise. */
static Symbol *host_array(Function *fn, int i) {
  Symbol *s = i < fn->nparams ? fn->params[i] : fn->arrays[i - fn->nparams];
  return is_array(s) ? s : NULL;
}

/* The CPU's host function (column-wise layout): threads take chunks of instances; a thread moves
 * its chunk's arrays from the user's rows into its own column-wise scratch (lanes side by side,
 * small enough to stay in cache), runs the kernel on it, and moves the results back. Scalars and
 * results go straight between the user's memory and the kernel. No pass over all p instances
 * precedes or follows the kernel, and no buffer grows with p. */
static void emit_cpu_host(Out *o, Function *fn, bool to_few) {
  bool returns = fn->type->base->kind != TY_VOID;
  emit_host_start(o, fn, false, to_few);
  /* every array, parameter or working array, has a scratch per thread */
  int nall = fn->nparams + fn->narrays;
  bool arrays = false;
  for (int i = 0; i < nall; i++) arrays = arrays || host_array(fn, i);
  if (arrays) out_printf(o, "  const size_t bulk_threads = bulk_cpu_threads();\n");
  for (int i = 0; i < nall; i++) {
    Symbol *a = host_array(fn, i);
    if (!a) continue;
    const char *elem = cg_type(type_element(a->type));
    out_printf(o, "  %s *bulk_d_%s = (%s *)bulk_run_alloc(&run, bulk_threads * (size_t)BULKCC_CHUNK, %lld, sizeof(%s));\n",
               elem, cg_name(a), elem, type_elements(a->type), elem);
  }
  out_printf(o, "  if (!run.error) {\n    bulk_run_kernel_begin(&run);\n");
  out_printf(o, "    const size_t bulk_chunks = (p + BULKCC_CHUNK - 1) / BULKCC_CHUNK;\n");
  out_printf(o, "#pragma omp parallel for schedule(dynamic, 1)\n");
  out_printf(o, "    for (size_t bulk_c = 0; bulk_c < bulk_chunks; bulk_c++) {\n");
  out_printf(o, "      const size_t bulk_lo = bulk_c * BULKCC_CHUNK, bulk_n = p - bulk_lo < BULKCC_CHUNK ? p - bulk_lo : BULKCC_CHUNK;\n");
  if (arrays) out_printf(o, "      const size_t bulk_t = bulk_cpu_thread();\n");
  for (int i = 0; i < nall; i++) {
    Symbol *a = host_array(fn, i);
    if (!a) continue;
    const char *elem = cg_type(type_element(a->type));
    long long n = type_elements(a->type);
    out_printf(o, "      %s *bulk_c_%s = bulk_d_%s + bulk_t * BULKCC_CHUNK * %lldu;\n", elem, cg_name(a), cg_name(a), n);
    if (a->kind == SYM_PARAM && !fn->plan_copy_in[i]) /* the entry writes it whole before reading it */
      out_printf(o, "      bulk_cpu_chunk_fresh(bulk_c_%s, BULKCC_CHUNK * %lldu * sizeof(%s));\n", cg_name(a), n, elem);
    else if (a->kind == SYM_PARAM)
      out_printf(o, "      bulk_cpu_chunk_in(bulk_c_%s, %s + bulk_lo * %lldu, bulk_n, BULKCC_CHUNK, %lldu, sizeof(%s));\n",
                 cg_name(a), cg_host_param(a), n, n, elem);
  }
  out_printf(o, "      bulkcc_kernel_%s(bulk_lo, bulk_lo + bulk_n, p", fn->name);
  for (int i = 0; i < fn->nparams; i++) {
    Symbol *s = fn->params[i];
    if (is_array(s)) out_printf(o, ", bulk_c_%s", cg_name(s));
    else out_printf(o, ", %s", cg_host_param(s));
  }
  if (returns) out_printf(o, ", result");
  for (int i = 0; i < fn->narrays; i++) out_printf(o, ", bulk_c_%s", cg_name(fn->arrays[i]));
  out_printf(o, ");\n");
  for (int i = 0; i < fn->nparams; i++) {
    Symbol *a = fn->params[i];
    if (!fn->plan_copy_out[i]) continue; /* unchanged */
    long long n = type_elements(a->type);
    out_printf(o, "      bulk_cpu_chunk_out(%s + bulk_lo * %lldu, bulk_c_%s, bulk_n, BULKCC_CHUNK, %lldu, sizeof(%s));\n",
               cg_host_param(a), n, cg_name(a), n, cg_type(type_element(a->type)));
  }
  out_printf(o, "    }\n    bulk_run_kernel_end(&run);\n  }\n");
  out_printf(o, "  return bulk_run_end(&run, timing);\n}\n\n");
}

/* The CPU's host function for --layout=row: the user's rows copied whole, the kernel's threads
 * taking chunks of instances (within a chunk the compiler vectorizes across them), the arrays the
 * entry may write copied back. */
/* The CPU's host function on the user's row-wise layout (--layout=row), or with few set the one
 * for few instances, whose kernel runs each instance as a task of its own. */
static void emit_cpu_row_host(Out *o, Function *fn, bool few) {
  bool returns = fn->type->base->kind != TY_VOID;
  const char *ret = cg_type(fn->type->base);
  emit_host_start(o, fn, few, false);
  if (few) emit_in_place_test(o, fn);
  for (int i = 0; i < fn->nparams; i++) {
    Symbol *s = fn->params[i];
    if (s->uniform) continue; /* passed as it is */
    const char *elem = cg_type(type_element(s->type));
    if (few)
      out_printf(o, "  %s *bulk_d_%s = bulk_in_place ? (%s *)%s : (%s *)bulk_run_alloc(&run, p, %lld, sizeof(%s));\n", elem,
                 cg_name(s), elem, cg_host_param(s), elem, type_elements(s->type), elem);
    else
      out_printf(o, "  %s *bulk_d_%s = (%s *)bulk_run_alloc(&run, p, %lld, sizeof(%s));\n", elem, cg_name(s), elem,
                 type_elements(s->type), elem);
  }
  for (int i = 0; i < fn->narrays; i++) {
    Symbol *s = fn->arrays[i];
    const char *elem = cg_type(type_element(s->type));
    out_printf(o, "  %s *bulk_d_%s = (%s *)bulk_run_alloc(&run, p, %lld, sizeof(%s)); /* working array */\n", elem,
               cg_name(s), elem, type_elements(s->type), elem);
  }
  for (int i = 0; few && i < fn->nplan_mirrors; i++) {
    Symbol *s = fn->plan_mirrors[i];
    const char *elem = cg_type(type_element(s->type));
    out_printf(o, "  %s *bulk_d_%s = (%s *)bulk_run_alloc(&run, p, %lld, sizeof(%s)); /* a working array's transpose */\n",
               elem, cg_name(s), elem, type_elements(s->type), elem);
  }
  if (returns) out_printf(o, "  %s *bulk_dev_result = (%s *)bulk_run_alloc(&run, p, 1, sizeof(%s));\n", ret, ret, ret);
  for (int i = 0; i < fn->nparams; i++)
    if (fn->plan_copy_in[i] && !fn->params[i]->uniform)
      emit_row_move(o, fn->params[i], true, few); /* else written whole first, or passed as it is */
  bool team = few && fn->plan_team;
  if (team) {
    out_printf(o, "  const size_t bulk_team = bulk_cpu_team(p); /* a team of threads per instance, or none */\n");
    out_printf(o, "  bulkcc_team_slot *bulk_team_buf = bulk_team ? (bulkcc_team_slot *)bulk_run_alloc(&run, BULK_TEAM_BUF_SLOTS(bulk_team), "
                  "1, sizeof(bulkcc_team_slot)) : NULL;\n");
  }
  out_printf(o, "  if (!run.error) {\n    bulk_run_kernel_begin(&run);\n");
  if (team) {
    out_printf(o, "    if (bulk_team) {\n      bulkcc_team_instances_%s(p", fn->name);
    emit_kernel_args(o, fn, fn->narrays);
    for (int i = 0; i < fn->nplan_mirrors; i++) out_printf(o, ", bulk_d_%s", cg_name(fn->plan_mirrors[i]));
    out_printf(o, ", bulk_team_buf, bulk_team);\n      bulk_run_kernel_end(&run);\n    } else {\n");
  }
  out_printf(o, "    const size_t bulk_chunk = %s, bulk_chunks = (p + bulk_chunk - 1) / bulk_chunk;\n", few ? "1" : "BULKCC_CHUNK");
  /* one task alone runs on the calling thread: no team of threads to wake and wait for */
  out_printf(o, "#pragma omp parallel for schedule(dynamic, 1) if (bulk_chunks > 1)\n");
  out_printf(o, "    for (size_t bulk_c = 0; bulk_c < bulk_chunks; bulk_c++)\n");
  out_printf(o, "      bulkcc_%s_%s(bulk_c * bulk_chunk, bulk_c * bulk_chunk + bulk_chunk < p ? bulk_c * bulk_chunk + bulk_chunk : p, p",
             few ? "instances" : "kernel", fn->name);
  emit_kernel_args(o, fn, fn->narrays);
  for (int i = 0; few && i < fn->nplan_mirrors; i++) out_printf(o, ", bulk_d_%s", cg_name(fn->plan_mirrors[i]));
  out_printf(o, ");\n");
  out_printf(o, "    bulk_run_kernel_end(&run);\n%s  }\n", team ? "    }\n" : "");
  for (int i = 0; i < fn->nparams; i++)
    if (fn->plan_copy_out[i])
      emit_row_move(o, fn->params[i], false, few);
  if (returns) out_printf(o, "  bulk_run_download(&run, result, bulk_dev_result, p * sizeof(%s));\n", ret);
  out_printf(o, "  return bulk_run_end(&run, timing);\n}\n\n");
}

/* ---- the CUDA target's host code: the runtime streams the instances through the GPU -------- */

/* bulk_call's table of the entry's arrays, in the order its kernel takes them: the parameters (a
 * scalar's p values as an array of one element), the result, the working arrays in memory. */
static void emit_array_table(Out *o, Function *fn, int nscratch, const char *table, bool mirrors, bool grid) {
  if (!mirrors)
    out_printf(o, "  /* in: every parameter but those the entry writes whole before reading any element, on every\n"
                "     path (an array it only partly writes comes in, so that the rest comes back as it was);\n"
                "     out: the result and the arrays the entry may write (the plan's, --dump=plan) */\n");
  out_printf(o, "  const bulk_array %s[] = {\n", table);
  for (int i = 0; i < fn->nparams; i++) {
    Symbol *s = fn->params[i];
    if (s->uniform) continue; /* in bulk_uniforms */
    out_printf(o, "    {\"%s\", (void *)%s, %lldu, sizeof(%s), %d, %d},\n", s->name, cg_host_param(s),
               type_elements(s->type), cg_type(type_element(s->type)), fn->plan_copy_in[i], fn->plan_copy_out[i]);
  }
  if (fn->type->base->kind != TY_VOID)
    out_printf(o, "    {\"result\", (void *)result, 1u, sizeof(%s), 0, 1},\n", cg_type(fn->type->base));
  for (int i = 0; i < nscratch; i++) {
    Symbol *s = fn->arrays[i];
    out_printf(o, "    {\"%s\", NULL, %lldu, sizeof(%s), 0, 0}, /* working array */\n", s->name,
               type_elements(s->type), cg_type(type_element(s->type)));
  }
  for (int i = 0; mirrors && i < fn->nplan_mirrors; i++) {
    Symbol *s = fn->plan_mirrors[i];
    if (mirror_in_form(s, grid))
      out_printf(o, "    {\"%s\", NULL, %lldu, sizeof(%s), 0, 0}, /* the %s form's transpose of a working array */\n",
                 s->name, type_elements(s->type), cg_type(type_element(s->type)), grid ? "grid" : "team");
  }
  out_printf(o, "  };\n");
}

static int array_count(Function *fn, int nscratch) {
  int count = (fn->type->base->kind != TY_VOID) + nscratch;
  for (int i = 0; i < fn->nparams; i++) count += !fn->params[i]->uniform;
  return count;
}

/* The transposes the team form (grid: the grid form) keeps. */
static int mirror_count(const Function *fn, bool grid) {
  int n = 0;
  for (int i = 0; i < fn->nplan_mirrors; i++) n += mirror_in_form(fn->plan_mirrors[i], grid);
  return n;
}

static bool has_uniform(const Function *fn) {
  for (int i = 0; i < fn->nparams; i++)
    if (fn->params[i]->uniform) return true;
  return false;
}

/* The launch's arguments after bulk_n and bulk_p: the parameters' (a uniform one's value, an
 * array's from the table), the result's, the scratch arrays' and the team form's transposes. */
static void emit_launch_args(Out *o, Function *fn, int nscratch, bool team, bool grid) {
  bool returns = fn->type->base->kind != TY_VOID;
  int k = 0;
  for (int i = 0; i < fn->nparams; i++) {
    Symbol *s = fn->params[i];
    bool in_only = !is_array(s) || type_element(s->type)->is_const;
    if (s->uniform) out_printf(o, ", bulk_u->%s", cg_name(s));
    else out_printf(o, ", (%s%s *)bulk_a[%d]", in_only ? "const " : "", cg_type(type_element(s->type)), k++);
  }
  if (returns) out_printf(o, ", (%s *)bulk_a[%d]", cg_type(fn->type->base), k++);
  for (int i = 0; i < nscratch; i++, k++)
    out_printf(o, ", (%s *)bulk_a[%d]", cg_type(type_element(fn->arrays[i]->type)), k);
  for (int i = 0; team && i < fn->nplan_mirrors; i++)
    if (mirror_in_form(fn->plan_mirrors[i], grid)) out_printf(o, ", (%s *)bulk_a[%d]", cg_type(type_element(fn->plan_mirrors[i]->type)), k++);
}

/* bulkcc_launch_NAME: the kernel on n instances of the table's arrays (their column-wise rows p
 * apart), on a stream; in the emulation (BULK_EMULATION: the same file compiled as C++) thread
 * after thread on the CPU. */
static void emit_launcher(Out *o, Function *fn, int nscratch, bool team) {
  int count = array_count(fn, nscratch);
  const char *form = team ? "team_" : "";
  out_printf(o, "static void bulkcc_%slaunch_%s(size_t bulk_n, size_t bulk_p, void *const *bulk_a, unsigned bulk_grid, unsigned bulk_block, "
                "void *bulk_stream, const void *bulk_uniforms) {\n", form, fn->name);
  /* the team form: BULKCC_TEAM threads an instance, in blocks of the size the runtime chose */
  if (team) out_printf(o, "  bulk_grid = (unsigned)((bulk_n * BULKCC_TEAM + bulk_block - 1) / bulk_block);\n");
  if (count == 0) out_printf(o, "  (void)bulk_a;\n");
  if (has_uniform(fn)) out_printf(o, "  const bulkcc_uniforms_%s *bulk_u = (const bulkcc_uniforms_%s *)bulk_uniforms;\n", fn->name, fn->name);
  else out_printf(o, "  (void)bulk_uniforms;\n");
  /* a team form that scans: the kernel reading the operands ahead for few instances, else the other */
  bool instantiations = team && team_scans(fn);
  if (instantiations) out_printf(o, "  const bool bulk_deep = bulk_team_deep(bulk_n);\n");
  /* the GPU's launch; in the warps' emulation (team kernels alone) a block of one warp an instance,
     one after another; in the emulation thread after thread */
  for (int pass = 0; pass < 3; pass++) {
    if (pass == 1 && !team) continue;
    out_printf(o, pass == 0 ? "#ifdef __CUDACC__\n"
                  : pass == 1 ? "#elif defined(BULK_EMULATION_WARPS)\n  (void)bulk_stream, (void)bulk_grid, (void)bulk_block;\n"
                              : "#else\n  (void)bulk_stream;\n");
    for (int deep = instantiations; deep >= 0; deep--) {
      const char *ahead = !instantiations ? "" : deep ? "<BULKCC_SCAN_AHEAD>" : "<0>";
      if (instantiations) out_printf(o, deep ? "  if (bulk_deep)\n  " : "  else\n  ");
      out_printf(o, pass == 0   ? "  bulkcc_%skernel_%s%s<<<bulk_grid, bulk_block, 0, (cudaStream_t)bulk_stream>>>(bulk_n, bulk_p"
                    : pass == 1 ? "  bulk_emulate_launch_warps((unsigned)bulk_n, 32, 0, false, [&] { bulkcc_%skernel_%s%s(bulk_n, bulk_p"
                                : "  bulk_emulate_launch(bulk_grid, bulk_block, [&] { bulkcc_%skernel_%s%s(bulk_n, bulk_p",
                 form, fn->name, ahead);
      emit_launch_args(o, fn, nscratch, team, false);
      out_printf(o, pass == 0 ? ");\n" : "); });\n");
    }
  }
  out_printf(o, "#endif\n");
  out_printf(o, "}\n\n");
}

/* bulkcc_grid_launch_NAME: the grid form's kernel, its blocks all resident (a cooperative
 * launch), in the groups bulk_grid_begin makes; in the emulation a group of one thread per
 * instance. A failure is left for cudaGetLastError, which the runtime asks after the launch. */
static void emit_grid_launcher(Out *o, Function *fn, int nscratch) {
  out_printf(o, "static void bulkcc_grid_launch_%s(size_t bulk_n, size_t bulk_p, void *const *bulk_a, unsigned bulk_grid, "
                "unsigned bulk_block, void *bulk_stream, const void *bulk_uniforms) {\n", fn->name);
  if (array_count(fn, nscratch) == 0) out_printf(o, "  (void)bulk_a;\n");
  if (has_uniform(fn)) out_printf(o, "  const bulkcc_uniforms_%s *bulk_u = (const bulkcc_uniforms_%s *)bulk_uniforms;\n", fn->name, fn->name);
  else out_printf(o, "  (void)bulk_uniforms;\n");
  out_printf(o, "#ifdef __CUDACC__\n");
  out_printf(o, "  unsigned bulk_group_blocks = 1;\n  unsigned long long *bulk_arrivals = NULL, bulk_carry_words = 0;\n");
  out_printf(o, "  if (bulk_grid_begin_carry(bulk_n, &bulk_block, (const void *)bulkcc_grid_kernel_%s, BULKCC_STAGE_BYTES_%s, BULKCC_CARRY_WORDS_%s, "
                "bulk_stream, &bulk_grid, &bulk_group_blocks, &bulk_arrivals, &bulk_carry_words) == 0) {\n", fn->name, fn->name, fn->name);
  out_printf(o, "    cudaLaunchAttribute bulk_cooperative;\n");
  out_printf(o, "    bulk_cooperative.id = cudaLaunchAttributeCooperative;\n    bulk_cooperative.val.cooperative = 1;\n");
  out_printf(o, "    cudaLaunchConfig_t bulk_config = {};\n");
  out_printf(o, "    bulk_config.gridDim = dim3(bulk_grid), bulk_config.blockDim = dim3(bulk_block);\n");
  out_printf(o, "    bulk_config.dynamicSmemBytes = (size_t)(bulk_block / 32) * BULKCC_STAGE_BYTES_%s; /* each warp's staging */\n", fn->name);
  out_printf(o, "    bulk_config.stream = (cudaStream_t)bulk_stream, bulk_config.attrs = &bulk_cooperative, bulk_config.numAttrs = 1;\n");
  out_printf(o, "    (void)cudaLaunchKernelEx(&bulk_config, bulkcc_grid_kernel_%s, bulk_n, bulk_p, bulk_arrivals, bulk_group_blocks, bulk_carry_words", fn->name);
  emit_launch_args(o, fn, nscratch, true, true);
  out_printf(o, ");\n  }\n  bulk_grid_end(bulk_arrivals, bulk_stream);\n");
  /* the warps' emulation: BULK_EMULATION_GROUPS groups (2) of BULK_EMULATION_GROUP_BLOCKS blocks (2) of
     BULK_EMULATION_BLOCK_WARPS warps (2), every block at once, their counts zeroed as
     bulk_grid_begin zeroes them */
  out_printf(o, "#elif defined(BULK_EMULATION_WARPS)\n  (void)bulk_stream, (void)bulk_grid, (void)bulk_block;\n  {\n");
  out_printf(o, "    const unsigned bulk_blocks = BULK_EMULATION_GROUP_BLOCKS, bulk_threads = 32 * BULK_EMULATION_BLOCK_WARPS;\n");
  out_printf(o, "    const unsigned bulk_groups = bulk_n < BULK_EMULATION_GROUPS ? (unsigned)bulk_n : BULK_EMULATION_GROUPS;\n");
  out_printf(o, "    std::vector<unsigned long long> bulk_counts(bulk_groups + (size_t)bulk_groups * bulk_blocks * (bulk_threads / 32) + "
                "(size_t)bulk_groups * BULKCC_CARRY_WORDS_%s, 0);\n", fn->name);
  out_printf(o, "    bulk_emulate_launch_warps(bulk_groups * bulk_blocks, bulk_threads, (bulk_threads / 32) * BULKCC_STAGE_BYTES_%s, true, "
                "[&] { bulkcc_grid_kernel_%s(bulk_n, bulk_p, bulk_counts.data(), bulk_blocks, BULKCC_CARRY_WORDS_%s", fn->name, fn->name, fn->name);
  emit_launch_args(o, fn, nscratch, true, true);
  out_printf(o, "); });\n  }\n");
  out_printf(o, "#else\n  (void)bulk_stream, (void)bulk_grid, (void)bulk_block;\n");
  out_printf(o, "  bulk_emulate_launch((unsigned)bulk_n, 1, [&] { bulkcc_grid_kernel_%s(bulk_n, bulk_p, NULL, 1, 0", fn->name);
  emit_launch_args(o, fn, nscratch, true, true);
  out_printf(o, "); });\n#endif\n}\n\n");
}

/* The CUDA target's host functions: NAME_bulk (the user's row-wise host arrays, streamed through
 * the GPU in chunks by bulk_call) and NAME_bulk_device (the user's arrays already on the GPU). */
static void emit_cuda_host(Out *o, Function *fn, int nscratch, bool row) {
  int count = array_count(fn, nscratch);
  const char *layout = row ? "BULK_ROWS" : "BULK_COLUMNS";
  if (has_uniform(fn)) {
    /* the uniform parameters' values, handed to the launcher through bulk_call */
    out_printf(o, "typedef struct bulkcc_uniforms_%s {\n", fn->name);
    for (int i = 0; i < fn->nparams; i++)
      if (fn->params[i]->uniform) out_printf(o, "  %s %s;\n", cg_type(fn->params[i]->type), cg_name(fn->params[i]));
    out_printf(o, "} bulkcc_uniforms_%s;\n\n", fn->name);
  }
  emit_launcher(o, fn, nscratch, false);
  if (fn->plan_team) emit_launcher(o, fn, nscratch, true);
  if (fn->plan_grid) emit_grid_launcher(o, fn, nscratch);
  for (int device = 0; device < 2; device++) {
    if (!device && fn->nrecord_params) out_printf(o, "static int bulkcc_leaves_%s(", fn->name); /* cg_struct_wrapper */
    else out_printf(o, "extern \"C\" int %s_bulk%s(", fn->name, device ? "_device" : "_cuda"); /* cg_dispatcher */
    if (device) {
      cg_host_array_params(o, fn);
      out_printf(o, ", int layout, void *stream) {\n");
      cg_uniform_checks(o, fn, "_bulk_device");
      out_printf(o, "  if (p == 0) return BULK_OK;\n");
    } else {
      cg_host_params(o, fn);
      out_printf(o, ") {\n");
      cg_uniform_checks(o, fn, "_bulk");
      out_printf(o, "  if (p == 0) return bulk_run_empty(timing);\n");
    }
    int team_mirrors = mirror_count(fn, false), grid_mirrors = mirror_count(fn, true);
    if (count) emit_array_table(o, fn, nscratch, "bulk_arrays", false, false);
    if (fn->plan_team && team_mirrors) emit_array_table(o, fn, nscratch, "bulk_team_arrays", true, false);
    if (fn->plan_grid && grid_mirrors > team_mirrors) emit_array_table(o, fn, nscratch, "bulk_grid_arrays", true, true);
    bool uniforms = has_uniform(fn);
    if (uniforms) {
      out_printf(o, "  const bulkcc_uniforms_%s bulk_uniforms = {", fn->name);
      const char *sep = "";
      for (int i = 0; i < fn->nparams; i++) {
        if (!fn->params[i]->uniform) continue;
        out_printf(o, "%s%s", sep, cg_host_param(fn->params[i]));
        sep = ", ";
      }
      out_printf(o, "};\n");
    }
    /* the thread form, and the team form on the user's row-wise arrays: the runtime chooses */
    out_printf(o, "  return bulk_call%s_forms(\"%s\", p, %s, %d, (const void *)bulkcc_kernel_%s, bulkcc_launch_%s, %s,\n",
               device ? "_device" : "", fn->name, count ? "bulk_arrays" : "NULL", count, fn->name, fn->name, layout);
    const char *team_table = team_mirrors ? "bulk_team_arrays" : count ? "bulk_arrays" : "NULL";
    if (fn->plan_team)
      out_printf(o, "    %s, %d, (const void *)bulkcc_team_kernel_%s%s, bulkcc_team_launch_%s,", team_table,
                 count + team_mirrors, fn->name, team_scans(fn) ? "<0>" : "", fn->name);
    else out_printf(o, "    NULL, 0, NULL, NULL,");
    if (fn->plan_grid)
      out_printf(o, " %s, %d, (const void *)bulkcc_grid_kernel_%s, bulkcc_grid_launch_%s,",
                 grid_mirrors > team_mirrors ? "bulk_grid_arrays" : team_table, count + grid_mirrors, fn->name, fn->name);
    else out_printf(o, " NULL, 0, NULL, NULL,");
    out_printf(o, " %s, %s);%s\n}\n\n", uniforms ? "&bulk_uniforms" : "NULL", device ? "layout, stream" : "timing",
               fn->plan_team ? "" : " /* no team form */");
  }
}

/* The CPU's chunk of instances, as the plan chose it (plan.c). */
static void emit_cpu_chunk(Out *o, Function *fn) {
  out_printf(o, "/* %s: %lld bytes of arrays per instance, %s: %d instances per chunk */\n", fn->name,
             fn->plan_instance_bytes, fn->plan_streaming ? "streamed through" : "much work per element", fn->plan_chunk);
  out_printf(o, "#undef BULKCC_CHUNK\n#define BULKCC_CHUNK (BULK_CPU_CHUNK > 0 ? BULK_CPU_CHUNK : %d)\n", fn->plan_chunk);
}

void cg_mirror_params(Out *o, const Function *fn, const char *restrict_, bool grid) {
  for (int i = 0; i < fn->nplan_mirrors; i++)
    if (mirror_in_form(fn->plan_mirrors[i], grid))
      out_printf(o, ", %s *%s %s", cg_type(type_element(fn->plan_mirrors[i]->type)), restrict_, cg_name(fn->plan_mirrors[i]));
}

void cg_mirror_args(Out *o, const Function *fn, bool grid) {
  for (int i = 0; i < fn->nplan_mirrors; i++)
    if (mirror_in_form(fn->plan_mirrors[i], grid))
      out_printf(o, ", %s + bulk_j * %lldu", cg_name(fn->plan_mirrors[i]), type_elements(fn->plan_mirrors[i]->type));
}

/* For an entry the CPU runs as a chunk's lanes (spmd.c), the same entry one instance at a time on
 * the user's row-wise layout: bulkcc_instance_NAME, bulkcc_instances_NAME (a range of instances,
 * one after the other) and bulkcc_few_NAME (their host function, a task per instance), which
 * NAME_bulk_cpu calls with fewer instances than a quarter of a chunk per thread. */
static void emit_few_instances(Out *o, Function *fn, const TargetOptions *options) {
  bool returns = fn->type->base->kind != TY_VOID;
  Gen g = {.o = o, .fn = fn, .mode = MODE_ENTRY, .target = TARGET_CPU, .fast_math = options->fast_math,
           .row_layout = true, .mirrors = true, .simd = true};
  out_printf(o, "/* entry %s, one instance at a time, for calls of few instances */\n", fn->name);
  out_printf(o, "static inline %s bulkcc_instance_%s(size_t bulk_p", cg_type(fn->type->base), fn->name);
  cg_row_entry_params(o, fn, fn->narrays, "restrict");
  cg_mirror_params(o, fn, "restrict", false);
  out_printf(o, ")");
  cg_function_body(&g, fn);
  out_printf(o, "static void bulkcc_instances_%s(size_t bulk_lo, size_t bulk_hi, size_t bulk_p", fn->name);
  cg_kernel_params(o, fn, fn->narrays, "restrict", "");
  cg_mirror_params(o, fn, "restrict", false);
  out_printf(o, ") {\n  for (size_t bulk_j = bulk_lo; bulk_j < bulk_hi; bulk_j++)\n    ");
  out_printf(o, "%sbulkcc_instance_%s(bulk_p", returns ? "bulk_result[bulk_j] = " : "", fn->name);
  cg_row_entry_args(o, fn, fn->narrays);
  cg_mirror_args(o, fn, false);
  out_printf(o, ");\n}\n\n");
  if (fn->plan_team) team_emit_cpu_entry(o, fn, options);
  emit_cpu_row_host(o, fn, true);
}

static void emit_entry(Out *o, Function *fn, const TargetOptions *options) {
  Target target = options->target;
  bool fast_math = options->fast_math, row = options->row_layout;
  bool registers = fn->plan_registers;
  int nscratch = registers ? 0 : fn->narrays;
  if (target == TARGET_CPU) emit_cpu_chunk(o, fn);
  bool ahead = fn->plan_ahead;
  Gen g = {.o = o, .fn = fn, .mode = MODE_ENTRY, .target = target, .fast_math = fast_math, .row_layout = row,
           .registers = registers, .ahead = ahead};
  const char *ret = cg_type(fn->type->base), *restrict_ = restrict_kw(target);
  bool returns = fn->type->base->kind != TY_VOID;
  bool spmd = fn->plan_spmd;
  if (spmd) {
    spmd_emit_kernel(o, fn, fast_math);
    emit_few_instances(o, fn, options);
    goto host;
  }

  /* the entry's body, each array a pointer to this instance's element 0 */
  out_printf(o, "/* entry %s: one %s per instance */\n", fn->name, target == TARGET_CUDA ? "thread" : "SIMD lane");
  out_printf(o, "static %s %s bulkcc_entry_%s(size_t bulk_p", target == TARGET_CUDA ? "__device__ __forceinline__" : "inline",
             ret, fn->name);
  for (int i = 0; i < fn->nparams; i++) {
    Symbol *s = fn->params[i];
    if (is_array(s))
      out_printf(o, ", %s%s *%s %s", const_if(s), cg_type(type_element(s->type)), restrict_, cg_name(s));
    else
      out_printf(o, ", %s %s", cg_type(s->type), cg_name(s));
  }
  for (int i = 0; i < nscratch; i++)
    if (fn->arrays[i]->kind == SYM_VAR)
      out_printf(o, ", %s *%s %s", cg_type(type_element(fn->arrays[i]->type)), restrict_, cg_name(fn->arrays[i]));
  out_printf(o, ")");
  cg_function_body(&g, fn);

  /* the kernel: thread j runs instance j (on the CPU: the instances lo..hi, as SIMD lanes); on
   * the GPU bulk_n instances, whose column-wise rows lie bulk_p >= bulk_n elements apart (the
   * runtime rounds its own buffers' up, so that every row starts a 128-byte line) */
  if (target == TARGET_CUDA) out_printf(o, "__global__ void bulkcc_kernel_%s(size_t bulk_n, size_t bulk_p", fn->name);
  else out_printf(o, "static void bulkcc_kernel_%s(size_t bulk_lo, size_t bulk_hi, size_t bulk_p", fn->name);
  cg_kernel_params(o, fn, nscratch, restrict_, "");
  out_printf(o, ") {\n");
  if (target == TARGET_CUDA) {
    out_printf(o, "  size_t bulk_j = (size_t)blockIdx.x * blockDim.x + threadIdx.x;\n");
    out_printf(o, "  if (bulk_j >= bulk_n) return;\n  ");
  } else {
    out_printf(o, "#pragma omp simd\n  for (size_t bulk_j = bulk_lo; bulk_j < bulk_hi; bulk_j++)\n    ");
  }
  out_printf(o, "%sbulkcc_entry_%s(bulk_p", returns ? "bulk_result[bulk_j] = " : "", fn->name);
  /* column-wise: instance j starts at element j; row-wise: at j times its number of elements */
  for (int i = 0; i < fn->nparams; i++) {
    Symbol *s = fn->params[i];
    if (s->uniform) out_printf(o, ", %s", cg_name(s));
    else if (!is_array(s)) out_printf(o, ", %s[bulk_j]", cg_name(s));
    else if (row) out_printf(o, ", %s + bulk_j * %lldu", cg_name(s), type_elements(s->type));
    else if (target == TARGET_CPU) out_printf(o, ", %s + (bulk_j - bulk_lo)", cg_name(s));
    else out_printf(o, ", %s + bulk_j", cg_name(s));
  }
  for (int i = 0; i < nscratch; i++) {
    if (row) out_printf(o, ", %s + bulk_j * %lldu", cg_name(fn->arrays[i]), type_elements(fn->arrays[i]->type));
    else if (target == TARGET_CPU) out_printf(o, ", %s + (bulk_j - bulk_lo)", cg_name(fn->arrays[i]));
    else out_printf(o, ", %s + bulk_j", cg_name(fn->arrays[i]));
  }
  out_printf(o, ");\n}\n\n");
  if (target == TARGET_CUDA && fn->plan_team) team_emit_entry(o, fn, options, nscratch);
  if (target == TARGET_CUDA && fn->plan_grid) grid_emit_entry(o, fn, options, nscratch);

host:
  if (target == TARGET_CUDA) emit_cuda_host(o, fn, nscratch, row);
  else if (!row) emit_cpu_host(o, fn, spmd);
  else emit_cpu_row_host(o, fn, false);
  if (fn->nrecord_params) cg_struct_wrapper(o, fn, target);
  cg_dispatcher(o, fn, target);
  if (target == TARGET_CUDA) cg_calibrate(o, fn);
}

/* CUDA's constant memory holds 64 KiB per program (a table past it fails in ptxas): tables go
 * there while they fit, with room for alignment, each at most TABLE_CONSTANT_MAX bytes (every
 * thread reads the same element at the same time); the rest stay in global memory. */
enum { TABLE_CONSTANT_MAX = 32768, CONSTANT_MEMORY_BYTES = 65536 - 1024, CONSTANT_ALIGN = 16 };

static void emit_table(Out *o, Symbol *sym, Target target, long long *constant_left) {
  /* constant initializers: no __fmul_rn, which is no constant expression */
  Gen g = {.o = o, .mode = MODE_DEVICE, .target = target, .fast_math = true, .constant_initializer = true};
  long long total = type_elements(sym->type);
  Type *elem = type_element(sym->type);
  long long bytes = (total * type_size(elem) + CONSTANT_ALIGN - 1) / CONSTANT_ALIGN * CONSTANT_ALIGN;
  bool constant = bytes <= TABLE_CONSTANT_MAX && bytes <= *constant_left;
  if (constant && target == TARGET_CUDA) *constant_left -= bytes;
  const char *space = target == TARGET_CPU ? "" : constant ? "__constant__ " : "__device__ ";
  Node *init = sym->decl ? sym->decl->init : NULL;
  if (sym->type->kind != TY_ARRAY) {
    /* a scalar constant (`const int g = 5;`) stays a scalar */
    while (init && init->kind == ND_INIT_LIST) init = init->args;
    out_printf(o, "static %sconst %s %s = (%s)(", space, cg_type(elem), cg_name(sym), cg_type(elem));
    if (init) emit_bare(&g, init);
    else out_printf(o, "0");
    out_printf(o, ");\n");
    return;
  }
  out_printf(o, "static %sconst %s %s[%lld]", space, cg_type(elem), cg_name(sym), total);
  if (!init) {
    out_printf(o, " = {0};\n");
    return;
  }
  /* the elements up to the last one given; C and C++ make the rest zero */
  long long extent = cg_initialized_extent(init, sym->type);
  Node **slots = xcalloc((size_t)extent, sizeof *slots);
  cg_flatten(init, sym->type, 0, slots);
  out_printf(o, " = {");
  if (!extent) out_printf(o, "0");
  for (long long e = 0; e < extent; e++) {
    out_printf(o, "%s%s(%s)(", e ? "," : "", e % 8 == 0 ? "\n  " : " ", cg_type(elem));
    if (slots[e]) emit_expr(&g, slots[e]);
    else out_printf(o, "0");
    out_printf(o, ")");
  }
  out_printf(o, "\n};\n");
  free(slots);
}

void codegen_program(Out *o, Program *prog, const char *source_name, const TargetOptions *options) {
  Target target = options->target;
  bool fast_math = options->fast_math;
  out_printf(o, "/* Generated by bulkcc%s from %s: edit that file and translate again. */\n",
             target == TARGET_CPU ? " --target=cpu" : "", source_name);
  if (target == TARGET_CPU)
    out_printf(o, "#define BULK_CPU 1\n#include <math.h>\n#include <stdbool.h>\n#include <stddef.h>\n#include <stdlib.h>\n"
                  "#include \"bulk_runtime.h\"\n\n"
                  "/* instances per OpenMP task: enough for SIMD, small enough to balance the threads */\n"
                  "#ifndef BULK_CPU_CHUNK\n#define BULK_CPU_CHUNK 0 /* 0: each entry's own choice */\n#endif\n\n"
                  "/* an entry's lanes, inlined into its kernel once per lane count */\n"
                  "#if defined(__GNUC__)\n#define BULKCC_LANES static inline __attribute__((always_inline))\n"
                  "#else\n#define BULKCC_LANES static inline\n#endif\n\n");
  if (target == TARGET_CPU)
    /* clang reports each `omp simd` loop it leaves scalar as a warning; the loop is right as it is */
    out_printf(o, "#if defined(__clang__)\n#pragma clang diagnostic ignored \"-Wpass-failed\"\n#endif\n");
  if (target == TARGET_CPU && !fast_math)
    /* a * b + c rounds twice, as in C without contraction, whatever the compiler's default */
    out_printf(o, "#if defined(__clang__)\n#pragma STDC FP_CONTRACT OFF\n#elif defined(__GNUC__)\n"
                  "#pragma GCC optimize(\"fp-contract=off\")\n#endif\n");
  else if (target != TARGET_CPU)
    out_printf(o, "#include <stddef.h>\n#include \"bulk_runtime.h\"\n\n"
                  "/* x *= y with the product exact, the target's address computed once */\n"
                  "template <typename T> static __device__ __forceinline__ T bulkcc_fmul_assign(T &x, float y) {\n"
                  "  return x = (T)__fmul_rn((float)x, y);\n}\n"
                  "template <typename T> static __device__ __forceinline__ T bulkcc_dmul_assign(T &x, double y) {\n"
                  "  return x = (T)__dmul_rn((double)x, y);\n}\n\n"
                  "/* signbit() of a float as the host's C gives it: gcc gives the sign bit where it lies,\n"
                  "   clang 1 (of a double both give 1) */\n"
                  "#if defined(__GNUC__) && !defined(__clang__)\n#define BULKCC_SIGNBIT_FLOAT (-2147483647 - 1)\n"
                  "#else\n#define BULKCC_SIGNBIT_FLOAT 1\n#endif\n\n"
                  "/* #pragma unroll for nvcc's device code; nothing for the host's compiler (the emulation),\n"
                  "   which does not know it */\n"
                  "#ifdef __CUDA_ARCH__\n#define BULKCC_UNROLL _Pragma(\"unroll\")\n#else\n#define BULKCC_UNROLL\n#endif\n\n"
                  "/* an integer nvcc cannot see through: an == or != in a loop's body compares it, which nvcc\n"
                  "   13.0 can get wrong in a loop it unrolls by two (plan/opaque.c in bulkcc) */\n"
                  "template <typename T> static __device__ __forceinline__ T bulkcc_opaque(T x) {\n"
                  "#ifdef __CUDA_ARCH__\n  unsigned long long v = (unsigned long long)x;\n  asm(\"\" : \"+l\"(v));\n"
                  "  return (T)v;\n#else\n  return x;\n#endif\n}\n\n");
  if (target == TARGET_CUDA && cg_program_has_negative_zero(prog))
    out_printf(o, "/* -0.0 where ptxas cannot see it: it can make a choice between 1.0 and a -0.0 constant into\n"
                  "   FSET.BF, which gives +0.0 */\n"
                  "#ifdef __CUDACC__\nstatic __constant__ float bulkcc_negative_zero_float = -0.0f;\n"
                  "static __constant__ double bulkcc_negative_zero_double = -0.0;\n#endif\n"
                  "template <typename T> static __device__ __forceinline__ T bulkcc_negative_zero();\n"
                  "template <> __device__ __forceinline__ float bulkcc_negative_zero<float>() {\n"
                  "#ifdef __CUDA_ARCH__\n  return bulkcc_negative_zero_float;\n#else\n  return -0.0f;\n#endif\n}\n"
                  "template <> __device__ __forceinline__ double bulkcc_negative_zero<double>() {\n"
                  "#ifdef __CUDA_ARCH__\n  return bulkcc_negative_zero_double;\n#else\n  return -0.0;\n#endif\n}\n\n");
  if (cg_has_struct_params(prog)) {
    out_printf(o, "#include <stdlib.h>\n\n");
    cg_struct_definitions(o, prog);
  }
  long long constant_left = CONSTANT_MEMORY_BYTES;
  for (int i = 0; i < prog->ntables; i++) emit_table(o, prog->tables[i], target, &constant_left);
  if (prog->ntables) out_printf(o, "\n");
  for (Function *fn = prog->functions; fn; fn = fn->next) {
    if (fn->called) {
      emit_device_signature(o, fn, target);
      out_printf(o, ";\n");
    }
  }
  out_printf(o, "\n");
  for (Function *fn = prog->functions; fn; fn = fn->next) {
    if (!fn->called) continue;
    Gen g = {.o = o, .fn = fn, .mode = MODE_DEVICE, .target = target, .fast_math = fast_math};
    emit_device_signature(o, fn, target);
    cg_function_body(&g, fn);
  }
  bool team = false, grid = false, cell_warps = false;
  for (Function *fn = prog->functions; fn; fn = fn->next) team |= fn->is_entry && fn->plan_team;
  for (Function *fn = prog->functions; fn; fn = fn->next) grid |= fn->is_entry && fn->plan_grid;
  for (Function *fn = prog->functions; fn; fn = fn->next) cell_warps |= fn->is_entry && fn->plan_grid && grid_cell_warps(fn);
  if (target == TARGET_CUDA && team) team_emit_prelude(o);
  if (target == TARGET_CUDA && grid) grid_emit_prelude(o);
  if (target == TARGET_CUDA && cell_warps) grid_emit_cell_prelude(o);
  if (target == TARGET_CPU && team && !options->row_layout) team_emit_cpu_prelude(o);
  for (Function *fn = prog->functions; fn; fn = fn->next)
    if (fn->is_entry) emit_entry(o, fn, options);
}
