"""`onnxm perf`: it runs, reports what the issue asks for, and refuses bad
input.  Timing values are only checked for sanity (positive, p90 >= median);
speed itself is measured by `make bench`, never asserted in a test."""
from __future__ import annotations

import json

import numpy as np
import onnx
from onnx import TensorProto, helper

from testlib import run_cli


def _model(path, op="Sqrt", n=1000, elem=TensorProto.FLOAT, dim=None, opset=13):
    shape = [dim if dim is not None else n]
    g = helper.make_graph([helper.make_node(op, ["x"], ["y"])], "g",
                          [helper.make_tensor_value_info("x", elem, shape)],
                          [helper.make_tensor_value_info("y", elem, shape)])
    onnx.save(helper.make_model(g, opset_imports=[helper.make_opsetid("", opset)]), str(path))
    return path


def _run(cli, *args):
    """`onnxm perf ...`; run_cli also fails on a crash or a sanitizer report."""
    return run_cli(cli, "perf", *args, timeout=120)


def test_perf_json_fields(cli, tmp_path):
    m = _model(tmp_path / "m.onnx")
    r = _run(cli, m, "--iterations", "20", "--threads", "2", "--json")
    assert r.returncode == 0, r.stderr
    d = json.loads(r.stdout)
    for key in ("median_ms", "p90_ms", "first_run_ms", "iterations", "threads", "isa"):
        assert key in d, key
    assert d["iterations"] == 20 and d["threads"] == 2 and d["elements"] == 1000
    assert 0 < d["median_ms"] <= d["p90_ms"] and d["first_run_ms"] > 0
    assert d["isa"] in ("scalar", "avx2", "avx512", "avx512bf16")  # onnxm_isa_name()
    # 1,000 elements run in well under 20 us: timed in batches that cover
    # exactly the 20 runs asked for
    assert 2 <= d["batch"] <= 20 and d["samples"] == -(-20 // d["batch"]), d


def test_perf_long_runs_timed_one_by_one(cli, tmp_path):
    # 2M float Acos elements take milliseconds: each run is its own sample
    m = _model(tmp_path / "m.onnx", op="Acos", n=1 << 21, opset=7)
    r = _run(cli, m, "--iterations", "4", "--threads", "1", "--json")
    assert r.returncode == 0, r.stderr
    d = json.loads(r.stdout)
    assert d["batch"] == 1 and d["samples"] == 4 and d["iterations"] == 4, d


def test_perf_text_and_inputs_from_file(cli, tmp_path):
    m = _model(tmp_path / "m.onnx", op="Acos", dim="N", elem=TensorProto.FLOAT16, opset=22)
    x = tmp_path / "x.npy"
    np.save(x, np.linspace(-1, 1, 4097).astype(np.float16))
    r = _run(cli, m, "-i", f"x={x}", "--iterations", "5")
    assert r.returncode == 0, r.stderr
    assert "median" in r.stdout and "p90" in r.stdout and "Melem/s" in r.stdout
    assert "first run" in r.stdout


def test_perf_symbolic_dim_needs_input(cli, tmp_path):
    m = _model(tmp_path / "m.onnx", dim="N")
    r = _run(cli, m, "--iterations", "3")
    assert r.returncode == 1
    assert "symbolic dimension 'N'" in r.stderr


def test_perf_usage_errors(cli, tmp_path):
    m = _model(tmp_path / "m.onnx")
    for args in (["--iterations", "0"], ["--iterations", "x"], ["--threads", "-1"], ["--bogus"]):
        r = _run(cli, m, *args)
        assert r.returncode == 2, (args, r.stderr)
        assert "perf:" in r.stderr
    r = _run(cli, tmp_path / "missing.onnx")
    assert r.returncode == 1 and "missing.onnx" in r.stderr
