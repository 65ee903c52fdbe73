#!/usr/bin/env python3
# A bulkcc whose memory grows without end (address space taken 256 MiB at a time, never touched,
# so the machine's memory is not): stress.py's memory limit must stop it, and the case then fails.
# Past 64 GiB it stops by itself and says so, so that a missing limit shows as a large count.
import mmap
import sys

held = []
try:
    while len(held) < 256:
        held.append(mmap.mmap(-1, 256 << 20))
except (MemoryError, OSError):
    pass
sys.stderr.write("bulkcc: error: out of memory after %d MiB\n" % (256 * len(held)))
sys.exit(2)
