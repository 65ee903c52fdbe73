#!/usr/bin/env bash
# p1_placement.sh: where does bench_whole_call's spread at p = 1 come from (prefix sums N=1024 from
# pinned arrays: medians of 36 to 72 us from one program to the next, where p1_clock.cu's calls
# take 33 to 38)? The same program as make bench, started again and again: as make bench starts
# it (the pageable variant first), with the pinned variant alone, and with the program held to
# two host cores at a time (taskset) in turn. A spread that follows the cores is the host's
# placement; one that stays is the program's. Each line: the median of 41 calls, the kernel stage
# of one more call, and the mismatches against the sequential C.
#   usage: bench/experiments/p1_placement.sh
set -uo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
w=${WORK:-/tmp/bulkcc-p1-placement}
WORK=$w BENCH_BUILD_ONLY=1 "$root/bench/bench.sh" --whole-call-only /tmp/p1-placement-results >/dev/null || exit 1
export OMP_WAIT_POLICY=passive BENCH_WHOLE_SMALL_RUNS=41
pinned() { grep "variant=pinned " | grep -o ' ms=[^ ]*\|mismatches=[^ ]*\|kernel_ms=[^ ]*' | tr '\n' ' '; }
cores=$(nproc)
echo "# $(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | head -1), $cores host cores, $(lscpu | grep -m1 "NUMA node(s)" | tr -s " "), $(date -u +%F)"
for round in 1 2 3; do
  echo "## round $round"
  echo "as make bench:        $("$w/prefix_sums-1024/whole" 1 | pinned)"
  echo "pinned alone:         $(BENCH_WHOLE_ONLY=pinned "$w/prefix_sums-1024/whole" 1 | pinned)"
  for first in 0 $((cores / 4)) $((cores / 2)) $((cores - 2)); do
    echo "cores $first-$((first + 1)), pinned: $(BENCH_WHOLE_ONLY=pinned taskset -c $first-$((first + 1)) "$w/prefix_sums-1024/whole" 1 | pinned)"
  done
done
