#!/bin/sh
# revseq-opt with --revseq-cpu-pipeline[=opts] replaced by
# --revseq-gpu-emulation-pipeline[=opts], so that utils/difftest, which only
# knows the CPU pipeline, runs its cases through the GPU kernels executed on
# the host. The real revseq-opt is $REVSEQ_OPT, else the one on PATH.
opt=${REVSEQ_OPT:-revseq-opt}
for arg in "$@"; do
  case $arg in
    --revseq-cpu-pipeline*)
      set -- "$@" "--revseq-gpu-emulation-pipeline${arg#--revseq-cpu-pipeline}" ;;
    *) set -- "$@" "$arg" ;;
  esac
  shift
done
exec "$opt" "$@"
