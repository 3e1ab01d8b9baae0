"""_lib.py -- the ctypes binding of libonnxm.so (include/onnxm.h).

Only what the package calls is declared here, each with its C prototype.
ctypes.CDLL (not PyDLL) releases the GIL for the length of every foreign
call, so a kernel running on a large array lets other Python threads run.

The library is the one installed next to this file by `pip install .`; the
environment variable ONNXM_LIBRARY names another (a build tree's) instead.
"""
from __future__ import annotations

import ctypes
import os
from ctypes import POINTER, c_char, c_char_p, c_int, c_int64, c_size_t, c_uint, c_void_p
from pathlib import Path

LIBRARY_PATH = Path(os.environ.get("ONNXM_LIBRARY") or Path(__file__).with_name("libonnxm.so"))

try:
    lib = ctypes.CDLL(str(LIBRARY_PATH))
except OSError as e:  # pragma: no cover - a broken install
    raise ImportError(f"onnxm: cannot load the C library {LIBRARY_PATH}: {e}") from e

ONNXM_OK = 0
ERROR_MESSAGE_SIZE = 512  # ONNXM_ERROR_MESSAGE_SIZE
MAX_RANK = 16  # ONNXM_MAX_RANK


class Error(ctypes.Structure):
    """struct onnxm_error."""
    _fields_ = [("status", c_int), ("message", c_char * ERROR_MESSAGE_SIZE)]


class ValueInfo(ctypes.Structure):
    """struct onnxm_value_info."""
    _fields_ = [("name", c_char_p), ("dtype", c_int), ("rank", c_int64),
                ("dims", POINTER(c_int64)), ("dim_params", POINTER(c_char_p))]


class SessionOptions(ctypes.Structure):
    """struct onnxm_session_options."""
    _fields_ = [("threads", c_size_t), ("pool", c_void_p), ("memory_limit", c_size_t),
                ("external_data_dir", c_char_p), ("arena_cache_limit", c_size_t),
                ("arena", c_void_p)]


class ArenaOptions(ctypes.Structure):
    """struct onnxm_arena_options."""
    _fields_ = [("memory_limit", c_size_t), ("cache_limit", c_size_t)]


class ArenaStats(ctypes.Structure):
    """struct onnxm_arena_stats."""
    _fields_ = [("in_use", c_size_t), ("cached", c_size_t), ("reserved", c_size_t),
                ("peak_in_use", c_size_t), ("blocks_in_use", c_size_t),
                ("blocks_cached", c_size_t), ("allocations", ctypes.c_uint64),
                ("reuses", ctypes.c_uint64)]


class Buffer(ctypes.Structure):
    """struct onnxm_buffer."""
    _fields_ = [("data", c_void_p), ("dtype", c_int), ("rank", c_size_t),
                ("dims", c_int64 * MAX_RANK), ("tensor", c_void_p)]


class ModelMetadata(ctypes.Structure):
    """struct onnxm_model_metadata."""
    _fields_ = [("producer_name", c_char_p), ("producer_version", c_char_p), ("domain", c_char_p),
                ("doc_string", c_char_p), ("graph_name", c_char_p),
                ("graph_doc_string", c_char_p), ("model_version", c_int64),
                ("ir_version", c_int64), ("n_props", c_size_t)]


# onnxm_arena_options.cache_limit values (ONNXM_ARENA_CACHE_*)
ARENA_CACHE_AUTO = 0
ARENA_CACHE_NONE = 1
ARENA_CACHE_UNLIMITED = ctypes.c_size_t(-1).value


def _fn(name: str, restype, *argtypes):
    f = getattr(lib, name)
    f.restype = restype
    f.argtypes = list(argtypes)
    return f


status_t = c_int
p_model = c_void_p
p_tensor = c_void_p
p_pool = c_void_p
p_error = POINTER(Error)

onnxm_version_string = _fn("onnxm_version_string", c_char_p)
onnxm_version_number = _fn("onnxm_version_number", c_uint)
onnxm_status_string = _fn("onnxm_status_string", c_char_p, status_t)
onnxm_dtype_size = _fn("onnxm_dtype_size", c_size_t, c_int)
onnxm_dtype_name = _fn("onnxm_dtype_name", c_char_p, c_int)
onnxm_op_name = _fn("onnxm_op_name", c_char_p, c_int)
onnxm_isa_name = _fn("onnxm_isa_name", c_char_p, c_int)
onnxm_isa_supported = _fn("onnxm_isa_supported", c_int, c_int)
onnxm_isa_selected = _fn("onnxm_isa_selected", c_int)

onnxm_unary_pool = _fn("onnxm_unary_pool", status_t,
                       p_pool, c_int, c_int, c_int, c_void_p, c_void_p, c_size_t)
onnxm_unary = _fn("onnxm_unary", status_t, c_int, c_int, c_void_p, c_void_p, c_size_t)
onnxm_threadpool_create = _fn("onnxm_threadpool_create", status_t, c_size_t, POINTER(p_pool))
onnxm_threadpool_free = _fn("onnxm_threadpool_free", None, p_pool)
onnxm_threadpool_size = _fn("onnxm_threadpool_size", c_size_t, p_pool)

onnxm_tensor_create = _fn("onnxm_tensor_create", status_t,
                          c_int, c_size_t, POINTER(c_int64), POINTER(p_tensor), p_error)
onnxm_tensor_free = _fn("onnxm_tensor_free", None, p_tensor)
onnxm_tensor_dtype = _fn("onnxm_tensor_dtype", c_int, p_tensor)
onnxm_tensor_rank = _fn("onnxm_tensor_rank", c_size_t, p_tensor)
onnxm_tensor_dims = _fn("onnxm_tensor_dims", POINTER(c_int64), p_tensor)
onnxm_tensor_count = _fn("onnxm_tensor_count", c_size_t, p_tensor)
onnxm_tensor_data = _fn("onnxm_tensor_data", c_void_p, p_tensor)

onnxm_model_load_file = _fn("onnxm_model_load_file", status_t, c_char_p, POINTER(p_model), p_error)
onnxm_model_load_buffer = _fn("onnxm_model_load_buffer", status_t,
                              c_void_p, c_size_t, POINTER(p_model), p_error)
onnxm_model_free = _fn("onnxm_model_free", None, p_model)
onnxm_model_input_count = _fn("onnxm_model_input_count", c_size_t, p_model)
onnxm_model_output_count = _fn("onnxm_model_output_count", c_size_t, p_model)
onnxm_model_input_info = _fn("onnxm_model_input_info", status_t, p_model, c_size_t, POINTER(ValueInfo))
onnxm_model_output_info = _fn("onnxm_model_output_info", status_t, p_model, c_size_t,
                              POINTER(ValueInfo))
onnxm_tensor_wrap = _fn("onnxm_tensor_wrap", status_t, c_int, c_size_t, POINTER(c_int64), c_void_p,
                        POINTER(p_tensor), p_error)

p_session = c_void_p
p_options = POINTER(SessionOptions)
onnxm_session_options_init = _fn("onnxm_session_options_init", None, p_options)
onnxm_session_create_file = _fn("onnxm_session_create_file", status_t, c_char_p, p_options,
                                POINTER(p_session), p_error)
onnxm_session_create_buffer = _fn("onnxm_session_create_buffer", status_t, c_void_p, c_size_t,
                                  p_options, POINTER(p_session), p_error)
onnxm_session_free = _fn("onnxm_session_free", None, p_session)
onnxm_session_model = _fn("onnxm_session_model", p_model, p_session)
onnxm_session_run = _fn("onnxm_session_run", status_t, p_session, c_size_t, POINTER(c_char_p),
                        POINTER(p_tensor), POINTER(p_tensor), p_error)

p_arena = c_void_p
onnxm_arena_options_init = _fn("onnxm_arena_options_init", None, POINTER(ArenaOptions))
onnxm_arena_create = _fn("onnxm_arena_create", status_t, POINTER(ArenaOptions), POINTER(p_arena))
onnxm_arena_free = _fn("onnxm_arena_free", None, p_arena)
onnxm_arena_tensor = _fn("onnxm_arena_tensor", status_t, p_arena, c_int, c_size_t,
                         POINTER(c_int64), POINTER(p_tensor), p_error)
onnxm_arena_trim = _fn("onnxm_arena_trim", c_size_t, p_arena)
onnxm_arena_get_stats = _fn("onnxm_arena_get_stats", None, p_arena, POINTER(ArenaStats))
onnxm_session_arena = _fn("onnxm_session_arena", p_arena, p_session)
onnxm_session_trim = _fn("onnxm_session_trim", c_size_t, p_session)
onnxm_session_run_buffers = _fn("onnxm_session_run_buffers", status_t, p_session, c_size_t,
                                POINTER(c_char_p), POINTER(Buffer), POINTER(Buffer), p_error)

onnxm_model_get_metadata = _fn("onnxm_model_get_metadata", status_t, p_model,
                               POINTER(ModelMetadata))
onnxm_model_metadata_prop = _fn("onnxm_model_metadata_prop", status_t, p_model, c_size_t,
                                POINTER(c_char_p), POINTER(c_char_p))
onnxm_model_default_input_count = _fn("onnxm_model_default_input_count", c_size_t, p_model)
onnxm_model_default_input_info = _fn("onnxm_model_default_input_info", status_t, p_model,
                                     c_size_t, POINTER(ValueInfo))

onnxm_model_run_pool = _fn("onnxm_model_run_pool", status_t, p_model, p_pool, c_size_t,
                           POINTER(c_char_p), POINTER(p_tensor), POINTER(p_tensor), p_error)


def text(b: bytes | None) -> str:
    return "" if b is None else b.decode("utf-8", "replace")


def enumerate_names(fn, stop_at: str | None = None) -> list[str]:
    """fn(0), fn(1), ... until it gives NULL (or stop_at): the C library's
    own tables, read rather than copied (onnxm_op_name, onnxm_isa_name)."""
    out = []
    for i in range(1 << 10):
        name = fn(i)
        if name is None or text(name) == stop_at:
            break
        out.append(text(name))
    return out


# ------------------------------------------------------------ operator facts
OP_MAX_VERSIONS = 4  # ONNXM_OP_MAX_VERSIONS


class OpInputs(ctypes.Structure):
    """onnxm_op_info.inputs."""
    _fields_ = [("distribution", c_int), ("low", ctypes.c_double), ("high", ctypes.c_double)]


class OpInfo(ctypes.Structure):
    """struct onnxm_op_info."""
    _fields_ = [("name", c_char_p), ("op_class", c_int), ("max_ulps_f64", ctypes.c_double),
                ("version_count", c_int), ("since_version", c_int * OP_MAX_VERSIONS),
                ("type_mask", c_uint * OP_MAX_VERSIONS), ("inputs", OpInputs),
                ("form_of", c_int), ("form_attribute", c_char_p), ("form_value", c_char_p)]


class AttrInfo(ctypes.Structure):
    """struct onnxm_attr_info."""
    _fields_ = [("name", c_char_p), ("type", c_int), ("ignored", c_int),
                ("default_value", c_char_p), ("values", c_char_p)]


class AttrValue(ctypes.Structure):
    """struct onnxm_attr_value."""
    _fields_ = [("name", c_char_p), ("value", c_char_p)]


onnxm_op_count = _fn("onnxm_op_count", c_int)
onnxm_op_select = _fn("onnxm_op_select", status_t, c_int, POINTER(AttrValue), ctypes.c_size_t,
                      POINTER(c_int))
onnxm_op_attribute_count = _fn("onnxm_op_attribute_count", ctypes.c_size_t, c_int, c_int)
onnxm_op_attribute = _fn("onnxm_op_attribute", status_t, c_int, c_int, ctypes.c_size_t,
                         POINTER(AttrInfo))
onnxm_op_get_info = _fn("onnxm_op_get_info", status_t, c_int, POINTER(OpInfo))
onnxm_op_max_ulps = _fn("onnxm_op_max_ulps", status_t, c_int, c_int, POINTER(ctypes.c_double))
