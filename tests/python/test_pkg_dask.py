"""onnxm inside a Dask array computation on a local dask.distributed
cluster of several worker processes (examples/dask_onnxm.py): an array of
many chunks, every operator and type, results bit-identical to the
single-process call, and the work really done by more than one worker
process, none of them this one."""
from __future__ import annotations

import os
import subprocess
import sys

import numpy as np
import pytest

from pkglib import assert_same_bits, import_onnxm, sample
from reference import NP_DTYPES
from testlib import OPS_TABLE, REPO

onnxm = import_onnxm()
sys.path.insert(0, str(REPO / "examples"))
import dask_onnxm  # noqa: E402

WORKERS = 2


@pytest.fixture(scope="module")
def client():
    cluster, client = dask_onnxm.start_cluster(WORKERS)
    client.wait_for_workers(WORKERS, timeout=120)
    yield client
    client.close()
    cluster.close()


@pytest.mark.parametrize("dtype", list(NP_DTYPES))
def test_map_blocks_equals_single_process(client, dtype):
    x = np.resize(sample(dtype, 20000), 200_003)  # 8 chunks, the last one short
    for op in OPS_TABLE:
        y, pids = dask_onnxm.blockwise(client, x, op.lower(), chunk=25_000)
        assert_same_bits(y, getattr(onnxm, op.lower())(x), f"dask {op} {dtype}")
        assert len(pids) == WORKERS and os.getpid() not in pids, pids


def test_example_script_runs():
    p = subprocess.run([sys.executable, str(REPO / "examples" / "dask_onnxm.py"), "--size", "1000000",
                        "--chunk", "150000", "--workers", "2", "--op", "acos", "--dtype", "float64"],
                       capture_output=True, text=True, timeout=300)
    assert p.returncode == 0 and "identical to the single-process call" in p.stdout, p.stdout + p.stderr
