"""The onnxm Python package's array functions (onnxm.sqrt, ...): results
bit-identical to the C library (the CLI), any shape and strides, out= (in
place, overlapping, strided), threads=, every ISA, dtype errors, and the GIL
released while a kernel runs."""
from __future__ import annotations

import threading
import time

import ml_dtypes
import numpy as np
import pytest

from pkglib import assert_same_bits, import_onnxm, sample
from reference import NP_DTYPES
from testlib import OPS_TABLE, make_unary_model, read_npy, run_model, save_model, unsupported_op, write_pb

onnxm = import_onnxm()

OPS = list(OPS_TABLE)  # the CLI's `onnxm ops --json`
DTYPES = list(NP_DTYPES)
# the newest opset at which every operator allows every type (bfloat16 too)
OPSET = max(v.since for vs in OPS_TABLE.values() for v in vs)


def fn(op: str):
    return getattr(onnxm, op.lower())


def test_package_matches_the_library_and_the_def_file():
    from testlib import REPO

    assert list(onnxm.OPS) == OPS
    for op in OPS:
        assert callable(fn(op)) and op.lower() in onnxm.__all__
    assert "site-packages" in onnxm.__file__, f"not the installed package: {onnxm.__file__}"
    import re
    h = (REPO / "include" / "onnxm.h").read_text()
    ver = ".".join(re.search(rf"#define ONNXM_VERSION_{k} (\d+)", h).group(1)
                   for k in ("MAJOR", "MINOR", "PATCH"))
    from importlib.metadata import version
    assert onnxm.__version__ == ver == version("onnxm")
    assert "scalar" in onnxm.supported_isas() and onnxm.selected_isa() in onnxm.ISAS


def test_op_info_matches_the_cli():
    """onnxm.op_info() (ctypes on onnxm_op_get_info / onnxm_op_max_ulps)
    says what the CLI's `onnxm ops --json` says: versions, types, class,
    bounds and typical inputs, operator for operator, in the same order."""
    from testlib import op_infos

    cli = op_infos()
    assert [i.name for i in onnxm.op_info()] == list(cli) == list(onnxm.OPS)
    for info in onnxm.op_info():
        c = cli[info.name]
        assert info.op_class == c.op_class and info.max_ulps == c.max_ulps, (info, c)
        assert (info.inputs.distribution, info.inputs.low, info.inputs.high) == c.inputs, (info, c)
        assert [(v.since, set(v.types)) for v in info.versions] == \
            [(v.since, set(v.types)) for v in c.versions], (info, c)
        assert onnxm.op_info(info.name) is info
        for t in info.types:
            assert info.correctly_rounded(t) == (info.max_ulps[t] == 0.5)
    with pytest.raises(ValueError, match="unknown operator"):
        onnxm.op_info("Cosh")


@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("op", OPS)
def test_bit_identical_to_cli(op, dtype, onnxm_bin, tmp_path):
    """Every 16-bit encoding, or a float32/float64 sample: the package and
    `onnxm run` (the C library, statically linked) agree bit for bit."""
    x = sample(dtype)
    model = save_model(make_unary_model(op, OPSET, dtype, x.shape), tmp_path / "m.onnx")
    _, out = run_model(onnxm_bin, model, {"x": write_pb(x, "x", tmp_path / "x.pb")},
                       tmp_path / "out", fmt="npy", dtype=dtype)
    want = read_npy(tmp_path / "out" / "y.npy", dtype)
    assert_same_bits(fn(op)(x), want, f"onnxm.{op.lower()} {dtype}")


@pytest.mark.parametrize("dtype", DTYPES)
def test_every_isa_and_thread_count_identical(dtype):
    x = sample(dtype, 300001)
    for op in OPS:
        want = fn(op)(x)
        for isa in onnxm.supported_isas():
            assert_same_bits(onnxm.unary(op, x, isa=isa), want, f"{op} {dtype} isa={isa}")
        for t in (1, 2, 3, 0):
            assert_same_bits(fn(op)(x, threads=t), want, f"{op} {dtype} threads={t}")


def _strided_views(x: np.ndarray):
    m = x[: 6 * 7 * 8].reshape(6, 7, 8)
    yield "step 2", x[::2]
    yield "reversed", x[::-1]
    yield "transposed", m.transpose(2, 0, 1)
    yield "fortran", np.asfortranarray(m)
    yield "sliced 3-d", m[1:5:2, ::-3, 1::2]
    yield "0-d", x[5, ...] if x.ndim == 1 else x
    yield "empty", x[:0]
    yield "broadcast", np.broadcast_to(x[:3], (4, 3))


@pytest.mark.parametrize("dtype", DTYPES)
def test_any_shape_and_strides(dtype):
    x = sample(dtype, 2000)
    for op in OPS:
        for what, v in _strided_views(x):
            got = fn(op)(v)
            assert got.shape == v.shape and got.flags.c_contiguous
            assert_same_bits(got, fn(op)(np.array(v, order="C")), f"{op} {dtype} {what}")


def test_non_native_byte_order():
    x = sample("float32", 1000)
    got = onnxm.sqrt(x.astype(">f4"))
    assert got.dtype == np.float32
    assert_same_bits(got, onnxm.sqrt(x))


@pytest.mark.parametrize("dtype", DTYPES)
def test_out(dtype):
    x = sample(dtype, 4000)
    for op in OPS:
        want = fn(op)(x)
        # contiguous out: filled and returned
        out = np.empty_like(x)
        assert fn(op)(x, out=out) is out
        assert_same_bits(out, want, f"{op} out=")
        # in place
        y = x.copy()
        assert fn(op)(y, out=y) is y
        assert_same_bits(y, want, f"{op} in place")
        # strided out: the other elements untouched
        buf = np.zeros(2 * x.size, x.dtype)
        fn(op)(x, out=buf[::2])
        assert_same_bits(buf[::2], want, f"{op} strided out")
        assert not buf[1::2].astype(np.float64).any(), f"{op}: strided out wrote between its elements"
        # overlapping in and out, shifted by one element either way
        for shift in (1, -1):
            buf = np.concatenate([x, x[:1]])
            src = buf[:-1] if shift == 1 else buf[1:]
            dst = buf[1:] if shift == 1 else buf[:-1]
            ref = fn(op)(src.copy())
            fn(op)(src, out=dst)
            assert_same_bits(dst, ref, f"{op} overlapping out, shift {shift}")
        # in place on a strided view
        buf = np.concatenate([x, x])
        view = buf[::2]
        ref = fn(op)(view.copy())
        fn(op)(view, out=view)
        assert_same_bits(buf[::2], ref, f"{op} in place, strided")


def test_dtype_errors_name_the_allowed_types():
    for bad in (np.arange(4), np.arange(4, dtype=np.int8), np.ones(3, np.complex64),
                np.array(["a"]), np.ones(2, dtype=object), np.ones(2, dtype=np.longdouble),
                np.ones(2, dtype=ml_dtypes.float8_e4m3fn)):
        for op in OPS:
            with pytest.raises(TypeError) as e:
                fn(op)(bad)
            msg = str(e.value)
            assert str(bad.dtype) in msg
            for name in ("float16", "bfloat16", "float32", "float64"):
                assert name in msg, msg


def test_out_errors():
    x = np.ones(8, np.float32)
    with pytest.raises(TypeError, match="dtype"):
        onnxm.sqrt(x, out=np.empty(8, np.float64))
    with pytest.raises(ValueError, match="shape"):
        onnxm.sqrt(x, out=np.empty(9, np.float32))
    ro = np.empty(8, np.float32)
    ro.flags.writeable = False
    with pytest.raises(ValueError, match="read-only"):
        onnxm.sqrt(x, out=ro)
    with pytest.raises(TypeError):
        onnxm.sqrt(x, out=[0.0] * 8)
    for bad in (-1, 1.5, "2", True):
        with pytest.raises(ValueError, match="threads"):
            onnxm.sqrt(x, threads=bad)
    with pytest.raises(ValueError, match="instruction set"):
        onnxm.unary("Sqrt", x, isa="sse9")
    with pytest.raises(ValueError, match="operator"):
        onnxm.unary(unsupported_op(), x)


def test_gil_released_while_the_kernel_runs():
    """A second Python thread keeps running during one long kernel call.
    With the GIL held it could run only before and after the call (one
    switch interval each side), so the span of its activity inside the call
    would be a tiny share of the call's length."""
    import sys

    # float64 Asinh on one thread, sized from a timed trial call so that the
    # call lasts ~0.1 s whatever the kernel's speed (>= 4M elements)
    probe = np.linspace(1, 2, 1 << 20)
    t0 = time.perf_counter()
    onnxm.asinh(probe, threads=1)
    rate = probe.size / max(time.perf_counter() - t0, 1e-6)
    n = int(min(max(rate * 0.1, 1 << 22), 1 << 26))
    x = np.linspace(1, 2, n)
    inside = threading.Event()
    times: dict[str, float] = {}

    def work():
        inside.set()
        times["start"] = time.perf_counter()
        onnxm.asinh(x, threads=1)
        times["end"] = time.perf_counter()
        inside.clear()

    old = sys.getswitchinterval()
    sys.setswitchinterval(1e-4)
    try:
        seen = []
        t = threading.Thread(target=work)
        t.start()
        while not inside.is_set() and t.is_alive():
            pass
        while t.is_alive():
            if inside.is_set():
                seen.append(time.perf_counter())
        t.join()
    finally:
        sys.setswitchinterval(old)
    call = times["end"] - times["start"]
    ours = [s for s in seen if times["start"] <= s <= times["end"]]
    span = (ours[-1] - ours[0]) if len(ours) > 1 else 0.0
    assert call > 0.02, f"the kernel call was too short to tell ({call:.4f} s)"
    assert span > 0.5 * call, (f"the other thread ran for {span:.4f} s of a {call:.4f} s "
                               "kernel call: the GIL is not released")
