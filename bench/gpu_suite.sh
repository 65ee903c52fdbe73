#!/usr/bin/env bash
# gpu_suite.sh: on a GPU machine, runs every lit test (GPU ones included) and the benchmarks,
# prints a table and writes it to bench/results/. Needs build/bulkcc and, where lit and FileCheck
# are not installed, the .tools/ folder of scripts/pack-gpu-tools.sh.
#   usage: bench/gpu_suite.sh [results-dir]
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
results=${1:-$root/bench/results}
work=${WORK:-/tmp/bulkcc-gpu}
bulkcc=${BULKCC:-$root/build/bulkcc}
arch=${ARCH:-sm_90}
mkdir -p "$work" "$results"

if [ -d "$root/.tools" ]; then
  export PATH="$root/.tools/bin:$PATH" PYTHONPATH="$root/.tools${PYTHONPATH:+:$PYTHONPATH}"
  export LD_LIBRARY_PATH="$root/.tools/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
fi
device=$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | head -1)
echo "device: $device"
echo "date:   $(date -u +%Y-%m-%dT%H:%MZ)"

# 1. the whole test suite, GPU tests included
sed -e "s|@CMAKE_CURRENT_BINARY_DIR@|$(dirname "$bulkcc")|; s|@FILECHECK_COMMAND@|$(command -v FileCheck)|" \
    -e "s|@NOT_COMMAND@|$(command -v not)|; s|@NVCC_COMMAND@|$(command -v nvcc)|; s|@BULKCC_CUDA_ARCH@|$arch|" \
    -e "s|@CMAKE_CURRENT_SOURCE_DIR@|$root|" "$root/tests/lit.site.cfg.py.in" > "$work/lit.site.cfg.py"
mkdir -p "$(dirname "$bulkcc")/tests"
cp "$work/lit.site.cfg.py" "$(dirname "$bulkcc")/tests/lit.site.cfg.py"
python3 "$(command -v lit)" -v -j 8 "$(dirname "$bulkcc")/tests" 2>&1 | tee "$work/lit.log" | grep -E "^(PASS|FAIL|XFAIL|UNSUPPORTED|Total|  Passed|  Failed|  Unsupported)|Failed Tests" || true
lit_summary=$(grep -E "^  (Passed|Failed|Unsupported)" "$work/lit.log" | tr -s ' ' | paste -sd, -)

# 2. benchmarks, each checked against the CPU in the same run
nvcc -O3 -arch="$arch" -o "$work/copy_bandwidth" "$root/bench/copy_bandwidth.cu"
copy=$("$work/copy_bandwidth" | tee -a "$work/bench.log")
copy_gbps=$(sed -n 's/.*gbps=\([0-9.]*\).*/\1/p' <<<"$copy")
build() { make -s -C "$root/samples" BULKCC="$bulkcc" ARCH="$arch" BUILD="$work/$1" PREFIX_N="$2" OPT_N="$3" \
           BULKCCFLAGS="${5:-}" "$work/$1/$4"; }
run() { "$@" | tee -a "$work/bench.log" | grep RESULT; }
build b-prefix 1024 64 prefix_sums && r1=$(run "$work/b-prefix/prefix_sums" 262144 11)
build b-opt8 1024 8 opt && r2=$(run "$work/b-opt8/opt" 4194304 6)
build b-opt64 1024 64 opt && r3=$(run "$work/b-opt64/opt" 65536 6)
# the paper's comparison: the same kernels with each instance's arrays row-wise
build b-prefix-row 1024 64 prefix_sums --layout=row && r4=$(run "$work/b-prefix-row/prefix_sums" 262144 11)
build b-opt64-row 1024 64 opt --layout=row && r5=$(run "$work/b-opt64-row/opt" 65536 3)

field() { sed -n "s/.* $2=\([^ ]*\).*/\1/p" <<<"$1"; }
table="$work/table.md"
{
  echo "# GPU run: $device, $(date -u +%Y-%m-%d)"
  echo
  echo "Produced by bench/gpu_suite.sh. Kernel times are medians over the timed runs after one warm-up;"
  echo "every instance was compared with the sequential C on the CPU (fresh random inputs, seed in bench.log)."
  echo
  echo "lit: $lit_summary"
  echo
  echo "Device-to-device copy: $copy_gbps GB/s (bytes read + written, median of 20 copies of 1 GiB)."
  echo
  echo "| case | p | block | kernel ms | transpose ms | transfer ms | CPU 1 core ms | speedup | mismatches | kernel GB/s | of copy |"
  echo "|---|---|---|---|---|---|---|---|---|---|---|"
  layouts=(column column column row row)
  i=0
  for r in "$r1" "$r2" "$r3" "$r4" "$r5"; do
    layout=${layouts[$i]}
    i=$((i + 1))
    [ -n "$r" ] || continue
    name=$(field "$r" name); n=$(field "$r" n); p=$(field "$r" p); k=$(field "$r" kernel_ms)
    gbps="-"; frac="-"
    if [ "$name" = prefix_sums ]; then
      gbps=$(awk -v n="$n" -v p="$p" -v k="$k" 'BEGIN{printf "%.0f", 2*4*n*p/(k*1e6)}')
      frac=$(awk -v g="$gbps" -v c="$copy_gbps" 'BEGIN{printf "%.0f%%", 100*g/c}')
    fi
    cpu=$(field "$r" cpu_ms)
    echo "| $name N=$n, $layout | $p | $(field "$r" block) | $k | $(field "$r" transpose_ms) | $(field "$r" transfer_ms) | $cpu | $(awk -v c="$cpu" -v k="$k" 'BEGIN{printf "%.0fx", c/k}') | $(field "$r" mismatches) | $gbps | $frac |"
  done
} > "$table"
cat "$table"
cp "$table" "$results/$(date -u +%Y-%m-%d)-$(echo "$device" | cut -d, -f1 | tr ' ' '-' ).md"
cp "$work/bench.log" "$work/lit.log" "$results/" 2>/dev/null || true
