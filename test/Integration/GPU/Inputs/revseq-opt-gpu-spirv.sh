#!/bin/sh
# revseq-opt with --revseq-cpu-pipeline[=opts] replaced by
# --revseq-gpu-pipeline=target=spirv[ opts], so that utils/difftest, which
# only knows the CPU pipeline, runs its cases through the SPIR-V kernels
# (executed on an OpenCL platform by the runner library
# librevseq_opencl_runtime.so). The real revseq-opt is $REVSEQ_OPT, else the
# one on PATH.
opt=${REVSEQ_OPT:-revseq-opt}
for arg in "$@"; do
  case $arg in
    --revseq-cpu-pipeline=*)
      set -- "$@" "--revseq-gpu-pipeline=target=spirv ${arg#--revseq-cpu-pipeline=}" ;;
    --revseq-cpu-pipeline)
      set -- "$@" "--revseq-gpu-pipeline=target=spirv" ;;
    *) set -- "$@" "$arg" ;;
  esac
  shift
done
exec "$opt" "$@"
