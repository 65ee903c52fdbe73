#!/usr/bin/env bash
# install-deps.sh [build|all]: makes sure the tools are here, installing the missing ones from
# Debian's packages. build: what building bulkcc needs (cc, cmake, flex, bison); all (the
# default): those and what the tests need too (c++, python3, llvm-14-tools for lit, FileCheck
# and not, Open MPI for bulk_mpi.h).
set -euo pipefail

what=${1:-all}
case "$what" in build | all) ;; *) echo "usage: $0 [build|all]" >&2; exit 2 ;; esac

have() { command -v "$1" >/dev/null 2>&1; }
missing=()
have cc || missing+=(build-essential)
have cmake || missing+=(cmake)
have flex || missing+=(flex)
have bison || missing+=(bison)
[ -f /usr/include/isl/ctx.h ] || missing+=(libisl-dev) # exact dependences (dependences/)
if [ "$what" = all ]; then
  have c++ || case " ${missing[*]:-} " in *" build-essential "*) ;; *) missing+=(build-essential) ;; esac
  have python3 || missing+=(python3)
  have pkg-config || missing+=(pkg-config) # the tests build a user's project with it
  have mpicc || missing+=(libopenmpi-dev)   # bulk_mpi.h's tests: NAME_bulk_mpi on several ranks
  have mpirun || missing+=(openmpi-bin)
  if ! { have FileCheck || [ -x /usr/lib/llvm-14/bin/FileCheck ]; } ||
     [ ! -x /usr/lib/llvm-14/bin/not ] ||
     ! { have lit || have llvm-lit || [ -f /usr/lib/llvm-14/build/utils/lit/lit.py ]; }; then
    missing+=(llvm-14-tools)
  fi
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
  { $sudo apt-get update && $sudo apt-get install -y --no-install-recommends "${missing[@]}"; } ||
  { echo "error: could not install ${missing[*]}; please install them" >&2; exit 1; }
