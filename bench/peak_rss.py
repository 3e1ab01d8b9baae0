"""peak_rss.py -- peak memory of `onnxm run` on a chain of four operators
over a 64 MiB input, against the bound the model layer promises:

    peak RSS <= input + output + one intermediate + a small constant

(in practice: the input, one buffer that the chain runs in place in and that
becomes the output, and the process itself); and the peak of `onnxm perf`
after 1,000 runs of a 64 MiB model against after 10, which must be equal:
repeated runs reuse the session arena's blocks, they neither grow nor leak.
The child's peak resident set comes from its rusage as GNU time reports
it, so nothing is sampled.

    python bench/peak_rss.py --onnxm build/onnxm [--mib 64] [--runs 10,1000]

Prints one line per figure; exit status 1 if a bound is not met.
tests/python/test_peak_rss.py checks the same with measure() and
measure_runs()."""
from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

import numpy as np
from onnx import TensorProto, helper

MIB = 1 << 20
# The process itself: binary, libc, stacks, allocator slack, the small
# buffers of a run.  Measured at ~3 MiB; 16 MiB leaves room.
CONSTANT_BYTES = 16 * MIB
CHAIN = ("Sqrt", "Asinh", "Sqrt", "Acos")  # defined for every x in [0, 1)
TIME = "/usr/bin/time"  # GNU time (Debian package "time", scripts/deps.sh)


@dataclass
class PeakRss:
    input_bytes: int
    peak_bytes: int

    @property
    def bound_bytes(self) -> int:
        # input + output + one intermediate, all the input's size
        return 3 * self.input_bytes + CONSTANT_BYTES

    def report(self) -> str:
        m = lambda b: f"{b / MIB:.1f} MiB"  # noqa: E731
        return (f"peak_rss: onnxm run, {len(CHAIN)}-op chain ({' -> '.join(CHAIN)}) over "
                f"{m(self.input_bytes)} float32\n"
                f"peak_rss: peak RSS {m(self.peak_bytes)} "
                f"(= {self.peak_bytes / self.input_bytes:.2f} x input)\n"
                f"peak_rss: bound    {m(self.bound_bytes)} "
                f"(input + output + one intermediate + {m(CONSTANT_BYTES)})")


def write_case(d: Path, mib: int) -> tuple[Path, Path]:
    names = ["x", "t1", "t2", "t3", "y"]
    nodes = [helper.make_node(op, [names[i]], [names[i + 1]]) for i, op in enumerate(CHAIN)]
    g = helper.make_graph(nodes, "chain4",
                          [helper.make_tensor_value_info("x", TensorProto.FLOAT, ["N"])],
                          [helper.make_tensor_value_info("y", TensorProto.FLOAT, ["N"])])
    m = helper.make_model(g, opset_imports=[helper.make_opsetid("", 13)], ir_version=7)
    model = d / "chain4.onnx"
    model.write_bytes(m.SerializeToString())
    n = mib * MIB // 4
    x = np.linspace(0.0, 0.999, n, dtype=np.float32)
    inp = d / "x.npy"
    np.save(inp, x)
    return model, inp


def measure(onnxm: Path, mib: int = 64) -> PeakRss:
    with tempfile.TemporaryDirectory(prefix="onnxm_rss_") as tmp:
        d = Path(tmp)
        model, inp = write_case(d, mib)
        argv = [str(onnxm), "run", str(model), "-i", f"x={inp}", "-o", str(d / "out"),
                "--format", "npy"]
        # GNU time forks onnxm from its own small process and reports the
        # child's ru_maxrss.  Measuring from here would not do: a child
        # forked from this (large) Python process starts with its resident
        # set, and the kernel keeps that high-water mark across exec.
        rss_file = d / "maxrss_kib"
        p = subprocess.run([TIME, "-f", "%M", "-o", str(rss_file), *argv],
                           stdin=subprocess.DEVNULL, capture_output=True, text=True)
        if p.returncode != 0:
            raise RuntimeError(f"{' '.join(argv)} failed ({p.returncode}): {p.stderr}")
        peak_kib = int(rss_file.read_text().split()[-1])
        y = np.load(d / "out" / "y.npy")
        if y.shape != (mib * MIB // 4,):
            raise RuntimeError(f"unexpected output shape {y.shape}")
        return PeakRss(mib * MIB, peak_kib * 1024)


# Two peaks of the same model differ by this much at most and count as
# equal: the kernel's accounting of a peak is in pages, and the process's
# own small allocations (perf's array of timings grows with the runs: 8
# bytes each) may touch a page or two more.
EQUAL_SLACK_BYTES = 256 << 10

# The peak counts file-backed pages too, and how many of the binary's and
# the libraries' pages a fault maps around it depends on where address
# space layout randomization put them: two runs of one command differed by
# up to ~100 KiB of file pages (anonymous memory within 8 KiB), and by
# 272 KiB under CI's load, over the slack.  `setarch -R` runs the child
# without randomization, which makes its peak repeat to the KiB.  Where the
# personality call is refused (Docker's default seccomp profile), the runs
# go without it.
SETARCH = "/usr/bin/setarch"


def _no_aslr_prefix() -> list[str]:
    try:
        ok = subprocess.run([SETARCH, "-R", "true"], stdin=subprocess.DEVNULL,
                            capture_output=True).returncode == 0
    except OSError:
        ok = False
    return [SETARCH, "-R"] if ok else []


@dataclass
class RepeatedRss:
    mib: int
    runs: tuple[int, int]
    peaks: tuple[int, int]
    aslr_off: bool

    @property
    def equal(self) -> bool:
        return abs(self.peaks[1] - self.peaks[0]) <= EQUAL_SLACK_BYTES

    def report(self) -> str:
        m = lambda b: f"{b / MIB:.1f} MiB"  # noqa: E731
        return (f"peak_rss: onnxm perf, Sqrt over {self.mib} MiB float32, one thread: peak RSS "
                f"{m(self.peaks[0])} after {self.runs[0]} runs, {m(self.peaks[1])} after "
                f"{self.runs[1]} ({'equal' if self.equal else 'NOT EQUAL'}: difference "
                f"{(self.peaks[1] - self.peaks[0]) / 1024:+.0f} KiB; address randomization "
                f"{'off' if self.aslr_off else 'on: setarch -R refused'})")


def measure_runs(onnxm: Path, mib: int = 64, runs: tuple[int, int] = (10, 1000)) -> RepeatedRss:
    """Peak RSS of `onnxm perf` (steady-state runs of one session, outputs
    freed after each) for two run counts.  perf's warm-up is a tenth of the
    runs (at least 3), so the counts are the timed runs."""
    with tempfile.TemporaryDirectory(prefix="onnxm_rss_") as tmp:
        d = Path(tmp)
        n = mib * MIB // 4
        g = helper.make_graph([helper.make_node("Sqrt", ["x"], ["y"])], "sqrt",
                              [helper.make_tensor_value_info("x", TensorProto.FLOAT, [n])],
                              [helper.make_tensor_value_info("y", TensorProto.FLOAT, [n])])
        model = d / "sqrt.onnx"
        model.write_bytes(helper.make_model(g, opset_imports=[helper.make_opsetid("", 13)],
                                            ir_version=7).SerializeToString())
        prefix = _no_aslr_prefix()
        peaks = []
        for count in runs:
            rss_file = d / "maxrss_kib"
            argv = [str(onnxm), "perf", str(model), "--threads", "1", "--iterations", str(count)]
            p = subprocess.run([TIME, "-f", "%M", "-o", str(rss_file), *prefix, *argv],
                               stdin=subprocess.DEVNULL, capture_output=True, text=True)
            if p.returncode != 0:
                raise RuntimeError(f"{' '.join(argv)} failed ({p.returncode}): {p.stderr}")
            peaks.append(int(rss_file.read_text().split()[-1]) * 1024)
        return RepeatedRss(mib, tuple(runs), tuple(peaks), bool(prefix))


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--onnxm", type=Path, default=Path("build/onnxm"))
    ap.add_argument("--mib", type=int, default=64)
    ap.add_argument("--runs", default="10,1000")
    ap.add_argument("--json", type=Path, help="also write the figures here")
    a = ap.parse_args()
    r = measure(a.onnxm, a.mib)
    print(r.report())
    ok = r.peak_bytes <= r.bound_bytes
    print(f"peak_rss: {'within the bound' if ok else 'OVER THE BOUND'}")
    runs = tuple(int(v) for v in a.runs.split(","))
    rr = measure_runs(a.onnxm, a.mib, runs)
    print(rr.report())
    if a.json:
        a.json.write_text(json.dumps({"chain_peak": r.peak_bytes, "chain_bound": r.bound_bytes,
                                      "mib": rr.mib, "runs": rr.runs, "peaks": rr.peaks,
                                      "equal": rr.equal, "aslr_off": rr.aslr_off}))
    return 0 if ok and rr.equal else 1


if __name__ == "__main__":
    sys.exit(main())
