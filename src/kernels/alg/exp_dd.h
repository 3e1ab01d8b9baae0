/* exp_dd.h -- Exp in double-double, the fast path of correctly rounded
 * double Exp: for every double x in [ALG_EXP_DD_XMIN, ALG_EXP_DD_XMAX] =
 * [-686, 709.75], hi + lo is within ALG_EXP_DD_EPS (2^-81) of exp(x),
 * relative to |hi|, and |lo| <= ulp(hi)/2, so the kernel's rounding test
 * on [hi + lo - EPS |hi|, hi + lo + EPS |hi|] settles all but ~2^-27 of
 * those lanes.  Every other lane (x < -686: results below 2^-989.7,
 * subnormal or zero; x > 709.75: results near or past the overflow
 * threshold; +-inf, NaN) gets hi = NaN and goes to the accurate path
 * (accurate.c), which owns the special values.
 *
 * Method.  x = k ln2/256 + r, so exp(x) = 2^e T (1 + q), with
 *   k = round(x 256/ln2) (one fma with the 1.5 2^52 shifter: k is in the
 *     shifter's low bits, |k| <= 262131, and |x 256/ln2 - k| <= 1/2 +
 *     2^-35.5, the second term 256/ln2's rounding times |x| <= 745),
 *   e = floor(k/256), T = 2^((k mod 256)/256) = 2^(a/16) 2^(b/256),
 *     a = (k >> 4) mod 16, b = k mod 16: two 16-entry double-double
 *     tables (gen_poly.py exp_dd: each entry within 2^-107.57 relative),
 *     read by vd_lookup16_2 from one table of 16 pieces,
 *   r = x - k ln2/256, ln2/256 = C1 + C2 + C3 (C1 = RN(ln2/256), C2 =
 *     RN(ln2/256 - C1) ~ 2^-63.26, |C3| < 2^-118.4):
 *       r1 = x - k C1, exact by one fma: k != 0 needs |x| > 2^-10, so x
 *         and k C1 are multiples of 2^-62, and |r1| < 2^-9;
 *       p = RN(k C2), |p| < 2^-45.26; rh = RN(r1 - p), rl = (r1 - rh) - p:
 *         the exact FastTwoSum error when |r1| >= |p|; otherwise |r1 - p|
 *         < 2^-44.26 and rh + rl is within 2^-96 of it;
 *     so |rh + rl - r| < 2^-95.5 (with p's rounding, 2^-98, and k C3,
 *     2^-100.3), |rh| <= RMAX = (1/2 + 2^-33.9) ln2/256 + 2^-42 =
 *     2^-9.5288, |rl| <= 2^-63 + 2^-96; and k = 0 gives rh = x, rl = 0,
 *   q = expm1(rh + rl) = qh + ql, not normalized (|ql| < 2^-31.16):
 *     sh + sl = rh^2 exactly (fma); qh + e1 = rh + sh/2 (FastTwoSum, exact,
 *     |rh| >= sh/2);
 *       ql = e1 + rl (1 + qh) + sl/2 + r3 Q(rh),  r3 = RN(sh rh) ~ rh^3,
 *     Q a degree-4 near-minimax polynomial for (e^r - 1 - r - r^2/2)/r^3
 *     on |r| <= RMAX (r^3 Q to 2^-85.2 absolute, 2^-75.6 relative to |r|);
 *     rl (1 + qh) is rl e^rh up to rl rh^3/6 < 2^-94,
 *   T (1 + q) = th + tl: ah bh = th + tl0 exactly (fma), tl = tl0 + ah bl +
 *     al bh (al bl < 2^-106 dropped; |tl| < 2^-50.4; th in [1, 2^(255/256)]);
 *     th qh = mh + ml exactly (fma); hi0 + e2 = th + mh (FastTwoSum, th >= 1
 *     > |mh|); qs = RN(qh + ql);
 *       lo0 = th ql + (ml + tl (1 + qs) + e2),  |lo0| < 2^-30.15,
 *     and a last FastTwoSum (hi1, lo1) of hi0 + lo0 makes |lo1| <=
 *     ulp(hi1)/2; hi = hi1 2^e, lo = lo1 2^e (2^e by the exponent bits).
 *
 * For Sigmoid and Tanh (expm1 without cancellation): alg_exp_dd_parts_n
 * returns the pieces s = 2^e, th + tl = T and qh + ql = q before they are
 * combined: exp(x) = s (th + tl)(1 + qh + ql).  Where k = 0 (|x| <= ln2/512
 * at least) s = th = 1 and tl = 0 exactly, and qh + ql = expm1(x) within
 * 2^-72 |expm1(x)| (the terms (b)-(e) below, each relative to |r| = |x|:
 * ql's rounding 2^-53 (r^2/6 + 2^-52), r3's 2^-52 r^2/6, Q's 2^-56 r^2 and
 * the fit 2^-75.6); elsewhere expm1(x) = s (th + tl)(1 + qh + ql) - 1 has
 * |expm1(x)| > 0.00135 and loses at most 2^9.6 of the relative bound below.
 *
 * Error bound, relative to y' = T (1 + q) >= e^-RMAX = 0.99864 (th <=
 * 2^(255/256), |qh| < 2^-9.52, |mh| < 2^-8.5).
 *   q, absolute:
 *     (a) the roundings of rl (1 + qh), of + sl/2 and of + e1 (|sl| <=
 *         2^-73, |e1| <= 2^-63), under 2^-62 each                < 2^-114
 *     (b) ql's last rounding: |ql| < 2^-31.16, ulp(ql)/2 <=       2^-85
 *     (c) r3 = rh^3 (1 + d), |d| <= 2^-52, times Q <= 0.1668:     2^-83.17
 *     (d) Q's Horner roundings: the last ulp(Q)/2 = 2^-56, the earlier
 *         ones scaled by |rh|; times |r3| <= 2^-28.585:           2^-84.58
 *     (e) Q's fit (gen_poly.py exp_dd)                            2^-85.2
 *     (f) rl's dropped terms rl (e^rh - 1 - qh) and rl^2          < 2^-93.9
 *     (g) r's error times e^rh                                    < 2^-95.4
 *     in all < 6.77 2^-85 = 2^-82.24, i.e. relative to y' (which is
 *     T (1 + q)): < 2^-82.24 / 0.99864.
 *   T: the table entries 2 x 2^-107.57, al bh's and the two sums of tl's
 *     roundings (2^-106, 2^-104, 2^-104), al bl 2^-106: < 2^-102.3.
 *   The combination: lo0's last rounding 2^-53 |lo0| <= 2^-53 (th 2^-31.16
 *     + 2^-49.9), relative to y' >= 0.99864 th: 2^-84.1; qs's and tl (1 +
 *     qs)'s roundings, and the two sums before th ql: < 2^-101.5.
 *   So |hi1 + lo1 - y'| < 8.65 2^-85 y' = 2^-81.88 y'.
 *   Scaling: hi = hi1 2^e is exact (|hi| >= 0.99864 2^-990 is normal, and
 *     < 2^1024 since e <= 1023 and hi1 < 2); lo1 2^e may be subnormal: an
 *     absolute error <= 2^-1075 <= 2^-85 |hi|.  Relative to |hi|: 9.65
 *     2^-85.
 *   The rounding test (kernel_bodies.h, before kb_dd_n) needs EPS to exceed
 *     the bound by the roundings of e = RN(|hi| EPS) and of lo -+ e: in the
 *     normal range 2^-100 |hi|, and where they are subnormal (|hi| EPS <
 *     2^-1022) 2^-1075 <= 2^-85 |hi| each, two on either side: 11.65 2^-85
 *     = 2^-81.46 < ALG_EXP_DD_EPS = 2^-81.
 * Special cases: none here; hi = NaN outside [XMIN, XMAX] (a NaN x fails
 * both compares), and those lanes compute on x clamped to the range.
 */
#ifndef ONNXM_ALG_EXP_DD_H
#define ONNXM_ALG_EXP_DD_H

#include "kernels/alg/dd.h"
#include "kernels/alg/fast.h" /* ALG_EACH */

#define ALG_EXP_DD_EPS 0x1p-81
/* vectors per step of the kernel loop (alg/dd.h) */
#define ALG_EXP_DD_GROUP 3
/* the fast range: results in [0.99864 2^-990, 2^1024) */
#define ALG_EXP_DD_XMIN -0x1.57p9 /* -686 */
#define ALG_EXP_DD_XMAX 0x1.62ep9 /* 709.75 */
/* the proved bound on |lo|, in ulps of hi (the last FastTwoSum, scaled by
 * 2^e: where lo1 2^e is subnormal it rounds to at most ulp(hi)/2, a power
 * of two) */
#define ALG_EXP_DD_LO_ULPS 0.5
/* the inputs where the core or the result changes regime, for the tests
 * (test_cr_double and test_dd_cores add their neighbourhoods): the fast range's ends, the
 * k = 0 range (|x| <= ln2/512), and where exp(x) overflows (ln DBL_MAX),
 * turns subnormal (ln 2^-1022) and rounds to zero (ln 2^-1075) */
#define ALG_EXP_DD_EDGES                                                                     \
    {ALG_EXP_DD_XMIN, ALG_EXP_DD_XMAX, 0x1.62e42fefa39efp-10, 0x1.62e42fefa39efp+9,          \
     -0x1.6232bdd7abcd2p+9, -0x1.74910d52d3052p+9}
#define ALG_EXP_DD_INVL 0x1.71547652b82fep+8 /* RN(256/ln2) */
#define ALG_EXP_DD_C1 0x1.62e42fefa39efp-9   /* RN(ln2/256) */
#define ALG_EXP_DD_C2 0x1.abc9e3b39803fp-64  /* RN(ln2/256 - C1) */

/* Piece j: 2^(j/16) = A_hi + A_lo, 2^(j/256) = B_hi + B_lo (gen_poly.py
 * exp_dd; each within 2^-107.57 relative) */
#define ALG_EXP_DD_PIECES(X) \
    X(0x1.0000000000000p+0, 0x0.0p+0, 0x1.0000000000000p+0, 0x0.0p+0) \
    X(0x1.0b5586cf9890fp+0, 0x1.8a62e4adc610bp-54, 0x1.00b1afa5abcbfp+0, -0x1.4f6b2a7609f71p-55) \
    X(0x1.172b83c7d517bp+0, -0x1.19041b9d78a76p-55, 0x1.0163da9fb3335p+0, 0x1.b61299ab8cdb7p-54) \
    X(0x1.2387a6e756238p+0, 0x1.9b07eb6c70573p-54, 0x1.02168143b0281p+0, -0x1.2bf310fc54eb6p-55) \
    X(0x1.306fe0a31b715p+0, 0x1.6f46ad23182e4p-55, 0x1.02c9a3e778061p+0, -0x1.19083535b085dp-56) \
    X(0x1.3dea64c123422p+0, 0x1.ada0911f09ebcp-55, 0x1.037d42e11bbccp+0, 0x1.56811eeade11ap-57) \
    X(0x1.4bfdad5362a27p+0, 0x1.d4397afec42e2p-56, 0x1.04315e86e7f85p+0, -0x1.0a31c1977c96ep-54) \
    X(0x1.5ab07dd485429p+0, 0x1.6324c054647adp-54, 0x1.04e5f72f654b1p+0, 0x1.4c3793aa0d08dp-55) \
    X(0x1.6a09e667f3bcdp+0, -0x1.bdd3413b26456p-54, 0x1.059b0d3158574p+0, 0x1.d73e2a475b465p-55) \
    X(0x1.7a11473eb0187p+0, -0x1.41577ee04992fp-55, 0x1.0650a0e3c1f89p+0, -0x1.5cb7b5799c397p-54) \
    X(0x1.8ace5422aa0dbp+0, 0x1.6e9f156864b27p-54, 0x1.0706b29ddf6dep+0, -0x1.c91dfe2b13c27p-55) \
    X(0x1.9c49182a3f090p+0, 0x1.c7c46b071f2bep-56, 0x1.07bd42b72a836p+0, 0x1.3233454458700p-55) \
    X(0x1.ae89f995ad3adp+0, 0x1.7a1cd345dcc81p-54, 0x1.0874518759bc8p+0, 0x1.186be4bb284ffp-57) \
    X(0x1.c199bdd85529cp+0, 0x1.11065895048ddp-55, 0x1.092bdf66607e0p+0, -0x1.68063800a3fd1p-54) \
    X(0x1.d5818dcfba487p+0, 0x1.2ed02d75b3707p-55, 0x1.09e3ecac6f383p+0, 0x1.1487818316136p-54) \
    X(0x1.ea4afa2a490dap+0, -0x1.e9c23179c2893p-54, 0x1.0a9c79b1f3919p+0, 0x1.5d16c873d1d38p-55)
static const double alg_exp_dd_tab[16][16] VEC_TABLE16_ALIGN = VEC_TABLE16(ALG_EXP_DD_PIECES);

/* Q(r) = (e^r - 1 - r - r^2/2)/r^3 on |r| <= 2^-9.5288: r^3 Q to 2^-85.2
 * (gen_poly.py exp_dd) */
static inline vd alg_exp_dd_q(vd r)
{
    vd q = vd_set(0x1.a01a027e3b5cap-13);
    q = vd_fma(q, r, vd_set(0x1.6c16c265fc47ep-10));
    q = vd_fma(q, r, vd_set(0x1.111111111110fp-7));
    q = vd_fma(q, r, vd_set(0x1.5555555555552p-5));
    q = vd_fma(q, r, vd_set(0x1.5555555555555p-3));
    return q;
}

/* The pieces of exp(x) = s (th + tl)(1 + qh + ql) for x in [XMIN, XMAX]
 * (top of the file; other lanes compute on x clamped into the range).
 * Always inlined, n <= ALG_DD_GROUP vectors, each step over all of them
 * (as asinh_dd.h). */
static inline __attribute__((always_inline)) void alg_exp_dd_parts_n(int n, const vd *x, vd *s, vd *th,
                                                                     vd *tl, vd *qh, vd *ql)
{
    enum { G = ALG_DD_GROUP };
    vd xc[G], t[G], kd[G], r1[G], p[G], rh[G], rl[G], sh[G], nsl[G], e1[G], q[G], r3[G], ql0[G];
    vd ah[G], al[G], bh[G], bl[G], ntl0[G];
    vi kb[G];
    const vd shifter = vd_set(0x1.8p52);
    ALG_EACH(u, n) xc[u] = vd_min(vd_max(x[u], vd_set(ALG_EXP_DD_XMIN)), vd_set(ALG_EXP_DD_XMAX));
    ALG_EACH(u, n) t[u] = vd_fma(xc[u], vd_set(ALG_EXP_DD_INVL), shifter); /* 1.5 2^52 + k */
    ALG_EACH(u, n) kd[u] = vd_sub(t[u], shifter);
    ALG_EACH(u, n) kb[u] = vd_bits(t[u]); /* low bits: 2^51 + k */

    /* r = rh + rl */
    ALG_EACH(u, n) r1[u] = vd_fnma(kd[u], vd_set(ALG_EXP_DD_C1), xc[u]); /* exact */
    ALG_EACH(u, n) p[u] = vd_mul(kd[u], vd_set(ALG_EXP_DD_C2));
    ALG_EACH(u, n) rh[u] = vd_sub(r1[u], p[u]);
    ALG_EACH(u, n) rl[u] = vd_sub(vd_sub(r1[u], rh[u]), p[u]);

    /* q = expm1(r) = qh + ql */
    ALG_EACH(u, n) sh[u] = vd_mul(rh[u], rh[u]);
    ALG_EACH(u, n) nsl[u] = vd_fnma(rh[u], rh[u], sh[u]); /* -sl = sh - rh^2, exact */
    ALG_EACH(u, n) qh[u] = vd_fma(sh[u], vd_set(0.5), rh[u]);
    ALG_EACH(u, n) e1[u] = vd_fma(sh[u], vd_set(0.5), vd_sub(rh[u], qh[u])); /* exact */
    ALG_EACH(u, n) q[u] = alg_exp_dd_q(rh[u]);
    ALG_EACH(u, n) r3[u] = vd_mul(sh[u], rh[u]);
    ALG_EACH(u, n) ql0[u] = vd_fma(rl[u], qh[u], rl[u]);              /* rl (1 + qh) */
    ALG_EACH(u, n) ql0[u] = vd_fnma(nsl[u], vd_set(0.5), ql0[u]);     /* + sl/2 */
    ALG_EACH(u, n) ql[u] = vd_fma(r3[u], q[u], vd_add(ql0[u], e1[u])); /* + e1 + r3 Q */

    /* T = th + tl; a = (k >> 4) mod 16, b = k mod 16 (vd_lookup16_2 reads
     * the low 4 bits) */
    ALG_EACH(u, n) vd_lookup16_2(&alg_exp_dd_tab[0][0], 0, vi_srl(kb[u], 4), &ah[u], &al[u]);
    ALG_EACH(u, n) vd_lookup16_2(&alg_exp_dd_tab[0][0], 2, kb[u], &bh[u], &bl[u]);
    ALG_EACH(u, n) th[u] = vd_mul(ah[u], bh[u]);
    ALG_EACH(u, n) ntl0[u] = vd_fnma(ah[u], bh[u], th[u]); /* th - ah bh, exact */
    ALG_EACH(u, n) tl[u] = vd_sub(vd_fma(ah[u], bl[u], vd_mul(al[u], bh[u])), ntl0[u]);

    /* s = 2^e: the low 12 bits of (2^51 + k) >> 8 are e mod 2^12 (2^51 is
     * a multiple of 2^20), e + 1023 in [33, 2046] */
    ALG_EACH(u, n) s[u] = vd_from_bits(vi_sll(vi_add(vi_srl(kb[u], 8), vi_set(1023)), 52));
}

/* hi + lo ~ exp(x) for n <= ALG_DD_GROUP vectors (the kernel's hook). */
static inline __attribute__((always_inline)) void alg_exp_dd_n(int n, const vd *x, vd *hi, vd *lo)
{
    enum { G = ALG_DD_GROUP };
    vd s[G], th[G], tl[G], qh[G], ql[G], qs[G], mh[G], nml[G], h0[G], e2[G], l0[G], h1[G], l1[G];
    alg_exp_dd_parts_n(n, x, s, th, tl, qh, ql);
    ALG_EACH(u, n) qs[u] = vd_add(qh[u], ql[u]);
    ALG_EACH(u, n) mh[u] = vd_mul(th[u], qh[u]);
    ALG_EACH(u, n) nml[u] = vd_fnma(th[u], qh[u], mh[u]); /* -ml = mh - th qh, exact */
    ALG_EACH(u, n) h0[u] = dd_fast_two_sum(th[u], mh[u], &e2[u]); /* th >= 1 > |mh| */
    ALG_EACH(u, n) l0[u] = vd_sub(vd_fma(tl[u], qs[u], tl[u]), nml[u]); /* tl (1 + qs) + ml */
    ALG_EACH(u, n) l0[u] = vd_fma(th[u], ql[u], vd_add(l0[u], e2[u]));
    ALG_EACH(u, n) h1[u] = dd_fast_two_sum(h0[u], l0[u], &l1[u]); /* |l0| < 2^-30 < h0 */
    ALG_EACH(u, n) {
        vm in = vm_and(vd_ge(x[u], vd_set(ALG_EXP_DD_XMIN)), vd_le(x[u], vd_set(ALG_EXP_DD_XMAX)));
        hi[u] = vd_sel(in, vd_mul(h1[u], s[u]), vd_set(NAN));
        lo[u] = vd_mul(l1[u], s[u]);
    }
}

/* one vector (the tests and benches) */
static inline __attribute__((always_inline)) vd alg_exp_dd(vd x, vd *lo)
{
    vd hi;
    alg_exp_dd_n(1, &x, &hi, lo);
    return hi;
}

#endif
