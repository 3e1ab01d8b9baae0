/* gelu_tanh_dd.h -- Gelu (approximate = "tanh") in double-double, the fast
 * path of correctly rounded double Gelu tanh: for every double x with
 * ALG_GELU_TANH_DD_XMIN = -20.9 <= x and |x| >= ALG_GELU_TANH_DD_XTINY =
 * 2^-900 (results >= 2^-985.3 in magnitude, normal), hi + lo is within
 * ALG_GELU_TANH_DD_EPS (2^-80) of y = x sigmoid(w), relative to |hi|,
 * and |lo| <= ulp(hi)/2, so the kernel's rounding test settles all but
 * ~2^-26 of those lanes.  Finite x > ALG_GELU_TANH_DD_XONE = 10 gives
 * hi = x, lo = 0 by select, within x e^-87.3 < 2^-125.9 x relative
 * (inside EPS), settled by the test.  The lanes with x < XMIN (results
 * below 2^-985: the subnormal ones, those just above, and the zeros below
 * -21.55), |x| < 2^-900 (the tiny rule, gelu_tiny.h), +-inf and NaN get
 * hi = NaN and go to the accurate path (accurate.c), which owns the
 * special values (the kernels' contract: non-finite inputs never settle
 * here).  Every double from ALG_GELU_TANH_DD_SAT = 7.145 on rounds to x,
 * by the test on hi + lo or by the select.
 *
 * Method (alg/gelu_tanh.h).  y = x N/D, D = 1 + E, E = e^t, t = -|w|,
 * w = a x + b x^3, N = 1 (x >= 0) or E (x < 0):
 *   t = th + tl by alg_gelu_tanh_t_dd, within 2^-101 |t| <= 2^-91.6
 *     absolute for |t| <= 686 (x >= XMIN), |tl| < 2^-50.6 |t| <= 2^-41.2;
 *   e^th = eh + el by exp_dd.h (alg_exp_dd_n: within 9.65 2^-85 of e^th
 *     relative to eh, |el| <= ulp(eh)/2; hi = NaN for th < -686 or NaN);
 *   E = e^th (1 + g), g = RN(tl + tl^2/2) (e^tl - 1 - tl - tl^2/2 <
 *     2^-125; g's rounding < 2^-94.2): (eh, el) = FastTwoSum(eh,
 *     RN(eh g + el)) (|eh g + el| < 2^-41.1 eh, its rounding < 2^-94.1 eh;
 *     el g dropped, < 2^-94.2 eh);
 *     so E within (9.65 + 0.03) 2^-85, t's error included;
 *   N/D as sigmoid_dd.h: q1 + q2 within 14.52 2^-85 of N/D (N: E's 9.68,
 *     D: half of it and 2^-105, the division < 2^-101); not renormalized,
 *     |q2| <= 2^-51 q1 (1 + 2^-50);
 *   y = x (q1 + q2): yh + ye = x q1 exactly (fma), yl = RN(RN(x q2) - (yh
 *     - x q1)) (|x q2| <= 2^-51 |y|, |ye| <= 2^-53 |y|: two roundings <
 *     2^-103 |y|), (hi, lo) = FastTwoSum(yh, yl), exact, |lo| <=
 *     ulp(hi)/2;
 *   where y is small (x < -20.8: |y| < 2^-980), r', q2, ye and yl may be
 *     subnormal: r' twice and q2 round to <= 2^-1075 absolute, relative to
 *     q1 >= 2^-990: 2^-85 each; ye and yl to 2^-1075 <= 2^-89.7 |y|;
 *   in all < 14.52 + 3 + 0.2 = 17.72 2^-85.
 *   The rounding test (kernel_bodies.h) needs EPS to exceed the bound by
 *     the roundings of e = RN(|hi| EPS) and of lo -+ e (2^-100 |hi| in the
 *     normal range, 2^-85 |hi| each where subnormal, two on either side):
 *     19.72 2^-85 < 2^-80.69 < ALG_GELU_TANH_DD_EPS = 2^-80.
 *   Measured: tests/c/test_dd_cores.c (every vector path; docs/accuracy.md).
 * The saturation: DD_SAT = 0x1.c948c2609e415p+2 (7.145) is the smallest
 *   double with sigmoid(w) > 1 - 2^-54 (mpmath), from which y = x (1 - d),
 *   0 < d < 2^-54, lies above x's lower midpoint (x - 2^-54 x at a power
 *   of two, x - ulp/2 <= x - 2^-54 x otherwise): every larger x rounds
 *   to x.  DD_XZ = -0x1.58c0d225444bbp+4 (-21.55) is the smallest double
 *   with |y| > 2^-1075 (mpmath): every smaller x (-inf included) gives -0.
 * Tiny x: |x| >= 2^-900 keeps x z^2's, x q1's and te's low parts exact or
 *   normal (z^2 itself may underflow, harmlessly: b z^2 < 2^-1000 a).
 * Special cases: none here (above).
 */
#ifndef ONNXM_ALG_GELU_TANH_DD_H
#define ONNXM_ALG_GELU_TANH_DD_H

#include "kernels/alg/dd.h"
#include "kernels/alg/exp_dd.h"
#include "kernels/alg/sigmoid_dd.h" /* alg_sigmoid_dd_quot_n */
#include "kernels/alg/fast.h" /* ALG_EACH */
#include "kernels/alg/gelu_tanh.h"

#define ALG_GELU_TANH_DD_EPS 0x1p-80
/* vectors per step of the kernel loop (alg/dd.h) */
#define ALG_GELU_TANH_DD_GROUP 3
#define ALG_GELU_TANH_DD_XMIN -0x1.4e9b351c9bd4ep+4 /* w(x) = -686 = ALG_EXP_DD_XMIN (mpmath) */
#define ALG_GELU_TANH_DD_XTINY 0x1p-900
#define ALG_GELU_TANH_DD_XONE 0x1.4p3                /* 10: above, hi = x (select) */
#define ALG_GELU_TANH_DD_SAT 0x1.c948c2609e415p+2    /* smallest x: sigmoid(w) > 1 - 2^-54 */
#define ALG_GELU_TANH_DD_XZ -0x1.58c0d225444bbp+4    /* smallest x: |y| > 2^-1075 */
/* the proved bound on |lo|, in ulps of hi (the last FastTwoSum) */
#define ALG_GELU_TANH_DD_LO_ULPS 0.5
/* the inputs where the core or the result changes regime, for the tests:
 * the fast range's ends (XMIN, XTINY, XONE), the rounding-to-x and zero
 * thresholds, 0 (the branch N = 1 or E), exp's k = 0 range (|w| <=
 * ln2/512, at |x| = 0x1.bcca54a7e5982p-11), where the result turns subnormal
 * (-0x1.52d480630b9ccp+4, mpmath), and where ch + ce changes order (b x^2
 * = a, x = 4.73) */
#define ALG_GELU_TANH_DD_EDGES                                                                        \
    {ALG_GELU_TANH_DD_XMIN, ALG_GELU_TANH_DD_XTINY, -ALG_GELU_TANH_DD_XTINY, ALG_GELU_TANH_DD_XONE,     \
     ALG_GELU_TANH_DD_SAT, ALG_GELU_TANH_DD_XZ, 0.0, 0x1.bcca54a7e5982p-11, -0x1.bcca54a7e5982p-11, -0x1.52d480630b9ccp+4, \
     0x1.2ea8a96db17a9p+2, -0x1.2ea8a96db17a9p+2}

/* hi + lo ~ gelu_tanh(x) for n <= ALG_DD_GROUP vectors (the kernel's hook). */
static inline __attribute__((always_inline)) void alg_gelu_tanh_dd_n(int n, const vd *x, vd *hi, vd *lo)
{
    enum { G = ALG_DD_GROUP };
    vd th[G], tl[G], eh[G], el[G], g[G], q1[G], q2[G], yh[G], yl[G];
    ALG_EACH(u, n) th[u] = alg_gelu_tanh_t_dd(vd_copysign(x[u], vd_set(-1.0)), &tl[u]);
    alg_exp_dd_n(n, th, eh, el); /* eh NaN for th < XMIN or NaN */
    ALG_EACH(u, n) g[u] = vd_fma(vd_mul(tl[u], vd_set(0.5)), tl[u], tl[u]);
    ALG_EACH(u, n) eh[u] = dd_fast_two_sum(eh[u], vd_fma(eh[u], g[u], el[u]), &el[u]);
    alg_sigmoid_dd_quot_n(n, x, eh, el, q1, q2); /* sigmoid's quotient (alg/sigmoid_dd.h) */
    ALG_EACH(u, n) yh[u] = vd_mul(x[u], q1[u]);
    ALG_EACH(u, n) yl[u] = vd_sub(vd_mul(x[u], q2[u]), vd_fnma(x[u], q1[u], yh[u])); /* yh - x q1 exact */
    ALG_EACH(u, n) {
        hi[u] = dd_fast_two_sum(yh[u], yl[u], &lo[u]);
        /* NaN x, +-inf and x < XMIN: eh is NaN, and so is hi; finite x > XONE: x */
        vm one = vm_and(vd_gt(x[u], vd_set(ALG_GELU_TANH_DD_XONE)), vd_lt(x[u], vd_set(INFINITY)));
        hi[u] = vd_sel(one, x[u], hi[u]);
        lo[u] = vd_zero_if(one, lo[u]);
        hi[u] = vd_sel(vd_lt(vd_abs(x[u]), vd_set(ALG_GELU_TANH_DD_XTINY)), vd_set(NAN), hi[u]);
    }
}

/* one vector (the tests and benches) */
static inline __attribute__((always_inline)) vd alg_gelu_tanh_dd(vd x, vd *lo)
{
    vd hi;
    alg_gelu_tanh_dd_n(1, &x, &hi, lo);
    return hi;
}

#endif
