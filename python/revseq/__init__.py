"""revseq from Python: the reverse ops on numpy arrays, compiled modules and
pass pipelines, over libRevseqCAPI.so (docs/Python.md).

    import numpy as np, revseq
    y = revseq.reverse_sequence(x, lengths, batch_axis=1, seq_axis=0)
"""

from ._capi import Error, library_path
from ._compile import CompiledModule, compile
from ._config import VERSION as __version__
from ._eager import (reverse, reverse_dynamic, reverse_sequence,
                     reverse_subsequences)
from ._ir import parse, run_pipeline
from ._kernels import cache_size, get_num_threads, set_num_threads
from ._memref import SUPPORTED_DTYPES

__all__ = [
    "CompiledModule", "Error", "SUPPORTED_DTYPES", "cache_size", "compile",
    "get_num_threads", "library_path", "parse", "reverse", "reverse_dynamic",
    "reverse_sequence", "reverse_subsequences", "run_pipeline",
    "set_num_threads",
]
