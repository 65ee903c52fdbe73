#!/usr/bin/env python3
"""add_prefetch.py: a variant of a generated OPT or prefix-sums file whose loads-ahead loops first
prefetch their iterations' elements (an experiment: does a call of few instances per multiprocessor,
bound by one instance's chain of round trips to memory, end sooner?).
  usage: add_prefetch.py opt|prefix in.cu out.cu LEVEL   (LEVEL: L1 or L2)
The prefetches run only where bulk_p < PF_BELOW (a macro given at build time)."""
import sys
kind, src, dst, level = sys.argv[1:5]
text = open(src).read()
helper = ("static __device__ __forceinline__ void bulkcc_prefetch(const void *a) {\n"
          "  asm volatile(\"prefetch.global.%s [%%0];\" ::\"l\"(a));\n}\n" % level)
at = text.index("\n", text.rindex("#include")) + 1  # after the includes
text = text[:at] + helper + text[at:]
if kind == "opt":
    old = "      float s = __builtin_inff();\n"
    new = old + ("      if (bulk_p < PF_BELOW)\n"
                 "        for (int bulk_q = i; bulk_q < j; bulk_q++) {\n"
                 "          bulkcc_prefetch(&M[(((size_t)(i)) * 64u + (size_t)(bulk_q)) * bulk_p]);\n"
                 "          bulkcc_prefetch(&M[(((size_t)((bulk_q + 1))) * 64u + (size_t)(j)) * bulk_p]);\n"
                 "        }\n")
else:
    old = "    for (; i + 31 < 1024; i += 32) {\n"
    new = ("    if (bulk_p < PF_BELOW)\n"
           "      for (int bulk_q = 0; bulk_q < 128; bulk_q++) bulkcc_prefetch(&b[((size_t)bulk_q) * bulk_p]);\n"
           + old +
           "      if (bulk_p < PF_BELOW && i + 128 < 1024)\n"
           "        for (int bulk_q = 0; bulk_q < 32; bulk_q++) bulkcc_prefetch(&b[((size_t)(i + 128 + bulk_q)) * bulk_p]);\n")
assert text.count(old) == 1, "pattern not found once"
text = text.replace(old, new)
open(dst, "w").write(text)
