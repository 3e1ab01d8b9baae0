"""compare.py -- onnxm next to onnxruntime and numpy, in one run (`make compare`).

For every operator of onnxm (onnxm.op_info(), what the library reports) and
every form of one (an attribute value with a kernel of its own: Gelu with
approximate="tanh", shown as "Gelu tanh"), and the element-wise operators of
PEER_ONLY that this build of onnxm lacks, and every element type, on each
library that supports the pair:

  throughput  millions of elements per second on one thread, at three sizes
              (best of repeated calls; onnxm and numpy write into a
              preallocated output, onnxruntime's InferenceSession.run
              allocates its own);
  accuracy    max ulp error and the share of results that are not the
              correctly rounded one, against the MPFR oracle of the C tests
              (compare/oracle_check.c): every float16 and bfloat16 input,
              and for float and double a large sample -- half the C tests'
              deterministic sample (specials, binade ends and interiors,
              random encodings), half random values in the operator's busy
              range (CORE_RANGES).  An operator onnxm lacks is scored
              against mpmath instead (tests/python/reference.py's correctly
              rounded rounding, Ziv's test): every float16 and bfloat16
              input, and --peer-samples floats and doubles, half its typical
              inputs, half both signs over many binades.
  inputs      throughput is measured on each operator's typical inputs:
              onnxm_ops.def's ONNXM_OP_INPUTS row (onnxm.op_info().inputs),
              or PEER_ONLY's range for an operator onnxm lacks.

numpy's column is its ufunc, or for Sigmoid, which numpy lacks, the formula
users write, 1/(1+np.exp(-x)); Erf has neither (no scipy here).  A pair a
library cannot run (an onnxruntime kernel missing for the type, an error, or
an output of another type) is shown as "--".  Then ONNX Runtime's Sigmoid
failures, by example: results outside [0, 1], results off by a factor, and
results of 0 where the exact value is a normal number, found by running
ORT over every float16 input, every float in +-[1, 128) and a grid of
doubles, each beside its exact value (mpmath).  Writes OUT/results.md,
OUT/throughput.png and OUT/accuracy.png.

    .venv/bin/python compare/compare.py --oracle build/compare/onnxm_oracle_check [--out compare]
"""
from __future__ import annotations

import argparse
import os
import platform
import subprocess
import tempfile
import time
import warnings
from pathlib import Path

import sys

import ml_dtypes
import numpy as np
from mpmath import mp, mpf

import onnxm

# the tests' mpmath oracle: correctly rounded rounding of an mpf to a format
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests" / "python"))
from reference import FORMATS, _correctly_rounded  # noqa: E402

DTYPES = {"float16": np.dtype(np.float16), "bfloat16": np.dtype(ml_dtypes.bfloat16),
          "float32": np.dtype(np.float32), "float64": np.dtype(np.float64)}
ORACLE_NAMES = {"float16": "float16", "bfloat16": "bfloat16", "float32": "float", "float64": "double"}
SIZES = (1 << 10, 1 << 16, 1 << 22)
LIBS = ("onnxm", "onnxruntime", "numpy")


def np_sigmoid(x, out):
    """1/(1+np.exp(-x)), the Sigmoid numpy users write, into out."""
    np.exp(-x, out=out)
    out += 1
    return np.reciprocal(out, out=out)


# numpy's function for each ONNX operator (absent: numpy has none)
NUMPY_UFUNCS = {"Sqrt": np.sqrt, "Reciprocal": np.reciprocal, "Asinh": np.arcsinh, "Acos": np.arccos,
                "Exp": np.exp, "Log": np.log, "Tanh": np.tanh, "Sigmoid": np_sigmoid}
# Element-wise operators models use that this build of onnxm may lack: shown
# for onnxruntime and numpy only (onnxm's column "--"), scored against
# mpmath.  Each: (the exact function, typical inputs as ONNXM_OP_INPUTS
# would give them).  Once onnxm has the operator, onnxm.op_info() lists it,
# its MPFR oracle scores it and its own row gives its inputs; this entry is
# then unused.
PEER_ONLY = {
    "Exp": (mp.exp, ("uniform", -20.0, 10.0)),
    "Log": (mp.log, ("log-uniform", 2.0**-20, 2.0**10)),
    "Sigmoid": (lambda v: 1 / (1 + mp.exp(-v)), ("uniform", -8.0, 8.0)),
    "Tanh": (mp.tanh, ("uniform", -8.0, 8.0)),
    "Erf": (mp.erf, ("uniform", -4.0, 4.0)),
}
# Where each operator's results are hard to round (its domain's interior):
# ("log", lo, hi, signed) draws |x| log-uniformly in [lo, hi); ("uniform", lo, hi).
CORE_RANGES = {"Sqrt": ("log", 2.0**-20, 2.0**20, False),
               "Reciprocal": ("log", 2.0**-20, 2.0**20, True),
               "Asinh": ("log", 2.0**-12, 2.0**12, True),
               "Acos": ("uniform", -1.0, 1.0),
               "Exp": ("uniform", -87.0, 88.0),  # float's normal results
               "Log": ("log", 2.0**-20, 2.0**20, False),
               "Sigmoid": ("uniform", -100.0, 20.0),  # down to float's subnormal results
               "Tanh": ("log", 2.0**-12, 2.0**4, True),
               "Erf": ("log", 2.0**-12, 2.0**2, True),
               # down to float's subnormal results, and the cancellation of
               # 1 + erf (1 + tanh) for negative x
               "Gelu": ("uniform", -15.0, 8.0),
               "Gelu tanh": ("uniform", -15.0, 8.0)}
DEFAULT_RANGE = ("log", 2.0**-20, 2.0**20, True)


def core_values(op: str, n: int, dtype: np.dtype, seed: int) -> np.ndarray:
    """n inputs in op's CORE_RANGES (op: a case's label)."""
    rng = np.random.default_rng(seed)
    kind, *p = CORE_RANGES.get(op, DEFAULT_RANGE)
    if kind == "uniform":
        v = rng.uniform(p[0], p[1], n)
    else:
        lo, hi, signed = p
        v = np.exp2(rng.uniform(np.log2(lo), np.log2(hi), n))
        if signed:
            v *= rng.choice([-1.0, 1.0], n)
    return v.astype(dtype)


class Case:
    """One row of the tables: an operator, or a form of one (its attribute
    and value), with the types some version allows and its typical inputs
    (onnxm_ops.def's ONNXM_OP_INPUTS row, or PEER_ONLY's range where onnxm
    lacks the operator)."""

    def __init__(self, op: str, types, inputs, attrs: dict | None = None):
        self.op, self.types, self.inputs, self.attrs = op, tuple(types), inputs, dict(attrs or {})
        self.label = " ".join([op, *self.attrs.values()])  # "Gelu tanh"
        # the oracle's name for it (compare/oracle_check.c)
        self.spec = op + "".join(f":{k}={v}" for k, v in self.attrs.items())


def cases() -> list:
    """onnxm's operators and their forms, then PEER_ONLY's operators this
    build lacks."""
    out = []
    for i in onnxm.op_info():
        out.append(Case(i.name, i.types, i.inputs))
        out += [Case(i.name, i.types, f.inputs, {f.attribute: f.value}) for f in i.forms]
    for op in PEER_ONLY:
        if op not in onnxm.OP_INFO:
            dist, lo, hi = PEER_ONLY[op][1]
            out.append(Case(op, onnx_types(op), onnxm.OpInputs(dist, lo, hi)))
    return out


def typical_values(case: Case, n: int, dtype: np.dtype, seed: int) -> np.ndarray:
    """n inputs a model typically feeds the case's operator."""
    return case.inputs.sample(n, seed).astype(dtype)


def onnx_types(op: str) -> list:
    """The types of DTYPES that op's newest ONNX version allows (onnx.defs)."""
    import onnx.defs

    schema = onnx.defs.get_schema(op)
    allowed = {t for c in schema.type_constraints for t in c.allowed_type_strs}
    names = {"float16": "tensor(float16)", "bfloat16": "tensor(bfloat16)", "float32": "tensor(float)",
             "float64": "tensor(double)"}
    return [dt for dt in DTYPES if names[dt] in allowed]


# ------------------------------------------------------------ the libraries
def ort_session(op: str, dtype: str, attrs: dict | None = None):
    """An onnxruntime session for y = op(x) (with the node's attributes),
    one thread; None if onnxruntime cannot build it."""
    import onnx
    import onnxruntime as ort
    from onnx import helper

    et = onnx.helper.np_dtype_to_tensor_dtype(DTYPES[dtype])
    node = helper.make_node(op, ["x"], ["y"], **(attrs or {}))
    graph = helper.make_graph([node], "g", [helper.make_tensor_value_info("x", et, ["N"])],
                              [helper.make_tensor_value_info("y", et, ["N"])])
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 22)], ir_version=10)
    so = ort.SessionOptions()
    so.intra_op_num_threads = 1
    so.inter_op_num_threads = 1
    so.log_severity_level = 3
    try:
        return ort.InferenceSession(model.SerializeToString(), so, providers=["CPUExecutionProvider"])
    except Exception:
        return None


def runners(case: Case, dtype: str) -> dict:
    """{lib: f(x, y) -> y} for the libraries that run the case on dtype."""
    nd = DTYPES[dtype]
    op, attrs = case.op, case.attrs
    out = {}
    if op in onnxm.OP_INFO:
        out["onnxm"] = lambda x, y: onnxm.unary(op, x, y, **attrs)
    sess = ort_session(op, dtype, attrs)
    if sess is not None:
        out["onnxruntime"] = lambda x, y: sess.run(None, {"x": x})[0]
    uf = NUMPY_UFUNCS.get(op) if not attrs else None
    if uf is not None:
        out["numpy"] = lambda x, y: uf(x, out=y)
    probe = core_values(case.label, 64, nd, 1)
    for lib in list(out):
        try:
            with np.errstate(all="ignore"):
                r = out[lib](probe, np.empty_like(probe))
            if r.dtype != nd or r.shape != probe.shape:
                del out[lib]
        except Exception:
            del out[lib]
    return out


# ---------------------------------------------------------------- measures
def throughput(f, x: np.ndarray, budget: float = 0.12) -> float:
    """Million elements per second: best call of as many as fit in budget
    seconds (at least 3)."""
    y = np.empty_like(x)
    best, spent, k = float("inf"), 0.0, 0
    with np.errstate(all="ignore"):
        f(x, y)  # warm up
        while k < 3 or spent < budget:
            t0 = time.perf_counter()
            f(x, y)
            dt = time.perf_counter() - t0
            best, spent, k = min(best, dt), spent + dt, k + 1
    return x.size / best / 1e6


def accuracy(oracle: str, case: Case, dtype: str, fs: dict, tmp: Path, n: int) -> dict:
    """{lib: (inputs, misrounded, max ulp)} against the MPFR oracle."""
    nd = DTYPES[dtype]
    xf = tmp / "x.bin"
    subprocess.run([oracle, "inputs", ORACLE_NAMES[dtype], str(n // 2), "1", str(xf)], check=True)
    x = np.fromfile(xf, nd)
    if nd.itemsize > 2:  # half the C tests' sample, half the busy range
        x = np.concatenate([x, core_values(case.label, n - x.size, nd, 2)])
        x.tofile(xf)
    files = []
    for lib, f in fs.items():
        with np.errstate(all="ignore"):
            y = f(x, np.empty_like(x))
        yf = tmp / f"{lib}.bin"
        np.ascontiguousarray(y).tofile(yf)
        files.append(str(yf))
    p = subprocess.run([oracle, "score", case.spec, ORACLE_NAMES[dtype], str(xf), *files],
                       check=True, capture_output=True, text=True)
    res = {}
    for lib, line in zip(fs, p.stdout.strip().splitlines()):
        _, count, mis, ulp, _worst = line.split()
        res[lib] = (int(count), int(mis), float(ulp))
    return res


def _ulps(y, exact, dtype: str) -> float:
    """|y - exact| / ulp(exact) in dtype (exact an mpf; inf where y is not
    finite and exact is, or y is NaN)."""
    p, emin, _ = FORMATS[dtype]
    y = float(y)
    if y != y:
        return float("inf")
    if mp.isinf(exact) or abs(y) == float("inf"):
        return 0.0 if mpf(y) == exact else float("inf")
    if exact == 0:
        e = emin
    else:
        _, man, ex, bc = exact._mpf_
        e = max(ex + bc - 1, emin)
    return float(abs(mpf(y) - exact) / mpf(2) ** (e - (p - 1)))


def exact_and_rounded(f, x: float, dtype: str):
    """(f(x) as an mpf of 2p + 64 bits, f(x) correctly rounded to dtype)."""
    p, emin, emax = FORMATS[dtype]
    with mp.workprec(2 * p + 64):
        exact = f(mpf(x))
    if mp.isinf(exact) or exact == 0:
        return exact, DTYPES[dtype].type(float(exact))
    _, man, ex, bc = exact._mpf_
    # far outside the format (sigmoid(-1e10)): below half the smallest
    # subnormal rounds to 0, from 2^(emax+1) up to infinity; decided here,
    # since rounding an mpf with a 10^10 exponent costs gigabytes
    if ex + bc - 1 < emin - p - 1:
        return exact, DTYPES[dtype].type(0.0 if exact > 0 else -0.0)
    if ex + bc - 1 > emax + 1:
        return exact, DTYPES[dtype].type(float("inf") if exact > 0 else float("-inf"))
    return exact, _correctly_rounded(f, x, dtype)


def peer_inputs(case: Case, dtype: str, n: int) -> np.ndarray:
    """What accuracy_mpmath scores: every finite 16-bit input, else half
    the typical inputs, half both signs log-uniform over 2^-30 .. 2^10."""
    nd = DTYPES[dtype]
    if nd.itemsize == 2:
        x = np.arange(1 << 16, dtype=np.uint16).view(nd)
        with np.errstate(invalid="ignore"):
            return x[~np.isnan(x.astype(np.float64))]
    rng = np.random.default_rng(4)
    wide = np.exp2(rng.uniform(-30, 10, n - n // 2)) * rng.choice([-1.0, 1.0], n - n // 2)
    return np.concatenate([typical_values(case, n // 2, nd, 5), wide.astype(nd)])


def accuracy_mpmath(case: Case, dtype: str, fs: dict, n: int) -> dict:
    """{lib: (inputs, misrounded, max ulp)} against mpmath, for an operator
    the MPFR oracle (onnxm's) lacks.  Misrounded: a value other than the
    correctly rounded one (+0 and -0 alike here, NaN never right)."""
    f = PEER_ONLY[case.op][0]
    x = peer_inputs(case, dtype, n)
    ys = {}
    for lib, g in fs.items():
        with np.errstate(all="ignore"):
            ys[lib] = np.asarray(g(x, np.empty_like(x)))
    res = {lib: [x.size, 0, 0.0] for lib in fs}
    for i, v in enumerate(x.astype(np.float64)):
        exact, cr = exact_and_rounded(f, float(v), dtype)
        for lib, y in ys.items():
            r = res[lib]
            if not float(y[i]) == float(cr):
                r[1] += 1
                r[2] = max(r[2], _ulps(y[i], exact, dtype))
            else:
                r[2] = max(r[2], min(0.5, _ulps(y[i], exact, dtype)))
    return {lib: tuple(r) for lib, r in res.items()}


# ------------------------------------------- ONNX Runtime's Sigmoid failures
def ort_sigmoid_failures() -> tuple[list, list]:
    """ONNX Runtime's Sigmoid run over every finite float16 input, every
    float in +-[1, 128) (the range where its float kernel saturates) and a
    grid of 2^24 doubles on [-745, 745]: ([(type, x, ORT's y, exact mpf,
    error in ulps, what is wrong)] examples, [summary lines])."""
    examples, summary = [], []
    sig = PEER_ONLY["Sigmoid"][0]

    def add(dtype, x, y, why):
        exact, _ = exact_and_rounded(sig, float(x), dtype)
        examples.append((dtype, float(x), float(y), exact, _ulps(y, exact, dtype), why))

    def run(dtype, x):
        sess = ort_session("Sigmoid", dtype)
        return None if sess is None else sess.run(None, {"x": x})[0]

    # float16: every finite input
    x = np.arange(1 << 16, dtype=np.uint16).view(np.float16)
    x = x[np.isfinite(x)]
    y = run("float16", x)
    if y is not None:
        out = (y < 0) | (y > 1)
        summary.append(f"float16, all {x.size:,} finite inputs: {int((y < 0).sum())} results below 0, "
                       f"{int((y > 1).sum())} above 1")
        for i in np.flatnonzero(out)[:2]:
            add("float16", x[i], y[i], "outside [0, 1]")
    # float: every input in +-[1, 128), in chunks of one binade
    n = below = above = down = 0
    zero_max = None  # the largest float input whose result is 0
    firsts = {"below": [], "above": [], "down": []}
    bits = np.arange(1 << 23, dtype=np.uint32)
    for sign in (1.0, -1.0):
        for e in range(7):
            x = ((bits + np.uint32((127 + e) << 23)).view(np.float32) * np.float32(sign))
            y = run("float32", x)
            if y is None:
                break
            n += x.size
            b, a = y < 0, y > 1
            below, above = below + int(b.sum()), above + int(a.sum())
            firsts["below"] += list(zip(x[b][:1], y[b][:1]))
            firsts["above"] += list(zip(x[a][:1], y[a][:1]))
            # monotone: in increasing x, y never decreases
            order = np.argsort(x)
            xs, ys = x[order], y[order]
            d = np.flatnonzero(ys[1:] < ys[:-1])
            down += d.size
            firsts["down"] += [(xs[i], ys[i], xs[i + 1], ys[i + 1]) for i in d[:1]]
            z = x[(y == 0)]
            if z.size and (zero_max is None or z.max() > zero_max):
                zero_max = z.max()
    if n:
        summary.append(f"float, all {n:,} inputs in ±[1, 128): {below:,} results below 0, "
                       f"{above:,} above 1, {down:,} places where the result decreases as x "
                       f"increases (Sigmoid is increasing)")
        for xb, yb in firsts["below"][:2]:
            add("float32", xb, yb, "negative")
        for xa, ya in firsts["above"][:2]:
            add("float32", xa, ya, "above 1")
        for x1, y1, x2, y2 in firsts["down"][:2]:
            add("float32", x1, y1, f"not monotone: sigmoid({x2:.9g}) = {y2:.9g} is smaller")
        y = run("float32", np.array([-17.0], np.float32))
        exact17, _ = exact_and_rounded(sig, -17.0, "float32")
        add("float32", -17.0, y[0], f"{float(y[0]) / float(exact17):.2f} times the exact value")
        if zero_max is not None:
            add("float32", zero_max, 0.0, "0 for a normal result")
            summary.append(f"float: the largest input with a result of 0 is {zero_max:.8g}, where the "
                           f"exact value is a normal float down to x = -87.3")
    # double: a grid of 2^24 inputs on [-745, 745]
    x = np.linspace(-745.0, 745.0, (1 << 24) + 1)
    y = run("float64", x)
    if y is not None:
        z = x[(y == 0)]
        summary.append(f"double, a grid of {x.size:,} inputs on [-745, 745]: {int((y < 0).sum())} "
                       f"results below 0, {int((y > 1).sum())} above 1, {z.size:,} results of 0"
                       + (f" (the largest at x = {z.max():.6g}; the exact value rounds to "
                          f"a nonzero double down to x = -745.1)" if z.size else ""))
        y1 = run("float64", np.array([-36.8]))
        add("float64", -36.8, y1[0], "0 for a normal result")
    return examples, summary


# ------------------------------------------------------------------ report
def fmt_ulp(u: float) -> str:
    return "inf" if u == float("inf") else f"{u:.3f}" if u < 1000 else f"{u:.3g}"


def fmt_share(mis: int, n: int) -> str:
    if mis == 0:
        return "0"
    s = 100.0 * mis / n
    return f"{s:.3g} %" if s >= 0.001 else f"{s:.1e} %"


def machine() -> str:
    cpu = platform.processor() or "?"
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    import onnxruntime

    return (f"{cpu}, {os.cpu_count()} CPUs; onnxm {onnxm.__version__} ({onnxm.selected_isa()} kernels), "
            f"onnxruntime {onnxruntime.__version__}, numpy {np.__version__}, "
            f"ml_dtypes {ml_dtypes.__version__}, Python {platform.python_version()}")


def write_markdown(out: Path, acc: dict, thr: dict, samples: int, peer_samples: int = 0,
                   failures=None) -> None:
    def cell(d, key, lib, f):
        v = d.get(key, {}).get(lib)
        return f(v) if v is not None else "--"

    lines = ["# onnxm beside onnxruntime and numpy", "",
             f"Measured by `make compare` (compare/compare.py) on {machine()}.", "",
             "## Accuracy", "",
             "Against the MPFR oracle of the C tests: every float16 and bfloat16 input; for float32 "
             f"and float64 {samples:,} inputs (half the C tests' sample of specials, binade ends and "
             "random encodings, half random values in the operator's busy range). *Max ulp*: "
             "largest |result - exact| / ulp(exact) (0.5 at most when correctly rounded; inf: a NaN "
             "or infinity where the exact result is finite, or the reverse). *Not CR*: share of "
             "results that differ from the correctly rounded one. `--`: the library has no such "
             "kernel. numpy's Sigmoid is the formula users write, `1/(1+np.exp(-x))`."]
    lacking = sorted({op for op, _ in acc if op.split()[0] not in onnxm.OP_INFO})
    if lacking:
        lines += ["", f"This build of onnxm lacks {', '.join(lacking)}: their rows show onnxruntime "
                  "and numpy only, scored against mpmath (correctly rounded with Ziv's test) on every "
                  f"float16 and bfloat16 input but NaN and {peer_samples:,} floats and doubles (half "
                  "typical inputs, half both signs over 2^-30 .. 2^10)."]
    lines += ["",
             "| Op | Type | Inputs | " + " | ".join(f"{l} max ulp | {l} not CR" for l in LIBS) + " |",
             "|---|---|--:|" + "--:|--:|" * len(LIBS)]
    for (op, dt), r in acc.items():
        n = next(iter(r.values()))[0]
        row = [op, dt, f"{n:,}"]
        for lib in LIBS:
            if lib in r:
                _, mis, ulp = r[lib]
                row += [fmt_ulp(ulp), fmt_share(mis, n)]
            else:
                row += ["--", "--"]
        lines.append("| " + " | ".join(row) + " |")
    if failures is not None:
        examples, summary = failures
        lines += ["", "## ONNX Runtime's Sigmoid, by example", "",
                  "ONNX Runtime's Sigmoid run over every finite float16 input, every float in "
                  "±[1, 128) and a grid of doubles on [-745, 745]:", ""]
        lines += [f"- {s}" for s in summary]
        lines += ["", "Examples, each beside its exact value (mpmath, 17 significant digits) and "
                  "ORT's error in ulps of the exact value:", "",
                  "| Type | x | ORT's sigmoid(x) | exact sigmoid(x) | error (ulp) | wrong |",
                  "|---|--:|--:|--:|--:|---|"]
        for dt, x, y, exact, ulp, why in examples:
            lines.append(f"| {dt} | {x:.9g} | {y:.9g} | {mp.nstr(exact, 17)} | "
                         f"{'inf' if ulp == float('inf') else f'{ulp:,.3g}'} | {why} |")
    lines += ["", "## Throughput", "",
              "Million elements per second, one thread, best of repeated calls (higher is better), "
              "on each operator's typical inputs (onnxm_ops.def's ONNXM_OP_INPUTS rows). "
              "onnxm (through its Python package) and numpy write into a preallocated array; "
              "onnxruntime's `InferenceSession.run` allocates its output and has a fixed cost per "
              "call that dominates small sizes. The machine was shared, so treat ratios, not "
              "absolute numbers, as the result.", "",
              "| Op | Type | Elements | " + " | ".join(LIBS) + " |",
              "|---|---|--:|" + "--:|" * len(LIBS)]
    for (op, dt, size), r in thr.items():
        lines.append("| " + " | ".join([op, dt, f"{size:,}"] + [
            f"{r[lib]:,.0f}" if lib in r else "--" for lib in LIBS]) + " |")
    lines += ["", "![throughput](throughput.png)", "", "![accuracy](accuracy.png)", ""]
    (out / "results.md").write_text("\n".join(lines))


def write_charts(out: Path, acc: dict, thr: dict, sizes: tuple) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    colors = {"onnxm": "#1f77b4", "onnxruntime": "#ff7f0e", "numpy": "#2ca02c"}
    pairs = list(acc)
    labels = [f"{op}\n{dt}" for op, dt in pairs]
    w = 0.27
    xs = np.arange(len(pairs))

    fig, axes = plt.subplots(len(sizes), 1, figsize=(13, 3.2 * len(sizes)), sharex=True,
                             squeeze=False)
    axes = axes[:, 0]
    for ax, size in zip(axes, sizes):
        for k, lib in enumerate(LIBS):
            vals = [thr.get((op, dt, size), {}).get(lib, 0) for op, dt in pairs]
            ax.bar(xs + (k - 1) * w, vals, w, label=lib, color=colors[lib])
        ax.set_yscale("log")
        ax.set_ylabel("Melem/s")
        ax.set_title(f"{size:,} elements, one thread (higher is better; no bar: not supported)",
                     fontsize=10)
        ax.grid(axis="y", alpha=0.3)
    axes[0].legend(ncol=3, loc="upper right")
    axes[-1].set_xticks(xs, labels, fontsize=8)
    fig.tight_layout()
    fig.savefig(out / "throughput.png", dpi=90)
    plt.close(fig)

    fig, ax = plt.subplots(figsize=(13, 4))
    for k, lib in enumerate(LIBS):
        vals = []
        for p in pairs:
            r = acc[p].get(lib)
            vals.append(100.0 * r[1] / r[0] if r else np.nan)
        ax.bar(xs + (k - 1) * w, np.nan_to_num(vals), w, label=lib, color=colors[lib])
        for xi, v in zip(xs + (k - 1) * w, vals):
            if v == 0:
                ax.text(xi, 1.2e-5, "0", ha="center", va="bottom", fontsize=7, color=colors[lib])
            elif np.isnan(v):
                ax.text(xi, 1.2e-5, "–", ha="center", va="bottom", fontsize=7, color="gray")
    ax.set_yscale("log")
    ax.set_ylim(1e-5, 100)
    ax.set_ylabel("% results not correctly rounded")
    ax.set_title("Results not correctly rounded (lower is better; 0: every result correctly rounded, "
                 "–: not supported)", fontsize=10)
    ax.set_xticks(xs, labels, fontsize=8)
    ax.legend(ncol=3, loc="upper right")
    ax.grid(axis="y", alpha=0.3)
    fig.tight_layout()
    fig.savefig(out / "accuracy.png", dpi=90)
    plt.close(fig)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--oracle", required=True, help="path of onnxm_oracle_check")
    ap.add_argument("--out", default=str(Path(__file__).resolve().parent))
    ap.add_argument("--samples", type=int, default=1 << 22, help="float32/float64 accuracy inputs")
    ap.add_argument("--peer-samples", type=int, default=1 << 14,
                    help="float32/float64 inputs scored by mpmath for an operator onnxm lacks")
    ap.add_argument("--sizes", default=",".join(map(str, SIZES)))
    ap.add_argument("--ops", default="", help="only these operators (ONNX names, comma-separated)")
    ap.add_argument("--no-failures", action="store_true",
                    help="leave out the search for ONNX Runtime's Sigmoid failures")
    args = ap.parse_args(argv)
    sizes = tuple(int(s) for s in args.sizes.split(","))
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    warnings.simplefilter("ignore")

    todo = cases()
    if args.ops:
        todo = [c for c in todo if c.op in args.ops.split(",")]
    acc, thr = {}, {}
    with tempfile.TemporaryDirectory() as tmp:
        for case in todo:
            op = case.label
            for dt, nd in DTYPES.items():
                if dt not in case.types:  # no version of op allows dt
                    continue
                fs = runners(case, dt)
                if not fs:
                    continue
                if case.op in onnxm.OP_INFO:
                    acc[(op, dt)] = accuracy(args.oracle, case, dt, fs, Path(tmp), args.samples)
                else:
                    acc[(op, dt)] = accuracy_mpmath(case, dt, fs, args.peer_samples)
                for size in sizes:
                    x = typical_values(case, size, nd, 3)
                    thr[(op, dt, size)] = {lib: throughput(f, x) for lib, f in fs.items()}
                a = acc[(op, dt)]
                print(f"{op:10} {dt:8} " + "  ".join(
                    f"{lib}: {a[lib][1]} not CR, max {fmt_ulp(a[lib][2])} ulp, "
                    f"{thr[(op, dt, sizes[-1])][lib]:,.0f} Melem/s" for lib in fs), flush=True)
    failures = None if args.no_failures else ort_sigmoid_failures()
    write_markdown(out, acc, thr, args.samples, args.peer_samples, failures)
    write_charts(out, acc, thr, sizes)
    print(f"wrote {out / 'results.md'}, {out / 'throughput.png'}, {out / 'accuracy.png'}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
