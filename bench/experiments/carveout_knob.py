#!/usr/bin/env python3
"""carveout_knob.py: a copy of the runtime whose shared-memory carveout (for the bulk kernels and
the transpositions alike) comes from BULK_X_CARVEOUT (a percentage; -1: ask for none, as before
2026-11-24), for carveouts.sh.   usage: carveout_knob.py RUNTIME_DIR COPY_DIR"""
import shutil, sys
src, dst = sys.argv[1:3]
shutil.rmtree(dst, ignore_errors=True)
shutil.copytree(src, dst)
path = dst + "/bulk_runtime.cu"
text = open(path).read()
old = "  int percent = (100 * SHARED_PER_SM + per_sm - 1) / per_sm;\n"
new = old + "  if (getenv(\"BULK_X_CARVEOUT\")) percent = atoi(getenv(\"BULK_X_CARVEOUT\"));\n"
assert text.count(old) == 1, "the runtime's carveout line was not found"
open(path, "w").write(text.replace(old, new))
