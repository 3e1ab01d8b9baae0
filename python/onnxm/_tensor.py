"""_tensor.py -- numpy arrays over onnxm_tensor memory, without a copy.

A tensor the library made (a session's output, a block of an arena) becomes
a numpy array whose memory *is* the tensor's: the array's base object holds
the onnxm_tensor handle, and when the last array (or view) over it is
collected, onnxm_tensor_free gives the block back to its arena, which hands
it to the next run already mapped and faulted in.  The arena is reference-
counted in C, so an array may outlive the session that made it, and the
session may outlive its arrays.

The base object exposes __array_interface__ (numpy's own protocol), so
np.asarray makes the array with it as base: no copy, no ctypes array type
per shape.  bfloat16, which the protocol cannot name, is made as uint16 and
viewed as ml_dtypes.bfloat16 (the view keeps the base alive).
"""
from __future__ import annotations

import ctypes

import numpy as np

from . import _lib


class TensorMemory:
    """The base of arrays over one onnxm_tensor; frees it when collected."""

    __slots__ = ("_handle", "__array_interface__")

    def __init__(self, handle: int, shape: tuple, typestr: str, address: int) -> None:
        self._handle = handle
        self.__array_interface__ = {"shape": shape, "typestr": typestr,
                                    "data": (address, False), "version": 3}

    def __del__(self) -> None:
        handle, self._handle = self._handle, None
        if handle:
            try:
                _lib.onnxm_tensor_free(handle)
            except Exception:  # pragma: no cover - the module torn down at exit
                pass


_TYPESTRS: dict = {}


def _typestr(dtype: np.dtype) -> tuple[str, bool]:
    """The protocol's type string, and whether a bfloat16 view is needed."""
    ts = _TYPESTRS.get(dtype)
    if ts is None:
        bf16 = dtype.kind == "V" or dtype.name == "bfloat16"
        ts = _TYPESTRS[dtype] = ("<u2", True) if bf16 else (dtype.str, False)
    return ts


DIMS = [ctypes.c_int64 * max(1, r) for r in range(_lib.MAX_RANK + 1)]  # by rank


def array_of(handle: int, dtype: np.dtype) -> np.ndarray:
    """A numpy array over the library tensor `handle`, which it takes over
    (freed when the array and its views are gone)."""
    rank = _lib.onnxm_tensor_rank(handle)
    dims = _lib.onnxm_tensor_dims(handle)
    shape = tuple(dims[i] for i in range(rank))
    typestr, bf16 = _typestr(dtype)
    a = np.asarray(TensorMemory(handle, shape, typestr, _lib.onnxm_tensor_data(handle)))
    return a.view(dtype) if bf16 else a


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
        typestr, bf16 = _typestr(dtype)
        a = np.asarray(TensorMemory(t.value, tuple(shape), typestr, _lib.onnxm_tensor_data(t)))
        return a.view(dtype) if bf16 else a

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
