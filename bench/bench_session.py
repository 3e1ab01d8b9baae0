#!/usr/bin/env python3
"""bench_session.py -- the session half of `make bench`: large tensors through
every interface, each against its reference in paired rounds (the two
called in turns, one timed call -- or loop -- each per round, the order
swapped every round, medians over the rounds), so that a drifting shared
machine moves both alike.

  perf      `onnxm perf MODEL -i x=FILE --threads 1 --iterations 10 --json`
            (its steady-state median) against onnxm_unary on preallocated
            buffers of the same data in this process (median of 10 calls), in
            turns over 7 rounds, every op x type at 16M elements.  Target:
            >= 0.9 (unary time / perf median).
  session   onnxm.InferenceSession.run against onnxruntime's
            InferenceSession.run, one thread each (intra_op_num_threads=1),
            a fresh output per call as user code gets it, dropped before the
            next: every op x type ORT has a kernel for, and the chain
            Sqrt -> Reciprocal -> Sqrt -> Reciprocal in float.  Target: >= 1.5
            (ORT time / onnxm time), float Acos >= 1.0.
  alloc     onnxm.sqrt(x) allocating its result against onnxm.sqrt(x, out=y),
            loops of 10 calls, float 16M.  Target: >= 0.8 (out= time /
            allocating time).

Operators and types come from the library (bench_peers.read_ops: `onnxm ops --json`);
inputs follow bench_peers.make_input (each operator's typical inputs).  Output: '#' key=value lines, then CSV
kind,op,dtype,n,onnxm_ms,peer_ms,ratio,rounds,note (ratio: the speed of
onnxm's path relative to its reference, higher is better).

    python bench/bench_session.py --onnxm build/onnxm [--rounds 11]
"""
from __future__ import annotations

import argparse
import csv
import ctypes
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np
import onnxruntime as ort
from onnx import helper

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_peers import CODES, TYPE_BITS, first_line, make_input, node, read_ops  # noqa: E402

# the package of this tree (python/onnxm, ctypes over ONNXM_LIBRARY, which
# make bench points at the build's library), installed or not
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "python"))
import onnxm  # noqa: E402

BIG = 1 << 24
# runs per onnxm perf process, and calls of onnxm_unary in the round after
# (or before) it: few, so that the two stay close in time on a busy machine
PERF_CALLS = 10
CHAIN = ("Sqrt", "Reciprocal", "Sqrt", "Reciprocal")


def model_bytes(ops, since, onnx_type) -> bytes:
    names = ["x"] + [f"t{i}" for i in range(len(ops) - 1)] + ["y"]
    g = helper.make_graph([node(op, [names[i]], [names[i + 1]])
                           for i, op in enumerate(ops)], "bench",
                          [helper.make_tensor_value_info("x", onnx_type, ["n"])],
                          [helper.make_tensor_value_info("y", onnx_type, ["n"])])
    m = helper.make_model(g, opset_imports=[helper.make_opsetid("", since)])
    m.ir_version = 10
    return m.SerializeToString()


def paired(a, b, rounds: int) -> tuple[float, float]:
    """Medians (s) of a() and b() over rounds of one call each, in turns."""
    a(), b()  # warm-up: maps the arena's blocks, ORT's arena, the pages of x
    ta, tb = [], []
    for r in range(rounds):
        for f, out in ((a, ta), (b, tb)) if r % 2 == 0 else ((b, tb), (a, ta)):
            t0 = time.perf_counter()
            f()
            out.append(time.perf_counter() - t0)
    return float(np.median(ta)), float(np.median(tb))


def session_rows(ops, rounds, emit):
    for bit, (tname, dtype, onnx_type) in TYPE_BITS.items():
        for op, since, bits in ops:
            if bit in bits:
                yield (op,), since, tname, dtype, onnx_type
    tname, dtype, onnx_type = TYPE_BITS["float"]
    if all(op in {o[0] for o in ops} for op in CHAIN):
        yield CHAIN, 13, tname, dtype, onnx_type


def bench_sessions(ops, rounds, emit):
    for chain, since, tname, dtype, onnx_type in session_rows(ops, rounds, emit):
        label = "->".join(chain)
        print(f"bench_session: session {label} {tname}", file=sys.stderr)
        data = model_bytes(chain, since, onnx_type)
        x = make_input(chain[0], dtype, BIG)
        so = onnxm.SessionOptions()
        so.intra_op_num_threads = 1
        mine = onnxm.InferenceSession(data, so)
        try:
            oo = ort.SessionOptions()
            oo.intra_op_num_threads = 1
            oo.inter_op_num_threads = 1
            oo.log_severity_level = 3
            peer = ort.InferenceSession(data, oo, providers=["CPUExecutionProvider"])
            peer.run(None, {"x": x[:64]})
        except Exception as exc:  # noqa: BLE001 -- ORT has no kernel: say so
            emit("session", label, tname, BIG, None, None, rounds, first_line(exc))
            continue
        feed = {"x": x}
        t_mine, t_peer = paired(lambda: mine.run(None, feed), lambda: peer.run(None, feed), rounds)
        emit("session", label, tname, BIG, t_mine, t_peer, rounds, "")


def bench_alloc(rounds, emit):
    print("bench_session: onnxm.sqrt allocating vs out=", file=sys.stderr)
    x = make_input("Sqrt", np.dtype(np.float32), BIG)
    y = np.empty_like(x)

    def alloc():
        for _ in range(10):
            r = onnxm.sqrt(x)  # the previous r is dropped here, as in a user loop
        del r

    def into():
        for _ in range(10):
            onnxm.sqrt(x, out=y)

    t_alloc, t_out = paired(alloc, into, rounds)
    emit("alloc", "Sqrt", "float", BIG, t_alloc / 10, t_out / 10, rounds, "")


def bench_perf(ops, onnxm_bin, lib_path, rounds, emit):
    lib = ctypes.CDLL(lib_path)
    codes = {"float16": 10, "bfloat16": 16, "float": 1, "double": 11}
    with tempfile.TemporaryDirectory(prefix="onnxm_bench_") as tmp:
        for bit, (tname, dtype, onnx_type) in TYPE_BITS.items():
            for op, since, bits in ops:
                if bit not in bits:
                    continue
                print(f"bench_session: perf {op} {tname}", file=sys.stderr)
                model = Path(tmp) / "m.onnx"
                model.write_bytes(model_bytes((op,), since, onnx_type))
                x = make_input(op, dtype, BIG)
                xfile = Path(tmp) / "x.npy"
                np.save(xfile, x)  # bfloat16 as '<V2', which onnxm reads as bfloat16
                y = np.empty_like(x)
                xp, yp = x.ctypes.data_as(ctypes.c_void_p), y.ctypes.data_as(ctypes.c_void_p)
                n = ctypes.c_size_t(x.size)
                argv = [str(onnxm_bin), "perf", str(model), "-i", f"x={xfile}", "--threads", "1",
                        "--iterations", str(PERF_CALLS), "--json"]
                perf_ms, unary_ms = [], []
                for r in range(rounds):
                    def run_perf():
                        p = subprocess.run(argv, capture_output=True, text=True, check=True)
                        perf_ms.append(json.loads(p.stdout)["median_ms"])

                    def run_unary():
                        ts = []
                        for _ in range(PERF_CALLS):
                            t0 = time.perf_counter()
                            lib.onnxm_unary(CODES[op], codes[tname], xp, yp, n)
                            ts.append(time.perf_counter() - t0)
                        unary_ms.append(float(np.median(ts)) * 1e3)

                    for f in (run_perf, run_unary) if r % 2 == 0 else (run_unary, run_perf):
                        f()
                emit("perf", op, tname, BIG, float(np.median(perf_ms)) / 1e3,
                     float(np.median(unary_ms)) / 1e3, rounds, "")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--onnxm", type=Path, default=Path("build/onnxm"))
    ap.add_argument("--onnxm-lib", default="", help="libonnxm.so for onnxm_unary "
                    "(default: the one the onnxm package loads)")
    ap.add_argument("--rounds", type=int, default=11)
    ap.add_argument("--perf-rounds", type=int, default=7)
    ap.add_argument("--ops", default="", help="only these operators (ONNX names, comma-separated); "
                    "the Sqrt/Reciprocal chain and onnxm.sqrt's allocation only when they are among them")
    args = ap.parse_args()
    out = csv.writer(sys.stdout, lineterminator="\n")
    print(f"# ort_version={ort.__version__}")
    print(f"# onnxm_version={onnxm.__version__}")
    print(f"# n={BIG}")
    out.writerow(["kind", "op", "dtype", "n", "onnxm_ms", "peer_ms", "ratio", "rounds", "note"])

    def emit(kind, op, dtype, n, t_mine, t_peer, rounds, note):
        if t_mine is None:
            out.writerow([kind, op, dtype, n, "", "", "", rounds, note])
        else:
            out.writerow([kind, op, dtype, n, f"{t_mine * 1e3:.4f}", f"{t_peer * 1e3:.4f}",
                          f"{t_peer / t_mine:.3f}", rounds, note])
        sys.stdout.flush()

    ops = read_ops(args.onnxm, args.ops.split(",") if args.ops else None)
    bench_sessions(ops, args.rounds, emit)
    if "Sqrt" in {o[0] for o in ops}:
        bench_alloc(args.rounds, emit)
    bench_perf(ops, args.onnxm, args.onnxm_lib or onnxm.library_path, args.perf_rounds, emit)
    return 0


if __name__ == "__main__":
    sys.exit(main())
