/* asinh_dd.h -- Asinh in double-double, the fast path of correctly rounded
 * double Asinh: for every finite x, hi + lo is within ALG_ASINH_DD_EPS
 * (2^-65.75) of asinh(x), relative to |hi|, and |lo| <= ulp(hi)/2, so the
 * kernel's rounding test on [hi + lo - EPS |hi|, hi + lo + EPS |hi|]
 * settles all but ~2^-12 of the lanes; it sends the others (and +-inf,
 * NaN, where hi is not finite) to the accurate path.
 *
 * Method, with a = |x| (asinh is odd: hi takes x's sign at the end, and lo
 * has its sign flipped where x is negative):
 *   a < 1/8:   asinh(a) = a + a^3 c1 + a^3 z S2(z), z = a^2 <= 1/64,
 *              c1 = -1/6 = C1H + C1L (a double-double), S2 a degree-6
 *              near-minimax polynomial for (S(z) + 1/6)/z, S(z) =
 *              (asinh(a)/a - 1)/z (gen_poly.py dd: the error of z^2 S2 is
 *              2^-70.4 relative to a).  zh + zl = a^2 and azh + azl = a^3
 *              by fma (azl rounded once); a^3 C1H = th + tl0 exactly (fma);
 *              everything else is small and goes into tl in double:
 *                tl = tl0 + azl C1H + azh (C1L + zh S2(zh)),
 *              and hi + lo = a + th (FastTwoSum, |th| < a/384) + tl.
 *              The first term needs the double-double: |a^3/6| is up to
 *              a/384, so one rounding of it would cost 2^-61.6 a; the
 *              second is < 2^-15.74 a, and double precision serves.
 *   a >= 1/8:  asinh(a) = log(w), w = a + sqrt(1 + a^2) = w_h (1 + t):
 *              u + u_l = 1 + a^2 (u = RN(1 + zh), u_l = RN(a^2 + (1 - u)),
 *              1 - u exact), s = RN(sqrt u), D = (u - s^2) + u_l (u - s^2
 *              exact by fma), w_h + w_l = a + s (FastTwoSum, s > a),
 *                sqrt(u + u_l) = s + D/(2s) - O(2^-106 s),
 *                t = (2 s w_l + D)/(2 s w_h), |t| < 2^-51.78,
 *              by one division (a Newton-refined reciprocal needs three
 *              steps to reach 2^-34 from the bit-pattern seed and costs
 *              more).  For a > 2^26: w_h = a, t = 1/q with q = RN(2 s (a +
 *              s)) ~ 4a^2 (s from min(a, 2^500), so q stays finite), and ln2
 *              is added: asinh(a) = log(2a) + 1/(4a^2) + O(a^-4) =
 *              log(2a (1 + t)) + O(a^-4).  (1 + a^2 is not u + u_l there:
 *              1 - u is inexact once u > 2^53, which is why those lanes
 *              leave the w formula.)
 *              log(w_h (1 + t)): w_h = 2^k m, j = m's top 4 fraction bits
 *              and c_j as in log.h; p = RN(m c_j), ne = p - m c_j exactly
 *              (fma), r = p - 1 exactly (Sterbenz), and
 *                m c_j (1 + t) = p (1 + delta/p),  delta = p t - ne
 *              (dropped: ne t < 2^-104.8, |delta| < 2^-51.34), so
 *                log w = k ln2 + log(1/c_j) + log1p(r) + log1p(delta/p),
 *                log1p(delta/p) = delta g + O(delta r^4),
 *                  g = 1 - r + r^2 - r^3 (Horner) ~ 1/p,
 *                log1p(r) = r - r^2/2 + r^3 M(r), |r| <= 0.0304,
 *              M a degree-8 near-minimax polynomial (the error of r^3 M is
 *              2^-70.3 absolute, gen_poly.py dd).  sh + sl = r^2 exactly
 *              (fma); v + ve = r - sh/2 exactly (one fnma rounds, the
 *              FastTwoSum error is exact since |r| >= sh/2); r3 = RN(sh r +
 *              RN(sl r)); h0 = k ln2_hi + hi_j exactly (log.h); hl + he =
 *              h0 + v (FastTwoSum: |h0| >= hi_2 = 0.145 > |v|, since w >=
 *              1.13 gives j >= 2 when k = 0); every other term goes into
 *              ll, smallest first, r^3 M last:
 *                ll = k ln2_lo + lo_j + he + ve - sl/2 + delta g + r3 M,
 *              |ll| < 2^-16.
 * Branch-free: every lane runs both branches; a select picks one, and a
 * last FastTwoSum (|ll| < 2^-16 < hl) makes |lo| <= ulp(hi)/2, so that the
 * rounding test's lo - e and lo + e are exact to 2^-105 |hi|.
 *
 * Error bound, relative to y = asinh(a).
 *   a < 1/8 (y > 0.9974 a): the terms of the z S2 part, each < 2^-68.74 a
 *     (2^-53 of |a^3 z S2| < 2^-15.74 a): zh's and azh's own errors, the
 *     roundings of the fma into tl, of tl - tl0 and of lo = e + tl; u2 =
 *     RN(C1L + zh S2) rounds once (ulp/2 <= 2^-63, times |azh| <= 2^-6 a:
 *     2^-69 a), S2's Horner roundings (the last ulp(S2)/2 = 2^-57, times
 *     |a^3 z| <= 2^-12 a: 2^-69 a, the earlier ones scaled by z again),
 *     S2's fit 2^-70.4 a; azl's rounding and the dropped azl C1L
 *     < 2^-105 a.  In all < 7.27 2^-68.74 a < 2^-65.87 y.
 *   a >= 1/8, absolute error terms at r (gen_poly.py asinh_dd_bound
 *   evaluates them at every w on a grid of each table interval and divides
 *   by y = log w; 2^-3.004 <= y):
 *     r3's rounding times M                       2^-53 |r|^3 |M|
 *     M's Horner roundings (the last ulp(M)/2 = 2^-55, the earlier ones
 *       scaled by r)                             2^-55 (1 + 2|r|) |r|^3
 *     M's fit                                    2^-70.3
 *     ll's last rounding                         ulp(|r^3 M| + 2^-44)/2
 *     delta/p - delta g                          2^-51.34 r^4/(1 - |r|)
 *     the other roundings of ll (terms < 2^-34 |k| + 2^-44; relative to
 *       y >= 0.69 |k| when k != 0), lo_j's and ln2_lo's own rounding
 *       (2^-97 (|k| + 1)), t's error (2^-52 |t|), ne t, the dropped
 *       sqrt(u + u_l) and u_l terms (2^-106 relative in w), delta's
 *       rounding and, for a > 2^26, the dropped a^-4 terms   < 2^-80
 *     largest relative to y at k = 0, j = 2 and 3 (w in [1.13, 1.25),
 *     y in [0.125, 0.223)): < 2^-65.83; for k >= 1 (y >= ln 2) < 2^-67.34.
 *   Both branches < 2^-65.83: ALG_ASINH_DD_EPS = 0x1.3p-66 = 2^-65.75.
 *   Measured max 2^-66.2 (tests/c/test_dd_cores.c).
 * Special cases: x = +-0 gives hi = lo = +-0 (the a < 1/8 branch: every
 * term is +0, the signs go on at the end); tiny x gives hi = x, lo tiny:
 * where a^3 underflows, its absolute errors (< 2^-1072) are < 2^-530 a
 * for a >= 2^-538, and below that zh = 0 makes lo = 0 with |asinh a - a|
 * < a^3/6 < EPS a; +-inf and NaN give hi = +-inf or NaN (a + a, selected
 * at the end; lo is then unspecified).
 */
#ifndef ONNXM_ALG_ASINH_DD_H
#define ONNXM_ALG_ASINH_DD_H

#include "kernels/alg/dd.h"
#include "kernels/alg/fast.h" /* ALG_EACH */
#include "kernels/alg/log.h"

#define ALG_ASINH_DD_EPS 0x1.3p-66 /* 2^-65.75 */
/* the proved bound on |lo|, in ulps of hi (the last FastTwoSum) */
#define ALG_ASINH_DD_LO_ULPS 0.5
/* the inputs where the core changes branch or regime, for the tests
 * (test_cr_double and test_dd_cores add their neighbourhoods): |x| = 1/8
 * (series below), 2^26 (w_h = a) and 2^500 (s stops following a) */
#define ALG_ASINH_DD_EDGES {0x1p-3, 0x1p26, 0x1p500}
/* vectors per step of the kernel loop (alg/dd.h) */
#define ALG_ASINH_DD_GROUP 3
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

/* always inlined: past GCC's size limit, a call would pass hi and lo
 * through memory and reload every constant per vector.  n <= ALG_DD_GROUP
 * vectors, each step over all of them (as acos_dd.h, for the same
 * reason).  u + u_l of the method is uh + ul here. */
static inline __attribute__((always_inline)) void alg_asinh_dd_n(int n, const vd *x, vd *hi, vd *lo)
{
    enum { G = ALG_DD_GROUP };
    vd a[G], am[G], zh[G], nzl[G], s2[G], azh[G], nazl[G], th[G], ntl[G], u2[G], tl[G], es[G], hs[G], ls[G];
    vd uh[G], ul[G], s[G], d[G], wh[G], nwl[G], sd[G], t[G], k[G], m[G], c[G], p[G], r[G], ne[G], nde[G];
    vd g[G], sh[G], nsl[G], v[G], ve[G], r3[G], mr[G], h0[G], he[G], hl[G], ll[G], l[G];
    vm big[G], small[G];
    vi j[G], sign[G];
    const vd one = vd_set(1.0);
    ALG_EACH(u, n) a[u] = vd_abs(x[u]);
    ALG_EACH(u, n) big[u] = vd_gt(a[u], vd_set(0x1p26));
    ALG_EACH(u, n) am[u] = vd_min(a[u], vd_set(0x1p500)); /* a, or 2^500 in huge, inf and NaN lanes */
    ALG_EACH(u, n) zh[u] = vd_mul(am[u], am[u]);
    ALG_EACH(u, n) nzl[u] = vd_fnma(am[u], am[u], zh[u]); /* -zl: zh + zl = a^2 exactly */

    /* a < 1/8: a + a^3 c1 + a^3 z S2(z), a^3 = azh + azl */
    ALG_EACH(u, n) s2[u] = alg_asinh_dd_s2(zh[u]);
    ALG_EACH(u, n) azh[u] = vd_mul(am[u], zh[u]);
    ALG_EACH(u, n) nazl[u] = vd_fma(am[u], nzl[u], vd_fnma(am[u], zh[u], azh[u])); /* -azl */
    ALG_EACH(u, n) th[u] = vd_mul(azh[u], vd_set(ALG_ASINH_DD_C1H));
    ALG_EACH(u, n) ntl[u] = vd_fnma(azh[u], vd_set(ALG_ASINH_DD_C1H), th[u]); /* th - azh C1H, exact */
    ALG_EACH(u, n) u2[u] = vd_fma(zh[u], s2[u], vd_set(ALG_ASINH_DD_C1L)); /* C1L + z S2 */
    ALG_EACH(u, n) tl[u] = vd_sub(vd_fma(azh[u], u2[u], vd_mul(nazl[u], vd_set(-ALG_ASINH_DD_C1H))), ntl[u]);
    ALG_EACH(u, n) hs[u] = dd_fast_two_sum(am[u], th[u], &es[u]); /* |th| < a/384 */
    ALG_EACH(u, n) ls[u] = vd_add(es[u], tl[u]);

    /* a >= 1/8: w = w_h (1 + t) */
    ALG_EACH(u, n) uh[u] = vd_add(one, zh[u]);
    ALG_EACH(u, n) ul[u] = vd_fma(am[u], am[u], vd_sub(one, uh[u]));
    ALG_EACH(u, n) s[u] = vd_sqrt(uh[u]);
    ALG_EACH(u, n) d[u] = vd_add(vd_fnma(s[u], s[u], uh[u]), ul[u]); /* D: u - s^2 is exact */
    ALG_EACH(u, n) wh[u] = vd_add(am[u], s[u]);
    ALG_EACH(u, n) nwl[u] = vd_sub(vd_sub(wh[u], s[u]), am[u]); /* -w_l */
    ALG_EACH(u, n) sd[u] = vd_add(s[u], s[u]);
    ALG_EACH(u, n) t[u] = vd_div(vd_sel(big[u], one, vd_fnma(sd[u], nwl[u], d[u])), vd_mul(sd[u], wh[u])); /* (2 s w_l + D)/(2 s w_h) */
    ALG_EACH(u, n) wh[u] = vd_sel(big[u], a[u], wh[u]);

    /* log(w_h (1 + t)) */
    ALG_EACH(u, n) k[u] = vd_logb(wh[u]);
    ALG_EACH(u, n) k[u] = vd_sel(big[u], vd_add(k[u], one), k[u]);
    ALG_EACH(u, n) m[u] = vd_mant(wh[u]);
    ALG_EACH(u, n) j[u] = vi_srl(vd_bits(m[u]), 48); /* vd_lookup16_2 reads its low 4 bits */
    ALG_EACH(u, n) {
        vd unused; /* logc, the float core's */
        vd_lookup16_2(&onnxm_log_tab[0][0], ONNXM_LOG_C, j[u], &c[u], &unused);
    }
    ALG_EACH(u, n) p[u] = vd_mul(m[u], c[u]);
    ALG_EACH(u, n) r[u] = vd_sub(p[u], one); /* exact */
    ALG_EACH(u, n) ne[u] = vd_fnma(m[u], c[u], p[u]); /* p - m c, exact */
    ALG_EACH(u, n) nde[u] = vd_fnma(t[u], p[u], ne[u]); /* -delta = ne - p t */
    ALG_EACH(u, n) g[u] = vd_fnma(r[u], vd_fnma(r[u], vd_sub(one, r[u]), one), one); /* 1 - r + r^2 - r^3 */
    ALG_EACH(u, n) sh[u] = vd_mul(r[u], r[u]);
    ALG_EACH(u, n) nsl[u] = vd_fnma(r[u], r[u], sh[u]); /* -sl = sh - r^2, exact */
    ALG_EACH(u, n) v[u] = vd_fnma(sh[u], vd_set(0.5), r[u]);
    ALG_EACH(u, n) ve[u] = vd_fnma(sh[u], vd_set(0.5), vd_sub(r[u], v[u])); /* r - sh/2 - v, exact */
    ALG_EACH(u, n) r3[u] = vd_fnma(nsl[u], r[u], vd_mul(sh[u], r[u])); /* RN(sh r) + RN(sl r), rounded */
    ALG_EACH(u, n) mr[u] = alg_log1p_dd_m(r[u]);
    ALG_EACH(u, n) vd_lookup16_2(&onnxm_log_tab[0][0], ONNXM_LOG_HI, j[u], &h0[u], &ll[u]); /* -log(c_j) */
    ALG_EACH(u, n) h0[u] = vd_fma(k[u], vd_set(ONNXM_LN2_HI), h0[u]); /* exact */
    ALG_EACH(u, n) hl[u] = dd_fast_two_sum(h0[u], v[u], &he[u]);
    ALG_EACH(u, n) ll[u] = vd_fma(k[u], vd_set(ONNXM_LN2_LO), ll[u]);
    ALG_EACH(u, n) ll[u] = vd_add(ll[u], he[u]);
    ALG_EACH(u, n) ll[u] = vd_fma(nsl[u], vd_set(0.5), vd_add(ll[u], ve[u]));
    ALG_EACH(u, n) ll[u] = vd_fnma(nde[u], g[u], ll[u]);
    ALG_EACH(u, n) ll[u] = vd_fma(r3[u], mr[u], ll[u]);

    ALG_EACH(u, n) small[u] = vd_lt(a[u], vd_set(0.125));
    ALG_EACH(u, n) hi[u] = dd_fast_two_sum(vd_sel(small[u], hs[u], hl[u]), vd_sel(small[u], ls[u], ll[u]), &l[u]); /* |l| <= ulp(hi)/2 */
    ALG_EACH(u, n) hi[u] = vd_sel(vd_lt(a[u], vd_set(INFINITY)), hi[u], vd_add(a[u], a[u])); /* inf, quiet NaN */
    ALG_EACH(u, n) sign[u] = vi_and(vd_bits(x[u]), vi_set((int64_t)0x8000000000000000ull));
    ALG_EACH(u, n) lo[u] = vd_from_bits(vi_xor(vd_bits(l[u]), sign[u]));
    ALG_EACH(u, n) hi[u] = vd_copysign(hi[u], x[u]);
}

/* one vector (the tests and benches) */
static inline __attribute__((always_inline)) vd alg_asinh_dd(vd x, vd *lo)
{
    vd hi;
    alg_asinh_dd_n(1, &x, &hi, lo);
    return hi;
}

#endif
