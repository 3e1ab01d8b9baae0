/* log.h -- the shared natural logarithm: log(w (1 + t)), the core of
 * double Asinh (alg_log_rel, below), and the operator Log (the second half
 * of this file: its float-input core, special values and slow path; its
 * double core is alg/log_dd.h's double-double rounded once).
 *
 * Method.  w = 2^k m with m in [1, 2) (vd_logb/vd_mant); j = the top four
 * fraction bits of m, c_j = 1/(1 + (j + 1/2)/16) rounded to double, so
 *     p + e = m c_j exactly (p = RN(m c_j), e by fma),
 *     r = p - 1 exactly (Sterbenz: p in [0.96, 1.04]),  |r| <= 0.0304,
 *     log w = k ln2 + log(1/c_j) + log1p(r + e),
 *     log1p(r + e) = r + r^2 L(r) + e (1 - r) + O(e r^2 + e^2),
 * with L(r) = (log1p(r) - r)/r^2 a degree-7 near-minimax polynomial on
 * |r| <= 0.0304 (absolute error of r^2 L: 2^-60.7 with its double
 * coefficients, gen_poly.py double).  No division.
 * log(1/c_j) = hi_j + lo_j with hi_j a multiple of 2^-42, as ln2_hi (42
 * significant bits), so h0 = k ln2_hi + hi_j is exact for |k| < 2^11 (one
 * fma), and h0 + r is split exactly by FastTwoSum (|h0| >= |r|, below).
 * Every other term goes into one low sum:
 *     lo = k ln2_lo + lo_j + t + e + r (r L(r) - e) + (FastTwoSum error),
 * and the result is hi + lo, rounded once.
 *
 * Error (absolute, before the final rounding), for w >= 1.13, |t| <= 2^-51.8
 * given to relative error 2^-8.59 (|e| <= 2^-53, |r| <= 2^-5.04):
 *   L's approximation               2^-60.7
 *   Horner's roundings in L (<= 2^-53.9), the rounding of r L - e
 *   (< 2^-60), times r               2^-63.4
 *   dropped e r^2/(1 + r), t^2/2     2^-63.0
 *   the last rounding of lo (|lo| < 2^-11; the four before it are on
 *   terms < 2^-33 and cost < 2^-85 each)  2^-64
 *   t's error                        2^-60.37
 *   table lo_j, ln2_lo (k ln2_lo)    < 2^-90
 * in all < 2^-59.3 (< 2^-60.3 without t's error).  h0 is exact since
 * |h0| < 2^10, and FastTwoSum since |h0| >= hi_2 = 0.145 > |r| for
 * w >= 1.13 (Asinh's range).  Asinh uses it for results >= asinh(1/8) =
 * 0.1247 (ulp >= 2^-56): < 0.101 ulp before the final rounding (degree 8,
 * 2^-66.8, would make it 0.067 ulp for one more fma).
 *
 * Range: w positive, normal, finite (the caller selects away other lanes);
 * in add_ln2 lanes ln2 is added exactly (k + 1: Asinh's log(2|x|) for huge
 * |x|); the result is log(w (1 + t)) (+ ln2), t = tn * td.
 */
#ifndef ONNXM_ALG_LOG_H
#define ONNXM_ALG_LOG_H

#include "kernels/alg/dd.h"
#include "kernels/alg/fast.h"
#include "kernels/slow.h"

#define ONNXM_LN2_HI 0x1.62e42fefa3800p-1
#define ONNXM_LN2_LO 0x1.ef35793c76730p-45

/* The 16-entry table of log(m), m in [1, 2), for the double cores and the
 * float Asinh core, one row per piece j (vec/vec_table16.h lays it out as
 * vd_lookup16_2 reads it; pairs: c logc, hi lo):
 *   c_j = RN(1/(1 + (j + 1/2)/16)): for m in [1 + j/16, 1 + (j+1)/16),
 *         r = m c_j - 1 lies in [-1/32, 1/32];
 *   logc_j = RN(-log(c_j)), one double (the float Asinh core; gen_poly.py
 *         "fast");
 *   hi_j + lo_j = -log(c_j): hi_j a multiple of 2^-42, lo_j = RN(-log(c_j) -
 *         hi_j) (the double cores; gen_poly.py "double"). */
#define ONNXM_LOG_PIECES(X) \
    X(0x1.f07c1f07c1f08p-1, 0x1.f829b0e7832f8p-6, 0x1.f829b0e780000p-6, 0x1.97c267c7e09e4p-45) \
    X(0x1.d41d41d41d41dp-1, 0x1.6f0d28ae56b4ep-4, 0x1.6f0d28ae58000p-4, -0x1.4b2241b664613p-44) \
    X(0x1.bacf914c1bad0p-1, 0x1.29552f81ff521p-3, 0x1.29552f8200000p-3, -0x1.5bd67f4471dfcp-44) \
    X(0x1.a41a41a41a41ap-1, 0x1.9525a9cf456b6p-3, 0x1.9525a9cf46000p-3, -0x1.294937d9f158fp-44) \
    X(0x1.8f9c18f9c18fap-1, 0x1.fb9186d5e3e29p-3, 0x1.fb9186d5e4000p-3, -0x1.d6b2aab993c87p-47) \
    X(0x1.7d05f417d05f4p-1, 0x1.2e8e2bae11d31p-2, 0x1.2e8e2bae12000p-2, -0x1.6791e99b72bd8p-45) \
    X(0x1.6c16c16c16c17p-1, 0x1.5d1bdbf5809cap-2, 0x1.5d1bdbf581000p-2, -0x1.8d97dc9c7c238p-44) \
    X(0x1.5c9882b931057p-1, 0x1.89a3386c1425bp-2, 0x1.89a3386c14000p-2, 0x1.2d92d38c40882p-45) \
    X(0x1.4e5e0a72f0539p-1, 0x1.b44f77bcc8f64p-2, 0x1.b44f77bcc9000p-2, -0x1.38068224aa2cep-47) \
    X(0x1.4141414141414p-1, 0x1.dd46a04c1c4a1p-2, 0x1.dd46a04c1c000p-2, 0x1.283fb989a9274p-44) \
    X(0x1.3521cfb2b78c1p-1, 0x1.02552a5a5d0ffp-1, 0x1.02552a5a5d000p-1, 0x1.fe3d38d2bafddp-46) \
    X(0x1.29e4129e4129ep-1, 0x1.154c3d2f4d5eap-1, 0x1.154c3d2f4d800p-1, -0x1.0af338662e34dp-44) \
    X(0x1.1f7047dc11f70p-1, 0x1.2795e1289b11bp-1, 0x1.2795e1289b000p-1, 0x1.1b6b783f3db97p-45) \
    X(0x1.15b1e5f75270dp-1, 0x1.393e0d3562a1ap-1, 0x1.393e0d3562800p-1, 0x1.0cd8e221301b7p-44) \
    X(0x1.0c9714fbcda3bp-1, 0x1.4a4f85db03ebbp-1, 0x1.4a4f85db04000p-1, -0x1.4575d840b8591p-45) \
    X(0x1.0410410410410p-1, 0x1.5ad404c359f2dp-1, 0x1.5ad404c35a000p-1, -0x1.a509acaab41fcp-46)
static const double onnxm_log_tab[16][16] VEC_TABLE16_ALIGN = VEC_TABLE16(ONNXM_LOG_PIECES);
enum { ONNXM_LOG_C, ONNXM_LOG_LOGC, ONNXM_LOG_HI, ONNXM_LOG_LO };

/* L(r) = (log1p(r) - r)/r^2, degree 7 on |r| <= 0.0304: r^2 L to 2^-60.7 */
static inline vd alg_log_l(vd r)
{
    vd l = vd_set(0x1.c7cbb376d8ae4p-4);
    l = vd_fma(l, r, vd_set(-0x1.006063ba5730dp-3));
    l = vd_fma(l, r, vd_set(0x1.24923c438ee75p-3));
    l = vd_fma(l, r, vd_set(-0x1.5555472ab2185p-3));
    l = vd_fma(l, r, vd_set(0x1.9999999a34a1bp-3));
    l = vd_fma(l, r, vd_set(-0x1.000000005543fp-2));
    l = vd_fma(l, r, vd_set(0x1.555555555554cp-2));
    l = vd_fma(l, r, vd_set(-0x1.ffffffffffff6p-2));
    return l;
}

static inline vd alg_log_rel(vd w, vd tn, vd td, vm add_ln2)
{
    vd k = vd_logb(w);
    k = vd_sel(add_ln2, vd_add(k, vd_set(1.0)), k);
    vd m = vd_mant(w);
    vi j = vi_srl(vd_bits(m), 48); /* vd_lookup16_2 reads its low 4 bits */
    vd c, hi, lo, unused;
    vd_lookup16_2(&onnxm_log_tab[0][0], ONNXM_LOG_C, j, &c, &unused);
    vd_lookup16_2(&onnxm_log_tab[0][0], ONNXM_LOG_HI, j, &hi, &lo);
    (void)unused;
    vd p = vd_mul(m, c);
    vd r = vd_sub(p, vd_set(1.0));              /* exact */
    vd ne = vd_fma(m, vd_sub(vd_set(0.0), c), p); /* -e = p - m c, exact */
    vd l = alg_log_l(r);

    vd h0 = vd_fma(k, vd_set(ONNXM_LN2_HI), hi); /* exact */
    vd he, h = dd_fast_two_sum(h0, r, &he);
    lo = vd_fma(k, vd_set(ONNXM_LN2_LO), lo);
    lo = vd_fma(tn, td, lo);
    lo = vd_sub(lo, ne);
    lo = vd_add(lo, he);
    lo = vd_fma(r, vd_fma(r, l, ne), lo); /* r^2 L - e r */
    return vd_add(h, lo);
}

/* ================================================================ Log
 *
 * The float-input core (alg_log_fast_*; x in alg_log_fast_ok: 0 < x < inf,
 * so float subnormals, normal doubles, need no scaling here), relative
 * error < 2^-37.7, two branches computed in every lane, one selected:
 *   |f| < ALG_LOG_NEAR = 0x1.fp-6, f = x - 1 (exact: Sterbenz, x in [1/2,
 *     2]): log x = log1p(f) = f + f^2 L(f), L(f) = sum_{i=0..6} (-1)^(i+1)
 *     f^i/(i + 2), the Taylor series (alternating, decreasing: the dropped
 *     tail is below f^9/9, relative to |log1p f| >= 0.984 |f| below
 *     2^(-5.045*8)/9/0.984 < 2^-43.5).  No fit: the result is relative to
 *     f however small (log(1) = f = +0 exactly; the floats next to 1 give
 *     f = 2^-23 and -2^-24 and results to 2^-43 relative, which the
 *     rounding test needs, since log x ~ x - 1 has no absolute floor).  Roundings: f^2
 *     (2^-53), Horner's (the last on L ~ 1/2 at 2^-54, times f^2/|y| <=
 *     2^-4.9), the final fma (2^-53): < 2^-43.4 in all.
 *   otherwise: Asinh's float logarithm (alg/asinh.h, with W = x exact):
 *     x = 2^k m, r = m c_j - 1 (one fma, |r| <= 1/32 + 2^-50), log x = k
 *     ln2 + log(1/c_j) + r + r^2 L4(r), L4 degree 4 (2^-30.8 relative, the
 *     fast fit of gen_poly.py), so L4's error is 2^-30.8 |r^2 L4|/|y| <=
 *     2^-30.8 0.49 2^-6.04 < 2^-37.87 of y: r^2/|y| is largest at x =
 *     1.0625 (k = 0, j = 0, r = 0.0303, y = 0.0606); at the near branch's
 *     edges (k = 0, j = 0, r ~ -0.001; k = -1, j = 15, r ~ -0.0159, y ~
 *     -0.031) it is < 2^-6.9.  Roundings: absolute 2^-53 (|h| + |y| + 1/2)
 *     with |h| <= 0.0475 where |y| < 0.07 (k = -1, j = 14, 15; k = 0,
 *     j = 0), so relative < 2^-48.6 (|y| >= log(1 + NEAR) = 0.0298); for
 *     |y| >= 0.07, |h| <= |y| + 0.031 gives 2^-53 (2|y| + 0.531)/|y| <
 *     2^-49.7.  In all < 2^-37.8.
 * Both below E/2 = 2^-37 (fast.h): < 2^-37.7.
 *
 * Special values (alg_log_fast_special, outside alg_log_fast_ok): log(+-0)
 * = -inf, log(x < 0) (-inf included) = the default NaN (fast.h),
 * log(+inf) = +inf, NaN -> quiet NaN (x + x, sign and payload kept).
 * log(1) = +0 exactly (the near branch: f = +0).
 */
#define ALG_LOG_NEAR 0x1.fp-6 /* |x - 1| below it: the log1p branches */

/* L(f) = (log1p(f) - f)/f^2 = -1/2 + f/3 - f^2/4 + ... + f^5/7 - f^6/8,
 * the Taylor series (coefficients rounded to double: 2^-54 relative) */
static inline vd alg_log_near_l(vd f)
{
    vd l = vd_set(-0x1.0000000000000p-3);
    l = vd_fma(l, f, vd_set(0x1.2492492492492p-3));
    l = vd_fma(l, f, vd_set(-0x1.5555555555555p-3));
    l = vd_fma(l, f, vd_set(0x1.999999999999ap-3));
    l = vd_fma(l, f, vd_set(-0x1.0000000000000p-2));
    l = vd_fma(l, f, vd_set(0x1.5555555555555p-2));
    l = vd_fma(l, f, vd_set(-0x1.0000000000000p-1));
    return l;
}

static inline vm alg_log_fast_ok(vd x)
{
    return vm_and(vd_gt(x, vd_set(0.0)), vd_lt(x, vd_set(INFINITY)));
}

static inline vd alg_log_fast_special(vd x)
{
    vd y = vd_sel(vd_lt(x, vd_set(0.0)), alg_default_nan(), vd_set(INFINITY));
    y = vd_sel(vd_eq(x, vd_set(0.0)), vd_set(-INFINITY), y);
    return vd_sel(vd_eq(x, x), y, vd_add(x, x)); /* NaN quieted */
}

/* Groups of ALG_LOG_GROUP = 4 vectors, not pipelined (ONNXM_LOOP_FIX), no
 * square root: ALG_LOG_NR = 0 and the divider variant is the same kernel. */
#define ALG_LOG_GROUP ALG_GROUP
#define ALG_LOG_GROUP_DIVIDER ALG_GROUP
#define ALG_LOG_NR 0u

static inline __attribute__((always_inline)) void alg_log_fast_n(int n, const vd *x, vd *y, vm *dom, unsigned nr)
{
    (void)nr;
    vd f[ALG_GROUP], r[ALG_GROUP], l[ALG_GROUP], h[ALG_GROUP], c[ALG_GROUP], lc[ALG_GROUP];
    /* the table branch, as alg_asinh_fast_s2 with W = x */
    ALG_EACH(u, n) vd_lookup16_2(&onnxm_log_tab[0][0], ONNXM_LOG_C, vi_srl(vd_bits(x[u]), 48), &c[u], &lc[u]);
    ALG_EACH(u, n) r[u] = vd_fma(vd_mant(x[u]), c[u], vd_set(-1.0));
    ALG_EACH(u, n) l[u] = vd_fma(vd_set(-0x1.55a58d6d80a7cp-3), r[u], vd_set(0x1.99f546e9600fap-3));
    ALG_EACH(u, n) l[u] = vd_fma(l[u], r[u], vd_set(-0x1.fffffaf9bbfb4p-3));
    ALG_EACH(u, n) l[u] = vd_fma(l[u], r[u], vd_set(0x1.5555527658273p-2));
    ALG_EACH(u, n) l[u] = vd_fma(l[u], r[u], vd_set(-0x1.0000000000000p-1));
    ALG_EACH(u, n) l[u] = vd_fma(vd_mul(r[u], r[u]), l[u], r[u]);
    ALG_EACH(u, n) h[u] = vd_fma(vd_logb(x[u]), vd_set(ONNXM_LN2), lc[u]); /* k ln2 + log(1/c_j) */
    ALG_EACH(u, n) y[u] = vd_add(h[u], l[u]);
    /* the near branch: f + f^2 L(f) */
    ALG_EACH(u, n) f[u] = vd_sub(x[u], vd_set(1.0));
    ALG_EACH(u, n) h[u] = vd_fma(vd_mul(f[u], f[u]), alg_log_near_l(f[u]), f[u]);
    ALG_EACH(u, n) y[u] = vd_sel(vd_lt(vd_abs(f[u]), vd_set(ALG_LOG_NEAR)), h[u], y[u]);
    ALG_EACH(u, n) dom[u] = alg_log_fast_ok(x[u]);
}
/* Log does not split into two stages (its kernel is not pipelined):
 * stage 1 passes x on, stage 2 is the whole core. */
static inline void alg_log_fast_s1(int n, const vd *x, vd *w, unsigned nr)
{
    (void)nr;
    ALG_EACH(u, n) w[u] = x[u];
}
static inline void alg_log_fast_s2(int n, const vd *x, const vd *w, vd *y, vm *dom, unsigned nr)
{
    (void)x;
    alg_log_fast_n(n, w, y, dom, nr);
}
/* One vector: the fix-ups and the tests */
static inline vd alg_log_fast(vd x) { vd y; vm d; alg_log_fast_n(1, &x, &y, &d, 0); return y; }
static inline vd alg_log_fast_nr(vd x) { vd y; vm d; alg_log_fast_n(1, &x, &y, &d, 1); return y; }

/* the slow path: correctly rounded to p bits (slow.c) */
static inline double alg_log_slow(double x, int p, int emin) { return onnxm_log_slow(x, p, emin); }

#endif
