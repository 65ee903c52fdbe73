#!/usr/bin/env bash
# group_test_ab.sh: OPT's generated kernel with the loads-ahead groups' test as i + (G - 1) < E
# (BEFORE, which overflows near INT_MAX) against the test on the iterations left, the difference
# of bound and counter in the comparison's unsigned type (AFTER, what bulkcc emits), each built
# into bench_opt as make bench builds it, run alternately, every result checked against the
# sequential C. The two generated files are given (bulkcc of each version, -DN=64 and -DN=512).
#   usage: bench/experiments/group_test_ab.sh DIR   (DIR/opt-N-before.cu, DIR/opt-N-after.cu, DIR/opt-N-row.cu)
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
dir=$1
arch=${ARCH:-sm_90}
for n in 64 512; do
  cc -O2 -ffp-contract=off -DN="$n" -c "$root/samples/opt.c" -o "$dir/sequential-$n.o"
  for which in before after; do
    "${NVCC:-nvcc}" -O3 -arch="$arch" -std=c++17 -Xcompiler -fopenmp -DN="$n" \
      -DGENERATED_COLUMN="\"$dir/opt-$n-$which.cu\"" -DGENERATED_ROW="\"$dir/opt-$n-row.cu\"" \
      -I"$root/runtime" -I"$root/bench" "$root/bench/bench_opt.cu" "$root/runtime/bulk_runtime.cu" \
      "$dir/sequential-$n.o" -o "$dir/bench-$n-$which" -lgomp &
  done
done
wait
for round in 1 2; do
  for which in before after; do
    echo "== OPT N=64, $which, round $round"
    "$dir/bench-64-$which" 20 65536 1024
    echo "== OPT N=512, $which, round $round"
    "$dir/bench-512-$which" 5 1024 16
  done
done
