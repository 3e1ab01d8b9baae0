"""The installed C library: `cmake --install` of the Release
build into a scratch prefix, then what a user of that prefix does with it --
programs built with pkg-config (shared and --static), with plain cc, a CMake
project with find_package(onnxm), the installed CLI and man page -- each run
and its output checked.  The expected versions and export lists come from
include/onnxm.h, model results from the mpmath oracle."""
from __future__ import annotations

import os
import re
import shutil
import subprocess
from pathlib import Path

import numpy as np
import pytest

from conftest import BUILD_DIR
from distlib import (EXAMPLE_MODEL, EXAMPLE_X, MAJOR, MINOR, PATCH, SOVERSION, VERSION,
                     api, clean_env, defined_globals, expected_example_lines, readelf_dynamic,
                     readme_command, sh)
from reference import reference
from testlib import REPO

USER_PROJECT = REPO / "tests" / "install"  # run_model.c, kernels.c, CMakeLists.txt
LIBS = {"onnxm": "onnxm", "onnxm_kernels": "onnxm-kernels"}  # library -> .pc name
# what the kernel library may need: the C library, libm (threads are in libc
# since glibc 2.34; libpthread for an older one)
KERNEL_NEEDED = {"libc.so.6", "libm.so.6", "libpthread.so.0"}


@pytest.fixture(scope="module")
def prefix(tmp_path_factory) -> Path:
    """The Release build, installed with the README's command."""
    if not (BUILD_DIR / "CMakeCache.txt").is_file():
        pytest.fail(f"{BUILD_DIR} is not configured: run `make build` (or `make test`)", pytrace=False)
    p = tmp_path_factory.mktemp("prefix")
    cmd = readme_command('cmake --install build --prefix "$PREFIX"')
    sh(cmd.replace("build", str(BUILD_DIR), 1), cwd=REPO, env=clean_env(PREFIX=str(p)))
    return p


@pytest.fixture(scope="module")
def libdir(prefix) -> Path:
    dirs = [d.parent for d in prefix.rglob("libonnxm.so")]
    assert len(dirs) == 1, f"libonnxm.so in {dirs}"
    return dirs[0]


@pytest.fixture()
def user_dir(tmp_path) -> Path:
    """A directory away from the build tree with the user's sources and the model."""
    for f in ("run_model.c", "kernels.c"):
        shutil.copy(USER_PROJECT / f, tmp_path / f)
    shutil.copy(EXAMPLE_MODEL, tmp_path / EXAMPLE_MODEL.name)
    return tmp_path


def user_env(prefix: Path, libdir: Path, **extra) -> dict[str, str]:
    return clean_env(PREFIX=str(prefix), PKG_CONFIG_PATH=str(libdir / "pkgconfig"), **extra)


def check_run_model(out: str) -> None:
    lines = out.splitlines()
    assert lines[0] == f"onnxm {VERSION}", out
    assert lines[1:] == expected_example_lines(), out


# ---------------------------------------------------------------- layout
def test_installed_files(prefix, libdir):
    rel = libdir.relative_to(prefix)
    want = {"include/onnxm.h", "include/onnxm_ops.def", "bin/onnxm", "share/man/man1/onnxm.1",
            "share/doc/onnxm/LICENSE",
            f"{rel}/pkgconfig/onnxm.pc", f"{rel}/pkgconfig/onnxm-kernels.pc",
            f"{rel}/cmake/onnxm/onnxmConfig.cmake", f"{rel}/cmake/onnxm/onnxmConfigVersion.cmake",
            f"{rel}/cmake/onnxm/onnxmTargets.cmake", f"{rel}/cmake/onnxm/onnxmTargets-release.cmake"}
    for lib in LIBS:
        want |= {f"{rel}/lib{lib}.a", f"{rel}/lib{lib}.so", f"{rel}/lib{lib}.so.{SOVERSION}",
                 f"{rel}/lib{lib}.so.{VERSION}"}
    got = {str(p.relative_to(prefix)) for p in prefix.rglob("*") if not p.is_dir()}
    assert got == want
    assert (prefix / "include/onnxm.h").read_bytes() == (REPO / "include/onnxm.h").read_bytes()


def test_licence_installed(prefix):
    """The MIT licence, as the repository has it, in GNUInstallDirs' doc
    directory (share/doc/onnxm: CMAKE_INSTALL_DOCDIR of project onnxm)."""
    licence = prefix / "share" / "doc" / "onnxm" / "LICENSE"
    assert licence.read_bytes() == (REPO / "LICENSE").read_bytes()
    assert licence.read_text().startswith("MIT License\n")


@pytest.mark.parametrize("lib", LIBS)
def test_shared_library_names_and_soname(libdir, lib):
    """lib.so -> lib.so.SOVERSION -> lib.so.VERSION, the file's soname the middle one."""
    real = libdir / f"lib{lib}.so.{VERSION}"
    assert real.is_file() and not real.is_symlink()
    assert os.readlink(libdir / f"lib{lib}.so.{SOVERSION}") == real.name
    assert os.readlink(libdir / f"lib{lib}.so") == f"lib{lib}.so.{SOVERSION}"
    assert readelf_dynamic(real)["SONAME"] == [f"lib{lib}.so.{SOVERSION}"]


def test_libraries_need_only_their_dependencies(libdir):
    """The kernels: libc and libm only.  libonnxm: those and protobuf-c."""
    kernels = readelf_dynamic(libdir / f"libonnxm_kernels.so.{VERSION}")["NEEDED"]
    assert set(kernels) <= KERNEL_NEEDED, kernels
    model = readelf_dynamic(libdir / f"libonnxm.so.{VERSION}")["NEEDED"]
    assert set(model) <= KERNEL_NEEDED | {"libprotobuf-c.so.1"}, model
    # and ldd finds nothing else to load for the kernels
    ldd = subprocess.run(["ldd", str(libdir / f"libonnxm_kernels.so.{VERSION}")],
                         capture_output=True, text=True, check=True).stdout
    loaded = {line.split()[0] for line in ldd.splitlines() if "=>" in line}
    assert loaded <= KERNEL_NEEDED, ldd


def test_no_rpath_in_installed_binaries(prefix, libdir):
    """Installed files point at no build tree (Debian: no RPATH at all)."""
    for f in [prefix / "bin/onnxm", *libdir.glob(f"lib*.so.{VERSION}")]:
        tags = readelf_dynamic(f)
        assert tags["RPATH"] == [] and tags["RUNPATH"] == [], (f, tags)
    for f in prefix.rglob("*"):
        if f.is_file() and f.suffix in (".cmake", ".pc"):
            text = f.read_text()
            assert str(REPO) not in text and str(BUILD_DIR) not in text, f


# ---------------------------------------------------------------- exported symbols
@pytest.mark.parametrize("lib", LIBS)
def test_exports_are_the_api(libdir, lib):
    """Shared and static alike define exactly the header's functions (for
    libonnxm_kernels, those above the model-layer banner): no helper
    (model_run, name_map_*, protobuf-c's onnx__*) can clash with a program's."""
    want = api(kernels_only=lib == "onnxm_kernels")
    assert want and "onnxm_unary" in want
    assert defined_globals(libdir / f"lib{lib}.so.{VERSION}", dynamic=True) == want
    assert defined_globals(libdir / f"lib{lib}.a") == want


def test_kernel_api_is_all_in_the_kernel_library():
    """The banner splits the header where the libraries split: no model-layer
    function is defined by the in-tree kernel archive."""
    internal = defined_globals(BUILD_DIR / "libonnxm_kernels_internal.a")
    assert api(kernels_only=True) <= internal
    assert not (api() - api(kernels_only=True)) & internal


# ---------------------------------------------------------------- pkg-config
def test_pc_files(prefix, libdir, user_dir):
    env = user_env(prefix, libdir)
    for name in LIBS.values():
        assert sh(f"pkg-config --modversion {name}", cwd=user_dir, env=env).stdout.strip() == VERSION
        pc = (libdir / "pkgconfig" / f"{name}.pc").read_text()
        assert re.search(rf"^prefix={re.escape(str(prefix))}$", pc, re.M), pc
    static = sh("pkg-config --static --libs onnxm", cwd=user_dir, env=env).stdout.split()
    assert {"-lonnxm", "-lprotobuf-c", "-lm", "-pthread"} <= set(static), static
    assert sh("pkg-config --libs onnxm", cwd=user_dir, env=env).stdout.split() == \
        [f"-L{libdir}", "-lonnxm"]


def test_pkg_config_shared_program(prefix, libdir, user_dir):
    env = user_env(prefix, libdir)
    sh(readme_command("cc run_model.c $(pkg-config --cflags --libs onnxm) -o run_model"),
       cwd=user_dir, env=env)
    assert f"libonnxm.so.{SOVERSION}" in readelf_dynamic(user_dir / "run_model")["NEEDED"]
    r = sh(readme_command(f'LD_LIBRARY_PATH="$PREFIX/lib" ./run_model asinh_sqrt.onnx {" ".join(EXAMPLE_X)}')
           .replace("$PREFIX/lib", str(libdir)), cwd=user_dir, env=env)
    check_run_model(r.stdout)


def test_pkg_config_static_program(prefix, libdir, user_dir):
    """pkg-config --static gives a line that links libonnxm.a with everything
    it needs (protobuf-c, libm, threads): the program is fully static."""
    env = user_env(prefix, libdir)
    sh(readme_command("cc run_model.c $(pkg-config --static --cflags --libs onnxm) -static "
                      "-o run_model"), cwd=user_dir, env=env)
    assert readelf_dynamic(user_dir / "run_model")["NEEDED"] == []
    r = sh(f"./run_model asinh_sqrt.onnx {' '.join(EXAMPLE_X)}", cwd=user_dir, env=env)
    check_run_model(r.stdout)


def test_plain_cc_program(prefix, libdir, user_dir):
    env = user_env(prefix, libdir)
    cmd = readme_command('cc run_model.c -I"$PREFIX/include" -L"$PREFIX/lib" -lonnxm -o run_model')
    sh(cmd.replace("$PREFIX/lib", str(libdir)), cwd=user_dir, env=env)
    r = sh(f"./run_model asinh_sqrt.onnx {' '.join(EXAMPLE_X)}", cwd=user_dir,
           env=user_env(prefix, libdir, LD_LIBRARY_PATH=str(libdir)))
    check_run_model(r.stdout)


# ---------------------------------------------------------------- CMake package
@pytest.mark.parametrize("kind", ["shared", "static"])
def test_cmake_find_package(prefix, libdir, tmp_path, kind):
    """tests/install/CMakeLists.txt: find_package(onnxm MAJOR.MINOR REQUIRED),
    onnxm::kernels and onnxm::onnxm, shared by default, static with
    onnxm_USE_STATIC_LIBS."""
    env = user_env(prefix, libdir)
    cmd = readme_command('cmake -S . -B build -DCMAKE_PREFIX_PATH="$PREFIX"')
    if kind == "static":
        cmd += " -Donnxm_USE_STATIC_LIBS=ON"
    b = tmp_path / "build"
    r = sh(cmd.replace(" . ", f" {USER_PROJECT} ").replace("-B build", f"-B {b}"), cwd=tmp_path, env=env)
    assert f"onnxm {VERSION} from {libdir}/cmake/onnxm" in r.stdout, r.stdout
    sh(f"cmake --build {b}", cwd=tmp_path, env=env)
    kernels = readelf_dynamic(b / "kernels")["NEEDED"]
    model = readelf_dynamic(b / "run_model")["NEEDED"]
    if kind == "shared":
        assert f"libonnxm_kernels.so.{SOVERSION}" in kernels and f"libonnxm.so.{SOVERSION}" in model
    else:
        assert not [n for n in kernels + model if "onnxm" in n], (kernels, model)
    assert not [n for n in kernels if "protobuf" in n], kernels
    # the kernels on a pool of two threads, against the oracle
    x = ["4", "2", "0.25", "1e-30", "7"]
    want = reference("Sqrt", np.array([float(v) for v in x], dtype=np.float32)).view(np.uint32)
    r = sh(f"{b}/kernels Sqrt {' '.join(x)}", cwd=tmp_path, env=env)
    assert r.stdout.splitlines() == [f"onnxm {VERSION}", " ".join(f"{w:08x}" for w in want)]
    check_run_model(sh(f"{b}/run_model {EXAMPLE_MODEL} {' '.join(EXAMPLE_X)}", cwd=tmp_path,
                       env=env).stdout)


def test_cmake_package_version_compatibility(prefix, libdir, tmp_path):
    """onnxmConfigVersion.cmake: while MAJOR is 0, the same MAJOR.MINOR and
    no newer patch (0.2 accepts 0.2.x, refuses 0.1 and 0.3); from 1.0 the
    same MAJOR."""
    if MAJOR == 0:
        ok = [f"{MAJOR}.{MINOR}", VERSION]
        refused = [f"{MAJOR}.{MINOR + 1}", f"{MAJOR + 1}.0", f"{MAJOR}.{MINOR}.{PATCH + 1}"]
        refused += [f"{MAJOR}.{MINOR - 1}"] if MINOR > 0 else []
    else:
        ok = [f"{MAJOR}", f"{MAJOR}.0", VERSION]
        refused = [f"{MAJOR + 1}", f"{MAJOR}.{MINOR + 1}", f"{MAJOR}.{MINOR}.{PATCH + 1}"]
    (tmp_path / "CMakeLists.txt").write_text(
        "cmake_minimum_required(VERSION 3.20)\nproject(versions C)\n"
        f"foreach(v {' '.join(ok + refused)})\n"
        "  unset(onnxm_FOUND)\n  find_package(onnxm ${v} QUIET)\n"
        "  message(STATUS \"find ${v}: ${onnxm_FOUND}\")\nendforeach()\n")
    r = sh(f'cmake -S . -B build -DCMAKE_PREFIX_PATH="{prefix}"', cwd=tmp_path,
           env=user_env(prefix, libdir))
    found = dict(re.findall(r"-- find (\S+): (\S*)", r.stdout))
    assert found == {v: ("1" if v in ok else "0") for v in ok + refused}, r.stdout


def test_user_project_asks_for_this_version():
    """tests/install/CMakeLists.txt (and so the README) asks for MAJOR.MINOR."""
    text = (USER_PROJECT / "CMakeLists.txt").read_text()
    assert f"find_package(onnxm {MAJOR}.{MINOR} REQUIRED)" in text


# ---------------------------------------------------------------- CLI, man page
def test_installed_cli(prefix, user_dir):
    """bin/onnxm from the prefix, in a directory away from the build tree,
    with a clean environment: info on the bundled model, and its version."""
    onnxm = prefix / "bin" / "onnxm"
    r = sh(f"{onnxm} info asinh_sqrt.onnx", cwd=user_dir, env=clean_env())
    want = ["model: asinh_sqrt.onnx", "opset_import: ai.onnx=22", "inputs:", "  x: float [N]",
            "outputs:", "  y: float [N]", "  z: float [N]", "nodes (execution order):"]
    lines = r.stdout.splitlines()
    assert [line for line in lines if line in want] == want, r.stdout
    assert [line.split()[1] for line in lines if re.match(r"  \d+: ", line)] == ["Sqrt-13", "Asinh-22"]
    assert sh(f"{onnxm} --version", cwd=user_dir, env=clean_env()).stdout == f"onnxm {VERSION}\n"


def _words(text: str) -> list[str]:
    return text.split()


def _man_sections(page: Path) -> tuple[str, dict[str, str]]:
    """The page rendered as plain text (groff, no hyphenation, long lines):
    its title line and {section: text}."""
    out = subprocess.run(["groff", "-man", "-Tascii", "-P-c", "-P-b", "-P-u", "-P-o", "-rHY=0",
                          "-rLL=500n", str(page)], capture_output=True, text=True, check=True)
    assert out.stderr == "", out.stderr
    lines = [line for line in out.stdout.splitlines() if line.strip()]
    sections: dict[str, list[str]] = {}
    for line in lines[1:-1]:  # the page's header and footer lines
        if not line.startswith(" "):
            sections[line] = []
        else:
            sections[list(sections)[-1]].append(line)
    return lines[-1], {k: "\n".join(v) for k, v in sections.items()}


def test_man_page_says_what_help_says(prefix):
    """share/man/man1/onnxm.1 and `onnxm help` word for word: NAME is the help's
    first line, COMMANDS its usage part, EXIT STATUS its last part, SYNOPSIS
    the synopsis lines; the footer names this version."""
    help_text = sh(f"{prefix}/bin/onnxm help", cwd=prefix, env=clean_env()).stdout
    first, rest = help_text.split("\n", 1)
    assert rest.startswith("Usage:\n")
    usage, exit_status = rest[len("Usage:\n"):].split("Exit status:", 1)
    synopsis = [line for line in usage.splitlines() if re.match(r"  \S|            \S", line)]
    footer, man = _man_sections(prefix / "share/man/man1/onnxm.1")
    assert list(man) == ["NAME", "SYNOPSIS", "COMMANDS", "EXIT STATUS"]
    assert _words(man["NAME"]) == _words(first)
    assert _words(man["SYNOPSIS"]) == _words("\n".join(synopsis))
    assert _words(man["COMMANDS"]) == _words(usage)
    assert _words(man["EXIT STATUS"]) == _words(exit_status)
    assert footer.split()[:2] == ["onnxm", VERSION], footer


def test_man_page_lints_clean(prefix):
    """As lintian checks a page: man --warnings renders it without a warning."""
    r = subprocess.run(["man", "--warnings", "-E", "UTF-8", "-l", "-Tutf8", "-Z",
                        str(prefix / "share/man/man1/onnxm.1")], capture_output=True, text=True,
                       env=clean_env(MANROFFSEQ="", MANWIDTH="80"))
    assert r.returncode == 0 and r.stderr == "", r.stderr


# ---------------------------------------------------------------- make install
def test_make_install_with_destdir(tmp_path):
    """make install PREFIX=P DESTDIR=D stages the tree under D/P, and the .pc
    files name P (what the packaged files will see), not D."""
    dest, pfx = tmp_path / "stage", "/opt/onnxm-test"
    cmd = readme_command('make install PREFIX="$PREFIX"')
    sh(f'{cmd} DESTDIR="{dest}" BUILD="{BUILD_DIR}"', cwd=REPO,
       env={**os.environ, "PREFIX": pfx, "MAKEFLAGS": ""}, timeout=600)
    staged = dest / pfx.lstrip("/")
    pcs = list(staged.rglob("onnxm.pc"))
    assert len(pcs) == 1 and (staged / "bin/onnxm").is_file()
    assert re.search(rf"^prefix={pfx}$", pcs[0].read_text(), re.M)
    assert str(dest) not in pcs[0].read_text()


# ---------------------------------------------------------------- versions
def test_versions_agree(prefix, libdir):
    """One version everywhere in the C install: header, CMake project,
    .pc files, CMake package version, file names and sonames (checked
    above), CLI, man page, and what the library says at run time."""
    cache = (BUILD_DIR / "CMakeCache.txt").read_text()
    assert re.search(rf"^CMAKE_PROJECT_VERSION:STATIC={re.escape(VERSION)}$", cache, re.M)
    text = (libdir / "cmake/onnxm/onnxmConfigVersion.cmake").read_text()
    assert re.search(rf'set\(PACKAGE_VERSION "{re.escape(VERSION)}"\)', text), text
    for name in LIBS.values():
        pc = (libdir / "pkgconfig" / f"{name}.pc").read_text()
        assert re.search(rf"^Version: {re.escape(VERSION)}$", pc, re.M)
