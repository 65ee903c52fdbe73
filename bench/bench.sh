#!/usr/bin/env bash
# bench.sh (make bench): on a GPU machine, every case of the performance table in one run: prefix
# sums (N = 32, 1024, 32768) and OPT (N = 8, 64, 512), each over a range of p, as the generated
# kernel beside a hand-written kernel of the paper's kind, the row-wise layout, the copy ceiling,
# the runtime's transposition, the sequential C on one core and on every core. Every GPU result
# is checked against the sequential C. Writes bench/results/DATE-DEVICE-bench.{md,csv,svg} (or
# into the folder given) and prints the table.
#   usage: bench/bench.sh [results-dir]     (BENCH_BUILD_ONLY=1: build the programs, run nothing)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
results=${1:-$root/bench/results}
work=${WORK:-/tmp/bulkcc-bench}
bulkcc=${BULKCC:-$root/build/bulkcc}
arch=${ARCH:-sm_90}
nvcc=${NVCC:-nvcc}
rm -rf "$work" && mkdir -p "$work" "$results"
device=$(nvidia-smi --query-gpu=name --format=csv,noheader 2>/dev/null | head -1 || true)
device=${device:-no-GPU}
stamp=$(date -u +%Y-%m-%d)
base="$results/$stamp-$(echo "$device" | tr ' ' '-')-bench"

# one program per (sample, N): the generated column-wise and row-wise files are included in it
build() {  # sample N
  local sample=$1 n=$2 dir="$work/$1-$2"
  mkdir -p "$dir"
  "$bulkcc" -DN="$n" "$root/samples/$sample.c" -o "$dir/column.cu"
  "$bulkcc" -DN="$n" --layout=row "$root/samples/$sample.c" -o "$dir/row.cu"
  local flags=()
  if ! grep -q "float \*__restrict__ M)" "$dir/column.cu"; then
    flags+=(-DGENERATED_REGISTERS)  # the table in registers: no scratch argument
  fi
  cc -O2 -ffp-contract=off -DN="$n" -c "$root/samples/$sample.c" -o "$dir/sequential.o"
  local program=bench_prefix
  [ "$sample" = opt ] && program=bench_opt
  "$nvcc" -O3 -arch="$arch" -std=c++17 -Xcompiler -fopenmp -DN="$n" "${flags[@]}" \
    -DGENERATED_COLUMN="\"$dir/column.cu\"" -DGENERATED_ROW="\"$dir/row.cu\"" -I"$root/runtime" -I"$root/bench" \
    "$root/bench/$program.cu" "$root/runtime/bulk_runtime.cu" "$dir/sequential.o" -o "$dir/bench" -lgomp
}

echo "building the benchmark programs"
build prefix_sums 32 & build prefix_sums 1024 & build prefix_sums 32768 &
build opt 8 & build opt 64 & build opt 512 &
wait
for p in prefix_sums-32 prefix_sums-1024 prefix_sums-32768 opt-8 opt-64 opt-512; do
  [ -x "$work/$p/bench" ] || { echo "building $p failed" >&2; exit 1; }
done

if [ -n "${BENCH_BUILD_ONLY:-}" ]; then echo "built in $work"; exit 0; fi

log="$work/bench.log"
{
  echo "# $device, $(date -u +%Y-%m-%dT%H:%MZ), $(nproc) CPU cores${BENCH_TIMING:+, BENCH_TIMING=$BENCH_TIMING}"
  "$work/prefix_sums-32/bench" 65536 131072 524288 2097152 8388608
  "$work/prefix_sums-1024/bench" 4096 16384 65536 262144
  "$work/prefix_sums-32768/bench" 512 2048 8192
  "$work/opt-8/bench" 7 65536 262144 1048576 4194304
  "$work/opt-64/bench" 5 1024 4096 16384 65536
  "$work/opt-512/bench" 1 1024
} 2>&1 | tee "$log" | grep -E "^BENCH|^#|rror|MISMATCH" | cut -c1-160

python3 "$root/bench/report.py" "$log" "$base"
cp "$log" "$base.log"
cat "$base.md"
