"""The thread pool and the multi-threaded session test under
ThreadSanitizer: 8 threads run one session (with a pool) on different inputs
for a few seconds, and test_threadpool.c drives the pool itself; a data race,
or a wrong result, fails them.  The build is build-tsan (make tsan; override
with ONNXM_TSAN_BUILD_DIR; ONNXM_NO_TSAN=1 skips it visibly)."""
from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest

from testlib import REPO, SANITIZER_EXIT

TSAN_BUILD = Path(os.environ.get("ONNXM_TSAN_BUILD_DIR", REPO / "build-tsan"))


def run_under_tsan(name: str, extra_env: dict[str, str], timeout: int) -> str:
    """Runs build-tsan's tests/c/<name>; fails on a ThreadSanitizer report or
    a non-zero exit; returns its output."""
    if os.environ.get("ONNXM_NO_TSAN", "") not in ("", "0"):
        pytest.skip("ONNXM_NO_TSAN set: ThreadSanitizer build not tested")
    exe = TSAN_BUILD / "tests" / "c" / name
    if not exe.is_file():
        pytest.fail(f"{exe} not found: run `make tsan` (or `make test`)", pytrace=False)
    env = dict(os.environ,
               TSAN_OPTIONS=f"halt_on_error=1:exitcode={SANITIZER_EXIT}:second_deadlock_stack=1")
    env.pop("ONNXM_POOL_SPIN_US", None)
    env.update(extra_env)
    p = subprocess.run([str(exe)], env=env, stdin=subprocess.DEVNULL, capture_output=True,
                       text=True, errors="replace", timeout=timeout)
    out = p.stdout + p.stderr
    print(out[-2000:])
    assert "WARNING: ThreadSanitizer" not in out and p.returncode != SANITIZER_EXIT, \
        f"ThreadSanitizer report\n{out[-12000:]}"
    assert p.returncode == 0, f"{name} failed (exit {p.returncode})\n{out[-12000:]}"
    return out


def test_session_threads_under_tsan():
    out = run_under_tsan("test_session_threads", {"ONNXM_THREAD_TEST_SECONDS": "4"}, 600)
    assert "0 wrong" in out


@pytest.mark.parametrize("spin_us", ["", "0"], ids=["spinning", "sleeping"])
def test_threadpool_under_tsan(spin_us):
    """The pool itself (spin-then-sleep handshake, concurrent callers on one
    pool, 1..5 threads), with the default spinning and with
    ONNXM_POOL_SPIN_US=0 (every hand-over through the condition variables)."""
    out = run_under_tsan("test_threadpool", {"ONNXM_POOL_SPIN_US": spin_us} if spin_us else {}, 900)
    assert "test_threadpool: passed" in out
