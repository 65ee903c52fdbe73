#!/usr/bin/env bash
# demo.sh: translates both samples with bulkcc, compiles them with nvcc and runs them on the GPU,
# each checked against the sequential C (without a GPU it still translates and compiles); and
# runs OPT through the CPU target with the checking driver of --emit-driver, and one 1024-gon on
# all the CPU's cores and on the whole GPU (the grid form); shows the plan of the other samples'
# loops (parallel, reductions, wavefronts) and runs each against its sequential C.
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${BUILD:-$root/build}
out=$build/samples
mkdir -p "$out"

echo "== translating the samples with bulkcc"
"$build/bulkcc" "$root/samples/prefix_sums.c" -o "$out/prefix_sums.cu" --header "$out/prefix_sums_bulk.h" || exit 1
"$build/bulkcc" "$root/samples/opt.c" -o "$out/opt.cu" --header "$out/opt_bulk.h" || exit 1
echo "   wrote $out/prefix_sums.cu and $out/opt.cu"
echo "== the obliviousness check refuses a binary search, with the reason:"
printf 'int search(const int a[16], int x) {\n  int lo = 0;\n  for (int s = 8; s > 0; s /= 2)\n    if (a[lo + s - 1] < x) lo += s;\n  return lo;\n}\n' > "$out/search.c"
"$build/bulkcc" --check "$out/search.c" 2>&1 | sed 's/^/   /'

echo "== the CPU target: OPT (N=64) with --target=cpu and the checking driver of --emit-driver"
"$build/bulkcc" --target=cpu "$root/samples/opt.c" -o "$out/opt_cpu.c" --header "$out/opt_cpu.h" \
  --emit-driver "$out/opt_cpu_driver.c" || exit 1
cc -O3 -fopenmp -ffp-contract=off -I"$root/runtime" -o "$out/opt_cpu_check" "$out/opt_cpu.c" \
  "$out/opt_cpu_driver.c" "$root/samples/opt.c" "$root/runtime/bulk_cpu.c" -lm || exit 1
"$out/opt_cpu_check" 1 4096 | sed 's/^/   /' || exit 1

# one large instance: the CPU target runs it on a team of threads, its wavefront's lines in order
# and each line's cells across the threads (the GPU's grid form, below, across the whole GPU)
echo "== one large instance: OPT of one 1024-gon, the CPU target on every core against the sequential C"
"$build/bulkcc" --target=cpu -DN=1024 "$root/samples/opt.c" -o "$out/opt1024_cpu.c" --emit-driver "$out/opt1024_cpu_driver.c" || exit 1
cc -O3 -fopenmp -ffp-contract=off -DN=1024 -I"$root/runtime" -o "$out/opt1024_cpu_check" "$out/opt1024_cpu.c" \
  "$out/opt1024_cpu_driver.c" "$root/samples/opt.c" "$root/runtime/bulk_cpu.c" -lm || exit 1
(ulimit -s unlimited 2>/dev/null; "$out/opt1024_cpu_check" 1) | sed 's/^/   /' || exit 1

# the dynamic programs and networks beside OPT: what the dependence analysis finds in each (the
# team form's plan), then each run against its sequential C, on the GPU too where there is one
gpu=no
command -v nvcc >/dev/null 2>&1 && nvidia-smi -L >/dev/null 2>&1 && gpu=yes
for s in summed_area error_diffusion edit_distance floyd_warshall bitonic_sort; do
  echo "== $s: the plan of its loops (bulkcc --dump=plan)"
  "$build/bulkcc" --dump=plan "$root/samples/$s.c" | grep -E '^  (for|team)' | sed 's/^  /   /'
  targets=cpu
  [ $gpu = yes ] && targets="cpu cuda"
  for t in $targets; do
    echo "   $t target, against the sequential C:"
    BULKCC="$build/bulkcc" "$root/tests/tools/differential.sh" $t "$out/check-$s-$t" "$root/samples/$s.c" 2>&1 |
      grep -E 'p=|MISMATCH|error' | sed 's/^/     /'
    [ "${PIPESTATUS[0]}" -eq 0 ] || exit 1
  done
done

if ! command -v nvcc >/dev/null 2>&1; then
  echo "== nvcc is not installed: the samples were translated but not compiled or run"
  exit 0
fi
echo "== compiling with nvcc (samples/Makefile)"
make -s -C "$root/samples" BULKCC="$build/bulkcc" BUILD="$out" || exit 1

status=0
for run in "prefix_sums 262144 4" "opt 16384 3"; do
  set -- $run
  echo "== $1: $2 instances"
  "$out/$1" "$2" "$3"
  rc=$?
  if [ $rc -eq 3 ]; then
    echo "   (no CUDA GPU on this machine: translated and compiled, not run)"
    exit $status
  elif [ $rc -ne 0 ]; then
    status=1
  fi
done
# one large instance on the whole GPU: NAME_bulk takes the grid form for so few instances
echo "== opt: one 1024-gon on the whole GPU, against the sequential C on one core"
make -s -C "$root/samples" BULKCC="$build/bulkcc" BUILD="$out/large" OPT_N=1024 "$out/large/opt" || exit 1
(ulimit -s unlimited 2>/dev/null; "$out/large/opt" 1 3) || status=1
exit $status
