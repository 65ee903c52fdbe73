#!/usr/bin/env bash
# p1_after_big.sh: is p = 1's slow median in some make bench runs (45 to 72 us against 34 to 38)
# the host still busy after the case beyond the GPU's memory, which allocates, fills and frees
# about 100 GiB of pageable memory just before? Prefix sums N=1024, p = 1 from pinned arrays in
# bench_whole_call (make bench's program; medians of 41 calls): three programs before, then that
# case (one warm-up call and one timed), then ten programs in a row, each line with the seconds
# since the big case ended and the CPU time of the kernel's memory threads (kswapd, kcompactd,
# khugepaged) so far.
#   usage: bench/experiments/p1_after_big.sh   (after p1_placement.sh has built the programs, or
#          it builds them)
set -uo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
w=${WORK:-/tmp/bulkcc-p1-placement}
[ -x "$w/prefix_sums-1024/whole" ] ||
  WORK=$w BENCH_BUILD_ONLY=1 "$root/bench/bench.sh" --whole-call-only /tmp/p1-placement-results >/dev/null || exit 1
export OMP_WAIT_POLICY=passive BENCH_WHOLE_SMALL_RUNS=41 BENCH_WHOLE_ONLY=pinned
pinned() { grep "variant=pinned " | grep -o ' ms=[^ ]*\|mismatches=[^ ]*\|kernel_ms=[^ ]*' | tr '\n' ' '; }
memory_threads() {  # CPU seconds of the kernel's memory threads
  ps -eo comm,cputime | grep -E '^(kswapd|kcompactd|khugepaged)' | tr -s ' ' | tr '\n' ' '
}
echo "# $(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | head -1), $(nproc) host cores, $(date -u +%F)"
for r in 1 2 3; do echo "before:       $("$w/prefix_sums-1024/whole" 1 | pinned)"; done
BENCH_WHOLE_BIG_RUNS=1 BENCH_WHOLE_ONLY= "$w/prefix_sums-1024/whole" beyond-gpu-memory | grep -E '^#|variant=pageable' |
  grep -o '^#.*\| ms=[^ ]*\|mismatches=[^ ]*'
t0=$(date +%s.%N)
echo "memory threads: $(memory_threads)"
for r in $(seq 1 10); do
  line=$("$w/prefix_sums-1024/whole" 1 | pinned)
  printf 'after %5.1f s: %s| %s\n' "$(awk -v a="$(date +%s.%N)" -v b="$t0" 'BEGIN { print a - b }')" "$line" "$(memory_threads)"
done
