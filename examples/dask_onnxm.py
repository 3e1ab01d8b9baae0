"""dask_onnxm.py -- onnxm as the kernel inside a Dask array computation.

A local dask.distributed cluster of several worker processes evaluates
y = onnxm.<op>(x) block by block (dask.array.map_blocks) on an array larger
than one chunk; the result is checked, bit for bit, against the same
function called once in this process.  The same code runs on a real
cluster: give Client() the scheduler's address instead of a LocalCluster.

    .venv/bin/python examples/dask_onnxm.py [--op asinh] [--size 4000000]
        [--chunk 500000] [--workers 2] [--dtype float32]
"""
from __future__ import annotations

import argparse
import logging
import os

import numpy as np


def blockwise(client, x: np.ndarray, op: str, chunk: int) -> tuple[np.ndarray, set[int]]:
    """op(x) computed by the cluster, chunk elements per task, and the
    process ids of the workers that ran the tasks."""
    import dask.array as da

    import onnxm

    fn = getattr(onnxm, op)
    dx = da.from_array(x, chunks=chunk)
    dy = dx.map_blocks(fn, dtype=x.dtype)
    pids = dx.map_blocks(lambda b: np.full(b.shape, os.getpid(), np.int64), dtype=np.int64)
    y, p = client.compute([dy, pids], sync=True)
    return y, set(np.unique(p).tolist())


def start_cluster(workers: int):
    from dask.distributed import Client, LocalCluster

    cluster = LocalCluster(n_workers=workers, threads_per_worker=1, processes=True,
                           dashboard_address=None, silence_logs=logging.ERROR)
    return cluster, Client(cluster)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--op", default="asinh")
    ap.add_argument("--dtype", default="float32")
    ap.add_argument("--size", type=int, default=4_000_000)
    ap.add_argument("--chunk", type=int, default=500_000)
    ap.add_argument("--workers", type=int, default=2)
    args = ap.parse_args(argv)

    import ml_dtypes  # noqa: F401  (registers bfloat16 with numpy)

    import onnxm

    dtype = np.dtype(args.dtype)
    x = np.random.default_rng(0).uniform(-8, 8, args.size).astype(dtype)
    cluster, client = start_cluster(args.workers)
    try:
        y, pids = blockwise(client, x, args.op, args.chunk)
    finally:
        client.close()
        cluster.close()
    want = getattr(onnxm, args.op)(x)
    same = np.array_equal(y.view(np.uint8), want.view(np.uint8))
    print(f"onnxm.{args.op} on {args.size:,} {dtype} values, {-(-args.size // args.chunk)} chunks, "
          f"{len(pids)} worker processes: {'identical to' if same else 'DIFFERENT from'} "
          "the single-process call")
    return 0 if same else 1


if __name__ == "__main__":
    raise SystemExit(main())
