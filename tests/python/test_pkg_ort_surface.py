"""onnxruntime's Python surface on onnxm: a script written for onnxruntime
(data/ort_script.py: session and run options, providers, IO binding to
preallocated and library-allocated outputs, OrtValues, model metadata) runs
with only its import line changed and gives onnxruntime's results; every
setting onnxm cannot honour is refused with a reason, never ignored."""
from __future__ import annotations

import subprocess
import sys
import warnings

import numpy as np
import onnx
import pytest
from onnx import TensorProto, helper

from pkglib import import_onnxm
from testlib import REPO

onnxm = import_onnxm()

SCRIPT = REPO / "tests" / "python" / "data" / "ort_script.py"
IMPORT_ORT = "import onnxruntime as ort\n"
IMPORT_ONNXM = "import onnxm as ort\n"


def two_output_model() -> onnx.ModelProto:
    """y = Sqrt(x), z = Reciprocal(y); every metadata field set."""
    vi = lambda n: helper.make_tensor_value_info(n, TensorProto.FLOAT, [6, "N"])  # noqa: E731
    g = helper.make_graph([helper.make_node("Sqrt", ["x"], ["y"]),
                           helper.make_node("Reciprocal", ["y"], ["z"])],
                          "two_outputs", [vi("x")], [vi("y"), vi("z")],
                          doc_string="the graph's description")
    m = helper.make_model(g, opset_imports=[helper.make_opsetid("", 13)], ir_version=8,
                          producer_name="onnxm-tests", producer_version="1.2",
                          domain="test.domain", model_version=7,
                          doc_string="the model's description")
    helper.set_model_props(m, {"author": "onnxm", "purpose": "surface test"})
    return m


def run_script(source: str, model, out) -> dict:
    path = out.with_name(f"script_{out.stem}.py")  # not onnxm.py: it would shadow the package
    path.write_text(source)
    p = subprocess.run([sys.executable, str(path), str(model), str(out)], capture_output=True,
                       text=True, timeout=300)
    assert p.returncode == 0, f"the script failed\n{p.stdout}\n{p.stderr}"
    with np.load(out) as z:
        return {k: z[k] for k in z.files}


def test_an_onnxruntime_script_runs_with_only_the_import_changed(tmp_path):
    source = SCRIPT.read_text()
    assert source.count(IMPORT_ORT) == 1
    changed = source.replace(IMPORT_ORT, IMPORT_ONNXM)
    diff = [(a, b) for a, b in zip(source.splitlines(), changed.splitlines()) if a != b]
    assert diff == [(IMPORT_ORT.strip(), IMPORT_ONNXM.strip())]  # the one line
    model = tmp_path / "m.onnx"
    model.write_bytes(two_output_model().SerializeToString())
    ort = run_script(source, model, tmp_path / "ort.npz")
    mine = run_script(changed, model, tmp_path / "onnxm.npz")
    assert sorted(ort) == sorted(mine)
    for key in ort:
        a, b = ort[key], mine[key]
        if a.dtype.kind in "US":  # repr of names, shapes, metadata
            assert str(b) == str(a), key
        else:
            assert a.shape == b.shape and a.dtype == b.dtype, key
            # onnxruntime is not correctly rounded: close, not identical
            np.testing.assert_allclose(b, a, rtol=1e-6, atol=0, err_msg=key)


def test_metadata_from_the_c_library():
    m = onnxm.InferenceSession(two_output_model()).get_modelmeta()
    assert (m.producer_name, m.graph_name, m.domain, m.description, m.graph_description,
            m.version) == ("onnxm-tests", "two_outputs", "test.domain", "the model's description",
                           "the graph's description", 7)
    assert m.custom_metadata_map == {"author": "onnxm", "purpose": "surface test"}
    bare = helper.make_model(helper.make_graph([], "g", [], []), ir_version=8,
                             opset_imports=[helper.make_opsetid("", 13)])
    m = onnxm.InferenceSession(bare).get_modelmeta()
    assert (m.producer_name, m.description, m.version, m.custom_metadata_map) == ("", "", 0, {})


def test_providers_as_onnxruntime():
    assert onnxm.get_available_providers() == ["CPUExecutionProvider"]
    model = two_output_model()
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        s = onnxm.InferenceSession(model, providers=["CPUExecutionProvider"])
        s = onnxm.InferenceSession(model, providers=[("CPUExecutionProvider", {})])
    with pytest.warns(UserWarning, match="CUDAExecutionProvider"):
        s = onnxm.InferenceSession(model, providers=["CUDAExecutionProvider",
                                                     "CPUExecutionProvider"])
    assert s.get_providers() == ["CPUExecutionProvider"]
    assert s.get_provider_options() == {"CPUExecutionProvider": {}}
    with pytest.raises(ValueError, match="no provider options"):
        onnxm.InferenceSession(model, providers=[("CPUExecutionProvider", {"x": "1"})])
    with pytest.raises(TypeError, match="unexpected arguments"):
        onnxm.InferenceSession(model, bogus=1)


def test_settings_accepted_where_there_is_nothing_to_do():
    so = onnxm.SessionOptions()
    for level in onnxm.GraphOptimizationLevel:
        so.graph_optimization_level = level
    so.inter_op_num_threads = 4
    so.log_severity_level = 0
    so.log_verbosity_level = 1
    so.logid = "x"
    so.enable_mem_pattern = False
    so.use_deterministic_compute = True
    so.add_session_config_entry("session.disable_prepacking", "1")
    so.add_session_config_entry("session.set_denormal_as_zero", "0")
    ro = onnxm.RunOptions()
    ro.only_execute_path_to_fetches = True
    ro.add_run_config_entry("run.disable_synchronize_execution_providers", "1")
    s = onnxm.InferenceSession(two_output_model(), so)
    x = np.full((6, 3), 4.0, np.float32)
    y, z = s.run(None, {"x": x}, ro)
    assert y.tolist() == [[2.0] * 3] * 6 and z.tolist() == [[0.5] * 3] * 6
    assert s.run(None, {"x": x.tolist()})[0].dtype == np.float32  # lists take the input's type


def test_settings_refused_with_a_reason():
    so = onnxm.SessionOptions()
    cases = [
        ("enable_profiling", True, "no profiler"),
        ("execution_mode", onnxm.ExecutionMode.ORT_PARALLEL, "ORT_SEQUENTIAL"),
        ("execution_order", onnxm.ExecutionOrder.PRIORITY_BASED, "DEFAULT"),
        ("enable_mem_reuse", False, "always reuses memory"),
        ("use_per_session_threads", False, "no global thread pool"),
    ]
    for attr, value, why in cases:
        with pytest.raises(NotImplementedError, match=why):
            setattr(so, attr, value)
    with pytest.raises(AttributeError):
        so.no_such_option = 1
    with pytest.raises(ValueError):
        so.intra_op_num_threads = -1
    with pytest.raises(NotImplementedError, match="set_denormal_as_zero"):
        so.add_session_config_entry("session.set_denormal_as_zero", "1")
    with pytest.raises(NotImplementedError, match="does not know"):
        so.add_session_config_entry("session.something_new", "1")
    for method in ("add_initializer", "register_custom_ops_library",
                   "add_free_dimension_override_by_denotation"):
        with pytest.raises(NotImplementedError):
            getattr(so, method)("a", 1)
    with pytest.raises(RuntimeError, match="does not have configuration"):
        so.get_session_config_entry("nope")
    ro = onnxm.RunOptions()
    with pytest.raises(ValueError, match="does not know the run config entry"):
        ro.add_run_config_entry("memory.something", "1")
    s = onnxm.InferenceSession(two_output_model())
    ro.terminate = True
    with pytest.raises(onnxm.OnnxmError, match="terminate"):
        s.run(None, {"x": np.ones((6, 2), np.float32)}, ro)


def test_free_dimension_override_and_arena_shrinkage():
    so = onnxm.SessionOptions()
    so.add_free_dimension_override_by_name("N", 5)
    s = onnxm.InferenceSession(two_output_model(), so)
    assert s.get_inputs()[0].shape == [6, 5]
    y, _ = s.run(None, {"x": np.ones((6, 5), np.float32)})
    with pytest.raises(onnxm.OnnxmError, match="fixed to 5"):
        s.run(None, {"x": np.ones((6, 4), np.float32)})
    ro = onnxm.RunOptions()
    ro.add_run_config_entry("memory.enable_memory_arena_shrinkage", "cpu:0")
    del y
    x = np.ones((6, 5), np.float32)
    s.run(None, {"x": x})
    assert s.memory_stats()["cached"] > 0  # the blocks of the discarded outputs
    y, z = s.run(None, {"x": x}, ro)
    assert s.memory_stats()["cached"] == 0  # trimmed at the end of the run


def test_iobinding_writes_into_bound_buffers_without_copies():
    s = onnxm.InferenceSession(two_output_model())
    x = np.full((6, 4096), 16.0, np.float32)
    y = np.empty_like(x)
    z = onnxm.OrtValue.ortvalue_from_shape_and_type(list(x.shape), np.float32)
    io = s.io_binding()
    io.bind_cpu_input("x", x)
    io.bind_output("y", "cpu", 0, np.float32, list(y.shape), y.ctypes.data)
    io.bind_ortvalue_output("z", z)
    before = s.memory_stats()
    s.run_with_iobinding(io)
    assert (y == 4.0).all() and (z.numpy() == 0.25).all()
    assert io.get_outputs()[0].data_ptr() == y.ctypes.data  # the caller's buffer itself
    assert io.get_outputs()[1].data_ptr() == z.data_ptr()
    # the intermediate (y feeds z) is the caller's buffer too: nothing allocated
    assert s.memory_stats()["allocations"] == before["allocations"]
    with pytest.raises(onnxm.OnnxmError, match="nope"):
        io.bind_output("nope")
    with pytest.raises(ValueError, match="cpu"):
        io.bind_output("y", "cuda")
    with pytest.raises(onnxm.OnnxmError, match="expected float"):
        bad = s.io_binding()
        bad.bind_cpu_input("x", x)
        bad.bind_output("y", "cpu", 0, np.float32, [6, 4095], y.ctypes.data)
        s.run_with_iobinding(bad)


def test_iobinding_rebound_between_runs_writes_where_bound_last():
    """Runs reuse what they derived from the bound outputs until a bind or
    clear changes them; a binding used in turns with run() and with another
    binding keeps its own outputs."""
    s = onnxm.InferenceSession(two_output_model())
    x = np.full((6, 8), 16.0, np.float32)
    a, b = np.zeros_like(x), np.zeros_like(x)
    io = s.io_binding()
    io.bind_cpu_input("x", x)
    io.bind_output("y", "cpu", 0, np.float32, list(x.shape), a.ctypes.data)
    io.bind_output("z")
    other = s.io_binding()
    other.bind_cpu_input("x", x * 4)
    other.bind_output("y", "cpu", 0, np.float32, list(x.shape), b.ctypes.data)
    for _ in range(3):  # the same argument set serves all three in turn
        s.run_with_iobinding(io)
        s.run_with_iobinding(other)
        s.run(None, {"x": x})
    assert (a == 4.0).all() and (b == 8.0).all()
    z1 = io.get_outputs()[1].numpy()
    assert (z1 == 0.25).all() and z1.ctypes.data not in (a.ctypes.data, b.ctypes.data)
    a[...] = 0
    b[...] = 0
    io.bind_output("y", "cpu", 0, np.float32, list(x.shape), b.ctypes.data)  # rebound
    s.run_with_iobinding(io)
    assert (b == 4.0).all() and not a.any()
    io.clear_binding_outputs()
    io.bind_output("y")  # now the library's
    s.run_with_iobinding(io)
    y = io.get_outputs()[0].numpy()
    assert (y == 4.0).all() and y.ctypes.data != b.ctypes.data and len(io.get_outputs()) == 1
    b[...] = 0
    s.run_with_iobinding(other)  # still bound to b
    assert (b == 8.0).all()


def test_raw_bound_buffers_with_bad_shapes_are_refused_by_name():
    s = onnxm.InferenceSession(two_output_model())
    x = np.ones((6, 8), np.float32)
    io = s.io_binding()
    io.bind_input("x", "cpu", 0, np.float32, [6, -8], x.ctypes.data)
    with pytest.raises(onnxm.OnnxmError) as e:
        s.run_with_iobinding(io)
    assert "input 'x'" in str(e.value) and "negative" in str(e.value)
    io.bind_cpu_input("x", x)
    io.bind_output("z", "cpu", 0, np.float32, [-6, 8], x.ctypes.data)
    with pytest.raises(onnxm.OnnxmError) as e:
        s.run_with_iobinding(io)
    assert "output 1" in str(e.value) and "negative" in str(e.value)
    io.bind_output("z")
    s.run_with_iobinding(io)  # and the binding works again
    assert (io.get_outputs()[0].numpy() == 1.0).all()


def test_overridable_initializers_as_onnxruntime():
    """A graph input with an initializer: listed apart, fed to override."""
    import onnxruntime
    w = onnx.numpy_helper.from_array(np.array([4.0, 9.0], np.float32), "w")
    g = helper.make_graph([helper.make_node("Sqrt", ["x"], ["y"]),
                           helper.make_node("Sqrt", ["w"], ["z"])], "g",
                          [helper.make_tensor_value_info("x", TensorProto.FLOAT, [2]),
                           helper.make_tensor_value_info("w", TensorProto.FLOAT, [2])],
                          [helper.make_tensor_value_info("y", TensorProto.FLOAT, [2]),
                           helper.make_tensor_value_info("z", TensorProto.FLOAT, [2])],
                          initializer=[w])
    model = helper.make_model(g, opset_imports=[helper.make_opsetid("", 13)], ir_version=8)
    data = model.SerializeToString()
    mine = onnxm.InferenceSession(data)
    ort = onnxruntime.InferenceSession(data, providers=["CPUExecutionProvider"])
    describe = lambda args: [(a.name, a.shape, a.type) for a in args]  # noqa: E731
    assert describe(mine.get_inputs()) == describe(ort.get_inputs())
    assert describe(mine.get_overridable_initializers()) == \
        describe(ort.get_overridable_initializers())
    x = np.array([1.0, 16.0], np.float32)
    for feed in ({"x": x}, {"x": x, "w": np.array([25.0, 36.0], np.float32)}):
        for a, b in zip(mine.run(None, feed), ort.run(None, feed)):
            assert a.tolist() == b.tolist()


def test_optimized_model_filepath_writes_the_model(tmp_path):
    model = two_output_model()
    for src in (model.SerializeToString(), tmp_path / "m.onnx"):
        (tmp_path / "m.onnx").write_bytes(model.SerializeToString())
        so = onnxm.SessionOptions()
        so.optimized_model_filepath = str(tmp_path / "out.onnx")
        onnxm.InferenceSession(src, so)
        assert (tmp_path / "out.onnx").read_bytes() == model.SerializeToString()
    so.optimized_model_filepath = str(tmp_path / "out.ort")
    with pytest.raises(NotImplementedError, match="ORT format"):
        onnxm.InferenceSession(model, so)
