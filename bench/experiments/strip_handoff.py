#!/usr/bin/env python3
"""strip_handoff.py VARIANT FILE: the strips' handoff of a generated .cu file edited in place, a
measure only: acqrel (fence.acq_rel.gpu for the two fences), relacq (ld.acquire and st.release of
the counters, no fence), sleepN (__nanosleep(N) between polls), pad (each counter on a 128-byte line
of its own), base (unchanged) (bench/results/2026-11-29-strip-phases.md)."""
import sys, re
v, path = sys.argv[1], sys.argv[2]
t = open(path).read()
wait_fence = "__threadfence(); /* the other strips' stores seen by the warp's reads after it */"
done_fence = "__threadfence(); /* the warp's stores seen before the count is */"
assert wait_fence in t and done_fence in t, "fences not found"
helpers = '''static __device__ __forceinline__ unsigned long long bulkcc_ld_acquire(const unsigned long long *p) {
  unsigned long long v; asm volatile("ld.acquire.gpu.global.u64 %0, [%1];" : "=l"(v) : "l"(p) : "memory"); return v; }
static __device__ __forceinline__ void bulkcc_st_release(unsigned long long *p, unsigned long long v) {
  asm volatile("st.release.gpu.global.u64 [%0], %1;" :: "l"(p), "l"(v) : "memory"); }
'''
if v == 'acqrel':
    t = t.replace(wait_fence, 'asm volatile("fence.acq_rel.gpu;" ::: "memory");')
    t = t.replace(done_fence, 'asm volatile("fence.acq_rel.gpu;" ::: "memory");')
elif v == 'relacq':
    t = t.replace(wait_fence, '')
    t = t.replace(done_fence, '')
    old = "const unsigned long long bulk_v = *(volatile unsigned long long *)(bulk_b->strips + (unsigned long long)bulk_strip % bulk_b->warps);"
    assert old in t
    t = t.replace(old, "const unsigned long long bulk_v = bulkcc_ld_acquire(bulk_b->strips + (unsigned long long)bulk_strip % bulk_b->warps);")
    m = re.search(r"\*\(volatile unsigned long long \*\)\(bulk_b->strips \+ \(unsigned long long\)bulk_strip % bulk_b->warps\) =\s*(.*?);\n", t)
    assert m
    t = t[:m.start()] + "bulkcc_st_release(bulk_b->strips + (unsigned long long)bulk_strip % bulk_b->warps, " + m.group(1) + ");\n" + t[m.end():]
    k = t.index('static __device__ __forceinline__ long long bulkcc_strip_count')
    t = t[:k] + helpers + t[k:]
elif v.startswith('sleep'):
    old = "while ((bulk_c = bulkcc_strip_count(bulk_b, bulk_strip - 1, bulk_lines)) < need) {}"
    assert old in t
    t = t.replace(old, "while ((bulk_c = bulkcc_strip_count(bulk_b, bulk_strip - 1, bulk_lines)) < need) __nanosleep(%d);" % int(v[5:]))
elif v == 'pad':
    # each warp's counter on a 128-byte line of its own, in a static array zeroed before the strips
    old = "(bulk_b->strips + (unsigned long long)bulk_strip % bulk_b->warps)"
    assert t.count(old) == 2, t.count(old)
    t = t.replace(old, "(bulkcc_pad + ((unsigned long long)bulk_strip % bulk_b->warps) * 16)")
    k = t.index('struct bulkcc_grid_barrier {')
    t = t[:k] + '__device__ unsigned long long bulkcc_pad[8192 * 16];\n' + t[k:]
    old = "bulkcc_grid_wait(bulk_barrier); /* reads before the loop's stores */"
    assert old in t
    t = t.replace(old, "for (unsigned z = bulk_lane; z < 8192; z += bulk_lanes) bulkcc_pad[z * 16] = 0;\n  " + old, 1)
elif v != 'base':
    sys.exit('unknown variant ' + v)
open(path, 'w').write(t)
