"""`onnxm run` with the model layer's limits and external data: a model
saved by ONNX with its initializers in an external file runs (read relative
to the model's directory), a model moved away from its data or pointing
outside its directory is refused, and --memory-limit refuses a model, an
input or a run that would need more memory -- each with its message."""
from __future__ import annotations

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper

from testlib import assert_error, read_npy, run_cli, save_model


def external_model(tmp_path, n=50000):
    w = np.linspace(0.0, 4.0, n, dtype=np.float32)
    g = helper.make_graph([helper.make_node("Sqrt", ["w"], ["y"])], "ext", [],
                          [helper.make_tensor_value_info("y", TensorProto.FLOAT, [n])],
                          initializer=[numpy_helper.from_array(w, "w")])
    m = helper.make_model(g, opset_imports=[helper.make_opsetid("", 13)], ir_version=7)
    d = tmp_path / "model"
    d.mkdir()
    onnx.save_model(m, d / "m.onnx", save_as_external_data=True, location="weights.bin",
                    size_threshold=0)
    return d / "m.onnx", w


def test_external_data_runs(cli, tmp_path):
    model, w = external_model(tmp_path)
    assert (model.parent / "weights.bin").stat().st_size == w.nbytes
    r = run_cli(cli, "run", model, "-o", tmp_path / "out")
    assert r.returncode == 0, r.describe()
    got = read_npy(tmp_path / "out" / "y.npy")
    want = np.sqrt(w)
    assert np.array_equal(got, want)


def test_external_data_missing_file(cli, tmp_path):
    model, _ = external_model(tmp_path)
    (model.parent / "weights.bin").unlink()
    r = run_cli(cli, "run", model, "-o", tmp_path / "out")
    assert_error(r, 1, "initializer 'w'", "cannot open external data file", "weights.bin")


def test_external_data_outside_directory_refused(cli, tmp_path):
    model, _ = external_model(tmp_path)
    m = onnx.load(model, load_external_data=False)
    for e in m.graph.initializer[0].external_data:
        if e.key == "location":
            e.value = "../weights.bin"
    save_model(m, model)
    r = run_cli(cli, "run", model, "-o", tmp_path / "out")
    assert_error(r, 1, "initializer 'w'", "'../weights.bin' leaves the model's directory")


def test_memory_limit_refuses_model(cli, tmp_path):
    model, w = external_model(tmp_path)
    r = run_cli(cli, "run", model, "-o", tmp_path / "out", "--memory-limit", "64K")
    assert_error(r, 1, "initializer 'w'", f"tensor needs {w.nbytes} bytes",
                 "memory limit of 65536 bytes")


def test_memory_limit_refuses_input_and_run(cli, tmp_path):
    m = helper.make_model(helper.make_graph(
        [helper.make_node("Sqrt", ["x"], ["y"]), helper.make_node("Asinh", ["x"], ["z"])], "g",
        [helper.make_tensor_value_info("x", TensorProto.FLOAT, ["N"])],
        [helper.make_tensor_value_info("y", TensorProto.FLOAT, ["N"]),
         helper.make_tensor_value_info("z", TensorProto.FLOAT, ["N"])]),
        opset_imports=[helper.make_opsetid("", 13)], ir_version=7)
    model = save_model(m, tmp_path / "m.onnx")
    x = tmp_path / "x.npy"
    np.save(x, np.ones(100000, np.float32))
    r = run_cli(cli, "run", model, "-i", f"x={x}", "-o", tmp_path / "out", "--memory-limit", "100K")
    assert_error(r, 1, "input 'x'", "more than the memory limit of 102400 bytes")
    # the input file fits (400,128 bytes), the run's two outputs do not
    r = run_cli(cli, "run", model, "-i", f"x={x}", "-o", tmp_path / "out",
                "--memory-limit", "500000")
    assert_error(r, 1, "the run needs 800000 bytes", "memory limit of 500000 bytes")
    r = run_cli(cli, "run", model, "-i", f"x={x}", "-o", tmp_path / "out", "--memory-limit", "1M",
                "--threads", "2")
    assert r.returncode == 0, r.describe()


def test_memory_limit_bounds_tensor_parse(cli, tmp_path):
    """A TensorProto input whose packed int64 field of zeros is 200,000
    bytes on the wire and 1.6 MB unpacked: the parse itself counts against
    --memory-limit, so it is refused before protobuf-c allocates the 1.6 MB,
    while the file (200,009 bytes) is under the 1M limit."""
    m = helper.make_model(helper.make_graph(
        [helper.make_node("Sqrt", ["x"], ["y"])], "g",
        [helper.make_tensor_value_info("x", TensorProto.FLOAT, ["N"])],
        [helper.make_tensor_value_info("y", TensorProto.FLOAT, ["N"])]),
        opset_imports=[helper.make_opsetid("", 13)], ir_version=7)
    model = save_model(m, tmp_path / "m.onnx")
    tp = TensorProto()
    tp.dims.append(4)
    tp.data_type = TensorProto.FLOAT
    tp.int64_data.extend([0] * 200000)
    x = tmp_path / "x.pb"
    x.write_bytes(tp.SerializeToString())
    assert x.stat().st_size < 1 << 20
    r = run_cli(cli, "run", model, "-i", f"x={x}", "-o", tmp_path / "out", "--memory-limit", "1M")
    assert_error(r, 1, "input 'x'", "parsing the TensorProto", "memory limit of 1048576 bytes")
    # without the limit it parses, and is refused for what it is
    r = run_cli(cli, "run", model, "-i", f"x={x}", "-o", tmp_path / "out")
    assert r.returncode == 1, r.describe()
    assert "memory limit" not in r.stderr


def test_memory_limit_usage(cli, tmp_path):
    r = run_cli(cli, "run", tmp_path / "m.onnx", "-o", tmp_path, "--memory-limit", "12Q")
    assert_error(r, 2, "--memory-limit needs a byte count")
