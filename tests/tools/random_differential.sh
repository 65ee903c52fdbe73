#!/bin/sh
# random_differential.sh: differential testing on random programs. For each seed, writes a random
# oblivious program (random_program.py), which bulkcc must accept, and checks with
# differential.sh that the bulk code of each target computes what the sequential C computes. A
# program that fails is kept as WORKDIR/SEED.c with its log.
#   usage: random_differential.sh WORKDIR FIRST-SEED COUNT TARGET...   (targets: cpu emulate emulate-warps cuda)
# RANDOM_GATHER=1: programs with indices from data, translated with --allow-gather.
# RANDOM_CLASSES=LIST: the generator's further classes (random_program.py --classes; "all").
# JOBS=N: N programs at a time (default 1); the lines are printed in seed order at the end.
# BULKCC_FLAGS go to bulkcc, EXTRA_CFLAGS and EXTRA_LDFLAGS to the C compiles and links (as in
# differential.sh; -fsanitize=undefined in both checks the sequential C and the CPU code for
# undefined behaviour: a report fails the seed).
# A program may carry a "// BULK-ENV:" line (the driver runs with that environment: a chunk that
# fails), and "// BULKCC-REFUSED-FLAGS:" options that bulkcc must refuse, saying the text of
# "// BULKCC-REFUSED-SAYS:".
# Prints one line per seed and target (matches, FAILED, REJECTED, or inconclusive where the
# program itself makes an output NaN everywhere); exits 1 if any failed or was rejected.
set -u
tools=$(cd "$(dirname "$0")" && pwd)
bulkcc=${BULKCC:?set BULKCC to the bulkcc binary}

if [ "${1:-}" = "--one" ]; then  # --one WORKDIR SEED TARGET...: one seed, its lines to WORKDIR/SEED.result
  work=$2 seed=$3
  shift 3
  program="$work/$seed.c"
  result="$work/$seed.result"
  : > "$result"
  python3 "$tools/random_program.py" "$seed" ${RANDOM_GATHER:+--gather} ${RANDOM_CLASSES:+--classes=$RANDOM_CLASSES} > "$program"
  # the options the program asks for (the uniform class's --uniform NAME=LO..HI)
  program_flags=$(sed -n 's|^// BULKCC-FLAGS: ||p' "$program")
  if ! "$bulkcc" --check ${RANDOM_GATHER:+--allow-gather -w} ${BULKCC_FLAGS:-} $program_flags "$program" > "$work/$seed.log" 2>&1; then
    echo "seed $seed: REJECTED by bulkcc --check (see $work/$seed.log)" >> "$result"
    exit 1
  fi
  status=0
  # uniformrange: the same options with a range outside the parameter's type must be refused, saying so
  refused_flags=$(sed -n 's|^// BULKCC-REFUSED-FLAGS: ||p' "$program")
  if [ -n "$refused_flags" ]; then
    says=$(sed -n 's|^// BULKCC-REFUSED-SAYS: ||p' "$program")
    if "$bulkcc" --check ${BULKCC_FLAGS:-} $refused_flags "$program" > "$work/$seed-refused.log" 2>&1 ||
       ! grep -qF -- "$says" "$work/$seed-refused.log"; then
      echo "seed $seed: a range outside the parameter's type FAILED to be refused with \"$says\" (see $work/$seed-refused.log)" >> "$result"
      status=1
    else
      echo "seed $seed: a range outside the parameter's type is refused" >> "$result"
    fi
  fi
  # failcalls: the checking driver's environment (a chunk size and a chunk that fails)
  run_env=$(sed -n 's|^// BULK-ENV: ||p' "$program")
  for target in "$@"; do
    log="$work/$seed-$target.log"
    # a sanitizer's report goes to stderr and the run goes on: look for it in the log too
    if env $run_env RUNTIME_OBJECT="$work/runtime-$target.o" BULKCC_FLAGS="${BULKCC_FLAGS:-}${RANDOM_GATHER:+ --allow-gather -w} $program_flags" \
       "$tools/differential.sh" "$target" "$work/$seed-$target" "$program" > "$log" 2>&1 &&
       ! grep -q -e MISMATCH -e "runtime error:" "$log"; then
      echo "seed $seed: $target matches the sequential C" >> "$result"
      rm -rf "$work/$seed-$target"
    elif grep -q "INCONCLUSIVE at every p" "$log" && ! grep -q -e MISMATCH -e "runtime error:" "$log"; then
      # the program's own arithmetic made an output NaN everywhere: nothing to compare, no failure
      echo "seed $seed: $target inconclusive, an output NaN everywhere (see $log)" >> "$result"
    else
      echo "seed $seed: $target FAILED (see $log)" >> "$result"
      status=1
    fi
  done
  exit $status
fi

work=$1 first=$2 count=$3
shift 3
mkdir -p "$work"
jobs=${JOBS:-1}
failed=0
# the runtime's object is compiled once per target before the programs share it
for target in "$@"; do
  [ "$jobs" -gt 1 ] && [ "$count" -gt 0 ] && "$0" --one "$work" "$first" "$target" > /dev/null 2>&1
done
if [ "$jobs" -gt 1 ]; then
  seq "$first" $((first + count - 1)) | xargs -P "$jobs" -I{} "$0" --one "$work" {} "$@" || failed=1
  seed=$first
  while [ "$seed" -lt $((first + count)) ]; do
    cat "$work/$seed.result"
    seed=$((seed + 1))
  done
else
  seed=$first
  while [ "$seed" -lt $((first + count)) ]; do
    "$0" --one "$work" "$seed" "$@" || failed=1
    cat "$work/$seed.result"
    seed=$((seed + 1))
  done
fi
exit $failed
