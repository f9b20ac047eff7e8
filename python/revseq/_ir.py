"""MLIR text in, MLIR text out: parsing, verifying and running pipelines."""

import ctypes
import os

from . import _capi
from ._capi import Error, StringRef, lib

_SEVERITY = {0: "error", 1: "warning", 2: "note", 3: "remark"}


def _collector():
    """A StringCallback appending to a list, and that list."""
    chunks = []

    def append(ref, _user):
        chunks.append(ctypes.string_at(ref.data, ref.length))
    return _capi.StringCallback(append), chunks


def _print(fn, handle):
    """What `fn(handle, callback, None)` prints, as str."""
    callback, chunks = _collector()
    fn(handle, callback, None)
    return b"".join(chunks).decode("utf-8", "replace")


def _identifier(identifier):
    ref = lib.mlirIdentifierStr(identifier)
    return ctypes.string_at(ref.data, ref.length).decode()


def _attribute_string(op, name):
    ref = lib.mlirStringAttrGetValue(
        lib.mlirOperationGetAttributeByName(op, StringRef.of(name)))
    return ctypes.string_at(ref.data, ref.length).decode()


def _type_text(mlir_type):
    return _print(lib.mlirTypePrint, mlir_type)


class Context:
    """An MLIR context with every dialect registered and its diagnostics
    collected (`take_diagnostics`). Not shared between threads."""

    def __init__(self):
        self.handle = lib.mlirContextCreate()
        registry = lib.mlirDialectRegistryCreate()
        lib.mlirRegisterAllDialects(registry)
        lib.revseqRegisterAllDialects(registry)
        lib.mlirContextAppendDialectRegistry(self.handle, registry)
        lib.mlirDialectRegistryDestroy(registry)
        lib.mlirRegisterAllLLVMTranslations(self.handle)
        self.diagnostics = []
        self._handler = _capi.DiagnosticHandler(self._on_diagnostic)
        lib.mlirContextAttachDiagnosticHandler(self.handle, self._handler,
                                               None, None)

    def _on_diagnostic(self, diagnostic, _user):
        severity = _SEVERITY.get(lib.mlirDiagnosticGetSeverity(diagnostic),
                                 "error")
        where = _print(lib.mlirLocationPrint,
                       lib.mlirDiagnosticGetLocation(diagnostic))
        text = _print(lib.mlirDiagnosticPrint, diagnostic)
        self.diagnostics.append(f"{where}: {severity}: {text}")
        return 1

    def take_diagnostics(self):
        """The diagnostics reported since the last call, one per line."""
        text = "\n".join(self.diagnostics)
        self.diagnostics = []
        return text

    def fail(self, what):
        """Raises Error with `what` and the diagnostics reported so far."""
        details = self.take_diagnostics()
        raise Error(f"{what}:\n{details}" if details else what)

    def close(self):
        """Destroys the context (and every module parsed in it)."""
        if self.handle is not None:
            lib.mlirContextDestroy(self.handle)
            self.handle = None

    def __del__(self):
        self.close()


def _read_source(module_or_path):
    """MLIR text from a string of MLIR or a path to a .mlir file."""
    if isinstance(module_or_path, os.PathLike) or (
            isinstance(module_or_path, str) and "\n" not in module_or_path
            and module_or_path.endswith(".mlir")):
        with open(module_or_path, encoding="utf-8") as f:
            return f.read()
    if not isinstance(module_or_path, str):
        raise TypeError("expected MLIR text or a path to a .mlir file, got "
                        f"{type(module_or_path).__name__}")
    return module_or_path


class ParsedModule:
    """A verified module owned by its Context."""

    def __init__(self, context, text):
        self.context = context
        self._text = text.encode("utf-8")
        self.handle = lib.mlirModuleCreateParse(context.handle,
                                                StringRef.of(self._text))
        if not self.handle.ptr:
            context.fail("revseq: the module does not parse or verify")
        self.operation = lib.mlirModuleGetOperation(self.handle)
        if not lib.mlirOperationVerify(self.operation):
            context.fail("revseq: the module does not verify")

    def run(self, pipeline):
        """Runs the textual pass `pipeline` on the module, in place."""
        _capi.register_passes()
        pm = lib.mlirPassManagerCreate(self.context.handle)
        try:
            callback, chunks = _collector()
            text = pipeline.encode("utf-8")
            if not lib.mlirParsePassPipeline(
                    lib.mlirPassManagerGetAsOpPassManager(pm),
                    StringRef.of(text), callback, None).value:
                raise Error("revseq: the pass pipeline does not parse: "
                            + b"".join(chunks).decode("utf-8", "replace"))
            if not lib.mlirPassManagerRunOnOp(pm, self.operation).value:
                self.context.fail(f"revseq: the pipeline {pipeline!r} failed")
        finally:
            lib.mlirPassManagerDestroy(pm)

    def functions(self):
        """{name: (input types, result types)} of the module's func.funcs
        with a body (declarations left out), each type as MLIR text, in
        module order."""
        body = lib.mlirRegionGetFirstBlock(
            lib.mlirOperationGetRegion(self.operation, 0))
        op = lib.mlirBlockGetFirstOperation(body)
        functions = {}
        while op.ptr:
            if _identifier(lib.mlirOperationGetName(op)) == "func.func" and \
                    lib.mlirRegionGetFirstBlock(
                        lib.mlirOperationGetRegion(op, 0)).ptr:
                name = _attribute_string(op, b"sym_name")
                ftype = lib.mlirTypeAttrGetValue(lib.mlirOperationGetAttributeByName(
                    op, StringRef.of(b"function_type")))
                functions[name] = (
                    [_type_text(lib.mlirFunctionTypeGetInput(ftype, i))
                     for i in range(lib.mlirFunctionTypeGetNumInputs(ftype))],
                    [_type_text(lib.mlirFunctionTypeGetResult(ftype, i))
                     for i in range(lib.mlirFunctionTypeGetNumResults(ftype))])
            op = lib.mlirOperationGetNextInBlock(op)
        return functions

    def __str__(self):
        return _print(lib.mlirOperationPrint, self.operation)


def anchored(pipeline):
    """`pipeline` anchored on builtin.module, as the pass manager wants."""
    pipeline = pipeline.strip()
    return pipeline if pipeline.startswith("builtin.module(") \
        else f"builtin.module({pipeline})"


def parse(module_or_path):
    """Parses and verifies MLIR text (or a .mlir file) and returns it printed
    again; raises Error with the parser's or verifier's diagnostics."""
    context = Context()
    try:
        return str(ParsedModule(context, _read_source(module_or_path)))
    finally:
        context.close()


def run_pipeline(module_or_path, pipeline):
    """Runs a textual pass pipeline (``"revseq-cpu-pipeline{num-threads=2}"``,
    ``"canonicalize,cse"``; anchored on builtin.module if it is not) on MLIR
    text or a .mlir file and returns the result as text."""
    context = Context()
    try:
        module = ParsedModule(context, _read_source(module_or_path))
        module.run(anchored(pipeline))
        return str(module)
    finally:
        context.close()
