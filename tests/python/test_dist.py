"""What `make dist` ships: the wheel, the sdist and the source
tarball in dist/ (ONNXM_DIST_DIR), which `make test` makes before pytest.

The wheel is installed into a fresh virtual environment with no compiler
or CMake to be found, and runs a model there; it runs again with a stub
libprotobuf-c.so.1 (no symbols; its constructor exits) first on the library
path, under which a library that needs protobuf-c cannot load (shown on the
system-linked build/libonnxm.so).  The sdist is unpacked and built offline.  Expected values: the version from
include/onnxm.h, the allowed libraries from auditwheel's own policy file,
model results from the mpmath oracle."""
from __future__ import annotations

import email.parser
import importlib.metadata
import json
import os
import re
import subprocess
import sys
import tarfile
import zipfile
from pathlib import Path

import pytest

from conftest import BUILD_DIR
from distlib import (EXAMPLE_MODEL, EXAMPLE_X, SOVERSION, VERSION, api, clean_env,
                     defined_globals, expected_example_lines, readelf_dynamic, readme_command, sh)
from testlib import REPO

DIST = Path(os.environ.get("ONNXM_DIST_DIR", REPO / "dist"))
VENV_BIN = Path(sys.executable).parent
STUB_EXIT = 97  # the stub libprotobuf-c.so.1's exit status when its constructor runs

# Runs the example model with the installed package; prints where onnxm came
# from, its version, then "<output> <float32 encodings>" per output.
RUN_EXAMPLE = f"""
import sys, numpy as np, onnxm
print(onnxm.__file__); print(onnxm.__version__)
x = np.array([{", ".join(EXAMPLE_X)}], dtype=np.float32)
sess = onnxm.InferenceSession(sys.argv[1])
for o, a in zip(sess.get_outputs(), sess.run(None, {{"x": x}})):
    print(o.name, " ".join(f"{{b:08x}}" for b in a.view(np.uint32)))
"""


def _one(pattern: str) -> Path:
    found = sorted(DIST.glob(pattern))
    if len(found) != 1:
        pytest.fail(f"{DIST}/{pattern}: {len(found)} files ({[f.name for f in found]}); "
                    "run `make dist` (or `make test`)", pytrace=False)
    return found[0]


@pytest.fixture(scope="module")
def wheel() -> Path:
    return _one(f"onnxm-{VERSION}-py3-none-manylinux_*_x86_64.whl")


@pytest.fixture(scope="module")
def wheel_tree(wheel, tmp_path_factory) -> Path:
    d = tmp_path_factory.mktemp("wheel")
    zipfile.ZipFile(wheel).extractall(d)
    return d


def _fresh_venv(where: Path) -> Path:
    """A new virtual environment (no pip of its own) whose numpy and
    ml_dtypes are the test venv's, linked in with their metadata, so that
    pip resolves the wheel's dependencies offline."""
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(where)], check=True)
    site = next((where / "lib").glob("python3*/site-packages"))
    for name in ("numpy", "ml_dtypes"):
        dist = importlib.metadata.distribution(name)
        tops = {Path(str(f)).parts[0] for f in dist.files if not str(f).startswith("..")}
        for top in tops:
            (site / top).symlink_to(Path(dist.locate_file(top)))
    return where


def _pip_install_without_compiler(venv: Path, wheel: Path, tmp: Path) -> None:
    """pip install of the wheel with CC=false and a PATH on which every
    compiler and build tool is a stub that logs its use and fails."""
    stubs, log = tmp / "no-compilers", tmp / "compilers-called.log"
    stubs.mkdir()
    for tool in ("cc", "gcc", "c++", "g++", "clang", "ld", "cmake", "ninja", "make", "pkg-config"):
        (stubs / tool).write_text(f"#!/bin/sh\necho {tool} >> {log}\nexit 1\n")
        (stubs / tool).chmod(0o755)
    env = clean_env(PATH=str(stubs), CC="false", CXX="false", PIP_NO_INPUT="1",
                    PIP_DISABLE_PIP_VERSION_CHECK="1")
    readme_command(f"pip install dist/onnxm-{VERSION}-py3-none-manylinux_*_x86_64.whl")
    sh(f"{VENV_BIN}/python -m pip --python {venv}/bin/python install --no-index --no-cache-dir "
       f"{wheel}", cwd=tmp, env=env)
    assert not log.exists(), f"pip install called {log.read_text().split()}"


@pytest.fixture(scope="module")
def installed(wheel, tmp_path_factory) -> Path:
    """A fresh venv with the wheel installed (no compiler): its python."""
    tmp = tmp_path_factory.mktemp("fresh")
    venv = _fresh_venv(tmp / "venv")
    _pip_install_without_compiler(venv, wheel, tmp)
    return venv / "bin" / "python"


def _run_example(python: Path, cwd: Path, **env) -> subprocess.CompletedProcess:
    return subprocess.run([str(python), "-c", RUN_EXAMPLE, str(EXAMPLE_MODEL)], cwd=cwd,
                          capture_output=True, text=True, env=clean_env(**env), timeout=120)


def _check_example(r: subprocess.CompletedProcess, venv_python: Path) -> None:
    assert r.returncode == 0, r.stderr
    where, version, *outputs = r.stdout.splitlines()
    assert Path(where).is_relative_to(venv_python.parent.parent), f"onnxm imported from {where}"
    assert version == VERSION
    assert outputs == expected_example_lines()


# ---------------------------------------------------------------- the wheel
def test_wheel_tag_is_what_auditwheel_says(wheel, wheel_tree):
    """auditwheel show: the wheel is consistent with the platform tag in its
    name, and the WHEEL file declares the same tags."""
    r = sh(f"{VENV_BIN}/auditwheel show {wheel}", cwd=wheel.parent, env=clean_env())
    text = " ".join(r.stdout.split())
    m = re.search(r'is consistent with the following platform tag: "([^"]+)"', text)
    assert m, r.stdout
    plat = wheel.name[len(f"onnxm-{VERSION}-py3-none-"):-len(".whl")]
    assert m.group(1) in plat.split("."), (m.group(1), plat)
    meta = (wheel_tree / f"onnxm-{VERSION}.dist-info" / "WHEEL").read_text()
    assert sorted(re.findall(r"^Tag: (.+)$", meta, re.M)) == \
        sorted(f"py3-none-{p}" for p in plat.split("."))


def _policy(plat: str) -> dict:
    """auditwheel's own description of a manylinux policy (its JSON file,
    which names policies without the architecture)."""
    import auditwheel
    plat = plat.removesuffix("_x86_64")
    files = list(Path(auditwheel.__file__).parent.glob("policy/manylinux-policy.json"))
    assert len(files) == 1, files
    for p in json.loads(files[0].read_text()):
        if p["name"] == plat or plat in p.get("aliases", []):
            return p
    pytest.fail(f"no auditwheel policy {plat}")


def test_wheel_library_needs_only_the_allow_list(wheel, wheel_tree):
    """onnxm/libonnxm.so needs only libraries of the manylinux allow-list or
    ones the wheel carries (none today: protobuf-c is linked in), never the
    system's libprotobuf-c.so.1; it looks for libraries in the wheel only
    and exports the API."""
    lib = wheel_tree / "onnxm" / "libonnxm.so"
    shipped = {p.name for p in wheel_tree.rglob("*.so*")}
    assert "libonnxm.so" in shipped
    plat = wheel.name[len(f"onnxm-{VERSION}-py3-none-"):-len(".whl")].split(".")[0]
    allowed = set(_policy(plat)["lib_whitelist"])
    tags = readelf_dynamic(lib)
    assert tags["NEEDED"] and set(tags["NEEDED"]) <= allowed | shipped, \
        (tags["NEEDED"], sorted(allowed), sorted(shipped))
    assert "libprotobuf-c.so.1" not in tags["NEEDED"]
    # a path, if any (auditwheel's, to libraries it bundles), inside the wheel
    paths = [p for entry in tags["RPATH"] + tags["RUNPATH"] for p in entry.split(":")]
    assert all(p.startswith("$ORIGIN") for p in paths), paths
    assert paths == [] or shipped != {"libonnxm.so"}, paths
    assert tags["SONAME"] == [f"libonnxm.so.{SOVERSION}"]
    assert defined_globals(lib, dynamic=True) == api()
    if not [n for n in shipped if "protobuf" in n]:  # linked in: its licence goes along
        assert "protobuf-c" in (wheel_tree / "onnxm" / "LICENSE.protobuf-c").read_text()


def test_wheel_metadata(wheel_tree):
    meta = email.parser.Parser().parsestr(
        (wheel_tree / f"onnxm-{VERSION}.dist-info" / "METADATA").read_text())
    assert meta["Name"] == "onnxm" and meta["Version"] == VERSION
    assert {r.split(">")[0] for r in meta.get_all("Requires-Dist") if "extra" not in r} == \
        {"numpy", "ml_dtypes"}


def test_wheel_carries_the_licence(wheel_tree):
    """PEP 639: License-Expression: MIT, and the repository's LICENSE in the
    .dist-info's licenses/ directory, named by a License-File field."""
    info = wheel_tree / f"onnxm-{VERSION}.dist-info"
    meta = email.parser.Parser().parsestr((info / "METADATA").read_text())
    assert meta["License-Expression"] == "MIT"
    assert meta.get_all("License-File") == ["LICENSE"]
    assert (info / "licenses" / "LICENSE").read_bytes() == (REPO / "LICENSE").read_bytes()
    # the expression replaces the old field and classifier (PEP 639)
    assert meta["License"] is None
    assert not [c for c in meta.get_all("Classifier") or [] if c.startswith("License ::")]


def test_wheel_runs_a_model_in_a_fresh_venv(installed, tmp_path):
    """Installed with no compiler in sight, away from the source tree."""
    _check_example(_run_example(installed, tmp_path), installed)


@pytest.fixture(scope="module")
def stub_protobuf_c(tmp_path_factory) -> Path:
    """A directory holding a libprotobuf-c.so.1 that ends the process with
    STUB_EXIT as soon as it is loaded."""
    d = tmp_path_factory.mktemp("stub")
    (d / "stub.c").write_text(
        "#include <unistd.h>\n"
        "__attribute__((constructor)) static void stub(void)\n"
        f"{{ write(2, \"stub libprotobuf-c.so.1 loaded\\n\", 31); _exit({STUB_EXIT}); }}\n")
    sh("cc -shared -fPIC -Wl,-soname,libprotobuf-c.so.1 -o libprotobuf-c.so.1 stub.c", cwd=d,
       env=clean_env())
    return d


def test_stub_protobuf_c_is_loaded_by_a_library_that_needs_it(installed, stub_protobuf_c,
                                                               tmp_path):
    """The control: the build tree's libonnxm.so links the system's
    protobuf-c, and under the stub's LD_LIBRARY_PATH it cannot load."""
    system_linked = BUILD_DIR / "libonnxm.so"
    assert "libprotobuf-c.so.1" in readelf_dynamic(system_linked)["NEEDED"]
    r = _run_example(installed, tmp_path, LD_LIBRARY_PATH=str(stub_protobuf_c),
                     ONNXM_LIBRARY=str(system_linked))
    # the stub is found first: the load fails on protobuf-c's symbols (the
    # stub defines none), or, if the loader runs the stub's constructor
    # before it checks them, the process ends with STUB_EXIT
    assert r.returncode == STUB_EXIT or (
        r.returncode != 0 and "undefined symbol: protobuf_c_" in r.stderr), (r.returncode, r.stderr)


def test_wheel_needs_no_system_protobuf_c(installed, stub_protobuf_c, tmp_path):
    """The same run with the wheel's own library: protobuf-c is never
    looked for, so the stub is never loaded, and the results are right."""
    r = _run_example(installed, tmp_path, LD_LIBRARY_PATH=str(stub_protobuf_c))
    _check_example(r, installed)
    assert "stub" not in r.stderr


# ---------------------------------------------------------------- sdist
@pytest.fixture(scope="module")
def sdist() -> Path:
    return _one(f"onnxm-{VERSION}.tar.gz")


def _tracked_files() -> set[str]:
    out = subprocess.run(["git", "ls-files"], cwd=REPO, capture_output=True, text=True,
                         check=True).stdout
    return {f for f in out.splitlines() if (REPO / f).is_file()}


def test_sdist_holds_the_sources(sdist):
    """Every tracked file (but the result charts, pyproject's sdist.exclude)
    plus PKG-INFO, and nothing from a build or a venv."""
    with tarfile.open(sdist) as t:
        names = {n.split("/", 1)[1] for n in t.getnames() if "/" in n}
        pkg_info = t.extractfile(f"onnxm-{VERSION}/PKG-INFO").read().decode()
    files = names - {n for n in names if any(m.startswith(n + "/") for m in names)}
    missing = {f for f in _tracked_files() - files if not re.fullmatch(r"compare/.*\.png", f)}
    assert not missing, sorted(missing)
    assert not [f for f in files if re.match(r"(build[^/]*|\.venv|dist)/", f)]
    assert "PKG-INFO" in files
    assert re.search(rf"^Version: {re.escape(VERSION)}$", pkg_info, re.M)
    assert "LICENSE" in files
    assert re.search(r"^License-Expression: MIT$", pkg_info, re.M)


def test_sdist_builds_from_a_clean_unpack(sdist, tmp_path):
    """Unpacked in an empty directory, built offline with the README's
    command (no build isolation: the test venv's scikit-build-core), and
    the wheel it gives runs a model in a fresh venv."""
    with tarfile.open(sdist) as t:
        t.extractall(tmp_path, filter="data")
    src = tmp_path / f"onnxm-{VERSION}"
    readme_command(f"tar xzf dist/onnxm-{VERSION}.tar.gz && cd onnxm-{VERSION}")
    cmd = readme_command("pip wheel --no-build-isolation --no-deps --no-index -w dist .")
    sh(f"{VENV_BIN}/python -m {cmd}", cwd=src, timeout=900,
       env=clean_env(PATH=f"{VENV_BIN}:/usr/local/bin:/usr/bin:/bin"))
    built = list((src / "dist").glob(f"onnxm-{VERSION}-py3-none-*.whl"))
    assert len(built) == 1, built
    venv = _fresh_venv(tmp_path / "venv")
    _pip_install_without_compiler(venv, built[0], tmp_path)
    python = venv / "bin" / "python"
    _check_example(_run_example(python, tmp_path), python)


# ---------------------------------------------------------------- source tarball
def test_source_tarball_is_the_commit():
    """dist/onnxm-VERSION.tar.xz: the files of HEAD under onnxm-VERSION/."""
    tarball = _one(f"onnxm-{VERSION}.tar.xz")
    with tarfile.open(tarball) as t:
        names = {m.name for m in t.getmembers() if m.isfile() or m.issym()}
    out = subprocess.run(["git", "ls-tree", "-r", "--name-only", "HEAD"], cwd=REPO,
                         capture_output=True, text=True, check=True).stdout
    assert names == {f"onnxm-{VERSION}/{f}" for f in out.splitlines()}
    assert f"onnxm-{VERSION}/LICENSE" in names


# ---------------------------------------------------------------- versions
def test_python_versions_agree(wheel, sdist, installed, tmp_path):
    """The header's version is pyproject's (no version of its own there),
    the wheel's, the sdist's, and what the installed package reports."""
    pyproject = (REPO / "pyproject.toml").read_text()
    project = re.search(r"^\[project\]\n(.*?)^\[", pyproject, re.S | re.M).group(1)
    assert re.search(r'^dynamic = \[[^\]]*"version"', project, re.M)
    assert not re.search(r"^version\s*=", project, re.M)
    assert wheel.name.startswith(f"onnxm-{VERSION}-") and sdist.name == f"onnxm-{VERSION}.tar.gz"
    r = subprocess.run([str(installed), "-c", "import importlib.metadata as m, onnxm; "
                        "print(onnxm.__version__, m.version('onnxm'))"],
                       cwd=tmp_path, capture_output=True, text=True, env=clean_env())
    assert r.stdout.split() == [VERSION, VERSION], r.stderr
