/* asinh.h -- Asinh in double precision, the core of every Asinh kernel.
 *
 * Method.  asinh(x) = sign(x) log(|x| + sqrt(x^2 + 1)), with a = |x|:
 *   a < 2^-28:  asinh(a) = a (1 - a^2/6 + ...); the correction is < 2^-57.5
 *               relative, below 0.05 ulp: return a.
 *   a > 2^28:   sqrt(a^2 + 1) = a (1 + 1/(2a^2)), so asinh(a) = log(2a) to
 *               2^-62 relative: log of a with one ln2 added (no overflow for
 *               any finite a).
 *   otherwise:  w = a + sqrt(1 + a^2) as a double-double: a^2 exactly (fma),
 *               1 + a^2 by TwoSum, sqrt(u) = r + (u - r^2)/(2r) with the
 *               residual from fma and 1/r from a Newton-refined estimate;
 *               |error of w| < 2^-68 w.  Then log(w) by log.h, whose
 *               argument error is the only cancellation-free input it needs
 *               (w >= 1, so small a keeps full relative accuracy in f).
 * Error: within 0.55 ulp (log.h), measured max in tests/c/test_sampled64.
 * Special cases: asinh(+-0) = +-0, asinh(+-inf) = +-inf, NaN -> quiet NaN.
 */
#ifndef ONNXM_ALG_ASINH_H
#define ONNXM_ALG_ASINH_H

static inline vd alg_asinh_core(vd x)
{
    vd a = vd_abs(x);
    vm tiny = vd_lt(a, vd_set(0x1p-28));
    vm big = vd_gt(a, vd_set(0x1p28));
    vd am = vd_min(a, vd_set(0x1p28)); /* keeps a^2 finite in discarded lanes */

    vd pl, p = dd_two_prod(am, am, &pl);
    vd ul, u = dd_two_sum(vd_set(1.0), p, &ul);
    ul = vd_add(ul, pl);
    /* vsqrtpd runs on the divider, in parallel with the ~100 other
     * operations here, so it is cheaper than an FMA-only square root. */
    vd r = vd_sqrt(u);
    vd rl = vd_mul(vd_add(vd_fma(vd_sub(vd_set(0.0), r), r, u), ul),
                   vd_mul(vd_set(0.5), vd_rsqrt_approx(u)));
    vd wl, wh = dd_fast_two_sum(r, am, &wl); /* r = sqrt(1+a^2) > a */
    wl = vd_add(wl, rl);

    vd big_a = vd_min(a, vd_set(0x1.fffffffffffffp1023)); /* inf lanes: keep finite */
    wh = vd_sel(big, big_a, wh);
    wl = vd_sel(big, vd_set(0.0), wl);
    vd y = alg_log_dd(wh, wl, vd_sel(big, vd_set(1.0), vd_set(0.0)));

    y = vd_sel(tiny, a, y);
    y = vd_sel(vd_lt(a, vd_set(INFINITY)), y, vd_add(a, a)); /* inf, quiet NaN */
    return vd_copysign(y, x);
}

#endif
