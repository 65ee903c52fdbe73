#!/usr/bin/env bash
# one_instance.sh (make bench): one large instance of each sample with a wavefront on the whole
# GPU (the grid form), beside the CPU target on every core and the sequential C on one core:
# OPT of one 8192-gon, edit distance of two 32K strings, error diffusion of a 32K x 32K image, the
# summed area table of 32K x 32K floats (beside the device copy of its bytes), and each at a size
# where the sequential C runs in seconds too (compared bit for bit). Prints the BENCH lines of
# bench_one_instance.cu and writes them to DATE-DEVICE-one-instance.log.
#   usage: bench/one_instance.sh [results-dir]      (ONE_INSTANCE_CASES="opt-1024 ..." to choose;
#   NVCC_FLAGS: more options for the GPU program, say -DBULKCC_TEAM_UNROLL_BY=8;
#   ONE_INSTANCE_BUILD_ONLY=1: build the programs, run none (tests/nvcc/bench_one_instance_builds.test))
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
results=${1:-$root/bench/results}
work=${WORK:-/tmp/bulkcc-one-instance}
bulkcc=${BULKCC:-$root/build/bulkcc}
arch=${ARCH:-sm_90}
nvcc=${NVCC:-nvcc}
cpu_cflags=${CPU_CFLAGS:--march=native}
rm -rf "$work" && mkdir -p "$work" "$results"
# the sequential C keeps its local arrays on the stack (OPT's table
# at N = 1024 is 4 MB, error diffusion's at 32768 4 GB)
ulimit -s unlimited 2>/dev/null || true
device=$(nvidia-smi --query-gpu=name --format=csv,noheader 2>/dev/null | head -1 || true)
device=${device:-no-GPU}
log="$results/$(date -u +%Y-%m-%d)-$(echo "$device" | tr ' ' '-')-one-instance.log"
cases=${ONE_INSTANCE_CASES:-"opt-1024 opt-8192 edit_distance-4096 edit_distance-32768 error_diffusion-2048 error_diffusion-32768 summed_area-4096 summed_area-32768"}

cc -O2 -std=c11 -fopenmp $cpu_cflags -I"$root/runtime" -c "$root/runtime/bulk_cpu.c" -o "$work/bulk_cpu.o"
"$nvcc" -O3 -arch="$arch" -c "$root/runtime/bulk_runtime.cu" -o "$work/bulk_runtime.o"
build() {  # sample N
  local sample=$1 n=$2 dir="$work/$1-$2" which
  case $sample in
    opt) which=-DSAMPLE_OPT ;;
    edit_distance) which=-DSAMPLE_EDIT ;;
    error_diffusion) which=-DSAMPLE_DIFFUSION ;;
    summed_area) which=-DSAMPLE_SAT ;;
  esac
  mkdir -p "$dir"
  "$bulkcc" -DN="$n" "$root/samples/$sample.c" -o "$dir/gpu.cu"
  "$bulkcc" --target=cpu -DN="$n" "$root/samples/$sample.c" -o "$dir/cpu.c"
  cc -O3 -std=gnu11 -fopenmp -ffp-contract=off $cpu_cflags -I"$root/runtime" -c "$dir/cpu.c" -o "$dir/cpu.o"
  cc -O2 -ffp-contract=off -DN="$n" -c "$root/samples/$sample.c" -o "$dir/sequential.o"
  "$nvcc" -O3 -arch="$arch" -std=c++17 -Xcompiler -fopenmp ${NVCC_FLAGS:-} -DN="$n" "$which" -DGENERATED="\"$dir/gpu.cu\"" \
    -I"$root/runtime" -I"$root/bench" "$root/bench/bench_one_instance.cu" "$work/bulk_runtime.o" \
    "$dir/sequential.o" "$dir/cpu.o" "$work/bulk_cpu.o" -o "$dir/bench" -lgomp
}

# every case's programs built at once (each build is one core's), before any runs; a failed
# build's output shown, and the script stopped
pids=""
for c in $cases; do
  build "${c%-*}" "${c##*-}" > "$work/build-$c.log" 2>&1 &
  pids="$pids $!:$c"
done
for p in $pids; do
  wait "${p%%:*}" || { cat "$work/build-${p#*:}.log" >&2; echo "one_instance.sh: building ${p#*:} failed" >&2; exit 1; }
done

{
  echo "# one instance on the whole GPU: $device, $(date -u +%Y-%m-%dT%H:%MZ), $(nproc) host threads"
  for c in $cases; do
    cat "$work/build-$c.log"
    [ -z "${ONE_INSTANCE_BUILD_ONLY:-}" ] || continue
    # the sequential C where it takes seconds, not hours (all but OPT's 8192-gon), the team form
    # (one warp) at the small sizes
    small=0 sequential=1
    case $c in opt-1024|edit_distance-4096|error_diffusion-2048|summed_area-4096) small=1 ;; esac
    case $c in opt-8192) sequential=0 ;; esac
    "$work/$c/bench" 3 "$sequential" "$small"
  done
  [ -z "${ONE_INSTANCE_BUILD_ONLY:-}" ] || echo "built the programs of bench/one_instance.sh in $work"
} 2>&1 | tee "$log"
