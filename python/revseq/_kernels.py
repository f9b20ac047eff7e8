"""The eager kernels: one dynamic-shape function per op, element type,
rank, attributes and memory layout, compiled once per process."""

import os
import threading

from ._jit import CallFrame, compile_text

_cache = {}
_cache_lock = threading.Lock()
_key_locks = {}


def memref_type(rank, element, unit_inner):
    """A memref of `rank` dynamic sizes and dynamic strides (the innermost
    stride 1 if `unit_inner`, which the vector kernels need), any offset."""
    sizes = "?x" * rank
    strides = ["?"] * rank
    if rank and unit_inner:
        strides[-1] = "1"
    return f"memref<{sizes}{element}, strided<[{', '.join(strides)}], offset: ?>>"


def kernel_text(op, operands, attributes, in_place):
    """The module of one kernel: `func.func @kernel` applying the
    destination form of revseq.`op` to `operands` ((name, type) pairs, the
    input first) into `%out`, or into the input itself if `in_place`."""
    params = [f"%{name}: {ty}" for name, ty in operands]
    into = "%" + operands[0][0]
    if not in_place:
        params.append(f"%out: {operands[0][1]}")
        into = "%out"
    uses = ", ".join("%" + name for name, _ in operands)
    types = ", ".join(ty for _, ty in operands)
    return (f"func.func @kernel({', '.join(params)}) {{\n"
            f"  revseq.{op}_into {uses} into {into} {attributes}\n"
            f"      : {types} into {operands[0][1]}\n"
            f"  return\n}}\n")


class Kernel:
    """A compiled kernel: its packed entry point and what keeps it alive."""

    def __init__(self, text, runtime_checks, num_threads):
        self.engine, _ = compile_text(
            text, runtime_checks=runtime_checks, num_threads=num_threads)
        self.address = self.engine.lookup("kernel")
        self.text = text
        self._local = threading.local()

    def frame(self, ranks):
        """This thread's CallFrame for the kernel (descriptors of `ranks`,
        the kernel's parameter ranks)."""
        frame = getattr(self._local, "frame", None)
        if frame is None:
            frame = self._local.frame = CallFrame(ranks)
        return frame


def lookup(key):
    """The kernel of `key` if it is compiled, else None (no lock: reading a
    dict is atomic, and entries are never removed)."""
    return _cache.get(key)


def get_kernel(key, make_text, runtime_checks, num_threads):
    """The kernel of `key`, compiled from `make_text()` on first use. Thread-safe:
    one compile per key, different keys compile concurrently."""
    kernel = _cache.get(key)
    if kernel is not None:
        return kernel
    with _cache_lock:
        lock = _key_locks.setdefault(key, threading.Lock())
    with lock:
        kernel = _cache.get(key)
        if kernel is None:
            kernel = Kernel(make_text(), runtime_checks, num_threads)
            _cache[key] = kernel
    return kernel


def cache_size():
    """How many kernels this process has compiled."""
    return len(_cache)


_default_threads = [min(os.cpu_count() or 1, 1024)]


def set_num_threads(n):
    """Sets the thread count of eager calls without `num_threads=` (the
    default: the machine's CPUs). Outputs under 1 MiB run on the calling
    thread whatever the count (revseq-cpu-pipeline's min-parallel-bytes)."""
    n = int(n)
    if not 1 <= n <= 1024:
        raise ValueError("revseq: num_threads must be in [1, 1024]")
    _default_threads[0] = n


def get_num_threads():
    """The thread count of eager calls without `num_threads=`."""
    return _default_threads[0]
