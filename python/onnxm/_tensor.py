"""_tensor.py -- numpy arrays over onnxm_tensor memory, without a copy.

A tensor the library made (a session's output, a block of an arena) becomes
a numpy array whose memory *is* the tensor's: the array's base object holds
the onnxm_tensor handle, and when the last array (or view) over it is
collected, onnxm_tensor_free gives the block back to its arena, which hands
it to the next run already mapped and faulted in.  The arena is reference-
counted in C, so an array may outlive the session that made it, and the
session may outlive its arrays.

The base object (a TensorMemory) is a ctypes array over the tensor's bytes,
which numpy takes as a buffer: np.ndarray(shape, dtype, base) makes the
array in one step, for any dtype (bfloat16 included).  Sizes beyond a
bounded set of such types, which are made per byte size, use a base that
exposes __array_interface__ instead (bfloat16, which the protocol cannot
name, made as uint16 and viewed as ml_dtypes.bfloat16).
"""
from __future__ import annotations

import ctypes
import math

import numpy as np

from . import _lib


# onnxm_tensor_free without argument conversion: ctypes' conversions (the
# argtypes of _lib) cost more than the call; the handle is kept as a
# c_void_p, which ctypes passes as it is.
_tensor_free = _lib.lib["onnxm_tensor_free"]
_tensor_free.restype = None


class TensorMemory:
    """The base of arrays over one onnxm_tensor (its _handle, a c_void_p);
    frees it when collected.  Two kinds: a ctypes array type per byte size
    over the tensor's bytes, which numpy takes as a buffer (_block_type),
    and _InterfaceMemory (numpy's __array_interface__ protocol)."""

    __slots__ = ()

    def __del__(self) -> None:
        handle, self._handle = getattr(self, "_handle", None), None
        if handle:
            try:
                _tensor_free(handle)
            except Exception:  # pragma: no cover - the module torn down at exit
                pass


class _InterfaceMemory(TensorMemory):
    __slots__ = ("_handle", "__array_interface__")

    def __init__(self, handle: ctypes.c_void_p, shape: tuple, typestr: str, address: int) -> None:
        self._handle = handle
        self.__array_interface__ = {"shape": shape, "typestr": typestr,
                                    "data": (address, False), "version": 3}


# Block types by byte size: a ctypes array type over that many bytes that is
# also a TensorMemory.  np.ndarray(shape, dtype, block) makes the array in
# one step (half the cost of reading an __array_interface__ dict), but each
# size needs a type of its own (~40 us to make), so a bounded number are
# kept; other sizes take the protocol.
_BLOCK_TYPES: dict[int, type] = {}
_BLOCK_TYPES_MAX = 256


def _block_type(nbytes: int):
    t = _BLOCK_TYPES.get(nbytes)
    if t is None and len(_BLOCK_TYPES) < _BLOCK_TYPES_MAX:
        t = _BLOCK_TYPES[nbytes] = type("TensorMemory", (TensorMemory, ctypes.c_char * nbytes),
                                        {"__slots__": ("_handle",)})
    return t


_TYPESTRS: dict = {}


def _typestr(dtype: np.dtype) -> tuple[str, bool]:
    """The protocol's type string, and whether a bfloat16 view is needed."""
    ts = _TYPESTRS.get(dtype)
    if ts is None:
        bf16 = dtype.kind == "V" or dtype.name == "bfloat16"
        ts = _TYPESTRS[dtype] = ("<u2", True) if bf16 else (dtype.str, False)
    return ts


def array_over(handle: ctypes.c_void_p, shape: tuple, dtype: np.dtype, address: int,
               nbytes: int) -> np.ndarray:
    """A numpy array of shape and dtype over the nbytes at address, which
    belong to the library tensor `handle`; the array takes the handle over
    (freed when the array and its views are gone)."""
    t = _BLOCK_TYPES.get(nbytes) or _block_type(nbytes)
    if t is not None:
        block = t.from_address(address)
        block._handle = handle
        return np.ndarray(shape, dtype, block)
    typestr, bf16 = _typestr(dtype)
    a = np.asarray(_InterfaceMemory(handle, shape, typestr, address))
    return a.view(dtype) if bf16 else a


DIMS = [ctypes.c_int64 * max(1, r) for r in range(_lib.MAX_RANK + 1)]  # by rank


# The address of an array's first element.  a.__array_interface__ and
# a.ctypes build a dict or an object for it (about 2 us, more than a whole
# small run); the fast way reads the data pointer of numpy's array struct,
# PyArrayObject_fields, which follows the object header and is part of
# numpy's ABI (every compiled extension's PyArray_DATA reads it there).  It
# is used only where it is checked here to agree with the protocol (CPython,
# whose id() is the object's address).
def _interface_address(a: np.ndarray) -> int:
    return a.__array_interface__["data"][0]


_DATA_OFFSET = object.__basicsize__  # sizeof(PyObject)


def _struct_address(a: np.ndarray, _read=ctypes.c_void_p.from_address,
                    _offset=_DATA_OFFSET) -> int:
    return _read(id(a) + _offset).value  # (numpy's data pointer is never NULL)


def _struct_address_agrees() -> bool:
    import sys

    if sys.implementation.name != "cpython":
        return False
    base = np.arange(64, dtype=np.float64)
    samples = [base, base[3:], base.reshape(8, 8)[2], np.empty(0, np.float32),
               np.zeros((3, 5), np.float16), base[::2]]
    return all(_struct_address(a) == _interface_address(a) for a in samples)


address = _struct_address if _struct_address_agrees() else _interface_address


class Arena:
    """An onnxm_arena: arrays from it reuse the blocks of collected ones."""

    def __init__(self, cache_limit: int = _lib.ARENA_CACHE_AUTO, memory_limit: int = 0) -> None:
        opts = _lib.ArenaOptions()
        _lib.onnxm_arena_options_init(ctypes.byref(opts))
        opts.cache_limit = cache_limit
        opts.memory_limit = memory_limit
        handle = ctypes.c_void_p()
        status = _lib.onnxm_arena_create(ctypes.byref(opts), ctypes.byref(handle))
        if status != _lib.ONNXM_OK:
            raise MemoryError(f"onnxm: cannot create an arena (status {status})")
        self.handle = handle.value

    def empty(self, shape: tuple, dtype: np.dtype, code: int) -> np.ndarray:
        """An uninitialised array of the arena (as np.empty)."""
        rank = len(shape)
        if rank > _lib.MAX_RANK:
            raise ValueError(f"rank {rank} exceeds onnxm's maximum {_lib.MAX_RANK}")
        dims = DIMS[rank](*shape)
        t = ctypes.c_void_p()
        # no error record on the way that succeeds: it is asked for again
        # only to say why a request failed
        if _lib.onnxm_arena_tensor(self.handle, code, rank, dims, ctypes.byref(t), None):
            err = _lib.Error()
            status = _lib.onnxm_arena_tensor(self.handle, code, rank, dims, ctypes.byref(t),
                                             ctypes.byref(err))
            if status == 2:  # ONNXM_ERR_OUT_OF_MEMORY
                raise MemoryError(_lib.text(err.message))
            raise ValueError(_lib.text(err.message))
        return array_over(t, tuple(shape), dtype, _lib.onnxm_tensor_data(t),
                          math.prod(shape) * dtype.itemsize)

    def trim(self) -> int:
        return _lib.onnxm_arena_trim(self.handle)

    def stats(self) -> dict:
        return stats_of(self.handle)

    def __del__(self) -> None:
        handle, self.handle = getattr(self, "handle", None), None
        if handle:
            try:
                _lib.onnxm_arena_free(handle)  # arrays still out keep it alive in C
            except Exception:  # pragma: no cover - the module torn down at exit
                pass


def stats_of(arena_handle: int) -> dict:
    """onnxm_arena_get_stats as a dict."""
    st = _lib.ArenaStats()
    _lib.onnxm_arena_get_stats(arena_handle, ctypes.byref(st))
    return {name: int(getattr(st, name)) for name, _ in _lib.ArenaStats._fields_}
