#!/usr/bin/env bash
# forms.sh: OPT in each form of the GPU code (thread, team, the runtime's choice), the CPU target
# on every core and the sequential C on one (bench_forms.cu), at N = 128, 512, 1024 over p = 1,
# 64, 1024, in one run; prints a table of ms and ratios. Needs nvcc, a GPU and build/bulkcc.
#   usage: bench/forms.sh [out-dir]      FORMS_CASES="128:1,64 512:1" chooses the cases;
#   FORMS_BUILD_ONLY=1 builds the programs and runs none (tests/nvcc/bench_forms_builds.test).
# Then prefix sums (bench_scan.cu) at SCAN_CASES (default "32768:512,8192"; empty: none): each
# form's kernel against the device copy of the same bytes. Each program first calibrates the
# runtime's cost model (NAME_bulk_calibrate, at counts none of the table's) and prints its
# predictions, which a last table sets against the measured times; the calibration's times are
# kept in each program's folder, profile.txt (the runtime's BULK_PROFILE format).
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
  BENCH_PROFILE="$d/profile.txt" "$d/bench_forms" ${ps//,/ } | tee -a "$out/forms.txt"
done
# prefix sums (bench_scan.cu): the kernels of each form against the device copy of the same bytes
: > "$out/scan.txt"
for c in ${SCAN_CASES-"32768:512,8192"}; do
  n=${c%%:*} ps=${c#*:}
  d="$out/scan$n"
  mkdir -p "$d"
  "$bulkcc" --reassociate -DN="$n" "$root/samples/prefix_sums.c" -o "$d/prefix_sums.cu"
  "$bulkcc" --target=cpu -DN="$n" "$root/samples/prefix_sums.c" -o "$d/prefix_sums_cpu.c"
  nvcc -O3 -arch="$arch" ${SCAN_NVCC_FLAGS:-} -I"$root/runtime" -c "$d/prefix_sums.cu" -o "$d/prefix_sums_gpu.o"
  cc -O3 -std=gnu11 -fopenmp -march=native -I"$root/runtime" -c "$d/prefix_sums_cpu.c" -o "$d/prefix_sums_cpu.o"
  cc -O2 -std=gnu11 -ffp-contract=off -DN="$n" -c "$root/samples/prefix_sums.c" -o "$d/prefix_sums_sequential.o"
  nvcc -O3 -arch="$arch" -DN="$n" -I"$root/runtime" -I"$root/bench" "$root/bench/bench_scan.cu" "$d/prefix_sums_gpu.o" \
    "$d/prefix_sums_cpu.o" "$d/prefix_sums_sequential.o" "$out/bulk_runtime.o" "$out/bulk_cpu.o" -Xcompiler -fopenmp \
    -o "$d/bench_scan"
  [ -n "${FORMS_BUILD_ONLY:-}" ] && continue
  BENCH_PROFILE="$d/profile.txt" "$d/bench_scan" ${ps//,/ } | tee -a "$out/scan.txt"
done
[ -n "${FORMS_BUILD_ONLY:-}" ] && { echo "built the programs of bench/forms.sh"; exit 0; }
python3 - "$out/forms.txt" <<'PY'
import sys
rows = {}
for line in open(sys.argv[1]):
    n, p, what, value = line.split()
    rows.setdefault((int(n), int(p)), {})[what] = value
rows = {k: r for k, r in rows.items() if k[1] > 0}
print("| OPT N | p | thread form ms | team form ms | automatic ms (chose) | CPU target ms | sequential C ms (1 core) | team / thread | CPU / best GPU |")
print("|---|---|---|---|---|---|---|---|---|")
for (n, p), r in sorted(rows.items()):
    th, tm, au = float(r["thread"]), float(r["team"]), float(r["auto"])
    cpu = float(r["cpu"]) if "cpu" in r else None
    print("| %d | %d | %.2f | %.2f | %.2f (%s) | %s | %.2f | %.1fx faster | %s |" % (
        n, p, th, tm, au, r["choice"], "%.2f" % cpu if cpu else "-", float(r["sequential"]),
        th / tm, "%.1fx" % (cpu / min(th, tm)) if cpu else "-"))
PY
[ -s "$out/scan.txt" ] && echo && python3 - "$out/scan.txt" <<'PY'
import sys
rows = {}
for line in open(sys.argv[1]):
    n, p, what, value = line.split()
    rows.setdefault((int(n), int(p)), {})[what] = value
rows = {k: r for k, r in rows.items() if k[1] > 0}
print("| prefix sums N | p | device copy ms | thread form ms, column-wise (% of copy) | team form ms, row-wise, --reassociate (% of copy) | automatic ms, row-wise (chose) | CPU target ms (whole call) | sequential C ms (1 core) |")
print("|---|---|---|---|---|---|---|---|")
for (n, p), r in sorted(rows.items()):
    cp, th, tm, au = (float(r[k]) for k in ("copy", "thread", "team", "auto"))
    print("| %d | %d | %.4f | %.4f (%.1f%%) | %.4f (%.1f%%) | %.4f (%s) | %.2f | %.2f |" % (
        n, p, cp, th, 100 * cp / th, tm, 100 * cp / tm, au, r["choice"], float(r["cpu"]), float(r["sequential"])))
PY
echo
# the cost model's predictions (made after the calibration, before any case was measured)
python3 - "$out/forms.txt" "$out/scan.txt" <<'PY'
import sys
print("| case | p | form | predicted ms | measured ms | error |")
print("|---|---|---|---|---|---|")
worst = 0.0
cases = ((sys.argv[1], "OPT N=%d, whole call, pinned", (("thread", "thread"), ("team", "team"))),
         (sys.argv[2], "prefix sums N=%d, device", (("thread, column-wise", "thread"), ("thread, row-wise", "thread_rows"),
                                                     ("team, row-wise", "team"))))
for path, name, forms in cases:
    rows = {}
    for line in open(path):
        n, p, what, value = line.split()
        rows.setdefault((int(n), int(p)), {})[what] = value
    for (n, p), r in sorted(rows.items()):
        for label, key in forms:
            if p == 0 or key not in r or "predicted_" + key not in r:
                continue
            m, q = float(r[key]), float(r["predicted_" + key])
            error = q / m - 1
            worst = max(worst, abs(error))
            print("| %s | %d | %s | %.4g | %.4g | %+.0f%% |" % (name % n, p, label, q, m, 100 * error))
print()
print("largest error of the model: %.0f%%" % (100 * worst))
PY
