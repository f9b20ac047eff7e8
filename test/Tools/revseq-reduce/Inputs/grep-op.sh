#!/bin/sh
# Interestingness test for revseq-reduce: grep-op.sh PATTERN FILE.
# Interesting (exit 1) when FILE parses and verifies under revseq-opt and its
# printed form has a line that matches PATTERN; not interesting (exit 0)
# otherwise.
revseq-opt "$2" | grep -q -- "$1" && exit 1
exit 0
