"""_ort.py -- the parts of onnxruntime's Python surface that performance-
minded code uses, on onnxm: providers, enums, RunOptions, OrtValue,
IOBinding and ModelMetadata.  InferenceSession and SessionOptions are in
_session.py.

Each name means what it means in onnxruntime where onnxm has the same
thing; where onnxm has nothing to do the setting is accepted and the
docstring says so; what onnxm cannot honour is refused with an error that
says why (never ignored).
"""
from __future__ import annotations

import enum
import warnings

import numpy as np

from . import _lib
from ._core import ALLOWED, OnnxmError, _result, dtype_code, numpy_dtype, onnx_type_name

CPU = "CPUExecutionProvider"


# --------------------------------------------------------------- providers
def get_available_providers() -> list[str]:
    """onnxm runs on the CPU, through one provider named as onnxruntime's
    CPU provider, so that scripts passing providers=["CPUExecutionProvider"]
    run unchanged."""
    return [CPU]


def get_all_providers() -> list[str]:
    return [CPU]


def get_device() -> str:
    return "CPU"


def check_providers(providers, provider_options) -> None:
    """onnxruntime's rules: names (or (name, options) pairs); a provider
    that is not available is warned about and left out, the CPU provider
    is used in any case.  The CPU provider takes no options here."""
    if providers is None:
        return
    if isinstance(providers, str):
        raise TypeError("providers must be a list of provider names or (name, options) pairs")
    names, options = [], []
    for p in providers:
        if isinstance(p, tuple):
            if len(p) != 2 or not isinstance(p[1], dict):
                raise ValueError("a provider tuple must be (name, options dict)")
            names.append(p[0])
            options.append(p[1])
        else:
            names.append(p)
            options.append({})
    if provider_options is not None:
        if len(provider_options) != len(names):
            raise ValueError("provider_options must have one dict per provider")
        options = list(provider_options)
    for name, opts in zip(names, options):
        if name != CPU:
            warnings.warn(f"Specified provider '{name}' is not in available provider names."
                          f"Available providers: '{CPU}'", UserWarning, stacklevel=3)
        elif opts:
            raise ValueError(f"onnxm's {CPU} takes no provider options, got {sorted(opts)}")


# ------------------------------------------------------------------- enums
class _OrtEnum(enum.IntEnum):
    """Integers that print as onnxruntime's do ("ExecutionMode.ORT_SEQUENTIAL")."""

    def __str__(self) -> str:
        return f"{type(self).__name__}.{self.name}"


class GraphOptimizationLevel(_OrtEnum):
    """Accepted at every level: onnxm runs the graph as written (its plan,
    made at load, fuses nothing), so results are the same at all of them."""
    ORT_DISABLE_ALL = 0
    ORT_ENABLE_BASIC = 1
    ORT_ENABLE_EXTENDED = 2
    ORT_ENABLE_LAYOUT = 3
    ORT_ENABLE_ALL = 99


class ExecutionMode(_OrtEnum):
    """ORT_SEQUENTIAL is how onnxm runs; ORT_PARALLEL (independent nodes at
    once on an inter-op pool) is refused."""
    ORT_SEQUENTIAL = 0
    ORT_PARALLEL = 1


class ExecutionOrder(_OrtEnum):
    """DEFAULT only: onnxm runs nodes in one order (topological, keeping the
    file's order where it is valid)."""
    DEFAULT = 0
    PRIORITY_BASED = 1
    MEMORY_EFFICIENT = 2


# -------------------------------------------------------------- RunOptions
# run config entries onnxm knows, with the values it honours (None: any)
_RUN_CONFIG = {
    # after the run, give the session arena's cached blocks back ("cpu:0")
    "memory.enable_memory_arena_shrinkage": None,
    # CPU only: there is nothing to synchronise
    "run.disable_synchronize_execution_providers": None,
}


class RunOptions:
    """Per-run settings.  terminate=True makes a run that starts with it
    fail, as onnxruntime's does (an onnxm run is one C call and cannot be
    stopped once started); log settings are accepted (onnxm logs nothing);
    only_execute_path_to_fetches is accepted (every node runs, and the
    fetched outputs are the same)."""

    __slots__ = ("log_severity_level", "log_verbosity_level", "logid", "terminate",
                 "only_execute_path_to_fetches", "_config")

    def __init__(self) -> None:
        self.log_severity_level = -1
        self.log_verbosity_level = 0
        self.logid = ""
        self.terminate = False
        self.only_execute_path_to_fetches = False
        self._config: dict[str, str] = {}

    def add_run_config_entry(self, key: str, value: str) -> None:
        if key not in _RUN_CONFIG:
            raise ValueError(f"onnxm does not know the run config entry {key!r} (it honours "
                             f"{', '.join(sorted(_RUN_CONFIG))})")
        self._config[key] = str(value)

    def get_run_config_entry(self, key: str) -> str:
        if key not in self._config:
            raise RuntimeError(f"RunOptions does not have configuration with key: {key}")
        return self._config[key]

    def add_active_adapter(self, name: str) -> None:
        raise NotImplementedError("onnxm has no LoRA adapters")


def before_run(run_options: RunOptions | None) -> None:
    if run_options is None:
        return
    if not isinstance(run_options, RunOptions):
        raise TypeError(f"run_options must be an onnxm.RunOptions, not {type(run_options).__name__}")
    if run_options.terminate:
        raise OnnxmError(1, "Exiting due to terminate flag being set to true.")


def after_run(run_options: RunOptions | None, session_handle: int) -> None:
    if run_options is not None and "memory.enable_memory_arena_shrinkage" in run_options._config:
        _lib.onnxm_session_trim(session_handle)


# ---------------------------------------------------------------- OrtValue
_ONNX_CODES = {"float": 1, "float16": 10, "double": 11, "bfloat16": 16}


def _cpu(device_type: str, device_id: int = 0) -> None:
    if str(device_type).lower() != "cpu" or device_id != 0:
        raise ValueError(f"onnxm tensors live on the CPU (device 'cpu', 0), not "
                         f"{device_type!r}, {device_id}")


def _element_code(element_type) -> int:
    """onnxm_dtype of a numpy type (np.float32, np.dtype, 'float32') or an
    ONNX TensorProto code."""
    if isinstance(element_type, (int, np.integer)) and not isinstance(element_type, bool):
        if int(element_type) in _ONNX_CODES.values():
            return int(element_type)
        raise OnnxmError(7, f"element type {int(element_type)} is not one onnxm runs ({ALLOWED})")
    code = dtype_code(np.dtype(element_type))
    if code is None:
        raise OnnxmError(7, f"element type {element_type!r} is not one onnxm runs ({ALLOWED})")
    return code


class OrtValue:
    """A tensor on the CPU, as onnxruntime's OrtValue: its memory is a numpy
    array's -- the caller's (ortvalue_from_numpy keeps a reference, no copy)
    or an onnxm arena block (run outputs).  numpy() returns that array
    itself, sharing the memory, as onnxruntime's does for CPU tensors."""

    __slots__ = ("_array",)

    def __init__(self, array: np.ndarray) -> None:
        self._array = array

    @staticmethod
    def ortvalue_from_numpy(numpy_obj, device_type: str = "cpu", device_id: int = 0) -> "OrtValue":
        _cpu(device_type, device_id)
        a = np.asarray(numpy_obj)
        if dtype_code(a.dtype) is None:
            raise OnnxmError(7, f"unsupported element type {a.dtype}; allowed: {ALLOWED}")
        return OrtValue(np.ascontiguousarray(a))

    @staticmethod
    def ortvalue_from_numpy_with_onnx_type(data, onnx_element_type: int) -> "OrtValue":
        """data's bytes as the ONNX type (e.g. uint16 bits as bfloat16)."""
        code = _element_code(onnx_element_type)
        a = np.ascontiguousarray(np.asarray(data))
        nd = numpy_dtype(code)
        if a.dtype.itemsize != nd.itemsize:
            raise OnnxmError(8, f"{a.dtype} data cannot hold {onnx_type_name(code)} elements")
        return OrtValue(a.view(nd))

    @staticmethod
    def ortvalue_from_shape_and_type(shape, element_type, device_type: str = "cpu",
                                     device_id: int = 0) -> "OrtValue":
        """Uninitialised, from onnxm's arena when large (as onnxruntime's)."""
        _cpu(device_type, device_id)
        code = _element_code(element_type)
        return OrtValue(_result(tuple(int(d) for d in shape), numpy_dtype(code), code))

    def numpy(self) -> np.ndarray:
        return self._array

    def data_ptr(self) -> int:
        return self._array.__array_interface__["data"][0]

    def shape(self) -> list[int]:
        return list(self._array.shape)

    def element_type(self) -> int:
        """The ONNX TensorProto type code (1 for float), as onnxruntime's."""
        return dtype_code(self._array.dtype)

    def data_type(self) -> str:
        return f"tensor({onnx_type_name(self.element_type())})"

    def device_name(self) -> str:
        return "cpu"

    def tensor_size_in_bytes(self) -> int:
        return self._array.nbytes

    def has_value(self) -> bool:
        return True

    def is_tensor(self) -> bool:
        return True

    def is_sparse_tensor(self) -> bool:
        return False

    def is_tensor_sequence(self) -> bool:
        return False

    def update_inplace(self, np_arr) -> None:
        """Copies np_arr (same shape and type) into this value's memory."""
        src = np.asarray(np_arr)
        if src.shape != self._array.shape or src.dtype != self._array.dtype:
            raise OnnxmError(9, f"update_inplace: {src.dtype} {list(src.shape)} into "
                                f"{self._array.dtype} {list(self._array.shape)}")
        self._array[...] = src

    def as_sparse_tensor(self):
        raise NotImplementedError("onnxm has no sparse tensors")

    def __repr__(self) -> str:
        return f"OrtValue({self.data_type()}, shape={self.shape()})"


def as_array(value, declared: np.dtype | None = None) -> np.ndarray:
    """A feed value as an array: an OrtValue's or an array as they are, a
    list or scalar in the input's declared type (as onnxruntime does)."""
    if isinstance(value, OrtValue):
        return value._array
    if isinstance(value, np.ndarray) or declared is None:
        return np.asarray(value)
    return np.asarray(value, dtype=declared)


# --------------------------------------------------------------- IOBinding
class IOBinding:
    """Inputs and outputs bound once, run many times -- onnxruntime's
    zero-copy path, and onnxm's: bound inputs are the caller's memory
    (bind_cpu_input keeps a reference to the array, so later changes to it
    are seen); outputs bound to a buffer (bind_output with buffer_ptr,
    bind_ortvalue_output) are written in place; outputs left to the library
    are blocks of the session's arena, a new one each run (an output of an
    earlier run that the caller still holds is left as it was)."""

    def __init__(self, session) -> None:
        self._session = session
        self._inputs: dict[str, object] = {}   # name -> array, or (code, shape, address)
        self._outputs: dict[str, object] = {}  # name -> None (library), array, or raw
        self._results: dict[str, OrtValue] = {}
        # what run_with_iobinding derives from the outputs bound, kept until
        # they change (the session's business: None means derive again)
        self._prepared = None

    # ---- inputs
    def bind_cpu_input(self, name: str, arr_on_cpu) -> None:
        self._session._input_index(name)
        self._inputs[name] = np.asarray(arr_on_cpu)

    def bind_input(self, name: str, device_type, device_id, element_type, shape,
                   buffer_ptr) -> None:
        """Caller memory at buffer_ptr (it must stay valid while bound)."""
        _cpu(device_type, device_id)
        self._session._input_index(name)
        self._inputs[name] = (_element_code(element_type), tuple(int(d) for d in shape),
                              int(buffer_ptr))

    def bind_ortvalue_input(self, name: str, ortvalue: OrtValue) -> None:
        self._session._input_index(name)
        self._inputs[name] = ortvalue._array

    def clear_binding_inputs(self) -> None:
        self._inputs.clear()

    def synchronize_inputs(self) -> None:
        """Nothing to do: inputs are on the CPU."""

    # ---- outputs
    def bind_output(self, name: str, device_type: str = "cpu", device_id: int = 0,
                    element_type=None, shape=None, buffer_ptr=None) -> None:
        """To the caller's buffer (element_type, shape and buffer_ptr all
        given: written in place, no copy), or left to the library (an arena
        block per run: get_outputs())."""
        _cpu(device_type, device_id)
        self._session._output_index(name)
        self._prepared = None
        if buffer_ptr is None:
            self._outputs[name] = None
            return
        if element_type is None or shape is None:
            raise ValueError("bind_output with buffer_ptr needs element_type and shape")
        self._outputs[name] = (_element_code(element_type), tuple(int(d) for d in shape),
                               int(buffer_ptr))

    def bind_ortvalue_output(self, name: str, ortvalue: OrtValue) -> None:
        self._session._output_index(name)
        self._prepared = None
        self._outputs[name] = ortvalue

    def clear_binding_outputs(self) -> None:
        self._prepared = None
        self._outputs.clear()
        self._results.clear()

    def synchronize_outputs(self) -> None:
        """Nothing to do: outputs are on the CPU."""

    def get_outputs(self) -> list[OrtValue]:
        """The bound outputs of the last run, in the order they were bound."""
        return [self._results[n] for n in self._outputs if n in self._results]

    get_outputs_as_ortvaluevector = get_outputs

    def copy_outputs_to_cpu(self) -> list[np.ndarray]:
        """Copies of the outputs (as onnxruntime: changing them changes
        nothing bound)."""
        return [v.numpy().copy() for v in self.get_outputs()]


# ----------------------------------------------------------- ModelMetadata
class ModelMetadata:
    """onnxruntime's get_modelmeta(): the model's producer, graph name,
    domain, description (the model's doc_string), graph description, version
    (model_version) and custom_metadata_map (metadata_props)."""

    __slots__ = ("producer_name", "graph_name", "domain", "description", "graph_description",
                 "version", "custom_metadata_map")

    def __init__(self, **fields) -> None:
        for k in self.__slots__:
            setattr(self, k, fields[k])

    def __repr__(self) -> str:
        return "ModelMetadata(" + ", ".join(f"{k}={getattr(self, k)!r}" for k in self.__slots__) + ")"
