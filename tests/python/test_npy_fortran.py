"""Fortran-order .npy files: np.save writes 'fortran_order': True for any
F-contiguous array (a transpose, np.asfortranarray), and onnxm reads them as
numpy's loader does, transposing into the tensor's C order.  Checked bit for
bit against np.load on ranks 1-4 (and a zero-size shape), every element
type, both byte orders, through `onnxm run` of a model whose output is its
input (so the file onnxm writes back is exactly the tensor it read)."""
from __future__ import annotations

import ast

import numpy as np
import onnx
import pytest
from onnx import TensorProto, helper

from pkglib import bits
from reference import NP_DTYPES
from testlib import read_npy, run_model, save_model

ONNX_TYPES = {"float16": TensorProto.FLOAT16, "bfloat16": TensorProto.BFLOAT16,
              "float32": TensorProto.FLOAT, "float64": TensorProto.DOUBLE}
SHAPES = [(7,), (3, 5), (2, 3, 4), (2, 3, 1, 5), (4, 1, 3, 2), (3, 0, 2)]


def passthrough_model(dtype: str, rank: int) -> onnx.ModelProto:
    """No nodes: graph output 'x' is graph input 'x' (onnxm copies it)."""
    vi = helper.make_tensor_value_info("x", ONNX_TYPES[dtype], [f"d{i}" for i in range(rank)])
    g = helper.make_graph([], "passthrough", [vi], [vi])
    return helper.make_model(g, opset_imports=[helper.make_opsetid("", 13)], ir_version=8)


def header(path) -> dict:
    raw = path.read_bytes()
    n = int.from_bytes(raw[8:10], "little") if raw[6] == 1 else int.from_bytes(raw[8:12], "little")
    start = 10 if raw[6] == 1 else 12
    return ast.literal_eval(raw[start:start + n].decode("latin1"))


def random_array(dtype: str, shape, seed: int) -> np.ndarray:
    """Distinct encodings, so that any misplaced element shows."""
    nd = NP_DTYPES[dtype]
    ib = {2: np.uint16, 4: np.uint32, 8: np.uint64}[nd.itemsize]
    raw = np.random.default_rng(seed).integers(0, np.iinfo(ib).max, int(np.prod(shape)),
                                               dtype=ib, endpoint=True)
    return raw.reshape(shape).view(nd)


CASES = [(dt, shape, order) for dt in ONNX_TYPES for shape in SHAPES
         for order in ("<", ">") if not (dt == "bfloat16" and order == ">")]


@pytest.mark.parametrize("dtype,shape,order", CASES,
                         ids=[f"{d}-{'x'.join(map(str, s))}-{'le' if o == '<' else 'be'}"
                              for d, s, o in CASES])
def test_fortran_order_reads_as_np_load(cli, tmp_path, dtype, shape, order):
    a = random_array(dtype, shape, seed=len(shape) * 31 + shape[0])
    if order == ">":
        a = a.astype(a.dtype.newbyteorder(">"))
    f = np.asfortranarray(a)
    path = tmp_path / "x.npy"
    np.save(path, f)
    assert header(path)["fortran_order"] is (len(shape) > 1 and f.size > 0 and
                                             not f.flags.c_contiguous)
    want = read_npy(path)  # numpy's loader: the array in its logical order
    model = save_model(passthrough_model(dtype, len(shape)), tmp_path / "m.onnx")
    _, got = run_model(cli, model, {"x": path}, tmp_path / "out", fmt="npy", outputs=["x"])
    y = got["x"]
    assert header(tmp_path / "out" / "x.npy")["fortran_order"] is False
    assert y.shape == want.shape
    assert np.array_equal(bits(y), bits(want.astype(want.dtype.newbyteorder("="))))


def test_a_transpose_is_saved_in_fortran_order_and_read_back(cli, tmp_path):
    """The everyday case: np.save of a transposed matrix."""
    m = np.arange(12, dtype=np.float32).reshape(3, 4).T
    np.save(tmp_path / "t.npy", m)
    assert header(tmp_path / "t.npy")["fortran_order"] is True
    model = save_model(passthrough_model("float32", 2), tmp_path / "m.onnx")
    _, got = run_model(cli, model, {"x": tmp_path / "t.npy"}, tmp_path / "out", fmt="npy",
                       outputs=["x"])
    assert got["x"].tolist() == m.tolist()
