"""onnxm.backend under ONNX's own backend test runner
(onnx.backend.test.BackendTest): every node test of the installed onnx
package whose graph uses only onnxm's operators (test_sqrt, test_acos_example,
...) runs through onnxm.backend and must pass; the rest of ONNX's ~1,900
tests are left out rather than reported as skips.  Plus: supports_model()
says no -- without crashing -- for operators onnxm lacks."""
from __future__ import annotations

import re
import warnings

import numpy as np
import onnx
import onnx.backend.test
import pytest
from onnx import helper

from pkglib import assert_same_bits, import_onnxm
from testlib import OPS_TABLE, make_unary_model, node_tests_of, unsupported_op

onnxm = import_onnxm()
import onnxm.backend as backend  # noqa: E402


def _node_tests() -> list:
    from onnx.backend.test.loader import load_model_tests

    with warnings.catch_warnings(), np.errstate(all="ignore"):
        warnings.simplefilter("ignore")
        return load_model_tests(kind="node")


def _node_tests_of_our_ops(cases) -> list[str]:
    return sorted(c.name for c in cases
                  if c.model is not None and c.model.graph.node
                  and {n.op_type for n in c.model.graph.node} <= set(OPS_TABLE))


with warnings.catch_warnings(), np.errstate(all="ignore"):
    warnings.simplefilter("ignore")
    _runner = onnx.backend.test.BackendTest(backend, __name__)
_CASES = _node_tests()
ALL_NODE_TESTS = {c.name for c in _CASES}  # every ONNX node test, of any operator
OUR_TESTS = _node_tests_of_our_ops(_CASES)
_keep = re.compile(rf"^({'|'.join(map(re.escape, OUR_TESTS))})_cpu$")

# BackendTest's classes, cut down to our tests on the CPU
for _name, _case in _runner.test_cases.items():
    for _attr in [a for a in vars(_case) if a.startswith("test_")]:
        if not _keep.match(_attr):
            delattr(_case, _attr)
    if any(a.startswith("test_") for a in vars(_case)):
        globals()[_name] = _case


def test_backend_tests_collected():
    """The runner has ONNX's node tests of every operator of the library
    (so the classes above are not silently empty): test_<op> and
    test_<op>_example, or the names its case module gives them
    (testlib.node_tests_of)."""
    collected = {a for c in _runner.test_cases.values() for a in vars(c) if _keep.match(a)}
    assert len(collected) == len(OUR_TESTS) > 0
    for op in OPS_TABLE:
        for name in node_tests_of(op):
            assert name in ALL_NODE_TESTS, f"ONNX has no node test {name}"
            assert f"{name}_cpu" in collected, sorted(collected)


def _model(op_type: str, domain: str = "", elem=onnx.TensorProto.FLOAT, opset: int = 22):
    node = helper.make_node(op_type, ["x"], ["y"], domain=domain)
    graph = helper.make_graph([node], "g", [helper.make_tensor_value_info("x", elem, [3])],
                              [helper.make_tensor_value_info("y", elem, [3])])
    imports = [helper.make_opsetid("", opset)] + ([helper.make_opsetid(domain, 1)] if domain else [])
    return helper.make_model(graph, opset_imports=imports)


def test_supports_model():
    for op in OPS_TABLE:
        assert backend.supports_model(_model(op))
        assert backend.is_compatible(_model(op))
    other = unsupported_op()
    for unsupported in (_model(other), _model("Sqrt", domain="com.example"),
                        _model("Sqrt", elem=onnx.TensorProto.BFLOAT16, opset=6)):
        assert backend.supports_model(unsupported) is False
        assert backend.is_compatible(unsupported) is False
        reason = backend.unsupported_reason(unsupported)
        assert reason and (other in reason or "com.example" in reason
                           or "bfloat16" in reason), reason
        with pytest.raises(onnxm.OnnxmError):
            backend.prepare(unsupported)
    assert backend.supports_device("CPU") and not backend.supports_device("CUDA")


def test_run_node_and_run_model():
    x = np.array([0.25, 1.0, 4.0], np.float32)
    node = helper.make_node("Sqrt", ["x"], ["y"])
    y, = backend.run_node(node, [x])
    assert_same_bits(y, onnxm.sqrt(x))
    out = backend.run_model(make_unary_model("Reciprocal", 13, "float64", [3]), {"x": x.astype(np.float64)})
    assert_same_bits(out["y"], onnxm.reciprocal(x.astype(np.float64)))
    assert_same_bits(backend.prepare(_model("Asinh")).run(x)[0], onnxm.asinh(x))
