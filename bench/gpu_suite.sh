#!/usr/bin/env bash
# gpu_suite.sh (make gpu): on a GPU machine, runs every lit test (GPU ones included) and then
# every benchmark (bench/bench.sh, make bench), writing both reports to bench/results/. Needs build/bulkcc and, where lit and FileCheck
# are not installed, the .tools/ folder of scripts/pack-gpu-tools.sh.
#   usage: bench/gpu_suite.sh [results-dir]      (SKIP_BENCH=1: the tests alone)
# RANDOM_PROGRAMS=N (with RANDOM_FIRST=SEED): also N random programs on the GPU and N/4 with
# indices, trip counts and jumps from data, compared with the sequential C, on every core.
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

# 1. the whole test suite, GPU tests included (filled in as CMake fills it; the version is
# CMakeLists.txt's project(VERSION))
version=$(sed -n 's/^project(bulkcc VERSION \([0-9.]*\).*/\1/p' "$root/CMakeLists.txt")
sed -e "s|@CMAKE_CURRENT_BINARY_DIR@|$(dirname "$bulkcc")|; s|@FILECHECK_COMMAND@|$(command -v FileCheck)|" \
    -e "s|@NOT_COMMAND@|$(command -v not)|; s|@NVCC_COMMAND@|$(command -v nvcc)|; s|@BULKCC_CUDA_ARCH@|$arch|" \
    -e "s|@CMAKE_CURRENT_SOURCE_DIR@|$root|; s|@PROJECT_VERSION@|$version|" \
    "$root/tests/lit.site.cfg.py.in" > "$work/lit.site.cfg.py"
mkdir -p "$(dirname "$bulkcc")/tests"
cp "$work/lit.site.cfg.py" "$(dirname "$bulkcc")/tests/lit.site.cfg.py"
python3 "$(command -v lit)" -v -j 8 "$(dirname "$bulkcc")/tests" 2>&1 | tee "$work/lit.log" | grep -E "^(PASS|FAIL|XFAIL|UNSUPPORTED|Total|  Passed|  Failed|  Unsupported)|Failed Tests" || true
lit_summary=$(grep -E "^  (Passed|Failed|Unsupported)" "$work/lit.log" | tr -s ' ' | paste -sd, -)

# 2. random programs on the GPU (tests/tools/random_differential.sh), when asked for
random_summary=""
if [ -n "${RANDOM_PROGRAMS:-}" ]; then
  first=${RANDOM_FIRST:-30000}
  jobs=$(nproc)
  BULKCC="$bulkcc" JOBS=$jobs "$root/tests/tools/random_differential.sh" "$work/random" "$first" "$RANDOM_PROGRAMS" cuda \
    > "$work/random.log" 2>&1
  RANDOM_GATHER=1 BULKCC="$bulkcc" JOBS=$jobs "$root/tests/tools/random_differential.sh" "$work/random-gather" \
    $((first + RANDOM_PROGRAMS)) $((RANDOM_PROGRAMS / 4)) cuda >> "$work/random.log" 2>&1
  random_summary="random programs from seed $first on the GPU: $(grep -c 'matches the sequential C' "$work/random.log") match, $(grep -c 'inconclusive' "$work/random.log") inconclusive (an output NaN everywhere), $(grep -c -E 'FAILED|REJECTED' "$work/random.log") failed"
  echo "$random_summary"
  grep -E 'FAILED|REJECTED' "$work/random.log" | head -20
fi

# 3. every benchmark (make bench), each checked against the sequential C in the same run
[ -n "${SKIP_BENCH:-}" ] || WORK="$work/bench" BULKCC="$bulkcc" ARCH="$arch" "$root/bench/bench.sh" "$results"
base="$results/$(date -u +%Y-%m-%d)-$(echo "$device" | cut -d, -f1 | tr ' ' '-')-lit"
{
  echo "# GPU test suite: $device, $(date -u +%Y-%m-%d)"
  echo
  echo "Produced by bench/gpu_suite.sh: every lit test, GPU tests included (log: $(basename "$base").log)."
  echo
  echo "lit: $lit_summary"
  [ -z "$random_summary" ] || { echo; echo "$random_summary (log: $(basename "$base")-random.log)"; }
} > "$base.md"
cp "$work/lit.log" "$base.log" 2>/dev/null || true
[ -z "$random_summary" ] || cp "$work/random.log" "$base-random.log"
