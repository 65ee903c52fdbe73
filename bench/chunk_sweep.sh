#!/usr/bin/env bash
# chunk_sweep.sh: the whole call of one built case (bench.sh's programs, BENCH_BUILD_ONLY=1) under
# each BULK_STREAMS and BULK_CHUNK_BYTES given, to choose the runtime's defaults or a user's
# setting; then one call with BULK_VERBOSE=2 under the first setting, for its chunks' timeline.
# Prints one line per setting: the median whole call and its ratio to the pinned copy measured
# by the same program.
#   usage: bench/chunk_sweep.sh program p variant "streams:chunk_bytes ..."
#     program: e.g. /tmp/bulkcc-bench/opt-64/whole; variant: pinned or pageable; chunk_bytes 0:
#     the runtime's choice
set -euo pipefail
[ $# -eq 4 ] || { sed -n 2,11p "$0" >&2; exit 2; }
program=$1 p=$2 variant=$3 settings=$4
export OMP_WAIT_POLICY=passive BENCH_WHOLE_ONLY=$variant
printf '%-8s %-12s %12s %12s %8s %s\n' streams chunk_bytes "call ms" "copy ms" "x copy" "chunks x instances"
knobs() {  # streams:chunk_bytes -> the environment that sets them
  local streams=${1%%:*} bytes=${1#*:}
  echo "BULK_STREAMS=$streams"
  [ "$bytes" = 0 ] || echo "BULK_CHUNK_BYTES=$bytes"
}
for setting in $settings; do
  streams=${setting%%:*} bytes=${setting#*:}
  line=$(env $(knobs "$setting") "$program" "$p" | grep "variant=$variant " || true)
  field() { sed -n "s/.* $1=\([^ ]*\).*/\1/p" <<<"$line"; }
  printf '%-8s %-12s %12s %12s %8s %s\n' "$streams" "$bytes" "$(field ms)" "$(field copy_ms)" "$(field x_copy)" \
    "$(field chunks) x $(field chunk_instances)"
  [ -z "$(grep -E 'mismatches=[1-9]' <<<"$line")" ] || echo "  MISMATCH: $line"
done
first=${settings%% *}
echo "# timeline of the last call (BULK_VERBOSE=2), $(knobs "$first" | tr '\n' ' '):"
env $(knobs "$first") BULK_VERBOSE=2 BENCH_WHOLE_RUNS=1 "$program" "$p" 2>&1 >/dev/null | tail -n 60
