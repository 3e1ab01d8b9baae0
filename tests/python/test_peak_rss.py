"""Peak memory of `onnxm run` is a correctness property of the model layer:
a chain of four operators over a 64 MiB input must peak at no more than
input + output + one intermediate + a small constant (bench/peak_rss.py
measures it; `make bench` prints the same figures)."""
from __future__ import annotations

import shutil
import sys
from pathlib import Path

import pytest

from testlib import REPO

sys.path.insert(0, str(REPO / "bench"))
import peak_rss  # noqa: E402


def test_chain_of_four_peak_rss(onnxm_bin):
    if not Path(peak_rss.TIME).exists() and shutil.which("time") is None:
        pytest.fail(f"{peak_rss.TIME} (GNU time) missing: scripts/deps.sh installs it",
                    pytrace=False)
    r = peak_rss.measure(onnxm_bin, 64)
    print(r.report())
    assert r.peak_bytes <= r.bound_bytes, r.report()
