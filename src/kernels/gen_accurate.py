#!/usr/bin/env python3
"""gen_accurate.py -- the constants of src/kernels/accurate_mp.h.

Prints the C block between the markers "BEGIN gen_accurate.py" and
"END gen_accurate.py" of accurate_mp.h; with --write it replaces that block in
place.  Every multi-limb constant is the exact value truncated toward zero
to 512 bits (8 limbs of 64, most significant first): value = 0.m * 2^e with
2^511 <= m < 2^512, so any leading n limbs are the value truncated to 64n
bits (relative error < 2^(1-64n)).  The series coefficients (all in (0, 1],
decreasing) are fixed point instead: floor(c 2^511), whose leading n limbs
are c truncated to a multiple of 2^(1-64n).  Transcendental values are computed by
mpmath at 800 bits (error < 2^-790, far below the truncation); rationals
exactly with fractions.  tests/c/test_accurate.c checks every entry against
MPFR.

Usage: python3 src/kernels/gen_accurate.py [--write]
"""
import sys
from fractions import Fraction

import mpmath

mpmath.mp.prec = 800
LIMBS = 8
BITS = 64 * LIMBS
LOG_BITS = 8          # log table: 256 entries indexed by the top 8 fraction bits
RJ_BITS = 20          # significant bits of r_j ~ 1/c_j
ASIN_STEP = 64        # asin table: c_j = j/64, j = 0..32
NCOEF = 65            # series coefficients k = 0..64 (8n + 1 terms for n <= 8)
EXP_C1 = float.fromhex("0x1.62e42fefa39efp-9")  # RN(ln2/256): exp's reduction


def trunc_mp(v):
    """v > 0 (Fraction or mpf) -> (e, m) with v = m 2^(e - BITS) truncated, 2^(BITS-1) <= m < 2^BITS."""
    if isinstance(v, Fraction):
        assert v > 0
        e = v.numerator.bit_length() - v.denominator.bit_length()
        while Fraction(2) ** e <= v:
            e += 1
        while Fraction(2) ** (e - 1) > v:
            e -= 1
        scaled = v * Fraction(2) ** (BITS - e)
        m = scaled.numerator // scaled.denominator
    else:
        assert v > 0
        mant, ex = mpmath.frexp(v)  # v = mant 2^ex, mant in [1/2, 1)
        e = int(ex)
        m = int(mpmath.floor(mpmath.ldexp(mant, BITS)))
    assert (1 << (BITS - 1)) <= m < (1 << BITS)
    return e, m


def c_mp(v):
    e, m = trunc_mp(v)
    limbs = [(m >> (64 * (LIMBS - 1 - i))) & ((1 << 64) - 1) for i in range(LIMBS)]
    body = ", ".join("0x%016xu" % l for l in limbs)
    return "{%d, {%s}}" % (e, body)


def round_bits(q, bits):
    """Fraction q > 0 rounded to nearest with `bits` significant bits."""
    e = 0
    while q >= 2:
        q /= 2
        e += 1
    while q < 1:
        q *= 2
        e -= 1
    scaled = q * (1 << (bits - 1))
    n = round(scaled)
    return Fraction(n, 1 << (bits - 1)) * Fraction(2) ** e


def hexfloat(q):
    f = float(q)
    assert Fraction(f) == q
    return f.hex()


def main():
    out = []
    out.append("/* BEGIN gen_accurate.py (do not edit: python3 src/kernels/gen_accurate.py --write) */")
    out.append("static const acc_const acc_ln2 = %s;" % c_mp(mpmath.log(2)))
    out.append("static const acc_const acc_pi = %s;" % c_mp(mpmath.pi))
    out.append("static const acc_const acc_pio2 = %s;" % c_mp(mpmath.pi / 2))
    out.append("static const acc_const acc_2_sqrtpi = %s;" % c_mp(2 / mpmath.sqrt(mpmath.pi)))
    out.append("static const acc_const acc_rsqrt2pi = %s;" % c_mp(1 / mpmath.sqrt(2 * mpmath.pi)))
    # Gelu tanh: w = a x + b x^3, a = 2 sqrt(2/pi), b = 0.044715 a (0.044715 exact)
    gelu_a = 2 * mpmath.sqrt(2 / mpmath.pi)
    out.append("static const acc_const acc_gelu_a = %s;" % c_mp(gelu_a))
    out.append("static const acc_const acc_gelu_b = %s;" % c_mp(gelu_a * mpmath.mpf(44715) / 1000000))
    # log table
    rj, logr = [], []
    tmax = Fraction(0)
    n = 1 << LOG_BITS
    for j in range(n):
        c = 1 + Fraction(2 * j + 1, 2 * n)
        r = round_bits(1 / c, RJ_BITS)
        rj.append(r)
        lo, hi = 1 + Fraction(j, n), 1 + Fraction(j + 1, n)
        tmax = max(tmax, abs(lo * r - 1), abs(hi * r - 1))
        logr.append(-mpmath.log(mpmath.mpf(r.numerator) / r.denominator))
    assert all(r < 1 for r in rj)
    assert float(tmax) < 2 ** -8.9, float(tmax)
    out.append("/* |w r_j - 1| <= %.6g = 2^%.4f for w in [1 + j/256, 1 + (j+1)/256) */"
               % (float(tmax), float(mpmath.log(mpmath.mpf(tmax.numerator) / tmax.denominator, 2))))
    out.append("static const double acc_log_r[%d] = {" % n)
    for i in range(0, n, 4):
        out.append("    " + ", ".join(hexfloat(r) for r in rj[i:i + 4]) + ",")
    out.append("};")
    out.append("static const acc_const acc_log_minus_log_r[%d] = {" % n)
    for v in logr:
        out.append("    %s," % c_mp(v))
    out.append("};")
    # asin table
    na = ASIN_STEP // 2 + 1
    out.append("static const acc_const acc_asin_c[%d] = {" % na)
    out.append("    {0, {0}},")
    for j in range(1, na):
        out.append("    %s," % c_mp(mpmath.asin(mpmath.mpf(j) / ASIN_STEP)))
    out.append("};")
    out.append("static const acc_const acc_asin_sqrt1mc2[%d] = {" % na)
    for j in range(na):
        c = mpmath.mpf(j) / ASIN_STEP
        out.append("    %s," % c_mp(mpmath.sqrt(1 - c * c)))
    out.append("};")
    # exp: ln2/256 = C1 + the rest, C1 = RN(ln2/256) as the double the
    # argument reduction multiplies exactly (accurate.c, exp_value); the
    # tables 2^(a/16) and 2^(b/256), a, b = 0..15
    ln2_256 = mpmath.log(2) / 256
    assert float(ln2_256) == EXP_C1 and ln2_256 > EXP_C1
    out.append("/* ln2/256 - C1, C1 = %s = RN(ln2/256) */" % EXP_C1.hex())
    out.append("static const acc_const acc_ln2_256_lo = %s;" % c_mp(ln2_256 - mpmath.mpf(EXP_C1)))
    for name, den in (("acc_exp2_16", 16), ("acc_exp2_256", 256)):
        out.append("/* 2^(j/%d), j = 0..15 */" % den)
        out.append("static const acc_const %s[16] = {" % name)
        for j in range(16):
            out.append("    %s," % c_mp(mpmath.mpf(2) ** (mpmath.mpf(j) / den)))
        out.append("};")
    # series coefficients, fixed point: floor(c 2^511) (c <= 1), decreasing
    def c_fix(q):
        m = (q.numerator << (BITS - 1)) // q.denominator
        assert 0 < m <= (1 << (BITS - 1))
        limbs = [(m >> (64 * (LIMBS - 1 - i))) & ((1 << 64) - 1) for i in range(LIMBS)]
        return "{{%s}}" % ", ".join("0x%016xu" % l for l in limbs)

    fact = [1]
    for i in range(1, 2 * NCOEF + 2):
        fact.append(fact[-1] * i)
    asin_c = [Fraction(fact[2 * k], 4 ** k * fact[k] ** 2 * (2 * k + 1)) for k in range(NCOEF)]
    log1p_c = [Fraction(1, m + 1) for m in range(NCOEF)]
    exp_c = [Fraction(1, fact[k + 1]) for k in range(NCOEF)]
    for cs in (asin_c, log1p_c, exp_c):
        assert cs[0] == 1 and all(cs[i + 1] < cs[i] for i in range(NCOEF - 1))
    out.append("/* (2k)! / (4^k (k!)^2 (2k + 1)), floor(c 2^511): asin(w) = sum_k c_k w^(2k+1), asinh with")
    out.append(" * (-1)^k */")
    out.append("static const acc_fix acc_asin_coef[%d] = {" % NCOEF)
    for q in asin_c:
        out.append("    %s," % c_fix(q))
    out.append("};")
    out.append("/* 1/(m + 1), floor(c 2^511): log1p(t) = t sum_m (-1)^m t^m/(m + 1) */")
    out.append("static const acc_fix acc_log1p_coef[%d] = {" % NCOEF)
    for q in log1p_c:
        out.append("    %s," % c_fix(q))
    out.append("};")
    out.append("/* 1/(k + 1)!, floor(c 2^511): expm1(r) = r sum_k r^k/(k + 1)! */")
    out.append("static const acc_fix acc_exp_coef[%d] = {" % NCOEF)
    for q in exp_c:
        out.append("    %s," % c_fix(q))
    out.append("};")
    out.append("/* END gen_accurate.py */")
    text = "\n".join(out) + "\n"
    if "--write" in sys.argv:
        path = __file__.replace("gen_accurate.py", "accurate_mp.h")
        src = open(path).read()
        b = src.index("/* BEGIN gen_accurate.py")
        e = src.index("/* END gen_accurate.py */") + len("/* END gen_accurate.py */\n")
        open(path, "w").write(src[:b] + text + src[e:])
    else:
        sys.stdout.write(text)


if __name__ == "__main__":
    main()
