"""run_fuzzers.py -- runs the libFuzzer targets of a fuzz build for a set
time each, a few at a time, and reports executions, exec/s and findings.

    python fuzz/run_fuzzers.py --build build-asan --seconds 300 [--jobs 2]

Each target starts from the seed corpus (fuzz/make_corpus.py, written into
BUILD/seeds/), the committed regression inputs (fuzz/regressions/<target>/)
and the corpus it grew before (BUILD/corpus/<target>/).  A crash, sanitizer
report, timeout or out-of-memory leaves the input in BUILD/artifacts/<target>/
and makes the exit status 1: minimise it, fix the bug, and commit the input
under fuzz/regressions/<target>/ so that every build replays it.
tests/python/test_fuzz.py uses run_all() for `make test`."""
from __future__ import annotations

import argparse
import re
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

FUZZ_DIR = Path(__file__).resolve().parent
TARGETS = ("model", "tensor_pb", "npy", "kernels")
# libFuzzer options of one target.  fuzz_kernels runs every kernel of every
# ISA, so its inputs light up ~65,000 coverage features; libFuzzer's default
# (entropic) schedule updates a frequency per feature on every run, which
# took 80% of its time (9 runs/s instead of 54, on Zen 4 with the seed
# corpus): it uses the plain schedule.
TARGET_OPTIONS = {"kernels": ["-entropic=0"]}


@dataclass
class FuzzResult:
    target: str
    returncode: int
    runs: int
    exec_per_s: int
    artifacts: list[Path]
    log_tail: str

    @property
    def ok(self) -> bool:
        return self.returncode == 0 and not self.artifacts

    def summary(self) -> str:
        state = "ok" if self.ok else f"FAILED (exit {self.returncode})"
        found = "".join(f"\n  found: {a}" for a in self.artifacts)
        return f"fuzz_{self.target}: {self.runs} runs, {self.exec_per_s} exec/s: {state}{found}"


def make_seeds(build: Path, python: str = sys.executable) -> Path:
    seeds = build / "seeds"
    subprocess.run([python, str(FUZZ_DIR / "make_corpus.py"), str(seeds)], check=True,
                   stdout=subprocess.DEVNULL)
    return seeds


def run_one(build: Path, target: str, seconds: int, seeds: Path) -> FuzzResult:
    exe = build / "fuzz" / f"fuzz_{target}"
    corpus = build / "corpus" / target
    artifacts = build / "artifacts" / target
    corpus.mkdir(parents=True, exist_ok=True)
    artifacts.mkdir(parents=True, exist_ok=True)
    before = set(artifacts.iterdir())
    # git keeps no empty directory: a target with no regression yet has none
    # in a clone, and libFuzzer refuses a corpus directory that is missing
    dirs = [corpus, seeds / target, FUZZ_DIR / "regressions" / target]
    cmd = [str(exe), f"-max_total_time={seconds}", "-timeout=20", "-rss_limit_mb=2048",
           "-print_final_stats=1", f"-artifact_prefix={artifacts}/", *TARGET_OPTIONS.get(target, []),
           *(str(d) for d in dirs if d.is_dir())]
    p = subprocess.run(cmd, stdin=subprocess.DEVNULL, capture_output=True, text=True,
                       errors="replace", timeout=seconds + 300)
    log = p.stdout + p.stderr
    runs = re.search(r"stat::number_of_executed_units:\s*(\d+)", log)
    speed = re.search(r"stat::average_exec_per_sec:\s*(\d+)", log)
    return FuzzResult(target, p.returncode, int(runs.group(1)) if runs else 0,
                      int(speed.group(1)) if speed else 0,
                      sorted(set(artifacts.iterdir()) - before), log[-6000:])


def run_all(build: Path, seconds: int, jobs: int = 2, targets=TARGETS,
            python: str = sys.executable) -> dict[str, FuzzResult]:
    seeds = make_seeds(build, python)
    with ThreadPoolExecutor(max_workers=jobs) as pool:
        futures = {t: pool.submit(run_one, build, t, seconds, seeds) for t in targets}
        return {t: f.result() for t, f in futures.items()}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--build", type=Path, default=Path("build-asan"))
    ap.add_argument("--seconds", type=int, default=300)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--targets", nargs="*", default=list(TARGETS))
    a = ap.parse_args()
    results = run_all(a.build, a.seconds, a.jobs, a.targets)
    for r in results.values():
        print(r.summary())
        if not r.ok:
            print(r.log_tail)
    return 0 if all(r.ok for r in results.values()) else 1


if __name__ == "__main__":
    sys.exit(main())
