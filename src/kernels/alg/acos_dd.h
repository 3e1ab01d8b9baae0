/* acos_dd.h -- Acos in double-double, the fast path of correctly rounded
 * double Acos: for every x in [-1, 1], hi + lo is within ALG_ACOS_DD_EPS
 * (2^-65.91) of acos(x), relative to |hi|, and |lo| < 4 ulp(hi), so the
 * kernel's rounding test on [hi + lo - EPS |hi|, hi + lo + EPS |hi|]
 * settles all but ~2^-12 of the lanes; it sends the others (and |x| > 1,
 * NaN, where hi is NaN) to the accurate path.
 *
 * Method: acos.h's reduction, carried in double-double.  With
 * asin(t) = t (1 + W(z)), z = t^2, W(z) = z P(z), every lane computes
 *     acos(x) = A + G + G_l + (G + G_l) W(z)
 *   |x| < 1/2:  A = pi/2, G = -x, G_l = 0, z = x^2 = zh + zl exactly (fma);
 *   |x| >= 1/2: z = (1 - |x|)/2 exactly (one fma), zl = 0, s = RN(sqrt z),
 *               b = 2 sign(x), A = pi/2 - b pi/4 (0 or pi), G = b s,
 *               G_l = b sl, sl = (z - s^2)/(2s) (z - s^2 exact by fma, one
 *               division; the 2^-600 added to 2s keeps 0/0 out at x = +-1
 *               and vanishes elsewhere, s >= 2^-27).  sqrt(z) = s + sl to
 *               2^-106 relative (the dropped -sl^2/(2s)), so (G + G_l)(1 +
 *               W) is 2 asin(sqrt z) with nothing dropped (acos.h drops
 *               G_l W, 2^-56.4 relative: too much here).
 * A's low part is A pi_lo/pi_hi; A + G is split by FastTwoSum (|A| >= |G|
 * or A = 0), and so is (A + G) + th (|th| < 0.048 |A + G|).
 * P(z) = c1 + z (c2 + z (c3 + z V4(z))) on [0, 1/4]: c1 = 1/6, c2 = 3/40,
 * c3 = 5/112 are the Taylor coefficients, each a double-double (CkH + CkL:
 * their rounding alone, times z^k, would cost up to 2^-60.7), and V4 a
 * degree-13 near-minimax polynomial for the rest (gen_poly.py dd: the
 * error of z^4 V4 is 2^-67.6 absolute with its double coefficients).
 * V4 = V4_0 + z u(z): u (degree 12) by Estrin's scheme in double (Horner's
 * 12 dependent fmas made the core latency-bound), V4_0 + zh u by FastTwoSum
 * (zh u rounded once) and zl u added, so the double-double starts at V4;
 * the three outer Horner steps and W = z P run in double-double: each step
 * c + z v (v = vh + vl) is
 *     ph = RN(zh vh), pl = zh vh - ph (fma), sh = CkH + ph (FastTwoSum:
 *     CkH > |ph|), sl = (its error) + pl + CkL + zh vl + zl vh,
 * whose sums each round a term below 2^-50 |c + z v| once; the dropped
 * zl vl is below 2^-105 |z v|.  |W| <= 0.0472; T = (G + G_l) W = th + tl
 * likewise.
 *
 * Error bound, relative to y = acos(x).  |G/y| < 1 on every branch (x <
 * 1/2: |x|/acos(x) < 0.48; x >= 1/2: 2s/(2 asin s) <= 0.955; x <= -1/2:
 * 2s/(pi - 2 asin s) < 0.48), z <= 1/4; W's absolute error counts once.
 *   V4's fit (of z^4 V4)                                        2^-67.6
 *   u's roundings: Estrin's last two fmas and q0's, p0's each ulp(u)/2 =
 *     2^-59 (u and those partial sums in [0.0224, 0.028]), p2's 2^-59 and
 *     z2's 2^-53 relative times z2 <= 2^-4, the rest smaller: < 4.3 2^-59,
 *     times z^5 <= 2^-10                                        2^-66.9
 *   zh u's rounding (u zh < 2^-7.3: ulp/2 = 2^-61) times z^4    2^-69
 *   the double-double steps (each < 2^-104 relative), T's product and
 *     sums, sl's division (2^-53 of |sl| <= 2^-53 s), sqrt's -sl^2/(2s),
 *     pi's and pi/2's two-double error (2^-107), lo's roundings, u(z) - u(zh)
 *                                                               < 2^-70
 *   in all < 1.97 2^-66.9 = 2^-65.92 (largest for x just above 1/2, where
 *   G/y = 0.955 and z = 1/4): ALG_ACOS_DD_EPS = 0x1.1p-66 = 2^-65.91.
 *   Measured max 2^-66.3 (tests/c/test_dd_cores.c).
 * Special cases: acos(1) = +0 (hi = lo = +0: every term is +0),
 * acos(-1) = pi (hi + lo = pi_hi + pi_lo), |x| > 1 (inf included): z < 0,
 * s = NaN, hi = NaN; NaN: hi = NaN.
 */
#ifndef ONNXM_ALG_ACOS_DD_H
#define ONNXM_ALG_ACOS_DD_H

#include "kernels/alg/acos.h"
#include "kernels/alg/dd.h"

#define ALG_ACOS_DD_EPS 0x1.1p-66 /* 2^-65.91 */

/* V4(z) = (P(z) - 1/6 - 3/40 z - 5/112 z^2)/z^3 on [0, 1/4], degree 13: z^4 V4
 * to 2^-67.6 (gen_poly.py dd).  This returns (V4(z) - V4_0)/z, V4_0 its
 * constant coefficient, which the caller adds to z times it by FastTwoSum. */
#define ALG_ACOS_DD_V4_0 0x1.f1c71c71c71c7p-6
static inline vd alg_acos_dd_v4(vd z)
{
    /* Estrin's scheme: the same terms as Horner's, in a quarter of its
     * latency */
    vd z2 = vd_mul(z, z), z4 = vd_mul(z2, z2), z8 = vd_mul(z4, z4);
    vd p0 = vd_fma(vd_set(0x1.1c4ec4ec3de0fp-6), z, vd_set(0x1.6e8ba2e8ba3f4p-6));
    vd p2 = vd_fma(vd_set(0x1.7a8784bf7e32ep-7), z, vd_set(0x1.c99999a709c1fp-7));
    vd p4 = vd_fma(vd_set(0x1.12e83995f88ddp-7), z, vd_set(0x1.3fdea8d262e20p-7));
    vd p6 = vd_fma(vd_set(0x1.9f545fa7bdb8ap-8), z, vd_set(0x1.dffd10bb67092p-8));
    vd p8 = vd_fma(vd_set(0x1.d91b4eec2c054p-10), z, vd_set(0x1.a7fdd594b9239p-8));
    vd p10 = vd_fma(vd_set(-0x1.f5c773ff0ad06p-7), z, vd_set(0x1.e964fff53e724p-7));
    vd q0 = vd_fma(p2, z2, p0), q4 = vd_fma(p6, z2, p4), q8 = vd_fma(p10, z2, p8);
    vd r0 = vd_fma(q4, z4, q0), r8 = vd_fma(vd_set(0x1.784748a885686p-6), z4, q8);
    return vd_fma(r8, z8, r0);
}

/* (ch + cl) + (zh + zl)(vh + vl) as *sh + (return), for ch > |zh vh|;
 * nzl = -zl */
static inline vd alg_acos_dd_step(vd ch, vd cl, vd zh, vd nzl, vd vh, vd vl, vd *sh)
{
    vd ph = vd_mul(zh, vh);
    vd npl = vd_fnma(zh, vh, ph); /* ph - zh vh, exact */
    vd s = vd_add(ch, ph);
    vd se = vd_add(vd_sub(ch, s), ph); /* FastTwoSum */
    *sh = s;
    return vd_fma(zh, vl, vd_fnma(nzl, vh, vd_sub(vd_add(se, cl), npl)));
}

/* always inlined: past GCC's size limit, a call would pass lo through memory and
 * reload every constant per vector */
static inline __attribute__((always_inline)) vd alg_acos_dd(vd x, vd *lo)
{
    const vd zero = vd_set(0.0);
    vd a = vd_abs(x);
    vm small = vd_lt(a, vd_set(0.5));
    vd zb = vd_fma(a, vd_set(-0.5), vd_set(0.5)); /* (1 - a)/2, exact */
    /* zh = x^2 in small lanes, zb elsewhere (the min: acos.h) */
    vd zh = vd_sel_min(small, vd_mul(x, x), zb);
    vd nzl = vd_zero_if(vm_not(small), vd_fnma(x, x, zh)); /* -zl = zh - x^2, exact */

    /* s + sl = sqrt(zb): sl = (zb - s^2)/(2s) by one division; the 2^-600
     * keeps 0/0 out at s = 0 (x = +-1) and vanishes in 2s otherwise
     * (s >= 2^-27).  ngl = -G_l = b (s^2 - zb)/(2s). */
    vd s = vd_sqrt(zb);
    vd res = vd_fma(s, s, vd_fma(a, vd_set(0.5), vd_set(-0.5))); /* s^2 - zb, exact */
    vd b = vd_copysign(vd_set(2.0), x);
    vd g = vd_sel(small, vd_sub(zero, x), vd_mul(b, s));
    vd ngl = vd_zero_if(small, vd_div(vd_mul(res, b), vd_fma(s, vd_set(2.0), vd_set(0x1p-600))));
    vd A = vd_fma_unless(small, b, vd_set(-0.5 * ONNXM_PIO2_HI), vd_set(ONNXM_PIO2_HI));

    /* W = z P(z) in double-double */
    vd uu = alg_acos_dd_v4(zh);
    vd u = vd_mul(zh, uu);
    vd v4h = vd_add(vd_set(ALG_ACOS_DD_V4_0), u);
    vd v4l = vd_add(vd_sub(vd_set(ALG_ACOS_DD_V4_0), v4h), u); /* FastTwoSum */
    v4l = vd_fnma(nzl, uu, v4l); /* + zl uu */
    vd v3h, v3l = alg_acos_dd_step(vd_set(0x1.6db6db6db6db7p-5), vd_set(-0x1.2492492492492p-60), zh, nzl, v4h,
                                   v4l, &v3h);
    vd v2h, v2l = alg_acos_dd_step(vd_set(0x1.3333333333333p-4), vd_set(0x1.999999999999ap-59), zh, nzl, v3h,
                                   v3l, &v2h);
    vd v1h, v1l = alg_acos_dd_step(vd_set(0x1.5555555555555p-3), vd_set(0x1.5555555555555p-57), zh, nzl, v2h,
                                   v2l, &v1h);
    vd wh = vd_mul(zh, v1h);
    vd wl = vd_sub(vd_fnma(nzl, v1h, vd_mul(zh, v1l)), vd_fnma(zh, v1h, wh));

    /* T = (G + G_l) W */
    vd th = vd_mul(g, wh);
    vd tl = vd_sub(vd_fnma(ngl, wh, vd_mul(g, wl)), vd_fnma(g, wh, th));

    vd he, h = dd_fast_two_sum(A, g, &he); /* |A| >= |G| or A = 0 */
    vd e2, hi = dd_fast_two_sum(h, th, &e2);
    vd l = vd_fma(A, vd_set(ONNXM_PI_LO / ONNXM_PI_HI), vd_sub(he, ngl));
    l = vd_add(l, tl);
    *lo = vd_add(l, e2);
    return hi;
}

#endif
