#!/usr/bin/env bash
# Configures and builds revseq in $BUILD_DIR (default: build/) against
# Debian's LLVM/MLIR 22, linked to the shared libMLIR.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${BUILD_DIR:-$root/build}
llvm=/usr/lib/llvm-22

if [ ! -f "$build/build.ninja" ]; then
  cmake -G Ninja -S "$root" -B "$build" \
    -DCMAKE_BUILD_TYPE=Release \
    -DMLIR_DIR=$llvm/lib/cmake/mlir \
    -DMLIR_LINK_MLIR_DYLIB=ON \
    -DLLVM_EXTERNAL_LIT=$llvm/bin/lit \
    -DREVSEQ_WERROR=ON \
    ${REVSEQ_CMAKE_ARGS:-}
elif ! grep -q '^REVSEQ_WERROR:BOOL=ON$' "$build/CMakeCache.txt"; then
  # A tree configured before REVSEQ_WERROR existed: warnings fail CI too.
  cmake -DREVSEQ_WERROR=ON "$build"
fi
ninja -C "$build" "$@"
