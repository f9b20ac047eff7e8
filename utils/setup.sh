#!/usr/bin/env bash
# Installs exactly what revseq's build and tests need from Debian's packages.
# Idempotent: installing a package that is present is a no-op.
set -euo pipefail

packages=(
  cmake ninja-build g++ python3 python3-numpy python3-matplotlib libbenchmark-dev
  libomp-22-dev clang-22
  libmlir-22-dev mlir-22-tools llvm-22-dev llvm-22-tools
  spirv-tools lld-22
  libonnx-dev libprotobuf-dev libonnx-testdata python3-onnx
  python3-pytest python3-torch
  pocl-opencl-icd ocl-icd-opencl-dev llvm-spirv-15 clinfo
)

SUDO=""
if [ "$(id -u)" != 0 ]; then SUDO=sudo; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends \
  "${packages[@]}" >/dev/null
