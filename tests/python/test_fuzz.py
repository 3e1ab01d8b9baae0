"""The fuzz targets (fuzz/): each libFuzzer target runs for
ONNXM_FUZZ_SECONDS (default 30; `make fuzz` runs them for minutes) from
the generated seed corpus and the
committed regression inputs, two at a time; and the regression inputs plus
the seeds are replayed through the ordinary Release and ASan builds
(fuzz_<target>_replay; or the emulated cross build), so that a fixed finding
stays fixed everywhere.

The fuzz build is the sanitizer build, build-asan (make asan; override with
ONNXM_FUZZ_BUILD_DIR); ONNXM_NO_FUZZ=1 skips the libFuzzer runs visibly."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import BUILDS, NO_ASAN
from testlib import REPO, SANITIZER_EXIT, runner, sanitizer_env

sys.path.insert(0, str(REPO / "fuzz"))
import run_fuzzers  # noqa: E402

FUZZ_BUILD = Path(os.environ.get("ONNXM_FUZZ_BUILD_DIR", REPO / "build-asan"))
FUZZ_SECONDS = int(os.environ.get("ONNXM_FUZZ_SECONDS", "30"))
NO_FUZZ = os.environ.get("ONNXM_NO_FUZZ", "") not in ("", "0")


# The runs, once per process: pytest-xdist tears a worker's module fixtures
# down whenever its queue of tests runs dry (it does not know the next
# test yet), and a fixture alone would then fuzz the targets again.
_RESULTS: dict = {}


@pytest.fixture(scope="module")
def fuzz_results():
    if NO_FUZZ:
        pytest.skip("ONNXM_NO_FUZZ set: libFuzzer targets not run")
    missing = [t for t in run_fuzzers.TARGETS if not (FUZZ_BUILD / "fuzz" / f"fuzz_{t}").is_file()]
    if missing:
        pytest.fail(f"fuzz targets {missing} not built in {FUZZ_BUILD}: run `make fuzz-build` "
                    f"(or `make test`)", pytrace=False)
    if not _RESULTS:
        _RESULTS.update(run_fuzzers.run_all(FUZZ_BUILD, FUZZ_SECONDS, jobs=2))
    return _RESULTS


@pytest.mark.parametrize("target", run_fuzzers.TARGETS)
def test_fuzz_target(fuzz_results, target):
    r = fuzz_results[target]
    print(r.summary())
    assert r.ok, f"{r.summary()}\n{r.log_tail}"
    # at least 10 inputs a second (fuzz_kernels, the slowest, runs about 70
    # alone on Zen 4): fewer means a target stuck or starved, not fuzzing
    assert r.runs >= 10 * FUZZ_SECONDS, f"fuzz_{target} barely ran\n{r.log_tail}"


@pytest.fixture(scope="module")
def seeds(tmp_path_factory):
    d = tmp_path_factory.mktemp("fuzz_seeds")
    subprocess.run([sys.executable, str(REPO / "fuzz" / "make_corpus.py"), str(d)], check=True,
                   stdout=subprocess.DEVNULL)
    return d


@pytest.mark.parametrize("kind", list(BUILDS))
@pytest.mark.parametrize("target", run_fuzzers.TARGETS)
def test_replay_regressions(kind, target, seeds):
    if kind == "asan" and NO_ASAN:
        pytest.skip("ONNXM_NO_ASAN set: sanitizer build not tested")
    exe = BUILDS[kind] / "fuzz" / f"fuzz_{target}_replay"
    if not exe.is_file():
        pytest.fail(f"{exe} not found: build it first (`make build` / `make asan`)",
                    pytrace=False)
    # git keeps no empty directory: a target without findings has none in a clone
    regressions = REPO / "fuzz" / "regressions" / target
    dirs = [str(d) for d in (regressions, seeds / target) if d.is_dir()]
    p = subprocess.run([*runner(exe), str(exe), *dirs], env=sanitizer_env(),
                       stdin=subprocess.DEVNULL, capture_output=True, text=True,
                       errors="replace", timeout=600)
    out = p.stdout + p.stderr
    assert p.returncode != SANITIZER_EXIT, f"sanitizer report replaying {target}\n{out[-8000:]}"
    assert p.returncode == 0, f"replay of {target} failed ({p.returncode})\n{out[-8000:]}"
    assert "replayed" in p.stdout
