#!/usr/bin/env bash
# carveouts.sh: one shared-memory carveout for the bulk kernels and the transpositions alike
# (BULK_X_CARVEOUT, in a copy of the runtime made by carveout_knob.py): OPT N=64's and prefix sums
# N=1024's kernels, the transposition, and their whole calls from pinned arrays, each result
# checked against the sequential C.   usage: bench/experiments/carveouts.sh
set -uo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
w=/tmp/bulkcc-carveouts rt=/tmp/bulkcc-carveouts-runtime
python3 "$root/bench/experiments/carveout_knob.py" "$root/runtime" "$rt"
WORK=$w BENCH_BUILD_ONLY=1 "$root/bench/bench.sh" --whole-call-only /tmp/carveouts-results >/dev/null
build() {  # case which N program name
  local dir="$w/$1" extra=()
  [ "$4" = bench_whole_call ] || { "$root/build/bulkcc" -DN=$3 --layout=row "$root/samples/${1%-*}.c" -o "$dir/row.cu";
    extra=(-DGENERATED_ROW="\"$dir/row.cu\""); }
  nvcc -O3 -arch=sm_90 -std=c++17 -Xcompiler -fopenmp -DN=$3 $2 -DGENERATED_COLUMN="\"$dir/column.cu\"" "${extra[@]}" \
    -I"$rt" -I"$root/bench" "$root/bench/$4.cu" "$rt/bulk_runtime.cu" "$dir/sequential.o" -o "$dir/$5" -lgomp
}
build opt-64 -DWHOLE_OPT 64 bench_whole_call whole-x & build prefix_sums-1024 -DWHOLE_PREFIX_SUMS 1024 bench_whole_call whole-x &
build opt-64 "" 64 bench_opt bench-x & build prefix_sums-1024 "" 1024 bench_prefix bench-x & wait
export OMP_WAIT_POLICY=passive BENCH_WHOLE_ONLY=pinned
field() { grep 'variant=pinned ' | grep -o 'ms=[^ ]*\|x_copy=[^ ]*\|mismatches=[^ ]*' | head -4 | tr '\n' ' '; }
for c in -1 100 44 28 14; do
  echo "## BULK_X_CARVEOUT=$c"
  export BULK_X_CARVEOUT=$c
  "$w/opt-64/bench-x" 5 4096 16384 65536 | grep "variant=generated\|mismatches=[1-9]" | sed 's/^/  /'
  "$w/prefix_sums-1024/bench-x" 65536 262144 | grep "variant=generated \|variant=transpose\|mismatches=[1-9]" | sed 's/^/  /'
  for r in 1 2 3; do echo "  opt-64 whole: $("$w/opt-64/whole-x" 65536 | field)"; done
  for r in 1 2 3; do echo "  prefix_sums-1024 whole: $("$w/prefix_sums-1024/whole-x" 262144 | field)"; done
  BULK_VERBOSE=2 BENCH_WHOLE_RUNS=1 "$w/opt-64/whole-x" 65536 2>&1 >/dev/null | tail -n 5 | head -4 | sed 's/^/  /'
done
