"""ctypes declarations of the parts of libRevseqCAPI.so the package calls.

The library is found next to the package: ``<root>/python/revseq`` and
``<root>/lib/libRevseqCAPI.so`` in the build tree (``build/``) and in an
installation alike. ``REVSEQ_CAPI_LIBRARY`` names another file.
"""

import ctypes
import os
import threading

try:
    from . import _config
except ImportError as e:  # the source tree's python/ has only _config.py.in
    raise ImportError("revseq: import the package from a build tree "
                      "(PYTHONPATH=build/python) or an installation "
                      "(<prefix>/python); the source tree's python/ is not "
                      "configured") from e


class Error(Exception):
    """A revseq error: a verifier or parser diagnostic, a pipeline that
    failed, a failed run-time check of a kernel, or an argument the package
    refuses."""


Error.__module__ = "revseq"


class StringRef(ctypes.Structure):
    """MlirStringRef."""
    _fields_ = [("data", ctypes.c_char_p), ("length", ctypes.c_size_t)]

    @classmethod
    def of(cls, data):
        """A StringRef over `data` (bytes, kept alive by the caller)."""
        return cls(data, len(data))


def _handle(name):
    """An MLIR C API handle type: a struct of one pointer."""
    return type(name, (ctypes.Structure,), {"_fields_": [("ptr", ctypes.c_void_p)]})


Context = _handle("MlirContext")
DialectRegistry = _handle("MlirDialectRegistry")
Module = _handle("MlirModule")
Operation = _handle("MlirOperation")
Region = _handle("MlirRegion")
Block = _handle("MlirBlock")
Type = _handle("MlirType")
Attribute = _handle("MlirAttribute")
PassManager = _handle("MlirPassManager")
OpPassManager = _handle("MlirOpPassManager")
Diagnostic = _handle("MlirDiagnostic")
Location = _handle("MlirLocation")
ExecutionEngine = _handle("MlirExecutionEngine")


class LogicalResult(ctypes.Structure):
    """MlirLogicalResult."""
    _fields_ = [("value", ctypes.c_int8)]


StringCallback = ctypes.CFUNCTYPE(None, StringRef, ctypes.c_void_p)
# MlirLogicalResult (one int8) is returned as an int8; ctypes callbacks
# cannot return structures.
DiagnosticHandler = ctypes.CFUNCTYPE(ctypes.c_int8, Diagnostic, ctypes.c_void_p)
PackedFunction = ctypes.CFUNCTYPE(None, ctypes.POINTER(ctypes.c_void_p))

_P = ctypes.c_void_p
_SIGNATURES = {
    "mlirContextCreate": (Context, []),
    "mlirContextDestroy": (None, [Context]),
    "mlirContextAppendDialectRegistry": (None, [Context, DialectRegistry]),
    "mlirContextAttachDiagnosticHandler":
        (ctypes.c_uint64, [Context, DiagnosticHandler, _P, _P]),
    "mlirDialectRegistryCreate": (DialectRegistry, []),
    "mlirDialectRegistryDestroy": (None, [DialectRegistry]),
    "mlirRegisterAllDialects": (None, [DialectRegistry]),
    "mlirRegisterAllLLVMTranslations": (None, [Context]),
    "mlirRegisterAllPasses": (None, []),
    "revseqRegisterAllDialects": (None, [DialectRegistry]),
    "revseqRegisterAllPasses": (None, []),
    "mlirDiagnosticPrint": (None, [Diagnostic, StringCallback, _P]),
    "mlirDiagnosticGetSeverity": (ctypes.c_int, [Diagnostic]),
    "mlirDiagnosticGetLocation": (Location, [Diagnostic]),
    "mlirLocationPrint": (None, [Location, StringCallback, _P]),
    "mlirModuleCreateParse": (Module, [Context, StringRef]),
    "mlirModuleDestroy": (None, [Module]),
    "mlirModuleGetOperation": (Operation, [Module]),
    "mlirOperationVerify": (ctypes.c_bool, [Operation]),
    "mlirOperationPrint": (None, [Operation, StringCallback, _P]),
    "mlirOperationGetName": (_P, [Operation]),
    "mlirOperationGetRegion": (Region, [Operation, ctypes.c_ssize_t]),
    "mlirOperationGetNextInBlock": (Operation, [Operation]),
    "mlirOperationGetAttributeByName": (Attribute, [Operation, StringRef]),
    "mlirRegionGetFirstBlock": (Block, [Region]),
    "mlirBlockGetFirstOperation": (Operation, [Block]),
    "mlirIdentifierStr": (StringRef, [_P]),
    "mlirStringAttrGetValue": (StringRef, [Attribute]),
    "mlirTypeAttrGetValue": (Type, [Attribute]),
    "mlirTypePrint": (None, [Type, StringCallback, _P]),
    "mlirFunctionTypeGetNumInputs": (ctypes.c_ssize_t, [Type]),
    "mlirFunctionTypeGetNumResults": (ctypes.c_ssize_t, [Type]),
    "mlirFunctionTypeGetInput": (Type, [Type, ctypes.c_ssize_t]),
    "mlirFunctionTypeGetResult": (Type, [Type, ctypes.c_ssize_t]),
    "mlirPassManagerCreate": (PassManager, [Context]),
    "mlirPassManagerDestroy": (None, [PassManager]),
    "mlirPassManagerGetAsOpPassManager": (OpPassManager, [PassManager]),
    "mlirPassManagerRunOnOp": (LogicalResult, [PassManager, Operation]),
    "mlirParsePassPipeline":
        (LogicalResult, [OpPassManager, StringRef, StringCallback, _P]),
    "mlirExecutionEngineCreate":
        (ExecutionEngine, [Module, ctypes.c_int, ctypes.c_int,
                           ctypes.POINTER(StringRef), ctypes.c_bool,
                           ctypes.c_bool]),
    "mlirExecutionEngineInitialize": (None, [ExecutionEngine]),
    "mlirExecutionEngineDestroy": (None, [ExecutionEngine]),
    "mlirExecutionEngineLookupPacked": (_P, [ExecutionEngine, StringRef]),
    "revseqExecutionEngineRegisterCheckHandlers": (None, [ExecutionEngine]),
    "revseqInvokeChecked":
        (ctypes.c_bool, [_P, ctypes.POINTER(ctypes.c_void_p),
                         ctypes.c_char_p, ctypes.c_size_t]),
}


def library_path():
    """The path of libRevseqCAPI.so this package loads."""
    override = os.environ.get("REVSEQ_CAPI_LIBRARY")
    if override:
        return override
    root = os.path.dirname(os.path.dirname(os.path.dirname(
        os.path.abspath(__file__))))
    return os.path.join(root, _config.LIBDIR, "libRevseqCAPI.so")


def _load():
    path = library_path()
    try:
        lib = ctypes.CDLL(path)
    except OSError as e:
        raise ImportError(f"revseq: cannot load the C API library {path}: {e}"
                          " (set REVSEQ_CAPI_LIBRARY to its path)") from e
    for name, (restype, argtypes) in _SIGNATURES.items():
        fn = getattr(lib, name)
        fn.restype, fn.argtypes = restype, argtypes
    return lib


lib = _load()
libc = ctypes.CDLL(None)
libc.free.argtypes, libc.free.restype = [ctypes.c_void_p], None

_registered = threading.Lock()
_passes_done = []


def register_passes():
    """Registers upstream's and revseq's passes once per process."""
    with _registered:
        if not _passes_done:
            lib.mlirRegisterAllPasses()
            lib.revseqRegisterAllPasses()
            _passes_done.append(True)
