#!/usr/bin/env bash
# connections.sh: OPT N=64's whole call from pinned arrays (and prefix sums N=1024's) under several
# CUDA_DEVICE_MAX_CONNECTIONS, the hardware queues CUDA spreads its streams over: with fewer queues
# than streams, work of one stream can wait behind another stream's kernel.
#   usage: bench/experiments/connections.sh   (after PREFETCH_BUILD_ONLY=1 prefetch.sh DIR)
set -uo pipefail
w=/tmp/bulkcc-prefetch
export OMP_WAIT_POLICY=passive BENCH_WHOLE_ONLY=pinned
field() { grep 'variant=pinned ' | grep -o 'ms=[^ ]*\|x_copy=[^ ]*\|mismatches=[^ ]*' | head -4 | tr '\n' ' '; }
for conn in 8 32 1 8 32; do
  for r in 1 2 3; do echo "connections=$conn opt-64 p=65536: $(CUDA_DEVICE_MAX_CONNECTIONS=$conn $w/opt-64/whole-L1-0 65536 | field)"; done
done
for conn in 8 32; do
  echo "# timeline, connections=$conn"
  CUDA_DEVICE_MAX_CONNECTIONS=$conn BULK_VERBOSE=2 BENCH_WHOLE_RUNS=1 $w/opt-64/whole-L1-0 65536 2>&1 >/dev/null | tail -n 9
done
for conn in 8 32; do
  for p in 262144 1; do
    echo "connections=$conn prefix_sums-1024 p=$p: $(CUDA_DEVICE_MAX_CONNECTIONS=$conn $w/prefix_sums-1024/whole-L1-0 $p | field)"
  done
done
