#!/usr/bin/env python3
"""bench_small_calls.py -- the per-call cost of onnxm's Python interfaces at
small sizes, each against its peer, called in turns (the small-call gap).

  session   onnxm.InferenceSession(model).run(None, {"x": x}) against
            onnxruntime's, one thread each, on a one-node model with a static
            input shape [n]: float Sqrt, float Acos, float16 Sqrt, double
            Reciprocal.  The output of each call is dropped before the next,
            as in a user's loop.  Target: >= 1.0 at 1,000 elements.
  iobinding the same models through run_with_iobinding, the input bound with
            bind_cpu_input and the output to a preallocated buffer.
  array     onnxm.sqrt(x) (allocating) against numpy's ufunc np.sqrt(x), and
  array_out onnxm.sqrt(x, out=y) against np.sqrt(x, out=y): the same four
            op x type pairs (np.arccos, np.reciprocal for the others).

Sizes 1, 1,000 and 65,536 elements.  The two contenders are called in
turns, one timed call each, the order swapped every pair; a cell is the
median of each one's calls (2,000 by default), so that a call preempted on
a busy machine is an outlier dropped, not averaged in.  Output: '#'
key=value lines (CPU model, versions), then CSV
kind,op,dtype,n,onnxm_us,peer_us,ratio,calls (ratio = peer time / onnxm
time: above 1 means onnxm is faster).

    ONNXM_LIBRARY=build/libonnxm.so python bench/bench_small_calls.py [--calls 2000]
"""
from __future__ import annotations

import argparse
import csv
import sys
import time
from pathlib import Path

import numpy as np
import onnxruntime as ort
from onnx import TensorProto, helper

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_peers import make_input, read_ops  # noqa: E402

# the package of this tree (python/onnxm, ctypes over ONNXM_LIBRARY, which
# make bench points at the build's library), installed or not
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "python"))
import onnxm  # noqa: E402

SIZES = (1, 1000, 65536)
# (ONNX op, opset, type name, numpy dtype, ONNX type, numpy ufunc)
CASES = (
    ("Sqrt", 13, "float", np.dtype(np.float32), TensorProto.FLOAT, np.sqrt),
    ("Acos", 7, "float", np.dtype(np.float32), TensorProto.FLOAT, np.arccos),
    ("Sqrt", 13, "float16", np.dtype(np.float16), TensorProto.FLOAT16, np.sqrt),
    ("Reciprocal", 13, "double", np.dtype(np.float64), TensorProto.DOUBLE, np.reciprocal),
)


def cpu_model() -> str:
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return "unknown"


def model_bytes(op: str, since: int, onnx_type: int, n: int) -> bytes:
    g = helper.make_graph([helper.make_node(op, ["x"], ["y"])], "small",
                          [helper.make_tensor_value_info("x", onnx_type, [n])],
                          [helper.make_tensor_value_info("y", onnx_type, [n])])
    m = helper.make_model(g, opset_imports=[helper.make_opsetid("", since)])
    m.ir_version = 10
    return m.SerializeToString()


def paired(a, b, calls: int) -> tuple[float, float]:
    """Medians (s) of single calls of a() and b(), called in turns (the
    order swapped every pair).  On a busy machine a call that is preempted
    is an outlier the median drops, where a batch's mean would keep it."""
    for _ in range(20):  # warm-up: the arena's blocks, caches, the argument sets
        a(), b()
    ta, tb = [0.0] * calls, [0.0] * calls
    clock = time.perf_counter
    for r in range(calls):
        if r & 1:
            t0 = clock(); b(); t1 = clock(); a(); t2 = clock()  # noqa: E702
            tb[r], ta[r] = t1 - t0, t2 - t1
        else:
            t0 = clock(); a(); t1 = clock(); b(); t2 = clock()  # noqa: E702
            ta[r], tb[r] = t1 - t0, t2 - t1
    return float(np.median(ta)), float(np.median(tb))


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--calls", type=int, default=2000, help="timed calls of each per cell")
    ap.add_argument("--sizes", default=",".join(map(str, SIZES)))
    ap.add_argument("--kinds", default="session,iobinding,array,array_out")
    args = ap.parse_args()
    sizes = [int(s) for s in args.sizes.split(",")]
    kinds = set(args.kinds.split(","))
    read_ops()  # the operators' typical inputs, which make_input draws
    out = csv.writer(sys.stdout, lineterminator="\n")
    print(f"# cpu={cpu_model()}")
    print(f"# ort_version={ort.__version__}")
    print(f"# onnxm_version={onnxm.__version__}")
    print(f"# numpy_version={np.__version__}")
    out.writerow(["kind", "op", "dtype", "n", "onnxm_us", "peer_us", "ratio", "calls"])

    def emit(kind, op, tname, n, t_mine, t_peer):
        out.writerow([kind, op, tname, n, f"{t_mine * 1e6:.3f}", f"{t_peer * 1e6:.3f}",
                      f"{t_peer / t_mine:.3f}", args.calls])
        sys.stdout.flush()

    for op, since, tname, dtype, onnx_type, ufunc in CASES:
        fn = getattr(onnxm, op.lower())
        for n in sizes:
            print(f"bench_small_calls: {op} {tname} {n}", file=sys.stderr)
            x = make_input(op, dtype, n)
            if kinds & {"session", "iobinding"}:
                data = model_bytes(op, since, onnx_type, n)
                so = onnxm.SessionOptions()
                so.intra_op_num_threads = 1
                mine = onnxm.InferenceSession(data, so)
                oo = ort.SessionOptions()
                oo.intra_op_num_threads = 1
                oo.inter_op_num_threads = 1
                oo.log_severity_level = 3
                peer = ort.InferenceSession(data, oo, providers=["CPUExecutionProvider"])
            if "session" in kinds:
                feed = {"x": x}
                t_mine, t_peer = paired(lambda: mine.run(None, feed),
                                        lambda: peer.run(None, feed), args.calls)
                emit("session", op, tname, n, t_mine, t_peer)
            if "iobinding" in kinds:
                bindings = []
                for sess in (mine, peer):
                    y = np.empty_like(x)
                    io = sess.io_binding()
                    io.bind_cpu_input("x", x)
                    io.bind_output("y", "cpu", 0, dtype.type, [n], y.ctypes.data)
                    bindings.append((sess, io, y))
                (ms, mio, _), (ps, pio, _) = bindings
                t_mine, t_peer = paired(lambda: ms.run_with_iobinding(mio),
                                        lambda: ps.run_with_iobinding(pio), args.calls)
                emit("iobinding", op, tname, n, t_mine, t_peer)
            if "array" in kinds:
                t_mine, t_peer = paired(lambda: fn(x), lambda: ufunc(x), args.calls)
                emit("array", op, tname, n, t_mine, t_peer)
            if "array_out" in kinds:
                y = np.empty_like(x)
                t_mine, t_peer = paired(lambda: fn(x, out=y), lambda: ufunc(x, out=y),
                                        args.calls)
                emit("array_out", op, tname, n, t_mine, t_peer)
    return 0


if __name__ == "__main__":
    sys.exit(main())
