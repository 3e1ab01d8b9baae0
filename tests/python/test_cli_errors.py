"""Bad input to the CLI: each case must end with the documented exit status
(1: a runtime error, reported as `onnxm: error: ...`; 2: a usage error) and a
message that names what was wrong -- never a crash or a sanitizer report.
Every case runs under the Release and the sanitizer build."""
from __future__ import annotations

import struct

import numpy as np
import pytest
from onnx import TensorProto, helper

from testlib import assert_error, make_unary_model, run_cli, save_model, write_pb


@pytest.fixture
def good(tmp_path):
    """A valid float32 Sqrt model over shape [3] and a matching input."""
    model = save_model(make_unary_model("Sqrt", 13, "float32", (3,)), tmp_path / "model.onnx")
    x = write_pb(np.array([1, 4, 9], np.float32), "x", tmp_path / "x.pb")
    return model, x


def _run(cli, tmp_path, model, *inputs, extra=()):
    args = ["run", model]
    for i in inputs:
        args += ["-i", i]
    return run_cli(cli, *args, "-o", tmp_path / "out", *extra)


def _graph_model(tmp_path, nodes, inputs, outputs, opset=13, name="model.onnx"):
    g = helper.make_graph(nodes, "g", inputs, outputs)
    m = helper.make_model(g, opset_imports=[helper.make_opsetid("", opset)], ir_version=7)
    return save_model(m, tmp_path / name)


def _f32(name, dims):
    return helper.make_tensor_value_info(name, TensorProto.FLOAT, list(dims))


# ------------------------------------------------------------- the model
def test_nonexistent_model(cli, tmp_path, good):
    _, x = good
    missing = tmp_path / "no_such_model.onnx"
    r = _run(cli, tmp_path, missing, f"x={x}")
    assert_error(r, 1, "no_such_model.onnx")


def test_garbage_model(cli, tmp_path, good):
    _, x = good
    bad = tmp_path / "garbage.onnx"
    bad.write_bytes(bytes(range(256)) * 4)
    r = _run(cli, tmp_path, bad, f"x={x}")
    assert_error(r, 1, "garbage.onnx", "model")


def test_empty_model_file(cli, tmp_path, good):
    _, x = good
    empty = tmp_path / "empty.onnx"
    empty.write_bytes(b"")
    r = _run(cli, tmp_path, empty, f"x={x}")
    assert_error(r, 1)


def test_truncated_model(cli, tmp_path, good):
    model, x = good
    data = model.read_bytes()
    cut = tmp_path / "truncated.onnx"
    cut.write_bytes(data[: len(data) * 2 // 3])
    r = _run(cli, tmp_path, cut, f"x={x}")
    assert_error(r, 1, "truncated.onnx", "model")


def test_unknown_op(cli, tmp_path, good):
    _, x = good
    m = _graph_model(tmp_path, [helper.make_node("Cosh", ["x"], ["y"])], [_f32("x", [3])], [_f32("y", [3])])
    r = _run(cli, tmp_path, m, f"x={x}")
    assert_error(r, 1, "Cosh", "unknown")


def test_unknown_domain(cli, tmp_path, good):
    _, x = good
    node = helper.make_node("Sqrt", ["x"], ["y"], domain="com.example")
    g = helper.make_graph([node], "g", [_f32("x", [3])], [_f32("y", [3])])
    m = helper.make_model(g, opset_imports=[helper.make_opsetid("", 13), helper.make_opsetid("com.example", 1)],
                          ir_version=7)
    r = _run(cli, tmp_path, save_model(m, tmp_path / "m.onnx"), f"x={x}")
    assert_error(r, 1, "com.example")


def test_unknown_attribute(cli, tmp_path, good):
    _, x = good
    m = _graph_model(tmp_path, [helper.make_node("Sqrt", ["x"], ["y"], alpha=0.5)], [_f32("x", [3])],
                     [_f32("y", [3])])
    r = _run(cli, tmp_path, m, f"x={x}")
    assert_error(r, 1, "alpha")


def test_cycle(cli, tmp_path, good):
    _, x = good
    nodes = [helper.make_node("Sqrt", ["b"], ["a"], name="n1"),
             helper.make_node("Reciprocal", ["a"], ["b"], name="n2"),
             helper.make_node("Sqrt", ["x"], ["y"], name="n3")]
    m = _graph_model(tmp_path, nodes, [_f32("x", [3])], [_f32("y", [3]), _f32("b", [3])])
    r = _run(cli, tmp_path, m, f"x={x}")
    assert_error(r, 1, "cycle")


def test_input_nothing_produces(cli, tmp_path, good):
    _, x = good
    m = _graph_model(tmp_path, [helper.make_node("Sqrt", ["ghost"], ["y"])], [_f32("x", [3])], [_f32("y", [3])])
    r = _run(cli, tmp_path, m, f"x={x}")
    assert_error(r, 1, "ghost")


def test_output_nothing_produces(cli, tmp_path, good):
    _, x = good
    m = _graph_model(tmp_path, [helper.make_node("Sqrt", ["x"], ["y"])], [_f32("x", [3])],
                     [_f32("y", [3]), _f32("phantom", [3])])
    r = _run(cli, tmp_path, m, f"x={x}")
    assert_error(r, 1, "phantom")


def test_no_opset_import(cli, tmp_path, good):
    _, x = good
    g = helper.make_graph([helper.make_node("Sqrt", ["x"], ["y"])], "g", [_f32("x", [3])], [_f32("y", [3])])
    m = helper.make_model(g, ir_version=7)
    del m.opset_import[:]
    r = _run(cli, tmp_path, save_model(m, tmp_path / "m.onnx"), f"x={x}")
    assert_error(r, 1, "opset")


# ------------------------------------------------------------- the inputs
def test_wrong_input_dtype(cli, tmp_path, good):
    model, _ = good
    x = write_pb(np.array([1, 4, 9], np.float64), "x", tmp_path / "x64.pb")
    r = _run(cli, tmp_path, model, f"x={x}")
    assert_error(r, 1, "double", "float")


def test_wrong_input_shape(cli, tmp_path, good):
    model, _ = good
    x = write_pb(np.array([1, 4, 9, 16], np.float32), "x", tmp_path / "x4.pb")
    r = _run(cli, tmp_path, model, f"x={x}")
    assert_error(r, 1, "shape", "[3]", "[4]")


def test_wrong_input_rank(cli, tmp_path, good):
    model, _ = good
    x = write_pb(np.ones((3, 1), np.float32), "x", tmp_path / "x31.pb")
    r = _run(cli, tmp_path, model, f"x={x}")
    assert_error(r, 1, "shape")


def test_data_length_mismatch(cli, tmp_path, good):
    model, _ = good
    t = TensorProto(name="x", data_type=TensorProto.FLOAT, dims=[3], raw_data=struct.pack("<2f", 1, 4))
    f = tmp_path / "short.pb"
    f.write_bytes(t.SerializeToString())
    r = _run(cli, tmp_path, model, f"x={f}")
    assert_error(r, 1, "short.pb", "raw_data")


def test_float_data_count_mismatch(cli, tmp_path, good):
    model, _ = good
    t = TensorProto(name="x", data_type=TensorProto.FLOAT, dims=[3], float_data=[1.0, 2.0, 3.0, 4.0])
    f = tmp_path / "long.pb"
    f.write_bytes(t.SerializeToString())
    r = _run(cli, tmp_path, model, f"x={f}")
    assert_error(r, 1, "long.pb", "float_data")


@pytest.mark.parametrize("dims,what", [([1 << 40, 1 << 40], "overflow"), ([1 << 62, 4], "overflow"),
                                       ([-1, 3], "negative"), ([1 << 62, 0, 1 << 62, 1 << 62], "raw_data")])
def test_dims_overflow_or_negative(cli, tmp_path, good, dims, what):
    model, _ = good
    t = TensorProto(name="x", data_type=TensorProto.FLOAT, dims=dims, raw_data=struct.pack("<3f", 1, 4, 9))
    f = tmp_path / "huge.pb"
    f.write_bytes(t.SerializeToString())
    r = _run(cli, tmp_path, model, f"x={f}")
    assert_error(r, 1, "huge.pb", what)


def test_missing_input(cli, tmp_path, good):
    model, _ = good
    r = run_cli(cli, "run", model, "-o", tmp_path / "out")
    assert_error(r, 1, "'x'", "missing")


def test_unknown_input_name(cli, tmp_path, good):
    model, x = good
    r = _run(cli, tmp_path, model, f"x={x}", f"nosuchinput={x}")
    assert_error(r, 1, "nosuchinput")


def test_missing_input_file(cli, tmp_path, good):
    model, _ = good
    r = _run(cli, tmp_path, model, f"x={tmp_path / 'absent.pb'}")
    assert_error(r, 1, "absent.pb")


def test_npy_fortran_order_is_read(cli, tmp_path, good):
    """A hand-written Fortran-order header is no longer refused (rank 1: the
    two orders agree; test_npy_fortran.py checks ranks 1-4)."""
    model, _ = good
    f = tmp_path / "fortran.npy"
    header = "{'descr': '<f4', 'fortran_order': True, 'shape': (3,), }"
    header += " " * ((64 - (10 + len(header) + 1) % 64) % 64) + "\n"  # 10 + len: a multiple of 64
    f.write_bytes(b"\x93NUMPY\x01\x00" + struct.pack("<H", len(header)) + header.encode()
                  + struct.pack("<3f", 1, 4, 9))
    assert np.load(f).tolist() == [1, 4, 9]  # a valid .npy file
    r = _run(cli, tmp_path, model, f"x={f}", extra=("--format", "npy"))
    assert r.returncode == 0, r.describe()
    assert np.load(tmp_path / "out" / "y.npy").tolist() == [1, 2, 3]


def test_npy_truncated(cli, tmp_path, good):
    model, _ = good
    f = tmp_path / "cut.npy"
    np.save(f, np.array([1, 4, 9], np.float32))
    f.write_bytes(f.read_bytes()[:-5])
    r = _run(cli, tmp_path, model, f"x={f}")
    assert_error(r, 1, "cut.npy", "truncated")


def test_npy_bad_magic(cli, tmp_path, good):
    model, _ = good
    f = tmp_path / "notnpy.npy"
    f.write_bytes(b"this is not a numpy file at all" * 4)
    r = _run(cli, tmp_path, model, f"x={f}")
    assert_error(r, 1, "notnpy.npy")


def test_npy_input_accepted(cli, tmp_path, good):
    """The control for the .npy cases: a good .npy input runs."""
    model, _ = good
    f = tmp_path / "x.npy"
    np.save(f, np.array([1, 4, 9], np.float32))
    r = _run(cli, tmp_path, model, f"x={f}")
    assert r.returncode == 0, r.describe()


# ------------------------------------------------------------- usage
@pytest.mark.parametrize("args,what", [
    (["run", "MODEL", "-i", "x=X", "-o", "OUT", "--bogus"], "--bogus"),
    (["run", "MODEL", "-i", "x=X", "-o", "OUT", "--format", "csv"], "csv"),
    (["run", "MODEL", "-i", "x=X", "-o", "OUT", "--format"], "--format"),
    (["run", "MODEL", "-i", "xX", "-o", "OUT"], "xX"),
    (["run"], "missing"),
    (["frobnicate"], "frobnicate"),
    ([], "missing"),
])
def test_usage_errors(cli, tmp_path, good, args, what):
    model, x = good
    sub = {"MODEL": str(model), "X": str(x), "OUT": str(tmp_path / "out")}
    argv = [a.replace("MODEL", sub["MODEL"]).replace("=X", "=" + sub["X"]).replace("OUT", sub["OUT"])
            for a in args]
    r = run_cli(cli, *argv)
    assert_error(r, 2, what)
    assert not (tmp_path / "out" / "y.pb").exists()


def test_test_command_nothing_found(cli, tmp_path):
    (tmp_path / "empty").mkdir()
    r = run_cli(cli, "test", tmp_path / "empty")
    assert r.returncode != 0, r.describe()
    assert r.returncode in (1, 2)


def test_test_command_reports_failure(cli, tmp_path):
    """A wrong expected output: the case fails, exit 1, and the summary says so."""
    from test_onnx_backend import parse_summary
    from testlib import write_backend_case

    m = make_unary_model("Sqrt", 13, "float32", (3,))
    x = np.array([1, 4, 9], np.float32)
    write_backend_case(tmp_path / "cases" / "test_good", m, [x], [np.sqrt(x)])
    write_backend_case(tmp_path / "cases" / "test_bad", m, [x], [np.array([1, 2, 4], np.float32)])
    r = run_cli(cli, "test", tmp_path / "cases")
    assert r.returncode == 1, r.describe()
    assert parse_summary(r.stdout) == (1, 1), r.describe()
    assert "test_bad" in r.stdout + r.stderr


def test_info_bad_model(cli, tmp_path):
    bad = tmp_path / "garbage.onnx"
    bad.write_bytes(b"\xff" * 64)
    r = run_cli(cli, "info", bad)
    assert_error(r, 1, "garbage.onnx")


def test_info_good_model(cli, good):
    model, _ = good
    r = run_cli(cli, "info", model)
    assert r.returncode == 0, r.describe()
    assert "Sqrt" in r.stdout and "x" in r.stdout and "y" in r.stdout
