#!/usr/bin/env bash
# The main job: installs the dependencies, builds revseq-opt, compiles
# examples/reverse-sequence.mlir to LLVM with revseq-cpu-pipeline and runs it.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${BUILD_DIR:-$root/build}
llvm=/usr/lib/llvm-22

bash "$root/utils/setup.sh"
bash "$root/utils/build.sh" revseq-opt

example=$root/examples/reverse-sequence.mlir
echo "== $example, revseq op:"
grep -A1 "revseq.reverse_sequence %" "$example"
echo "== lowered with --revseq-cpu-pipeline and run with mlir-runner:"
"$build/bin/revseq-opt" "$example" --revseq-cpu-pipeline |
  "$llvm/bin/mlir-runner" -e main -entry-point-result=void \
    -shared-libs="$llvm/lib/libmlir_runner_utils.so,$llvm/lib/libmlir_c_runner_utils.so"
