#!/usr/bin/env bash
# prefetch.sh: on a GPU machine, OPT N=64's kernel and whole call, and prefix sums N=1024's call at
# p = 1, with the generated loads-ahead loops as they are and with their elements prefetched first
# (add_prefetch.py) below a few p thresholds. Every result is checked against the sequential C by
# the programs bench.sh builds.   usage: bench/experiments/prefetch.sh results-dir
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
out=$1; mkdir -p "$out"
work=/tmp/bulkcc-prefetch; rm -rf "$work"
export WORK=$work BENCH_BUILD_ONLY=1
"$root/bench/bench.sh" --whole-call-only "$out" >/dev/null
arch=sm_90
variant_whole() {  # case level pf_below -> builds $work/case/whole-LEVEL-PF
  local case=$1 level=$2 pf=$3 dir="$work/$1" kind=opt which=-DWHOLE_OPT n=64
  [ "${case%%-*}" = opt ] || { kind=prefix; which=-DWHOLE_PREFIX_SUMS; n=1024; }
  python3 "$root/bench/experiments/add_prefetch.py" $kind "$dir/column.cu" "$dir/column-$level-$pf.cu" $level
  nvcc -O3 -arch=$arch -std=c++17 -Xcompiler -fopenmp -DN=$n $which -DPF_BELOW=$pf \
    -DGENERATED_COLUMN="\"$dir/column-$level-$pf.cu\"" -I"$root/runtime" -I"$root/bench" \
    "$root/bench/bench_whole_call.cu" "$root/runtime/bulk_runtime.cu" "$dir/sequential.o" -o "$dir/whole-$level-$pf" -lgomp
}
variant_bench() {  # level pf_below -> $work/opt-64/bench-LEVEL-PF
  local level=$1 pf=$2 dir="$work/opt-64"
  [ -f "$dir/row.cu" ] || "$root/build/bulkcc" -DN=64 --layout=row "$root/samples/opt.c" -o "$dir/row.cu"
  local src="$dir/column-$level.cu"
  [ "$level" = none ] && src="$dir/column.cu"
  [ -f "$src" ] || python3 "$root/bench/experiments/add_prefetch.py" opt "$dir/column.cu" "$src" $level
  nvcc -O3 -arch=$arch -std=c++17 -Xcompiler -fopenmp -DN=64 -DPF_BELOW=$pf \
    -DGENERATED_COLUMN="\"$src\"" -DGENERATED_ROW="\"$dir/row.cu\"" -I"$root/runtime" -I"$root/bench" \
    "$root/bench/bench_opt.cu" "$root/runtime/bulk_runtime.cu" "$dir/sequential.o" -o "$dir/bench-$level-$pf" -lgomp
}
variant_bench none 0 & variant_bench L1 1000000000 & variant_bench L2 1000000000 &
variant_whole opt-64 L1 20000 & variant_whole opt-64 L1 4096 & variant_whole opt-64 L2 20000 &
variant_whole prefix_sums-1024 L1 2 & variant_whole opt-64 L1 0 & variant_whole prefix_sums-1024 L1 0 & wait
[ -z "${PREFETCH_BUILD_ONLY:-}" ] || exit 0
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm --format=csv,noheader
cuobjdump --dump-sass "$work/opt-64/bench-L1-1000000000" 2>/dev/null | grep -m2 -i "CCTL\|PREF" || echo "no prefetch in SASS?"
echo "## OPT N=64 kernel (generated column-wise variant only), medians of 5"
for b in none-0 L1-1000000000 L2-1000000000; do
  echo "# prefetch: $b"
  "$work/opt-64/bench-$b" 5 768 1024 4096 16384 65536 | grep "variant=generated\|mismatches=[1-9]" || true
done
echo "## OPT N=64 whole call, pinned (x copy), 3 runs each"
export OMP_WAIT_POLICY=passive BENCH_WHOLE_ONLY=pinned
for prog in whole-L1-0 whole-L1-20000 whole-L1-4096 whole-L2-20000; do
  for r in 1 2 3; do
    echo "$prog: $("$work/opt-64/$prog" 65536 | grep 'variant=pinned ' | grep -o 'ms=[^ ]*\|x_copy=[^ ]*\|mismatches=[^ ]*' | tr '\n' ' ')"
  done
done
echo "# timeline, whole-L1-20000"
BULK_VERBOSE=2 BENCH_WHOLE_RUNS=1 "$work/opt-64/whole-L1-20000" 65536 2>&1 >/dev/null | tail -n 10
echo "## prefix sums N=1024 p=1 whole call, pinned, 3 runs each"
for prog in whole-L1-0 whole-L1-2; do
  for r in 1 2 3; do
    echo "$prog: $("$work/prefix_sums-1024/$prog" 1 | grep 'variant=pinned ' | grep -o 'ms=[^ ]*\|mismatches=[^ ]*' | tr '\n' ' ')"
  done
  BULK_VERBOSE=1 BENCH_WHOLE_RUNS=1 "$work/prefix_sums-1024/$prog" 1 2>&1 >/dev/null | grep pinned | tail -1
done
