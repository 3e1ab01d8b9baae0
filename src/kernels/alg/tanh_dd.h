/* tanh_dd.h -- Tanh in double-double, the fast path of correctly rounded
 * double Tanh: for every finite double x, hi + lo is within ALG_TANH_DD_EPS
 * (2^-71.83) of tanh(x), relative to |hi|, and |lo| <= ulp(hi)/2, so the
 * kernel's rounding test settles all but ~2^-18 of the lanes; it sends the
 * others, and NaN and +-inf (hi = NaN, as every core does for the special
 * inputs), to the accurate path (accurate.c).  Also
 * Tanh's double core (alg_tanh_core: hi alone, < 0.5 + 2^-18 ulp), the
 * float kernels' second try.
 *
 * Method.  tanh is odd: the core computes on a = |x| and gives hi and lo
 * x's sign at the end (hi by copysign, lo times +-1, both exact).
 *   a < 2^-27 (ALG_TANH_DD_TINY): hi = a, lo = RN(0 - RN(a^2) RN(a RN(1/3)))
 *     (one fnma; +0 for a = 0, so that x = -0 gives lo = -0 below and the
 *     rounding test's hi + (lo - e) stays -0):
 *     tanh a = a - a^3/3 + 2a^5/15 - ..., the dropped terms < 2^-107 a^3;
 *     the two products and 1/3 round by 2^-53 each relative to a^3/3 (a^2
 *     may be subnormal for a < 2^-511: an absolute 2^-1075 in a^2, times
 *     a/3, far below 2^-1000 a), so hi + lo is within 2^-106 |hi|, and
 *     |lo| < a^3/3 < 2^-55.58 a < ulp(a)/2.  hi = x for subnormal x.
 *   a > 26 (ALG_TANH_DD_TSAT): hi = 1, lo = 0, by a select: 1 - tanh a
 *     = 2/(e^2a + 1) < 2e^-52 = 2^-74.02 < EPS.  (tanh rounds to 1 from
 *     a > 0x1.30fc1931f09c9p+4 = 19.06 on, where 1 - tanh a < 2^-54; the
 *     general branch below gives hi = 1 and |lo| < 2^-54 there, which the
 *     rounding test settles to 1 like this branch.)
 *   otherwise, E = expm1(2a) from exp_dd.h's parts of exp(2a) = s (th + tl)
 *   (1 + qh + ql) (alg_exp_dd_parts_n on z = 2a, exact, z <= 52), then
 *   tanh a = E/(E + 2):
 *     S = s th (exact: s a power of two), u = S - 1 (exact: S = 1 where k =
 *       0, else S in [2^(1/256), 2^76) a multiple of 2^(e-52) and u < 2^(e+1)),
 *     mh - ml = S qh (fma, exact), Eh + e3 = u + mh (FastTwoSum: u = 0
 *       where k = 0; elsewhere u >= S - 1 > S |qh| since S >= 2^(1/256) and
 *       |qh| < 0.001355),
 *     El = S ql + ((e3 + ml) + s tl (1 + RN(qh + ql))), so that
 *       Eh + El = (S - 1) + S q + s tl (1 + q) = s (th + tl)(1 + q) - 1.
 *     Where k = 0, S = 1, tl = 0 and Eh + El = qh + ql exactly, which
 *     exp_dd.h puts within 2^-72 |expm1(2a)|.  Elsewhere (2a >= ln2/512
 *     (1 - 2^-34.5)): the parts are within 2^-82.24 S (q) and 2^-102.3 S
 *     (T) of exp(2a) (exp_dd.h), El's last rounding is 2^-53 |El| <= 2^-53
 *     (2^-31.16 + 2^-50) S = 2^-84.16 S and its earlier ones < 2^-102.9 S
 *     (terms below 2^-50 S): in all 2^-81.90 S, and S <= exp(2a)/0.99864
 *     <= 740.6 expm1(2a) (exp/expm1 <= 1/(1 - e^-(ln2/512)) = 739.6 for
 *     those 2a), so within 2^-72.37 of E.
 *     Nh + Nl = Eh + El (FastTwoSum: |El| < 2^-20 Eh), Dh + d = 2 + Nh
 *     (FastTwoSum on the larger and the smaller), Dl = RN(d + Nl) (2^-105
 *     relative to D = 2 + N),
 *     y0 = RN(Nh/Dh), rem = Nh - y0 Dh (fma, exact for a correctly rounded
 *     quotient), y1 = RN(RN(rem + RN(Nl - y0 Dl))/Dh), hi + lo = y0 + y1
 *     (FastTwoSum, so |lo| <= ulp(hi)/2): N/D = y0 + (rem + Nl - y0 Dl)/D
 *     exactly; the roundings of Nl - y0 Dl (2^-104 N), of the sum (2^-106
 *     N), the division by Dh instead of D (Dl/Dh < 2^-52 of |y1| < 2^-52
 *     y0) and y1's rounding (2^-105 y0), with Dl's: < 2^-102.4 of tanh.
 *     A relative error e of E moves E/(E + 2) by at most e (1 + e) (d log
 *     t/d log E = 2/(E + 2) <= 1), so
 *     |hi + lo - tanh a| < (2^-72 (1 + 2^-70) + 2^-102.4) tanh a < 2^-71.99
 *     tanh a.
 *   The rounding test (kernel_bodies.h, before kb_dd_n) needs EPS to exceed
 *   that by 2^-100 |hi|: ALG_TANH_DD_EPS = 0x1.2p-72 = 2^-71.83.
 *   Measured against MPFR (tests/c/test_dd_cores.c, 3.2 10^6 inputs and
 *   the hard ones): max 2^-73.02, at 0x1.62e42fefa4104p-11, just past the
 *   exponential's k = 0 range, where exp(2a)/expm1(2a) is largest.
 * Special cases: +-0 -> hi = +-0 (the tiny branch); NaN and +-inf -> hi =
 * NaN (the accurate path returns NaN quieted and +-1).
 */
#ifndef ONNXM_ALG_TANH_DD_H
#define ONNXM_ALG_TANH_DD_H

#include "kernels/alg/dd.h"
#include "kernels/alg/exp_dd.h"
#include "kernels/alg/fast.h" /* ALG_EACH */
#include "kernels/alg/tanh.h"

#define ALG_TANH_DD_EPS 0x1.2p-72 /* 2^-71.83 */
/* |lo| <= ulp(hi)/2: the last FastTwoSum, or the tiny branch's a^3/3 */
#define ALG_TANH_DD_LO_ULPS 0.5
/* vectors per step of the kernel loop (alg/dd.h) */
#define ALG_TANH_DD_GROUP 3
#define ALG_TANH_DD_TINY 0x1p-27 /* below: hi = x, lo = -x^3/3 */
#define ALG_TANH_DD_TSAT 26.0    /* above: hi = +-1, lo = 0 */
/* the inputs where the core changes branch or regime, for the tests: the
 * tiny and saturated branches' switches, the exponential's k = 0 range
 * (2a <= ln2/512), where tanh starts rounding to 1 in double, and 1 */
#define ALG_TANH_DD_EDGES                                                                          \
    {ALG_TANH_DD_TINY, ALG_TANH_DD_TSAT, 0x1.62e42fefa39efp-11, 0x1.30fc1931f09c9p+4, 1.0}

static inline __attribute__((always_inline)) void alg_tanh_dd_n(int n, const vd *x, vd *hi, vd *lo)
{
    enum { G = ALG_DD_GROUP };
    vd a[G], z[G], s[G], th[G], tl[G], qh[G], ql[G], S[G], mh[G], nml[G], eh[G], e3[G], el[G], t1[G];
    vd nh[G], nl[G], dh[G], d1[G], dl[G], y0[G], y1[G], h[G], l[G];
    ALG_EACH(u, n) a[u] = vd_abs(x[u]);
    ALG_EACH(u, n) z[u] = vd_min(vd_set(ALG_TANH_DD_TSAT), a[u]);
    ALG_EACH(u, n) z[u] = vd_add(z[u], z[u]); /* 2a, exact */
    alg_exp_dd_parts_n(n, z, s, th, tl, qh, ql);

    /* E = expm1(2a) = Eh + El */
    ALG_EACH(u, n) S[u] = vd_mul(s[u], th[u]);                 /* exact */
    ALG_EACH(u, n) mh[u] = vd_mul(S[u], qh[u]);
    ALG_EACH(u, n) nml[u] = vd_fnma(S[u], qh[u], mh[u]);        /* -ml = mh - S qh, exact */
    ALG_EACH(u, n) eh[u] = dd_fast_two_sum(vd_sub(S[u], vd_set(1.0)), mh[u], &e3[u]);
    ALG_EACH(u, n) t1[u] = vd_mul(s[u], tl[u]);                 /* exact */
    ALG_EACH(u, n) t1[u] = vd_fma(t1[u], vd_add(qh[u], ql[u]), t1[u]); /* s tl (1 + q) */
    ALG_EACH(u, n) el[u] = vd_fma(S[u], ql[u], vd_add(vd_sub(e3[u], nml[u]), t1[u]));
    ALG_EACH(u, n) nh[u] = dd_fast_two_sum(eh[u], el[u], &nl[u]);

    /* D = 2 + N = Dh + Dl */
    ALG_EACH(u, n) dh[u] = dd_fast_two_sum(vd_max(nh[u], vd_set(2.0)), vd_min(nh[u], vd_set(2.0)), &d1[u]);
    ALG_EACH(u, n) dl[u] = vd_add(d1[u], nl[u]);

    /* N/D = y0 + y1 */
    ALG_EACH(u, n) y0[u] = vd_div(nh[u], dh[u]);
    ALG_EACH(u, n) y1[u] = vd_fnma(y0[u], dh[u], nh[u]);                 /* rem, exact */
    ALG_EACH(u, n) y1[u] = vd_add(y1[u], vd_fnma(y0[u], dl[u], nl[u]));  /* + Nl - y0 Dl */
    ALG_EACH(u, n) y1[u] = vd_div(y1[u], dh[u]);
    ALG_EACH(u, n) h[u] = dd_fast_two_sum(y0[u], y1[u], &l[u]);

    ALG_EACH(u, n) {
        /* the tiny branch: a, -a^3/3 */
        vm tiny = vd_lt(a[u], vd_set(ALG_TANH_DD_TINY));
        vd lt = vd_fnma(vd_mul(a[u], a[u]), vd_mul(a[u], vd_set(0x1.5555555555555p-2)), vd_set(0.0));
        h[u] = vd_sel(tiny, a[u], h[u]);
        l[u] = vd_sel(tiny, lt, l[u]);
        /* the saturated branch: 1, 0 */
        vm sat = vd_gt(a[u], vd_set(ALG_TANH_DD_TSAT));
        h[u] = vd_sel(sat, vd_set(1.0), h[u]);
        l[u] = vd_zero_if(sat, l[u]);
        /* x's sign; NaN and +-inf to the accurate path */
        hi[u] = vd_sel(vd_lt(a[u], vd_set(INFINITY)), vd_copysign(h[u], x[u]), vd_set(NAN));
        lo[u] = vd_mul(l[u], vd_copysign(vd_set(1.0), x[u]));
    }
}

/* one vector (the tests and benches) */
static inline __attribute__((always_inline)) vd alg_tanh_dd(vd x, vd *lo)
{
    vd hi;
    alg_tanh_dd_n(1, &x, &hi, lo);
    return hi;
}

/* Tanh's double core: hi, within |lo| + EPS |hi| <= (1/2 + 2^-18) ulp of
 * tanh(x) (ulp(hi) >= 2^-53 |hi|). */
static inline vd alg_tanh_core(vd x)
{
    vd lo;
    return alg_tanh_dd(x, &lo);
}

#endif
