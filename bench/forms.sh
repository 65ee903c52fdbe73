#!/usr/bin/env bash
# forms.sh: OPT in each form of the GPU code (thread, team, the runtime's choice), the CPU target
# on every core and the sequential C on one (bench_forms.cu), at N = 128, 512, 1024 over p = 1,
# 64, 1024, in one run; prints a table of ms and ratios. Needs nvcc, a GPU and build/bulkcc.
#   usage: bench/forms.sh [out-dir]      FORMS_CASES="128:1,64 512:1" chooses the cases;
#   FORMS_BUILD_ONLY=1 builds the programs and runs none (tests/nvcc/bench_forms_builds.test)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
out=${1:-$root/bench/out/forms}
bulkcc=${BULKCC:-$root/build/bulkcc}
arch=${ARCH:-sm_90}
mkdir -p "$out"
cases=${FORMS_CASES:-"128:1,64,1024 512:1,64,1024 1024:1,64"}
nvcc -O3 -arch="$arch" -c "$root/runtime/bulk_runtime.cu" -o "$out/bulk_runtime.o"
cc -O2 -std=c11 -fopenmp -I"$root/runtime" -c "$root/runtime/bulk_cpu.c" -o "$out/bulk_cpu.o"
: > "$out/forms.txt"
for c in $cases; do
  n=${c%%:*} ps=${c#*:}
  d="$out/n$n"
  mkdir -p "$d"
  "$bulkcc" -DN="$n" "$root/samples/opt.c" -o "$d/opt.cu"
  "$bulkcc" --target=cpu -DN="$n" "$root/samples/opt.c" -o "$d/opt_cpu.c"
  nvcc -O3 -arch="$arch" -I"$root/runtime" -c "$d/opt.cu" -o "$d/opt_gpu.o"
  cc -O3 -std=gnu11 -fopenmp -march=native -I"$root/runtime" -c "$d/opt_cpu.c" -o "$d/opt_cpu.o"
  cc -O2 -std=gnu11 -ffp-contract=off -DN="$n" -c "$root/samples/opt.c" -o "$d/opt_sequential.o"
  nvcc -O3 -arch="$arch" -DN="$n" -I"$root/runtime" -I"$root/bench" "$root/bench/bench_forms.cu" "$d/opt_gpu.o" \
    "$d/opt_cpu.o" "$d/opt_sequential.o" "$out/bulk_runtime.o" "$out/bulk_cpu.o" -Xcompiler -fopenmp -o "$d/bench_forms"
  [ -n "${FORMS_BUILD_ONLY:-}" ] && continue
  "$d/bench_forms" ${ps//,/ } | tee -a "$out/forms.txt"
done
[ -n "${FORMS_BUILD_ONLY:-}" ] && { echo "built the programs of bench/forms.sh"; exit 0; }
python3 - "$out/forms.txt" <<'PY'
import sys
rows = {}
for line in open(sys.argv[1]):
    n, p, what, value = line.split()
    rows.setdefault((int(n), int(p)), {})[what] = value
print("| OPT N | p | thread form ms | team form ms | automatic ms (chose) | CPU target ms | sequential C ms (1 core) | team / thread | CPU / best GPU |")
print("|---|---|---|---|---|---|---|---|---|")
for (n, p), r in sorted(rows.items()):
    th, tm, au = float(r["thread"]), float(r["team"]), float(r["auto"])
    cpu = float(r["cpu"]) if "cpu" in r else None
    print("| %d | %d | %.2f | %.2f | %.2f (%s) | %s | %.2f | %.1fx faster | %s |" % (
        n, p, th, tm, au, r["choice"], "%.2f" % cpu if cpu else "-", float(r["sequential"]),
        th / tm, "%.1fx" % (cpu / min(th, tm)) if cpu else "-"))
PY
