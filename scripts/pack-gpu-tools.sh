#!/usr/bin/env bash
# Copies lit, FileCheck, not and count (with FileCheck's libz3) into .tools/, for a GPU machine that
# cannot install packages: bench/gpu_suite.sh finds them there.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
rm -rf "$root/.tools"
mkdir -p "$root/.tools/bin" "$root/.tools/lib"
cp -r /usr/lib/llvm-14/build/utils/lit/lit "$root/.tools/"
cp /usr/lib/llvm-14/build/utils/lit/lit.py "$root/.tools/bin/lit"
cp /usr/lib/llvm-14/bin/FileCheck /usr/lib/llvm-14/bin/not /usr/lib/llvm-14/bin/count "$root/.tools/bin/"
cp -L "$(ldconfig -p | awk '/libz3.so.4 /{print $NF; exit}')" "$root/.tools/lib/"
echo "packed into $root/.tools"
