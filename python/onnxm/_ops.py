"""_ops.py -- what the C library implements, as it reports it
(onnxm_op_get_info, onnxm_op_max_ulps, onnxm_op_attribute): each operator's
ONNX versions, the element types and attributes of each version and the
bound on its error.  Nothing here is
written by hand; a new operator of the library appears here by itself.

    >>> onnxm.op_info("Asinh").versions[-1].types
    ('float16', 'bfloat16', 'float32', 'float64')
    >>> onnxm.op_info("Exp").inputs
    OpInputs(distribution='uniform', low=-20.0, high=10.0)
"""
from __future__ import annotations

import ctypes
from dataclasses import dataclass

from . import _lib

# onnxm_dtype codes (ONNX TensorProto.DataType) of the types a version may
# allow, under the package's names, in the order they are listed
_DTYPES = (("float16", 10), ("bfloat16", 16), ("float32", 1), ("float64", 11))
# onnxm_op_class values
_CLASSES = {0: "ieee", 1: "elementary"}
# onnxm_attr_type values (ONNX AttributeProto.AttributeType)
_ATTR_TYPES = {1: "float", 2: "int", 3: "string", 7: "ints"}


@dataclass(frozen=True)
class OpAttribute:
    name: str                        # "approximate"
    type: str                        # "float", "int", "string" or "ints"
    ignored: bool                    # a legacy attribute, accepted and without effect
    default: str | None              # the value of a node that leaves it out, as text
    values: tuple[str, ...] | None   # the values allowed (None: any of its type)
# onnxm_input_distribution values, named as `onnxm ops --json` names them
_DISTRIBUTIONS = {0: "uniform", 1: "log-uniform"}


@dataclass(frozen=True)
class OpVersion:
    since: int               # the ONNX opset that introduced this version
    types: tuple[str, ...]   # element types it allows ("float16", ...)
    attributes: tuple[OpAttribute, ...] = ()  # the attributes it accepts


@dataclass(frozen=True)
class OpInputs:
    """The inputs a model typically feeds the operator (what the
    benchmarks draw; not its domain): "uniform" on [low, high], or
    "log-uniform", 2^u with u uniform on [log2 low, log2 high]."""
    distribution: str
    low: float
    high: float

    def sample(self, n: int, rng=None):
        """n float64 values drawn from the distribution (rng: a
        numpy.random.Generator, or a seed)."""
        import numpy as np

        rng = rng if isinstance(rng, np.random.Generator) else np.random.default_rng(rng)
        if self.distribution == "log-uniform":
            return np.exp2(rng.uniform(np.log2(self.low), np.log2(self.high), n))
        return rng.uniform(self.low, self.high, n)


@dataclass(frozen=True)
class OpForm:
    """A form of an operator: its kernel for one value of a string
    attribute (Gelu's approximate="tanh"), another function with a bound
    and typical inputs of its own."""
    attribute: str               # "approximate"
    value: str                   # "tanh"
    op_class: str
    max_ulps: dict[str, float]
    inputs: OpInputs
    code: int                    # its onnxm_op value


@dataclass(frozen=True)
class OpInfo:
    name: str                    # ONNX name, "Sqrt"
    op_class: str                # "ieee" (a basic IEEE operation) or "elementary"
    max_ulps: dict[str, float]   # type -> bound on the error in ulps (0.5: correctly rounded)
    versions: tuple[OpVersion, ...]
    inputs: OpInputs             # typical inputs, for benchmarks and comparisons
    forms: tuple[OpForm, ...] = ()  # the kernels other attribute values select

    @property
    def types(self) -> tuple[str, ...]:
        """The types some version allows."""
        return tuple(t for t, _ in _DTYPES if t in self.max_ulps)

    def correctly_rounded(self, dtype: str) -> bool:
        return self.max_ulps[dtype] <= 0.5


def _attributes(op: int, since: int) -> tuple[OpAttribute, ...]:
    out = []
    for i in range(_lib.onnxm_op_attribute_count(op, since)):
        a = _lib.AttrInfo()
        if _lib.onnxm_op_attribute(op, since, i, ctypes.byref(a)) != _lib.ONNXM_OK:  # pragma: no cover
            raise RuntimeError(f"onnxm_op_attribute({op}, {since}, {i}) failed")
        values = _lib.text(a.values) if a.values is not None else None
        out.append(OpAttribute(_lib.text(a.name), _ATTR_TYPES.get(a.type, str(a.type)), bool(a.ignored),
                               _lib.text(a.default_value) if a.default_value is not None else None,
                               tuple(values.split("|")) if values is not None else None))
    return tuple(out)


def _raw(op: int):
    info = _lib.OpInfo()
    st = _lib.onnxm_op_get_info(op, ctypes.byref(info))
    if st != _lib.ONNXM_OK:  # pragma: no cover - the library's own range
        raise RuntimeError(f"onnxm_op_get_info({op}): {_lib.text(_lib.onnxm_status_string(st))}")
    return info


def _ulps(op: int) -> dict[str, float]:
    ulps = {}
    for name, code in _DTYPES:
        u = ctypes.c_double()
        if _lib.onnxm_op_max_ulps(op, code, ctypes.byref(u)) == _lib.ONNXM_OK:
            ulps[name] = u.value
    return ulps


def _inputs(info) -> OpInputs:
    return OpInputs(_DISTRIBUTIONS.get(info.inputs.distribution, str(info.inputs.distribution)),
                    info.inputs.low, info.inputs.high)


_RAW = [_raw(op) for op in range(_lib.onnxm_op_count())]


def _read(op: int) -> OpInfo:
    info = _RAW[op]
    versions = tuple(
        OpVersion(info.since_version[v],
                  tuple(name for name, code in _DTYPES if info.type_mask[v] & (1 << code)),
                  _attributes(op, info.since_version[v]))
        for v in range(info.version_count))
    forms = tuple(
        OpForm(_lib.text(f.form_attribute), _lib.text(f.form_value),
               _CLASSES.get(f.op_class, str(f.op_class)), _ulps(code), _inputs(f), code)
        for code, f in enumerate(_RAW) if f.form_of == op)
    return OpInfo(_lib.text(info.name), _CLASSES.get(info.op_class, str(info.op_class)), _ulps(op),
                  versions, _inputs(info), forms)


# the operators, not their forms (which each OpInfo lists)
OP_INFO = {i.name: i for i in (_read(op) for op in range(len(_RAW)) if _RAW[op].form_of < 0)}
OP_CODES = {name: code for code, f in enumerate(_RAW) if f.form_of < 0
            for name in (_lib.text(f.name),)}


def op_info(op: str | None = None):
    """The OpInfo of operator `op` ("Sqrt"), or with no argument all of
    them, in the library's order, as a tuple."""
    if op is None:
        return tuple(OP_INFO.values())
    try:
        return OP_INFO[op]
    except KeyError:
        raise ValueError(f"unknown operator {op!r}; onnxm has {', '.join(OP_INFO)}") from None
