#!/bin/sh
# The fusion benchmark, end to end: bench/fusion/README.md, run.py --help.
#   bench/fusion/run.sh [BUILD_DIR] [--smoke] [run.py options]
# run.py itself needs only the standard library; halide_peer.py and the plot use Debian's
# /usr/bin/python3 (python3-halide, python3-matplotlib, python3-numpy).
here=$(dirname "$0")
if [ -x /usr/bin/python3 ]; then py=/usr/bin/python3; else py=python3; fi
exec "$py" "$here/run.py" "$@"
