"""The same bits on every architecture: the same inputs through every x86-64
path (build/, run here) and every AArch64 path (the emulated cross build,
run under qemu) give the same output encodings, for every operator x type.

Both sides are computed in the test, by tests/c/dump_outputs.c built for
each target: every float16 and bfloat16 input, and 2^20 float and 2^20
double inputs (specials, NaN payloads, every binade, the neighbourhoods of
+-1 and +-1/2, the float inputs only the slow path settles, random bit
patterns).  Each program also checks that its results do not depend on the
vector lane an input lands in.  Whether the bits are *right* is the C
suites' business (MPFR); this module says that they are the *same*.

NaNs included: a NaN input propagates quieted, its sign and payload kept,
on every path; a NaN that an operation creates from a non-NaN input is the
same everywhere too.  The hardware's default NaN differs (negative on
x86-64, 0xfff8... "real indefinite"; positive on Arm, 0x7ff8...), so the
kernels give x86-64's where they create one (src/kernels/nan.h: a square
root of a negative number, Acos of |x| > 1): test_created_nan pins that
choice for every operator, test_sqrt_created_nan that Sqrt makes some.

Runs in the emulated suite (make test-aarch64, ONNXM_BUILD_DIR a cross
build); the native build is ONNXM_NATIVE_BUILD_DIR (default build/)."""
from __future__ import annotations

import os
import subprocess
from pathlib import Path

import numpy as np
import pytest

from conftest import BUILD_DIR, EMULATED, TARGET
from reference import BITS_DTYPES, FORMATS
from testlib import OPS_TABLE, REPO, build_target, runner

NATIVE_BUILD_DIR = Path(os.environ.get("ONNXM_NATIVE_BUILD_DIR", REPO / "build"))
DTYPES = ("float16", "bfloat16", "float32", "float64")
OPS = tuple(OPS_TABLE)
# The paths each architecture's build must run on the machine the suite
# uses (qemu -cpu max emulates every AArch64 feature): a path that stopped
# being dispatched would otherwise drop out of the comparison unnoticed.
# x86-64: whatever the CPU supports, which the C suites already check.
EMULATED_PATHS = {"aarch64": ("scalar", "neon")}
# A NaN made from a non-NaN input (Sqrt of a negative number), per type:
# x86-64's default NaN, quiet with the sign set (Intel SDM vol. 1, 4.8.3.7
# "QNaN Floating-Point Indefinite"), in each format's encoding
DEFAULT_NAN = {"float16": 0xfe00, "bfloat16": 0xffc0, "float32": 0xffc00000,
                     "float64": 0xfff8000000000000}

if not EMULATED:
    pytest.skip("compares build/ with an emulated cross build: runs in make test-aarch64",
                allow_module_level=True)


def _dump(build: Path, out: Path) -> dict:
    exe = build / "tests" / "c" / "dump_outputs"
    if not exe.is_file():
        pytest.fail(f"{exe} not found: build {build} first (make build / make test-aarch64)", pytrace=False)
    p = subprocess.run([*runner(exe), str(exe), str(out)], stdin=subprocess.DEVNULL, capture_output=True,
                       text=True, errors="replace", timeout=1800)
    assert p.returncode == 0, f"{exe} failed ({p.returncode})\n{p.stdout[-4000:]}\n{p.stderr[-4000:]}"
    paths = (out / "paths.txt").read_text().split()
    return {"dir": out, "paths": paths, "processor": build_target(build)["processor"], "log": p.stdout}


@pytest.fixture(scope="module")
def sides(tmp_path_factory):
    """(native, emulated) dumps: their directory, paths and processor."""
    native = _dump(NATIVE_BUILD_DIR, tmp_path_factory.mktemp("native"))
    emulated = _dump(BUILD_DIR, tmp_path_factory.mktemp("emulated"))
    assert native["processor"] != emulated["processor"], (native["processor"], emulated["processor"])
    return native, emulated


def _read(side: dict, name: str, dtype: str) -> np.ndarray:
    return np.fromfile(side["dir"] / name, dtype=BITS_DTYPES[dtype])


def _outputs(side: dict, op: str, dtype: str) -> dict[str, np.ndarray]:
    return {f"{side['processor']} {isa}": _read(side, f"{isa}/{op}_{dtype}.bin", dtype) for isa in side["paths"]}


def test_paths(sides):
    native, emulated = sides
    assert native["paths"][0] == "scalar", native["log"]
    assert tuple(emulated["paths"]) == EMULATED_PATHS[TARGET["processor"]], emulated["log"]


@pytest.mark.parametrize("dtype", DTYPES)
def test_same_inputs(sides, dtype):
    """Both programs generated the same inputs (from integers only)."""
    native, emulated = sides
    a, b = _read(native, f"inputs_{dtype}.bin", dtype), _read(emulated, f"inputs_{dtype}.bin", dtype)
    assert a.size == (65536 if dtype in ("float16", "bfloat16") else 1 << 20)
    assert np.array_equal(a, b), f"{dtype}: {int((a != b).sum())} inputs differ"


def _sign_bit(dtype: str):
    u = BITS_DTYPES[dtype]
    return u(1) << u(8 * np.dtype(u).itemsize - 1)


def _is_nan(bits: np.ndarray, dtype: str) -> np.ndarray:
    """NaN encodings, decided on the bits (no float operation that could
    quiet or trap on a signalling NaN)."""
    p = FORMATS[dtype][0]
    u = BITS_DTYPES[dtype]
    man = u((1 << (p - 1)) - 1)
    exp = ~(_sign_bit(dtype) | man)
    return ((bits & exp) == exp) & ((bits & man) != 0)


def _differences(op: str, dtype: str, sides) -> list[str]:
    """Every path's outputs against the native scalar path's; a line for
    each path that differs, with the first inputs."""
    native, emulated = sides
    x = _read(native, f"inputs_{dtype}.bin", dtype)
    outs = {**_outputs(native, op, dtype), **_outputs(emulated, op, dtype)}
    ref_name = f"{native['processor']} scalar"
    ref = outs[ref_name]
    lines = []
    for name, y in outs.items():
        assert y.shape == x.shape, f"{name} {op} {dtype}: {y.size} outputs for {x.size} inputs"
        bad = y != ref
        if bad.any():
            idx = np.flatnonzero(bad)[:5]
            w = 2 * np.dtype(BITS_DTYPES[dtype]).itemsize
            ex = ", ".join(f"x={int(x[i]):#0{w + 2}x}: {int(y[i]):#0{w + 2}x} vs {int(ref[i]):#0{w + 2}x}"
                           for i in idx)
            lines.append(f"{op} {dtype} {name}: {int(bad.sum())} of {y.size} differ from {ref_name} ({ex})")
    return lines


CASES = [(op, t) for op in OPS for t in DTYPES]


@pytest.mark.parametrize("op,dtype", [pytest.param(op, t, id=f"{op}-{t}") for op, t in CASES])
def test_identical(sides, op, dtype):
    """Every bit, on every path of both architectures."""
    lines = _differences(op, dtype, sides)
    assert not lines, "\n".join(lines)


@pytest.mark.parametrize("dtype", DTYPES)
def test_sqrt_created_nan(sides, dtype):
    """The NaN Sqrt makes of a negative number is x86-64's default NaN on
    every path, the Arm ones included (test_identical alone would also pass
    if every path gave Arm's)."""
    native, emulated = sides
    x = _read(native, f"inputs_{dtype}.bin", dtype)
    neg = ((x & _sign_bit(dtype)) != 0) & ~_is_nan(x, dtype) & ((x & ~_sign_bit(dtype)) != 0)
    assert neg.sum() > 1000, dtype
    want = BITS_DTYPES[dtype](DEFAULT_NAN[dtype])
    for name, y in {**_outputs(native, "Sqrt", dtype), **_outputs(emulated, "Sqrt", dtype)}.items():
        got = y[neg]
        bad = got != want
        assert not bad.any(), (f"{name} Sqrt {dtype}: {int(bad.sum())} of {got.size} negative inputs give "
                               f"{sorted({hex(int(v)) for v in got[bad][:5]})}, not {hex(int(want))}")


@pytest.mark.parametrize("op,dtype", [pytest.param(op, t, id=f"{op}-{t}") for op, t in CASES])
def test_created_nan(sides, op, dtype):
    """Every NaN an operator makes of a non-NaN input (Acos of |x| > 1,
    Sqrt of a negative number) is x86-64's default NaN, on every path of
    both architectures."""
    native, emulated = sides
    x = _read(native, f"inputs_{dtype}.bin", dtype)
    want = BITS_DTYPES[dtype](DEFAULT_NAN[dtype])
    for name, y in {**_outputs(native, op, dtype), **_outputs(emulated, op, dtype)}.items():
        bad = ~_is_nan(x, dtype) & _is_nan(y, dtype) & (y != want)
        assert not bad.any(), (f"{name} {op} {dtype}: {int(bad.sum())} non-NaN inputs give "
                               f"{sorted({hex(int(v)) for v in y[bad][:5]})}, not {hex(int(want))}")
