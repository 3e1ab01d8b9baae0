/* asinh.h -- Asinh in double precision, the core of every Asinh kernel.
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

#endif
