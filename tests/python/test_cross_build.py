"""What a user on 64-bit Arm gets from the cross build (cmake/aarch64-linux-gnu.cmake):
the installed library and CLI, a program of the user's built against them
with find_package(onnxm), and the Python package's libonnxm.so as
pyproject.toml configures it -- each built for AArch64, exporting the
header's API and nothing else, and run under qemu where it can run.  (The
Python package itself needs an AArch64 Python, which is not emulated here.)

Expectations come from the sources: the API from include/onnxm.h, the
example's values from the mpmath oracle, the operators from the build's
`onnxm ops --json`.  Runs in the emulated suite
(make test-aarch64)."""
from __future__ import annotations

import re
import subprocess
import tomllib
from pathlib import Path

import pytest

from conftest import BUILD_DIR, EMULATED, TARGET
from distlib import EXAMPLE_MODEL, EXAMPLE_X, VERSION, api, clean_env, expected_example_lines, readelf_dynamic, sh
from testlib import REPO, op_infos

if not EMULATED:
    pytest.skip("checks an emulated cross build: runs in make test-aarch64", allow_module_level=True)

TOOLCHAIN = REPO / "cmake" / "aarch64-linux-gnu.cmake"
# what an AArch64 library of onnxm may need at run time (libpthread: an
# older glibc; the loader: on AArch64 the stack protector's canary,
# __stack_chk_guard, is a variable of ld-linux-aarch64.so.1, and Debian
# builds libprotobuf-c.a with -fstack-protector-strong)
SYSTEM_NEEDED = {"libc.so.6", "libm.so.6", "libpthread.so.0", "ld-linux-aarch64.so.1"}


def _machine(path: Path) -> str:
    out = subprocess.run(["readelf", "-hW", str(path)], capture_output=True, text=True, check=True).stdout
    return re.search(r"Machine:\s*(.*)", out).group(1).strip()


def _exports(path: Path) -> set[str]:
    """The functions a shared library exports (its dynamic symbol table)."""
    out = subprocess.run(["readelf", "--dyn-syms", "-W", str(path)], capture_output=True, text=True,
                         check=True).stdout
    return {f[7] for f in (line.split() for line in out.splitlines())
            if len(f) >= 8 and f[3] == "FUNC" and f[4] == "GLOBAL" and f[6] != "UND"}


def _run(argv: list, **guest_env) -> str:
    """argv under the build's emulator, guest_env set for the emulated
    program only (qemu -E: the host's qemu must not see an AArch64
    LD_LIBRARY_PATH)."""
    sets = [a for k, v in guest_env.items() for a in ("-E", f"{k}={v}")]
    p = subprocess.run([*TARGET["emulator"], *sets, *map(str, argv)], capture_output=True, text=True,
                       timeout=300, env=clean_env())
    assert p.returncode == 0, f"{argv}: exit {p.returncode}\n{p.stdout}\n{p.stderr}"
    return p.stdout


@pytest.fixture(scope="module")
def prefix(tmp_path_factory) -> Path:
    p = tmp_path_factory.mktemp("prefix-aarch64")
    sh(f'cmake --install "{BUILD_DIR}" --prefix "{p}"', cwd=REPO, env=clean_env())
    return p


def test_installed_binaries_are_aarch64(prefix):
    files = [prefix / "bin" / "onnxm", *sorted((prefix / "lib").glob("lib*.so.*.*.*"))]
    assert len(files) == 3, files  # the CLI, libonnxm, libonnxm_kernels
    for f in files:
        assert _machine(f) == "AArch64", f
    assert {f.name for f in (prefix / "lib").glob("lib*.a")} == {"libonnxm.a", "libonnxm_kernels.a"}


KERNEL_TYPES = ("f16", "bf16", "f32", "f64")


def test_installed_library_has_the_neon_kernels(prefix):
    """The kernel archive holds every operator x type on NEON and on the
    portable path, and no x86 kernel (read with readelf, which reads any
    ELF machine).  The operators are the build's own (`onnxm ops --json`,
    under the emulator): as many kernel names onnxm_<kernel>_<t>__<isa> as
    it lists operators and forms of operators (Gelu's tanh form has its own
    kernel), each with every type on both paths."""
    out = subprocess.run(["readelf", "-sW", str(prefix / "lib" / "libonnxm_kernels.a")], capture_output=True,
                         text=True, check=True).stdout
    funcs = {f[7] for f in (line.split() for line in out.splitlines())
             if len(f) >= 8 and f[3] == "FUNC" and f[6] != "UND"}
    kernels = {f for f in funcs if "__" in f and f.startswith("onnxm_")}
    pattern = re.compile(r"onnxm_(\w+?)_(%s)__(\w+)" % "|".join(KERNEL_TYPES))
    names = {m.group(1) for m in map(pattern.fullmatch, kernels) if m}
    ops = op_infos(BUILD_DIR)
    n_kernels = sum(1 + len(info.forms) for info in ops.values())
    assert len(names) == n_kernels, (f"kernel names {sorted(names)} for the operators and forms "
                                     f"{[(name, info.forms) for name, info in ops.items()]}")
    assert kernels == {f"onnxm_{k}_{t}__{isa}" for k in names for t in KERNEL_TYPES
                       for isa in ("scalar", "neon")}, sorted(kernels)


@pytest.mark.parametrize("lib,kernels_only", [("onnxm", False), ("onnxm_kernels", True)])
def test_installed_libraries_export_the_api(prefix, lib, kernels_only):
    so = prefix / "lib" / f"lib{lib}.so.{VERSION}"
    assert _exports(so) == api(kernels_only)
    needed = set(readelf_dynamic(so)["NEEDED"])
    allowed = SYSTEM_NEEDED | ({"libprotobuf-c.so.1"} if lib == "onnxm" else set())
    assert needed <= allowed, needed


def test_installed_cli_runs(prefix, tmp_path):
    out = _run([prefix / "bin" / "onnxm", "--version"])
    assert out.strip() == f"onnxm {VERSION}"


def test_user_program_with_find_package(prefix, tmp_path):
    """tests/install's CMake project, cross-built against the prefix, runs
    the example model and prints the oracle's values."""
    b = tmp_path / "b"
    sh(f'cmake -S "{REPO / "tests" / "install"}" -B "{b}" -DCMAKE_TOOLCHAIN_FILE="{TOOLCHAIN}" '
       f'-DCMAKE_PREFIX_PATH="{prefix}" -DCMAKE_BUILD_TYPE=Release && cmake --build "{b}"',
       cwd=tmp_path, env=clean_env())
    assert _machine(b / "run_model") == "AArch64"
    lines = _run([b / "run_model", EXAMPLE_MODEL, *EXAMPLE_X], LD_LIBRARY_PATH=str(prefix / "lib")).splitlines()
    assert lines == [f"onnxm {VERSION}", *expected_example_lines()]


def test_python_package_library(tmp_path):
    """libonnxm.so configured as pyproject.toml's [tool.scikit-build] does
    (its cmake.define and build.targets) for AArch64: protobuf-c linked in,
    the API exported, and a program loading it runs the example."""
    skb = tomllib.loads((REPO / "pyproject.toml").read_text())["tool"]["scikit-build"]
    defines = " ".join(f'-D{k}="{v}"' for k, v in skb["cmake"]["define"].items())
    targets = " ".join(f"--target {t}" for t in skb["build"]["targets"])
    b = tmp_path / "b"
    sh(f'cmake -S "{REPO}" -B "{b}" -DCMAKE_TOOLCHAIN_FILE="{TOOLCHAIN}" '
       f'-DCMAKE_BUILD_TYPE={skb["cmake"]["build-type"]} {defines} && cmake --build "{b}" -j2 {targets}',
       cwd=REPO, env=clean_env(), timeout=900)
    so = b / "libonnxm.so"
    assert _machine(so) == "AArch64"
    assert set(readelf_dynamic(so)["NEEDED"]) <= SYSTEM_NEEDED, readelf_dynamic(so)
    assert _exports(so) == api()
    # the compiler the toolchain file chose, as CMake recorded it
    compiler_file, = b.glob("CMakeFiles/*/CMakeCCompiler.cmake")
    cc = re.search(r'^set\(CMAKE_C_COMPILER "(.*)"\)$', compiler_file.read_text(), re.M).group(1)
    exe = tmp_path / "run_model"
    sh(f'"{cc}" -std=c11 -O1 -o "{exe}" "{REPO / "tests" / "install" / "run_model.c"}" '
       f'-I"{REPO / "include"}" -L"{b}" -lonnxm', cwd=tmp_path, env=clean_env())
    lines = _run([exe, EXAMPLE_MODEL, *EXAMPLE_X], LD_LIBRARY_PATH=str(b)).splitlines()
    assert lines == [f"onnxm {VERSION}", *expected_example_lines()]
