#!/bin/sh
# A bulkcc that never finishes, computing all the while: stress.py must call it a hang.
while :; do :; done
