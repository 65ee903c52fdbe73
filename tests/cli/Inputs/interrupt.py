#!/usr/bin/env python3
"""Interrupts bulkcc while it waits on a slow preprocessor, after cpp has written the dependency
file's temporary, and prints how it ended and which files are left in the folder.

usage: interrupt.py SIGNAL FOLDER BULKCC ARGS..."""
import os
import signal
import subprocess
import sys
import time

sig = getattr(signal, sys.argv[1])
folder = sys.argv[2]
# the signal as a terminal sends it: not ignored, whatever the test's shell does with it
child = subprocess.Popen(sys.argv[3:], cwd=folder, stdout=subprocess.DEVNULL,
                         preexec_fn=lambda: signal.signal(sig, signal.SIG_DFL))
deadline = time.time() + 20
while time.time() < deadline:
    temps = [f for f in os.listdir(folder) if ".tmp" in f]
    if temps and all(os.path.getsize(os.path.join(folder, f)) > 0 for f in temps):
        break
    time.sleep(0.05)
else:
    print("no temporary file appeared")
child.send_signal(sig)
child.wait(timeout=20)
print("ended by %s" % (signal.Signals(-child.returncode).name if child.returncode < 0 else "exit %d" % child.returncode))
for name in sorted(os.listdir(folder)):
    print("left: " + name)
