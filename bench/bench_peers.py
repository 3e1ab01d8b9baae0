#!/usr/bin/env python3
"""bench_peers.py -- the peers' half of `make bench`: ONNX Runtime and numpy on
the same operators, types, sizes, thread counts and input distributions as
bench/bench_kernels.c, timed the same way (median Melem/s of >= 1 ms samples
after a >= 10 ms warm-up; see that file's header).

Operators and types come from the library (`onnxm ops --json` of the build
whose CLI --onnxm names; never listed here); a
cell a peer cannot run is written with no number and a note saying what
actually happened (the peer's own error message, first line).

  ONNX Runtime: a one-node model per operator and type, at the operator's
      newest version (the one that allows every type), run
      with intra_op_num_threads = T, one inter-op thread, through an IO
      binding to a preallocated input and a preallocated output OrtValue, so
      what is timed is the run, not allocation or copies.
  numpy: the ufunc (np.sqrt, np.reciprocal, np.arcsinh, np.arccos, np.exp,
      np.log, np.tanh; for Sigmoid the formula users write, 1/(1+np.exp(-x)))
      with a preallocated out=; bfloat16 through ml_dtypes' ufunc
      loops.  numpy's ufuncs run on one thread, so its cells exist for T = 1
      only.

  Paired (--onnxm-lib): float and double elementary functions (class
      "elementary" in `onnxm ops --json`) at 65,536 elements and at the
      largest size on one thread, onnxm (libonnxm.so's onnxm_unary through
      ctypes, the same kernel as the onnxm-auto cells) and ONNX Runtime
      called in turns, one call each per round (or as many as take 1 ms,
      the same for both), so that a drifting machine moves both alike: rows
      onnxm-vs-ort and ort-vs-onnxm, the median Melem/s of each over the
      rounds.  The targets against ORT's kernel are judged on these.

  Inputs: each operator's typical inputs, the "inputs" of `onnxm ops
      --json` (onnxm_ops.def's ONNXM_OP_INPUTS row), as bench_kernels.c.

Output: '#' key=value lines, then CSV impl,op,dtype,n,threads,melem_s,samples,note
"""
import re
import argparse
import ctypes
import csv
import json
import os
import subprocess
import sys
import time
from pathlib import Path

import ml_dtypes
import numpy as np
import onnx
import onnxruntime as ort
from onnx import TensorProto, helper

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_ONNXM = ROOT / "build" / "onnxm"

# onnxm's type names (onnxm_dtype_name, as `onnxm ops --json` writes them),
# in onnxm's dtype order (float16, bfloat16, float, double), with their
# numpy and ONNX spellings.
TYPE_BITS = {
    "float16": ("float16", np.dtype(np.float16), TensorProto.FLOAT16),
    "bfloat16": ("bfloat16", np.dtype(ml_dtypes.bfloat16), TensorProto.BFLOAT16),
    "float": ("float", np.dtype(np.float32), TensorProto.FLOAT),
    "double": ("double", np.dtype(np.float64), TensorProto.DOUBLE),
}

def np_sigmoid(x, out):
    """1/(1+np.exp(-x)), the Sigmoid numpy users write (numpy has none), into out."""
    np.exp(-x, out=out)
    out += 1
    return np.reciprocal(out, out=out)


# numpy's ufunc for an ONNX operator name, a peer's spelling (or the formula
# users write where numpy has none); an operator of the library without an
# entry here gets "n/a" cells, not a crash.
NUMPY_UFUNC = {
    "Sqrt": np.sqrt,
    "Reciprocal": np.reciprocal,
    "Asinh": np.arcsinh,
    "Acos": np.arccos,
    "Exp": np.exp,
    "Log": np.log,
    "Tanh": np.tanh,
    "Sigmoid": np_sigmoid,
}


def ops_json(onnxm_cli=DEFAULT_ONNXM):
    """The library's operator table: `onnxm ops --json` (src/cli/cli_ops.c)."""
    p = subprocess.run([str(onnxm_cli), "ops", "--json"], capture_output=True, text=True, check=True)
    return json.loads(p.stdout)["ops"]


# Filled by read_ops, by label (an operator's ONNX name, or a form's
# "Gelu(approximate=tanh)"): the typical inputs ("inputs" of `onnxm ops
# --json`) that make_input draws, the onnxm_op code, and the node that
# computes it (ONNX name, attributes).
INPUTS = {}
CODES = {}
NODES = {}


def read_ops(onnxm_cli=DEFAULT_ONNXM, only=None):
    """[(label, newest_since, [type names])] in the library's order: each
    operator, then each of its forms (an attribute value with a kernel of
    its own), labelled "Gelu(approximate=tanh)" (only: the names or labels
    to keep, None for all; an operator's name keeps its forms too)."""
    ops = []
    for o in ops_json(onnxm_cli):
        rows = sorted(o["versions"], key=lambda v: v["since"])
        all_types = [t for t in TYPE_BITS if any(t in v["types"] for v in rows)]
        entries = [(o["name"], o["inputs"], o["op"], {})]
        entries += [(f["label"], f["inputs"], f["op"], {f["attribute"]: f["value"]})
                    for f in o.get("forms", [])]
        for label, inputs, code, attrs in entries:
            INPUTS[label], CODES[label], NODES[label] = inputs, code, (o["name"], attrs)
            if only is not None and label not in only and o["name"] not in only:
                continue
            ops.append((label, rows[-1]["since"], all_types))
    known = set(NODES) | {n for n, _ in NODES.values()}
    if only is not None and set(only) - known:
        raise SystemExit(f"--ops: not operators of the library: {sorted(set(only) - known)}")
    return ops


def node(label, inputs, outputs):
    """The ONNX node computing label (read_ops must have run)."""
    name, attrs = NODES.get(label, (label, {}))
    return helper.make_node(name, inputs, outputs, **attrs)


def sample(inputs, n, rng):
    """n float64 values from an "inputs" object of `onnxm ops --json`:
    uniform on [low, high], or 2^u with u uniform on [log2 low, log2 high]."""
    lo, hi = float(inputs["low"]), float(inputs["high"])
    if inputs["distribution"] == "log-uniform":
        return np.exp2(rng.uniform(np.log2(lo), np.log2(hi), n))
    if inputs["distribution"] == "uniform":
        return rng.uniform(lo, hi, n)
    raise ValueError(f"unknown input distribution {inputs['distribution']!r}")


def elementary_ops(onnxm_cli=DEFAULT_ONNXM):
    """Names of the operators of class "elementary" (not IEEE operations),
    and the labels of their forms."""
    return {label for o in ops_json(onnxm_cli) if o["class"] == "elementary"
            for label in [o["name"]] + [f["label"] for f in o.get("forms", [])]}


def make_input(op, dtype, n, seed=12345):
    """The operator's typical inputs (read_ops must have run), as
    bench_kernels.c draws them, rounded to float then to dtype."""
    v = sample(INPUTS[op], n, np.random.default_rng(seed))
    return v.astype(dtype) if dtype == np.float64 else v.astype(np.float32).astype(dtype)


def measure(fn, n, min_time):
    """Median Melem/s of fn() (one call = n elements), as bench_kernels.c."""
    # warm-up >= 10 ms, >= 1 call; its mean cost per call sets the calls
    # per sample (>= 1 ms each)
    start, calls = time.perf_counter(), 0
    while True:
        fn()
        calls += 1
        elapsed = time.perf_counter() - start
        if elapsed >= 0.010:
            break
    reps = max(1, int(np.ceil(1e-3 / (elapsed / calls))))
    rates, total = [], 0.0
    while len(rates) < 3 or (total < min_time and len(rates) < 2000):
        t0 = time.perf_counter()
        for _ in range(reps):
            fn()
        dt = time.perf_counter() - t0
        total += dt
        rates.append(n * reps / dt * 1e-6)
    return float(np.median(rates)), len(rates)


def first_line(exc):
    msg = f"{type(exc).__name__}: {exc}".strip().splitlines()[0]
    msg = re.sub(r"\[ONNXRuntimeError\] : \d+ : ", "", msg)
    return msg[:160]


def ort_session(op, since, onnx_type, threads):
    graph = helper.make_graph(
        [node(op, ["x"], ["y"])], f"bench_{op}",
        [helper.make_tensor_value_info("x", onnx_type, ["n"])],
        [helper.make_tensor_value_info("y", onnx_type, ["n"])])
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", since)])
    model.ir_version = 10  # a version every ORT 1.2x loads
    so = ort.SessionOptions()
    so.intra_op_num_threads = threads
    so.inter_op_num_threads = 1
    so.execution_mode = ort.ExecutionMode.ORT_SEQUENTIAL
    so.log_severity_level = 3
    return ort.InferenceSession(model.SerializeToString(), so,
                                providers=["CPUExecutionProvider"])


def ort_value(arr, onnx_type):
    # ml_dtypes' bfloat16 is not a numpy type ORT knows: hand it the bits
    if arr.dtype == np.dtype(ml_dtypes.bfloat16):
        return ort.OrtValue.ortvalue_from_numpy_with_onnx_type(arr.view(np.uint16), onnx_type)
    return ort.OrtValue.ortvalue_from_numpy(arr)


PAIRED_ROUNDS = 15
# the sizes besides the largest that the ORT pairs run at: report.py's
# 65,536-element kernel targets
PAIRED_MID = 65536
# onnxm_dtype codes of the types paired with ORT
ONNXM_DTYPE_CODES = {"float": 1, "double": 11}


def paired(lib, op, tname, x, y, sess, io, rounds=PAIRED_ROUNDS):
    """Medians of onnxm's and ORT's Melem/s over rounds of one turn each,
    in turns (onnxm first in even rounds, ORT first in odd ones); a turn is
    one call, or as many as the first ORT call says take >= 1 ms."""
    n = x.size
    xp, yp = x.ctypes.data_as(ctypes.c_void_p), y.ctypes.data_as(ctypes.c_void_p)

    def run_onnxm():
        st = lib.onnxm_unary(CODES[op], ONNXM_DTYPE_CODES[tname], xp, yp, ctypes.c_size_t(n))
        if st != 0:
            raise RuntimeError(f"onnxm_unary({op}) returned {st}")

    def run_ort():
        sess.run_with_iobinding(io)

    run_onnxm()  # warm-up
    t0 = time.perf_counter()
    run_ort()
    reps = max(1, int(np.ceil(1e-3 / max(time.perf_counter() - t0, 1e-7))))

    def timed(fn):
        t0 = time.perf_counter()
        for _ in range(reps):
            fn()
        return n * reps / (time.perf_counter() - t0) * 1e-6

    a, b = [], []
    for r in range(rounds):
        if r % 2 == 0:
            a.append(timed(run_onnxm))
            b.append(timed(run_ort))
        else:
            b.append(timed(run_ort))
            a.append(timed(run_onnxm))
    return (float(np.median(a)), rounds), (float(np.median(b)), rounds)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sizes", default="1000,65536,16777216")
    ap.add_argument("--threads", default=f"1,{len(os.sched_getaffinity(0))}")
    ap.add_argument("--min-time", type=float, default=0.2)
    ap.add_argument("--onnxm-lib", default="", help="libonnxm.so, for the paired onnxm/ORT rounds")
    ap.add_argument("--onnxm", default="", help="the onnxm CLI whose `ops --json` lists the operators "
                    "(default: next to --onnxm-lib, else build/onnxm)")
    ap.add_argument("--ops", default="", help="only these operators (ONNX names, comma-separated)")
    args = ap.parse_args()
    cli = args.onnxm or (Path(args.onnxm_lib).with_name("onnxm") if args.onnxm_lib else DEFAULT_ONNXM)
    ops = read_ops(cli, args.ops.split(",") if args.ops else None)
    paired_ops = elementary_ops(cli)
    sizes = [int(s) for s in args.sizes.split(",")]
    threads = list(dict.fromkeys(int(t) for t in args.threads.split(",")))

    out = csv.writer(sys.stdout, lineterminator="\n")
    print(f"# ort_version={ort.__version__}")
    print(f"# numpy_version={np.__version__}")
    print(f"# ml_dtypes_version={ml_dtypes.__version__}")
    print(f"# onnx_version={onnx.__version__}")
    out.writerow(["impl", "op", "dtype", "n", "threads", "melem_s", "samples", "note"])

    def row(impl, op, tname, n, t, result):
        if isinstance(result, str):
            out.writerow([impl, op, tname, n, t, "", 0, result])
        else:
            out.writerow([impl, op, tname, n, t, f"{result[0]:.1f}", result[1], ""])
        sys.stdout.flush()

    for bit in TYPE_BITS:  # same order as bench_kernels.c: type, op, size, threads
        tname, dtype, onnx_type = TYPE_BITS[bit]
        for op, since, bits in ops:
            if bit not in bits:
                continue
            print(f"bench_peers: {op} {tname}", file=sys.stderr)
            sessions = {}
            for t in threads:
                try:
                    sessions[t] = ort_session(op, since, onnx_type, t)
                except Exception as exc:  # noqa: BLE001 -- record what ORT says
                    sessions[t] = first_line(exc)
            x_all = make_input(op, dtype, max(sizes))
            y_all = np.empty_like(x_all)
            for n in sizes:
                x, y = x_all[:n], y_all[:n]
                for t in threads:
                    sess = sessions[t]
                    if isinstance(sess, str):
                        row("ort", op, tname, n, t, sess)
                    else:
                        try:
                            io = sess.io_binding()
                            if dtype == np.dtype(ml_dtypes.bfloat16):
                                io.bind_ortvalue_input("x", ort_value(x, onnx_type))
                            else:
                                io.bind_cpu_input("x", x)
                            io.bind_ortvalue_output("y", ort_value(y, onnx_type))
                            row("ort", op, tname, n, t,
                                measure(lambda: sess.run_with_iobinding(io), n, args.min_time))
                        except Exception as exc:  # noqa: BLE001
                            row("ort", op, tname, n, t, first_line(exc))

                    ufunc = NUMPY_UFUNC.get(op)
                    if ufunc is None:
                        row("numpy", op, tname, n, t, f"no numpy ufunc mapped for {op}")
                    elif t != 1:
                        row("numpy", op, tname, n, t, "numpy ufuncs run on one thread")
                    else:
                        try:
                            ufunc(x, out=y)
                            row("numpy", op, tname, n, t,
                                measure(lambda: ufunc(x, out=y), n, args.min_time))
                        except Exception as exc:  # noqa: BLE001
                            row("numpy", op, tname, n, t, first_line(exc))

                if (args.onnxm_lib and tname in ONNXM_DTYPE_CODES and op in paired_ops and
                        n in (PAIRED_MID, max(sizes)) and isinstance(sessions.get(1), ort.InferenceSession)):
                    try:
                        lib = ctypes.CDLL(args.onnxm_lib)
                        io = sessions[1].io_binding()
                        io.bind_cpu_input("x", x)
                        io.bind_ortvalue_output("y", ort_value(y, onnx_type))
                        ro, rt = paired(lib, op, tname, x, y, sessions[1], io)
                        row("onnxm-vs-ort", op, tname, n, 1, ro)
                        row("ort-vs-onnxm", op, tname, n, 1, rt)
                    except Exception as exc:  # noqa: BLE001
                        row("onnxm-vs-ort", op, tname, n, 1, first_line(exc))


if __name__ == "__main__":
    main()
