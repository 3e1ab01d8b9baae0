"""_core.py -- errors, element types, thread pools and the array functions.

The array functions (onnxm.sqrt, ...) are made here from the C library's own
operator list (onnxm_op_name, which include/onnxm_ops.def defines), so an
operator added to the .def appears in Python with no edit here.
"""
from __future__ import annotations

import atexit
import ctypes
import math
import threading

import numpy as np

from . import _lib, _ops, _tensor

try:
    import ml_dtypes

    _BFLOAT16 = np.dtype(ml_dtypes.bfloat16)
except ImportError:  # pragma: no cover - ml_dtypes is a dependency
    _BFLOAT16 = None


# ------------------------------------------------------------------- errors
class OnnxmError(RuntimeError):
    """An error reported by the C library.  `status` is the onnxm_status code,
    `status_name` its name (onnxm_status_string) and str(e) the library's
    message, which names what was wrong."""

    def __init__(self, status: int, message: str = ""):
        self.status = int(status)
        self.status_name = _lib.text(_lib.onnxm_status_string(self.status))
        super().__init__(message or self.status_name)


def check(status: int, err: _lib.Error | None = None) -> None:
    if status != _lib.ONNXM_OK:
        message = _lib.text(err.message) if err is not None else ""
        raise OnnxmError(status, message)


# -------------------------------------------------------------- element types
# onnxm_dtype values are ONNX TensorProto codes (part of the ABI).  Each is
# checked against the library (name, size) when this module loads.
_CODES = {"float16": 10, "bfloat16": 16, "float32": 1, "float64": 11}
NUMPY_DTYPES = {"float16": np.dtype(np.float16), "float32": np.dtype(np.float32),
                "float64": np.dtype(np.float64)}
if _BFLOAT16 is not None:
    NUMPY_DTYPES["bfloat16"] = _BFLOAT16
ALLOWED = "float16, bfloat16 (ml_dtypes), float32, float64"

for _name, _code in _CODES.items():
    if _name in NUMPY_DTYPES and _lib.onnxm_dtype_size(_code) != NUMPY_DTYPES[_name].itemsize:
        raise ImportError(f"onnxm: the C library disagrees on the size of {_name}")


_DTYPE_CODES = {nd: _CODES[name] for name, nd in NUMPY_DTYPES.items()}


def dtype_code(dtype: np.dtype) -> int | None:
    """onnxm_dtype of a numpy dtype (either byte order), or None."""
    code = _DTYPE_CODES.get(dtype)
    if code is None and dtype.kind in "fV" and not dtype.isnative:
        code = _DTYPE_CODES.get(dtype.newbyteorder("="))
    return code


def numpy_dtype(code: int) -> np.dtype:
    for name, c in _CODES.items():
        if c == code and name in NUMPY_DTYPES:
            return NUMPY_DTYPES[name]
    raise OnnxmError(7, f"element type {_lib.text(_lib.onnxm_dtype_name(code))} ({code}) "
                        "has no numpy dtype here")


def onnx_type_name(code: int) -> str:
    """'float' | 'float16' | 'double' | 'bfloat16': ONNX's (and onnxruntime's)
    names, which are also the library's onnxm_dtype_name()."""
    return _lib.text(_lib.onnxm_dtype_name(code))


def native(a: np.ndarray) -> np.ndarray:
    return a if a.dtype.isnative else a.astype(a.dtype.newbyteorder("="))


# ------------------------------------------------------------------- ISAs
ISAS = tuple(_lib.enumerate_names(_lib.onnxm_isa_name, stop_at="unknown"))  # "auto", "scalar", ...


def isa_code(isa: str | None) -> int:
    if isa is None:
        return 0
    if isa not in ISAS:
        raise ValueError(f"unknown instruction set {isa!r}; known: {', '.join(ISAS)}")
    return ISAS.index(isa)


def supported_isas() -> list[str]:
    """The instruction sets this CPU and OS can run, "scalar" first."""
    return [n for i, n in enumerate(ISAS) if i > 0 and _lib.onnxm_isa_supported(i)]


def selected_isa() -> str:
    """The instruction set the kernels use by default in this process."""
    return _lib.text(_lib.onnxm_isa_name(_lib.onnxm_isa_selected()))


# ------------------------------------------------------------- thread pools
# One persistent pool per requested size, made on first use and kept for the
# life of the process (the library serialises calls on the same pool).
_pools: dict[int, int] = {}
_pools_lock = threading.Lock()


def pool(threads: int | None) -> int | None:
    """The pool handle for `threads` (None: the calling thread only, no pool;
    0: as many threads as CPUs this process may use)."""
    if threads is None:
        return None
    if isinstance(threads, bool) or not isinstance(threads, (int, np.integer)) or threads < 0:
        raise ValueError(f"threads must be None or an integer >= 0, not {threads!r}")
    threads = int(threads)
    with _pools_lock:
        p = _pools.get(threads)
        if p is None:
            handle = ctypes.c_void_p()
            check(_lib.onnxm_threadpool_create(threads, ctypes.byref(handle)))
            p = _pools[threads] = handle.value
        return p


@atexit.register
def _free_pools() -> None:
    with _pools_lock:
        for p in _pools.values():
            _lib.onnxm_threadpool_free(p)
        _pools.clear()


# --------------------------------------------------- memory of new results
# A result of ARENA_MIN_BYTES or more comes from one arena for the process
# (a Python object: the C library keeps no global state), so that a loop of
# y = onnxm.sqrt(x) reuses the block of the y it drops -- already mapped and
# faulted in -- instead of getting a fresh mapping from malloc that the
# kernel then faults in 4 KiB at a time (several times the cost of the
# computation at 16M floats).  Smaller results come from np.empty: malloc
# reuses its own heap for them, and an arena call would cost more than it
# saves.  The arena's cache keeps at most the most bytes ever in use at once;
# trim_memory() gives it all back.
ARENA_MIN_BYTES = 1 << 20
_arena: _tensor.Arena | None = None
_arena_lock = threading.Lock()


def _result(shape: tuple, dtype: np.dtype, code: int) -> np.ndarray:
    global _arena
    if math.prod(shape) * dtype.itemsize < ARENA_MIN_BYTES:
        return np.empty(shape, dtype)
    if _arena is None:
        with _arena_lock:
            if _arena is None:
                _arena = _tensor.Arena()
    return _arena.empty(shape, dtype, code)


def trim_memory() -> int:
    """Gives the cached memory of the array functions' results back to the
    system; returns the bytes given back."""
    return _arena.trim() if _arena is not None else 0


def memory_stats() -> dict:
    """The array functions' arena: bytes in use and cached, blocks mapped
    and reused (onnxm_arena_get_stats)."""
    return _arena.stats() if _arena is not None else _tensor.stats_of(None)


# ---------------------------------------------------------- array functions
OPS = tuple(_ops.OP_CODES)  # ONNX names: "Sqrt", ... (a form is its operator's kernel, not one)
_OP_CODES = _ops.OP_CODES
# (op code, ((attribute, value), ...)) -> the onnxm_op that computes it
_SELECTED: dict = {}


def _attr_text(v) -> str:
    if isinstance(v, bytes):
        return v.decode()
    if isinstance(v, float):
        return repr(v)
    return str(v)


def _select(op: str, op_code: int, attributes: dict) -> int:
    """The onnxm_op computing op with these attributes (onnxm_op_select,
    which checks them as the model loader does); cached."""
    key = (op_code, tuple(sorted(attributes.items())))
    code = _SELECTED.get(key)
    if code is not None:
        return code
    items = [(k, _attr_text(v)) for k, v in attributes.items()]
    arr = (_lib.AttrValue * max(1, len(items)))(
        *[_lib.AttrValue(k.encode(), v.encode()) for k, v in items])
    out = ctypes.c_int()
    if _lib.onnxm_op_select(op_code, arr, len(items), ctypes.byref(out)) != _lib.ONNXM_OK:
        known = {a.name: a for ver in _ops.OP_INFO[op].versions for a in ver.attributes}
        for k, v in items:
            a = known.get(k)
            if a is None:
                have = ", ".join(sorted(known)) or "none"
                raise TypeError(f"onnxm.{op.lower()}: no attribute {k!r} (it has: {have})")
            if a.values is not None and v not in a.values:
                raise ValueError(f"onnxm.{op.lower()}: {k}={v!r} is not one of "
                                 f"{', '.join(map(repr, a.values))}")
        raise ValueError(f"onnxm.{op.lower()}: attributes {attributes!r} refused")
    _SELECTED[key] = out.value
    return out.value


def _address(a: np.ndarray) -> int:
    return _tensor.address(a)  # cheaper than a.ctypes.data or __array_interface__


def _same_buffer(a: np.ndarray, b: np.ndarray) -> bool:
    """a and b are the same C-contiguous elements (in place is allowed)."""
    return (_address(a) == _address(b) and a.shape == b.shape and a.dtype == b.dtype
            and a.flags.c_contiguous and b.flags.c_contiguous)


def unary(op: str, x, out: np.ndarray | None = None, *, threads: int | None = None,
          isa: str | None = None, **attributes) -> np.ndarray:
    """out = op(x) element-wise, for op one of onnxm.OPS ("Sqrt", ...).

    attributes: the operator's ONNX attributes by name, as a node would
    carry them (onnxm.unary("Gelu", x, approximate="tanh")); each is
    checked as the model loader checks it, and a left-out one has its
    default (onnxm.op_info(op) lists them).

    x: array (any shape and strides) of float16, bfloat16, float32 or
    float64.  out: optional array of x's dtype and shape, any strides; it may
    be x itself or overlap it.  threads: None runs on the calling thread; n
    splits a large array across n threads (0: all CPUs).  isa: force an
    instruction set ("scalar", "avx2", "avx512"; tests and benchmarks).
    The GIL is released while the kernel runs.  Returns out (or a new
    C-contiguous array)."""
    op_code = _OP_CODES.get(op)
    if op_code is None:
        raise ValueError(f"unknown operator {op!r}; onnxm has {', '.join(OPS)}")
    if attributes:
        op_code = _select(op, op_code, attributes)
    # The common call -- an array of a native onnxm dtype, C-contiguous, no
    # options -- checks only that, and gets a small result from np.empty.
    code = _DTYPE_CODES.get(x.dtype) if type(x) is np.ndarray else None
    if code is not None and x.flags.c_contiguous and threads is None and isa is None:
        if out is None:
            res = np.empty(x.shape, x.dtype) if x.nbytes < ARENA_MIN_BYTES else \
                _result(x.shape, x.dtype, code)
        elif type(out) is np.ndarray and out.dtype == x.dtype and out.shape == x.shape \
                and out.flags.c_contiguous and out.flags.writeable \
                and (out is x or not np.may_share_memory(x, out)):
            res = out
        else:
            res = None  # the checks below say what is wrong, or copy
        if res is not None:
            # onnxm_unary_pool(NULL, auto, ...) in fewer arguments (ctypes
            # converts each: ~0.2 us apiece)
            status = _lib.onnxm_unary(op_code, code, _tensor.address(x), _tensor.address(res),
                                      x.size)
            if status:
                check(status)
            return res

    fname = f"onnxm.{op.lower()}"
    x = np.asarray(x)
    code = dtype_code(x.dtype)
    if code is None:
        raise TypeError(f"{fname}: unsupported dtype {x.dtype}; allowed: {ALLOWED}")
    src = np.asarray(native(x), order="C")  # (ascontiguousarray makes 0-d 1-d)
    p = pool(threads)
    isa_c = isa_code(isa)

    if out is None:
        res = _result(src.shape, src.dtype, code)
        dst = res
    else:
        if not isinstance(out, np.ndarray):
            raise TypeError(f"{fname}: out must be a numpy array, not {type(out).__name__}")
        if out.dtype != src.dtype:
            raise TypeError(f"{fname}: out has dtype {out.dtype}, the input {x.dtype}; "
                            "they must be the same")
        if out.shape != src.shape:
            raise ValueError(f"{fname}: out has shape {out.shape}, the input {src.shape}")
        if not out.flags.writeable:
            raise ValueError(f"{fname}: out is read-only")
        res = out
        if out.flags.c_contiguous:
            dst = out
            # The kernels allow y == x exactly; any other overlap would read
            # elements already overwritten, so the input is copied first.
            if src is not out and np.may_share_memory(src, out) and not _same_buffer(src, out):
                src = src.copy()
        else:  # strided out: compute into a temporary, copy back
            dst = np.empty(src.shape, src.dtype)

    status = _lib.onnxm_unary_pool(p, isa_c, op_code, code, _address(src), _address(dst), src.size)
    check(status)
    if dst is not res:
        res[...] = dst
    return res


def _make(op: str):
    name = op.lower()
    # the attributes with an effect, from the library's own rows
    attrs = {a.name: a for v in _ops.OP_INFO[op].versions for a in v.attributes if not a.ignored}

    if not attrs:
        def f(x, out: np.ndarray | None = None, *, threads: int | None = None) -> np.ndarray:
            return unary(op, x, out, threads=threads)
        about = f"Same as onnxm.unary({op!r}, x, out, threads=threads); see there."
    else:
        def f(x, out: np.ndarray | None = None, *, threads: int | None = None,
              **attributes) -> np.ndarray:
            return unary(op, x, out, threads=threads, **attributes)
        listed = "; ".join(
            f"{a.name}: {' | '.join(repr(v) for v in a.values) if a.values else a.type}"
            + (f" (default {a.default!r})" if a.default is not None else "")
            for a in attrs.values())
        about = (f"Attributes, as keywords: {listed}.\n\n"
                 f"Same as onnxm.unary({op!r}, x, out, threads=threads, **attributes); see there.")

    f.__name__ = f.__qualname__ = name
    f.__doc__ = f"y = {op}(x) element-wise, correctly rounded (ONNX {op}).\n\n" + about
    return f


ARRAY_FUNCTIONS = {op.lower(): _make(op) for op in OPS}
