/* sigmoid_dd.h -- Sigmoid in double-double, the fast path of correctly
 * rounded double Sigmoid: for every double x >= ALG_SIGMOID_DD_XMIN =
 * -686 (results >= 0.99 2^-990, normal), hi + lo is within
 * ALG_SIGMOID_DD_EPS (2^-80) of sigmoid(x), relative to |hi|, and |lo| <=
 * ulp(hi)/2, so the kernel's rounding test settles all but ~2^-26 of those
 * lanes.  Finite x > ALG_SIGMOID_DD_XONE = 686 gives hi = 1, lo = 0 by
 * select, within 1 - sigmoid(x) < e^-686 < 2^-989 relative (inside EPS),
 * settled by the test.  The lanes with x < XMIN (subnormal results, those
 * just above, and the zeros below ALG_SIGMOID_DD_XZ), +-inf and NaN get
 * hi = NaN and go to the accurate path (accurate.c), which owns the
 * special values (the kernels' contract: non-finite inputs never settle
 * here).  Every double above ALG_SIGMOID_DD_SAT = 37.43 rounds to 1, by
 * the test on hi + lo = 1 - E or by the select.
 *
 * Method.  t = -|x| in [-686, 0], E = e^t = eh + el from exp_dd.h
 * (alg_exp_dd_n: within 9.65 2^-85 of E relative to eh, |el| <= ulp(eh)/2),
 * and sigmoid(x) = N/D, D = 1 + E, N = 1 (x >= 0) or E (x < 0), as in
 * alg/sigmoid.h:
 *   D = dh + dl: (dh, d0) = FastTwoSum(1, eh) exact (eh <= 1), dl =
 *     RN(d0 + el), |d0|, |el| <= 2^-53: rounding <= 2^-105, relative to
 *     D >= 1.  E's error enters D times E/(1 + E) <= 1/2.
 *   N/D: q1 = RN(nh/dh), r = nh - q1 dh exactly (fma: the remainder of a
 *     rounded quotient is a double), r' = RN(RN(r + nl) - q1 dl): with
 *     y = N/D, |r|, |nl| <= 2^-53 dh y (1 + 2^-51) and |q1 dl| <= 2^-52
 *     dh y (1 + 2^-51), so |r'| < 2^-51 dh y (1 + 2^-50), and its two
 *     roundings are < 2^-103 dh y; q2 = RN(r'/dh): the exact correction is
 *     r'/(dh + dl), so dropping dl (|dl/dh| <= 2^-52) costs < 2^-103 y and
 *     q2's rounding < 2^-104 y; (hi, lo) = FastTwoSum(q1, q2), exact
 *     (|q2| < |q1|), |lo| <= ulp(hi)/2.
 *   Error, relative to y:
 *     N: E's 9.65 2^-85 (x < 0) or none,
 *     D: 9.65 2^-85 / 2 + 2^-105,
 *     the division: < 2^-101,
 *     in all < 14.48 2^-85 (+ second order).
 *   Where y is small (x < -680: y < 2^-980), the low parts r', q2 and lo
 *     may be subnormal: each rounding there is <= 2^-1075 absolute <= 2^-85
 *     |hi| (|hi| >= 0.99 2^-990), three of them (r' twice, q2): 3 2^-85.
 *   The rounding test (kernel_bodies.h) needs EPS to exceed the bound by
 *     the roundings of e = RN(|hi| EPS) and of lo -+ e: 2^-100 |hi| in the
 *     normal range, 2^-85 |hi| each where subnormal, two on either side:
 *     14.48 + 3 + 2 = 19.48 2^-85 < 2^-80.7 < ALG_SIGMOID_DD_EPS = 2^-80.
 *   Measured: 2^-82.53 (tests/c/test_dd_cores.c, every vector path).
 * The saturation: DD_SAT = 0x1.2b708872320e2p+5 (37.43) is the smallest
 *   double with sigmoid(x) > 1 - 2^-54, the midpoint below 1 (x > ln(2^54
 *   - 1)); every larger x rounds to 1.  DD_XZ = -0x1.74910d52d3051p+9
 *   (-745.13) is exp's zero threshold, and sigmoid's: the smallest double
 *   with sigmoid(x) > 2^-1075 (mpmath; sigmoid(x) < exp(x) by 2^-1075
 *   relative there).
 * Special cases: none here (above).
 */
#ifndef ONNXM_ALG_SIGMOID_DD_H
#define ONNXM_ALG_SIGMOID_DD_H

#include "kernels/alg/dd.h"
#include "kernels/alg/exp_dd.h"
#include "kernels/alg/fast.h" /* ALG_EACH */

#define ALG_SIGMOID_DD_EPS 0x1p-80
/* vectors per step of the kernel loop (alg/dd.h) */
#define ALG_SIGMOID_DD_GROUP 3
#define ALG_SIGMOID_DD_XMIN ALG_EXP_DD_XMIN            /* -686 */
#define ALG_SIGMOID_DD_XONE 0x1.57p9                    /* -XMIN: above, hi = 1 (select) */
#define ALG_SIGMOID_DD_SAT 0x1.2b708872320e2p+5        /* smallest x: sigmoid(x) > 1 - 2^-54 */
#define ALG_SIGMOID_DD_XZ -0x1.74910d52d3051p+9        /* smallest x: sigmoid(x) > 2^-1075 */
/* the proved bound on |lo|, in ulps of hi (the last FastTwoSum) */
#define ALG_SIGMOID_DD_LO_ULPS 0.5
/* the inputs where the core or the result changes regime, for the tests:
 * the fast range's ends (-686, 686), the rounding-to-1 and zero thresholds, 0 (the branch
 * N = 1 or E), exp's k = 0 range (|t| <= ln2/512), where the result turns
 * subnormal (about ln 2^-1022), and 1 - 2^-53 (ln(2^53 - 1)) */
#define ALG_SIGMOID_DD_EDGES                                                                          \
    {ALG_SIGMOID_DD_XMIN, ALG_SIGMOID_DD_XONE, ALG_SIGMOID_DD_SAT, ALG_SIGMOID_DD_XZ, 0.0, 0x1.62e42fefa39efp-10,        \
     -0x1.62e42fefa39efp-10, -0x1.6232bdd7abcd2p+9, 0x1.25e4f7b2737fap+5}

/* q1 + q2 ~ N/(1 + E), the quotient step of the method above, from E =
 * eh + el = e^-|s| (alg_exp_dd_n's result) and the sign of s (x < 0):
 * N = E where x < 0, else 1.  Shared with Gelu's tanh form
 * (alg/gelu_tanh_dd.h: 1 + tanh(z) = 2 sigmoid(2z)).  NaN eh gives NaN. */
static inline __attribute__((always_inline)) void alg_sigmoid_dd_quot_n(int n, const vd *x, vd *eh, vd *el,
                                                                        vd *q1, vd *q2)
{
    enum { G = ALG_DD_GROUP };
    vd dh[G], dl[G], nh[G], nl[G], r[G];
    ALG_EACH(u, n) dh[u] = dd_fast_two_sum(vd_set(1.0), eh[u], &dl[u]);
    ALG_EACH(u, n) dl[u] = vd_add(dl[u], el[u]);
    ALG_EACH(u, n) {
        vm neg = vd_lt(x[u], vd_set(0.0));
        nh[u] = vd_sel(neg, eh[u], vd_set(1.0));
        nl[u] = vd_zero_unless(neg, el[u]);
    }
    ALG_EACH(u, n) q1[u] = vd_div(nh[u], dh[u]);
    ALG_EACH(u, n) r[u] = vd_fnma(q1[u], dh[u], nh[u]); /* exact */
    ALG_EACH(u, n) r[u] = vd_fnma(q1[u], dl[u], vd_add(r[u], nl[u]));
    ALG_EACH(u, n) q2[u] = vd_div(r[u], dh[u]);
}

/* hi + lo ~ sigmoid(x) for n <= ALG_DD_GROUP vectors (the kernel's hook). */
static inline __attribute__((always_inline)) void alg_sigmoid_dd_n(int n, const vd *x, vd *hi, vd *lo)
{
    enum { G = ALG_DD_GROUP };
    vd t[G], eh[G], el[G], q1[G], q2[G];
    ALG_EACH(u, n) t[u] = vd_copysign(x[u], vd_set(-1.0));
    alg_exp_dd_n(n, t, eh, el); /* eh NaN for t < XMIN or NaN */
    alg_sigmoid_dd_quot_n(n, x, eh, el, q1, q2);
    ALG_EACH(u, n) {
        hi[u] = dd_fast_two_sum(q1[u], q2[u], &lo[u]);
        /* NaN x and |x| > 686: eh is NaN, and so is hi; finite x > 686: 1 */
        vm one = vm_and(vd_gt(x[u], vd_set(ALG_SIGMOID_DD_XONE)), vd_lt(x[u], vd_set(INFINITY)));
        hi[u] = vd_sel(one, vd_set(1.0), hi[u]);
        lo[u] = vd_zero_if(one, lo[u]);
    }
}

/* one vector (the tests and benches) */
static inline __attribute__((always_inline)) vd alg_sigmoid_dd(vd x, vd *lo)
{
    vd hi;
    alg_sigmoid_dd_n(1, &x, &hi, lo);
    return hi;
}

#endif
