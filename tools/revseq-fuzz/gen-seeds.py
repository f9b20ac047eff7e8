#!/usr/bin/env python3
"""Writes random revseq programs as extra fuzzing seeds (utils/fuzz.sh).

Each program is one func.func chaining 1-4 revseq ops over an input of random
rank (0-4), static/dynamic/zero sizes and element type, with lengths and axes
as arguments or as constants holding extreme values of their width. About
half of them break a verifier rule on purpose (wrong lengths size, axes out
of range, duplicate axes, wrong mask type), so both the verifier and the
lowerings see near-valid input that byte mutation rarely reaches. Elementwise
linalg ops (named adds and muls, a generic with an operand broadcast along
the first dimension, a transpose) sit between the revseq ops, so that the
fusion of revseq ops with their elementwise neighbours is fuzzed too.

  gen-seeds.py OUT_DIR COUNT SEED
"""

import os
import random
import sys

ELEMENT_TYPES = ["f32", "f16", "bf16", "f64", "i1", "i8", "i16", "i32", "i64",
                 "index", "complex<f32>", "i3", "i128"]
LENGTH_TYPES = ["i1", "i2", "i8", "i16", "i32", "i64", "i65", "i128"]
EXTREMES = [-2**63, 2**63 - 1, -2**31, 2**31 - 1, -1, 0, 1, 2, 3, 4, 5, 255,
            -128, 127, 65535]


def dim():
    return random.choice(["?", 0, 1, 2, 3, 4, 5, 7, 16, "?"])


def tensor_type(dims, elem):
    shape = "x".join(str(d) for d in dims)
    return f"tensor<{shape + 'x' if dims else ''}{elem}>"


def scalar(elem):
    """One constant element of type `elem`, often an extreme of its width."""
    if elem.startswith("i") and elem != "index":
        width = int(elem[1:])
        if width == 1:
            return random.choice(["true", "false"])
        value = random.choice(EXTREMES + [random.randint(-10, 10)])
        return str(max(-(2**(width - 1)), min(2**width - 1, value)))
    if elem == "index":
        return str(random.randint(-3, 9))
    if elem.startswith("complex"):
        return "(1.0,2.0)"
    return f"{random.randint(-9, 9)}.5"


def dense(dims, elem):
    """A dense<...> literal for a small static shape, else None."""
    if any(d == "?" for d in dims):
        return None
    count = 1
    for d in dims:
        count *= d
    if count > 64:
        return None
    if random.random() < 0.2:
        return f"dense<{scalar(elem)}>"
    values = [scalar(elem) for _ in range(count)]

    def nest(ds):
        if not ds:
            return values.pop(0)
        return "[" + ", ".join(nest(ds[1:]) for _ in range(ds[0])) + "]"

    return "dense<" + nest(list(dims)) + ">"


def axis(rank):
    """Mostly in [-rank, rank), sometimes just outside."""
    return random.choice([random.randint(-rank, rank - 1)] * 6
                         + [rank, -rank - 1])


def add_op(elem):
    """The arith op adding two scalars of `elem` in a linalg body."""
    return "arith.addf" if elem in ("f16", "bf16", "f32", "f64") else "arith.addi"


def elementwise(body, args, j, cur, dims, elem, xt):
    """Appends an elementwise linalg op reading `cur` as %r{j}; returns the
    type of its result (a transpose swaps the two sizes in `dims`)."""
    rank = len(dims)
    kind = random.choice(["add", "mul", "broadcast", "transpose"])
    if kind == "transpose" and rank == 2:
        dims[:] = [dims[1], dims[0]]
        tt = tensor_type(dims, elem)
        sizes = []
        for d, size in enumerate(dims):
            if size == "?":
                body.append(f"  %c{j}_{d} = arith.constant {1 - d} : index")
                body.append(f"  %d{j}_{d} = tensor.dim {cur}, %c{j}_{d} : {xt}")
                sizes.append(f"%d{j}_{d}")
        body.append(f"  %e{j} = tensor.empty({', '.join(sizes)}) : {tt}")
        body.append(f"  %r{j} = linalg.transpose ins({cur} : {xt}) "
                    f"outs(%e{j} : {tt}) permutation = [1, 0]")
        return tt
    if kind == "broadcast" and rank >= 1 and not elem.startswith("complex"):
        vt = tensor_type([dims[0]], elem)
        args.append(f"%v{j}: {vt}")
        ds = ", ".join(f"d{d}" for d in range(rank))
        its = ", ".join(['"parallel"'] * rank)
        body.append(
            f"  %r{j} = linalg.generic {{indexing_maps = [affine_map<({ds}) -> "
            f"({ds})>, affine_map<({ds}) -> (d0)>, affine_map<({ds}) -> "
            f"({ds})>], iterator_types = [{its}]}} ins({cur}, %v{j} : {xt}, "
            f"{vt}) outs({cur} : {xt}) {{")
        body.append(f"  ^bb0(%a{j}: {elem}, %b{j}: {elem}, %o{j}: {elem}):")
        body.append(f"    %s{j} = {add_op(elem)} %a{j}, %b{j} : {elem}")
        body.append(f"    linalg.yield %s{j} : {elem}")
        body.append(f"  }} -> {xt}")
        return xt
    if kind == "mul":
        args.append(f"%y{j}: {xt}")
        body.append(f"  %r{j} = linalg.mul ins(%y{j}, {cur} : {xt}, {xt}) "
                    f"outs(%y{j} : {xt}) -> {xt}")
        return xt
    body.append(f"  %r{j} = linalg.add ins({cur}, {cur} : {xt}, {xt}) "
                f"outs({cur} : {xt}) -> {xt}")
    return xt


def program():
    args, body = [], []
    rank = random.choice([0, 1, 2, 2, 3, 3, 4])
    dims = [dim() for _ in range(rank)]
    elem = random.choice(ELEMENT_TYPES)
    xt = tensor_type(dims, elem)
    constant = dense(dims, elem)
    if constant and random.random() < 0.4:
        body.append(f"  %x = arith.constant {constant} : {xt}")
    else:
        args.append(f"%x: {xt}")

    def operand(j, lengths_dims, elem):
        ty = tensor_type(lengths_dims, elem)
        value = dense(lengths_dims, elem) if random.random() < 0.6 else None
        if value:
            body.append(f"  %l{j} = arith.constant {value} : {ty}")
        else:
            args.append(f"%l{j}: {ty}")
        return ty

    cur = "%x"
    for j in range(random.randint(1, 4)):
        op = random.choice(["seq", "rev", "dyn", "sub", "ew", "ew"])
        if op == "ew":
            xt = elementwise(body, args, j, cur, dims, elem, xt)
        elif op == "seq":
            if rank < 2:
                continue
            b, s = axis(rank), axis(rank)
            batch = dims[b % rank] if -rank <= b < rank else dim()
            lty = operand(j, [batch if random.random() < 0.85 else dim()],
                          random.choice(LENGTH_TYPES))
            body.append(f"  %r{j} = revseq.reverse_sequence {cur}, %l{j} "
                        f"batch_axis = {b}, seq_axis = {s} : {xt}, {lty}")
        elif op == "rev":
            axes = (random.sample(range(-rank, rank),
                                  k=random.randint(0, rank)) if rank else [])
            body.append(f"  %r{j} = revseq.reverse {cur} "
                        f"axes = [{', '.join(map(str, axes))}] : {xt}")
        elif op == "dyn":
            mode = random.choice(["index", "mask"])
            lelem = "i1" if mode == "mask" else random.choice(LENGTH_TYPES[1:])
            size = random.choice([rank, rank, "?", random.randint(0, 5)])
            lty = operand(j, [size], lelem)
            body.append(f"  %r{j} = revseq.reverse_dynamic {cur}, %l{j} "
                        f"mode = {mode} : {xt}, {lty}")
        else:
            if rank < 1:
                continue
            a = axis(rank)
            lengths_dims = [
                (1 if random.random() < 0.8 else dim()) if d == a % rank else
                (dims[d] if random.random() < 0.85 else dim())
                for d in range(rank)]
            lty = operand(j, lengths_dims, random.choice(LENGTH_TYPES))
            body.append(f"  %r{j} = revseq.reverse_subsequences {cur}, %l{j} "
                        f"axis = {a} : {xt}, {lty}")
        cur = f"%r{j}"
    return (f"func.func @f({', '.join(args)}) -> {xt} {{\n" + "\n".join(body)
            + f"\n  return {cur} : {xt}\n}}\n")


def main():
    out, count, seed = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    random.seed(seed)
    os.makedirs(out, exist_ok=True)
    for k in range(count):
        with open(os.path.join(out, f"g{k:05d}.mlir"), "w") as f:
            f.write(program())


if __name__ == "__main__":
    main()
