#!/usr/bin/env python3
"""strip_phases.py IN OUT: a copy of a generated .cu file whose grid strips count, in clock64 cycles a
chunk, the move of kept slots, the wait on the strip before, the copies, the lines, the stores
before the chunk is said done and those after (each strip's first lane; one thread prints the means
after the nest). A measure only: bench/one_instance.sh with BULKCC set to a script that runs bulkcc
and then this on the GPU file (bench/results/2026-11-29-strip-phases.md)."""
import sys, re
src = open(sys.argv[1]).read().split('\n')
out = []
found = set()
in_stage = False
i = 0
state = 0
while i < len(src):
    l = src[i]
    out.append(l)
    s = l.strip()
    if s.startswith('long long bulk_seen = ') and 'bp0' not in found:
        out.append('      long long bp[7] = {0, 0, 0, 0, 0, 0, 0};'); found.add('bp0')
    elif s.startswith('for (long long bulk_w0 = bulk_first_w0;'):
        out.append('        long long bp_t0 = clock64(), bp_t1 = bp_t0, bp_t2, bp_t3, bp_t4, bp_t5;'); found.add('A'); state = 1
    elif state == 1 and 'the kept slots moved' in s:
        out.append('        bp_t1 = clock64();'); found.add('B')
    elif state == 1 and s.startswith('bulkcc_strip_wait(bulk_barrier, bulk_strip, bulk_lines, bulk_chunk_hi - bulk_wave_lo'):
        out.append('        bp_t2 = clock64();'); found.add('C')
    elif state == 1 and s.startswith('bool bulk_chunk_full'):
        out.insert(len(out) - 1, '        bp_t3 = clock64();'); found.add('D')
    elif state == 1 and "the line's stores, before the strip's next line reads them" in s and 'E' not in found:
        out.append(src[i + 1]); i += 1
        out.append('        bp_t4 = clock64();'); found.add('E')
    elif state == 1 and s.startswith('bulkcc_strip_done(bulk_barrier, bulk_strip, bulk_lines, bulk_chunk_hi - bulk_wave_lo + 1'):
        out.append('        bp_t5 = clock64();'); found.add('F')
    elif state == 1 and "the chunk's other stores, before the next chunk's copies read them" in s:
        out.append('        { long long bp_t6 = clock64(); bp[0] += bp_t1 - bp_t0; bp[1] += bp_t2 - bp_t1; bp[2] += bp_t3 - bp_t2; bp[3] += bp_t4 - bp_t3; bp[4] += bp_t5 - bp_t4; bp[5] += bp_t6 - bp_t5; bp[6]++; }')
        found.add('G'); state = 2
    elif state == 2 and s == '#else':
        out.insert(len(out) - 1, '      if (bulk_lane % 32 == 0) for (int bp_i = 0; bp_i < 7; bp_i++) atomicAdd(&bulk_prof[bp_i], (unsigned long long)bp[bp_i]);')
        found.add('H'); state = 3
    elif state == 3 and s.startswith('bulkcc_grid_wait(bulk_barrier); /* the strips\' stores'):
        out.append('  if (bulk_lane == 0) printf("PROF chunks=%llu move=%.0f wait=%.0f copy=%.0f lines=%.0f stores_done=%.0f stores_after=%.0f cycles/chunk\\n", bulk_prof[6], bulk_prof[0] / (double)bulk_prof[6], bulk_prof[1] / (double)bulk_prof[6], bulk_prof[2] / (double)bulk_prof[6], bulk_prof[3] / (double)bulk_prof[6], bulk_prof[4] / (double)bulk_prof[6], bulk_prof[5] / (double)bulk_prof[6]);')
        found.add('I'); state = 4
    i += 1
text = '\n'.join(out)
# the counters, before the first kernel
k = text.index('__global__')
text = '#include <cstdio>\n' + text[:k] + '__device__ unsigned long long bulk_prof[7];\n' + text[k:]
open(sys.argv[2], 'w').write(text)
missing = set('ABCDEFGHI') - found
print('instrumented', sys.argv[1], 'missing', sorted(missing), file=sys.stderr)
