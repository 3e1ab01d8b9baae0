"""Writes the small models and inputs bundled in examples/ (committed, so
`make run` needs no Python).  Re-run after changing them:

    python examples/make_example.py

asinh_sqrt.onnx  float32, symbolic length N:  y = Sqrt(x), z = Asinh(y);
                 outputs y and z.  Input: x.npy.
recip_f16.onnx   float16 [2, 3]:  r = Reciprocal(h).  Input: h.npy.
sqrt_1000.onnx   float32 [1000]:  y = Sqrt(x), a static shape for
                 `onnxm perf`, which then makes random inputs itself.

Run with:  build/onnxm run examples/asinh_sqrt.onnx -i x=examples/x.npy -o out
"""
from pathlib import Path

import numpy as np
import onnx
from onnx import TensorProto, helper

HERE = Path(__file__).resolve().parent
OPSET = 22  # Asinh-22 is the current version


def asinh_sqrt() -> onnx.ModelProto:
    f32 = TensorProto.FLOAT
    graph = helper.make_graph(
        [helper.make_node("Sqrt", ["x"], ["y"], name="sqrt"),
         helper.make_node("Asinh", ["y"], ["z"], name="asinh")],
        "asinh_sqrt",
        [helper.make_tensor_value_info("x", f32, ["N"])],
        [helper.make_tensor_value_info("y", f32, ["N"]),
         helper.make_tensor_value_info("z", f32, ["N"])])
    return helper.make_model(graph, opset_imports=[helper.make_opsetid("", OPSET)],
                             ir_version=10, producer_name="onnxm-examples")


def one_node(op: str, name: str, elem: int, shape: list, x: str, y: str) -> onnx.ModelProto:
    graph = helper.make_graph(
        [helper.make_node(op, [x], [y], name=op.lower())], name,
        [helper.make_tensor_value_info(x, elem, shape)],
        [helper.make_tensor_value_info(y, elem, shape)])
    return helper.make_model(graph, opset_imports=[helper.make_opsetid("", OPSET)],
                             ir_version=10, producer_name="onnxm-examples")


def recip_f16() -> onnx.ModelProto:
    return one_node("Reciprocal", "recip_f16", TensorProto.FLOAT16, [2, 3], "h", "r")


def sqrt_1000() -> onnx.ModelProto:
    return one_node("Sqrt", "sqrt_1000", TensorProto.FLOAT, [1000], "x", "y")


def main() -> None:
    for name, model in (("asinh_sqrt.onnx", asinh_sqrt()), ("recip_f16.onnx", recip_f16()),
                        ("sqrt_1000.onnx", sqrt_1000())):
        onnx.checker.check_model(model, full_check=True)
        (HERE / name).write_bytes(model.SerializeToString())
    # Values chosen to show the interesting parts: 0, a subnormal, exact
    # squares, a large value, infinity and NaN.
    x = np.array([0.0, 1e-40, 0.25, 1.0, 2.0, 16.0, 1e30, np.inf, -1.0, np.nan], np.float32)
    np.save(HERE / "x.npy", x)
    h = np.array([[1.0, 3.0, 0.1], [-2.0, 65504.0, 6e-8]], np.float16)
    np.save(HERE / "h.npy", h)


if __name__ == "__main__":
    main()
