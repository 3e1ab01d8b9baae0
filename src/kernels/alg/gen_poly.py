#!/usr/bin/env python3
"""Derives the polynomial coefficients used by src/kernels/alg/*.h.

Each polynomial is a near-minimax (Chebyshev interpolation) fit computed with
mpmath at 200 bits, rounded to double, and its error is then measured on a
dense grid *with the double coefficients* (evaluated exactly in mpmath), so
the printed bound covers coefficient rounding.  Run:

    python3 src/kernels/alg/gen_poly.py

and paste the output into the headers; the bounds go into their comments.
"""
import mpmath as mp

mp.mp.prec = 200


def to_double(c):
    return float(mp.mpf(c))


def fit(name, f, a, b, degree, rel_to=None):
    coeffs, _ = mp.chebyfit(f, [a, b], degree + 1, error=True)
    coeffs = [to_double(c) for c in coeffs]  # highest degree first
    worst = mp.mpf(0)
    for i in range(4001):
        z = a + (b - a) * mp.mpf(i) / 4000
        p = mp.mpf(0)
        for c in coeffs:
            p = p * z + mp.mpf(c)
        ref = f(z)
        err = abs(p - ref) / abs(rel_to(z) if rel_to else ref)
        worst = max(worst, err)
    print(f"/* {name}: degree {degree} on [{float(a)!r}, {float(b)!r}], "
          f"max relative error 2^{float(mp.log(worst, 2)):.1f} */")
    for k, c in enumerate(reversed(coeffs)):
        print(f"    {c.hex()}, /* c{k} = {c!r} */")
    return coeffs


def q_log(z):
    # R(z) = 2 atanh(sqrt z)/sqrt z - 2 = z * Q(z);  Q(0) = 2/3
    if z == 0:
        return mp.mpf(2) / 3
    s = mp.sqrt(z)
    return (2 * mp.atanh(s) / s - 2) / z


def p_asin(z):
    # asin(x) = x + x z P(z), z = x^2;  P(0) = 1/6
    if z == 0:
        return mp.mpf(1) / 6
    s = mp.sqrt(z)
    return (mp.asin(s) / s - 1) / z


if __name__ == "__main__" and len(__import__("sys").argv) == 1:
    smax = (mp.sqrt(2) - 1) / (mp.sqrt(2) + 1)
    for d in (6, 7, 8):
        fit("log Q(z)", q_log, mp.mpf(0), smax * smax * (1 + mp.mpf(2) ** -20), d)
    for d in (10, 11, 12, 13):
        fit("asin P(z)", p_asin, mp.mpf(0), mp.mpf(0.25), d)


# ---- float-input fast cores (fast.h): E = 2^-36, so each core < 2^-37
def s_asinh(z):
    # asinh(a) = a + a z S(z), z = a^2;  S(0) = -1/6
    if z == 0:
        return -mp.mpf(1) / 6
    a = mp.sqrt(z)
    return (mp.asinh(a) / a - 1) / z


def p_log1p(r):
    # log1p(r) = r + r^2 L(r);  L(0) = -1/2
    if r == 0:
        return -mp.mpf(1) / 2
    return (mp.log1p(r) - r) / (r * r)


def fast():
    # fast.h uses log1p L degree 4 (2^-30.8; it is multiplied by r^2 <= 2^-7 y)
    # and asin P degree 7 (2^-33.6; multiplied by z P <= 0.0472)
    rmax = mp.mpf(1) / 32 * (1 + mp.mpf(2) ** -10)
    for d in (4, 5):
        fit("log1p L(r)", p_log1p, -rmax, rmax, d)
    for d in (7, 8):
        fit("asin P(z)", p_asin, mp.mpf(0), mp.mpf(0.25), d)
    # the 16-entry log table: c_j = 1/(1 + (j + 1/2)/16) rounded to double,
    # logc_j = -log(c_j) rounded to double
    for j in range(16):
        c = float(1 / (1 + (mp.mpf(j) + mp.mpf(0.5)) / 16))
        print(f"    {{{c.hex()}, {float(-mp.log(mp.mpf(c))).hex()}}}, /* j = {j} */")


if __name__ == "__main__" and len(__import__("sys").argv) > 1 and __import__("sys").argv[1] == "fast":
    fast()


# ---- double cores (log.h, asinh.h): `gen_poly.py double`
def double_cores():
    # log.h: 16-entry table on m in [1, 2): c_j = 1/(1 + (j + 1/2)/16)
    # rounded to double, so |r| = |m c_j - 1| <= (1/32)/(1 + 1/32) (plus
    # c_j's rounding); -log(c_j) = hi + lo with hi a multiple of 2^-42 (so
    # k ln2_hi + hi is exact for |k| < 2^11) and lo rounded to double.
    rmax = mp.mpf(1) / 32 / (1 + mp.mpf(1) / 32) * (1 + mp.mpf(2) ** -20)
    # L(r) = (log1p(r) - r)/r^2; the bound printed is the absolute error of
    # r^2 L(r) (rel_to = 1/r^2)
    for d in (7, 8):
        fit("log1p L(r), absolute error of r^2 L", p_log1p, -rmax, rmax, d,
            rel_to=lambda r: 1 / (r * r) if r != 0 else mp.inf)
    for j in range(16):
        c = float(1 / (1 + (mp.mpf(j) + mp.mpf(0.5)) / 16))
        lc = -mp.log(mp.mpf(c))
        hi = mp.nint(lc * 2 ** 42) / 2 ** 42
        lo = float(lc - hi)
        print(f"    /* j = {j:2} */ {{{c.hex()}, {float(hi).hex()}, {lo.hex()}}},")
    # asinh.h: |x| < 1/8, asinh(a) = a + a z S(z), z = a^2 <= 1/64
    for d in (5, 6):
        fit("asinh S(z)", s_asinh, mp.mpf(0), mp.mpf(1) / 64, d)


if __name__ == "__main__" and len(__import__("sys").argv) > 1 and __import__("sys").argv[1] == "double":
    double_cores()


# ---- double-double cores: asinh_dd.h's fits, `gen_poly.py dd` (acos_dd.h's
# tables: `gen_poly.py acos_dd`, below)
def m_log1p(r):
    # log1p(r) = r - r^2/2 + r^3 M(r);  M(0) = 1/3
    if r == 0:
        return mp.mpf(1) / 3
    return (mp.log1p(r) - r + r * r / 2) / r ** 3


def s2_asinh(z):
    # asinh(a) = a + a z (-1/6 + z S2(z)), z = a^2;  S2(0) = 3/40
    if z == 0:
        return mp.mpf(3) / 40
    return (s_asinh(z) + mp.mpf(1) / 6) / z


def dd_split(name, v):
    hi = float(v)
    lo = float(v - mp.mpf(hi))
    print(f"/* {name} = {hi.hex()} + {lo.hex()} */")


def dd_cores():
    # asinh_dd.h: log1p's cubic tail on log.h's |r| <= (1/32)/(1 + 1/32)
    # (plus c_j's rounding); the bound printed is the absolute error of r^3 M
    rmax = mp.mpf(1) / 32 / (1 + mp.mpf(1) / 32) * (1 + mp.mpf(2) ** -20)
    for d in (6, 7, 8):
        fit("log1p M(r), absolute error of r^3 M", m_log1p, -rmax, rmax, d,
            rel_to=lambda r: 1 / abs(r) ** 3 if r != 0 else mp.inf)
    # asinh's a < 1/8 branch; the bound printed is relative to a: z^2 S2
    for d in (5, 6):
        fit("asinh S2(z), error of z^2 S2", s2_asinh, mp.mpf(0), mp.mpf(1) / 64, d,
            rel_to=lambda z: 1 / (z * z) if z != 0 else mp.inf)
    dd_split("-1/6", -mp.mpf(1) / 6)


if __name__ == "__main__" and len(__import__("sys").argv) > 1 and __import__("sys").argv[1] == "dd":
    dd_cores()


def asinh_dd_bound():
    # asinh_dd.h's log branch: the absolute error terms of the header comment
    # at each w = 2^k m (m on a grid of each table interval j, with
    # r = m c_j - 1; k = 0 starts at w = 1/8 + sqrt(1 + 1/64)), over y =
    # log(w) there; k >= 1 (y >= log 2) with the largest |r| of all.  M's
    # fit is counted at its global maximum (2^-70.3) everywhere.
    mp.mp.prec = 100
    two = mp.mpf(2)
    wmin = mp.mpf(1) / 8 + mp.sqrt(1 + mp.mpf(1) / 64)
    fit_m = two ** -70.3   # gen_poly.py dd: r^3 M's fit
    delta = two ** -51.34  # |p t - ne|

    def err(r):
        r = abs(r) + two ** -53
        r3 = r ** 3
        mmax = mp.mpf(1) / 3 + r / 4 + r ** 2 / 5 + r ** 3 / 6 + r ** 4
        e1 = two ** -53 * r3 * mmax                              # r3's rounding, times M
        e2 = r3 * two ** -55 * (1 + 2 * r)                       # M's Horner roundings
        e4 = two ** (mp.floor(mp.log(r3 * mmax + two ** -44, 2)) - 53)  # lo's last rounding
        e5 = delta * r ** 4 / (1 - r)                            # delta/p - delta g
        return e1 + e2 + fit_m + e4 + e5 + two ** -80

    worst = mp.mpf(0)
    for j in range(16):
        m0, m1 = max(1 + mp.mpf(j) / 16, wmin), 1 + mp.mpf(j + 1) / 16
        if m0 >= m1:
            continue
        c = mp.mpf(float(1 / (1 + (mp.mpf(j) + mp.mpf(0.5)) / 16)))
        wj = mp.mpf(0)
        for i in range(2001):
            m = m0 + (m1 - m0) * i / 2000
            wj = max(wj, err(m * c - 1) / (mp.log(m) - two ** -51))
        worst = max(worst, wj)
        print(f"/* k = 0, j = {j:2}: relative error < 2^{float(mp.log(wj, 2)):.2f} */")
    rmax = mp.mpf(1) / 32 / (1 + mp.mpf(1) / 32) * (1 + two ** -20)
    wk = err(rmax) / mp.log(2)
    worst = max(worst, wk)
    print(f"/* k >= 1: relative error < 2^{float(mp.log(wk, 2)):.2f} */")
    print(f"/* asinh_dd log branch: < 2^{float(mp.log(worst, 2)):.3f} */")


if __name__ == "__main__" and len(__import__("sys").argv) > 1 and __import__("sys").argv[1] == "asinh_dd_bound":
    asinh_dd_bound()


def acos_dd_tables():
    # acos_dd.h: U(z) = 1 + W(z), W(z) = asin(sqrt z)/sqrt z - 1 = sum_n
    # b_n z^n on z in [0, 1/4], in 16 pieces j = round(60 z): the Taylor
    # polynomial of degree 9 at zt_j = RN(j/60), a_0 and a_1 as double-doubles, a_2..a_9
    # doubles.  a_k = sum_n b_n C(n, k) zt^(n-k) (the series converges as
    # 4^-n).  Printed: the error of the polynomial with these coefficients
    # against U, measured on 2001 points of each piece (|z - zt_j| <= 1/120).
    mp.mp.prec = 300
    nmax = 400
    b = [mp.mpf(0)] + [mp.binomial(2 * n, n) / (mp.mpf(4) ** n * (2 * n + 1)) for n in range(1, nmax)]

    def w(z):
        if z == 0:
            return mp.mpf(0)
        s = mp.sqrt(z)
        return mp.asin(s) / s - 1

    deg = 9
    rows, worst = [], mp.mpf(0)
    for j in range(16):
        zt = float(mp.mpf(j) / 60)
        a = []
        for k in range(deg + 1):
            a.append(sum(b[n] * mp.binomial(n, k) * mp.mpf(zt) ** (n - k) for n in range(max(k, 1), nmax)))
        # a_0 is U(zt) = 1 + W(zt): the core builds U = 1 + W, so that
        # (G + G_l) U is one double-double product
        u0 = 1 + a[0]
        a0h, a1h = float(u0), float(a[1])
        a0l, a1l = float(u0 - mp.mpf(a0h)), float(a[1] - mp.mpf(a1h))
        rest = [float(c) for c in a[2:]]
        rows.append([zt, a0h, a0l, a1h, a1l] + rest)
        lo = max(mp.mpf(0), mp.mpf(zt) - mp.mpf(1) / 120)
        hi = min(mp.mpf(1) / 4, mp.mpf(zt) + mp.mpf(1) / 120)
        wj = mp.mpf(0)
        for i in range(2001):
            z = lo + (hi - lo) * i / 2000
            dz = z - mp.mpf(zt)
            q = mp.mpf(0)
            for c in reversed(rest):
                q = q * dz + mp.mpf(c)
            p = mp.mpf(a0h) + mp.mpf(a0l) + (mp.mpf(a1h) + mp.mpf(a1l)) * dz + dz * dz * q
            wj = max(wj, abs(p - 1 - w(z)))
        worst = max(worst, wj)
        print(f"/* j = {j:2}: error < 2^{float(mp.log(wj, 2)):.2f} */")
    print(f"/* all pieces: error < 2^{float(mp.log(worst, 2)):.2f} */")
    # one row per piece, in the order the core reads them in pairs
    # (vd_lookup16_2): zt a2, a3 a4, a5 a6, a7 a8, a9 a1h, a0h a0l, a1l
    names = ["zt", "a0h", "a0l", "a1h", "a1l"] + [f"a{k}" for k in range(2, deg + 1)]
    order = ["zt", "a2", "a3", "a4", "a5", "a6", "a7", "a8", "a9", "a1h", "a0h", "a0l", "a1l"]

    def h(v):
        return "0x0.0p+0" if v == 0 else v.hex()

    print("#define ALG_ACOS_DD_PIECES(X) \\")
    for j, r in enumerate(rows):
        vals = [h(r[names.index(c)]) for c in order]
        print("    X(" + ", ".join(vals[:4]) + ", \\")
        print("      " + ", ".join(vals[4:8]) + ", \\")
        print("      " + ", ".join(vals[8:12]) + ", \\")
        print("      " + vals[12] + ")" + (" \\" if j < 15 else ""))

if __name__ == "__main__" and len(__import__("sys").argv) > 1 and __import__("sys").argv[1] == "acos_dd":
    acos_dd_tables()


# ---- exp_dd.h: `gen_poly.py exp_dd`
def exp_q(r):
    # e^r = 1 + r + r^2/2 + r^3 Q(r);  Q(0) = 1/6
    if r == 0:
        return mp.mpf(1) / 6
    return (mp.expm1(r) - r - r * r / 2) / r ** 3


def exp_dd():
    # x = k ln2/256 + r: k = round(x 256/ln2) from a double product, so
    # |x 256/ln2 - k| <= 1/2 + 2^-33.9 and |r| <= RMAX (the header's bound)
    mp.mp.prec = 200
    ln2_256 = mp.log(2) / 256
    rmax = ln2_256 * (mp.mpf(1) / 2 + mp.mpf(2) ** -33.9) + mp.mpf(2) ** -42
    print(f"/* RMAX = {float(rmax)!r} = 2^{float(mp.log(rmax, 2)):.4f} */")
    invl = float(256 / mp.log(2))
    c1 = float(ln2_256)
    c2 = float(ln2_256 - mp.mpf(c1))
    c3 = ln2_256 - mp.mpf(c1) - mp.mpf(c2)
    print(f"/* 256/ln2 = {invl.hex()}; ln2/256 = C1 + C2 + C3, C1 = {c1.hex()}, "
          f"C2 = {c2.hex()}, |C3| = 2^{float(mp.log(abs(c3), 2)):.2f} */")
    # Q: the absolute error of r^3 Q on |r| <= RMAX, and relative to |r|
    for d in (3, 4):
        coeffs = fit("exp Q(r), absolute error of r^3 Q", exp_q, -rmax, rmax, d,
                     rel_to=lambda r: 1 / abs(r) ** 3 if r != 0 else mp.inf)
        worst = mp.mpf(0)
        for i in range(1, 4001):
            r = rmax * i / 4000
            for s in (r, -r):
                p = mp.mpf(0)
                for c in coeffs:
                    p = p * s + mp.mpf(c)
                worst = max(worst, abs(p - exp_q(s)) * s * s)
        print(f"/*   the same relative to |r|: 2^{float(mp.log(worst, 2)):.1f} */")
    # 2^(a/16) and 2^(b/256), a, b = 0..15, as double-doubles: one piece per
    # index with the columns A_hi, A_lo, B_hi, B_lo (vec_table16.h)
    print("#define ALG_EXP_DD_PIECES(X) \\")
    worst = mp.mpf(0)
    for j in range(16):
        vals = []
        for v in (mp.mpf(2) ** (mp.mpf(j) / 16), mp.mpf(2) ** (mp.mpf(j) / 256)):
            h = float(v)
            lo = float(v - mp.mpf(h))
            worst = max(worst, abs(mp.mpf(h) + mp.mpf(lo) - v) / v)
            vals += [h.hex(), "0x0.0p+0" if lo == 0 else lo.hex()]
        print("    X(" + ", ".join(vals) + ")" + (" \\" if j < 15 else ""))
    print(f"/* table entries: relative error < 2^{float(mp.log(worst, 2)):.2f} */")


if __name__ == "__main__" and len(__import__("sys").argv) > 1 and __import__("sys").argv[1] == "exp_dd":
    exp_dd()


# ---- exp.h and slow.c's exp: `gen_poly.py exp`
def q_expm1(r):
    # expm1(r) = r + r^2 Q(r);  Q(0) = 1/2
    if r == 0:
        return mp.mpf(1) / 2
    return (mp.expm1(r) - r) / (r * r)


def exp_tables():
    # exp.h: x = k ln2/16 + r, k = round(x 16/ln2): |r| <= ln2/32 (1 +
    # 2^-38), the 2^-38 covering 16/ln2's rounding times |x| <= 746 and
    # the table's tau_j (< 2^-53).  q = expm1(r) = r + r^2 Q(r) and
    # exp(x) = 2^(k/16) (1 + q): the bound printed is Q's error times r^2,
    # relative to exp(r), i.e. the error it makes in exp(x), relative.
    import struct
    rmax = mp.log(2) / 32 * (1 + mp.mpf(2) ** -38)
    rel = lambda r: mp.exp(r) / (r * r) if r != 0 else mp.inf
    for d in (2, 3):
        co = fit("expm1 Q(r), error of r^2 Q relative to exp(r) (fast core)", q_expm1, -rmax, rmax, d, rel_to=rel)
        # for expm1 users (Tanh): the same error relative to |expm1(r)|
        worst = mp.mpf(0)
        for i in range(1, 4001):
            for r in (rmax * i / 4000, -rmax * i / 4000):
                p = mp.mpf(0)
                for c in co:
                    p = p * r + mp.mpf(c)
                worst = max(worst, abs(p - q_expm1(r)) * r * r / abs(mp.expm1(r)))
        print(f"/*   the same relative to |expm1(r)|: 2^{float(mp.log(worst, 2)):.1f} */")
    for d in (4, 5):
        fit("expm1 Q(r), error of r^2 Q relative to exp(r) (double core)", q_expm1, -rmax, rmax, d, rel_to=rel)
    l16 = mp.log(2) / 16
    c = float(l16)
    print(f"/* 16/ln2 = {float(16 / mp.log(2)).hex()}; fast core: C = RN(ln2/16) = {c.hex()}, "
          f"|C - ln2/16| = 2^{float(mp.log(abs(mp.mpf(c) - l16), 2)):.2f} */")
    chi = mp.nint(l16 * 2 ** 42) / 2 ** 42  # 38 significant bits: k C_hi exact for |k| < 2^15
    clo = float(l16 - chi)
    print(f"/* double core: ln2/16 = C_hi + C_lo + d, C_hi = {float(chi).hex()} (38 bits), "
          f"C_lo = {clo.hex()}, |d| = 2^{float(mp.log(abs(l16 - chi - mp.mpf(clo)), 2)):.2f} */")
    # exp.h's table, one piece per j = k mod 16: tb_j, the double whose bits
    # are bits(T_j) - j 2^48 with T_j = RN(2^(j/16)) (so that bits(tb_j) +
    # k 2^48 = bits(T_j 2^(k div 16))); it is (T_j + 1 - j/16)/2.  And
    # tau_j = RN(log(2^(j/16)/T_j)): exp(x) = T_j 2^(k div 16) exp(r + tau_j).
    print("#define ALG_EXP_PIECES(X) \\")
    worst = mp.mpf(0)
    for j in range(16):
        e = mp.mpf(2) ** (mp.mpf(j) / 16)
        t = float(e)
        bits = struct.unpack("<q", struct.pack("<d", t))[0] - (j << 48)
        tb = struct.unpack("<d", struct.pack("<q", bits))[0]
        assert mp.mpf(tb) == (mp.mpf(t) + 1 - mp.mpf(j) / 16) / 2
        tau = mp.log(e / mp.mpf(t))
        worst = max(worst, abs(tau))
        print(f"    X({tb.hex()}, {'0x0.0p+0' if tau == 0 else float(tau).hex()}) "
              f"/* {j:2}: T = {t.hex()} */" + (" \\" if j < 15 else ""))
    print(f"/* |tau_j| < 2^{float(mp.log(worst, 2)):.2f} */")
    # slow.c: ln2/16 in three parts and 2^(j/16) as double-doubles
    c2 = float(l16 - mp.mpf(c))
    c3 = float(l16 - mp.mpf(c) - mp.mpf(c2))
    print(f"/* slow.c: ln2/16 = {c.hex()} + {c2.hex()} + {c3.hex()} */")
    for j in range(16):
        e = mp.mpf(2) ** (mp.mpf(j) / 16)
        h = float(e)
        lo = float(e - mp.mpf(h))
        print(f"    {{{h.hex()}, {'0x0.0p+0' if lo == 0 else lo.hex()}}},")


if __name__ == "__main__" and len(__import__("sys").argv) > 1 and __import__("sys").argv[1] == "exp":
    exp_tables()


# ---- log_dd.h (Log's double-double core), `gen_poly.py log_dd`
def log_dd():
    # the near branch: log1p(f) = f - f^2/2 + f^3/3 - f^4 M4(f), M4 the
    # Taylor series sum_{i=0..10} (-1)^i f^i/(i + 4), and 1/3 = C3H + C3L
    for i in range(11):
        c = (-1) ** i / mp.mpf(i + 4)
        print(f"    /* f^{i}: {(-1) ** i}/{i + 4} */ {float(c).hex()}")
    dd_split("1/3", mp.mpf(1) / 3)
    # the table branch: asinh_dd.h's log with t = 0 (delta = -ne, |ne| <=
    # 2^-53), the absolute error terms of asinh_dd_bound at each w = 2^k m
    # over |y| = |log w|: k = 0 from w = 1 + NEAR, k = -1 up to w = 1 - NEAR;
    # |k| >= 1 otherwise, |y| >= log 2 - 0.347 ... (taken at the largest |r|
    # over log 2 for k >= 1 and over 2 log 2 - log 2 = log 2 for k <= -2).
    mp.mp.prec = 100
    two = mp.mpf(2)
    near = mp.mpf(float.fromhex("0x1.fp-6"))
    fit_m = two ** -70.3
    delta = two ** -53

    def err(r):
        r = abs(r) + two ** -53
        r3 = r ** 3
        mmax = mp.mpf(1) / 3 + r / 4 + r ** 2 / 5 + r ** 3 / 6 + r ** 4
        e1 = two ** -53 * r3 * mmax
        e2 = r3 * two ** -55 * (1 + 2 * r)
        e4 = two ** (mp.floor(mp.log(r3 * mmax + two ** -44, 2)) - 53)
        e5 = delta * r ** 4 / (1 - r)
        return e1 + e2 + fit_m + e4 + e5 + two ** -80

    worst = mp.mpf(0)
    for k, lo, hi in ((0, 1 + near, mp.mpf(2)), (-1, mp.mpf(1), 2 * (1 - near))):
        for j in range(16):
            m0, m1 = max(1 + mp.mpf(j) / 16, lo), min(1 + mp.mpf(j + 1) / 16, hi)
            if m0 >= m1:
                continue
            c = mp.mpf(float(1 / (1 + (mp.mpf(j) + mp.mpf(0.5)) / 16)))
            wj = mp.mpf(0)
            for i in range(2001):
                m = m0 + (m1 - m0) * i / 2000
                wj = max(wj, err(m * c - 1) / (abs(mp.log(m) + k * mp.log(2)) - two ** -51))
            worst = max(worst, wj)
            print(f"/* k = {k:2}, j = {j:2}: relative error < 2^{float(mp.log(wj, 2)):.2f} */")
    rmax = mp.mpf(1) / 32 / (1 + mp.mpf(1) / 32) * (1 + two ** -20)
    wk = err(rmax) / mp.log(2)
    worst = max(worst, wk)
    print(f"/* |k| >= 1 elsewhere: relative error < 2^{float(mp.log(wk, 2)):.2f} */")
    print(f"/* log_dd table branch: < 2^{float(mp.log(worst, 2)):.3f} */")


if __name__ == "__main__" and len(__import__("sys").argv) > 1 and __import__("sys").argv[1] == "log_dd":
    log_dd()


# ---- erf.h (Erf's float-input core), `gen_poly.py erf`
def erf_tables():
    # 16 pieces of a = min(|x|, 4), k = RN(a S) (S = RN(14.5/m), m the
    # midpoint between XSAT, the smallest float whose erf rounds to 1, and
    # the float below it), so that piece 15 holds exactly the floats from
    # XSAT up and is the constant 1.  Pieces 1..14: a polynomial of degree
    # 8 in t = a - k H (H = 277/1024, so k H and t are exact) on the exact
    # range of a that rounds to k, [(k - 1/2)/S, (k + 1/2)/S], relative to
    # erf.  Piece 0 (a <= 1/(2S)): t Q(t), t = a, Q of degree 7 relative to
    # erf(t)/t, stored with a zero constant term so that one Horner
    # evaluation serves every piece.  The fits are widened by 2^-20
    # relative at both ends (the ties of k's rounding fall on the ends of
    # both pieces).  Errors measured with the double coefficients.
    xsat = mp.mpf(float.fromhex("0x1.f5a88ap+1"))
    s = float(mp.mpf(29) / (2 * xsat - mp.mpf(2) ** -22))
    sm, h = mp.mpf(s), mp.mpf(277) / 1024
    assert mp.floor(xsat * sm + mp.mpf(1) / 2) == 15 and (xsat - mp.mpf(2) ** -22) * sm < mp.mpf(29) / 2
    assert 4 * sm < mp.mpf(31) / 2
    print(f"#define ALG_ERF_S {s.hex()} /* RN(14.5/m) = {s!r} */")
    wide = mp.mpf(2) ** -20
    rows, worst = [], mp.mpf(0)
    for k in range(16):
        if k == 15:
            co, w = [1.0] + [0.0] * 8, None
        else:
            lo, hi = max(mp.mpf(0), (k - mp.mpf(1) / 2) / sm) - k * h, (k + mp.mpf(1) / 2) / sm - k * h
            a, b = lo - wide * abs(lo), hi + wide * abs(hi)
            if k == 0:
                f = lambda t: mp.erf(t) / t if t != 0 else 2 / mp.sqrt(mp.pi)
                deg = 7
            else:
                f = (lambda ck: lambda t: mp.erf(ck + t))(k * h)
                deg = 8
            cs, _ = mp.chebyfit(f, [a, b], deg + 1, error=True)
            cs = [float(v) for v in cs]
            w = mp.mpf(0)
            for i in range(2001):
                z = a + (b - a) * mp.mpf(i) / 2000
                p = mp.mpf(0)
                for v in cs:
                    p = p * z + mp.mpf(v)
                w = max(w, abs(p - f(z)) / abs(f(z)))
            worst = max(worst, w)
            co = list(reversed(cs))
            if k == 0:
                co = [0.0] + co
        note = "erf = 1 (a >= XSAT)" if w is None else "2^%.2f" % float(mp.log(w, 2))
        rows.append("    X(%s) /* %2d: %s */ \\" % (", ".join(v.hex() for v in co), k, note))
    print("\n".join(rows))
    print(f"/* erf fast pieces: max relative error 2^{float(mp.log(worst, 2)):.2f} */")
    c = 2 / mp.sqrt(mp.pi)
    ch = float(c)
    print(f"/* 2/sqrt(pi) = {ch.hex()} + {float(c - ch).hex()} */")


if __name__ == "__main__" and len(__import__("sys").argv) > 1 and __import__("sys").argv[1] == "erf":
    erf_tables()


# ---- erf.h (Erf's double core), `gen_poly.py erf_core`
def erf_core_tables():
    # piece j >= 1: erf(c_j + t) = a0 + a1 t + t^2 q(t), |t| <= 1/8 (1 + 2^-20),
    # a0, a1 double-double (hi, lo), q of degree 11 (a2..a13, doubles);
    # |x| <= 1/4: erf(x) = c x + x u Q(u), u = x^2, Q of degree 8.  The
    # errors printed are relative to erf, with the double coefficients.
    c = 2 / mp.sqrt(mp.pi)
    wide = 1 + mp.mpf(2) ** -20
    rows, worst = [], mp.mpf(0)
    for j in range(16):
        if j == 0:
            rows.append("    X(%s) /*  0: unused (the small-|x| branch) */ \\" % ", ".join(["0x0.0p+0"] * 16))
            continue
        cj = (mp.mpf(j) + mp.mpf(1) / 2) / 4
        f = lambda t: mp.erf(cj + t)
        cs, _ = mp.chebyfit(f, [-wide / 8, wide / 8], 14, error=True)
        cs = list(reversed(cs))  # degree 0 first, mpf
        a0h = float(cs[0]); a0l = float(cs[0] - a0h)
        a1h = float(cs[1]); a1l = float(cs[1] - a1h)
        rest = [float(v) for v in cs[2:]]
        w = mp.mpf(0)
        for i in range(1001):
            t = -wide / 8 + wide / 4 * mp.mpf(i) / 1000
            q = mp.mpf(0)
            for v in reversed(rest):
                q = q * t + mp.mpf(v)
            p = mp.mpf(a0h) + mp.mpf(a0l) + (mp.mpf(a1h) + mp.mpf(a1l)) * t + t * t * q
            w = max(w, abs(p - f(t)) / f(t))
        worst = max(worst, w)
        co = [a0h, a0l, a1h, a1l] + rest
        rows.append("    X(%s) /* %2d: 2^%.2f */ \\" % (", ".join(v.hex() for v in co), j, float(mp.log(w, 2))))
    print("\n".join(rows))
    print(f"/* pieces: max relative error 2^{float(mp.log(worst, 2)):.2f} */")
    g = lambda u: (mp.erf(mp.sqrt(u)) / mp.sqrt(u) - c) / u if u > 0 else -c / 3
    cs, _ = mp.chebyfit(g, [mp.mpf(0), wide / 16], 9, error=True)
    cs = [float(v) for v in cs]
    w = mp.mpf(0)
    for i in range(1, 1001):
        x = wide / 4 * mp.mpf(i) / 1000
        u = x * x
        q = mp.mpf(0)
        for v in cs:
            q = q * u + mp.mpf(v)
        p = mp.mpf(float(c)) * x + mp.mpf(float(c - mp.mpf(float(c)))) * x + x * u * q
        w = max(w, abs(p - mp.erf(x)) / mp.erf(x))
    for k, v in enumerate(reversed(cs)):
        print(f"    {v.hex()}, /* Q{k} */")
    print(f"/* small |x|: max relative error 2^{float(mp.log(w, 2)):.2f} */")


if __name__ == "__main__" and len(__import__("sys").argv) > 1 and __import__("sys").argv[1] == "erf_core":
    erf_core_tables()


# ---- erf_dd.h (Erf's double-double core), `gen_poly.py erf_dd`
def erf_dd_tables():
    # piece j >= 1: erf(c_j + t) = sum_k a_k t^k, |t| <= 1/8 (1 + 2^-20),
    # degree 16, a0..a4 double-double (hi, lo), a5..a16 doubles;
    # |x| <= 1/4: erf(x) = x (c + q0 u + q1 u^2 + u^3 Q(u)), u = x^2, c, q0, q1
    # double-double (the Taylor coefficients), Q of degree 6;
    # 4 <= |x| < 6: erfc(x) = exp(-x^2) R(x), R of degree 12 in x - 5.
    # Errors relative to erf (erfc for R), with the stored numbers.
    mp.mp.prec = 200
    c = 2 / mp.sqrt(mp.pi)
    wide = 1 + mp.mpf(2) ** -20
    DEG = 16
    ta, tb, worst = [], [], mp.mpf(0)
    for j in range(16):
        if j == 0:
            ta.append("    X(%s) /*  0: unused */ \\" % ", ".join(["0x0.0p+0"] * 16))
            tb.append("    X(%s) \\" % ", ".join(["0x0.0p+0"] * (DEG - 10)))
            continue
        cj = (mp.mpf(j) + mp.mpf(1) / 2) / 4
        f = lambda t: mp.erf(cj + t)
        cs, _ = mp.chebyfit(f, [-wide / 8, wide / 8], DEG + 1, error=True)
        cs = list(reversed(cs))
        st = []
        for k in range(5):
            h = float(cs[k]); st += [h, float(cs[k] - h)]
        st += [float(v) for v in cs[5:]]
        vals = [mp.mpf(st[2 * k]) + mp.mpf(st[2 * k + 1]) for k in range(5)] + [mp.mpf(v) for v in st[10:]]
        w = mp.mpf(0)
        for i in range(601):
            t = -wide / 8 + wide / 4 * mp.mpf(i) / 600
            p = mp.mpf(0)
            for v in reversed(vals):
                p = p * t + v
            w = max(w, abs(p - f(t)) / f(t))
        worst = max(worst, w)
        ta.append("    X(%s) /* %2d: 2^%.2f */ \\" % (", ".join(v.hex() for v in st[:16]), j, float(mp.log(w, 2))))
        tb.append("    X(%s) \\" % ", ".join(v.hex() for v in st[16:]))
    print("\n".join(ta)); print("\n".join(tb))
    print(f"/* pieces: max relative error 2^{float(mp.log(worst, 2)):.2f} */")
    # small |x|
    def split(v):
        h = float(v); return h, float(v - h)
    cq = [c, -c / 3, c / 10]
    for v in cq:
        h, l = split(v); print(f"    {h.hex()}, {l.hex()},")
    g = lambda u: (mp.erf(mp.sqrt(u)) / mp.sqrt(u) - c + c * u / 3 - c * u * u / 10) / u ** 3 if u > 0 else -c / 42
    cs, _ = mp.chebyfit(g, [mp.mpf(2) ** -40, wide / 16], 7, error=True)
    cs = [float(v) for v in cs]
    w = mp.mpf(0)
    for i in range(1, 601):
        x = wide / 4 * mp.mpf(i) / 600
        u = x * x
        q = mp.mpf(0)
        for v in cs:
            q = q * u + mp.mpf(v)
        sv = [mp.mpf(split(v)[0]) + mp.mpf(split(v)[1]) for v in cq]
        p = x * (sv[0] + sv[1] * u + sv[2] * u * u + u ** 3 * q)
        w = max(w, abs(p - mp.erf(x)) / mp.erf(x))
    for k, v in enumerate(reversed(cs)):
        print(f"    {v.hex()}, /* Q{k} */")
    print(f"/* small |x|: max relative error 2^{float(mp.log(w, 2)):.2f} */")
    # far: R(x) = erfc(x) exp(x^2) on [4, 6], in s = x - 5
    R = lambda s: mp.erfc(5 + s) * mp.exp((5 + s) ** 2)
    cs, _ = mp.chebyfit(R, [mp.mpf(-1), mp.mpf(1)], 13, error=True)
    cs = [float(v) for v in cs]
    w = mp.mpf(0)
    for i in range(601):
        s_ = -1 + 2 * mp.mpf(i) / 600
        p = mp.mpf(0)
        for v in cs:
            p = p * s_ + mp.mpf(v)
        w = max(w, abs(p - R(s_)) / R(s_))
    for k, v in enumerate(reversed(cs)):
        print(f"    {v.hex()}, /* R{k} */")
    print(f"/* far: R max relative error 2^{float(mp.log(w, 2)):.2f} */")


if __name__ == "__main__" and len(__import__("sys").argv) > 1 and __import__("sys").argv[1] == "erf_dd":
    erf_dd_tables()


# ---- gelu.h (Gelu "none", the float-input core's erfc branch), `gen_poly.py gelu`
def gelu_tables():
    # g(a) = erfc(a/sqrt2) exp(a^2/2) = 2 Phi(-a) e^(a^2/2), as the float
    # core uses it: Phi(-a) = e^(-a^2/2) g(a)/2 for a = min(|x|, 13.1875).
    # 16 pieces, k = RN(a S), S = RN(8/7), centres k H, H = 7/8 (so k H and
    # t = a - k H are exact), piece k a polynomial of degree 10 in t, fitted
    # on the exact range of a that rounds to k, [(k - 1/2)/S, (k + 1/2)/S]
    # (piece 0 from a = 0), widened by 2^-20 relative at both ends.  Errors
    # relative to g, measured with the double coefficients; and R, the
    # largest sum of |c_i| |t|^i over g on the piece, which bounds the
    # partial sums of the evaluation (gelu.h's rounding bound).
    s2 = mp.sqrt(2)
    g = lambda a: mp.erfc(a / s2) * mp.exp(a * a / 2)
    s = float(mp.mpf(8) / 7)
    sm, h = mp.mpf(s), mp.mpf(7) / 8
    assert 13.1875 * sm < mp.mpf(31) / 2
    print(f"#define ALG_GELU_S {s.hex()} /* RN(8/7) */")
    wide = mp.mpf(2) ** -20
    rows, worst, rmax = [], mp.mpf(0), mp.mpf(0)
    for k in range(16):
        lo, hi = max(mp.mpf(0), (k - mp.mpf(1) / 2) / sm) - k * h, (k + mp.mpf(1) / 2) / sm - k * h
        a, b = lo - wide * abs(lo), hi + wide * abs(hi)
        f = (lambda ck: lambda t: g(ck + t))(k * h)
        cs, _ = mp.chebyfit(f, [a, b], 11, error=True)
        cs = [float(v) for v in cs]
        w = r = mp.mpf(0)
        for i in range(2001):
            z = a + (b - a) * mp.mpf(i) / 2000
            p = mp.mpf(0)
            for v in cs:
                p = p * z + mp.mpf(v)
            w = max(w, abs(p - f(z)) / f(z))
            r = max(r, sum(abs(mp.mpf(v)) * abs(z) ** n for n, v in enumerate(reversed(cs))) / f(z))
        worst, rmax = max(worst, w), max(rmax, r)
        rows.append("    X(%s) /* %2d: 2^%.2f */ \\" % (", ".join(v.hex() for v in reversed(cs)), k, float(mp.log(w, 2))))
    print("\n".join(rows))
    print(f"/* gelu pieces: max relative error 2^{float(mp.log(worst, 2)):.2f}, R <= {float(rmax):.4f} */")


if __name__ == "__main__" and len(__import__("sys").argv) > 1 and __import__("sys").argv[1] == "gelu":
    gelu_tables()


# ---- gelu_dd.h (Gelu "none", the double-double core), `gen_poly.py gelu_dd`
def gelu_dd_tables():
    # P(a) = Phi(-a) = e^(-a^2/2) G(a) / 2 for a = |x| (gelu_dd.h), G in 16
    # pieces, each a polynomial of degree 16 in w = u - c_j:
    #   j = 0..13 (a in [j/2, (j+1)/2], j = RN(2a - 1/2)): u = a, c_j = j/2 +
    #     1/4, |w| <= 1/4 (1 + 2^-20), G = g(a) = erfc(a/sqrt2) e^(a^2/2);
    #   j = 14 (a in [7, 12]) and 15 (a in [12, 37.05]): u = v = 1/a, c_14
    #     = 29/256, c_15 = 7/128, w over v's range widened by 2^-20
    #     relative, G = F(v) = a g(a) (then g = F v).
    # b0..b5 double-doubles (table A: b0h b0l ... b5h b5l, then c_j),
    # b6..b16 doubles (table B).  Printed per piece: the fit's relative
    # error with the stored numbers, and the bound of the double Horner part
    # (b6..b16 in wh): 2^-53 sum_k |h_k| |w|^k over k = 6..15 (h_k the
    # partial Horner sums) plus the part's derivative times |wl|max (wl = w
    # - wh: 2^-56 in piece 0, a - c_0 rounded for a < 1/8; 2^-55.8 for the
    # far pieces, vl <= 2^-53 v (1 + 2^-52), v <= 1/7), relative to G, the
    # maximum over 401 points of each piece.
    mp.mp.prec = 200
    s2 = mp.sqrt(2)
    g = lambda a: mp.erfc(a / s2) * mp.exp(a * a / 2)
    F = lambda a: a * g(a)
    D, K = 16, 6
    wide = 1 + mp.mpf(2) ** -20
    rows_a, rows_b, worst_fit, worst_h = [], [], mp.mpf(0), mp.mpf(0)
    for j in range(16):
        if j < 14:
            c = mp.mpf(j) / 2 + mp.mpf(1) / 4
            f = (lambda c: lambda w: g(c + w))(c)
            lo, hi = -wide / 4, wide / 4
            wlmax = mp.mpf(2) ** -56 if j == 0 else mp.mpf(0)
        else:
            c, alo, ahi = (mp.mpf(29) / 256, mp.mpf(7), mp.mpf(12)) if j == 14 else \
                          (mp.mpf(7) / 128, mp.mpf(12), mp.mpf("37.05"))
            f = (lambda c: lambda w: F(1 / (c + w)))(c)
            lo, hi = 1 / ahi / wide - c, wide / alo - c
            wlmax = mp.mpf(2) ** -55.8
        cs, _ = mp.chebyfit(f, [lo, hi], D + 1, error=True)
        cs = list(reversed(cs))  # b0 .. bD
        st = []
        for k in range(K):
            h = float(cs[k]); st += [h, float(cs[k] - h)]
        st += [float(v) for v in cs[K:]]
        vals = [mp.mpf(st[2 * k]) + mp.mpf(st[2 * k + 1]) for k in range(K)] + [mp.mpf(v) for v in st[2 * K:]]
        W = max(abs(lo), abs(hi))
        dq = sum((i - K) * abs(vals[i]) * W ** (i - K - 1) for i in range(K + 1, D + 1)) * W ** K * wlmax
        wf = wh = mp.mpf(0)
        for i in range(401):
            w = lo + (hi - lo) * mp.mpf(i) / 400
            p = mp.mpf(0)
            for v in reversed(vals):
                p = p * w + v
            fv = f(w)
            wf = max(wf, abs(p - fv) / fv)
            h, s = vals[D], mp.mpf(0)
            for k in range(D - 1, K - 1, -1):
                h = h * w + vals[k]
                s += abs(h) * abs(w) ** k
            wh = max(wh, (mp.mpf(2) ** -53 * s + dq) / fv)
        worst_fit, worst_h = max(worst_fit, wf), max(worst_h, wh)
        rows_a.append("    X(%s, %s) /* %2d: fit 2^%.2f, Horner 2^%.2f */ \\" % (
            ", ".join(v.hex() for v in st[:2 * K]), float(c).hex(), j, float(mp.log(wf, 2)), float(mp.log(wh, 2))))
        rows_b.append("    X(%s) \\" % ", ".join(v.hex() for v in st[2 * K:]))
    print("\n".join(rows_a)); print("\n".join(rows_b))
    print(f"/* max relative error: fit 2^{float(mp.log(worst_fit, 2)):.2f}, double Horner part 2^{float(mp.log(worst_h, 2)):.2f} */")


if __name__ == "__main__" and len(__import__("sys").argv) > 1 and __import__("sys").argv[1] == "gelu_dd":
    gelu_dd_tables()
