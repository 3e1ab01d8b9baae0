"""onnxm.backend -- onnxm as an ONNX backend (onnx.backend.base.Backend).

    import onnxm.backend as backend
    rep = backend.prepare(model)            # onnx.ModelProto
    outputs = rep.run([x])                  # or {"x": x}
    backend.supports_model(model)           # False for ops onnxm lacks

ONNX's own test runner takes this module as the backend:

    import onnx.backend.test
    globals().update(onnx.backend.test.BackendTest(onnxm.backend, __name__)
                     .include(r"test_(sqrt|reciprocal|asinh|acos|exp|log|sigmoid|tanh|erf|gelu_default)").test_cases)

Models whose operators onnxm does not implement (or at an opset/element type
it does not allow) are refused by supports_model() / is_compatible() and by
prepare() with an onnxm.OnnxmError that says why -- never a crash.
"""
from __future__ import annotations

from typing import Any

import numpy as np
import onnx
from onnx import helper
from onnx.backend.base import Backend, BackendRep, Device, DeviceType, namedtupledict

from ._core import OPS, OnnxmError, dtype_code
from ._session import InferenceSession

_DEFAULT_DOMAINS = ("", "ai.onnx")


def unsupported_reason(model: onnx.ModelProto) -> str | None:
    """Why onnxm cannot run `model`, or None if it can.  A cheap check of
    the operator names first, then the library's own full check (operator
    versions at the model's opset, element types, graph)."""
    missing = sorted({f"{n.domain + '.' if n.domain else ''}{n.op_type}"
                      for n in model.graph.node
                      if n.domain not in _DEFAULT_DOMAINS or n.op_type not in OPS})
    if missing:
        return (f"operator(s) {', '.join(missing)} not implemented by onnxm "
                f"(it has {', '.join(OPS)})")
    try:
        InferenceSession(model.SerializeToString())
    except OnnxmError as e:
        return str(e)
    return None


class OnnxmBackendRep(BackendRep):
    """A prepared model: an onnxm.InferenceSession."""

    def __init__(self, session: InferenceSession) -> None:
        self.session = session
        self._input_names = [i.name for i in session.get_inputs()]
        self._output_names = [o.name for o in session.get_outputs()]

    def run(self, inputs: Any, **kwargs: Any) -> tuple[Any, ...]:
        """inputs: a dict {name: array}, a list in the order of the graph's
        (non-initializer) inputs, or a single array."""
        del kwargs
        if isinstance(inputs, dict):
            feed = dict(inputs)
        else:
            if isinstance(inputs, np.ndarray):
                inputs = [inputs]
            inputs = list(inputs)
            if len(inputs) != len(self._input_names):
                raise ValueError(f"the model has {len(self._input_names)} inputs "
                                 f"({', '.join(self._input_names)}), got {len(inputs)}")
            feed = dict(zip(self._input_names, inputs))
        outputs = self.session.run(None, feed)
        return namedtupledict("Outputs", self._output_names)(*outputs)


class OnnxmBackend(Backend):
    """onnxm on the CPU."""

    @classmethod
    def supports_device(cls, device: str) -> bool:
        return Device(device).type == DeviceType.CPU

    @classmethod
    def supports_model(cls, model: onnx.ModelProto) -> bool:
        return unsupported_reason(model) is None

    @classmethod
    def is_compatible(cls, model: onnx.ModelProto, device: str = "CPU", **kwargs: Any) -> bool:
        del kwargs
        return cls.supports_device(device) and cls.supports_model(model)

    @classmethod
    def prepare(cls, model: onnx.ModelProto, device: str = "CPU", **kwargs: Any) -> OnnxmBackendRep:
        if not cls.supports_device(device):
            raise RuntimeError(f"onnxm runs on the CPU only, not on {device!r}")
        if isinstance(model, (bytes, bytearray)):
            model = onnx.load_model_from_string(bytes(model))
        super().prepare(model, device, **kwargs)  # onnx.checker
        return OnnxmBackendRep(InferenceSession(model.SerializeToString()))

    @classmethod
    def run_model(cls, model: onnx.ModelProto, inputs: Any, device: str = "CPU",
                  **kwargs: Any) -> tuple[Any, ...]:
        return cls.prepare(model, device, **kwargs).run(inputs)

    @classmethod
    def run_node(cls, node: onnx.NodeProto, inputs: Any, device: str = "CPU",
                 outputs_info=None, **kwargs: Any) -> tuple[Any, ...]:
        """Runs one node: a one-node model is built around it, its inputs
        typed from `inputs` and its outputs from outputs_info (or, for these
        element-wise operators, the first input's type and shape)."""
        super().run_node(node, inputs, device=device, outputs_info=outputs_info, **kwargs)
        arrays = [np.asarray(a) for a in (inputs.values() if isinstance(inputs, dict) else inputs)]

        def elem(dtype: np.dtype) -> int:
            code = dtype_code(dtype)
            if code is None:
                raise TypeError(f"onnxm: unsupported element type {dtype}")
            return code

        in_vi = [helper.make_tensor_value_info(n, elem(a.dtype), a.shape)
                 for n, a in zip(node.input, arrays)]
        out_vi = []
        for j, name in enumerate(node.output):
            if outputs_info is not None:
                dt, shape = outputs_info[j]
                out_vi.append(helper.make_tensor_value_info(name, elem(np.dtype(dt)), shape))
            else:
                out_vi.append(helper.make_tensor_value_info(name, elem(arrays[0].dtype),
                                                            arrays[0].shape))
        opset = kwargs.get("opset_version", onnx.defs.onnx_opset_version())
        graph = helper.make_graph([node], "run_node", in_vi, out_vi)
        model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", opset)])
        return cls.run_model(model, dict(zip(node.input, arrays)), device)


# Module-level functions, the form onnx.backend.test.BackendTest and other
# backends (onnxruntime.backend) use.
prepare = OnnxmBackend.prepare
run_model = OnnxmBackend.run_model
run_node = OnnxmBackend.run_node
supports_device = OnnxmBackend.supports_device
supports_model = OnnxmBackend.supports_model
is_compatible = OnnxmBackend.is_compatible
