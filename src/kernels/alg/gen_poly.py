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


if __name__ == "__main__":
    smax = (mp.sqrt(2) - 1) / (mp.sqrt(2) + 1)
    for d in (6, 7, 8):
        fit("log Q(z)", q_log, mp.mpf(0), smax * smax * (1 + mp.mpf(2) ** -20), d)
    for d in (10, 11, 12, 13):
        fit("asin P(z)", p_asin, mp.mpf(0), mp.mpf(0.25), d)
