"""ONNX's own backend node tests for onnxm's operators (test_sqrt,
test_acos_example, ...), generated from the installed onnx package and run
with `onnxm test`, under both builds."""
from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from testlib import OPS_TABLE, node_tests_of, run_cli

HERE = Path(__file__).resolve().parent
SUMMARY = re.compile(r"^(\d+) passed, (\d+) failed\s*$")


@pytest.fixture(scope="session")
def node_tests(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("onnx_node_tests")
    p = subprocess.run([sys.executable, str(HERE / "gen_onnx_node_tests.py"), str(out)],
                       capture_output=True, text=True, timeout=600)
    assert p.returncode == 0, f"generating the ONNX node tests failed\n{p.stdout}\n{p.stderr}"
    return out


def parse_summary(stdout: str) -> tuple[int, int]:
    lines = [ln for ln in stdout.strip().splitlines() if ln.strip()]
    assert lines, "onnxm test printed nothing"
    m = SUMMARY.match(lines[-1].strip())
    assert m, f"last line is not 'N passed, M failed': {lines[-1]!r}"
    return int(m.group(1)), int(m.group(2))


def count_cases(root: Path) -> int:
    """Data sets under root (each test_data_set_* of each model.onnx dir)."""
    return sum(len(list(m.parent.glob("test_data_set_*"))) for m in root.rglob("model.onnx"))


def test_official_node_tests_present(node_tests):
    names = {p.parent.name for p in node_tests.rglob("model.onnx")}
    for op in OPS_TABLE:  # every operator of the library
        for name in node_tests_of(op):
            assert name in names, sorted(names)


def test_official_node_tests_pass(cli, node_tests):
    r = run_cli(cli, "test", node_tests)
    dirs = len(list(node_tests.rglob("model.onnx")))
    assert dirs > 0
    passed, failed = parse_summary(r.stdout)
    assert failed == 0 and r.returncode == 0, r.describe()
    assert passed > 0 and passed in (dirs, count_cases(node_tests)), \
        f"{passed} cases passed, but there are {dirs} test directories\n{r.describe()}"
