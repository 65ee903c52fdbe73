#!/usr/bin/env bash
# check_speed.sh: times `bulkcc --check` on bench/check_speed.c (about 100 lines): the median
# of 21 runs, cpp included, on this machine.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
bulkcc=${BULKCC:-$root/build/bulkcc}
times=()
for i in $(seq 21); do
  start=$(date +%s%N)
  "$bulkcc" --check "$root/bench/check_speed.c"
  end=$(date +%s%N)
  times+=($(( (end - start) / 1000 )))
done
median=$(printf '%s\n' "${times[@]}" | sort -n | sed -n 11p)
echo "bulkcc --check on $(wc -l < "$root/bench/check_speed.c") lines: median $((median / 1000)).$(( (median % 1000) / 100 )) ms over 21 runs"
