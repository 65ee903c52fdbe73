#!/usr/bin/env bash
# run.sh: fuzzes bulkcc's passes after cpp and its emitters (fuzz/fuzz_frontend.c) for SECONDS
# (default 60) with libFuzzer, seeded with every test input after cpp. Memory is never freed inside one compilation, so the fuzzer runs in rounds of
# a bounded number of inputs, keeping its corpus between rounds. Crashers land in fuzz/crashes/.
#   usage: fuzz/run.sh [seconds]
# FUZZ_SEED=N makes the run repeatable (round k uses seed N + k), as CI wants. The seeds add
# fuzz/corpus/ (constructs of the classes the checks must get right, and inputs past the caps) and
# random programs of every class (tests/tools/random_program.py --classes=all); the dictionary
# fuzz/bulkcc.dict gives their tokens.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
seconds=${1:-60}
build=${FUZZ_BUILD:-$root/build-fuzz}
work=${FUZZ_WORK:-$build/fuzz-work}
CC=clang cmake -S "$root" -B "$build" -DBULKCC_FUZZ=ON -DCMAKE_BUILD_TYPE=Debug >/dev/null
cmake --build "$build" --target fuzz_frontend -j 2 >/dev/null 2>&1
mkdir -p "$work/corpus" "$work/seeds" "$root/fuzz/crashes"
i=0
# every C file of the tests, at any depth (tests/oblivious/* and tests/differential/programs too)
while IFS= read -r f; do
  cpp -I "$root/tests/Inputs/include" "$f" > "$work/seeds/seed$i.c" 2>/dev/null || true
  i=$((i + 1))
done < <(find "$root/tests" -name '*.c' | sort; printf '%s\n' "$root/samples/prefix_sums.c" "$root/samples/opt.c")
for f in "$root"/fuzz/corpus/*.c; do
  cpp -I "$root/tests/Inputs/include" "$f" > "$work/seeds/corpus-$(basename "$f")" 2>/dev/null || true
done
for s in $(seq 1 40); do
  python3 "$root/tests/tools/random_program.py" "$s" --classes=all | cpp > "$work/seeds/random-$s.c" 2>/dev/null || true
done
ulimit -s unlimited 2>/dev/null || ulimit -s 1048576 2>/dev/null || true  # sanitizers make frames large
end=$(( $(date +%s) + seconds ))
rounds=0 execs=0
while [ "$(date +%s)" -lt "$end" ]; do
  left=$(( end - $(date +%s) ))
  log="$work/round.log"
  seed=""
  [ -z "${FUZZ_SEED:-}" ] || seed="-seed=$((FUZZ_SEED + rounds))"
  ASAN_OPTIONS=detect_leaks=0 "$build/fuzz_frontend" "$work/corpus" "$work/seeds" $seed -dict="$root/fuzz/bulkcc.dict" -runs=20000 -max_total_time="$left" -max_len=4096 \
      -timeout=10 -rss_limit_mb=4096 -detect_leaks=0 -close_fd_mask=2 -artifact_prefix="$root/fuzz/crashes/" -print_final_stats=1 > "$log" 2>&1 || {
    echo "fuzz_frontend stopped on a finding:"; grep -E "ERROR|SUMMARY|Test unit written" "$log" | head; exit 1; }
  rounds=$((rounds + 1))
  execs=$(( execs + $(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1) ))
done
cov=$(grep -o "cov: [0-9]*" "$log" | tail -1)
echo "fuzzed ${seconds}s: $rounds rounds, $execs inputs, corpus $(ls "$work/corpus" | wc -l) files, $cov, no crash"
