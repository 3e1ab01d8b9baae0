"""onnxm.InferenceSession next to onnxruntime.InferenceSession: the same
code runs with either module (the one-line change), inputs/outputs describe
the graph the same way, results agree with the C CLI bit for bit, and errors
raise onnxm.OnnxmError with the library's message."""
from __future__ import annotations

import numpy as np
import onnxruntime
import pytest

from pkglib import assert_same_bits, import_onnxm
from testlib import REPO, make_unary_model, read_npy, run_model

onnxm = import_onnxm()

# (model, input name, input file) of the bundled examples (Makefile EXAMPLES)
EXAMPLES = [("asinh_sqrt.onnx", "x", "x.npy"), ("recip_f16.onnx", "h", "h.npy")]


def infer(rt, model_path, feed: dict):
    """Code as written for onnxruntime; `rt` is the module (the one line)."""
    sess = rt.InferenceSession(str(model_path), providers=["CPUExecutionProvider"])
    ins = [(i.name, i.shape, i.type) for i in sess.get_inputs()]
    outs = [(o.name, o.shape, o.type) for o in sess.get_outputs()]
    results = sess.run([o.name for o in sess.get_outputs()],
                       {sess.get_inputs()[0].name: feed[sess.get_inputs()[0].name]})
    return ins, outs, results


@pytest.mark.parametrize("model,name,data", EXAMPLES)
def test_examples_like_onnxruntime(model, name, data, onnxm_bin, tmp_path):
    path = REPO / "examples" / model
    x = read_npy(REPO / "examples" / data)
    ins, outs, got = infer(onnxm, path, {name: x})
    ort_ins, ort_outs, ort_got = infer(onnxruntime, path, {name: x})
    assert ins == ort_ins and outs == ort_outs
    assert len(got) == len(ort_got)
    for g, o in zip(got, ort_got):
        assert g.dtype == o.dtype and g.shape == o.shape
        # onnxruntime is not correctly rounded: close, not identical
        np.testing.assert_allclose(g.astype(np.float64), o.astype(np.float64), rtol=2e-3, atol=0)
    # ... and bit-identical to the C CLI on the same model and input
    _, cli = run_model(onnxm_bin, path, {name: REPO / "examples" / data}, tmp_path,
                       fmt="npy", outputs=[o[0] for o in outs])
    for (oname, _, _), g in zip(outs, got):
        assert_same_bits(g, cli[oname], f"{model} {oname}")


def test_sources_options_and_output_selection(tmp_path):
    model = make_unary_model("Sqrt", 13, "float32", ["N", 3])
    data = model.SerializeToString()
    (tmp_path / "m.onnx").write_bytes(data)
    x = np.arange(12, dtype=np.float32).reshape(4, 3)
    opts = onnxm.SessionOptions()
    opts.intra_op_num_threads = 2
    for src in (data, bytearray(data), str(tmp_path / "m.onnx"), tmp_path / "m.onnx", model):
        sess = onnxm.InferenceSession(src, opts)
        assert [(i.name, i.shape, i.type) for i in sess.get_inputs()] == [("x", ["N", 3], "tensor(float)")]
        y, = sess.run(None, {"x": x})
        assert_same_bits(y, onnxm.sqrt(x))
        assert sess.run(["y"], {"x": x})[0].shape == (4, 3)
        assert len(sess.run([], {"x": x})) == 1  # [] means all outputs, as onnxruntime


def test_errors_carry_the_library_message(tmp_path):
    with pytest.raises(onnxm.OnnxmError) as e:
        onnxm.InferenceSession(b"\x08\x07\x12 this is not a model")
    assert e.value.status != 0 and str(e.value)
    with pytest.raises(onnxm.OnnxmError) as e:
        onnxm.InferenceSession(tmp_path / "missing.onnx")
    assert "missing.onnx" in str(e.value) and e.value.status_name
    relu = make_unary_model("Sqrt", 13, "float32", [2])
    relu.graph.node[0].op_type = "Relu"
    with pytest.raises(onnxm.OnnxmError, match="Relu"):
        onnxm.InferenceSession(relu.SerializeToString())

    sess = onnxm.InferenceSession(make_unary_model("Acos", 22, "float16", [3]))
    with pytest.raises(onnxm.OnnxmError, match="x"):
        sess.run(None, {})                                      # missing input
    with pytest.raises(onnxm.OnnxmError) as e:
        sess.run(None, {"x": np.ones(3, np.float32)})           # wrong type
    assert "float" in str(e.value)
    with pytest.raises(onnxm.OnnxmError) as e:
        sess.run(None, {"x": np.ones(4, np.float16)})           # wrong shape
    assert "4" in str(e.value)
    with pytest.raises(onnxm.OnnxmError, match="int32"):
        sess.run(None, {"x": np.ones(3, np.int32)})
    with pytest.raises(onnxm.OnnxmError, match="nope"):
        sess.run(["nope"], {"x": np.ones(3, np.float16)})


def test_threads_concurrent_runs_and_memory_limit():
    """One session run from several Python threads at once (the GIL is
    released, onnxm_session_run is thread-safe), with and without a pool;
    and SessionOptions.memory_limit reaching the library's cap."""
    from concurrent.futures import ThreadPoolExecutor

    model = make_unary_model("Asinh", 22, "float32", ["N"])
    xs = [np.random.default_rng(i).uniform(-5, 5, 200_000 + i).astype(np.float32) for i in range(8)]
    for threads in (1, 3, 0):
        opts = onnxm.SessionOptions()
        opts.intra_op_num_threads = threads
        sess = onnxm.InferenceSession(model, opts)
        with ThreadPoolExecutor(4) as ex:
            outs = list(ex.map(lambda x: sess.run(None, {"x": x})[0], xs))
        for x, y in zip(xs, outs):
            assert_same_bits(y, onnxm.asinh(x), f"threads={threads}")

    opts = onnxm.SessionOptions()
    opts.memory_limit = 4096
    sess = onnxm.InferenceSession(model, opts)
    assert_same_bits(sess.run(None, {"x": xs[0][:100]})[0], onnxm.asinh(xs[0][:100]))
    with pytest.raises(onnxm.OnnxmError) as e:
        sess.run(None, {"x": xs[0]})  # an 800 kB output under a 4 kB cap
    assert e.value.status == 10 and str(e.value), (e.value.status_name, str(e.value))


# ------------------------------------------- the run path's reused arguments
def wide(n: int, shape) -> "onnx.ModelProto":
    """n inputs x0.. each through Sqrt to its own output y0..: more inputs
    and outputs than the C call keeps on its stack (8)."""
    from onnx import TensorProto, helper

    g = helper.make_graph([helper.make_node("Sqrt", [f"x{i}"], [f"y{i}"]) for i in range(n)],
                          "wide",
                          [helper.make_tensor_value_info(f"x{i}", TensorProto.FLOAT, shape)
                           for i in range(n)],
                          [helper.make_tensor_value_info(f"y{i}", TensorProto.FLOAT, shape)
                           for i in range(n)])
    return helper.make_model(g, opset_imports=[helper.make_opsetid("", 13)], ir_version=8)


@pytest.mark.parametrize("n", [1, 8, 11])
def test_many_inputs_and_outputs_each_get_their_own(n):
    s = onnxm.InferenceSession(wide(n, ["N"]))
    rng = np.random.default_rng(n)
    for size in (3, 17, 3):  # the second and third runs change the shape back and forth
        feed = {f"x{i}": rng.uniform(0, 100, size).astype(np.float32) for i in range(n)}
        got = s.run(None, feed)
        assert len(got) == n
        for i in range(n):  # IEEE sqrt is correctly rounded: numpy's is exact
            assert_same_bits(got[i], np.sqrt(feed[f"x{i}"]), f"y{i} size {size}")
    # the feeds in any order; outputs named, repeated, in the order asked
    feed = {f"x{i}": np.full(5, float(i + 1) ** 2, np.float32) for i in reversed(range(n))}
    names = [f"y{n - 1}", "y0", f"y{n - 1}"]
    got = s.run(names, feed)
    assert [float(a[0]) for a in got] == [float(n), 1.0, float(n)]
    assert got[0] is got[2]


def test_shapes_types_and_layouts_change_between_runs():
    s = onnxm.InferenceSession(make_unary_model("Sqrt", 13, "float32", ["A", "B"]))
    x = np.arange(24, dtype=np.float32).reshape(4, 6)
    cases = [x, x.T, x[:, ::2], x.reshape(6, 4), x.astype(">f4"), x.tolist(), x[:0], x]
    for a in cases:
        want = np.sqrt(np.asarray(a, dtype=np.float32))
        assert_same_bits(s.run(None, {"x": a})[0], want.astype(np.float32), f"{a!r}")
    # a wrong type is refused by the library, and the next run is right again
    with pytest.raises(onnxm.OnnxmError) as e:
        s.run(None, {"x": x.astype(np.float64)})
    assert e.value.status == 8 and "expected element type float, got double" in str(e.value)
    with pytest.raises(onnxm.OnnxmError) as e:
        s.run(None, {"x": x.reshape(24)})
    assert e.value.status == 9 and "expected shape" in str(e.value)
    assert_same_bits(s.run(None, {"x": x})[0], np.sqrt(x))
    with pytest.raises(onnxm.OnnxmError) as e:
        s.run(None, {"x": np.zeros((1,) * 17, np.float32)})
    assert "rank 17 exceeds" in str(e.value)
    with pytest.raises(onnxm.OnnxmError) as e:
        s.run(None, {"z": x})
    assert "'z' is not a graph input" in str(e.value)
    assert_same_bits(s.run(None, {"x": x})[0], np.sqrt(x))


def test_array_addresses_are_the_protocols():
    from onnxm import _tensor

    base = np.arange(100, dtype=np.float64)
    for a in (base, base[7:], base[::3], base.reshape(10, 10)[3], np.empty(0, np.float16),
              np.asarray(np.float32(2.0)), np.ma.masked_array(base)[5:]):
        assert _tensor.address(a) == a.__array_interface__["data"][0]


def test_threads_with_different_shapes_share_a_session():
    """Each run takes an argument set no other run holds: threads feeding
    different shapes (and so rewriting a set's shape) never see another's."""
    import threading

    s = onnxm.InferenceSession(make_unary_model("Sqrt", 13, "float32", ["A", "B"]))
    errors = []

    def work(i):
        try:
            rng = np.random.default_rng(i)
            for k in range(300):
                shape = (1 + (i + k) % 5, 1 + (i * k) % 7)
                x = rng.uniform(0, 100, shape).astype(np.float32)
                y = s.run(None, {"x": x})[0]
                assert y.shape == shape, (y.shape, shape)
                assert_same_bits(y, np.sqrt(x), f"thread {i} run {k}")
        except Exception as e:  # noqa: BLE001 -- reported below
            errors.append(e)

    threads = [threading.Thread(target=work, args=(i,)) for i in range(6)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors, errors[0]
    assert len(s._free_args) >= 1  # sets are kept for reuse
