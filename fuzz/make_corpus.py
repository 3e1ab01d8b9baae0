"""make_corpus.py -- writes the seed corpus of the fuzz targets: small,
valid files of every kind each target reads, so that libFuzzer starts from
inputs that get deep into the parser, the validator and the run.

    python fuzz/make_corpus.py OUT_DIR     -> OUT_DIR/{model,tensor_pb,npy,kernels}/

Generated at build/test time (make fuzz, tests/python/test_fuzz.py), never
committed; inputs a fuzzer found are committed in fuzz/regressions/<target>/
instead (tiny files, replayed by every build)."""
from __future__ import annotations

import io
import json
import os
import subprocess
import sys
from pathlib import Path

import ml_dtypes
import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper

REPO = Path(__file__).resolve().parents[1]


def library_ops() -> list[str]:
    """The operators of the library, in its order, as it reports them: the
    `onnxm ops --json` of a native build (ONNXM_BUILD_DIR unless it is a
    cross build, ONNXM_NATIVE_BUILD_DIR, <repo>/build), else the installed
    Python package (onnxm.op_info()).  None of those: an error, not a
    corpus that silently leaves an operator out."""
    dirs = [os.environ.get("ONNXM_BUILD_DIR"), os.environ.get("ONNXM_NATIVE_BUILD_DIR"), REPO / "build"]
    for d in (Path(d) for d in dirs if d):
        exe = d / "onnxm"
        target = d / "onnxm_target.json"
        if target.is_file() and json.loads(target.read_text()).get("emulator"):
            continue  # a cross build's CLI does not run here as is
        if exe.is_file() and os.access(exe, os.X_OK):
            p = subprocess.run([str(exe), "ops", "--json"], capture_output=True, text=True, check=True)
            return [o["name"] for o in json.loads(p.stdout)["ops"]]
    try:
        import onnxm
    except ImportError:
        sys.exit("make_corpus.py: no onnxm CLI (build/onnxm: `make build`) and no onnxm package "
                 "(`make pkg`) to list the operators")
    return [i.name for i in onnxm.op_info()]


OPS = library_ops()
TYPES = {"f16": TensorProto.FLOAT16, "bf16": TensorProto.BFLOAT16,
         "f32": TensorProto.FLOAT, "f64": TensorProto.DOUBLE}


def model(nodes, inputs, outputs, inits=(), opset=13) -> bytes:
    g = helper.make_graph(nodes, "seed", inputs, outputs, initializer=list(inits))
    m = helper.make_model(g, opset_imports=[helper.make_opsetid("", opset)], ir_version=7)
    return m.SerializeToString()


def vi(name, et, shape):
    return helper.make_tensor_value_info(name, et, shape)


def model_seeds() -> dict[str, bytes]:
    s = {}
    for op in OPS:
        for tname, et in TYPES.items():
            s[f"{op}_{tname}"] = model([helper.make_node(op, ["x"], ["y"])],
                                       [vi("x", et, [3])], [vi("y", et, [3])])
    names = ["x"] + [f"t{i}" for i in range(1, len(OPS))] + ["y"]
    chain = [helper.make_node(op, [a], [b]) for op, a, b in zip(OPS, names[:-1], names[1:])]
    s["chain4_symbolic"] = model(chain, [vi("x", TensorProto.FLOAT, ["N", 2])],
                                 [vi("y", TensorProto.FLOAT, ["N", 2])])
    s["chain_unsorted"] = model(list(reversed(chain)), [vi("x", TensorProto.FLOAT, [2])],
                                [vi("y", TensorProto.FLOAT, [2])])
    s["fanout_outputs"] = model(
        [helper.make_node("Sqrt", ["x"], ["a"]), helper.make_node("Acos", ["a"], ["b"]),
         helper.make_node("Asinh", ["a"], ["c"])],
        [vi("x", TensorProto.DOUBLE, [4])],
        [vi("b", TensorProto.DOUBLE, [4]), vi("c", TensorProto.DOUBLE, [4]),
         vi("a", TensorProto.DOUBLE, [4]), vi("b", TensorProto.DOUBLE, [4]),
         vi("x", TensorProto.DOUBLE, [4])])
    w = numpy_helper.from_array(np.array([0.25, 4.0], np.float32), "w")
    s["initializer_raw"] = model([helper.make_node("Sqrt", ["w"], ["y"])], [],
                                 [vi("y", TensorProto.FLOAT, [2])], [w])
    wt = helper.make_tensor("w", TensorProto.FLOAT, [2], [0.5, 2.0])
    s["initializer_typed"] = model([helper.make_node("Reciprocal", ["w"], ["y"])], [],
                                   [vi("y", TensorProto.FLOAT, [2])], [wt])
    h = helper.make_tensor("h", TensorProto.FLOAT16, [2], [15360, 16384])  # int32_data
    s["default_input_f16"] = model([helper.make_node("Asinh", ["h"], ["y"])],
                                   [vi("h", TensorProto.FLOAT16, [2])],
                                   [vi("y", TensorProto.FLOAT16, [2])], [h])
    s["untyped_input"] = model([helper.make_node("Sqrt", ["x"], ["y"])],
                               [helper.make_value_info("x", onnx.TypeProto())],
                               [vi("y", TensorProto.FLOAT, None)])
    s["opset6_consumed_inputs"] = model(
        [helper.make_node("Sqrt", ["x"], ["y"], consumed_inputs=[0])],
        [vi("x", TensorProto.FLOAT, [1])], [vi("y", TensorProto.FLOAT, [1])], opset=5)
    ext = numpy_helper.from_array(np.ones(4, np.float32), "w")
    ext.ClearField("raw_data")
    ext.data_location = TensorProto.EXTERNAL
    for k, v in (("location", "w.bin"), ("offset", "0"), ("length", "16")):
        e = ext.external_data.add()
        e.key, e.value = k, v
    s["external_refused"] = model([helper.make_node("Sqrt", ["w"], ["y"])], [],
                                  [vi("y", TensorProto.FLOAT, [4])], [ext])
    s["scalar_and_empty"] = model(
        [helper.make_node("Sqrt", ["x"], ["y"]), helper.make_node("Acos", ["e"], ["z"])],
        [vi("x", TensorProto.BFLOAT16, []), vi("e", TensorProto.FLOAT, [0, 3])],
        [vi("y", TensorProto.BFLOAT16, []), vi("z", TensorProto.FLOAT, [0, 3])])
    return s


def tensor_pb_seeds() -> dict[str, bytes]:
    s = {}
    arrays = {"f32": np.array([[1.0, 2.0], [3.0, -0.0]], np.float32),
              "f64": np.array([0.5, np.inf, np.nan]),
              "f16": np.array([1, 2, 65504], np.float16),
              "bf16": np.array([1.5, -2], ml_dtypes.bfloat16),
              "scalar": np.array(3.0, np.float32), "empty": np.zeros((0, 4), np.float32)}
    for k, a in arrays.items():
        s[f"raw_{k}"] = numpy_helper.from_array(a, k).SerializeToString()
    s["typed_f32"] = helper.make_tensor("t", TensorProto.FLOAT, [3], [1, 2, 3]).SerializeToString()
    s["typed_f64"] = helper.make_tensor("t", TensorProto.DOUBLE, [2], [1, 2]).SerializeToString()
    s["typed_f16"] = helper.make_tensor("t", TensorProto.FLOAT16, [2],
                                        np.array([1, 2], np.float16)).SerializeToString()
    return s


def npy_bytes(a: np.ndarray, **kw) -> bytes:
    f = io.BytesIO()
    if kw.get("version"):
        np.lib.format.write_array(f, a, version=kw["version"])
    else:
        np.save(f, a)
    return f.getvalue()


def npy_seeds() -> dict[str, bytes]:
    return {
        "f32": npy_bytes(np.arange(6, dtype=np.float32).reshape(2, 3)),
        "f64_be": npy_bytes(np.arange(3, dtype=">f8")),
        "f16": npy_bytes(np.array([1, 2], np.float16)),
        "bf16_v2": npy_bytes(np.array([1, 2], ml_dtypes.bfloat16).view("V2")),
        "fortran": npy_bytes(np.asfortranarray(np.ones((2, 2), np.float32))),
        "scalar": npy_bytes(np.array(1.0, np.float32)),
        "empty": npy_bytes(np.zeros((0,), np.float64)),
        "version2": npy_bytes(np.ones(3, np.float32), version=(2, 0)),
    }


def kernel_input(ox: int, oy: int, cut: int, payload: bytes) -> bytes:
    """fuzz_kernels' input: offsets of x and y (elements), elements cut off
    the end, then raw element bits (fuzz/fuzz_kernels.c)."""
    return bytes([(ox & 15) | (oy & 15) << 4, cut & 255]) + payload


def kernels_seeds() -> dict[str, bytes]:
    """Special encodings of each type (read as every type by the target),
    at several offsets and lengths around the vector widths."""
    def f(dtype, values):
        with np.errstate(all="ignore"):
            return np.array(values, dtype=np.float64).astype(dtype).tobytes()

    common = [0.0, -0.0, np.inf, -np.inf, np.nan, 1.0, -1.0, 0.5, -0.5, 2.0, 1e-3, 3.0, 0.75,
              -0.999, 1e300, 1e-300, 5e-324, 65504.0, 6e-8, 1e38, 1e-45]
    s = {}
    for name, dt in (("f16", np.float16), ("bf16", ml_dtypes.bfloat16), ("f32", np.float32),
                     ("f64", np.float64)):
        fi = ml_dtypes.finfo(dt)
        vals = common + [float(fi.max), -float(fi.max), float(fi.smallest_subnormal),
                         float(fi.smallest_normal), 1 + float(fi.eps), 1 - float(fi.epsneg)]
        body = f(dt, vals)
        s[f"specials_{name}"] = kernel_input(0, 0, 0, body * 4)
        s[f"specials_{name}_unaligned"] = kernel_input(3, 5, 1, body * 3)
    u = np.array([0x7c01, 0xfd23, 0x7e5a, 0x7f81, 0xffa3, 0x7fc0], np.uint16).tobytes()
    s["nan_payloads16"] = kernel_input(1, 7, 0, u * 11)
    u32 = np.array([0x7f800001, 0xffa34567, 0x7fda5a5a, 0x7fc00000], np.uint32).tobytes()
    s["nan_payloads32"] = kernel_input(9, 2, 0, u32 * 9)
    rng = np.random.default_rng(21)
    for n in (1, 7, 8, 15, 16, 17, 31, 33, 63, 64, 65, 129, 1023):
        s[f"random_{n}"] = kernel_input(n % 16, (n * 7) % 16, 0, rng.bytes(8 * n))
    return s


def main(out: Path) -> None:
    for target, seeds in (("model", model_seeds()), ("tensor_pb", tensor_pb_seeds()),
                          ("npy", npy_seeds()), ("kernels", kernels_seeds())):
        d = out / target
        d.mkdir(parents=True, exist_ok=True)
        for name, data in seeds.items():
            (d / name).write_bytes(data)
        print(f"{d}: {len(seeds)} seeds")


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: make_corpus.py OUT_DIR")
    main(Path(sys.argv[1]))
