/* log.h -- natural logarithm of a double-double, the core of Asinh.
 *
 * Method.  w = 2^k m with m in [sqrt(1/2), sqrt(2)), f = m - 1 (exact by
 * Sterbenz), s = f / (2 + f), so that log(m) = 2 atanh(s) and
 *     log(1 + f) = f - f^2/2 + s (f^2/2 + R(s^2)),   R(z) = z Q(z),
 * where Q(z) = (2 atanh(sqrt z)/sqrt z - 2)/z = 2/3 + 2z/5 + ... is a
 * degree-7 near-minimax polynomial on z in [0, 0.02944] (|s| <= 0.1716),
 * relative error 2^-54.0 with its double coefficients (gen_poly.py).
 * The rearrangement keeps the division's rounding error in terms that are
 * at most 5% of the result.  k ln2 is split as k ln2_hi (exact: ln2_hi has
 * 42 significant bits, |k| <= 1025) + k ln2_lo, and the three large terms
 * k ln2_hi + f - f^2/2 are summed with error-free transformations, so the
 * result carries one final rounding plus < 2^-55 relative: within 0.55 ulp.
 *
 * Range: wh positive, normal, finite; |wl| <= 2^-50 wh.  kadd (0 or 1) adds
 * kadd * ln2 exactly to the result (Asinh's log(2|x|) for huge |x|).
 */
#ifndef ONNXM_ALG_LOG_H
#define ONNXM_ALG_LOG_H

#define ONNXM_LN2_HI 0x1.62e42fefa3800p-1
#define ONNXM_LN2_LO 0x1.ef35793c76730p-45

static inline vd alg_log_q(vd z)
{
    vd q = vd_set(0x1.0c039e172b8dfp-3);
    q = vd_fma(q, z, vd_set(0x1.0fbe95aaf31a8p-3));
    q = vd_fma(q, z, vd_set(0x1.3b1c355c3560fp-3));
    q = vd_fma(q, z, vd_set(0x1.745cf9048617ap-3));
    q = vd_fma(q, z, vd_set(0x1.c71c7201592a1p-3));
    q = vd_fma(q, z, vd_set(0x1.2492492476ccbp-2));
    q = vd_fma(q, z, vd_set(0x1.9999999999a38p-2));
    q = vd_fma(q, z, vd_set(0x1.5555555555555p-1));
    return q;
}

static inline vd alg_log_dd(vd wh, vd wl, vd kadd)
{
    vi bits = vd_bits(wh);
    vi ebits = vi_srl(bits, 52); /* biased exponent; wh > 0 so no sign bit */
    vd m = vd_from_bits(vi_or(vi_and(bits, vi_set(0x000fffffffffffff)), vi_set(0x3ff0000000000000)));
    /* k = ebits - 1023 as a double, via the 2^52 trick (no int->double op) */
    vd k = vd_sub(vd_from_bits(vi_or(ebits, vi_set(0x4330000000000000))), vd_set(0x1p52 + 1023.0));
    /* 2^-(ebits-1023): biased exponent 2046 - ebits */
    vd iscale = vd_from_bits(vi_sll(vi_sub(vi_set(2046), ebits), 52));
    vm up = vd_ge(m, vd_set(0x1.6a09e667f3bcdp+0)); /* m >= sqrt(2): m/2, k+1 */
    m = vd_sel(up, vd_mul(m, vd_set(0.5)), m);
    k = vd_add(vd_sel(up, vd_add(k, vd_set(1.0)), k), kadd);
    iscale = vd_sel(up, vd_mul(iscale, vd_set(0.5)), iscale);
    vd fl = vd_mul(wl, iscale); /* the low part, scaled like m */

    vd f = vd_sub(m, vd_set(1.0));
    vd s = vd_div(f, vd_add(vd_set(2.0), f));
    vd z = vd_mul(s, s);
    vd r = vd_mul(z, alg_log_q(z));
    vd hf = vd_mul(vd_set(0.5), f);
    vd hfsq_l, hfsq = dd_two_prod(hf, f, &hfsq_l);
    vd be, b = dd_fast_two_sum(f, vd_sub(vd_set(0.0), hfsq), &be); /* |f| >= f^2/2 */
    /* 1/m = (1 - s)/(1 + s) = 1 - 2s + 2s^2 - ...: to 2^-14, enough for fl/m */
    vd invm = vd_fma(vd_set(-2.0), vd_mul(s, vd_fma(vd_sub(vd_set(0.0), s),
                     vd_fma(vd_sub(vd_set(0.0), s), vd_fma(vd_sub(vd_set(0.0), s),
                     vd_fma(vd_sub(vd_set(0.0), s), vd_set(1.0), vd_set(1.0)), vd_set(1.0)),
                     vd_set(1.0)), vd_set(1.0))), vd_set(1.0));
    vd c = vd_mul(s, vd_add(hfsq, r));
    c = vd_fma(k, vd_set(ONNXM_LN2_LO), c);
    c = vd_fma(fl, invm, c);
    c = vd_add(c, vd_sub(be, hfsq_l));
    vd se, sum = dd_two_sum(vd_mul(k, vd_set(ONNXM_LN2_HI)), b, &se);
    return vd_add(sum, vd_add(se, c));
}

#endif
