#!/usr/bin/env python3
"""report.py -- the last step of `make bench`: merges the CSV of
bench_kernels.c (onnxm paths, the C library loop, memcpy) and of
bench_peers.py (ONNX Runtime, numpy) into one Markdown table,
bench/results.md, with the machine it was measured on, and draws
bench/throughput.png (Melem/s against size, one panel per operator).

It also checks the speed targets against the same run (targets()):
each target's ratio, computed from cells of this table, and whether it is
met.  With --docs, the machine lines, the selection table and the targets
table of docs/bench.md (between <!-- bench:... --> markers) are rewritten
from this run; with --readme, the README's machine lines and its summary
(16M elements, one thread: one line per CPU of onnxm's rate over each
peer's, median and range over the op x type cells, so that it stays one
line however many operators there are).  So every figure there comes from
`make bench`.  Each of those blocks keeps one section per CPU model (a
<!-- bench:cpu MODEL --> line, MODEL as onnxm_bench prints it in
'# cpu_model='): a run replaces its own CPU's sections and keeps the others'
(replace_for_cpu).

With --session (bench_session.py's CSV) and --rss (peak_rss.py --json),
the large-tensor targets too: a row per cell in results.md, and a short
table of the worst cell per target in docs/bench.md (between
<!-- bench:large --> markers, with the CPU model and the transparent-huge-page
mode).

Usage: report.py KERNELS_CSV PEERS_CSV [--md bench/results.md] [--png bench/throughput.png]
                 [--docs docs/bench.md] [--readme README.md]
                 [--session SESSION_CSV] [--rss RSS_JSON]
"""
import argparse
import csv
import datetime
import json
import re
import statistics
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# lscpu flags that decide which kernels can run
FLAGS = ("avx2", "fma", "f16c", "avx512f", "avx512bw", "avx512vl", "avx512dq",
         "avx512_fp16", "avx512_bf16")
PEERS = [("ort", "ORT"), ("numpy", "numpy"), ("libmvec", "libmvec AVX-512"),
         ("libmvec-avx2", "libmvec AVX2"), ("plain", "plain AVX-512"), ("libm", "glibc loop"),
         ("copy", "copy")]
# onnxm against libmvec in paired rounds (bench_kernels.c): (onnxm's cell,
# libmvec's cell, the pair's row prefix, the label in the targets).  onnxm
# as dispatched against the AVX-512 functions; onnxm's AVX2 path against
# the AVX2 ones.
LIBMVEC_PAIRS = (("onnxm-auto", "libmvec", "onnxm-vs-libmvec", "libmvec-vs-onnxm",
                  "onnxm / libmvec"),
                 ("onnxm-avx2", "libmvec-avx2", "onnxm-avx2-vs-libmvec-avx2",
                  "libmvec-avx2-vs-onnxm-avx2", "onnxm AVX2 / libmvec AVX2"))
# libmvec's targets per (op, dtype): (size, ratio, aim?) on every pair of
# LIBMVEC_PAIRS, plus those of AVX-512 only.  An aim is printed and judged
# like a target, its Required marked "(aim)".  double: correctly rounded,
# which libmvec (up to 4 ulp) is not; 0.8x is the floor set for that, 1.0x
# the aim.
LIBMVEC_TARGETS = {
    ("Asinh", "float"): [(65536, 1.0, False), (16777216, 1.0, False)],
    ("Asinh", "double"): [(16777216, 0.8, False), (16777216, 1.0, True)],
    ("Acos", "float"): [(65536, 0.65, False), (16777216, 0.65, False)],
    ("Acos", "double"): [(16777216, 0.8, False), (16777216, 1.0, True)],
}
LIBMVEC_AVX512_TARGETS = {("Acos", "float"): [(16777216, 1.0, False)]}
# ONNX Runtime's kernel (its one-node model through IO binding) against
# onnxm's, one thread, per (op, dtype): [(size, ratio, aim?)], judged on the
# paired rounds of bench_peers.py, else on the two cells.  A target is shown
# only when its operator was measured, so that rows can wait here for an
# operator the library does not have yet.
ORT_TARGETS = {
    ("Asinh", "float"): [(16777216, 10.0, False)],
    ("Acos", "float"): [(16777216, 1.2, False)],
    ("Exp", "float"): [(65536, 0.7, False), (65536, 1.0, True)],
    ("Exp", "double"): [(65536, 1.5, False)],
    ("Log", "float"): [(65536, 1.5, False)],
    ("Log", "double"): [(65536, 1.5, False)],
    ("Sigmoid", "float"): [(65536, 0.7, False), (65536, 1.0, True)],
    ("Sigmoid", "double"): [(65536, 1.5, False)],
    ("Tanh", "float"): [(65536, 0.7, False), (65536, 1.0, True)],
    ("Tanh", "double"): [(65536, 1.0, False)],
    ("Erf", "float"): [(65536, 0.7, False), (65536, 1.0, True)],
    ("Gelu(approximate=tanh)", "double"): [(65536, 1.5, False)],
}
# `InferenceSession.run` against ORT's at 16M, one thread: the required
# ratio where it is not 1.5 (where ORT's own kernel is fast, the session is
# bound by the kernels)
SESSION_TARGETS = {("Acos", "float"): 1.0, ("Exp", "float"): 1.0, ("Log", "float"): 1.0,
                   ("Sigmoid", "float"): 1.0, ("Tanh", "float"): 1.0, ("Tanh", "double"): 1.0,
                   ("Erf", "float"): 1.0, ("Gelu", "float"): 1.0,
                   ("Gelu(approximate=tanh)", "float"): 1.0}


def read_csv(path):
    """(meta dict from '# k=v' lines, list of row dicts)."""
    meta, lines = {}, []
    for line in Path(path).read_text().splitlines():
        m = re.match(r"#\s*(\w+)=(.*)", line)
        if m:
            meta[m.group(1)] = m.group(2).strip()
        elif line.strip():
            lines.append(line)
    return meta, list(csv.DictReader(lines))


def machine():
    info = {}
    try:
        out = subprocess.run(["lscpu"], capture_output=True, text=True, check=True).stdout
        for line in out.splitlines():
            k, _, v = line.partition(":")
            info[k.strip()] = v.strip()
    except (OSError, subprocess.CalledProcessError):
        pass
    flags = set(info.get("Flags", "").split())
    try:  # "always [madvise] never": the bracketed mode is in force
        thp = Path("/sys/kernel/mm/transparent_hugepage/enabled").read_text().strip()
        thp = thp[thp.index("[") + 1:thp.index("]")]
    except (OSError, ValueError):
        thp = "unknown"
    return {
        "thp": thp,
        "model": info.get("Model name", "unknown CPU"),
        "cpus": info.get("CPU(s)", "?"),
        "threads_per_core": info.get("Thread(s) per core", "?"),
        "l3": info.get("L3 cache", "?"),
        "hypervisor": info.get("Hypervisor vendor", ""),
        "flags": " ".join(f"{f}{'' if f in flags else ' (no)'}" for f in FLAGS),
    }


def steal(start_path, now_path="/proc/stat"):
    """' X% of the CPU time' stolen by the hypervisor (other guests on these
    CPUs) between the /proc/stat line saved in start_path and now, or ''
    where either is unreadable.  Paired ratios survive a noisy host; absolute
    rates and the thread-scaling rows do not, so the report says how noisy
    the host was."""
    def cpu_line(text):
        f = text.splitlines()[0].split()
        return [int(v) for v in f[1:]] if f and f[0] == "cpu" else None
    try:
        a = cpu_line(Path(start_path).read_text())
        b = cpu_line(Path(now_path).read_text())
    except (OSError, ValueError, IndexError):
        return ""
    if not a or not b or len(a) < 8 or len(b) < 8:
        return ""
    # user nice system idle iowait irq softirq steal [guest guest_nice]:
    # guest time is already inside user, so the total is the first eight
    total = sum(b[:8]) - sum(a[:8])
    return f"{100.0 * (b[7] - a[7]) / total:.1f}% of the CPU time" if total > 0 else ""


def revision():
    """' at commit <hash>' of the measured tree (with '+ changes' when src/
    or include/ differ from it), or '' outside a git checkout."""
    try:
        git = ["git", "-C", str(ROOT)]
        head = subprocess.run(git + ["rev-parse", "--short", "HEAD"], capture_output=True,
                              text=True, check=True).stdout.strip()
        dirty = subprocess.run(git + ["diff", "--quiet", "HEAD", "--", "src", "include"]).returncode
    except (OSError, subprocess.CalledProcessError):
        return ""
    return f" at commit {head}" + (" + changes" if dirty else "")


def fmt_rate(v):
    if v >= 100:
        return f"{v:,.0f}"
    return f"{v:.1f}" if v >= 10 else f"{v:.2f}"


BIG, MID = 16777216, 65536


def targets(cells, perf=None):
    """The speed targets, each checked on this run's cells
    (cells[(impl, op, dtype, n, threads)] = (melem_s or None, note)): a list
    of (target, measured, ratio, required, met).  The ratios compare cells
    measured side by side in the same run."""
    def v(impl, op, dt, n, t=1):
        return cells.get((impl, op, dt, n, t), (None, ""))[0]

    out = []

    def add(what, num, den, measured, need, aim=False):
        mark = " (aim)" if aim else ""
        if num is None or den is None:
            out.append((what, "not measured", "n/a", f">= {need}{mark}", "n/a"))
            return
        r = num / den
        out.append((what, measured, f"{r:.2f}x", f">= {need}x{mark}", "yes" if r >= need else "**no**"))

    for op in ("Sqrt", "Reciprocal"):
        for dt in ("float16", "bfloat16", "float", "double"):
            a, p = v("onnxm-auto", op, dt, MID), v("plain", op, dt, MID)
            add(f"{op} {dt}, 65,536: onnxm / plain AVX-512 loop", a, p,
                f"{fmt_rate(a)} / {fmt_rate(p)}" if a and p else "", 0.9)
            a, c = v("onnxm-auto", op, dt, BIG), v("copy", op, dt, BIG)
            lim = min(c, p) if c and p else None
            add(f"{op} {dt}, 16M: onnxm / min(copy, plain at 65,536)", a, lim,
                f"{fmt_rate(a)} / {fmt_rate(lim)}" if a and lim else "", 0.75)
    # against a peer: the paired rounds (both called in turns) when present,
    # else the two cells of the table
    def against(label, op, dt, pair, cells_, need, n=BIG, aim=False):
        a, o = v(pair[0], op, dt, n), v(pair[1], op, dt, n)
        how = "paired rounds"
        if a is None or o is None:
            a, o = v(cells_[0], op, dt, n), v(cells_[1], op, dt, n)
            how = "cells"
        size = "16M" if n == BIG else f"{n:,}"
        add(f"{op} {dt}, {size}: {label} ({how})", a, o,
            f"{fmt_rate(a)} / {fmt_rate(o)}" if a and o else "", need, aim)

    for onnxm, lib, pa, pb, label in LIBMVEC_PAIRS:
        for op in ("Asinh", "Acos"):
            for dt in ("float", "double"):
                rows = LIBMVEC_TARGETS[(op, dt)]
                if lib == "libmvec":
                    rows = rows + LIBMVEC_AVX512_TARGETS.get((op, dt), [])
                for n, need, aim in sorted(rows):
                    against(label, op, dt, (pa, pb), (onnxm, lib), need, n, aim)
    measured = {k[1] for k in cells}
    for (op, dt), rows in ORT_TARGETS.items():
        if op in measured:
            for n, need, aim in rows:
                against("onnxm / ONNX Runtime", op, dt, ("onnxm-vs-ort", "ort-vs-onnxm"),
                        ("onnxm-auto", "ort"), need, n, aim)
    for op in ("Asinh", "Acos"):
        for dt in ("float16", "bfloat16"):
            a, f = v("onnxm-auto", op, dt, BIG), v("onnxm-auto", op, "float", BIG)
            add(f"{op} {dt}, 16M: onnxm / onnxm float", a, f,
                f"{fmt_rate(a)} / {fmt_rate(f)}" if a and f else "", 1.0)
    # onnxm perf's median run of a 1,000-element float Sqrt model (the CLI,
    # model loaded once) against ORT's Python API with IO binding, same size
    o = v("ort", "Sqrt", "float", 1000)
    p = perf["elements"] / (perf["median_ms"] * 1e3) if perf and perf.get("median_ms") else None
    add("Sqrt float, 1,000: `onnxm perf` / ONNX Runtime (IO binding)", p, o,
        f"{fmt_rate(p)} / {fmt_rate(o)}" if p and o else "", 2.0)
    # thread scaling: the paired rounds (most threads and one in turns) when
    # present, else the two cells
    threads = sorted({k[4] for k in cells if k[4] > 1})
    for op in ("Asinh", "Acos"):
        for t in threads[-1:]:
            a2, a1 = v("onnxm-threads-vs-1", op, "float", BIG, t), v("onnxm-1-vs-threads", op, "float", BIG)
            how = "paired rounds"
            if a2 is None or a1 is None:
                a2, a1 = v("onnxm-auto", op, "float", BIG, t), v("onnxm-auto", op, "float", BIG)
                how = "cells"
            add(f"{op} float, 16M: {t} threads / 1 thread ({how})", a2, a1,
                f"{fmt_rate(a2)} / {fmt_rate(a1)}" if a2 and a1 else "", 1.6)
    # only the operators this run measured (make bench BENCH_OPS=... measures
    # a selection): each target's text begins with its operator's name
    return [r for r in out if r[0].split()[0] in measured]


def libmvec_pairs(cells):
    """A table of every onnxm / libmvec pair of paired rounds in cells."""
    t = ["| op | type | n | onnxm | libmvec | onnxm Melem/s | libmvec Melem/s | ratio |",
         "|---|---|---:|---|---|---:|---:|---:|"]
    isa = {"libmvec": ("auto", "AVX-512"), "libmvec-avx2": ("AVX2", "AVX2")}
    for _, lib, pa, pb, _ in LIBMVEC_PAIRS:
        for (impl, op, dt, n, th), (a, _) in sorted(cells.items(), key=lambda kv: (
                kv[0][1] != "Asinh", kv[0][2] != "float", kv[0][3])):
            b = cells.get((pb, op, dt, n, th), (None, ""))[0]
            if impl == pa and a and b:
                t.append(f"| {op} | {dt} | {n:,} | {isa[lib][0]} | {isa[lib][1]} | "
                         f"{fmt_rate(a)} | {fmt_rate(b)} | {a / b:.2f}x |")
    return t


def targets_table(rows):
    t = ["| Speed target | Melem/s | Ratio | Required | Met? |", "|---|---:|---:|---:|---|"]
    t += [f"| {w} | {m} | {r} | {q} | {ok} |" for w, m, r, q, ok in rows]
    return t


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("kernels_csv")
    ap.add_argument("peers_csv")
    ap.add_argument("--md", default=str(ROOT / "bench" / "results.md"))
    ap.add_argument("--png", default=str(ROOT / "bench" / "throughput.png"))
    ap.add_argument("--seconds", default="", help="wall time of the run, for the header")
    ap.add_argument("--docs", default="", help="rewrite this docs/bench.md's bench sections")
    ap.add_argument("--readme", default="", help="rewrite this README's machine lines and summary")
    ap.add_argument("--perf", default="", help="`onnxm perf --json` of examples/sqrt_1000.onnx")
    ap.add_argument("--session", default="", help="CSV of bench/bench_session.py (large tensors)")
    ap.add_argument("--rss", default="", help="JSON of bench/peak_rss.py --json (large tensors)")
    ap.add_argument("--cpustat-start", default="", help="the /proc/stat 'cpu' line saved when the run began")
    args = ap.parse_args()

    kmeta, krows = read_csv(args.kernels_csv)
    pmeta, prows = read_csv(args.peers_csv)

    # cells[(impl, op, dtype, n, threads)] = (melem_s or None, note)
    cells, onnxm_impls, keys = {}, [], []
    for r in krows + prows:
        key = (r["impl"], r["op"], r["dtype"], int(r["n"]), int(r["threads"]))
        cells[key] = (float(r["melem_s"]) if r["melem_s"] else None, r["note"])
        if r["impl"].startswith("onnxm-") and "-vs-" not in r["impl"] and r["impl"] not in onnxm_impls:
            onnxm_impls.append(r["impl"])
        if r["impl"] == "onnxm-auto":
            keys.append(key[1:])
    def cell(impl, op, dt, n, t):
        return cells.get((impl, op, dt, n, t), (None, "not measured"))

    notes = []  # footnotes: one per distinct reason a cell is n/a

    def show(value_note):
        value, note = value_note
        if value is not None:
            return fmt_rate(value)
        note = note or "not measured"
        if note not in notes:
            notes.append(note)
        return f"n/a [{notes.index(note) + 1}]"

    # onnxm-scalar ... onnxm-avx512, then onnxm-auto last
    onnxm_impls.sort(key=lambda s: s == "onnxm-auto")
    head = ["op", "type", "n", "threads"] + onnxm_impls + ["auto / copy"] + [h for _, h in PEERS]
    table = ["| " + " | ".join(head) + " |",
             "|" + "|".join(["---"] * 4 + ["---:"] * (len(head) - 4)) + "|"]
    for op, dt, n, t in keys:
        auto, _ = cell("onnxm-auto", op, dt, n, t)
        copy, _ = cell("copy", op, dt, n, t)
        ratio = "n/a"
        if auto and copy:  # two significant digits, also when far below 1
            ratio = f"{auto / copy:.2f}" if auto / copy >= 0.1 else f"{auto / copy:.2g}"
        row = [op, dt, f"{n:,}", str(t)]
        row += [show(cell(i, op, dt, n, t)) for i in onnxm_impls]
        row += [ratio] + [show(cell(i, op, dt, n, t)) for i, _ in PEERS]
        table.append("| " + " | ".join(row) + " |")

    m = machine()
    # the CPU the kernels ran on, as onnxm_bench printed it (lscpu's
    # "Model name"): the tables of the README and docs/bench.md are filed
    # under it
    if kmeta.get("cpu_model"):
        m["model"] = kmeta["cpu_model"]
    now = datetime.datetime.now().astimezone().strftime("%Y-%m-%d %H:%M %Z")
    stolen = steal(args.cpustat_start) if args.cpustat_start else ""
    md = [
        "# onnxm throughput",
        "",
        "Generated by `make bench` (bench/bench.mk): bench/bench_kernels.c, "
        "bench/bench_peers.py and bench/report.py, all measured in one run on "
        "the machine below.  Do not edit by hand; rerun `make bench`.",
        "",
        "## Machine",
        "",
        f"- CPU: {m['model']}, {m['cpus']} logical CPUs "
        f"({m['threads_per_core']} per core), L3 {m['l3']}"
        + (f", virtualised ({m['hypervisor']})" if m["hypervisor"] else ""),
        f"- flags: {m['flags']}",
        f"- transparent huge pages: {m['thp']} (/sys/kernel/mm/transparent_hugepage/enabled)",
    ] + ([f"- steal time during the run (the host running others on these CPUs, /proc/stat): {stolen}"]
         if stolen else []) + [
        f"- date: {now}" + (f"; the three measuring steps took {args.seconds} s" if args.seconds else ""),
        f"- onnxm {kmeta.get('onnxm_version', '?')}{revision()} (auto = {kmeta.get('isa_selected', '?')}); "
        f"onnxruntime {pmeta.get('ort_version', '?')}; numpy {pmeta.get('numpy_version', '?')}; "
        f"ml_dtypes {pmeta.get('ml_dtypes_version', '?')}",
        "",
        "## How to read it",
        "",
        "Each cell is the median Melem/s (million elements per second, higher "
        "is better) over repeated samples of >= 1 ms after a warm-up, with "
        f">= {kmeta.get('min_time', '?')} s of samples per cell.  `threads` is "
        "1 or all CPUs: onnxm through `onnxm_unary_pool` (which keeps small "
        "tensors on one thread), ORT with `intra_op_num_threads`, the glibc "
        "loop, libmvec and the copy split over the same pool.  Inputs: each operator's "
        "typical inputs (onnxm_ops.def's ONNXM_OP_INPUTS rows): "
        + "; ".join(f"{k[len('inputs_'):]} {v}" for k, v in kmeta.items() if k.startswith("inputs_"))
        + ".",
        "",
        "- onnxm-scalar / -avx2 / -avx512 / -avx512bf16: `onnxm_unary_isa()` forcing that "
        "path; onnxm-auto: the path chosen at run time (what users get).",
        "- auto / copy: onnxm-auto divided by the copy rate; 1.0 means the "
        "kernel runs at the speed of copying its output (the memory bound "
        "once data leave the caches).",
        "- ORT: ONNX Runtime, one-node model, IO binding to preallocated "
        "buffers.  numpy: ufunc with `out=` (one thread only).",
        "- glibc loop: `y[i] = f(x[i])` through the C library one element at "
        "a time (float16/bfloat16 via float); copy: `memcpy` of the output bytes.",
        "- libmvec AVX-512 / AVX2: glibc's vector math library, AVX-512 variants "
        "(`_ZGVeN16v_asinhf`, `_ZGVeN8v_acos`, ...) and AVX2 variants "
        "(`_ZGVdN8v_asinhf`, `_ZGVdN4v_acos`, ...), float and double elementary "
        "functions that glibc has (asinh, acos, exp, log); fast and not correctly rounded (up to 4 ulp), the SIMD peers of "
        "the speed targets: AVX-512 of onnxm as dispatched, AVX2 of onnxm's "
        "AVX2 path.",
        "- plain AVX-512: the bare instruction loop for Sqrt and Reciprocal "
        "(load, widen, vsqrtps/vdivps or vsqrtpd/vdivpd, narrow with vcvtps2ph or "
        "vcvtneps2bf16, ordinary store; bench/plain_loops.c), the reference of "
        "the Sqrt/Reciprocal targets; not correctly rounded where "
        "vcvtneps2bf16 flushes subnormal results.",
        "- Paired rounds (targets section): on one thread, onnxm "
        "and a peer called in turns in one process, one call each per round "
        "(or as many as take 1 ms, the same for both), "
        "the median of each (15 rounds): at 65,536 elements and the largest size float and "
        "double elementary functions against ORT "
        "(bench_peers.py, onnxm through ctypes); at 65,536 elements and the largest "
        "size float and double elementary functions against libmvec, onnxm as dispatched "
        "against the AVX-512 functions and onnxm's AVX2 path against the AVX2 ones "
        "(bench_kernels.c); and float elementary functions on all threads "
        "against one thread (bench_kernels.c).  The speed targets against a peer "
        "and the thread-scaling ones are judged on these, since a drifting "
        "machine moves both alike; the table's cells were measured seconds "
        "(libmvec, threads) or minutes (ORT) apart.",
        "",
        "## Results",
        "",
    ] + table + [""]
    if notes:
        md += ["Cells marked n/a:", ""]
        md += [f"{i + 1}. {note}" for i, note in enumerate(notes)] + [""]
    md += ["![throughput](throughput.png)", ""]
    perf = json.loads(Path(args.perf).read_text()) if args.perf else None
    trows = targets(cells, perf)
    md += ["## Speed targets in this run", "",
           "Single thread unless noted; each ratio divides two cells of the table above.", ""]
    md += targets_table(trows) + [""]
    pairs = libmvec_pairs(cells)
    if len(pairs) > 2:
        md += ["## onnxm and libmvec in paired rounds", "",
               "One thread, called in turns (above): onnxm as dispatched against "
               "libmvec's AVX-512 functions, onnxm's AVX2 path against its AVX2 ones.", ""]
        md += pairs + [""]
    large = None
    if args.session:
        _, srows = read_csv(args.session)
        rss = json.loads(Path(args.rss).read_text()) if args.rss else None
        large = large_targets(srows, perf, rss)
        md += ["## Large-tensor targets in this run", "",
               "Large tensors through every interface (bench/bench_session.py, "
               "bench/peak_rss.py): 16,777,216 elements, one thread, each path and its "
               "reference in paired rounds (called in turns, order swapped each round, "
               "medians over the rounds).  Ratio: the path's speed over its reference's "
               "(for onnxm perf, onnxm_unary time / perf median; for sessions, ORT time / "
               "onnxm time; for onnxm.sqrt, out= time / allocating time).", ""]
        md += large_table(large, full=True) + [""]
    Path(args.md).write_text("\n".join(md))
    # CPU, flags, huge pages, [steal,] date, versions: up to the blank line
    machine_lines = md[6:md.index("", 6)]
    if args.docs:
        write_docs(Path(args.docs), m["model"], machine_lines, keys, cell, show, trows, large)
    if args.readme:
        write_readme(Path(args.readme), m["model"], machine_lines, keys, cell)

    plot(cells, keys, args.png, m["model"])


def large_targets(srows, perf, rss):
    """The large-tensor targets from bench_session.py's rows, the
    1,000-element perf run and peak_rss.py's figures: (group, what, measured,
    ratio, required, met) per row; group names the summary line of
    docs/bench.md."""
    out = []
    ms = lambda v: f"{float(v):.2f} ms"  # noqa: E731

    def add(group, what, r, need, measured):
        ratio = float(r["ratio"])
        out.append((group, what, measured, f"{ratio:.2f}x", f">= {need}x",
                    "yes" if ratio >= need else "**no**"))

    for r in srows:
        kind, op, dt = r["kind"], r["op"], r["dtype"]
        if kind == "perf":
            add("perf", f"`onnxm perf` / `onnxm_unary`, {op} {dt}", r, 0.9,
                f"{ms(r['onnxm_ms'])} / {ms(r['peer_ms'])}")
        elif kind == "session":
            if not r["ratio"]:
                continue  # ORT has no kernel: not a target (the note says why)
            need = SESSION_TARGETS.get((op, dt), 1.5)
            group = ("session-acos" if (op, dt) == ("Acos", "float") else
                     f"session-{op}-{dt}" if need != 1.5 else
                     "session-chain" if "->" in op else "session")
            add(group, f"`InferenceSession.run` / ORT's, {op.replace('->', ' → ')} {dt}", r,
                need, f"{ms(r['onnxm_ms'])} / {ms(r['peer_ms'])}")
        elif kind == "alloc":
            add("alloc", f"`onnxm.{op.lower()}(x)` allocating / `out=` loop, {dt}", r, 0.8,
                f"{ms(r['onnxm_ms'])} / {ms(r['peer_ms'])}")
    if perf and perf.get("median_ms"):
        us = perf["median_ms"] * 1e3
        out.append(("perf1000", "1,000-element float Sqrt through `onnxm perf`",
                    f"{us:.3f} µs per run", "n/a", "<= 0.5 µs", "yes" if us <= 0.5 else "**no**"))
    if rss:
        (a, b), (pa, pb) = rss["runs"], rss["peaks"]
        out.append(("rss", f"peak RSS, {rss['mib']} MiB model: {b:,} runs / {a:,} runs",
                    f"{pb / 2**20:.1f} / {pa / 2**20:.1f} MiB", f"{pb / pa:.3f}", "equal",
                    "yes" if rss["equal"] else "**no**"))
    return out


def large_table(rows, full):
    """Every row (results.md), or one per group with its worst ratio (the
    short table of docs/bench.md)."""
    t = ["| Large-tensor target | Measured | Ratio | Required | Met? |", "|---|---:|---:|---:|---|"]
    if full:
        return t + [f"| {w} | {m} | {r} | {q} | {ok} |" for _, w, m, r, q, ok in rows]
    summary = {
        "perf": "`onnxm perf` / `onnxm_unary` on preallocated buffers, every op × type",
        "session": "`InferenceSession.run` / ORT's, every op × type ORT has but those below",
        "session-acos": "`InferenceSession.run` / ORT's, float Acos (kernel-bound)",
        "session-chain": "`InferenceSession.run` / ORT's, Sqrt→Reciprocal→Sqrt→Reciprocal float",
        "alloc": "`onnxm.sqrt(x)` allocating / the `out=` loop, float",
    }
    seen = []
    for g, *_ in rows:
        if g not in seen:
            seen.append(g)
    for g in seen:
        group = [r for r in rows if r[0] == g]
        if g not in summary:
            t += [f"| {w} | {m} | {r} | {q} | {ok} |" for _, w, m, r, q, ok in group]
            continue
        worst = min(group, key=lambda r: float(r[3].rstrip("x")))
        met = "yes" if all(r[5] == "yes" for r in group) else "**no**"
        where = f"worst: {worst[1].rsplit(', ', 1)[-1]} " if len(group) > 1 else ""
        t.append(f"| {summary[g]} | {where}{worst[2]} | {worst[3]} | {worst[4]} | {met} |")
    return t


DOCS_COLS = ["onnxm-auto", "onnxm-avx2", "ort", "numpy", "libmvec", "libmvec-avx2", "plain",
             "libm", "copy"]
DOCS_HEAD = ["onnxm-auto", "onnxm-avx2", "ORT", "numpy", "libmvec AVX-512", "libmvec AVX2",
             "plain AVX-512", "glibc loop", "copy"]
# the README's summary: onnxm as dispatched over each of these
README_PEERS = [("ort", "ONNX Runtime"), ("numpy", "numpy"), ("libmvec", "libmvec"),
                ("copy", "memcpy")]


def replace_between(text, name, lines):
    start, end = f"<!-- bench:{name} -->", f"<!-- /bench:{name} -->"
    a, b = text.index(start) + len(start), text.index(end)
    return text[:a] + "\n" + "\n".join(lines) + "\n" + text[b:]


def between(text, name):
    """The lines between a block's markers."""
    start, end = f"<!-- bench:{name} -->", f"<!-- /bench:{name} -->"
    return text[text.index(start) + len(start):text.index(end)].strip("\n").splitlines()


CPU_MARK = re.compile(r"<!-- bench:cpu (.*) -->$")
CPU_LINE = re.compile(r"- CPU: (.*?), \S+ logical CPUs")


def cpu_sections(lines, legacy):
    """A block's lines as [(CPU model, lines)]: each section begins with a
    <!-- bench:cpu MODEL --> line.  Lines before the first such marker
    (a block written before there was one table per CPU) belong to the CPU
    that their own "- CPU:" line names, else to `legacy`, else to none:
    then they are dropped, since a table is no use without its machine."""
    out, cur = [], None
    for line in lines:
        m = CPU_MARK.match(line)
        if m:
            cur = (m.group(1), [])
            out.append(cur)
        elif cur is None:
            cur = (None, [line])
            out.append(cur)
        else:
            cur[1].append(line)
    if out and out[0][0] is None:
        body = out.pop(0)[1]
        named = next((m.group(1) for m in map(CPU_LINE.match, body) if m), legacy)
        if named and any(x.strip() for x in body) and named not in (c for c, _ in out):
            out.insert(0, (named, body))
    return [(c, [x for x in "\n".join(b).strip("\n").splitlines()]) for c, b in out]


def legacy_cpu(text):
    """The CPU model of the machine block's lines before its first CPU
    marker (the one machine of a file written before the per-CPU tables)."""
    if "<!-- bench:machine -->" not in text:
        return None
    for line in between(text, "machine"):
        if CPU_MARK.match(line):
            return None
        m = CPU_LINE.match(line)
        if m:
            return m.group(1)
    return None


def replace_for_cpu(text, name, model, lines, legacy):
    """Block `name` with `lines` as the section of CPU `model`: that CPU's
    section replaced where it was, a new CPU's appended after the others,
    every other CPU's kept as it was.  Sections are separated by a blank
    line."""
    sections = cpu_sections(between(text, name), legacy)
    if model in (c for c, _ in sections):
        sections = [(c, lines if c == model else b) for c, b in sections]
    else:
        sections.append((model, lines))
    out = []
    for c, b in sections:
        out += ([""] if out else []) + [f"<!-- bench:cpu {c} -->"] + b
    return replace_between(text, name, out)


def selection(keys, cell, show, cols, head, pick, sizes=True):
    """A table of the rows (op, dtype, n, threads) that pick accepts, in
    columns cols, without footnote markers (the text explains the n/a);
    without the n and threads columns unless sizes."""
    sel = ["| op | type | " + ("n | threads | " if sizes else "") + " | ".join(head) + " |",
           "|---|---|" + ("---:|---:|" if sizes else "") + "---:|" * len(head)]
    for op, dt, n, t in keys:
        if pick(n, t):
            vals = [show(cell(i, op, dt, n, t)) for i in cols]
            vals = ["n/a" if x.startswith("n/a") else x for x in vals]
            sel.append(f"| {op} | {dt} | " + (f"{n:,} | {t} | " if sizes else "")
                       + " | ".join(vals) + " |")
    return sel


def write_docs(path, model, machine_lines, keys, cell, show, trows, large=None):
    """docs/bench.md's sections: the machine, the selection (65,536
    elements on 1 thread and 16M on 1 and all threads), the speed targets
    and, when measured, the large-tensor targets (worst cell per target).
    Each block keeps one section per CPU model; this run replaces its
    CPU's (replace_for_cpu)."""
    text = path.read_text()
    legacy = legacy_cpu(text)
    caption = [f"**{model}**", ""]
    text = replace_for_cpu(text, "machine", model, machine_lines, legacy)
    text = replace_for_cpu(text, "selection", model, caption + selection(
        keys, cell, show, DOCS_COLS, DOCS_HEAD, lambda n, t: (n, t) == (MID, 1) or n == BIG),
        legacy)
    text = replace_for_cpu(text, "targets", model, caption + targets_table(trows), legacy)
    if large is not None and "<!-- bench:large -->" in text:
        # the CPU model and the huge-page mode, which the figures depend on
        text = replace_for_cpu(text, "large", model, [machine_lines[0], machine_lines[2], ""] +
                               large_table(large, full=False), legacy)
    path.write_text(text)


def fmt_ratio(r):
    return f"{r:.2f}x" if r < 10 else f"{r:.1f}x"


def readme_summary(model, rows):
    """The README's line for one CPU: for each peer, onnxm's rate over the
    peer's, median and range over the op x type cells where both ran.
    rows: [(op, dtype, {impl: Melem/s or None})] at 16M elements, one thread."""
    parts = []
    for impl, name in README_PEERS:
        r = sorted(v["onnxm-auto"] / v[impl] for _, _, v in rows
                   if v.get("onnxm-auto") and v.get(impl))
        if r:
            parts.append(f"/ {name} {fmt_ratio(statistics.median(r))} "
                         f"({fmt_ratio(r[0])} to {fmt_ratio(r[-1])}, {len(r)} cells)")
    return [f"- **{model}**: onnxm " + "; ".join(parts)]


def write_readme(path, model, machine_lines, keys, cell):
    """The README's summary of this run at 16M elements on one thread
    (readme_summary) and the machine (CPU, date, versions) it ran on.  One
    machine section and one summary line per CPU model; this run replaces
    its CPU's."""
    text = path.read_text()
    legacy = legacy_cpu(text)
    shown = [x for x in machine_lines if x.startswith(("- CPU:", "- date:", "- onnxm "))]
    text = replace_for_cpu(text, "machine", model, shown, legacy)
    rows = [(op, dt, {i: cell(i, op, dt, n, t)[0] for i in ["onnxm-auto"] + [p for p, _ in README_PEERS]})
            for op, dt, n, t in keys if (n, t) == (BIG, 1)]
    text = replace_for_cpu(text, "summary", model, readme_summary(model, rows), legacy)
    path.write_text(text)


def plot(cells, keys, png, model):
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    from matplotlib.lines import Line2D

    ops = list(dict.fromkeys(k[0] for k in keys))
    dtypes = list(dict.fromkeys(k[1] for k in keys))
    threads = sorted({k[3] for k in keys})
    colors = dict(zip(dtypes, ["tab:blue", "tab:orange", "tab:green", "tab:red",
                               "tab:purple", "tab:brown"]))
    styles = {"onnxm-auto": ("-", "o"), "ort": ("--", "s"), "copy": (":", None)}
    names = {"onnxm-auto": "onnxm (auto)", "ort": "ONNX Runtime", "copy": "memcpy"}

    fig, axes = plt.subplots(len(threads), len(ops), figsize=(4.2 * len(ops), 3.6 * len(threads)),
                             sharex=True, sharey=True, squeeze=False)
    for row, t in enumerate(threads):
        for col, op in enumerate(ops):
            ax = axes[row][col]
            for dt in dtypes:
                for impl, (ls, mk) in styles.items():
                    pts = []
                    for k in keys:
                        if k[0] == op and k[1] == dt and k[3] == t:
                            v, _ = cells.get((impl, op, dt, k[2], t), (None, ""))
                            if v:
                                pts.append((k[2], v))
                    if pts:
                        xs, ys = zip(*sorted(pts))
                        ax.plot(xs, ys, ls=ls, marker=mk, color=colors[dt], lw=1.6, ms=4,
                                alpha=0.6 if impl == "copy" else 1.0)
            ax.set_xscale("log")
            ax.set_yscale("log")
            ax.grid(True, which="major", alpha=0.3)
            ax.set_title(f"{op}, {t} thread{'s' if t > 1 else ''}", fontsize=11)
            if col == 0:
                ax.set_ylabel("Melem/s")
            if row == len(threads) - 1:
                ax.set_xlabel("elements")
    handles = [Line2D([], [], color=colors[d], lw=2.5, label=d) for d in dtypes]
    handles += [Line2D([], [], color="gray", ls=ls, marker=mk, label=names[i])
                for i, (ls, mk) in styles.items()]
    fig.legend(handles=handles, loc="lower center", ncol=len(handles), frameon=False,
               fontsize=10)
    fig.suptitle(f"Throughput against size ({model})", fontsize=12)
    fig.tight_layout(rect=(0, 0.06, 1, 0.97))
    fig.savefig(png, dpi=110)


if __name__ == "__main__":
    main()
