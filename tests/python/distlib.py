"""distlib.py -- helpers of the tests of what onnxm ships: the installed C
library (test_install.py) and the Python wheel, sdist and source tarball
(test_dist.py).

The expectations come from the sources, never from the artefacts under
test: the version and the exported API from include/onnxm.h, model results
from the mpmath oracle (reference.py), the commands from the README."""
from __future__ import annotations

import os
import re
import subprocess
from pathlib import Path

import numpy as np
import pytest

from reference import reference
from testlib import REPO

HEADER = REPO / "include" / "onnxm.h"
README = REPO / "README.md"
EXAMPLE_MODEL = REPO / "examples" / "asinh_sqrt.onnx"  # y = Sqrt(x), z = Asinh(y)
# float32 inputs for the example: exact squares, irrational roots, tiny, huge, zero
EXAMPLE_X = ["4", "2", "0.5", "1e-30", "3e38", "0"]


def header_version() -> tuple[int, int, int]:
    text = HEADER.read_text()
    return tuple(int(re.search(rf"^#define ONNXM_VERSION_{k} (\d+)$", text, re.M).group(1))
                 for k in ("MAJOR", "MINOR", "PATCH"))


VERSION = ".".join(map(str, header_version()))
MAJOR, MINOR, PATCH = header_version()
# ABI version: MAJOR.MINOR while MAJOR is 0 (any 0.x minor may break the ABI), then MAJOR
SOVERSION = f"{MAJOR}.{MINOR}" if MAJOR == 0 else f"{MAJOR}"


def api(kernels_only: bool = False) -> set[str]:
    """The ONNXM_API functions of the header; with kernels_only, those above
    the "Model layer: libonnxm only" banner (libonnxm_kernels' part)."""
    text = HEADER.read_text()
    if kernels_only:
        text = text[:text.index("Model layer: libonnxm only")]
    text = re.sub(r"/\*.*?\*/", " ", text, flags=re.S)
    return set(re.findall(r"ONNXM_API\b[^;(]*?\b(onnxm_\w+)\s*\(", text))


def sh(cmd: str, *, cwd: Path, env: dict | None = None, timeout: float = 300,
       check: bool = True) -> subprocess.CompletedProcess:
    """cmd run by bash; a failure shows the command and both outputs."""
    r = subprocess.run(["/bin/bash", "-c", cmd], cwd=cwd, env=env, capture_output=True, text=True,
                       timeout=timeout)
    if check and r.returncode != 0:
        pytest.fail(f"`{cmd}` exited {r.returncode}\n--- stdout\n{r.stdout}\n--- stderr\n{r.stderr}",
                    pytrace=False)
    return r


def clean_env(**extra: str) -> dict[str, str]:
    """A minimal environment: no ONNXM_* overrides, no LD_* paths, no
    PYTHONPATH; PATH of the system's own directories."""
    env = {"PATH": "/usr/local/bin:/usr/bin:/bin", "HOME": os.environ.get("HOME", "/root"),
           "LC_ALL": "C.UTF-8", "TMPDIR": os.environ.get("TMPDIR", "/tmp")}
    env.update(extra)
    return env


def expected_example_lines() -> list[str]:
    """What run_model.c (and the Python package) must print for EXAMPLE_X:
    each output's name and the float32 encodings, from the oracle."""
    x = np.array([float(v) for v in EXAMPLE_X], dtype=np.float32)
    y = reference("Sqrt", x)
    z = reference("Asinh", y)
    return [f"{name} " + " ".join(f"{b:08x}" for b in a.view(np.uint32))
            for name, a in (("y", y), ("z", z))]


def readelf_dynamic(path: Path) -> dict[str, list[str]]:
    """NEEDED, SONAME, RPATH and RUNPATH entries of an ELF file."""
    out = subprocess.run(["readelf", "-dW", str(path)], capture_output=True, text=True,
                         check=True).stdout
    tags: dict[str, list[str]] = {"NEEDED": [], "SONAME": [], "RPATH": [], "RUNPATH": []}
    for tag, value in re.findall(r"\((NEEDED|SONAME|RPATH|RUNPATH)\)\s+[^\[]*\[(.*)\]", out):
        tags[tag].append(value)
    return tags


def defined_globals(path: Path, dynamic: bool = False) -> set[str]:
    """Global symbols a library defines (nm -g, or nm -D for the dynamic table)."""
    out = subprocess.run(["nm", "-D" if dynamic else "-g", "--defined-only", str(path)],
                         capture_output=True, text=True, check=True).stdout
    return {f[2] for f in (line.split() for line in out.splitlines()) if len(f) == 3}


def readme_install_commands() -> list[str]:
    """The command lines of the README's Install section (its ```sh blocks),
    without comments."""
    text = README.read_text()
    m = re.search(r"^## Install\n(.*?)(?=^## |\Z)", text, re.S | re.M)
    assert m, "README.md has no '## Install' section"
    lines = []
    for block in re.findall(r"```sh\n(.*?)```", m.group(1), re.S):
        for line in block.splitlines():
            line = re.sub(r"\s+#.*$", "", line).strip()
            if line and not line.startswith("#"):
                lines.append(line)
    return lines


def readme_command(cmd: str) -> str:
    """cmd, after checking that the README's Install section shows it as
    is: the README's commands are the tested ones."""
    assert cmd in readme_install_commands(), \
        f"README.md's Install section does not show the tested command:\n    {cmd}"
    return cmd
