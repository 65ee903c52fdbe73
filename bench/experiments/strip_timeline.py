#!/usr/bin/env python3
"""strip_timeline.py IN OUT: a copy of a generated .cu file whose grid strips stamp %globaltimer at
each strip's start and end and, for strips TL_A and TL_A + 1 (-DTL_A=n, 512), each chunk's wait and
publication; one thread prints the lag between strips' starts and the first chunks of the two. A
measure only, used as strip_phases.py is (bench/results/2026-11-29-strip-phases.md)."""
import sys
src = open(sys.argv[1]).read().split('\n')
out, found, state, i = [], set(), 0, 0
G = 'bulkcc_gt()'
while i < len(src):
    l = src[i]; s = l.strip(); out.append(l)
    if s.startswith('long long bulk_seen = ') and 'S' not in found:
        out.append('      bool tl_first = true;'); found.add('S')
    elif state == 0 and s.startswith('bulkcc_strip_wait(bulk_barrier, bulk_strip, bulk_lines, bulk_chunk_hi - bulk_wave_lo'):
        out.insert(len(out) - 1, f'        unsigned long long tl_wb = {G};')
        out.append(f'        unsigned long long tl_we = {G}; if (bulk_lane % 32 == 0) {{ if (tl_first) tl_start[bulk_strip] = tl_we; tl_first = false; }}')
        found.add('W')
    elif state == 0 and s.startswith('bulkcc_strip_done(bulk_barrier, bulk_strip, bulk_lines, bulk_chunk_hi - bulk_wave_lo + 1'):
        out.append(f'        {{ unsigned long long tl_d = {G}; long long tl_c = (bulk_w0 - bulk_first_w0) / BULKCC_STAGE_LINES; if (bulk_lane % 32 == 0 && (bulk_strip == TL_A || bulk_strip == TL_A + 1) && tl_c < 4096) {{ int q = (int)(bulk_strip - TL_A); tl_chunk[q][tl_c][0] = tl_wb; tl_chunk[q][tl_c][1] = tl_we; tl_chunk[q][tl_c][2] = tl_d; tl_chunk[q][tl_c][3] = bulk_w0; }} }}')
        found.add('D')
    elif state == 0 and "the chunk's other stores, before the next chunk's copies read them" in s:
        state = 1
    elif state == 1 and s == '#else':
        out.insert(len(out) - 1, f'      if (bulk_lane % 32 == 0 && bulk_strip < 4096) tl_end[bulk_strip] = {G};'); found.add('E'); state = 2
    elif state == 2 and s.startswith("bulkcc_grid_wait(bulk_barrier); /* the strips' stores"):
        out.append('  if (bulk_lane == 0) bulkcc_tl_report();'); found.add('R'); state = 3
    i += 1
t = '\n'.join(out)
helpers = r'''#include <cstdio>
#ifndef TL_A
#define TL_A 512
#endif
static __device__ __forceinline__ unsigned long long bulkcc_gt() { unsigned long long t; asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t)); return t; }
__device__ unsigned long long tl_start[4096], tl_end[4096], tl_chunk[2][4096][4];
static __device__ __noinline__ void bulkcc_tl_report() {
  int n = 0; while (n < 4096 && tl_end[n]) n++;
  double lag = 0; for (int k = 1; k < n; k++) lag += (double)(tl_start[k] - tl_start[k - 1]);
  double span = 0; for (int k = 0; k < n; k++) span += (double)(tl_end[k] - tl_start[k]);
  unsigned long long t0 = tl_start[0], t1 = 0; for (int k = 0; k < n; k++) if (tl_end[k] > t1) t1 = tl_end[k];
  printf("TL strips=%d total_us=%.1f mean_lag_us=%.2f mean_span_us=%.1f\n", n, (t1 - t0) / 1e3, lag / (n - 1) / 1e3, span / n / 1e3);
  // strip TL_A+1's chunks against strip TL_A's chunk of the same lines
  double hand = 0, work = 0, waited = 0; int m = 0, blocked = 0;
  for (int c = 0; c < 4096; c++) {
    if (!tl_chunk[1][c][2]) break;
    int p = -1; for (int d = 0; d < 4096 && tl_chunk[0][d][2]; d++) if (tl_chunk[0][d][3] == tl_chunk[1][c][3]) { p = d; break; }
    work += (double)(tl_chunk[1][c][2] - tl_chunk[1][c][1]);
    waited += (double)(tl_chunk[1][c][1] - tl_chunk[1][c][0]);
    if (p >= 0) { hand += (double)tl_chunk[1][c][1] - (double)tl_chunk[0][p][2]; m++; if (tl_chunk[1][c][1] - tl_chunk[1][c][0] > 200) blocked++; }
  }
  printf("TL strip %d after %d: chunks=%d matched=%d blocked=%d mean_work_us=%.2f mean_wait_us=%.2f mean_handoff_us(wait end - producer publish)=%.2f\n", TL_A + 1, TL_A, (int)m, m, blocked, work / m / 1e3, waited / m / 1e3, hand / m / 1e3);
  for (int c = 0; c < 8 && tl_chunk[0][c][2]; c++)
    printf("TL strip %d chunk %d (w0 %lld): waited %.2f us, worked %.2f us, published at %.2f us\n", TL_A, c, (long long)tl_chunk[0][c][3],
           (tl_chunk[0][c][1] - tl_chunk[0][c][0]) / 1e3, (tl_chunk[0][c][2] - tl_chunk[0][c][1]) / 1e3, ((double)tl_chunk[0][c][2] - (double)tl_chunk[0][0][0]) / 1e3);
  for (int c = 0; c < 4 && tl_chunk[1][c][2]; c++) {
    int p = -1; for (int d = 0; d < 4096 && tl_chunk[0][d][2]; d++) if (tl_chunk[0][d][3] == tl_chunk[1][c][3]) { p = d; break; }
    printf("TL strip %d chunk %d (w0 %lld): wait began %.2f us, ended %.2f us, worked %.2f us; strip %d published that chunk at %.2f us\n", TL_A + 1, c, (long long)tl_chunk[1][c][3],
           ((double)tl_chunk[1][c][0] - (double)tl_chunk[0][0][0]) / 1e3, ((double)tl_chunk[1][c][1] - (double)tl_chunk[0][0][0]) / 1e3,
           (tl_chunk[1][c][2] - tl_chunk[1][c][1]) / 1e3, TL_A, p < 0 ? -1.0 : ((double)tl_chunk[0][p][2] - (double)tl_chunk[0][0][0]) / 1e3);
  }
  for (int k = 0; k < 4096; k++) tl_end[k] = 0;
  for (int c = 0; c < 4096; c++) tl_chunk[0][c][2] = tl_chunk[1][c][2] = 0;
}
'''
k = t.index('__global__')
t = helpers + t[:k] + t[k:]
open(sys.argv[2], 'w').write(t)
print('timeline', sys.argv[1], 'missing', sorted(set('SWDER') - found), file=sys.stderr)
