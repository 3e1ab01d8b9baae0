/* asinh_dd.h -- Asinh in double-double: hi + lo within ALG_ASINH_DD_EPS
 * (relative) of asinh(x) for every finite x, so that a rounding test on
 * [hi + lo - EPS |hi|, hi + lo + EPS |hi|] settles all but ~2^-11 of the
 * lanes of correctly rounded double Asinh.
 *
 * Method, with a = |x| (the sign goes back on at the end: asinh is odd, so
 * hi takes x's sign and lo has its sign flipped with x's):
 *   a < 1/8:   asinh(a) = a + a z (c1 + z S2(z)), z = a^2 <= 1/64,
 *              c1 = -1/6 = C1H + C1L (a double-double), S2 a degree-6
 *              near-minimax polynomial for (S(z) + 1/6)/z, S(z) =
 *              (asinh(a)/a - 1)/z (gen_poly.py dd: the error of z^2 S2 is
 *              2^-70.4 relative to a).  z = zh + zl exactly (fma);
 *              V = c1 + zh S2 + zl S2 as Vh + Vl (FastTwoSum on C1H and
 *              ph = RN(zh S2), |ph| <= 2^-9.74 < |C1H|); a z = azh + azl
 *              (fma, exact but for azl's rounding); T = (azh + azl)(Vh + Vl)
 *              = Th + Tl (fma for the product's error); hi + e = a + Th
 *              (FastTwoSum, |Th| < a/384), lo = e + Tl.
 *   a >= 1/8:  asinh(a) = log(w), w = a + sqrt(1 + a^2) = w_h (1 + t):
 *              u + u_l = 1 + a^2, s = RN(sqrt u), D = u + u_l - s^2,
 *              w_h + w_l = a + s (FastTwoSum), t = (2 s w_l + D)/(2 s w_h)
 *              as in asinh.h, with three Newton steps on the reciprocal
 *              seed (relative error 0.051 -> 2^-8.6 -> 2^-17.2 -> 2^-34.4).
 *              For a > 2^26, w_h = a, t = 1/q, q = RN(2 s (a + s)) ~ 4a^2
 *              (s from min(a, 2^500), so q is finite), and log2 is added:
 *              asinh(a) = log(2a) + 1/(4a^2) + O(a^-4) = log(2a (1 + t))
 *              + O(a^-4); 1 + a^2 is not exactly u + u_l there (1 - u is
 *              inexact once u > 2^53), which is why these lanes leave it.
 *              log(w_h (1 + t)): w_h = 2^k m, j = m's top 4 fraction bits
 *              and c_j as in log.h; p = RN(m c_j), ne = p - m c_j exactly
 *              (fma), r = p - 1 exactly, and
 *                m c_j (1 + t) = p (1 + delta/p),  delta = p t - ne
 *              (dropped: ne t < 2^-104.8), so
 *                log w = k ln2 + log(1/c_j) + log1p(r) + log1p(delta/p),
 *                log1p(delta/p) = delta g + O(2^-71.4),
 *                  g = 1 - r + r^2 - r^3 (Horner) ~ 1/p, |delta| < 2^-51.34,
 *                log1p(r) = r - r^2/2 + r^3 M(r), |r| <= 0.0304,
 *              M a degree-8 near-minimax polynomial (the error of r^3 M is
 *              2^-70.3 absolute, gen_poly.py dd).  r^2 = sh + sl exactly
 *              (fma); v + ve = r - sh/2 exactly (one fnma rounds, and the
 *              FastTwoSum error is exact: |r| >= sh/2); r3 = RN(sh r +
 *              RN(sl r)); h0 = k ln2_hi + hi_j exact (log.h); hi + he =
 *              h0 + v (FastTwoSum: |h0| >= 0.145 > |v| here, since w >=
 *              1.13 gives j >= 2 when k = 0); every other term goes into
 *              lo, smallest first, r^3 M last:
 *                lo = k ln2_lo + lo_j + he + ve - sl/2 + delta g + r3 M.
 * Branch-free: every lane runs both branches and a select picks one.
 *
 * Error bound, relative to y = asinh(a).
 *   a < 1/8 (y > 0.9974 a): |T| < a/384.  V's error: ph's rounding
 *     (<= ulp(ph)/2 <= 2^-62.74) and S2's Horner roundings (the last one
 *     ulp(S2)/2 = 2^-57, times zh <= 2^-6, the earlier ones scaled by z
 *     again) are < 2^-61.86 absolute, so T's error is < |a z| 2^-61.86 <=
 *     2^-67.86 a; S2's fit 2^-70.4 a; azl, Vl, Tl and lo each round a term
 *     < 2^-52 a once (< 2^-104 a in all).  < 2^-67.5 y.
 *   a >= 1/8, absolute (y >= asinh(1/8) = 0.12467, 2^-3.004):
 *     r3's rounding times M (|r^3 M| <= 2^-16.66)       2^-69.66
 *     M's last Horner rounding (ulp(M)/2 = 2^-55) times |r|^3 <= 2^-15.12,
 *       the earlier ones (scaled by r) included            2^-70.08
 *     M's fit                                              2^-70.3
 *     lo's last rounding (|lo| < 2^-16)                    2^-70
 *     delta/p - delta g (delta r^4/p)                      2^-71.46
 *     the other roundings of lo (terms < 2^-34 |k| + 2^-44; relative to
 *       y >= 0.69 |k| when k != 0), lo_j's and ln2_lo's own rounding
 *       (2^-97 |k| + 2^-97), t's error (< 3 2^-53 of |t| < 2^-51.78, the
 *       Newton error 2^-34.4 included), ne t, the dropped sqrt(u + u_l)
 *       and u_l terms (2^-106 relative in w), delta's rounding, and the
 *       dropped a^-4 terms when a > 2^26                  < 2^-80
 *     in all < 2^-67.89 absolute, < 2^-64.88 relative to y >= 2^-3.004.
 *   So ALG_ASINH_DD_EPS = 2^-64.8 bounds both branches (the log branch
 *   sets it; it rounds up to the hex literal below).
 * Special cases: x = +-0 gives hi = lo = +-0 (the a < 1/8 branch: every
 * term is +0, the signs go on at the end); subnormal and tiny x give
 * hi = x, lo tiny (T underflows towards 0: its absolute error, < 2^-1074,
 * is below EPS |x| once |x| > 2^-1000, and below |x|^3/6 -- the true
 * correction -- elsewhere); +-inf and NaN give hi = +-inf or NaN (a + a,
 * selected at the end; lo is then unspecified), which fails the rounding
 * test and goes to the accurate path.
 */
#ifndef ONNXM_ALG_ASINH_DD_H
#define ONNXM_ALG_ASINH_DD_H

#include "kernels/alg/dd.h"
#include "kernels/alg/log.h"

#define ALG_ASINH_DD_EPS 0x1.2p-65 /* 2^-64.83 */
/* c1 = -1/6 = C1H + C1L */
#define ALG_ASINH_DD_C1H -0x1.5555555555555p-3
#define ALG_ASINH_DD_C1L -0x1.5555555555555p-57

/* S2(z) = (S(z) + 1/6)/z on [0, 1/64]: z^2 S2 to 2^-70.4 (gen_poly.py dd) */
static inline vd alg_asinh_dd_s2(vd z)
{
    vd s = vd_set(0x1.6986501e66fdap-7);
    s = vd_fma(s, z, vd_set(-0x1.c93cf09a37516p-7));
    s = vd_fma(s, z, vd_set(0x1.1c4e47214b094p-6));
    s = vd_fma(s, z, vd_set(-0x1.6e8ba2390cc48p-6));
    s = vd_fma(s, z, vd_set(0x1.f1c71c7152281p-6));
    s = vd_fma(s, z, vd_set(-0x1.6db6db6db6ccdp-5));
    s = vd_fma(s, z, vd_set(0x1.3333333333333p-4));
    return s;
}

/* M(r) = (log1p(r) - r + r^2/2)/r^3 on |r| <= 0.0304: r^3 M to 2^-70.3 */
static inline vd alg_log1p_dd_m(vd r)
{
    vd m = vd_set(0x1.7503f1503c7bbp-4);
    m = vd_fma(m, r, vd_set(-0x1.9a4e5a8964f95p-4));
    m = vd_fma(m, r, vd_set(0x1.c71c54596a604p-4));
    m = vd_fma(m, r, vd_set(-0x1.ffffe01ea3252p-4));
    m = vd_fma(m, r, vd_set(0x1.24924925884c9p-3));
    m = vd_fma(m, r, vd_set(-0x1.555555565fd7cp-3));
    m = vd_fma(m, r, vd_set(0x1.9999999999954p-3));
    m = vd_fma(m, r, vd_set(-0x1.fffffffffffb5p-3));
    m = vd_fma(m, r, vd_set(0x1.5555555555555p-2));
    return m;
}

/* always inlined: past GCC's size limit, a call would pass lo through memory and
 * reload every constant per vector */
static inline __attribute__((always_inline)) vd alg_asinh_dd(vd x, vd *lo)
{
    const vd one = vd_set(1.0);
    vd a = vd_abs(x);
    vm big = vd_gt(a, vd_set(0x1p26));
    vd am = vd_min(a, vd_set(0x1p500)); /* a, or 2^500 in huge, inf and NaN lanes */
    vd zh = vd_mul(am, am);
    vd nzl = vd_fnma(am, am, zh); /* -zl: zh + zl = a^2 exactly */

    /* a < 1/8: a + a^3 c1 + a^3 z S2(z), a^3 = azh + azl */
    vd s2 = alg_asinh_dd_s2(zh);
    vd azh = vd_mul(am, zh);
    vd nazl = vd_fma(am, nzl, vd_fnma(am, zh, azh)); /* -azl */
    vd th = vd_mul(azh, vd_set(ALG_ASINH_DD_C1H));
    vd ntl = vd_fnma(azh, vd_set(ALG_ASINH_DD_C1H), th); /* th - azh C1H, exact */
    vd u2 = vd_fma(zh, s2, vd_set(ALG_ASINH_DD_C1L));       /* C1L + z S2 */
    vd tl = vd_sub(vd_fma(azh, u2, vd_mul(nazl, vd_set(-ALG_ASINH_DD_C1H))), ntl);
    vd es, hs = dd_fast_two_sum(am, th, &es); /* |th| < a/384 */
    vd ls = vd_add(es, tl);

    /* a >= 1/8: w = w_h (1 + t) */
    vd u = vd_add(one, zh);
    vd ul = vd_fma(am, am, vd_sub(one, u));
    vd s = vd_sqrt(u);
    vd d = vd_add(vd_fnma(s, s, u), ul); /* D: u - s^2 is exact */
    vd wh = vd_add(am, s);
    vd nwl = vd_sub(vd_sub(wh, s), am); /* -w_l */
    vd sd = vd_add(s, s);
    vd t = vd_div(vd_sel(big, one, vd_fnma(sd, nwl, d)), vd_mul(sd, wh)); /* (2 s w_l + D)/(2 s w_h) */
    wh = vd_sel(big, a, wh);

    /* log(w_h (1 + t)) */
    vd k = vd_logb(wh);
    k = vd_sel(big, vd_add(k, one), k);
    vd m = vd_mant(wh);
    vi j = vi_srl(vd_bits(m), 48); /* vd_lookup16 reads its low 4 bits */
    vd c = vd_lookup16(onnxm_logdd_c, j);
    vd p = vd_mul(m, c);
    vd r = vd_sub(p, one);      /* exact */
    vd ne = vd_fnma(m, c, p);   /* p - m c, exact */
    vd nde = vd_fnma(t, p, ne); /* -delta = ne - p t */
    vd g = vd_fnma(r, vd_fnma(r, vd_sub(one, r), one), one); /* 1 - r + r^2 - r^3 */
    vd sh = vd_mul(r, r);
    vd nsl = vd_fnma(r, r, sh); /* -sl = sh - r^2, exact */
    vd v = vd_fnma(sh, vd_set(0.5), r);
    vd ve = vd_fnma(sh, vd_set(0.5), vd_sub(r, v)); /* r - sh/2 - v, exact */
    vd r3 = vd_fnma(nsl, r, vd_mul(sh, r));         /* RN(sh r) + RN(sl r), rounded */
    vd mr = alg_log1p_dd_m(r);
    vd h0 = vd_fma(k, vd_set(ONNXM_LN2_HI), vd_lookup16(onnxm_logdd_hi, j)); /* exact */
    vd he, hl = dd_fast_two_sum(h0, v, &he);
    vd ll = vd_fma(k, vd_set(ONNXM_LN2_LO), vd_lookup16(onnxm_logdd_lo, j));
    ll = vd_add(ll, he);
    ll = vd_fma(nsl, vd_set(0.5), vd_add(ll, ve));
    ll = vd_fnma(nde, g, ll);
    ll = vd_fma(r3, mr, ll);

    vm small = vd_lt(a, vd_set(0.125));
    vd l, hi = dd_fast_two_sum(vd_sel(small, hs, hl), vd_sel(small, ls, ll), &l); /* |l| <= ulp(hi)/2 */
    hi = vd_sel(vd_lt(a, vd_set(INFINITY)), hi, vd_add(a, a)); /* inf, quiet NaN */
    vi sign = vi_and(vd_bits(x), vi_set((int64_t)0x8000000000000000ull));
    *lo = vd_from_bits(vi_xor(vd_bits(l), sign));
    return vd_copysign(hi, x);
}

#endif
