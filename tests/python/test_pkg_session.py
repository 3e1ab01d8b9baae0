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
