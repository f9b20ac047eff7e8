#!/usr/bin/env bash
# Builds the CUDA execution tests (test/Integration/GPU/execute-cuda.mlir's
# list) ahead of time, into self-contained binaries for a GPU machine that
# has a driver but no LLVM: PTX JIT-compiled by the driver, the project's
# CUDA runtime and upstream's printers (runner-shim.cpp) compiled in.
#   utils/cuda-aot/build.sh OUTDIR [PIPELINE]
# PIPELINE defaults to revseq-gpu-pipeline="format=isa"; with
# revseq-cpu-pipeline the same binaries run here, which checks the shim.
# OUTDIR/run.sh runs them all there (outputs in $1, default OUTDIR);
# utils/cuda-aot/check.sh OUTDIR then FileChecks the outputs here.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
out=$1
pipeline=${2:-revseq-gpu-pipeline=format=isa}
build=${BUILD_DIR:-$root/build}
llvm=${LLVM_BIN:-$(llvm-config-22 --bindir 2>/dev/null || echo /usr/lib/llvm-22/bin)}
cuda=${CUDA_HOME:-/usr/local/cuda}
mkdir -p "$out"
source "$root/utils/cuda-aot/modules.sh"
# One NAME:OPTIONS word per RUN line (the options' spaces as commas).
list=$(awk '
  /^\/\/ [A-Z]*DEFINE: %\{file\} = / { file = $5; sub(/\.mlir$/, "", file) }
  /^\/\/ [A-Z]*DEFINE: %\{options\} =/ {
    options = $0; sub(/^[^=]*= ?/, "", options); gsub(/ /, ",", options) }
  /^\/\/ RUN: %\{run\}$/ { print file ":" options }
' "$root/test/Integration/GPU/execute-cuda.mlir")
cxx=("$llvm/clang++" -O2 -std=c++17 -w -I"$("$llvm/llvm-config" --includedir)"
     -I"$cuda/include")
"${cxx[@]}" -c "$root/utils/cuda-aot/runner-shim.cpp" -o "$out/shim.o"
echo 'extern "C" void revseq_test_main(); int main() { revseq_test_main(); }' \
  | "${cxx[@]}" -x c++ -c - -o "$out/main.o"
# The CUDA runtime only where kernels run on the GPU.
gpu=()
if [[ $pipeline == revseq-gpu-pipeline* ]]; then
  "${cxx[@]}" -c "$root/runtime/CudaRuntimeWrappers.cpp" -o "$out/runtime.o"
  gpu=("$out/runtime.o" -L"$cuda/lib64/stubs" -lcuda)
fi
printf '#!/bin/sh\n# Runs every test binary of this folder; outputs in $1.\n' \
  > "$out/run.sh"
printf 'd=$(dirname "$0"); o=${1:-$d}; mkdir -p "$o"\n' >> "$out/run.sh"
for entry in $list; do
  name=${entry%%:*}
  options=${entry#*:}
  options=${options//,/ }
  # The test's options after the pipeline's own (NAME=OPTIONS or NAME).
  if [[ $pipeline == *=* ]]; then
    run="$pipeline${options:+ $options}"
  else
    run="$pipeline${options:+=$options}"
  fi
  "$build/bin/revseq-opt" "$(test_module "$name" "$out")" "--$run" \
    | "$llvm/mlir-translate" --mlir-to-llvmir \
    | sed 's/@main(/@revseq_test_main(/' > "$out/$name.ll"
  "$llvm/llc" -O2 -filetype=obj -relocation-model=pic "$out/$name.ll" \
    -o "$out/$name.o"
  "${cxx[@]}" "$out/main.o" "$out/$name.o" "$out/shim.o" "${gpu[@]}" \
    -o "$out/$name"
  rm -f "$out/$name.ll" "$out/$name.o" "$out/$name.mlir"
  echo "\"\$d/$name\" > \"\$o/$name.out\" 2>&1; echo \"$name \$?\"" \
    >> "$out/run.sh"
done
rm "$out"/*.o
chmod +x "$out/run.sh"
echo "$out: $(echo $list | wc -w) test binaries and run.sh"
