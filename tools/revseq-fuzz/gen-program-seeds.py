#!/usr/bin/env python3
"""Seeds of revseq-fuzz-programs: byte strings of random choices.

The target reads its input as a stream of choices (FuzzChoices.h): the first
24 bytes choose the pipeline, its options and the tiling schedule, the rest
drive the program generator. Any byte string is a program, so the seeds are
random bytes of lengths from a few bytes (mostly default choices) to 1 KiB
(programs of a few dozen statements), from a fixed seed: the same files on
every run.

Usage: gen-program-seeds.py OUT_DIR [COUNT] [SEED]
"""

import hashlib
import pathlib
import random
import sys


def main():
    out = pathlib.Path(sys.argv[1])
    count = int(sys.argv[2]) if len(sys.argv) > 2 else 48
    rng = random.Random(int(sys.argv[3]) if len(sys.argv) > 3 else 1)
    out.mkdir(parents=True, exist_ok=True)
    lengths = [0, 8, 24, 32, 48, 64, 96, 128, 192, 256, 384, 512, 768, 1024]
    for i in range(count):
        n = lengths[i % len(lengths)] if i < len(lengths) else rng.choice(lengths[4:])
        data = bytes(rng.randrange(256) for _ in range(n))
        (out / ("seed-" + hashlib.sha1(data).hexdigest())).write_bytes(data)


if __name__ == "__main__":
    main()
