"""JIT-compiled modules: lowering, the execution engine and checked calls."""

import ctypes
import os
import threading

from . import _config
from ._capi import Error, StringRef, lib
from ._ir import Context, ParsedModule
from ._memref import descriptor_type

_MESSAGE_CAPACITY = 4096


def pipeline_text(runtime_checks=False, num_threads=1, **options):
    """The revseq-cpu-pipeline text for these options (underscores become
    dashes; booleans true/false), always with emit-c-interface."""
    options = dict(options, runtime_checks=runtime_checks,
                   num_threads=num_threads, emit_c_interface=True)
    parts = []
    for key, value in sorted(options.items()):
        if isinstance(value, bool):
            value = "true" if value else "false"
        parts.append(f"{key.replace('_', '-')}={value}")
    return "builtin.module(revseq-cpu-pipeline{" + " ".join(parts) + "})"


def libomp_path():
    """The libomp a threaded kernel loads (REVSEQ_LIBOMP overrides it)."""
    return os.environ.get("REVSEQ_LIBOMP", _config.LIBOMP)


# mlirExecutionEngineCreate initialises LLVM's native target each time, and
# LLVM's target registry is not thread-safe: engines are created one at a
# time (parsing, lowering and code generation still run concurrently).
_create_lock = threading.Lock()


class Engine:
    """An execution engine over one lowered module; its kernels are looked up
    once and called through revseqInvokeChecked."""

    def __init__(self, module, threaded):
        paths = [libomp_path().encode()] if threaded else []
        refs = (StringRef * len(paths))(*[StringRef.of(p) for p in paths])
        with _create_lock:
            self.handle = lib.mlirExecutionEngineCreate(
                module.handle, 2, len(paths), refs, False, False)
        if not self.handle.ptr:
            module.context.fail("revseq: JIT compilation failed")
        lib.revseqExecutionEngineRegisterCheckHandlers(self.handle)
        lib.mlirExecutionEngineInitialize(self.handle)

    def lookup(self, name):
        """The packed entry point of `_mlir_ciface_<name>`."""
        symbol = f"_mlir_ciface_{name}".encode()
        address = lib.mlirExecutionEngineLookupPacked(self.handle,
                                                      StringRef.of(symbol))
        if not address:
            raise Error(f"revseq: no function @{name} in the compiled module")
        return address

    def __del__(self):
        if getattr(self, "handle", None) is not None and self.handle.ptr:
            lib.mlirExecutionEngineDestroy(self.handle)
            self.handle = None


def compile_text(text, runtime_checks=False, num_threads=1, **options):
    """Parses, lowers and JIT-compiles MLIR text: (Engine, the signatures of
    its functions before lowering, `ParsedModule.functions`). The engine
    holds the module translated to LLVM IR, so the MLIR context is
    destroyed once it exists (half of a kernel's memory)."""
    context = Context()
    try:
        module = ParsedModule(context, text)
        signatures = module.functions()
        module.run(pipeline_text(runtime_checks, num_threads, **options))
        return Engine(module, num_threads > 1), signatures
    finally:
        context.close()


_messages = threading.local()


def _message_buffer():
    """This thread's buffer for a failed check's message."""
    buffer = getattr(_messages, "buffer", None)
    if buffer is None:
        buffer = _messages.buffer = ctypes.create_string_buffer(
            _MESSAGE_CAPACITY)
    return buffer


def invoke(address, descriptors, by_value=()):
    """Calls the packed kernel at `address` with `descriptors` (ctypes
    objects; see packed_arguments); Error with the check's message if a
    run-time check failed. ctypes releases the GIL during the call."""
    slots, _keep = packed_arguments(descriptors, by_value)
    call_checked(address, slots)


def call_checked(address, slots):
    """Calls the packed kernel at `address` with the argument array `slots`;
    Error with the check's message if a run-time check failed. ctypes
    releases the GIL during the call."""
    message = _message_buffer()
    if not lib.revseqInvokeChecked(address, slots, message,
                                   _MESSAGE_CAPACITY):
        raise Error(message.value.decode("utf-8", "replace").strip()
                    or "revseq: a run-time check failed")


class CallFrame:
    """The memref descriptors and packed slots of one kernel, wired once and
    refilled by each call (one frame per kernel and thread)."""

    def __init__(self, ranks):
        self.descriptors = [descriptor_type(r)() for r in ranks]
        self.slots, self._addresses = packed_arguments(self.descriptors)

    def fill(self, index, array, strides):
        """Descriptor `index` views `array` with element `strides`."""
        desc = self.descriptors[index]
        desc.allocated = desc.aligned = array.__array_interface__["data"][0]
        if array.ndim:
            desc.sizes[:] = array.shape
            desc.strides[:] = strides


def packed_arguments(values, by_value=()):
    """The packed-call argument array of a `_mlir_ciface_` function: slot i
    points to the storage of parameter i. Descriptors and result structures
    are passed by pointer, so their slot points to a void* holding the
    address of `values[i]`; for the indices in `by_value` (scalars, and a
    scalar result after the parameters) it points to `values[i]` itself.
    Returns the array and the pointer storage, both to be kept alive until
    the call returns."""
    count = len(values)
    addresses = (ctypes.c_void_p * count)(
        *[ctypes.addressof(v) for v in values])
    base = ctypes.addressof(addresses)
    step = ctypes.sizeof(ctypes.c_void_p)
    slots = (ctypes.c_void_p * count)(
        *[addresses[i] if i in by_value else base + i * step
          for i in range(count)])
    return slots, addresses
