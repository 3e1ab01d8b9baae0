/* log_dd.h -- Log in double-double, the fast path of correctly rounded
 * double Log: for every positive finite x (subnormals included), hi + lo
 * is within ALG_LOG_DD_EPS (2^-63.83) of log(x), relative to |hi|, and
 * |lo| <= ulp(hi)/2, so the kernel's rounding test on [hi + lo - EPS |hi|,
 * hi + lo + EPS |hi|] settles all but ~2^-9.8 of the lanes; it sends the
 * others (and x <= 0, +inf, NaN, where hi is not finite) to the accurate
 * path.  Also Log's double core (alg_log_core: hi alone, < 0.5 + 2^-10.8
 * ulp), the float kernels' second try.
 *
 * Method.  Two branches, both computed in every lane, one selected:
 *   |f| < ALG_LOG_NEAR (0x1.fp-6), f = x - 1 (exact, Sterbenz):
 *     log1p(f) = f - f^2/2 + f^3/3 - f^4 M4(f), M4(f) = sum_{i=0..10}
 *     (-1)^i f^i/(i + 4), the Taylor series (no fit: every error below is
 *     relative to f, which log x needs near x = 1, where it has no absolute
 *     floor; gen_poly.py log_dd prints the coefficients).
 *       sh + sl = f^2 (fma, exact); v + ve = f - sh/2 (one fnma rounds, and
 *       f - v is exact since v is within 2^-5 of f, so ve is exact);
 *       t1 + t1e = sh f (fma, exact), c3 = RN(t1e + sl f) (f^3 = t1 + c3
 *       to 2^-105 f^3); q + qe = t1 C3H (fma, exact), 1/3 = C3H + C3L, so
 *       f^3/3 = q + qe + t1 C3L + c3 C3H (dropped: c3 C3L < 2^-160 f^3);
 *       h2 + e2 = v + q (FastTwoSum: |q| < f^3/2.9 < |v|);
 *       r4 = RN(sh^2 + RN(2 sh sl)) ~ f^4 (relative 2^-53 + 2^-104);
 *       ll = e2 + ve - sl/2 + qe + t1 C3L + c3 C3H - r4 M4(f), in that order,
 *       and hi + lo = h2 + ll (FastTwoSum, |ll| < 2^-17 |f|).
 *     Error, relative to |f| (|log1p f| >= 0.984 |f|): the last rounding
 *     of ll (|ll| <= 1.01 |f|^4/4 + 2^-51 |f| < 2^-17.1 |f|): 2^-70.1; r4's
 *     rounding times M4 (|f^4 M4| < 2^-17.14 |f|): 2^-70.14; M4's Horner
 *     (the last rounding, ulp(M4)/2 <= 2^-55 on M4 >= 0.244: 2^-52.97
 *     relative; the earlier ones and the coefficients' roundings scaled by
 *     f): 2^-70.04; the dropped tail < f^15/15: 2^-74.5; the roundings of
 *     the small terms of ll (each < 2^-51 |f|): < 2^-100.  In all < 3.1
 *     2^-70.1 |f|, relative to y: < 2^-68.4.
 *   otherwise: asinh_dd.h's logarithm with t = 0 (x = 2^k m, subnormal x
 *     scaled by 2^52 first, k lowered by 52): p = RN(m c_j), ne = p - m c_j
 *     (exact), r = p - 1 (exact), delta = -ne (|delta| <= 2^-53), log x =
 *     k ln2 + log(1/c_j) + log1p(r) - ne g, g = 1 - r + r^2 - r^3, log1p(r)
 *     = r - r^2/2 + r^3 M(r) (asinh_dd.h's M, 2^-70.3 absolute).  h0 = k
 *     ln2_hi + hi_j is exact (|k| <= 1126 < 2^11); hl + he = h0 + v
 *     (FastTwoSum: |h0| >= |v| or their exponents agree: k = 0 needs j = 0
 *     with h0 = 0.0308, |v| < 0.0298 since x > 1 + NEAR; k = -1, j = 15 has
 *     h0 = -0.01575, v in [-0.0161, -0.0157], both in [2^-6, 2^-5); every
 *     other (k, j) has |h0| >= 0.0475 > |v|).  The absolute error terms
 *     of asinh_dd.h's bound (delta now 2^-53) over |y| = |log x|, at every
 *     x on a grid of each table interval with k = 0 (x >= 1 + NEAR) and
 *     k = -1 (x <= 1 - NEAR), and for every other k (|y| >= log 2) at the
 *     largest |r| (gen_poly.py log_dd): < 2^-63.907, the largest at k = 0,
 *     j = 0 and 1 (x in [1.03, 1.13], where the result is smallest relative
 *     to r^3; -1 <= k <= 0 elsewhere: < 2^-64.6; |k| >= 1: < 2^-67.4).
 *   Both branches < 2^-63.907: ALG_LOG_DD_EPS = 0x1.2p-64 = 2^-63.83.
 *   Measured against MPFR (a scratch run on 5.9 10^6 inputs: near 1, both
 *   sides of the switch, every binade, subnormals; test_dd_cores.c does not
 *   cover Log yet): max 2^-64.09 (table branch, x = 0x1.0f9ea5dd2651bp+0),
 *   2^-69.10 (near branch).
 * Special cases: x = 1 gives f = +0 and hi = lo = +0 (log(1) = +0 exactly);
 * x = +-0 gives hi = -inf, x < 0 the default NaN, +inf gives +inf, NaN
 * quiet NaN (alg_log_fast_special, selected at the end; lo unspecified):
 * those lanes are not finite, so the kernel sends them to the accurate
 * path, which answers the same.
 */
#ifndef ONNXM_ALG_LOG_DD_H
#define ONNXM_ALG_LOG_DD_H

#include "kernels/alg/asinh_dd.h" /* alg_log1p_dd_m */
#include "kernels/alg/dd.h"
#include "kernels/alg/fast.h" /* ALG_EACH */
#include "kernels/alg/log.h"

#define ALG_LOG_DD_EPS 0x1.2p-64 /* 2^-63.83 */
/* the inputs where the core changes branch, for the tests (test_cr_double
 * adds their neighbourhoods): 1 -+ NEAR, and 1 itself, 1/2, 2 (k changes),
 * the smallest normal (subnormal scaling below) */
/* |lo| <= ulp(hi)/2: hi + lo comes from one FastTwoSum (the last step) */
#define ALG_LOG_DD_LO_ULPS 0.5
#define ALG_LOG_DD_EDGES {1.0 - ALG_LOG_NEAR, 1.0 + ALG_LOG_NEAR, 1.0, 0.5, 2.0, 0x1p-1022}
/* vectors per step of the kernel loop (alg/dd.h) */
#define ALG_LOG_DD_GROUP 3
#define ALG_LOG_DD_C3H 0x1.5555555555555p-2  /* RN(1/3) */
#define ALG_LOG_DD_C3L 0x1.5555555555555p-56 /* RN(1/3 - C3H) */

/* M4(f) = sum_{i=0..10} (-1)^i f^i/(i + 4), the Taylor series */
static inline vd alg_log_dd_m4(vd f)
{
    vd m = vd_set(0x1.2492492492492p-4);
    m = vd_fma(m, f, vd_set(-0x1.3b13b13b13b14p-4));
    m = vd_fma(m, f, vd_set(0x1.5555555555555p-4));
    m = vd_fma(m, f, vd_set(-0x1.745d1745d1746p-4));
    m = vd_fma(m, f, vd_set(0x1.999999999999ap-4));
    m = vd_fma(m, f, vd_set(-0x1.c71c71c71c71cp-4));
    m = vd_fma(m, f, vd_set(0x1.0000000000000p-3));
    m = vd_fma(m, f, vd_set(-0x1.2492492492492p-3));
    m = vd_fma(m, f, vd_set(0x1.5555555555555p-3));
    m = vd_fma(m, f, vd_set(-0x1.999999999999ap-3));
    m = vd_fma(m, f, vd_set(0x1.0000000000000p-2));
    return m;
}

/* n <= ALG_DD_GROUP vectors, each step over all of them (asinh_dd.h) */
static inline __attribute__((always_inline)) void alg_log_dd_n(int n, const vd *x, vd *hi, vd *lo)
{
    enum { G = ALG_DD_GROUP };
    vd f[G], sh[G], sl[G], v[G], ve[G], t1[G], t1e[G], c3[G], q[G], qe[G], h2[G], e2[G], r4[G], nl[G];
    vd xs[G], k[G], m[G], c[G], p[G], r[G], ne[G], g[G], rsh[G], nrsl[G], rv[G], rve[G], r3[G], mr[G];
    vd h0[G], he[G], hl[G], ll[G], l[G];
    vm sub[G], near[G];
    vi j[G];
    const vd one = vd_set(1.0);

    /* |x - 1| < NEAR: log1p(f) */
    ALG_EACH(u, n) f[u] = vd_sub(x[u], one); /* exact where it is used */
    ALG_EACH(u, n) sh[u] = vd_mul(f[u], f[u]);
    ALG_EACH(u, n) sl[u] = vd_fma(f[u], f[u], vd_sub(vd_set(0.0), sh[u])); /* f^2 - sh, exact */
    ALG_EACH(u, n) v[u] = vd_fnma(sh[u], vd_set(0.5), f[u]);
    ALG_EACH(u, n) ve[u] = vd_fnma(sh[u], vd_set(0.5), vd_sub(f[u], v[u])); /* f - sh/2 - v, exact */
    ALG_EACH(u, n) t1[u] = vd_mul(sh[u], f[u]);
    ALG_EACH(u, n) t1e[u] = vd_fma(sh[u], f[u], vd_sub(vd_set(0.0), t1[u])); /* exact */
    ALG_EACH(u, n) c3[u] = vd_fma(sl[u], f[u], t1e[u]);
    ALG_EACH(u, n) q[u] = vd_mul(t1[u], vd_set(ALG_LOG_DD_C3H));
    ALG_EACH(u, n) qe[u] = vd_fma(t1[u], vd_set(ALG_LOG_DD_C3H), vd_sub(vd_set(0.0), q[u])); /* exact */
    ALG_EACH(u, n) h2[u] = dd_fast_two_sum(v[u], q[u], &e2[u]);
    ALG_EACH(u, n) r4[u] = vd_fma(sh[u], sh[u], vd_mul(vd_add(sh[u], sh[u]), sl[u]));
    ALG_EACH(u, n) nl[u] = vd_add(e2[u], ve[u]);
    ALG_EACH(u, n) nl[u] = vd_fnma(sl[u], vd_set(0.5), nl[u]);
    ALG_EACH(u, n) nl[u] = vd_add(nl[u], qe[u]);
    ALG_EACH(u, n) nl[u] = vd_fma(t1[u], vd_set(ALG_LOG_DD_C3L), nl[u]);
    ALG_EACH(u, n) nl[u] = vd_fma(c3[u], vd_set(ALG_LOG_DD_C3H), nl[u]);
    ALG_EACH(u, n) nl[u] = vd_fnma(r4[u], alg_log_dd_m4(f[u]), nl[u]);

    /* otherwise: x = 2^k m, subnormal x scaled by 2^52 */
    ALG_EACH(u, n) sub[u] = vd_lt(x[u], vd_set(0x1p-1022));
    ALG_EACH(u, n) xs[u] = vd_sel(sub[u], vd_mul(x[u], vd_set(0x1p52)), x[u]);
    ALG_EACH(u, n) k[u] = vd_logb(xs[u]);
    ALG_EACH(u, n) k[u] = vd_sel(sub[u], vd_sub(k[u], vd_set(52.0)), k[u]);
    ALG_EACH(u, n) m[u] = vd_mant(xs[u]);
    ALG_EACH(u, n) j[u] = vi_srl(vd_bits(m[u]), 48); /* vd_lookup16_2 reads its low 4 bits */
    ALG_EACH(u, n) {
        vd unused; /* logc, the float cores' */
        vd_lookup16_2(&onnxm_log_tab[0][0], ONNXM_LOG_C, j[u], &c[u], &unused);
    }
    ALG_EACH(u, n) p[u] = vd_mul(m[u], c[u]);
    ALG_EACH(u, n) r[u] = vd_sub(p[u], one); /* exact */
    ALG_EACH(u, n) ne[u] = vd_fnma(m[u], c[u], p[u]); /* p - m c, exact: -delta */
    ALG_EACH(u, n) g[u] = vd_fnma(r[u], vd_fnma(r[u], vd_sub(one, r[u]), one), one); /* 1 - r + r^2 - r^3 */
    ALG_EACH(u, n) rsh[u] = vd_mul(r[u], r[u]);
    ALG_EACH(u, n) nrsl[u] = vd_fnma(r[u], r[u], rsh[u]); /* -(r^2 - rsh), exact */
    ALG_EACH(u, n) rv[u] = vd_fnma(rsh[u], vd_set(0.5), r[u]);
    ALG_EACH(u, n) rve[u] = vd_fnma(rsh[u], vd_set(0.5), vd_sub(r[u], rv[u])); /* exact */
    ALG_EACH(u, n) r3[u] = vd_fnma(nrsl[u], r[u], vd_mul(rsh[u], r[u]));
    ALG_EACH(u, n) mr[u] = alg_log1p_dd_m(r[u]);
    ALG_EACH(u, n) vd_lookup16_2(&onnxm_log_tab[0][0], ONNXM_LOG_HI, j[u], &h0[u], &ll[u]); /* -log(c_j) */
    ALG_EACH(u, n) h0[u] = vd_fma(k[u], vd_set(ONNXM_LN2_HI), h0[u]); /* exact */
    ALG_EACH(u, n) hl[u] = dd_fast_two_sum(h0[u], rv[u], &he[u]);
    ALG_EACH(u, n) ll[u] = vd_fma(k[u], vd_set(ONNXM_LN2_LO), ll[u]);
    ALG_EACH(u, n) ll[u] = vd_add(ll[u], he[u]);
    ALG_EACH(u, n) ll[u] = vd_fma(nrsl[u], vd_set(0.5), vd_add(ll[u], rve[u]));
    ALG_EACH(u, n) ll[u] = vd_fnma(ne[u], g[u], ll[u]);
    ALG_EACH(u, n) ll[u] = vd_fma(r3[u], mr[u], ll[u]);

    ALG_EACH(u, n) near[u] = vd_lt(vd_abs(f[u]), vd_set(ALG_LOG_NEAR));
    ALG_EACH(u, n) hi[u] = dd_fast_two_sum(vd_sel(near[u], h2[u], hl[u]), vd_sel(near[u], nl[u], ll[u]), &l[u]);
    ALG_EACH(u, n) hi[u] = vd_sel(alg_log_fast_ok(x[u]), hi[u], alg_log_fast_special(x[u]));
    ALG_EACH(u, n) lo[u] = l[u];
}

/* one vector (the tests and benches) */
static inline __attribute__((always_inline)) vd alg_log_dd(vd x, vd *lo)
{
    vd hi;
    alg_log_dd_n(1, &x, &hi, lo);
    return hi;
}

/* Log's double core (alg/fast.h): hi, the double nearest hi + lo, within
 * ulp/2 + EPS |hi| < 0.5 + 2^-10.8 ulp of log(x) (ulp(hi) > 2^-53 |hi|);
 * the special values as alg_log_fast_special. */
static inline vd alg_log_core(vd x)
{
    vd lo;
    return alg_log_dd(x, &lo);
}

#endif
