#!/usr/bin/env bash
# both_worker.sh: calls on both targets at once from pinned arrays (BULK_TARGET=both, the share
# learned) with the CPU runtime before and after its CPU parts ran on a thread kept from call to
# call, interleaved: the median of 5 calls after the learning calls, for bench.sh's four whole-call
# cases, each result checked against the sequential C by the program.
#   usage: bench/experiments/both_worker.sh BEFORE_RUNTIME_DIR
set -uo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
before=$1 w=/tmp/bulkcc-worker
WORK=$w BENCH_BUILD_ONLY=1 "$root/bench/bench.sh" --whole-call-only /tmp/worker-results >/dev/null
build_before() {  # case which N
  local dir="$w/$1"
  cc -O2 -std=c11 -fopenmp -march=native -I"$before" -c "$before/bulk_cpu.c" -o "$dir/bulk_cpu_before.o"
  nvcc -O3 -arch=sm_90 -std=c++17 -Xcompiler -fopenmp -DN=$3 $2 -DWHOLE_BOTH -DGENERATED_COLUMN="\"$dir/column.cu\"" \
    -I"$before" -I"$root/bench" "$root/bench/bench_whole_call.cu" "$before/bulk_runtime.cu" "$dir/sequential.o" \
    "$dir/cpu.o" "$dir/bulk_cpu_before.o" -o "$dir/whole-before" -lgomp
}
build_before prefix_sums-1024 -DWHOLE_PREFIX_SUMS 1024 & build_before prefix_sums-32 -DWHOLE_PREFIX_SUMS 32 &
build_before opt-64 -DWHOLE_OPT 64 & build_before opt-8 -DWHOLE_OPT 8 & wait
export BENCH_WHOLE_ONLY=pinned OMP_WAIT_POLICY=passive
for c in "prefix_sums-1024 262144" "prefix_sums-32 8388608" "opt-64 65536" "opt-8 4194304"; do
  set -- $c
  for r in 1 2 3; do
    for v in whole-before whole; do
      line=$("$w/$1/$v" $2 | grep "variant=both-pinned ")
      echo "$1 p=$2 $v: $(grep -o 'ms=[^ ]*\|mismatches=[^ ]*' <<<"$line" | head -2 | tr '\n' ' ')"
    done
  done
done
