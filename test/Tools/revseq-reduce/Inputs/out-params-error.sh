#!/bin/sh
# Interestingness test for revseq-reduce: out-params-error.sh FILE.
# Interesting (exit 1) when revseq-cpu-pipeline{out-params=true} rejects FILE
# with the error below; the pattern of docs/Reliability.md for reducing a
# crash, with the crash's first line in place of the error.
revseq-opt "$1" --revseq-cpu-pipeline="out-params=true" 2>&1 \
  | grep -q "out-params needs static result shapes" && exit 1
exit 0
