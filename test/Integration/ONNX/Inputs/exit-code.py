"""Runs a command and checks its exit code.

Usage: exit-code.py CODE COMMAND [ARGS...]
Forwards the command's stdout and stderr (both to stdout, for FileCheck)
and exits 0 when the command exited with CODE, 1 otherwise (also when it
died of a signal). lit's `not` only tells zero from non-zero.
"""

import subprocess
import sys

expected = int(sys.argv[1])
proc = subprocess.run(sys.argv[2:], stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
sys.stdout.buffer.write(proc.stdout)
if proc.returncode != expected:
    print(f"exit-code.py: exit code {proc.returncode}, expected {expected}")
    sys.exit(1)
