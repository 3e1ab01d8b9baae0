"""onnxm -- correctly rounded ONNX element-wise operators, from Python.

    import numpy as np, onnxm
    y = onnxm.sqrt(np.arange(4, dtype=np.float32))      # array functions
    sess = onnxm.InferenceSession("model.onnx")         # as onnxruntime's
    outs = sess.run(None, {"x": x})                     # arrays over arena memory

onnxruntime's surface that performance-minded code uses is here too --
providers, SessionOptions, RunOptions, io_binding(), OrtValue,
get_modelmeta() -- so a script written for onnxruntime runs with
`import onnxm as onnxruntime`.

The array functions -- one per operator of the C library (onnxm.OPS):
sqrt, reciprocal, asinh, acos, exp, log, sigmoid, tanh, erf, gelu -- take numpy arrays of float16, bfloat16
(ml_dtypes), float32 and float64 of any shape and strides, with optional
out= (in place allowed) and threads=; results are bit-identical to the C
library's.  onnxm.backend is an ONNX backend (onnx.backend.base.Backend).
"""
from __future__ import annotations

from . import _lib
from ._core import (ARRAY_FUNCTIONS, ISAS, NUMPY_DTYPES, OPS, OnnxmError, memory_stats,
                    selected_isa, supported_isas, trim_memory, unary)
from ._ops import OP_INFO, OpAttribute, OpForm, OpInfo, OpInputs, OpVersion, op_info
from ._ort import (ExecutionMode, ExecutionOrder, GraphOptimizationLevel, IOBinding,
                   ModelMetadata, OrtValue, RunOptions, get_all_providers,
                   get_available_providers, get_device)
from ._session import InferenceSession, NodeArg, SessionOptions

__version__ = _lib.text(_lib.onnxm_version_string())
library_path = str(_lib.LIBRARY_PATH)

globals().update(ARRAY_FUNCTIONS)

__all__ = ["OPS", "OP_INFO", "OpAttribute", "OpForm", "OpInfo", "OpInputs", "OpVersion", "op_info", "ISAS", "NUMPY_DTYPES", "OnnxmError", "InferenceSession", "NodeArg",
           "SessionOptions", "RunOptions", "OrtValue", "IOBinding", "ModelMetadata",
           "GraphOptimizationLevel", "ExecutionMode", "ExecutionOrder",
           "get_available_providers", "get_all_providers", "get_device", "unary", "supported_isas", "selected_isa", "library_path",
           "trim_memory", "memory_stats",
           *ARRAY_FUNCTIONS]
