#!/bin/sh
# differential.sh: translates FILE, builds its bulk code, the sequential C and the checking driver
# of --emit-driver, and runs the driver for p = 1, 2, 7, 13, 33 and 1000 (one, two, primes, and
# counts that are not multiples of a SIMD width or a warp, on both sides of the emulation's choice
# of the team form, p <= 64).
#   usage: differential.sh cpu|cuda|emulate|emulate-warps|both WORKDIR FILE [bulkcc options...]
# EXTRA_CFLAGS (say -march=native) go to the compiles of the CPU code and of the sequential C,
# EXTRA_LDFLAGS to the link (say -fsanitize=undefined, with it in EXTRA_CFLAGS too);
# BULKCC_FLAGS (say --layout=row) to bulkcc alone. RUNTIME_CFLAGS (default -DBULK_POISON, which
# fills fresh allocations with a pattern so that reads of unwritten memory show) to the runtime.
# COUNTS: the p to run instead (say "1 3" for instances that take the sequential C seconds).
# CC and CXX name the C and C++ compilers (default: cc and c++). NVCC_OPT: nvcc's options for the
# bulk code (default -O3; -G builds it unoptimized, to tell nvcc's optimizer from bulkcc).
# cpu: --target=cpu with OpenMP; cuda: nvcc, for a GPU; emulate: the CUDA code run on the CPU
# (emulate-warps: its team and grid forms with warps of 32 lanes, each a thread, as on a GPU);
# both: the emulated CUDA code and the CPU code in one program, each call shared between them.
# An entry with a team form (a warp per instance) or a grid form (a group of blocks per instance)
# runs them as the runtime chooses (BULK_FORM).
# RUNTIME_OBJECT: where the runtime's object for this target is kept between runs (compiled there
# if missing), for callers that test many programs. RUNTIME_CACHE (the lit suite sets it): a
# folder of runtime objects shared by every run, one per compile command and runtime source (so
# EXTRA_CFLAGS, RUNTIME_CFLAGS, CC or a change to runtime/ gets an object of its own); it wins
# over RUNTIME_OBJECT.
set -eu
target=$1 work=$2 file=$3
counts=${COUNTS:-1 2 7 13 33 1000}
# the sequential C keeps its local arrays on the stack (a 3001 x 3001 table is 36 MB)
ulimit -s unlimited 2>/dev/null || ulimit -s 1048576 2>/dev/null || true
shift 3
tools=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$tools/../.." && pwd)
bulkcc=${BULKCC:?set BULKCC to the bulkcc binary}
arch=${ARCH:-sm_90}
mkdir -p "$work"
name=$(basename "$file" .c)
runtime_o=${RUNTIME_OBJECT:-$work/runtime.o}
runtime() {  # compiler arguments...: compiles the runtime into $runtime_o unless it is kept there
  if [ -n "${RUNTIME_CACHE:-}" ]; then
    key=$( { printf '%s\n' "$@"; cat "$root"/runtime/*; } | cksum | cut -d' ' -f1)
    runtime_o="$RUNTIME_CACHE/runtime-$key.o"
    mkdir -p "$RUNTIME_CACHE"
  fi
  [ -n "${RUNTIME_CACHE:-}${RUNTIME_OBJECT:-}" ] && [ -f "$runtime_o" ] && return 0
  # a private name, then a rename: runs that share the object never see half of one
  "$@" -o "$runtime_o.$$" && mv "$runtime_o.$$" "$runtime_o"
}
case $target in
  cpu)
    "$bulkcc" --target=cpu ${BULKCC_FLAGS:-} "$@" "$file" -o "$work/$name.bulk.c" --header "$work/$name.bulk.h" --emit-driver "$work/$name.driver.c"
    ${CC:-cc} -O3 -std=gnu11 -fopenmp ${EXTRA_CFLAGS:-} -I"$root/runtime" -c "$work/$name.bulk.c" -o "$work/bulk.o"
    link="${CC:-cc} -fopenmp"
    runtime ${CC:-cc} -O2 -std=c11 -fopenmp ${EXTRA_CFLAGS:-} ${RUNTIME_CFLAGS--DBULK_POISON} -I"$root/runtime" -c "$root/runtime/bulk_cpu.c" ;;
  emulate|emulate-warps)
    # emulate-warps: the team and grid forms with warps of 32 threads running at once
    warps=; [ "$target" = emulate-warps ] && warps="-DBULK_EMULATION_WARPS -pthread"
    "$bulkcc" ${BULKCC_FLAGS:-} "$@" "$file" -o "$work/$name.cu" --header "$work/$name.bulk.h" --emit-driver "$work/$name.driver.c"
    ${CXX:-c++} -O2 -DBULK_EMULATION $warps -I"$root/runtime" -x c++ -c "$work/$name.cu" -o "$work/bulk.o"
    link="${CXX:-c++} $warps"
    runtime ${CC:-cc} -O2 -std=c11 ${RUNTIME_CFLAGS--DBULK_POISON} -I"$root/runtime" -c "$root/runtime/bulk_cpu.c" ;;
  both)
    "$bulkcc" ${BULKCC_FLAGS:-} "$@" "$file" -o "$work/$name.cu" --header "$work/$name.bulk.h" --emit-driver "$work/$name.driver.c"
    "$bulkcc" --target=cpu ${BULKCC_FLAGS:-} "$@" "$file" -o "$work/$name.bulk.c"
    ${CXX:-c++} -O2 -DBULK_EMULATION -I"$root/runtime" -x c++ -c "$work/$name.cu" -o "$work/gpu.o"
    ${CC:-cc} -O3 -std=gnu11 -fopenmp ${EXTRA_CFLAGS:-} -I"$root/runtime" -c "$work/$name.bulk.c" -o "$work/cpu.o"
    ${CXX:-c++} -r "$work/gpu.o" "$work/cpu.o" -o "$work/bulk.o"
    link="${CXX:-c++} -fopenmp"
    # half the instances on each, however few, so that every call is shared
    export BULK_TARGET=both BULK_CPU_SHARE=0.5
    runtime ${CC:-cc} -O2 -std=c11 -fopenmp ${EXTRA_CFLAGS:-} ${RUNTIME_CFLAGS--DBULK_POISON} -I"$root/runtime" -c "$root/runtime/bulk_cpu.c" ;;
  cuda)
    "$bulkcc" ${BULKCC_FLAGS:-} "$@" "$file" -o "$work/$name.cu" --header "$work/$name.bulk.h" --emit-driver "$work/$name.driver.c"
    nvcc ${NVCC_OPT:--O3} -arch="$arch" -I"$root/runtime" -c "$work/$name.cu" -o "$work/bulk.o"
    link="nvcc -arch=$arch"
    runtime nvcc -O3 -arch="$arch" -c "$root/runtime/bulk_runtime.cu" ;;
  *) echo "unknown target $target" >&2; exit 2 ;;
esac
# the sequential C: no contraction of a * b + c, as the bulk code does not contract either
if grep -q '^#define BULKCC_DRIVER_INCLUDES_SOURCE' "$work/$name.driver.c"; then
  # a static entry: the driver includes the file itself, so it is built as the sequential C is
  ${CC:-cc} -O2 -std=gnu11 -ffp-contract=off ${EXTRA_CFLAGS:-} "$@" -I"$work" -I"$root/runtime" \
    -c "$work/$name.driver.c" -o "$work/driver.o"
  sequential_o=
else
  ${CC:-cc} -O2 -std=gnu11 -ffp-contract=off ${EXTRA_CFLAGS:-} "$@" -c "$file" -o "$work/sequential.o"
  ${CC:-cc} -O2 -std=c11 -I"$work" -I"$root/runtime" -c "$work/$name.driver.c" -o "$work/driver.o"
  sequential_o="$work/sequential.o"
fi
$link "$work/driver.o" $sequential_o "$work/bulk.o" "$runtime_o" -o "$work/check" -lm ${EXTRA_LDFLAGS:-}
"$work/check" $counts
# an entry with a team form runs it where p is small (the emulation: p <= 64, so both forms
# above); on a GPU, where every p above takes it, the thread form runs each p too
if [ "$target" = cuda ] && grep -q '^__global__ void bulkcc_team_kernel_' "$work/$name.cu"; then
  BULK_FORM=thread "$work/check" $counts
fi
# an entry with a grid form (a wavefront) runs it where p is at most the multiprocessors (the
# emulation counts one; a group there is one thread per instance): every p takes it here too
if [ "$target" = cuda ] || [ "$target" = emulate ] || [ "$target" = emulate-warps ]; then
  if grep -q '^__global__ void \(BULKCC_CELL_BOUNDS \)\?bulkcc_grid_kernel_' "$work/$name.cu"; then
    BULK_FORM=grid "$work/check" $counts
  fi
fi
# the CPU's team form (a team of threads per instance) takes calls of at most a quarter as many
# instances as threads, by default: forced here, on however many threads there are
if [ "$target" = cpu ] && grep -q '^static void bulkcc_team_instances_' "$work/$name.bulk.c"; then
  BULK_FORM=team "$work/check" $counts
fi
