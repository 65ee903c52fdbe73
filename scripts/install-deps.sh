#!/usr/bin/env bash
# install-deps.sh: makes sure the build and test tools are here, installing the missing ones
# from Debian's packages: cc, cmake, flex, bison, python3, and llvm-14-tools (lit, FileCheck).
set -euo pipefail

have() { command -v "$1" >/dev/null 2>&1; }
missing=()
{ have cc && have c++; } || missing+=(build-essential)
have cmake || missing+=(cmake)
have flex || missing+=(flex)
have bison || missing+=(bison)
have python3 || missing+=(python3)
if ! have FileCheck && [ ! -x /usr/lib/llvm-14/bin/FileCheck ]; then missing+=(llvm-14-tools); fi
if ! have lit && ! have llvm-lit && [ ! -f /usr/lib/llvm-14/build/utils/lit/lit.py ]; then
  case " ${missing[*]:-} " in *" llvm-14-tools "*) ;; *) missing+=(llvm-14-tools) ;; esac
fi
[ ${#missing[@]} -eq 0 ] && exit 0

echo "installing: ${missing[*]}"
if ! have apt-get; then
  echo "error: please install ${missing[*]} (this script knows only apt-get)" >&2
  exit 1
fi
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get install -y --no-install-recommends "${missing[@]}" ||
  { $sudo apt-get update && $sudo apt-get install -y --no-install-recommends "${missing[@]}"; }
