"""The C test programs (tests/c), once per build: Release and sanitizer.

They are discovered from CTest (`ctest --show-only=json-v1`), so whatever
tests/c/CMakeLists.txt registers with add_test() runs here with its command
(for a cross build, under the emulator CTest puts in front of it), working
directory, environment and timeout; a build without CTest data falls back to
the executables build/tests/c/test_*.  Each program is one pytest case; its
output is shown when it fails."""
from __future__ import annotations

import json
import os
import shutil
import subprocess
from pathlib import Path

import pytest

from conftest import BUILDS, NO_ASAN
from testlib import SANITIZER_EXIT, runner, sanitizer_env

DEFAULT_TIMEOUT = 3600  # seconds, for a test that sets no TIMEOUT property


def _ctest_tests(build: Path) -> list[dict]:
    ctest = shutil.which("ctest")
    if ctest is None or not (build / "CTestTestfile.cmake").exists():
        return []
    p = subprocess.run([ctest, "--test-dir", str(build), "--show-only=json-v1"],
                       capture_output=True, text=True, timeout=120)
    if p.returncode != 0:
        return []
    out = []
    for t in json.loads(p.stdout).get("tests", []):
        props = {pr["name"]: pr["value"] for pr in t.get("properties", [])}
        if "command" not in t or props.get("DISABLED"):
            continue
        out.append({
            "name": t["name"],
            "command": t["command"],
            "cwd": props.get("WORKING_DIRECTORY", str(build)),
            "env": props.get("ENVIRONMENT", []),
            "timeout": float(props.get("TIMEOUT", 0)) or DEFAULT_TIMEOUT,
            "will_fail": bool(props.get("WILL_FAIL", False)),
            "skip_code": int(props["SKIP_RETURN_CODE"]) if "SKIP_RETURN_CODE" in props else None,
        })
    return out


def _globbed_tests(build: Path) -> list[dict]:
    return [{"name": p.name, "command": [*runner(p), str(p)], "cwd": str(build), "env": [],
             "timeout": DEFAULT_TIMEOUT, "will_fail": False, "skip_code": None}
            for p in sorted((build / "tests" / "c").glob("test_*"))
            if p.is_file() and os.access(p, os.X_OK)]


def _discover() -> list:
    params = []
    for kind, build in BUILDS.items():
        if kind == "asan" and NO_ASAN:
            continue
        tests = _ctest_tests(build) or _globbed_tests(build)
        if not tests:
            params.append(pytest.param(kind, None, id=f"{kind}-none"))
        for t in tests:
            params.append(pytest.param(kind, t, id=f"{kind}-{t['name']}"))
    return params


@pytest.mark.parametrize("kind,test", _discover())
def test_c_program(kind, test):
    build = BUILDS[kind]
    if test is None:
        pytest.fail(f"no C test programs found in {build} (neither registered with CTest nor "
                    f"built as {build}/tests/c/test_*): run `make build` / `make test` first",
                    pytrace=False)
    env = sanitizer_env() if kind == "asan" else dict(os.environ)
    for kv in test["env"]:
        k, _, v = kv.partition("=")
        env[k] = v
    try:
        p = subprocess.run(test["command"], cwd=test["cwd"], env=env, stdin=subprocess.DEVNULL,
                           stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                           errors="replace", timeout=test["timeout"])
    except subprocess.TimeoutExpired as e:
        out = e.stdout.decode(errors="replace") if isinstance(e.stdout, bytes) else (e.stdout or "")
        pytest.fail(f"{test['name']} ({kind}) timed out after {test['timeout']:.0f} s\n{out[-8000:]}",
                    pytrace=False)
    detail = f"$ {' '.join(test['command'])}\n(exit status {p.returncode})\n{p.stdout[-12000:]}"
    if p.returncode < 0:
        pytest.fail(f"{test['name']} ({kind}) was killed by signal {-p.returncode}\n{detail}", pytrace=False)
    if test.get("skip_code") is not None and p.returncode == test["skip_code"]:
        pytest.skip(f"{test['name']} ({kind}): {p.stdout.strip()[-500:]}")
    if kind == "asan" and p.returncode == SANITIZER_EXIT:
        pytest.fail(f"{test['name']}: sanitizer report\n{detail}", pytrace=False)
    ok = (p.returncode != 0) if test["will_fail"] else (p.returncode == 0)
    if not ok:
        pytest.fail(f"{test['name']} ({kind}) failed\n{detail}", pytrace=False)
