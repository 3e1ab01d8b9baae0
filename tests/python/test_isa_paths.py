"""Every instruction-set path through the whole tool: the ONNXM_ISA override
selects scalar, avx2, avx512 or avx512bf16 (never above what the CPU has; the old
name avx512fp16 still selects the last), `onnxm perf`
reports the path it took, and the full op x version x type matrix passes
`onnxm test` on each path, with outputs bit-identical across paths.
(The C suites check every path element by element against MPFR.)"""
from __future__ import annotations

import json
import os
import subprocess

import numpy as np
import pytest

from test_backend_matrix import ALLOWED, matrix_dir  # noqa: F401 (the fixture)
from test_onnx_backend import parse_summary

ISAS = ("scalar", "avx2", "avx512", "avx512bf16")


def _env(isa: str) -> dict[str, str]:
    env = dict(os.environ)
    env["ONNXM_ISA"] = isa
    return env


def _cpu_flags() -> set[str]:
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("flags"):
                    return set(line.split(":", 1)[1].split())
    except OSError:
        pass
    return set()


def _supported() -> list[str]:
    flags = _cpu_flags()
    out = ["scalar"]
    if {"avx2", "fma", "f16c"} <= flags:
        out.append("avx2")
        if {"avx512f", "avx512bw", "avx512vl", "avx512dq"} <= flags:
            out.append("avx512")
            # level 4 needs AVX512-BF16 (vcvtneps2bf16) on top of AVX-512
            if "avx512_bf16" in flags:
                out.append("avx512bf16")
    return out


@pytest.mark.parametrize("isa", ISAS)
def test_override_selects_path(onnxm_bin, tmp_path, isa):
    import onnx
    from onnx import TensorProto, helper
    g = helper.make_graph([helper.make_node("Sqrt", ["x"], ["y"])], "g",
                          [helper.make_tensor_value_info("x", TensorProto.FLOAT, [64])],
                          [helper.make_tensor_value_info("y", TensorProto.FLOAT, [64])])
    onnx.save(helper.make_model(g, opset_imports=[helper.make_opsetid("", 13)]), str(tmp_path / "m.onnx"))
    p = subprocess.run([str(onnxm_bin), "perf", str(tmp_path / "m.onnx"), "--iterations", "3", "--json"],
                       capture_output=True, text=True, env=_env(isa), timeout=60)
    assert p.returncode == 0, p.stderr
    got = json.loads(p.stdout)["isa"]
    sup = _supported()
    # the request is honoured when the CPU has it, else the best lower path
    want = isa if isa in sup else sup[-1]
    assert got == want, (isa, got, sup)


def test_old_level4_name_is_accepted(onnxm_bin, tmp_path):
    """ONNXM_ISA=avx512fp16, level 4's former name, selects what
    avx512bf16 selects."""
    import onnx
    from onnx import TensorProto, helper
    g = helper.make_graph([helper.make_node("Sqrt", ["x"], ["y"])], "g",
                          [helper.make_tensor_value_info("x", TensorProto.FLOAT, [64])],
                          [helper.make_tensor_value_info("y", TensorProto.FLOAT, [64])])
    onnx.save(helper.make_model(g, opset_imports=[helper.make_opsetid("", 13)]), str(tmp_path / "m.onnx"))
    got = {}
    for isa in ("avx512fp16", "avx512bf16"):
        p = subprocess.run([str(onnxm_bin), "perf", str(tmp_path / "m.onnx"), "--iterations", "3", "--json"],
                           capture_output=True, text=True, env=_env(isa), timeout=60)
        assert p.returncode == 0, p.stderr
        got[isa] = json.loads(p.stdout)["isa"]
    assert got["avx512fp16"] == got["avx512bf16"] == _supported()[-1], got


def test_matrix_on_every_path(onnxm_bin, matrix_dir, tmp_path):
    matrix = matrix_dir
    outputs = {}
    for isa in _supported():
        p = subprocess.run([str(onnxm_bin), "test", str(matrix)], capture_output=True, text=True,
                           env=_env(isa), timeout=600)
        passed, failed = parse_summary(p.stdout)
        assert failed == 0 and p.returncode == 0 and passed == len(ALLOWED), (isa, p.stdout[-2000:])
        # bit-identical outputs across paths, through `onnxm run`
        out = tmp_path / isa
        for case in sorted(matrix.iterdir()):
            r = subprocess.run([str(onnxm_bin), "run", str(case / "model.onnx"), "-i",
                                f"x={case / 'test_data_set_0' / 'input_0.pb'}", "-o", str(out / case.name),
                                "--format", "npy"], capture_output=True, text=True, env=_env(isa), timeout=60)
            assert r.returncode == 0, r.stderr
        outputs[isa] = {c.name: np.load(out / c.name / "y.npy").view(np.uint8).tobytes()
                        for c in sorted(matrix.iterdir())}
    first = next(iter(outputs.values()))
    for isa, outs in outputs.items():
        diff = [name for name in first if outs[name] != first[name]]
        assert not diff, f"{isa} differs from {next(iter(outputs))} in {diff[:5]}"
