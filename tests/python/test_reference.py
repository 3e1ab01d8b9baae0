"""The oracle's own tests: round_to_dtype and reference() against values
known by other means, so that a bug in the oracle cannot hide one in onnxm.

* Sqrt and Reciprocal of every float16 and bfloat16: numpy computes them in
  float32 and narrows; float32 has more than 2p+2 bits for these p, so that
  double rounding is innocuous for sqrt and division, and numpy's results
  are correctly rounded -- an independent check of every rounding path
  (subnormals, overflow to infinity, ties to even).
* float32/float64 Sqrt and Reciprocal: IEEE operations in numpy, exact.
* Asinh/Acos/Exp/Log/Sigmoid/Tanh/Erf: within 1 ulp of libm's double result narrowed to float32.
* Hand-made rounding cases: ties, subnormal boundaries, overflow threshold."""
from __future__ import annotations

import math

import numpy as np
import pytest
from mpmath import mp, mpf

from reference import BITS_DTYPES, NP_DTYPES, encodings_equal, reference, round_to_dtype, ulp_distance


def _all(dtype):
    return np.arange(1 << 16, dtype=np.uint16).view(NP_DTYPES[dtype])


def _numpy(op, x):
    with np.errstate(all="ignore"):
        f = {"Sqrt": np.sqrt, "Reciprocal": np.reciprocal}[op]
        if x.dtype.itemsize == 2:
            return f(x.astype(np.float32)).astype(x.dtype)
        return f(x)


@pytest.mark.parametrize("dtype", ["float16", "bfloat16"])
@pytest.mark.parametrize("op", ["Sqrt", "Reciprocal"])
def test_exhaustive_16bit_against_numpy(op, dtype):
    x = _all(dtype)
    got, want = reference(op, x), _numpy(op, x)
    bad = ~encodings_equal(got, want)
    assert not bad.any(), (x[bad][:8], got[bad][:8], want[bad][:8])


@pytest.mark.parametrize("dtype", ["float32", "float64"])
@pytest.mark.parametrize("op", ["Sqrt", "Reciprocal"])
def test_random_bits_against_numpy(op, dtype):
    rng = np.random.default_rng(7)
    u = BITS_DTYPES[dtype]
    x = rng.integers(0, np.iinfo(u).max, size=3000, dtype=u, endpoint=True).view(NP_DTYPES[dtype])
    got, want = reference(op, x), _numpy(op, x)
    bad = ~encodings_equal(got, want)
    assert not bad.any(), (x[bad][:8], got[bad][:8], want[bad][:8])


@pytest.mark.parametrize("op,lo,hi", [("Asinh", -30.0, 30.0), ("Acos", -1.0, 1.0), ("Exp", -104.0, 89.0),
                                      ("Log", 0.0, 30.0), ("Sigmoid", -104.0, 20.0),
                                      ("Tanh", -10.0, 10.0), ("Erf", -4.0, 4.0), ("Gelu", -8.0, 8.0)])
def test_transcendental_near_libm(op, lo, hi):
    rng = np.random.default_rng(11)
    x = rng.uniform(lo, hi, size=2000).astype(np.float32)
    got = reference(op, x)
    with np.errstate(over="ignore"):
        libm = {"Asinh": np.arcsinh, "Acos": np.arccos, "Exp": np.exp, "Log": np.log,
                "Sigmoid": lambda v: 1 / (1 + np.exp(-v)), "Tanh": np.tanh,
                "Erf": np.vectorize(math.erf),
                "Gelu": np.vectorize(lambda v: v / 2 * math.erfc(-v / math.sqrt(2)))}[op](x.astype(np.float64)).astype(np.float32)
    d = ulp_distance(got, libm)
    assert max(d) <= 1
    assert sum(1 for v in d if v) < 5  # double rounding through float64 is rare


@pytest.mark.parametrize("value,dtype,expected", [
    (1 + 2.0**-11, "float16", 1.0),                    # tie -> even (down)
    (1 + 3 * 2.0**-11, "float16", 1 + 2 * 2.0**-10),   # tie -> even (up)
    (65504 + 16, "float16", float("inf")),             # halfway to 2^16: ties to even = inf
    (65504 + 15.99, "float16", 65504.0),
    (2.0**-25, "float16", 0.0),                        # half the smallest subnormal: tie -> 0
    (2.0**-25 * 1.0001, "float16", 2.0**-24),
    (3 * 2.0**-25, "float16", 2 * 2.0**-24),           # tie between subnormals -> even
    (2.0**-14 - 2.0**-26, "float16", 2.0**-14),        # rounds up into the normals
    (2.0**-150, "float32", 0.0),
    (2.0**-149 * 1.5, "float32", 2.0**-148),
    (2.0**-1075, "float64", 0.0),
    (-(2.0**-1074) * 0.75, "float64", -(2.0**-1074)),
    (1 + 2.0**-8, "bfloat16", 1.0),
    (1 + 3 * 2.0**-8, "bfloat16", 1 + 2.0**-6),
])
def test_round_to_dtype_cases(value, dtype, expected):
    got = round_to_dtype(mpf(value), dtype)
    assert encodings_equal(np.array([got]), np.array([expected], dtype=NP_DTYPES[dtype])).all(), (got, expected)


def test_round_to_dtype_overflow_beyond_double():
    assert np.isposinf(round_to_dtype(mpf(2) ** 2000, "float64"))
    assert round_to_dtype(-mpf(2) ** -2000, "float64") == 0
    # just below float64's overflow threshold max + ulp/2
    with mp.workprec(200):
        big = (mpf(2) ** 53 - mpf(1) / 2 - mpf(2) ** -60) * mpf(2) ** 971
        tie = (mpf(2) ** 53 - mpf(1) / 2) * mpf(2) ** 971
    assert round_to_dtype(big, "float64") == np.finfo(np.float64).max
    assert np.isposinf(round_to_dtype(tie, "float64"))


def test_special_values():
    nan, inf = float("nan"), float("inf")
    x = np.array([nan, inf, -inf, 0.0, -0.0, -1.0, 1.0, 2.0], dtype=np.float32)
    s = reference("Sqrt", x)
    assert np.isnan(s[0]) and s[1] == inf and np.isnan(s[2]) and np.isnan(s[5])
    assert np.signbit(s[4]) and s[4] == 0 and not np.signbit(s[3])
    r = reference("Reciprocal", x)
    assert r[1] == 0 and not np.signbit(r[1]) and r[2] == 0 and np.signbit(r[2])
    assert r[3] == inf and r[4] == -inf and r[7] == 0.5
    a = reference("Asinh", x)
    assert a[1] == inf and a[2] == -inf and np.signbit(a[4]) and a[4] == 0
    c = reference("Acos", x)
    assert np.isnan(c[1]) and np.isnan(c[2]) and c[6] == 0 and c[5] == np.float32(np.pi)
    e = reference("Exp", x)
    assert np.isnan(e[0]) and e[1] == inf and e[2] == 0 and not np.signbit(e[2])
    assert e[3] == 1 and e[4] == 1 and e[6] == np.float32(np.e)
    # the float thresholds: overflow above 0x1.62e42ep+6, the smallest
    # subnormal 2^-149 from -0x1.9fe368p+6 (exp(x) > 2^-150) on
    hi, z = np.float32(float.fromhex("0x1.62e42ep+6")), np.float32(float.fromhex("-0x1.9fe368p+6"))
    t = np.array([hi, np.nextafter(hi, np.float32(np.inf)), z, np.nextafter(z, np.float32(-np.inf))])
    et = reference("Exp", t)
    assert np.isfinite(et[0]) and et[0] > np.float32(3.4e38) and et[1] == inf
    assert et[2] == np.float32(2.0 ** -149) and et[3] == 0
    lg = reference("Log", x)
    assert np.isnan(lg[0]) and lg[1] == inf and np.isnan(lg[2]) and np.isnan(lg[5])
    assert lg[3] == -inf and lg[4] == -inf and lg[6] == 0 and not np.signbit(lg[6])
    assert lg[7] == np.float32(np.log(2.0))
    # near 1 the result is relative to x - 1: log(1 + 2^-23) rounds to 2^-23 (1 - 2^-24 rel.)
    one_up = np.array([np.nextafter(np.float32(1), np.float32(2))])
    assert reference("Log", one_up)[0] == np.float32(2.0 ** -23 - 2.0 ** -47)
    sg = reference("Sigmoid", x)
    assert np.isnan(sg[0]) and sg[1] == 1 and sg[2] == 0 and not np.signbit(sg[2])
    assert sg[3] == 0.5 and sg[4] == 0.5 and sg[7] == np.float32(1 / (1 + np.exp(-2.0)))
    # the float thresholds: 1 from 0x1.154246p+4 (sigmoid(x) > 1 - 2^-25) on,
    # the smallest subnormal 2^-149 from -0x1.9fe368p+6 (as exp's) on
    one, z = np.float32(float.fromhex("0x1.154246p+4")), np.float32(float.fromhex("-0x1.9fe368p+6"))
    t = np.array([one, np.nextafter(one, np.float32(0)), z, np.nextafter(z, np.float32(-np.inf))])
    st = reference("Sigmoid", t)
    assert st[0] == 1 and st[1] == np.float32(1 - 2.0 ** -24)
    assert st[2] == np.float32(2.0 ** -149) and st[3] == 0
    th = reference("Tanh", x)
    assert np.isnan(th[0]) and th[1] == 1 and th[2] == -1 and th[3] == 0 and not np.signbit(th[3])
    assert th[4] == 0 and np.signbit(th[4]) and th[6] == -th[5] == np.float32(np.tanh(1.0))
    # float saturation (mpmath, gen_special_table.py): tanh rounds below 1 up
    # to 0x1.205966p+3 and to 1 from the next float on; tiny x gives x
    sat = np.float32(float.fromhex("0x1.205966p+3"))
    ts = reference("Tanh", np.array([sat, np.nextafter(sat, np.float32(np.inf)), 2.0 ** -100], dtype=np.float32))
    assert ts[0] == np.nextafter(np.float32(1), np.float32(0)) and ts[1] == 1 and ts[2] == np.float32(2.0 ** -100)
    ef = reference("Erf", x)
    assert np.isnan(ef[0]) and ef[1] == 1 and ef[2] == -1 and ef[3] == 0 and not np.signbit(ef[3])
    assert ef[4] == 0 and np.signbit(ef[4]) and ef[5] == -ef[6] and ef[6] == np.uint32(0x3f57bb3d).view(np.float32)  # test_special's erf(1)
    # the float saturation threshold 0x1.f5a88ap+1 (erfc just below 2^-25 there,
    # just above at the float before), and erf(2^-149) = 2^-149 (1.128 rounds to 1)
    sat = np.float32(float.fromhex("0x1.f5a88ap+1"))
    es = reference("Erf", np.array([sat, np.nextafter(sat, np.float32(0)), np.float32(2.0 ** -149)]))
    assert es[0] == 1 and es[1] == np.float32(1 - 2.0 ** -24) and es[2] == np.float32(2.0 ** -149)
    gl = reference("Gelu", x)
    assert np.isnan(gl[0]) and gl[1] == inf and gl[2] == 0 and np.signbit(gl[2])  # gelu(-inf) = -0
    assert gl[3] == 0 and not np.signbit(gl[3]) and gl[4] == 0 and np.signbit(gl[4])
    assert gl[6] == np.uint32(0x3f57625f).view(np.float32)  # test_special's gelu(1)
    assert gl[5] == np.uint32(0xbe227686).view(np.float32)  # gelu(-1)
    # tiny x: x/2 + x^2/sqrt(2 pi): the ties of x/2 (odd subnormal x) broken
    # towards +inf for both signs: 2^-149 -> 2^-149, -2^-149 -> -0,
    # 3 2^-149 -> 2^-148, -3 2^-149 -> -2^-149; 2^-148 -> 2^-149 exactly
    q = 2.0 ** -149
    gt = reference("Gelu", np.array([q, -q, 3 * q, -3 * q, 2 * q], dtype=np.float32))
    assert gt[0] == np.float32(q) and gt[1] == 0 and np.signbit(gt[1])
    assert gt[2] == np.float32(2 * q) and gt[3] == np.float32(-q) and gt[4] == np.float32(q)


def test_every_library_operator_has_a_reference():
    """reference.OPS holds a correctly rounded oracle for every operator the
    library reports (`onnxm ops --json`): a new operator without one fails
    here, by name, rather than as a KeyError inside another test."""
    import reference
    from testlib import OPS_TABLE

    missing = [op for op in OPS_TABLE if op not in reference.OPS]
    assert not missing, f"no Python reference (tests/python/reference.py OPS) for {missing}"
