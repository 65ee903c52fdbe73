#!/usr/bin/env bash
# bench.sh (make bench): on a GPU machine, every case of the performance table in one run: prefix
# sums (N = 32, 1024, 32768) and OPT (N = 8, 64, 512), each over a range of p, as the generated
# kernel beside a hand-written kernel of the paper's kind, the row-wise layout, the copy ceiling,
# the runtime's transposition, the sequential C on one core and on every core; then the whole
# NAME_bulk call (bench_whole_call.cu, bench_whole_call_cpu.c): from pageable and from pinned user
# arrays, beside the pinned copy of the same bytes and the CPU target on every core, and on more
# data than the GPU has memory. Every result is checked against the sequential C. Writes
# bench/results/DATE-DEVICE-bench.{md,csv,svg} (or into the folder given) and prints the table.
#   usage: bench/bench.sh [--whole-call-only] [results-dir]     (BENCH_FORMS=0: without forms.sh;
#     BENCH_ONE_INSTANCE=0: without one_instance.sh, about 3 minutes)
#     --whole-call-only: the whole-call part alone (DATE-DEVICE-whole-call.*; about 3 minutes on
#     an H100, most of it the case beyond the GPU's memory)
#   BENCH_BUILD_ONLY=1: build the programs, run nothing. CPU_CFLAGS (default -march=native): for
#   the CPU target's code and runtime, as bench/cpu_bench.sh builds them.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
whole_only=""
if [ "${1:-}" = --whole-call-only ]; then whole_only=1; shift; fi
results=${1:-$root/bench/results}
work=${WORK:-/tmp/bulkcc-bench}
bulkcc=${BULKCC:-$root/build/bulkcc}
arch=${ARCH:-sm_90}
nvcc=${NVCC:-nvcc}
cpu_cflags=${CPU_CFLAGS:--march=native}
rm -rf "$work" && mkdir -p "$work" "$results"
device=$(nvidia-smi --query-gpu=name --format=csv,noheader 2>/dev/null | head -1 || true)
device=${device:-no-GPU}
stamp=$(date -u +%Y-%m-%d)
kind=bench
[ -z "$whole_only" ] || kind=whole-call
base="$results/$stamp-$(echo "$device" | tr ' ' '-')-$kind"

# per (sample, N): the generated column-wise file and the sequential C, shared by its programs
generate() {  # sample N
  local sample=$1 n=$2 dir="$work/$1-$2"
  mkdir -p "$dir"
  "$bulkcc" -DN="$n" "$root/samples/$sample.c" -o "$dir/column.cu"
  cc -O2 -ffp-contract=off -DN="$n" -c "$root/samples/$sample.c" -o "$dir/sequential.o"
}

# the kernel benchmark: the generated column-wise and row-wise files are included in it
build_bench() {  # sample N
  local sample=$1 n=$2 dir="$work/$1-$2"
  "$bulkcc" -DN="$n" --layout=row "$root/samples/$sample.c" -o "$dir/row.cu"
  local flags=()
  if ! grep -q "float \*__restrict__ M)" "$dir/column.cu"; then
    flags+=(-DGENERATED_REGISTERS)  # the table in registers: no scratch argument
  fi
  local program=bench_prefix
  [ "$sample" = opt ] && program=bench_opt
  "$nvcc" -O3 -arch="$arch" -std=c++17 -Xcompiler -fopenmp -DN="$n" "${flags[@]}" \
    -DGENERATED_COLUMN="\"$dir/column.cu\"" -DGENERATED_ROW="\"$dir/row.cu\"" -I"$root/runtime" -I"$root/bench" \
    "$root/bench/$program.cu" "$root/runtime/bulk_runtime.cu" "$dir/sequential.o" -o "$dir/bench" -lgomp
}

# the whole-call programs: NAME_bulk of the GPU code (whole) and of the CPU target (whole_cpu)
build_whole() {  # sample N
  local sample=$1 n=$2 dir="$work/$1-$2" which=-DWHOLE_PREFIX_SUMS
  [ "$sample" = opt ] && which=-DWHOLE_OPT
  # the CPU target as a user builds it: -O3 -fopenmp, no contraction of a * b + c (as the
  # sequential C), the runtime without poisoning fresh memory
  "$bulkcc" --target=cpu -DN="$n" "$root/samples/$sample.c" -o "$dir/cpu.c"
  cc -O3 -std=gnu11 -fopenmp -ffp-contract=off $cpu_cflags -I"$root/runtime" -c "$dir/cpu.c" -o "$dir/cpu.o"
  cc -O2 -std=c11 -fopenmp $cpu_cflags -I"$root/runtime" -c "$root/runtime/bulk_cpu.c" -o "$dir/bulk_cpu.o"
  # the GPU program has the CPU target's code too, for the calls on both targets at once
  "$nvcc" -O3 -arch="$arch" -std=c++17 -Xcompiler -fopenmp -DN="$n" "$which" -DWHOLE_BOTH \
    -DGENERATED_COLUMN="\"$dir/column.cu\"" -I"$root/runtime" -I"$root/bench" \
    "$root/bench/bench_whole_call.cu" "$root/runtime/bulk_runtime.cu" "$dir/sequential.o" "$dir/cpu.o" \
    "$dir/bulk_cpu.o" -o "$dir/whole" -lgomp
  # where the call runs: several GPUs, and the default choice beside each engine
  "$nvcc" -O3 -arch="$arch" -std=c++17 -Xcompiler -fopenmp -DN="$n" "$which" \
    -DGENERATED_COLUMN="\"$dir/column.cu\"" -I"$root/runtime" -I"$root/bench" \
    "$root/bench/bench_engines.cu" "$root/runtime/bulk_runtime.cu" "$dir/sequential.o" "$dir/cpu.o" \
    "$dir/bulk_cpu.o" -o "$dir/engines" -lgomp
  cc -O3 -std=gnu11 -fopenmp -ffp-contract=off -Wall -Wextra -DN="$n" "$which" -I"$root/runtime" -I"$root/bench" \
    "$root/bench/bench_whole_call_cpu.c" "$dir/cpu.o" "$dir/bulk_cpu.o" "$dir/sequential.o" -o "$dir/whole_cpu" -lm
}

whole_cases="prefix_sums-1024 prefix_sums-32 opt-64 opt-8"
build() {  # sample N
  generate "$1" "$2"
  [ -n "$whole_only" ] || build_bench "$1" "$2"
  case " $whole_cases " in *" $1-$2 "*) build_whole "$1" "$2" ;; esac
}

echo "building the benchmark programs"
if [ -n "$whole_only" ]; then
  build prefix_sums 32 & build prefix_sums 1024 & build opt 8 & build opt 64 &
  wait
else
  build prefix_sums 32 & build prefix_sums 1024 & build prefix_sums 32768 &
  build opt 8 & build opt 64 & build opt 512 &
  wait
  for p in prefix_sums-32 prefix_sums-1024 prefix_sums-32768 opt-8 opt-64 opt-512; do
    [ -x "$work/$p/bench" ] || { echo "building $p failed" >&2; exit 1; }
  done
fi
for p in $whole_cases; do
  [ -x "$work/$p/whole" ] && [ -x "$work/$p/whole_cpu" ] && [ -x "$work/$p/engines" ] ||
    { echo "building the whole-call programs of $p failed" >&2; exit 1; }
done

if [ -n "${BENCH_BUILD_ONLY:-}" ]; then echo "built in $work"; exit 0; fi

# The whole call: each (sample, N) on the GPU and on the CPU target, then the case beyond the GPU's
# memory. A program that dies is recorded and the next one runs.
whole_call() {
  local start=$SECONDS
  whole_run() {  # program args...
    "$@" || echo "error: $(basename "$(dirname "$1")")/$(basename "$1") exited with status $?"
  }
  # the GPU programs fill and check their arrays with OpenMP threads, which by default spin for a
  # while after each parallel loop and would then compete with the runtime's copy threads during
  # the timed call (47 against 52 ms for pageable prefix sums N=1024 on an H100 machine)
  whole_gpu() { OMP_WAIT_POLICY=passive whole_run "$@"; }
  whole_gpu "$work/prefix_sums-1024/whole" 1 1024 262144
  whole_run "$work/prefix_sums-1024/whole_cpu" 1 1024 262144
  whole_gpu "$work/prefix_sums-32/whole" 8388608
  whole_run "$work/prefix_sums-32/whole_cpu" 8388608
  whole_gpu "$work/opt-64/whole" 65536
  whole_run "$work/opt-64/whole_cpu" 65536
  whole_gpu "$work/opt-8/whole" 4194304
  whole_run "$work/opt-8/whole_cpu" 4194304
  whole_gpu "$work/prefix_sums-1024/whole" beyond-gpu-memory
  # the default choice beside each engine alone, every case; on several GPUs, the call on 1, 2
  # and all of them, with and without the CPU, beside the aggregate pinned copy
  whole_gpu "$work/prefix_sums-1024/engines" choice 262144
  whole_gpu "$work/prefix_sums-32/engines" choice 8388608
  whole_gpu "$work/opt-64/engines" choice 65536
  whole_gpu "$work/opt-8/engines" choice 4194304
  if [ "$(nvidia-smi -L 2>/dev/null | grep -c '^GPU ')" -gt 1 ]; then
    whole_gpu "$work/opt-64/engines" gpus 262144
    whole_gpu "$work/prefix_sums-1024/engines" gpus 1048576
  fi
  echo "# whole call part: $((SECONDS - start)) s"
}

log="$work/bench.log"
{
  echo "# $device, $(date -u +%Y-%m-%dT%H:%MZ), $(nproc) CPU cores${BENCH_TIMING:+, BENCH_TIMING=$BENCH_TIMING}"
  if [ -z "$whole_only" ]; then
    "$work/prefix_sums-32/bench" 65536 131072 524288 2097152 8388608
    "$work/prefix_sums-1024/bench" 4096 16384 65536 262144
    "$work/prefix_sums-32768/bench" 512 2048 8192
    "$work/opt-8/bench" 7 65536 262144 1048576 4194304
    "$work/opt-64/bench" 5 1024 4096 16384 65536
    "$work/opt-512/bench" 1 1024
  fi
  whole_call
} 2>&1 | tee "$log" | grep -E "^BENCH|^BULK|^#|rror|MISMATCH" | cut -c1-200

python3 -B "$root/bench/report.py" "$log" "$base"  # -B: no __pycache__ in the tree
cp "$log" "$base.log"
# the forms of OPT's GPU code (thread, team, the runtime's choice) beside the CPU target and the
# sequential C (bench/forms.sh), a table of their own
if [ -z "$whole_only" ] && [ "${BENCH_FORMS:-1}" != 0 ]; then
  BULKCC="$bulkcc" ARCH="$arch" "$root/bench/forms.sh" "$work/forms" > "$base-forms.md" 2>&1 ||
    echo "error: bench/forms.sh failed (see $base-forms.md)"
  cat "$base-forms.md"
fi
# one large instance of each wavefront sample on the whole GPU (bench/one_instance.sh: OPT of one
# 8192-gon, edit distance, error diffusion, the summed area table), a log of its own
if [ -z "$whole_only" ] && [ "${BENCH_ONE_INSTANCE:-1}" != 0 ]; then
  WORK="$work/one-instance" BULKCC="$bulkcc" ARCH="$arch" "$root/bench/one_instance.sh" "$results" > "$base-one-instance.txt" 2>&1 ||
    echo "error: bench/one_instance.sh failed (see $base-one-instance.txt)"
  grep -E "^BENCH|MISMATCH|rror" "$base-one-instance.txt" | cut -c1-200
fi
cat "$base.md"
