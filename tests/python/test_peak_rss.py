"""Peak memory of `onnxm run` is a correctness property of the model layer:
a chain of four operators over a 64 MiB input must peak at no more than
input + output + one intermediate + a small constant, and repeated runs of
one session must not grow (bench/peak_rss.py measures both; `make bench`
prints the same figures at 64 MiB)."""
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


def test_repeated_runs_do_not_grow(onnxm_bin):
    """1,000 steady runs of a 16 MiB model peak at the same RSS as 10: each
    run's output goes back to the session's arena and the next run reuses
    its block, so nothing grows and nothing leaks (an equality of two
    measured peaks, not a timing)."""
    r = peak_rss.measure_runs(onnxm_bin, 16, (10, 1000))
    print(r.report())
    assert r.equal, r.report()
