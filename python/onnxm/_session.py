"""_session.py -- InferenceSession and SessionOptions, shaped like
onnxruntime's, over the C library's onnxm_session.

    sess = onnxm.InferenceSession("model.onnx")   # or bytes, or a ModelProto
    sess.get_inputs()[0].name, .shape, .type       # "x", [2, "N"], "tensor(float)"
    y, = sess.run(None, {"x": x})

Code written for onnxruntime runs with `import onnxruntime` replaced by
`import onnxm as onnxruntime`: providers, SessionOptions, RunOptions,
io_binding(), OrtValue, get_modelmeta() are here (see _ort.py).  Errors of
the library raise onnxm.OnnxmError carrying its message.

A run is one C call, onnxm_session_run_buffers, on argument structures the
session made before (kept per concurrent run and reused): per call it
writes the input arrays' addresses (and types and shapes, where they differ
from the last run's) and reads the outputs' back.

Memory: inputs are passed as the caller's arrays' memory (no copy when an
array is C-contiguous and native-endian).  Outputs are
blocks of the session's arena handed to numpy without a copy: the array's
base holds the onnxm_tensor, and when the array (and every view of it) is
collected the block goes back to the arena, which gives it to a later run
already mapped and faulted in.  So a loop of runs touches no new memory,
and an array may outlive its session (or the session its arrays).
run() may be called from several Python threads at once: the GIL is
released during the run and onnxm_session_run_buffers is thread-safe.
"""
from __future__ import annotations

import ctypes
import math
import os
import weakref
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from . import _lib, _ort, _tensor
from ._core import ALLOWED, OnnxmError, check, dtype_code, native, numpy_dtype, onnx_type_name


@dataclass(frozen=True)
class NodeArg:
    """A graph input or output: name, shape (ints; a dim_param's name, or
    None for an unknown dimension) and type ("tensor(float)", ...)."""
    name: str
    shape: list
    type: str


def _cpus() -> int:
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # pragma: no cover - not Linux
        return os.cpu_count() or 1


# -------------------------------------------------------------- SessionOptions
# session config entries onnxm knows: key -> the values it honours (None:
# any value, the entry has nothing to act on here)
_SESSION_CONFIG = {
    "session.intra_op.allow_spinning": {"1"},  # onnxm's pool spins before it sleeps
    "session.inter_op.allow_spinning": None,   # no inter-op pool
    "session.set_denormal_as_zero": {"0"},     # onnxm never changes the FP environment
    "session.load_model_format": {"ONNX"},
    "session.save_model_format": {"ONNX"},
    "session.use_env_allocators": {"0"},       # each session has its own arena
    "session.disable_cpu_ep_fallback": None,   # one provider: nothing to fall back to
}
# entries that turn off a graph transformation onnxm never makes
_SESSION_CONFIG_PREFIXES = ("session.disable_", "optimization.")


def _setting(attr: str, convert, allowed=lambda v: True, why: str = ""):
    """A SessionOptions field stored in attr as convert(value), refused
    (NotImplementedError: why) when onnxm cannot honour the value."""
    def get(self):
        return getattr(self, attr)

    def put(self, value) -> None:
        value = convert(value)
        if not allowed(value):
            raise NotImplementedError(why)
        setattr(self, attr, value)

    return property(get, put)


def _nonnegative_int(name: str, value) -> int:
    if isinstance(value, bool) or not isinstance(value, (int, np.integer)) or value < 0:
        raise ValueError(f"{name} must be an integer >= 0, not {value!r}")
    return int(value)


class SessionOptions:
    """onnxruntime's SessionOptions, each field with onnxm's meaning:

    - intra_op_num_threads: threads for large tensors (0: all CPUs, as
      onnxruntime's default; 1: the calling thread only).
    - inter_op_num_threads: accepted, no effect -- it sizes onnxruntime's
      pool for running nodes in parallel, which onnxm does not do.
    - execution_mode: ORT_SEQUENTIAL; ORT_PARALLEL is refused.
    - execution_order: DEFAULT; the others are refused.
    - graph_optimization_level: any level; onnxm applies no graph
      optimizations, so every level gives the same results.
    - log_severity_level, log_verbosity_level, logid: accepted; onnxm logs
      nothing.
    - enable_profiling: False; True is refused (no profiler here), and
      profile_file_prefix is kept but unused.
    - enable_cpu_mem_arena: True keeps freed run memory for reuse (the
      arena's cache); False gives every block back to the system at once.
    - enable_mem_pattern: accepted; onnxm's plan reserves what each run
      needs from the arena whatever it says.
    - enable_mem_reuse: True; False is refused (the plan writes in place
      wherever it can, always).
    - use_deterministic_compute: accepted; onnxm's results never depend on
      the thread count or timing.
    - use_per_session_threads: True; False is refused (no global pool).
    - optimized_model_filepath: the model is written there unchanged (there
      is nothing to optimize).
    - add_session_config_entry: the keys onnxm knows (values it honours),
      and those disabling a graph transformation; others are refused.
    - add_free_dimension_override_by_name: fixes a symbolic dimension
      (inputs are checked against it, get_inputs() shows it).
    - memory_limit (onnxm): bytes a load and the session's arena may hold
      (0: no cap); arena_cache_limit (onnxm): bytes of freed blocks kept
      (0: as much as was in use at once).
    """

    __slots__ = ("_intra", "_inter", "_mode", "_order", "_level", "log_severity_level",
                 "log_verbosity_level", "logid", "_profiling", "profile_file_prefix",
                 "_arena", "enable_mem_pattern", "_mem_reuse", "use_deterministic_compute",
                 "_per_session", "optimized_model_filepath", "_config", "_free_dims",
                 "memory_limit", "arena_cache_limit")

    def __init__(self) -> None:
        self._intra = 0
        self._inter = 0
        self._mode = _ort.ExecutionMode.ORT_SEQUENTIAL
        self._order = _ort.ExecutionOrder.DEFAULT
        self._level = _ort.GraphOptimizationLevel.ORT_ENABLE_ALL
        self.log_severity_level = -1
        self.log_verbosity_level = 0
        self.logid = ""
        self._profiling = False
        self.profile_file_prefix = "onnxruntime_profile_"
        self._arena = True
        self.enable_mem_pattern = True
        self._mem_reuse = True
        self.use_deterministic_compute = False
        self._per_session = True
        self.optimized_model_filepath = ""
        self._config: dict[str, str] = {}
        self._free_dims: dict[str, int] = {}
        self.memory_limit = 0
        self.arena_cache_limit = 0

    intra_op_num_threads = _setting("_intra", lambda v: _nonnegative_int("intra_op_num_threads", v))
    inter_op_num_threads = _setting("_inter", lambda v: _nonnegative_int("inter_op_num_threads", v))
    execution_mode = _setting(
        "_mode", lambda v: _ort.ExecutionMode(int(v)),
        lambda v: v == _ort.ExecutionMode.ORT_SEQUENTIAL,
        "onnxm runs nodes one after another (ORT_SEQUENTIAL); ORT_PARALLEL is not available")
    execution_order = _setting(
        "_order", lambda v: _ort.ExecutionOrder(int(v)),
        lambda v: v == _ort.ExecutionOrder.DEFAULT,
        "onnxm runs nodes in one order (topological, keeping the file's order); only "
        "ExecutionOrder.DEFAULT is available")
    graph_optimization_level = _setting("_level", lambda v: _ort.GraphOptimizationLevel(int(v)))
    enable_profiling = _setting(
        "_profiling", bool, lambda v: not v,
        "onnxm has no profiler: enable_profiling=True cannot be honoured (time runs with "
        "`onnxm perf` or the caller's clock)")
    enable_cpu_mem_arena = _setting("_arena", bool)
    enable_mem_reuse = _setting(
        "_mem_reuse", bool, lambda v: v,
        "onnxm's run plan always reuses memory (writes in place where it can); "
        "enable_mem_reuse=False cannot be honoured")
    use_per_session_threads = _setting(
        "_per_session", bool, lambda v: v,
        "onnxm has no global thread pool: each session has its own")

    def add_session_config_entry(self, key: str, value: str) -> None:
        key, value = str(key), str(value)
        allowed = _SESSION_CONFIG.get(key, ())
        if key in _SESSION_CONFIG and (allowed is None or value in allowed):
            self._config[key] = value
        elif key.startswith(_SESSION_CONFIG_PREFIXES):
            self._config[key] = value
        elif key in _SESSION_CONFIG:
            raise NotImplementedError(f"session config {key}={value!r} cannot be honoured by "
                                      f"onnxm (it supports {sorted(allowed)})")
        else:
            raise NotImplementedError(f"onnxm does not know the session config entry {key!r}")

    def get_session_config_entry(self, key: str) -> str:
        if key not in self._config:
            raise RuntimeError(f"SessionOptions does not have configuration with key: {key}")
        return self._config[key]

    def add_free_dimension_override_by_name(self, dim_name: str, dim_value: int) -> None:
        self._free_dims[str(dim_name)] = _nonnegative_int("dim_value", dim_value)

    def add_free_dimension_override_by_denotation(self, dim_denotation: str, dim_value: int):
        raise NotImplementedError("onnxm does not read dimension denotations; use "
                                  "add_free_dimension_override_by_name")

    def _refuse(name):  # noqa: N805 - a factory for the methods below
        def refuse(self, *args, **kwargs):
            raise NotImplementedError(f"SessionOptions.{name} is not available in onnxm")
        refuse.__name__ = name
        return refuse

    add_initializer = _refuse("add_initializer")
    add_external_initializers = _refuse("add_external_initializers")
    register_custom_ops_library = _refuse("register_custom_ops_library")
    add_provider = _refuse("add_provider")
    add_provider_for_devices = _refuse("add_provider_for_devices")
    set_provider_selection_policy = _refuse("set_provider_selection_policy")
    del _refuse


# --------------------------------------------------------------- the session
def _node_arg(info: _lib.ValueInfo, free_dims: dict[str, int]) -> NodeArg:
    if info.rank < 0:
        shape = None
    else:
        shape = []
        for i in range(info.rank):
            d = info.dims[i]
            p = info.dim_params[i] if info.dim_params else None
            name = _lib.text(p) if p else None
            if d >= 0:
                shape.append(int(d))
            else:
                shape.append(free_dims.get(name, name) if name else None)
    return NodeArg(_lib.text(info.name), shape, f"tensor({onnx_type_name(info.dtype)})")


def _set_shape(b: _lib.Buffer, code: int, shape: tuple) -> None:
    """Type and shape of the onnxm_buffer b."""
    rank = len(shape)
    if rank > _lib.MAX_RANK:
        raise OnnxmError(10, f"rank {rank} exceeds onnxm's maximum {_lib.MAX_RANK}")
    b.dtype = code
    b.rank = rank
    b.dims[:rank] = shape


def _input_array(name: str, value, declared: np.dtype | None, keep: list) -> np.ndarray:
    """A feed value as a C-contiguous array of native byte order (a copy
    only where it is not one already)."""
    a = _ort.as_array(value, declared)
    if dtype_code(a.dtype) is None:
        raise OnnxmError(8, f"input {name!r}: unsupported element type {a.dtype}; "
                            f"allowed: {ALLOWED}")
    a = np.asarray(native(a), order="C")
    keep.append(a)
    return a


# onnxm_session_run_buffers (_lib declares its prototype) called without
# ctypes' argument conversion, which costs more than a small run (about 2 us
# for its six arguments): every argument is passed as a ctypes object made
# beforehand, the session handle and pointers in _RunArgs and the session,
# the input counts from _SIZES.
_run_buffers = _lib.lib["onnxm_session_run_buffers"]
_run_buffers.restype = ctypes.c_int
_SIZES = tuple(ctypes.c_size_t(n) for n in range(17))


class _RunArgs:
    """The ctypes arguments of one onnxm_session_run_buffers call.  A session
    keeps the sets its runs have used and gives each run one of its own
    (taken from a list and put back: list.pop and append are atomic), so
    that concurrent runs never share one and a steady loop makes none.
    shapes[k] is the (type code, shape) last written into ins[k], so that
    a run with the same input shape as the last writes only its address;
    out_specs[j] the caller's output (code, shape, address) in outs[j], which
    a run leaves as it is (the library writes only the outputs it makes)."""

    __slots__ = ("names", "ins", "outs", "err", "shapes", "names_set", "out_specs", "in_items",
                 "out_items", "names_ref", "ins_ref", "outs_ref", "err_ref")

    def __init__(self, n_in: int, n_out: int) -> None:
        self.names = (ctypes.c_char_p * max(1, n_in))()
        self.ins = (_lib.Buffer * max(1, n_in))()
        self.outs = (_lib.Buffer * max(1, n_out))()
        self.err = _lib.Error()
        self.shapes: list = [None] * n_in
        self.names_set: list = [None] * n_in  # the bytes last stored in names[k]
        self.out_specs: list = [None] * n_out  # the caller's output last written in outs[j]
        # the structures as ctypes objects, made once (indexing makes one)
        self.in_items = list(self.ins)[:n_in]
        self.out_items = list(self.outs)[:n_out]
        # the pointers passed, made once (ctypes converts an array to a
        # pointer on every call otherwise)
        self.names_ref = ctypes.cast(self.names, ctypes.POINTER(ctypes.c_char_p))
        self.ins_ref = ctypes.cast(self.ins, ctypes.POINTER(_lib.Buffer))
        self.outs_ref = ctypes.cast(self.outs, ctypes.POINTER(_lib.Buffer))
        self.err_ref = ctypes.byref(self.err)


class InferenceSession:
    """A loaded, checked and planned ONNX model (onnxm_session)."""

    def __init__(self, path_or_bytes, sess_options: SessionOptions | None = None,
                 providers=None, provider_options=None, **kwargs) -> None:
        unknown = set(kwargs) - {"disabled_optimizers"}  # none to disable here
        if unknown:
            raise TypeError(f"InferenceSession got unexpected arguments {sorted(unknown)}")
        _ort.check_providers(providers, provider_options)
        if sess_options is None:
            sess_options = SessionOptions()
        elif not isinstance(sess_options, SessionOptions):
            raise TypeError("sess_options must be an onnxm.SessionOptions, not "
                            f"{type(sess_options).__name__}")
        self._options = sess_options
        opts = _lib.SessionOptions()
        _lib.onnxm_session_options_init(ctypes.byref(opts))
        opts.threads = sess_options.intra_op_num_threads or _cpus()
        opts.memory_limit = int(sess_options.memory_limit or 0)
        opts.arena_cache_limit = (int(sess_options.arena_cache_limit or 0)
                                  if sess_options.enable_cpu_mem_arena else _lib.ARENA_CACHE_NONE)

        handle = ctypes.c_void_p()
        err = _lib.Error()
        if hasattr(path_or_bytes, "SerializeToString"):  # onnx.ModelProto
            path_or_bytes = path_or_bytes.SerializeToString()
        if isinstance(path_or_bytes, (bytes, bytearray, memoryview)):
            data = bytes(path_or_bytes)
            status = _lib.onnxm_session_create_buffer(data, len(data), ctypes.byref(opts),
                                                      ctypes.byref(handle), ctypes.byref(err))
        elif isinstance(path_or_bytes, (str, os.PathLike)):
            data = None
            status = _lib.onnxm_session_create_file(os.fsencode(os.fspath(path_or_bytes)),
                                                    ctypes.byref(opts), ctypes.byref(handle),
                                                    ctypes.byref(err))
        else:
            raise TypeError("InferenceSession needs a path, bytes or an onnx.ModelProto, not "
                            f"{type(path_or_bytes).__name__}")
        check(status, err)
        self._session = handle.value
        self._session_ref = ctypes.c_void_p(self._session)
        self._finalizer = weakref.finalize(self, _lib.onnxm_session_free, self._session)
        model = _lib.onnxm_session_model(self._session)
        self._model = model
        free_dims = dict(sess_options._free_dims)
        ins = self._infos(model, _lib.onnxm_model_input_count, _lib.onnxm_model_input_info)
        defaults = self._infos(model, _lib.onnxm_model_default_input_count,
                               _lib.onnxm_model_default_input_info)
        outs = self._infos(model, _lib.onnxm_model_output_count, _lib.onnxm_model_output_info)
        self._inputs = [_node_arg(i, free_dims) for i in ins]
        self._overridable = [_node_arg(i, {}) for i in defaults]
        self._outputs = [_node_arg(i, {}) for i in outs]
        self._output_dtypes = [numpy_dtype(i.dtype) for i in outs]
        self._output_names = [o.name for o in self._outputs]
        self._output_pos = {n: j for j, n in enumerate(self._output_names)}
        # the declared type of each input, for feeds that are not arrays yet
        self._input_dtypes = {_lib.text(i.name): numpy_dtype(i.dtype)
                              for i in ins + defaults if i.dtype != 0}
        self._input_names = set(self._input_dtypes) | {i.name for i in self._inputs}
        # what a run needs, derived once: each input name as the C string
        # passed, the inputs whose declared type lets an array of it go
        # straight through ({name: (type code, dtype)}), and the reusable
        # argument sets of runs
        self._name_bytes = {n: n.encode() for n in self._input_names}
        self._fast_inputs = {_lib.text(i.name): (i.dtype, numpy_dtype(i.dtype))
                             for i in ins + defaults if i.dtype != 0}
        self._n_out = len(outs)
        self._free_args: list[_RunArgs] = []
        # symbolic dims fixed by add_free_dimension_override_by_name
        self._fixed_dims = [(_lib.text(i.name), k, free_dims[_lib.text(i.dim_params[k])])
                            for i in ins for k in range(max(0, i.rank))
                            if i.dims[k] < 0 and i.dim_params[k]
                            and _lib.text(i.dim_params[k]) in free_dims]
        if sess_options.optimized_model_filepath:
            out = os.fspath(sess_options.optimized_model_filepath)
            if out.endswith(".ort"):
                raise NotImplementedError("onnxm writes ONNX models, not the ORT format")
            # no graph rewriting: the model as it is
            Path(out).write_bytes(data if data is not None else Path(path_or_bytes).read_bytes())

    @staticmethod
    def _infos(model, count, get) -> list[_lib.ValueInfo]:
        """The C descriptions (their strings point into the model)."""
        out = []
        for i in range(count(model)):
            info = _lib.ValueInfo()
            check(get(model, i, ctypes.byref(info)))
            out.append(info)
        return out

    def _input_index(self, name: str) -> None:
        if name not in self._input_names:
            raise OnnxmError(1, f"{name!r} is not a graph input; the model's inputs are "
                                f"{', '.join(sorted(self._input_names))}")

    def _output_index(self, name: str) -> int:
        j = self._output_pos.get(name)
        if j is None:
            raise OnnxmError(1, f"invalid output name {name!r}; the model's outputs are "
                                f"{', '.join(self._output_names)}")
        return j

    # ------------------------------------------------------- introspection
    def get_inputs(self) -> list[NodeArg]:
        """The graph inputs a caller feeds (initializers left out)."""
        return list(self._inputs)

    def get_outputs(self) -> list[NodeArg]:
        return list(self._outputs)

    def get_overridable_initializers(self) -> list[NodeArg]:
        """Graph inputs with an initializer as default: run() accepts them."""
        return list(self._overridable)

    def get_modelmeta(self) -> _ort.ModelMetadata:
        md = _lib.ModelMetadata()
        check(_lib.onnxm_model_get_metadata(self._model, ctypes.byref(md)))
        props = {}
        for i in range(md.n_props):
            k, v = ctypes.c_char_p(), ctypes.c_char_p()
            check(_lib.onnxm_model_metadata_prop(self._model, i, ctypes.byref(k), ctypes.byref(v)))
            props[_lib.text(k.value)] = _lib.text(v.value)
        return _ort.ModelMetadata(producer_name=_lib.text(md.producer_name),
                                  graph_name=_lib.text(md.graph_name),
                                  domain=_lib.text(md.domain),
                                  description=_lib.text(md.doc_string),
                                  graph_description=_lib.text(md.graph_doc_string),
                                  version=int(md.model_version), custom_metadata_map=props)

    def get_providers(self) -> list[str]:
        return [_ort.CPU]

    def get_provider_options(self) -> dict:
        return {_ort.CPU: {}}

    def set_providers(self, providers=None, provider_options=None) -> None:
        _ort.check_providers(providers, provider_options)

    def disable_fallback(self) -> None:
        """Nothing to fall back from: one provider."""

    def enable_fallback(self) -> None:
        """Nothing to fall back to: one provider."""

    def get_session_options(self) -> SessionOptions:
        return self._options

    def end_profiling(self) -> str:
        """'' as onnxruntime returns without profiling (onnxm has none)."""
        return ""

    def get_profiling_start_time_ns(self) -> int:
        return 0

    def io_binding(self) -> _ort.IOBinding:
        return _ort.IOBinding(self)

    def trim_memory(self) -> int:
        """onnxm: gives the session arena's cached blocks back to the system
        (onnxm_session_trim); returns the bytes given back."""
        return _lib.onnxm_session_trim(self._session)

    def memory_stats(self) -> dict:
        """onnxm: the session arena's bytes in use and cached, blocks mapped
        and reused (onnxm_arena_get_stats)."""
        return _tensor.stats_of(_lib.onnxm_session_arena(self._session))

    # ----------------------------------------------------------------- run
    def _check_fixed_dims(self, name: str, shape: tuple) -> None:
        for n, k, d in self._fixed_dims:
            if n == name and (k >= len(shape) or shape[k] != d):
                raise OnnxmError(9, f"input {name!r}: dimension {k} is fixed to {d} by "
                                    f"add_free_dimension_override_by_name, got shape {list(shape)}")

    def _run(self, feeds: dict, caller_out: dict | None, run_options, wanted=None) -> list:
        """One onnxm_session_run_buffers: feeds {name: array or (code,
        shape, address)}, caller_out {output index: (code, shape, address)}.
        Returns, for each output index in wanted (None: all), an array over
        its arena block, or None for a caller's output."""
        if run_options is not None:
            _ort.before_run(run_options)
        free = self._free_args
        try:
            args = free.pop()
        except IndexError:  # every set in use (or none made yet)
            args = _RunArgs(len(self._name_bytes), self._n_out)
        try:
            n_in, keep = self._bind(args, feeds, caller_out)
            status = _run_buffers(self._session_ref, _SIZES[n_in] if n_in < len(_SIZES) else
                                  ctypes.c_size_t(n_in), args.names_ref, args.ins_ref,
                                  args.outs_ref, args.err_ref)
            del keep
            if status:
                raise OnnxmError(status, _lib.text(args.err.message))
            if caller_out and len(caller_out) == self._n_out:
                result = [None] * self._n_out  # all the caller's: nothing to hand back
            else:
                result = self._arrays(args.out_items, wanted)
        finally:
            free.append(args)
        if run_options is not None:
            _ort.after_run(run_options, self._session)
        return result

    def _bind(self, args: _RunArgs, feeds: dict, caller_out: dict | None) -> tuple[int, list]:
        """Writes the feeds and the caller's outputs into args; returns the
        number of inputs and the arrays made for the run (copies,
        conversions), which must live until it ends."""
        in_items, shapes, names_set = args.in_items, args.shapes, args.names_set
        name_bytes, fast = self._name_bytes, self._fast_inputs
        keep = []
        n_in = 0
        for name, value in feeds.items():
            nb = name_bytes.get(name)
            if nb is None:
                self._input_index(str(name))  # raises: not a graph input
            b = in_items[n_in]
            spec = fast.get(name)
            if spec is not None and type(value) is np.ndarray and value.dtype == spec[1] \
                    and value.flags.c_contiguous:
                key = (spec[0], value.shape)
                b.data = _tensor.address(value)
            elif isinstance(value, tuple):  # IOBinding.bind_input: (code, shape, address)
                code, shape, address = value
                key = (code, tuple(shape))
                b.data = address
            else:
                a = _input_array(name, value, self._input_dtypes.get(name), keep)
                key = (dtype_code(a.dtype), a.shape)
                b.data = _tensor.address(a)
            if key != shapes[n_in]:
                shapes[n_in] = None
                _set_shape(b, key[0], key[1])
                shapes[n_in] = key
            if self._fixed_dims:
                self._check_fixed_dims(name, key[1])
            if names_set[n_in] is not nb:
                args.names[n_in] = names_set[n_in] = nb
            n_in += 1
        out_specs = args.out_specs
        if caller_out:
            for j, o in enumerate(args.out_items):
                spec = caller_out.get(j)
                if spec is None:
                    o.data = None
                    out_specs[j] = None
                elif spec is not out_specs[j]:  # else o holds it still (a run leaves it)
                    out_specs[j] = None
                    code, shape, address = spec
                    _set_shape(o, code, tuple(shape))
                    o.data = address
                    out_specs[j] = spec
        else:
            for j, o in enumerate(args.out_items):
                o.data = None
                out_specs[j] = None
        return n_in, keep

    def _arrays(self, out_items: list, wanted) -> list:
        """Arrays over the library's outputs (no copy) for the indices in
        wanted (None: all); the others are freed at once (their blocks back
        to the arena).  A caller's output gives None."""
        result = []
        try:
            for j in (range(self._n_out) if wanted is None else wanted):
                o = out_items[j]
                h = o.tensor
                if h is None:  # a caller's output, or one wanted twice (made the first time)
                    k = wanted.index(j) if wanted is not None else len(result)
                    result.append(result[k] if k < len(result) else None)
                    continue
                o.tensor = None
                rank = o.rank
                shape = (o.dims[0],) if rank == 1 else tuple(o.dims[:rank])
                dtype = self._output_dtypes[j]
                result.append(_tensor.array_over(ctypes.c_void_p(h), shape, dtype, o.data,
                                                 math.prod(shape) * dtype.itemsize))
        finally:
            for o in out_items:  # not wanted (or left by an error)
                h = o.tensor
                if h is not None:
                    o.tensor = None
                    _lib.onnxm_tensor_free(h)
        return result

    def _wanted(self, output_names) -> list[int] | None:
        return [self._output_index(n) for n in output_names] if output_names else None

    def run(self, output_names, input_feed: dict, run_options=None) -> list[np.ndarray]:
        """Outputs named by output_names (None or []: all, in graph order)
        for the inputs of input_feed ({name: array, list or OrtValue})."""
        if not isinstance(input_feed, dict):
            raise TypeError("input_feed must be a dict {input name: array}")
        return self._run(input_feed, None, run_options,
                         self._wanted(output_names) if output_names else None)

    def run_with_ort_values(self, output_names, input_dict_ort_values: dict,
                            run_options=None) -> list[_ort.OrtValue]:
        """As run(), with OrtValue inputs and outputs (no copies either way)."""
        return [_ort.OrtValue(a) for a in self.run(output_names, input_dict_ort_values,
                                                   run_options)]

    def run_with_iobinding(self, iobinding: _ort.IOBinding, run_options=None) -> None:
        """Runs on the binding's inputs into its outputs (see IOBinding)."""
        if iobinding._session is not self:
            raise ValueError("this IOBinding belongs to another session")
        prepared = iobinding._prepared
        if prepared is None:
            prepared = iobinding._prepared = self._prepare_outputs(iobinding._outputs)
        caller_out, fixed, library = prepared
        arrays = self._run(iobinding._inputs, caller_out, run_options)
        if None in fixed.values():  # the first run that accepted the raw buffers
            for name, spec in iobinding._outputs.items():
                if fixed.get(name, 0) is None:
                    fixed[name] = _ort.OrtValue(_borrowed_array(*spec))
        results = dict(fixed)
        for name, j in library:
            results[name] = _ort.OrtValue(arrays[j])
        iobinding._results = results

    def _prepare_outputs(self, outputs: dict) -> tuple:
        """For bound outputs {name: None, OrtValue or (code, shape,
        address)}: the caller's outputs {index: (code, shape, address)},
        their OrtValues {name: OrtValue, or None until a run makes it} (the
        same every run: the memory is the caller's), and [(name, index)] of
        those the library makes."""
        caller_out, fixed, library = {}, {}, []
        for name, spec in outputs.items():
            j = self._output_index(name)
            if isinstance(spec, _ort.OrtValue):  # the binding keeps its array alive
                a = spec._array
                caller_out[j] = (dtype_code(a.dtype), a.shape, _tensor.address(a))
                fixed[name] = spec
            elif spec is not None:  # the caller's raw buffer: an array over it, borrowed,
                caller_out[j] = spec  # made once a run has accepted its shape
                fixed[name] = None
            else:
                library.append((name, j))
        return caller_out, fixed, library


class _Borrowed:
    """The base of an array over caller memory given by address."""

    __slots__ = ("__array_interface__",)

    def __init__(self, shape, typestr, address) -> None:
        self.__array_interface__ = {"shape": tuple(shape), "typestr": typestr,
                                    "data": (address, False), "version": 3}


def _borrowed_array(code: int, shape, address: int) -> np.ndarray:
    dtype = numpy_dtype(code)
    typestr, bf16 = _tensor._typestr(dtype)
    a = np.asarray(_Borrowed(shape, typestr, address))
    return a.view(dtype) if bf16 else a
