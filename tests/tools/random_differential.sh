#!/bin/sh
# random_differential.sh: differential testing on random programs. For each seed, writes a random
# oblivious program (random_program.py), which bulkcc must accept, and checks with
# differential.sh that the bulk code of each target computes what the sequential C computes. A
# program that fails is kept as WORKDIR/SEED.c with its log.
#   usage: random_differential.sh WORKDIR FIRST-SEED COUNT TARGET...   (targets: cpu emulate cuda)
# RANDOM_GATHER=1: programs with indices from data, translated with --allow-gather. BULKCC_FLAGS
# go to bulkcc (as in differential.sh).
# Prints one line per seed and target; exits 1 if any failed.
set -u
work=$1 first=$2 count=$3
shift 3
tools=$(cd "$(dirname "$0")" && pwd)
bulkcc=${BULKCC:?set BULKCC to the bulkcc binary}
mkdir -p "$work"
failed=0
seed=$first
while [ "$seed" -lt $((first + count)) ]; do
  program="$work/$seed.c"
  python3 "$tools/random_program.py" "$seed" ${RANDOM_GATHER:+--gather} > "$program"
  if ! "$bulkcc" --check ${RANDOM_GATHER:+--allow-gather -w} ${BULKCC_FLAGS:-} "$program" > "$work/$seed.log" 2>&1; then
    echo "seed $seed: REJECTED by bulkcc --check (see $work/$seed.log)"
    failed=1
  else
    for target in "$@"; do
      if RUNTIME_OBJECT="$work/runtime-$target.o" BULKCC_FLAGS="${BULKCC_FLAGS:-}${RANDOM_GATHER:+ --allow-gather -w}" \
         "$tools/differential.sh" "$target" "$work/$seed-$target" "$program" > "$work/$seed-$target.log" 2>&1 &&
         ! grep -q MISMATCH "$work/$seed-$target.log"; then
        echo "seed $seed: $target matches the sequential C"
        rm -rf "$work/$seed-$target"
      else
        echo "seed $seed: $target FAILED (see $work/$seed-$target.log)"
        failed=1
      fi
    done
  fi
  seed=$((seed + 1))
done
exit $failed
