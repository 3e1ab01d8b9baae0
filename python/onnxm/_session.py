"""_session.py -- InferenceSession, shaped like onnxruntime's.

    sess = onnxm.InferenceSession("model.onnx")   # or bytes, or a ModelProto
    sess.get_inputs()[0].name, .shape, .type       # "x", [2, "N"], "tensor(float)"
    y, = sess.run(None, {"x": x})

Code written for onnxruntime runs with `onnxruntime` replaced by `onnxm`:
the constructor accepts (and ignores) providers= and provider_options=, and
SessionOptions.intra_op_num_threads sets the thread count.  Errors raise
onnxm.OnnxmError carrying the C library's message.
"""
from __future__ import annotations

import ctypes
import os
import weakref
from dataclasses import dataclass

import numpy as np

from . import _lib
from ._core import ALLOWED, OnnxmError, check, dtype_code, native, numpy_dtype, onnx_type_name, pool


@dataclass(frozen=True)
class NodeArg:
    """A graph input or output: name, shape (ints; a dim_param's name, or
    None for an unknown dimension) and type ("tensor(float)", ...)."""
    name: str
    shape: list
    type: str


class SessionOptions:
    """The subset of onnxruntime.SessionOptions that means something here."""

    def __init__(self) -> None:
        # 0: as many threads as CPUs (onnxruntime's default is all cores too)
        self.intra_op_num_threads = 0


def _node_arg(info: _lib.ValueInfo) -> NodeArg:
    if info.rank < 0:
        shape = None
    else:
        shape = []
        for i in range(info.rank):
            d = info.dims[i]
            if d >= 0:
                shape.append(int(d))
            else:
                p = info.dim_params[i] if info.dim_params else None
                shape.append(_lib.text(p) if p else None)
    return NodeArg(_lib.text(info.name), shape, f"tensor({onnx_type_name(info.dtype)})")


class InferenceSession:
    """A loaded, checked and planned ONNX model (onnxm_model)."""

    def __init__(self, path_or_bytes, sess_options: SessionOptions | None = None,
                 providers=None, provider_options=None, **kwargs) -> None:
        del providers, provider_options, kwargs  # one execution provider: onnxm
        self._options = sess_options or SessionOptions()
        handle = ctypes.c_void_p()
        err = _lib.Error()
        if hasattr(path_or_bytes, "SerializeToString"):  # onnx.ModelProto
            path_or_bytes = path_or_bytes.SerializeToString()
        if isinstance(path_or_bytes, (bytes, bytearray, memoryview)):
            data = bytes(path_or_bytes)
            status = _lib.onnxm_model_load_buffer(data, len(data), ctypes.byref(handle),
                                                  ctypes.byref(err))
            self._model_path = None
        elif isinstance(path_or_bytes, (str, os.PathLike)):
            self._model_path = os.fspath(path_or_bytes)
            status = _lib.onnxm_model_load_file(os.fsencode(self._model_path),
                                                ctypes.byref(handle), ctypes.byref(err))
        else:
            raise TypeError("InferenceSession needs a path, bytes or an onnx.ModelProto, not "
                            f"{type(path_or_bytes).__name__}")
        check(status, err)
        self._model = handle.value
        self._finalizer = weakref.finalize(self, _lib.onnxm_model_free, self._model)
        self._inputs = self._infos(_lib.onnxm_model_input_count, _lib.onnxm_model_input_info)
        self._outputs = self._infos(_lib.onnxm_model_output_count, _lib.onnxm_model_output_info)

    def _infos(self, count, get) -> list[NodeArg]:
        out = []
        for i in range(count(self._model)):
            info = _lib.ValueInfo()
            check(get(self._model, i, ctypes.byref(info)))
            out.append(_node_arg(info))
        return out

    # ------------------------------------------------------- introspection
    def get_inputs(self) -> list[NodeArg]:
        """The graph inputs a caller feeds (initializers left out)."""
        return list(self._inputs)

    def get_outputs(self) -> list[NodeArg]:
        return list(self._outputs)

    def get_providers(self) -> list[str]:
        return ["OnnxmExecutionProvider"]

    def get_session_options(self) -> SessionOptions:
        return self._options

    # ----------------------------------------------------------------- run
    def run(self, output_names, input_feed: dict, run_options=None) -> list[np.ndarray]:
        """Outputs named by output_names (None or []: all, in graph order)
        for the inputs of input_feed ({name: array})."""
        del run_options
        if not isinstance(input_feed, dict):
            raise TypeError("input_feed must be a dict {input name: array}")
        names = [o.name for o in self._outputs]
        wanted = list(output_names) if output_names else names
        for w in wanted:
            if w not in names:
                raise OnnxmError(1, f"invalid output name {w!r}; the model's outputs are "
                                    f"{', '.join(names)}")

        tensors: list[int] = []
        outputs = (_lib.p_tensor * len(names))()
        try:
            c_names = (ctypes.c_char_p * max(1, len(input_feed)))()
            c_inputs = (_lib.p_tensor * max(1, len(input_feed)))()
            for k, (name, value) in enumerate(input_feed.items()):
                t = self._tensor(str(name), value)
                tensors.append(t)
                c_names[k] = str(name).encode()
                c_inputs[k] = t
            err = _lib.Error()
            status = _lib.onnxm_model_run_pool(
                self._model, pool(self._options.intra_op_num_threads), len(input_feed),
                c_names, c_inputs, outputs, ctypes.byref(err))
            check(status, err)
            result = {n: _array(outputs[j]) for j, n in enumerate(names)}
        finally:
            for t in tensors:
                _lib.onnxm_tensor_free(t)
            for j in range(len(names)):
                _lib.onnxm_tensor_free(outputs[j])
        return [result[w] for w in wanted]

    @staticmethod
    def _tensor(name: str, value) -> int:
        """A new onnxm_tensor holding a copy of value."""
        a = np.asarray(value)
        code = dtype_code(a.dtype)
        if code is None:
            raise OnnxmError(8, f"input {name!r}: unsupported element type {a.dtype}; "
                                f"allowed: {ALLOWED}")
        a = np.asarray(native(a), order="C")
        dims = (ctypes.c_int64 * max(1, a.ndim))(*a.shape)
        handle = ctypes.c_void_p()
        err = _lib.Error()
        check(_lib.onnxm_tensor_create(code, a.ndim, dims, ctypes.byref(handle),
                                       ctypes.byref(err)), err)
        if a.nbytes:
            ctypes.memmove(_lib.onnxm_tensor_data(handle.value), a.ctypes.data, a.nbytes)
        return handle.value


def _array(t: int) -> np.ndarray:
    """A numpy copy of an onnxm_tensor."""
    dtype = numpy_dtype(_lib.onnxm_tensor_dtype(t))
    rank = _lib.onnxm_tensor_rank(t)
    dims = _lib.onnxm_tensor_dims(t)
    shape = tuple(int(dims[i]) for i in range(rank))
    a = np.empty(shape, dtype)
    if a.nbytes:
        ctypes.memmove(a.ctypes.data, _lib.onnxm_tensor_data(t), a.nbytes)
    return a
