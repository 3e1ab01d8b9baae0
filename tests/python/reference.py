"""reference.py -- an independent, correctly rounded oracle for the tests.

onnxm's kernels are checked by the C tests against MPFR; this module is the
Python side's own oracle, built on mpmath, so that the end-to-end tests
(model file -> CLI -> output file) compare bit patterns against a value that
shares no code with the implementation.

Method
  1. Special values (NaN, infinities, signed zeros, out-of-domain inputs) are
     decided by the IEEE/ONNX rules below, not by mpmath: mpmath has no
     signed zero and no NaN propagation we want to depend on.
  2. Otherwise f(x) is evaluated with mpmath at a working precision P far
     above the target's, and rounded ONCE, directly from that binary value,
     to the target format (round_to_dtype) -- never through an intermediate
     format, which could round twice (e.g. float64 -> float16 is wrong for
     values near a float16 midpoint).
  3. Ziv's test guards the one remaining risk, that f(x) lies so close to a
     rounding boundary of the target that mpmath's own error at P bits could
     move it across: both ends of [y - eps, y + eps], eps = 2^-(P-20)|y|
     (a million ulps of the working precision), must round to the same target
     value, else P is doubled.
"""
from __future__ import annotations

import math

import ml_dtypes
import mpmath
import numpy as np
from mpmath import mp, mpf

# name -> (precision p incl. the implicit bit, emin, emax) of the IEEE-style
# binary format; the smallest normal is 2^emin, subnormals have exponent emin.
FORMATS = {
    "float16": (11, -14, 15),
    "bfloat16": (8, -126, 127),
    "float32": (24, -126, 127),
    "float64": (53, -1022, 1023),
}

NP_DTYPES = {
    "float16": np.dtype(np.float16),
    "bfloat16": np.dtype(ml_dtypes.bfloat16),
    "float32": np.dtype(np.float32),
    "float64": np.dtype(np.float64),
}

# unsigned integer view of each format, for comparing encodings
BITS_DTYPES = {"float16": np.uint16, "bfloat16": np.uint16, "float32": np.uint32, "float64": np.uint64}


def dtype_name(dtype) -> str:
    """'float16' | 'bfloat16' | 'float32' | 'float64' for a numpy dtype or name."""
    if isinstance(dtype, str) and dtype in FORMATS:
        return dtype
    d = np.dtype(dtype)
    for name, nd in NP_DTYPES.items():
        if d == nd:
            return name
    raise ValueError(f"not a floating format onnxm supports: {dtype!r}")


def round_to_dtype(x, dtype):
    """Round the real number x (an mpf, or anything mpf() takes exactly) to the
    nearest value of `dtype`, ties to even, with gradual underflow and
    overflow to infinity.  A zero x gives +0 (mpf has no signed zero).
    Returns a numpy scalar of the dtype."""
    name = dtype_name(dtype)
    npd = NP_DTYPES[name]
    if not isinstance(x, mpmath.mpf):  # an mpf is kept as it is: mpf() would
        x = mpf(x)  # round it again to the working precision, here 53 bits
    if mpmath.isnan(x):
        return npd.type(float("nan"))
    if mpmath.isinf(x):
        return npd.type(float("inf") if x > 0 else float("-inf"))
    if x == 0:
        return npd.type(0.0)
    p, emin, emax = FORMATS[name]
    sign, man, exp, bc = x._mpf_  # |x| = man * 2^exp exactly, bc = bit length of man
    e = exp + bc - 1  # floor(log2 |x|)
    # exponent of one ulp: that of x's binade, or of the subnormal range
    q = max(e, emin) - (p - 1)
    shift = q - exp
    if shift <= 0:  # x is a multiple of the ulp: exact
        n = man << -shift
    else:
        n = man >> shift
        rem = man - (n << shift)
        half = 1 << (shift - 1)
        if rem > half or (rem == half and (n & 1)):
            n += 1
    inf = float("-inf") if sign else float("inf")
    if e > emax or (q == emax - (p - 1) and n >= (1 << p)):
        return npd.type(inf)
    # n <= 2^p <= 2^53 and q >= -1074: n * 2^q is exact in a Python float,
    # and every value of the four formats is exact in float64, so the
    # conversion to the numpy type below is exact too.
    v = math.ldexp(float(n), q)
    return npd.type(-v if sign else v)


def same_encoding(a, b) -> bool:
    """True if two scalars of one format have the same encoding (see
    encodings_equal)."""
    return bool(encodings_equal(np.asarray([a]), np.asarray([b]))[0])


def _correctly_rounded(f, x: float, dtype: str):
    """f(x) for finite x and a nonzero, finite real result, rounded to dtype."""
    p = FORMATS[dtype][0]
    prec = 2 * p + 96
    while prec <= 8192:
        with mp.workprec(prec):
            y = f(mpf(x))
            eps = abs(y) * mpf(2) ** (20 - prec)
            lo, hi = y - eps, y + eps
        rlo, rhi = round_to_dtype(lo, dtype), round_to_dtype(hi, dtype)
        if same_encoding(rlo, rhi):
            return rlo
        prec *= 2
    raise ArithmeticError(f"Ziv loop did not converge for x={x!r} ({dtype})")


# ----------------------------------------------------------------- operators
# Each takes x as an exact Python float and returns the result as a numpy
# scalar of dtype.  The special cases are those of IEEE 754 / C99 Annex F,
# which ONNX follows: NaN in -> NaN out, out of domain -> NaN.

def _sqrt(x: float, dtype: str):
    t = NP_DTYPES[dtype].type
    if math.isnan(x) or x < 0:  # includes -inf
        return t(float("nan"))
    if x == 0 or math.isinf(x):  # sqrt(+-0) = +-0, sqrt(+inf) = +inf
        return t(x)
    return _correctly_rounded(mp.sqrt, x, dtype)


def _reciprocal(x: float, dtype: str):
    t = NP_DTYPES[dtype].type
    if math.isnan(x):
        return t(float("nan"))
    if x == 0:  # 1/+-0 = +-inf
        return t(math.copysign(float("inf"), x))
    if math.isinf(x):  # 1/+-inf = +-0
        return t(math.copysign(0.0, x))
    return _correctly_rounded(lambda v: 1 / v, x, dtype)


def _asinh(x: float, dtype: str):
    t = NP_DTYPES[dtype].type
    if math.isnan(x) or math.isinf(x) or x == 0:  # odd: +-inf, +-0 kept
        return t(x)
    return _correctly_rounded(mp.asinh, x, dtype)


def _acos(x: float, dtype: str):
    t = NP_DTYPES[dtype].type
    if math.isnan(x) or abs(x) > 1:  # includes +-inf
        return t(float("nan"))
    if x == 1:  # the one input with a zero result
        return t(0.0)
    return _correctly_rounded(mp.acos, x, dtype)


def _exp(x: float, dtype: str):
    t = NP_DTYPES[dtype].type
    if math.isnan(x):
        return t(float("nan"))
    if math.isinf(x):  # exp(-inf) = +0, exp(+inf) = +inf
        return t(0.0 if x < 0 else x)
    if x == 0:  # the one input with an exact result
        return t(1.0)
    p, emin, emax = FORMATS[dtype]
    # beyond the format's range mpmath would work with huge exponents for
    # nothing: exp(x) >= 2^(emax+1) overflows, exp(x) < 2^(emin-p) (below
    # half the smallest subnormal) rounds to +0
    if x > (emax + 1) * math.log(2) + 1:
        return t(float("inf"))
    if x < (emin - p) * math.log(2) - 1:
        return t(0.0)
    return _correctly_rounded(mp.exp, x, dtype)


def _log(x: float, dtype: str):
    t = NP_DTYPES[dtype].type
    if math.isnan(x) or x < 0:  # includes -inf
        return t(float("nan"))
    if x == 0:  # log(+-0) = -inf
        return t(float("-inf"))
    if math.isinf(x):  # log(+inf) = +inf
        return t(x)
    if x == 1:  # the one input with an exact (zero) result: +0
        return t(0.0)
    return _correctly_rounded(mp.log, x, dtype)


def _sigmoid(x: float, dtype: str):
    t = NP_DTYPES[dtype].type
    if math.isnan(x):
        return t(float("nan"))
    if math.isinf(x):  # sigmoid(-inf) = +0, sigmoid(+inf) = 1
        return t(0.0 if x < 0 else 1.0)
    if x == 0:  # the one input with an exact result
        return t(0.5)
    p, emin, emax = FORMATS[dtype]
    # far out mpmath would work with huge exponents for nothing: 1 -
    # sigmoid(x) < e^-x < 2^-(p+2) rounds to 1 (the midpoint below 1 is
    # 1 - 2^-(p+1)); sigmoid(x) < e^x < 2^(emin-p) (half the smallest
    # subnormal) rounds to +0
    if x > (p + 2) * math.log(2) + 1:
        return t(1.0)
    if x < (emin - p) * math.log(2) - 1:
        return t(0.0)
    return _correctly_rounded(lambda v: 1 / (1 + mp.exp(-v)), x, dtype)


def _tanh(x: float, dtype: str):
    t = NP_DTYPES[dtype].type
    if math.isnan(x):
        return t(float("nan"))
    if x == 0:  # odd: +-0 kept
        return t(x)
    # |x| >= 20 (+-inf included): 1 - tanh|x| < 2e^-40 < 2^-56, below the
    # midpoint under 1 of every format (1 - 2^-54 for float64), so +-1
    # (mpmath would round such results to 1 at any working precision)
    if abs(x) >= 20:
        return t(math.copysign(1.0, x))
    return _correctly_rounded(mp.tanh, x, dtype)


def _erf(x: float, dtype: str):
    t = NP_DTYPES[dtype].type
    if math.isnan(x) or x == 0:  # odd: +-0 kept
        return t(x)
    if abs(x) >= 6:  # +-inf included: erfc(6) < 2^-55, below half an ulp under 1 in every type
        return t(math.copysign(1.0, x))
    return _correctly_rounded(mp.erf, x, dtype)


def _gelu(x: float, dtype: str):
    """Gelu, approximate "none": x/2 (1 + erf(x/sqrt2)) = x/2 erfc(-x/sqrt2)."""
    t = NP_DTYPES[dtype].type
    if math.isnan(x) or x == 0:  # +-0 kept
        return t(x)
    # x >= 0x1.095b059d67c4dp+3 (+inf included): erfc(x/sqrt2) < 2^-53, so
    # x (1 - erfc/2) lies above the midpoint x (1 - 2^-54) under x in every
    # type: x.  x <= -0x1.34a4208ec1ea4p+5 (-inf included): |gelu(x)| <
    # 2^-1075, below half of every type's smallest subnormal: -0 (the limit
    # at -inf, not the NaN of -inf * 0)
    if x >= float.fromhex("0x1.095b059d67c4dp+3"):
        return t(x)
    if x <= -float.fromhex("0x1.34a4208ec1ea4p+5"):
        return t(-0.0)
    # erfc(-v/sqrt2), not 1 + erf: no cancellation for negative v; at tiny
    # |x| the Ziv loop raises the precision until the x^2 term decides
    return _correctly_rounded(lambda v: v / 2 * mp.erfc(-v / mp.sqrt(2)), x, dtype)


def _gelu_tanh(x: float, dtype: str):
    """Gelu, approximate="tanh": x/2 (1 + tanh(sqrt(2/pi) (x + 0.044715 x^3)))
    with sqrt(2/pi) and 0.044715 exact, as x sigmoid(w), w = 2 sqrt(2/pi)
    (x + 0.044715 x^3): the same real number, without the cancellation of
    1 + tanh for x < 0."""
    t = NP_DTYPES[dtype].type
    if math.isnan(x) or x == 0:  # +-0 kept
        return t(x)
    # |x| > 64 (+-inf included): e^-|w| < 2^-14000, so y = x (1 - d) rounds
    # to x (x > 0) and |y| < 2^-13000 to -0 (x < 0: the limit at -inf)
    if x > 64:
        return t(x)
    if x < -64:
        return t(-0.0)
    # 0.044715 formed inside, at the working precision _correctly_rounded
    # sets (formed out here, at mpmath's 53 bits, it was 0.044715 rounded:
    # 15 ulp off at x = -8)
    return _correctly_rounded(
        lambda v: v / (1 + mp.exp(-2 * mp.sqrt(2 / mp.pi) * (v + mpf(44715) / 10 ** 6 * v ** 3))), x, dtype)


OPS = {"Sqrt": _sqrt, "Reciprocal": _reciprocal, "Asinh": _asinh, "Acos": _acos, "Exp": _exp,
       "Log": _log, "Sigmoid": _sigmoid, "Tanh": _tanh, "Erf": _erf, "Gelu": _gelu}


# The functions an attribute's value selects: (operator, attribute, value)
# -> the function, for every value of every attribute with an effect (the
# default's is the operator's own, OPS[op]); an attribute given to
# reference() that is not here is an error, not the default.
FORM_OPS = {("Gelu", "approximate", "none"): _gelu, ("Gelu", "approximate", "tanh"): _gelu_tanh}


def reference(op: str, x: np.ndarray, **attributes) -> np.ndarray:
    """The correctly rounded op(x), element-wise, same dtype and shape as
    x; attributes select a form (reference("Gelu", x, approximate="tanh"))."""
    f = OPS[op]
    for k, v in attributes.items():
        f = FORM_OPS[(op, k, v)]
    name = dtype_name(x.dtype)
    flat = np.asarray(x).reshape(-1)
    out = np.empty(flat.shape, dtype=NP_DTYPES[name])
    cache: dict[int, object] = {}
    bits = flat.view(BITS_DTYPES[name])
    for i, v in enumerate(flat):
        key = int(bits[i])
        if key not in cache:
            cache[key] = f(float(v), name)
        out[i] = cache[key]
    return out.reshape(np.shape(x))


def encodings_equal(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """Element-wise: same encoding (so +0 != -0), where any NaN matches any
    NaN -- ONNX specifies neither NaN payloads nor NaN signs."""
    name = dtype_name(a.dtype)
    assert a.dtype == b.dtype and a.shape == b.shape, (a.dtype, b.dtype, a.shape, b.shape)
    u = BITS_DTYPES[name]
    both_nan = np.isnan(a.astype(np.float64)) & np.isnan(b.astype(np.float64))
    return (a.view(u) == b.view(u)) | both_nan


def ulp_distance(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """Distance in units in the last place between two arrays of one format,
    counted along the ordered encodings (so +0/-0 are 1 apart); 0 where both
    are NaN, a huge number where exactly one is."""
    name = dtype_name(a.dtype)
    u = BITS_DTYPES[name]
    nbits = np.dtype(u).itemsize * 8

    def ordered(v):
        i = v.view(u).astype(object)
        sign = 1 << (nbits - 1)
        return [(-(k - sign) - 1 if k >= sign else k) for k in i.reshape(-1)]

    oa, ob = ordered(a), ordered(b)
    na = np.isnan(a.astype(np.float64)).reshape(-1)
    nb = np.isnan(b.astype(np.float64)).reshape(-1)
    d = []
    for i in range(len(oa)):
        if na[i] and nb[i]:
            d.append(0)
        elif na[i] or nb[i]:
            d.append(1 << 64)
        else:
            d.append(abs(oa[i] - ob[i]))
    return np.array(d, dtype=object).reshape(np.shape(a))
