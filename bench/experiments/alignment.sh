#!/usr/bin/env bash
# alignment.sh: what a p that is not a multiple of 32 costs. A column-wise array's rows lie p
# elements apart, so with such a p a warp's 32 consecutive elements straddle two 128-byte lines
# of every row but the first. The generated kernels at p a power of two and 16 instances fewer
# (medians of 5 after a warm-up, CUDA events; the arrays column-wise with rows p apart, as a
# user's given to NAME_bulk_device), then the whole call from pinned arrays at both, interleaved
# (its chunks' rows lie n apart in the runtime before column_stride, a multiple of 32 apart
# since), with the stage times of one more call; every result checked against the sequential C
# by the programs bench.sh builds.
#   usage: bench/experiments/alignment.sh
set -uo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
w=${WORK:-/tmp/bulkcc-alignment}
WORK=$w BENCH_BUILD_ONLY=1 "$root/bench/bench.sh" /tmp/alignment-results >/dev/null || exit 1
kernel() { grep -E "variant=(generated|handwritten) " | sed 's/ gbps=.*of_copy=/ of_copy=/; s/^BENCH //'; }
echo "## kernels: p a power of two, and 16 fewer"
"$w/opt-64/bench" 5 1008 1024 4080 4096 16368 16384 65520 65536 | kernel
"$w/prefix_sums-1024/bench" 65520 65536 262128 262144 | kernel
"$w/prefix_sums-32/bench" 8388592 8388608 | kernel
echo "## whole calls from pinned arrays (call ms, x the copy of the same run, copy ms)"
export BENCH_WHOLE_ONLY=pinned OMP_WAIT_POLICY=passive
whole() {  # case p
  "$w/$1/whole" "$2" | grep "variant=pinned " |
    grep -o ' ms=[^ ]*\|mismatches=[^ ]*\|x_copy=[^ ]*\|copy_ms=[^ ]*\|transpose_ms=[^ ]*\|kernel_ms=[^ ]*' | tr '\n' ' '
}
for c in "opt-64 65536 65520" "prefix_sums-1024 262144 262128" "prefix_sums-32 8388608 8388592"; do
  set -- $c
  for r in 1 2 3; do
    echo "$1 p=$2: $(whole "$1" "$2")| p=$3: $(whole "$1" "$3")"
  done
done
echo "## OPT N=64 timelines (BULK_VERBOSE=2), p=65536 and 65520"
for p in 65536 65520; do
  BENCH_WHOLE_RUNS=1 BULK_VERBOSE=2 "$w/opt-64/whole" $p 2>&1 | grep -E "^bulk" | tail -10 | cut -c1-230
done
