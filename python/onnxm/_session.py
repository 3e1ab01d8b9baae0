"""_session.py -- InferenceSession, shaped like onnxruntime's, over the C
library's onnxm_session.

    sess = onnxm.InferenceSession("model.onnx")   # or bytes, or a ModelProto
    sess.get_inputs()[0].name, .shape, .type       # "x", [2, "N"], "tensor(float)"
    y, = sess.run(None, {"x": x})

Code written for onnxruntime runs with `onnxruntime` replaced by `onnxm`:
the constructor accepts (and ignores) providers= and provider_options=, and
SessionOptions.intra_op_num_threads sets the thread count.  Errors raise
onnxm.OnnxmError carrying the C library's message.

Inputs are passed to the library as views of the numpy arrays
(onnxm_tensor_wrap: no copy when an array is already C-contiguous and
native-endian); outputs whose shape the graph fixes are written straight
into new numpy arrays, the others are allocated by the library and copied
once.  run() may be called from several Python threads at once: the GIL is
released during the run and onnxm_session_run is thread-safe.
"""
from __future__ import annotations

import ctypes
import os
import weakref
from dataclasses import dataclass

import numpy as np

from . import _lib
from ._core import ALLOWED, OnnxmError, check, dtype_code, native, numpy_dtype, onnx_type_name


@dataclass(frozen=True)
class NodeArg:
    """A graph input or output: name, shape (ints; a dim_param's name, or
    None for an unknown dimension) and type ("tensor(float)", ...)."""
    name: str
    shape: list
    type: str


class SessionOptions:
    """The subset of onnxruntime.SessionOptions that means something here,
    plus onnxm's memory cap."""

    def __init__(self) -> None:
        # 0: as many threads as CPUs this process may use (onnxruntime's
        # default uses all cores too); 1: the calling thread only.
        self.intra_op_num_threads = 0
        # bytes one load or run may allocate; 0: no cap (onnxm_session_options)
        self.memory_limit = 0


def _cpus() -> int:
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # pragma: no cover - not Linux
        return os.cpu_count() or 1


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


def _wrap(code: int, a: np.ndarray) -> int:
    """An onnxm_tensor view of the C-contiguous array a (a must outlive it)."""
    dims = (ctypes.c_int64 * max(1, a.ndim))(*a.shape)
    handle = ctypes.c_void_p()
    err = _lib.Error()
    check(_lib.onnxm_tensor_wrap(code, a.ndim, dims, a.__array_interface__["data"][0],
                                 ctypes.byref(handle), ctypes.byref(err)), err)
    return handle.value


class InferenceSession:
    """A loaded, checked and planned ONNX model (onnxm_session)."""

    def __init__(self, path_or_bytes, sess_options: SessionOptions | None = None,
                 providers=None, provider_options=None, **kwargs) -> None:
        del providers, provider_options, kwargs  # one execution provider: onnxm
        self._options = sess_options or SessionOptions()
        threads = int(self._options.intra_op_num_threads)
        if threads < 0:
            raise ValueError(f"intra_op_num_threads must be >= 0, not {threads}")
        opts = _lib.SessionOptions()
        _lib.onnxm_session_options_init(ctypes.byref(opts))
        opts.threads = threads or _cpus()
        opts.memory_limit = int(getattr(self._options, "memory_limit", 0) or 0)

        handle = ctypes.c_void_p()
        err = _lib.Error()
        if hasattr(path_or_bytes, "SerializeToString"):  # onnx.ModelProto
            path_or_bytes = path_or_bytes.SerializeToString()
        if isinstance(path_or_bytes, (bytes, bytearray, memoryview)):
            data = bytes(path_or_bytes)
            status = _lib.onnxm_session_create_buffer(data, len(data), ctypes.byref(opts),
                                                      ctypes.byref(handle), ctypes.byref(err))
        elif isinstance(path_or_bytes, (str, os.PathLike)):
            status = _lib.onnxm_session_create_file(os.fsencode(os.fspath(path_or_bytes)),
                                                    ctypes.byref(opts), ctypes.byref(handle),
                                                    ctypes.byref(err))
        else:
            raise TypeError("InferenceSession needs a path, bytes or an onnx.ModelProto, not "
                            f"{type(path_or_bytes).__name__}")
        check(status, err)
        self._session = handle.value
        self._finalizer = weakref.finalize(self, _lib.onnxm_session_free, self._session)
        model = _lib.onnxm_session_model(self._session)
        self._inputs = self._infos(model, _lib.onnxm_model_input_count, _lib.onnxm_model_input_info)
        self._outputs = self._infos(model, _lib.onnxm_model_output_count,
                                    _lib.onnxm_model_output_info)
        self._output_codes = []
        for j in range(len(self._outputs)):
            info = _lib.ValueInfo()
            check(_lib.onnxm_model_output_info(model, j, ctypes.byref(info)))
            self._output_codes.append(info.dtype)

    @staticmethod
    def _infos(model, count, get) -> list[NodeArg]:
        out = []
        for i in range(count(model)):
            info = _lib.ValueInfo()
            check(get(model, i, ctypes.byref(info)))
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

        n_in = len(input_feed)
        c_names = (ctypes.c_char_p * max(1, n_in))()
        c_inputs = (_lib.p_tensor * max(1, n_in))()
        c_outputs = (_lib.p_tensor * max(1, len(names)))()
        keep = []        # the arrays the views point into
        views = []       # tensors to free: input and output views
        arrays = {}      # outputs written straight into numpy arrays
        try:
            for k, (name, value) in enumerate(input_feed.items()):
                a = np.asarray(value)
                code = dtype_code(a.dtype)
                if code is None:
                    raise OnnxmError(8, f"input {str(name)!r}: unsupported element type {a.dtype}; "
                                        f"allowed: {ALLOWED}")
                a = np.asarray(native(a), order="C")
                keep.append(a)
                c_names[k] = str(name).encode()
                c_inputs[k] = _wrap(code, a)
                views.append(c_inputs[k])
            for j, o in enumerate(self._outputs):
                if o.shape is not None and all(isinstance(d, int) for d in o.shape):
                    a = np.empty(tuple(o.shape), numpy_dtype(self._output_codes[j]))
                    arrays[j] = a
                    c_outputs[j] = _wrap(self._output_codes[j], a)
                    views.append(c_outputs[j])
            err = _lib.Error()
            check(_lib.onnxm_session_run(self._session, n_in, c_names, c_inputs, c_outputs,
                                         ctypes.byref(err)), err)
            result = {n: arrays[j] if j in arrays else _array(c_outputs[j])
                      for j, n in enumerate(names)}
        finally:
            for j in range(len(names)):
                if j not in arrays:
                    _lib.onnxm_tensor_free(c_outputs[j])  # library-owned (NULL is fine)
            for t in views:
                _lib.onnxm_tensor_free(t)
            del keep
        return [result[w] for w in wanted]


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
