/* gelu_dd.h -- the double kernel of Gelu (approximate "none"): hi = x
 * where gelu(x) rounds to x (x >= ALG_GELU_DD_SAT), hi = x/2 or its tie
 * broken upwards where c x^2 is far below an ulp (0 < |x| < 2^-54,
 * alg_gelu_tiny_f64), both by selects, and hi = NaN elsewhere, so that
 * every other lane takes the accurate path (accurate.c,
 * onnxm_gelu_accurate: correctly rounded for every double, the owner of
 * the special values).
 *
 * This header has no double-double evaluation of gelu yet: the double
 * kernel is correctly rounded (every lane either takes an exact select or
 * the accurate path), but at the accurate path's speed, a 128-bit series
 * or continued fraction per lane.  A double-double core belongs here
 * (x >= -1: x/2 (1 + erf(x/sqrt2)) from alg/erf_dd.h's pieces written in
 * x; x < -1: e^(-x^2/2) h(x), x^2/2 exact as a double-double, h piecewise
 * polynomial), with its bound in ALG_GELU_DD_EPS.
 *
 * Saturation: ALG_GELU_DD_SAT = 0x1.095b059d67c4dp+3 (8.292...) is the
 * smallest double with erfc(x/sqrt2) < 2^-53 (gen_special_table.py checks
 * it and its predecessor with mpmath): y = x (1 - erfc/2) lies above the
 * midpoint x (1 - 2^-54) below x, so y rounds to x.  +inf gives hi = inf,
 * which takes the accurate path (+inf) with the NaNs.  Zero results (+-0,
 * the tiny rule's -0 at x = -2^-1074, x <= -38.58) take the accurate path
 * too: the rounding test would lose the sign of a zero hi.  hi + lo = hi
 * is exact, and the rounding test passes on it.
 */
#ifndef ONNXM_ALG_GELU_DD_H
#define ONNXM_ALG_GELU_DD_H

#include "kernels/alg/dd.h"
#include "kernels/alg/fast.h" /* ALG_EACH */
#include "kernels/alg/gelu_tiny.h"

/* the bound the rounding test uses on the lanes with a finite hi (exact
 * results: any bound holds; this one is the accurate path's level 1 at
 * x >= 0) */
#define ALG_GELU_DD_EPS 0x1p-117
#define ALG_GELU_DD_GROUP 4
#define ALG_GELU_DD_SAT 0x1.095b059d67c4dp+3
/* hi exact, lo = 0 */
#define ALG_GELU_DD_LO_ULPS 0.0
/* the saturation threshold, the tiny bound, where the accurate path's
 * branches change (x = -8; z = x^2/2 = 1 at x = +-sqrt2), where results
 * turn subnormal (-37.616) and zero (-38.580) */
#define ALG_GELU_DD_EDGES                                                                          \
    {ALG_GELU_DD_SAT, ALG_GELU_TINY_F64, -ALG_GELU_TINY_F64, -8.0, 0x1.6a09e667f3bcdp+0,           \
     -0x1.6a09e667f3bcdp+0, -0x1.2ced4c5dd8ab5p+5, -0x1.34a4208ec1ea4p+5}

static inline __attribute__((always_inline)) void alg_gelu_dd_n(int n, const vd *x, vd *hi, vd *lo)
{
    ALG_EACH(u, n) {
        vm sat = vd_ge(x[u], vd_set(ALG_GELU_DD_SAT));
        vm tiny = vd_lt(vd_abs(x[u]), vd_set(ALG_GELU_TINY_F64));
        vd y = vd_sel(tiny, alg_gelu_tiny_f64(x[u]), vd_set(NAN));
        y = vd_sel(vd_eq(y, vd_set(0.0)), vd_set(NAN), y);
        hi[u] = vd_sel(sat, x[u], y);
        lo[u] = vd_set(0.0);
    }
}

/* one vector (the tests and benches) */
static inline __attribute__((always_inline)) vd alg_gelu_dd(vd x, vd *lo)
{
    vd hi;
    alg_gelu_dd_n(1, &x, &hi, lo);
    return hi;
}

#endif
