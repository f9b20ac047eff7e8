#!/usr/bin/env bash
# FileChecks what OUTDIR/run.sh wrote (NAME.out) against the CHECK lines of
# test/Integration/CPU/NAME.mlir (or of the module utils/difftest/matrix.py
# generates for it, written to OUTDIR), as execute-cuda.mlir does under lit.
#   utils/cuda-aot/check.sh OUTDIR
set -uo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
llvm=${LLVM_BIN:-$(llvm-config-22 --bindir 2>/dev/null || echo /usr/lib/llvm-22/bin)}
source "$root/utils/cuda-aot/modules.sh"
failed=0
for f in "$1"/*.out; do
  name=$(basename "$f" .out)
  if "$llvm/FileCheck" --dump-input=never "$(test_module "$name" "$1")" < "$f"; then
    echo "PASS $name"
  else
    echo "FAIL $name"; failed=1
  fi
done
exit $failed
