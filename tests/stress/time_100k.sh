#!/bin/sh
# time_100k.sh: times bulkcc --check on 100,000 statements, 100,000 helpers and 100,000 locals
# (the inputs of tests/stress/stress.py, larger); each should take under LIMIT seconds (default 5).
# Not part of make check: the time depends on the machine.
#   usage: BULKCC=build/bulkcc tests/stress/time_100k.sh [WORKDIR]
set -u
here=$(cd "$(dirname "$0")" && pwd)
bulkcc=${BULKCC:?set BULKCC to the bulkcc binary}
work=${1:-${TMPDIR:-/tmp}/bulkcc-time-100k}
limit=${LIMIT:-5}
mkdir -p "$work"
status=0
for kind in statements helpers locals_; do
  python3 -c "import sys; sys.path.insert(0, '$here'); import stress; sys.stdout.write(stress.$kind(100000))" > "$work/$kind.c"
  start=$(date +%s.%N)
  timeout 600 "$bulkcc" --check "$work/$kind.c" > "$work/$kind.log" 2>&1
  rc=$?
  seconds=$(echo "$(date +%s.%N) - $start" | bc)
  verdict=ok
  if [ "$rc" -ne 0 ]; then verdict="FAILED (exit $rc: $(grep -m1 -o 'error: .*' "$work/$kind.log"))"; status=1
  elif [ "$(echo "$seconds > $limit" | bc)" = 1 ]; then verdict="SLOW (over $limit s)"; status=1; fi
  printf '100k %s: %.1f s %s\n' "${kind%_}" "$seconds" "$verdict"
done
exit $status
