/* asinh.h -- Asinh: the float-input core of the float/float16/bfloat16
 * kernels (alg/fast.h), and the double core that settles the lanes their
 * rounding test leaves open (within 0.61 ulp of double; the double kernel
 * itself is correctly rounded: alg/asinh_dd.h, accurate.c).
 *
 * Method, with a = |x| (sign restored at the end by copysign):
 *   a < 1/8:     asinh(a) = a + a z S(z), z = a^2, S a degree-5
 *                near-minimax polynomial for (asinh(a)/a - 1)/a^2 on
 *                z in [0, 1/64] (relative error 2^-50.6 with its double
 *                coefficients, gen_poly.py double); one fma adds a z S to a.
 *   1/8 <= a <= 2^26:  asinh(a) = log(w), w = a + sqrt(1 + a^2), with w
 *                carried as w_h (1 + t):
 *                  u + u_l = 1 + a^2: u = RN(1 + a^2); u - 1 is exact (u in
 *                    [1, 2^53]), so u_l = fma(a, a, 1 - u) has one rounding
 *                    of a term <= ulp(u)/2;
 *                  s = RN(sqrt(u)), D = u + u_l - s^2 (fma: u - s^2 exact);
 *                    sqrt(u + u_l) = s + D/(2s) - O(2^-104 s);
 *                  w_h + w_l = a + s exactly (FastTwoSum, s >= a);
 *                  t = (w_l + D/(2s))/w_h = (2 s w_l + D)/(2 s w_h), the
 *                    division replaced by a reciprocal from the bit-pattern
 *                    seed (relative error < 0.051) and one Newton step
 *                    (< 2^-8.59): |t| <= 2^-51.78, its error < 2^-60.37.
 *                log(w_h (1 + t)) by log.h (table-driven, no division).
 *   a > 2^26:    asinh(a) = log(2a) + 1/(4a^2) + ...; the dropped term is
 *                below 2^-54, < 2^-6 ulp of the result (> 18.7): log.h on
 *                w_h = a, t = 0, with ln2 added (no overflow for any finite
 *                a).
 * The only divider instruction is the one vsqrtpd.
 *
 * Error bound (ulps of the result y = asinh(a); ulp(y) > 2^-53 y):
 *   a < 1/8: |a z S| < a/384.  Its relative error: z's and a z's roundings
 *     (2^-53 each), S's last Horner rounding (2^-53.4; the earlier ones are
 *     scaled by z <= 1/64), S's fit (2^-50.6): < 8.1 2^-53, so < 0.022 ulp
 *     (y >= 0.997 a); with the fma's one rounding: < 0.53 ulp.  (Degree 6,
 *     2^-54, would give 0.51 ulp for one more fma.)
 *   1/8 <= a <= 2^26: y >= 0.1247, ulp(y) >= 2^-56; log.h's error
 *     (< 2^-59.3 absolute, t's error included) and w's representation
 *     error (second order of sqrt's correction 2^-105, u_l's rounding
 *     2^-106, relative): < 0.101 ulp; one rounding: < 0.61 ulp.
 *   a > 2^26: the dropped 1/(4a^2) < 2^-54 against ulp(y) = 2^-48 (y >
 *     18.7): < 0.016 ulp, plus log.h's (t = 0 here): < 0.52 ulp.
 *   Proven: < 0.61 ulp.  Measured max 0.515 ulp on 10^7 doubles
 *   (tools/accuracy.c), 0.517 ulp on 10^7 more in ranges around 2^-28,
 *   1/8, 1/2, 1, 2^26, 2^28 and DBL_MAX.
 * Special cases: asinh(+-0) = +-0 (first branch), subnormal x -> x,
 * asinh(+-inf) = +-inf, NaN -> quiet NaN (a + a, selected at the end).
 */
#ifndef ONNXM_ALG_ASINH_H
#define ONNXM_ALG_ASINH_H

#include "kernels/alg/dd.h"
#include "kernels/alg/fast.h"
#include "kernels/alg/log.h"
#include "kernels/slow.h"

/* S(z) = (asinh(a)/a - 1)/a^2, z = a^2 in [0, 1/64]: relative error 2^-50.6 */
static inline vd alg_asinh_s(vd z)
{
    vd s = vd_set(0x1.11d667487bd90p-6);
    s = vd_fma(s, z, vd_set(-0x1.6e5ce34f84fd5p-6));
    s = vd_fma(s, z, vd_set(0x1.f1c6bbd6febb2p-6));
    s = vd_fma(s, z, vd_set(-0x1.6db6db4084876p-5));
    s = vd_fma(s, z, vd_set(0x1.333333332b759p-4));
    s = vd_fma(s, z, vd_set(-0x1.5555555555552p-3));
    return s;
}

static inline vd alg_asinh_core(vd x)
{
    vd a = vd_abs(x);
    vm big = vd_gt(a, vd_set(0x1p26));
    vd am = vd_min(a, vd_set(0x1p26)); /* a, or 2^26 in big, inf and NaN lanes */

    /* a < 1/8 */
    vd z = vd_mul(am, am);
    vd y_small = vd_fma(vd_mul(am, z), alg_asinh_s(z), am);

    /* 1/8 <= a <= 2^26: w = w_h (1 + t) */
    vd u = vd_add(vd_set(1.0), z);
    vd ul = vd_fma(am, am, vd_sub(vd_set(1.0), u));
    vd s = vd_sqrt(u);
    vd nd = vd_sub(vd_fma(s, s, vd_sub(vd_set(-1.0), z)), ul); /* -D: -1 - z = -u exactly */
    vd wh = vd_add(am, s);
    vd nwl = vd_sub(vd_sub(wh, s), am); /* -w_l */
    vd s2 = vd_add(s, s);
    vd q = vd_mul(s2, wh);
    vd tn = vd_sel(big, vd_set(0.0), vd_fma(s2, nwl, nd)); /* -(2 s w_l + D) */
    /* -1/q: bit-pattern seed (the 2^63 in the constant flips the sign),
     * then one Newton step y += y (1 + q y) */
    vd td = vd_from_bits(vi_sub(vi_set((int64_t)0xffde623822fc16e6ull), vd_bits(q)));
    td = vd_fma(td, vd_fma(q, td, vd_set(1.0)), td);

    /* a > 2^26: log(2a) */
    wh = vd_sel(big, a, wh);
    vd y = alg_log_rel(wh, tn, td, big);

    y = vd_sel(vd_lt(a, vd_set(0.125)), y_small, y);
    y = vd_sel(vd_lt(a, vd_set(INFINITY)), y, vd_add(a, a)); /* inf, quiet NaN */
    return vd_copysign(y, x);
}

/* ------------------------------------------------ the float-input core */
/* asinh(x) for finite x with <= 24 significant bits (alg_asinh_fast_ok),
 * relative error < 2^-37.7.
 *   a = |x| >= 2^-6:  log(a + sqrt(1 + a^2)).  q = a^2 is exact (48 bits);
 *       w = 1 + q rounds once; s = sqrt(w) is within 1.5 2^-53 (vd_sqrt,
 *       correctly rounded) or 2^-54 + 2.07 2^-53 (alg_sqrt_nr) of
 *       sqrt(1 + a^2), and W = a + s rounds once, so
 *       W = (a + sqrt(1 + a^2))(1 + d), |d| <= 3.6 2^-53 (a, s >= 0).
 *       log W = k ln2 + log(1/c_j) + log1p(r): W = 2^k m (vd_logb/vd_mant,
 *       m in [1, 2)), j = the top 4 bits of m's fraction, r = m c_j - 1 by
 *       one fma, |r| <= 1/32 + 2^-50; log1p(r) = r + r^2 L(r), L degree 4
 *       near-minimax (2^-30.8 relative).  Roundings: k ln2 + log(1/c_j)
 *       rounds once (fma; ln2's own error times k <= 129 is < 2^-47
 *       absolute, and k >= 1 makes the result >= 0.69), the sum once more;
 *       absolute error <= 2^-53 (3.6 + |hi| + |y| + 0.5), the 0.5 covering
 *       the table entries, r's fma and the polynomial's roundings; relative
 *       to y at most 4.15 2^-53 / 2^-6.01 < 2^-44.9 (at a = 2^-6, where
 *       y > 2^-6.01, j = 0, hi = log(1/c_0) < 0.031).  L's own error adds
 *       2^-30.8 |r^2 L| <= 2^-30.8 2^-7.0 y: y = log m >= log(1 + 2^-6)
 *       when k = 0, and r^2/y is largest at the ends of j = 0's interval
 *       (m = 1 + 2^-6: r^2/y < 2^-6.08; m = 1 + 1/16: < 2^-6.04; j >= 1:
 *       < 2^-6.2; k >= 1: < 2^-9.5), |L| <= 0.51.  In all < 2^-37.7.
 *   a < 2^-6 (q < 2^-12):  x (1 + q (c3 + c5 q)), the Taylor series (the
 *       first omitted term is < 0.045 q^3 <= 2^-40.5 relative); three
 *       roundings, < 2^-40.4 in all.  The sign comes from x itself (-0
 *       gives -0), and a float-subnormal x gives x exactly (1 + q c3
 *       rounds to 1), as round.h's float test requires.
 * The log branch's sign is copied from x (asinh is odd).
 * Non-finite x, where vd_logb(+inf) = +inf and vd_mant(+inf) = 1
 * (vec_logb_keeps_inf(), AVX-512): the core returns
 * alg_asinh_fast_special(x) = x + x itself (+-inf; NaN quieted, sign and
 * payload kept), and its dom masks are every lane, so the float kernel's
 * hot path tests only the rounding, not |x| < inf as well.  With vd_sqrt
 * the formulas give it: a = inf makes W = inf, logb(inf) = inf and
 * mant(inf) = 1, so y = inf; a NaN a (|x|: x's payload, quieted by the
 * first arithmetic) runs through every operation; the copysign puts x's
 * sign back.  alg_sqrt_nr would turn W = inf into NaN (vrsqrt14pd(inf) =
 * 0, and inf 0), so the vectors that take it pass a non-finite a through
 * as W with vd_pass_nonfinite (one instruction there), once per such
 * vector rather than once per vector at the end of the core.  The
 * rounding test passes those results (their low 29 bits are zero: an
 * infinity, or a NaN widened from a float) and the store narrows them
 * exactly.  Elsewhere dom is alg_asinh_fast_ok(x).
 * alg_asinh_fast_ok says where the formulas above hold, for the fix-ups
 * and the tests.
 *
 * The kernel is pipelined (ONNXM_LOOP_PIPE).  ALG_ASINH_NR = 0x2 takes
 * one of the two square roots of a group off the divider where vd_rsqrt14
 * is fast (the default variant; the divider variant, chosen on AMD, takes
 * none: fast.h).  With it, groups of ALG_ASINH_GROUP = 2 vectors: two
 * groups, four chains, in flight with half the live registers of groups
 * of 4 (tuned on Intel).  With every square root on the divider (nr = 0:
 * the divider variant, and AVX2, scalar and NEON, where vd_rsqrt14 is
 * not fast), groups of ALG_ASINH_GROUP_DIVIDER = 4: on AMD Zen 5, 1.06x
 * (AVX-512) and 1.17x (AVX2) the speed of groups of 2 (bench/README.md,
 * "Float Asinh/Acos on AMD Zen 5"). */
#define ALG_ASINH_GROUP 2
#define ALG_ASINH_GROUP_DIVIDER ALG_GROUP
#define ALG_ASINH_NR (vec_fast_rsqrt14() ? 0x2u : 0u)

static inline vm alg_asinh_fast_ok(vd x) { return vd_lt(vd_abs(x), vd_set(INFINITY)); }
static inline vd alg_asinh_fast_special(vd x) { return vd_add(x, x); } /* +-inf; NaN quieted */
/* Stage 1 ends with the square root, W = a + sqrt(1 + a^2), and stage 2
 * computes the logarithm and the small-|x| branch of a group whose stage 1
 * may have run one iteration earlier.  Stage 2 recomputes q = x^2 (one
 * operation) so that only x and W stay live between the stages, and its
 * small branch works on x and q, without |x|. */
static inline void alg_asinh_fast_s1(int n, const vd *x, vd *w, unsigned nr)
{
    vd a[ALG_GROUP];
    ALG_EACH(u, n) a[u] = vd_abs(x[u]);
    ALG_EACH(u, n) w[u] = vd_fma(a[u], a[u], vd_set(1.0)); /* = 1 + q rounded once: q exact */
    /* w >= 1 (or inf, NaN): alg_sqrt_nr's clamp for z = 0 is not needed */
    ALG_EACH(u, n) {
        if (nr >> u & 1) {
            w[u] = vd_add(a[u], alg_sqrt_nr_seeded(w[u], vd_rsqrt14(w[u])));
            if (vec_logb_keeps_inf())
                w[u] = vd_pass_nonfinite(w[u], a[u]);
        } else {
            w[u] = vd_add(a[u], vd_sqrt(w[u]));
        }
    }
}
static inline void alg_asinh_fast_s2(int n, const vd *x, const vd *w, vd *y, vm *dom, unsigned nr)
{
    (void)nr;
    vd q[ALG_GROUP], r[ALG_GROUP], l[ALG_GROUP], h[ALG_GROUP];
    vd c[ALG_GROUP], lc[ALG_GROUP];
    /* c_j and -log(c_j) (log.h's onnxm_log_tab); vd_lookup16_2 reads the low
     * 4 bits of j */
    ALG_EACH(u, n) vd_lookup16_2(&onnxm_log_tab[0][0], ONNXM_LOG_C, vi_srl(vd_bits(w[u]), 48), &c[u], &lc[u]);
    ALG_EACH(u, n) r[u] = vd_fma(vd_mant(w[u]), c[u], vd_set(-1.0));
    ALG_EACH(u, n) l[u] = vd_fma(vd_set(-0x1.55a58d6d80a7cp-3), r[u], vd_set(0x1.99f546e9600fap-3));
    ALG_EACH(u, n) l[u] = vd_fma(l[u], r[u], vd_set(-0x1.fffffaf9bbfb4p-3));
    ALG_EACH(u, n) l[u] = vd_fma(l[u], r[u], vd_set(0x1.5555527658273p-2));
    ALG_EACH(u, n) l[u] = vd_fma(l[u], r[u], vd_set(-0x1.0000000000000p-1));
    ALG_EACH(u, n) l[u] = vd_fma(vd_mul(r[u], r[u]), l[u], r[u]);
    /* h = k ln2 + log(1/c_j) */
    ALG_EACH(u, n) h[u] = vd_fma(vd_logb(w[u]), vd_set(ONNXM_LN2), lc[u]);
    ALG_EACH(u, n) y[u] = vd_add(h[u], l[u]);
    ALG_EACH(u, n) q[u] = vd_mul(x[u], x[u]);
    /* the small branch, in h: x (1 + q (-1/6 + 3/40 q)) */
    ALG_EACH(u, n) h[u] = vd_fma(q[u], vd_set(0x1.3333333333333p-4), vd_set(-0x1.5555555555555p-3));
    ALG_EACH(u, n) h[u] = vd_mul(x[u], vd_fma(q[u], h[u], vd_set(1.0)));
    ALG_EACH(u, n) y[u] = vd_sel(vd_lt(q[u], vd_set(0x1p-12)), h[u], vd_copysign(y[u], x[u]));
    ALG_EACH(u, n) dom[u] = vec_logb_keeps_inf() ? vm_true() : alg_asinh_fast_ok(x[u]);
}
static inline void alg_asinh_fast_n(int n, const vd *x, vd *y, vm *dom, unsigned nr)
{
    vd w[ALG_GROUP];
    alg_asinh_fast_s1(n, x, w, nr);
    alg_asinh_fast_s2(n, x, w, y, dom, nr);
}
/* One vector: the fix-ups and the tests */
static inline vd alg_asinh_fast(vd x) { vd y; vm d; alg_asinh_fast_n(1, &x, &y, &d, 0); return y; }
static inline vd alg_asinh_fast_nr(vd x) { vd y; vm d; alg_asinh_fast_n(1, &x, &y, &d, 1); return y; }

/* the slow path: correctly rounded to p bits (slow.c) */
static inline double alg_asinh_slow(double x, int p, int emin) { return onnxm_asinh_slow(x, p, emin); }

#endif
