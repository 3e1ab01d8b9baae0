"""compare.py -- onnxm next to onnxruntime and numpy, in one run (`make compare`).

For every operator of onnxm (onnxm.op_info(), what the library reports) and
every element type, on each library that supports the pair:

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
              range (CORE_RANGES).

A pair a library cannot run (an onnxruntime kernel missing for the type, an
error, or an output of another type) is shown as "--".  Writes
OUT/results.md, OUT/throughput.png and OUT/accuracy.png.

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

import ml_dtypes
import numpy as np

import onnxm

DTYPES = {"float16": np.dtype(np.float16), "bfloat16": np.dtype(ml_dtypes.bfloat16),
          "float32": np.dtype(np.float32), "float64": np.dtype(np.float64)}
ORACLE_NAMES = {"float16": "float16", "bfloat16": "bfloat16", "float32": "float", "float64": "double"}
SIZES = (1 << 10, 1 << 16, 1 << 22)
LIBS = ("onnxm", "onnxruntime", "numpy")
# numpy's function for each ONNX operator (absent: numpy has none)
NUMPY_UFUNCS = {"Sqrt": np.sqrt, "Reciprocal": np.reciprocal, "Asinh": np.arcsinh, "Acos": np.arccos}
# Where each operator's results are hard to round (its domain's interior):
# ("log", lo, hi, signed) draws |x| log-uniformly in [lo, hi); ("uniform", lo, hi).
CORE_RANGES = {"Sqrt": ("log", 2.0**-20, 2.0**20, False),
               "Reciprocal": ("log", 2.0**-20, 2.0**20, True),
               "Asinh": ("log", 2.0**-12, 2.0**12, True),
               "Acos": ("uniform", -1.0, 1.0)}
DEFAULT_RANGE = ("log", 2.0**-20, 2.0**20, True)


def core_values(op: str, n: int, dtype: np.dtype, seed: int) -> np.ndarray:
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


# ------------------------------------------------------------ the libraries
def ort_session(op: str, dtype: str):
    """An onnxruntime session for y = op(x), one thread; None if onnxruntime
    cannot build it."""
    import onnx
    import onnxruntime as ort
    from onnx import helper

    et = onnx.helper.np_dtype_to_tensor_dtype(DTYPES[dtype])
    node = helper.make_node(op, ["x"], ["y"])
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


def runners(op: str, dtype: str) -> dict:
    """{lib: f(x, y) -> y} for the libraries that run op on dtype."""
    nd = DTYPES[dtype]
    out = {"onnxm": lambda x, y: getattr(onnxm, op.lower())(x, out=y)}
    sess = ort_session(op, dtype)
    if sess is not None:
        out["onnxruntime"] = lambda x, y: sess.run(None, {"x": x})[0]
    uf = NUMPY_UFUNCS.get(op)
    if uf is not None:
        out["numpy"] = lambda x, y: uf(x, out=y)
    probe = core_values(op, 64, nd, 1)
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


def accuracy(oracle: str, op: str, dtype: str, fs: dict, tmp: Path, n: int) -> dict:
    """{lib: (inputs, misrounded, max ulp)} against the MPFR oracle."""
    nd = DTYPES[dtype]
    xf = tmp / "x.bin"
    subprocess.run([oracle, "inputs", ORACLE_NAMES[dtype], str(n // 2), "1", str(xf)], check=True)
    x = np.fromfile(xf, nd)
    if nd.itemsize > 2:  # half the C tests' sample, half the busy range
        x = np.concatenate([x, core_values(op, n - x.size, nd, 2)])
        x.tofile(xf)
    files = []
    for lib, f in fs.items():
        with np.errstate(all="ignore"):
            y = f(x, np.empty_like(x))
        yf = tmp / f"{lib}.bin"
        np.ascontiguousarray(y).tofile(yf)
        files.append(str(yf))
    p = subprocess.run([oracle, "score", op, ORACLE_NAMES[dtype], str(xf), *files],
                       check=True, capture_output=True, text=True)
    res = {}
    for lib, line in zip(fs, p.stdout.strip().splitlines()):
        _, count, mis, ulp, _worst = line.split()
        res[lib] = (int(count), int(mis), float(ulp))
    return res


# ------------------------------------------------------------------ report
def fmt_ulp(u: float) -> str:
    return "inf" if u == float("inf") else f"{u:.3f}"


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


def write_markdown(out: Path, acc: dict, thr: dict, samples: int) -> None:
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
             "kernel.", "",
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
    lines += ["", "## Throughput", "",
              "Million elements per second, one thread, best of repeated calls (higher is better). "
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
    ap.add_argument("--sizes", default=",".join(map(str, SIZES)))
    args = ap.parse_args(argv)
    sizes = tuple(int(s) for s in args.sizes.split(","))
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    warnings.simplefilter("ignore")

    acc, thr = {}, {}
    with tempfile.TemporaryDirectory() as tmp:
        for info in onnxm.op_info():
            op = info.name
            for dt, nd in DTYPES.items():
                if dt not in info.types:  # no version of op allows dt
                    continue
                fs = runners(op, dt)
                acc[(op, dt)] = accuracy(args.oracle, op, dt, fs, Path(tmp), args.samples)
                for size in sizes:
                    x = core_values(op, size, nd, 3)
                    thr[(op, dt, size)] = {lib: throughput(f, x) for lib, f in fs.items()}
                a = acc[(op, dt)]
                print(f"{op:10} {dt:8} " + "  ".join(
                    f"{lib}: {a[lib][1]} not CR, max {fmt_ulp(a[lib][2])} ulp, "
                    f"{thr[(op, dt, sizes[-1])][lib]:,.0f} Melem/s" for lib in fs), flush=True)
    write_markdown(out, acc, thr, args.samples)
    write_charts(out, acc, thr, sizes)
    print(f"wrote {out / 'results.md'}, {out / 'throughput.png'}, {out / 'accuracy.png'}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
