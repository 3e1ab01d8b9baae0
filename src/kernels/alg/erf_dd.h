/* erf_dd.h -- the double kernel of Erf: hi = +-1 where erf(x) rounds to
 * +-1 (|x| >= ALG_ERF_DD_XSAT), by a select, and hi = NaN elsewhere, so
 * that every other lane takes the accurate path (accurate.c,
 * onnxm_erf_accurate: correctly rounded for every double, the owner of the
 * special values).
 *
 * This header has no double-double evaluation of erf yet: the double
 * kernel is correctly rounded (every lane either saturates, exactly, or is
 * computed by the accurate path), but at the accurate path's speed, a
 * 128-bit series per lane.  A double-double core belongs here (piecewise
 * polynomials with double-double leading coefficients, and erfc(x) =
 * exp(-x^2) R(x) from alg/exp_dd.h's parts for large |x|, with x^2 split
 * exactly), with its bound in ALG_ERF_DD_EPS.
 *
 * Saturation: ALG_ERF_DD_XSAT = 0x1.7afb48dc96627p+2 (5.9215...) is the
 * smallest double with erfc(x) < 2^-54, i.e. erf(x) above the midpoint 1 -
 * 2^-54 between 1 - 2^-53 and 1 (gen_poly.py erf_dd checks it and its
 * predecessor with mpmath), so erf(x) rounds to 1 from there up, and +-inf
 * gives +-1.  hi + lo = +-1 is exact, and the rounding test passes on it.
 */
#ifndef ONNXM_ALG_ERF_DD_H
#define ONNXM_ALG_ERF_DD_H

#include "kernels/alg/dd.h"
#include "kernels/alg/fast.h" /* ALG_EACH */

/* the bound the rounding test uses on the lanes with a finite hi (+-1
 * exactly: any bound holds; this one is the accurate path's level 1) */
#define ALG_ERF_DD_EPS 0x1p-117
#define ALG_ERF_DD_GROUP 4
#define ALG_ERF_DD_XSAT 0x1.7afb48dc96627p+2
/* hi = +-1, lo = 0 */
#define ALG_ERF_DD_LO_ULPS 0.0
/* the saturation threshold, where the accurate path's branches change
 * (|x| = 1, 6), and where results turn subnormal (2^-1022 / (2/sqrt(pi))) */
#define ALG_ERF_DD_EDGES {ALG_ERF_DD_XSAT, 1.0, 6.0, 0x1.c5bf891b4ef6cp-1023}

static inline __attribute__((always_inline)) void alg_erf_dd_n(int n, const vd *x, vd *hi, vd *lo)
{
    ALG_EACH(u, n) {
        vm sat = vd_ge(vd_abs(x[u]), vd_set(ALG_ERF_DD_XSAT));
        hi[u] = vd_sel(sat, vd_copysign(vd_set(1.0), x[u]), vd_set(NAN));
        lo[u] = vd_set(0.0);
    }
}

/* one vector (the tests and benches) */
static inline __attribute__((always_inline)) vd alg_erf_dd(vd x, vd *lo)
{
    vd hi;
    alg_erf_dd_n(1, &x, &hi, lo);
    return hi;
}

#endif
