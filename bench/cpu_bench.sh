#!/usr/bin/env bash
# cpu_bench.sh: the CPU backend (--target=cpu, OpenMP on every core) against the plain loop of the
# sequential C over the instances at -O2, for prefix sums (N=1024, p=65536) and OPT (N=64,
# p=4096); each run also checks every output. Prints a table.
#   usage: bench/cpu_bench.sh [results-file]
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
results=${1:-}
export BULKCC=${BULKCC:-$root/build/bulkcc}
export EXTRA_CFLAGS=${EXTRA_CFLAGS:--march=native}  # for both sides: the same instructions
export RUNTIME_CFLAGS=""  # the runtime as users build it: no poisoning of fresh memory
work=${WORK:-/tmp/bulkcc-cpu-bench}
rm -rf "$work" && mkdir -p "$work"
export cores=$(nproc)
run() {  # name file p bulkcc-options...
  local name=$1 file=$2 p=$3
  shift 3
  "$root/tests/tools/differential.sh" cpu "$work/$name" "$file" "$@" > /dev/null
  "$work/$name/check" "$p" "$p" "$p" "$p" "$p" "$p" | tail -n +3  # the first run warms up
}
median() { sort -g | awk '{v[NR] = $1} END {print v[int((NR + 1) / 2)]}'; }
{
  echo "# CPU backend, $(date -u +%Y-%m-%d), $(uname -m), $cores cores ($(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ *//'))"
  echo
  echo "Sequential C: the plain loop over the instances, gcc -O2 $EXTRA_CFLAGS. Bulk: --target=cpu,"
  echo "gcc -O3 -fopenmp $EXTRA_CFLAGS, OpenMP on $cores threads. Bulk kernel: bulk_timing.kernel_ms, which on the"
  echo "CPU includes moving each chunk between the user's rows and its thread's column-wise scratch;"
  echo "whole call: the NAME_bulk call, allocation included."
  echo "Medians of five runs after a warm-up; every run's outputs checked against the sequential C."
  echo
  echo "| case | p | sequential C ms | bulk kernel ms | bulk whole call ms | speedup (kernel) |"
  echo "|---|---|---|---|---|---|"
  for c in "prefix_sums $root/samples/prefix_sums.c 65536 -DN=1024" "opt $root/samples/opt.c 4096 -DN=64"; do
    set -- $c
    lines=$(run "$@")
    seq=$(sed -n 's/.*sequential C \([0-9.]*\) ms.*/\1/p' <<<"$lines" | median)
    kern=$(sed -n 's/.*bulk kernel \([0-9.]*\) ms.*/\1/p' <<<"$lines" | median)
    whole=$(sed -n 's/.*whole call \([0-9.]*\) ms.*/\1/p' <<<"$lines" | median)
    ok=$(grep -q "MISMATCH" <<<"$lines" && echo " MISMATCH" || echo "")
    echo "| $1 $4 | $3 | $seq | $kern | $whole | $(awk -v s="$seq" -v k="$kern" 'BEGIN{printf "%.2fx", s/k}')$ok |"
    if [ "$1" = prefix_sums ]; then prefix_seq=$seq prefix_whole=$whole; fi
  done
  # prefix sums reads and writes 256 MiB: set against the host's own copy of as many bytes
  cc -O2 -fopenmp "$root/bench/cpu_copy.c" -o "$work/cpu_copy"
  copy=$("$work/cpu_copy" 268435456)
  echo
  awk -v c="$copy" -v s="$prefix_seq" -v w="$prefix_whole" 'BEGIN {
    b = 2 * 268435456 / 1e6
    printf "Streaming ceiling: a copy of 256 MiB on all %s threads, %.1f GB/s (read + written). Prefix sums\n", ENVIRON["cores"], c
    printf "moves that much: the plain loop at %.1f GB/s (%.0f%% of the copy), the bulk call at %.1f GB/s (%.0f%%).\n", b / s, 100 * b / s / c, b / w, 100 * b / w / c
  }'
} > "$work/table.md"
cat "$work/table.md"
if [ -n "$results" ]; then cp "$work/table.md" "$results"; fi
