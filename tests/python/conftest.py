"""Fixtures of the onnxm test suite.

The builds are found in <repo>/build and <repo>/build-asan (override with
ONNXM_BUILD_DIR / ONNXM_ASAN_BUILD_DIR); `make test` makes both before it
runs pytest.  Set ONNXM_NO_ASAN=1 to leave the sanitizer build out (the
tests that need it are then skipped, visibly).

A cross build as ONNXM_BUILD_DIR (make test-aarch64: build-aarch64, whose
onnxm_target.json names an emulator) is the only build under test, named
after its processor ("aarch64"); it has no sanitizer build.  Its programs
run under the emulator (testlib.runner)."""
from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from testlib import REPO, build_target  # noqa: E402

from testlib import BUILD_DIR  # noqa: E402  (ONNXM_BUILD_DIR, or <repo>/build)
ASAN_BUILD_DIR = Path(os.environ.get("ONNXM_ASAN_BUILD_DIR", REPO / "build-asan"))
TARGET = build_target(BUILD_DIR)
EMULATED = bool(TARGET["emulator"])
NO_ASAN = os.environ.get("ONNXM_NO_ASAN", "") not in ("", "0")

BUILDS = {TARGET["processor"]: BUILD_DIR} if EMULATED else {"release": BUILD_DIR, "asan": ASAN_BUILD_DIR}


def _binary(build_dir: Path) -> Path:
    exe = build_dir / "onnxm"
    if not (exe.is_file() and os.access(exe, os.X_OK)):
        pytest.fail(f"{exe} not found: build it first (`make build`, or `make test` for both builds)",
                    pytrace=False)
    return exe


@pytest.fixture(scope="session")
def onnxm_bin() -> Path:
    """build/onnxm, the Release CLI."""
    return _binary(BUILD_DIR)


@pytest.fixture(scope="session")
def onnxm_asan_bin() -> Path:
    """build-asan/onnxm, the CLI of the sanitizer build (make asan: clang, ASan + UBSan)."""
    if EMULATED:
        pytest.skip(f"{BUILD_DIR} is an emulated cross build: it has no sanitizer build")
    if NO_ASAN:
        pytest.skip("ONNXM_NO_ASAN set: sanitizer build not tested")
    return _binary(ASAN_BUILD_DIR)


@pytest.fixture(scope="session", params=list(BUILDS))
def cli(request) -> Path:
    """Each CLI build in turn (tests that must hold under both): Release and
    sanitizer natively, the cross build alone when emulated."""
    if request.param == "asan":
        return request.getfixturevalue("onnxm_asan_bin")
    return request.getfixturevalue("onnxm_bin")


@pytest.fixture(scope="session")
def onnx_module():
    """The onnx package of the test venv (requirements-dev.txt)."""
    import onnx

    return onnx


@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(config, items):
    """How `make pytest` spreads the suite over its pytest-xdist workers
    (--dist loadgroup): each module runs whole on one worker, so that its
    module fixtures (an install, a fuzzing run, a venv) are made once --
    except test_c_suite.py, whose C programs, the longest tests by far,
    are each a group of their own and come first, the ones registered last
    (the cores' and the exact paths' sweeps) first, so that no worker is
    left with a tail of them.  Without xdist the marks do nothing and only
    the order changes."""
    c_suite = [i for i in items if i.nodeid.split("::")[0].endswith("test_c_suite.py")]
    rest = [i for i in items if not i.nodeid.split("::")[0].endswith("test_c_suite.py")]
    for item in c_suite:
        item.add_marker(pytest.mark.xdist_group(item.nodeid))
    for item in rest:
        item.add_marker(pytest.mark.xdist_group(item.nodeid.split("::")[0]))
    items[:] = c_suite[::-1] + rest


def pytest_collection_finish(session):
    """Under --dist loadgroup, pytest-xdist's worker has tagged each test's
    nodeid with its group ("...@test_fuzz.py") by now; a pytest that keeps
    it from doing so (requirements-dev.txt) would scatter every module's
    tests over the workers, each making the module's fixtures again.
    Refused, rather than run slower unnoticed."""
    items = session.items
    if getattr(session.config.option, "loadgroup", False) and items and not all("@" in i.nodeid for i in items):
        raise pytest.UsageError("pytest-xdist's --dist loadgroup did not tag the tests' node ids with their "
                                "groups under this pytest (see requirements-dev.txt): the modules would "
                                "be split across workers")


def pytest_configure(config):
    # declared here too, so that --strict-markers accepts the groups when
    # pytest-xdist is not loaded (-p no:xdist)
    config.addinivalue_line("markers", "xdist_group(name): the pytest-xdist group (conftest.py)")
