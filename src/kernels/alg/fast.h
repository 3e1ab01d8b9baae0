/* fast.h -- Asinh and Acos cores for float, float16 and bfloat16 inputs.
 *
 * These inputs have at most 24 significant bits, and their results need
 * only be right to a relative E = ONNXM_FAST_ERR = 2^-36 for the rounding
 * tests (round.h) to settle all but ~2^-11 of float lanes (fewer for the
 * 16-bit formats).  The kernels (kernel_bodies.h) redo a vector with an
 * unsettled lane with the double core (asinh.h/acos.h, < 0.69 ulp of
 * double), which settles all but ~2^-28 of lanes, and only those go to the
 * double-double slow path (slow.c).  So the cores are lean double code:
 * no double-double steps, one correctly rounded vsqrtpd (on the divider,
 * which runs beside the FMA ports), a 16-entry table instead of a division
 * in the logarithm, polynomials no longer than E needs, and no
 * special-value code in the hot path: the kernels replace the result of
 * every input outside alg_<op>_fast_ok (inf, NaN, |x| > 1 for Acos) by
 * alg_<op>_fast_special, in their rare fix-up branch.
 *
 * Why E = 2^-36 and not smaller: at 2^-44 the polynomials need 2 (Acos)
 * and 3 (Asinh) more fmas, ~10% of the cores' time (measured, 65,536
 * floats), while the double core redoes one vector in ~2^8 (2^-11 per
 * lane, 8 lanes), ~1% of the time.  A larger E would push that share up
 * quickly (it doubles with each bit) for one fma less.
 *
 * Error bounds, each below E/2 (derivations at each core; polynomials from
 * gen_poly.py "fast", evaluated with their double coefficients).  Measured
 * against MPFR by tests/c/test_fast_cores.c on every float16/bfloat16 value
 * and millions of floats, which requires < E/2.
 */
#ifndef ONNXM_ALG_FAST_H
#define ONNXM_ALG_FAST_H

#define ONNXM_FAST_ERR 0x1p-36
/* round.h's float test for cores within E/2: h = E 2^53 */
#define ONNXM_FAST_ERR_ULPS ((int64_t)(ONNXM_FAST_ERR * 0x1p53)) /* 2^17 */

#define ONNXM_LN2 0x1.62e42fefa39efp-1 /* ln 2 rounded to double */

/* The 16-bit rounding tests (round.h) for a relative error bound e. */
static inline vm vd_round_test_f16(vd y, vd r, double e) { return vd_round_test(y, r, e, 0x1p-10, 0x1p-24); }
static inline vm vd_round_test_bf16(vd y, vd r, double e) { return vd_round_test(y, r, e, 0x1p-7, 0x1p-133); }

/* 16-entry table for log(m), m in [1, 2): c_j = 1/(1 + (j + 1/2)/16)
 * rounded to double is log.h's onnxm_logdd_c (the double cores' table);
 * here -log(c_j) is one double, rounded (gen_poly.py "fast").  For m in
 * [1 + j/16, 1 + (j+1)/16), r = m c_j - 1 lies in [-1/32, 1/32]. */
static const double onnxm_log16_logc[16] = {
    0x1.f829b0e7832f8p-6, 0x1.6f0d28ae56b4ep-4, 0x1.29552f81ff521p-3, 0x1.9525a9cf456b6p-3,
    0x1.fb9186d5e3e29p-3, 0x1.2e8e2bae11d31p-2, 0x1.5d1bdbf5809cap-2, 0x1.89a3386c1425bp-2,
    0x1.b44f77bcc8f64p-2, 0x1.dd46a04c1c4a1p-2, 0x1.02552a5a5d0ffp-1, 0x1.154c3d2f4d5eap-1,
    0x1.2795e1289b11bp-1, 0x1.393e0d3562a1ap-1, 0x1.4a4f85db03ebbp-1, 0x1.5ad404c359f2dp-1};

/* asinh(x) for finite x with <= 24 significant bits (alg_asinh_fast_ok),
 * relative error < 2^-37.7.
 *   a = |x| >= 2^-6:  log(a + sqrt(1 + a^2)).  q = a^2 is exact (48 bits);
 *       w = 1 + q, s = sqrt(w) and W = a + s each round once, so
 *       W = (a + sqrt(1 + a^2))(1 + d), |d| <= 2.5 2^-53 (a, s >= 0).
 *       log W = k ln2 + log(1/c_j) + log1p(r): W = 2^k m (vd_logb/vd_mant,
 *       m in [1, 2)), j = the top 4 bits of m's fraction, r = m c_j - 1 by
 *       one fma, |r| <= 1/32 + 2^-50; log1p(r) = r + r^2 L(r), L degree 4
 *       near-minimax (2^-30.8 relative).  Roundings: k ln2 + log(1/c_j)
 *       rounds once (fma; ln2's own error times k <= 129 is < 2^-47
 *       absolute, and k >= 1 makes the result >= 0.69), the sum once more;
 *       absolute error <= 2^-53 (2.5 + |hi| + |y| + 0.5), the 0.5 covering
 *       the table entries, r's fma and the polynomial's roundings; relative
 *       to y at most 3.05 2^-53 / 2^-6.01 < 2^-45.3 (at a = 2^-6, where
 *       y > 2^-6.01, j = 0, hi = log(1/c_0) < 0.031).  L's own error adds
 *       2^-30.8 |r^2 L| <= 2^-30.8 2^-7.0 y: y = log m >= log(1 + 2^-6)
 *       when k = 0, and r^2/y is largest at the ends of j = 0's interval
 *       (m = 1 + 2^-6: r^2/y < 2^-6.08; m = 1 + 1/16: < 2^-6.04; j >= 1:
 *       < 2^-6.2; k >= 1: < 2^-9.5), |L| <= 0.51.  In all < 2^-37.7.
 *   a < 2^-6:  a + a q (c3 + c5 q), the Taylor series (the first omitted
 *       term is < 0.045 q^3 <= 2^-40.5 relative); < 2^-40.4 in all.
 *       For a float-subnormal x this returns x itself, exactly (a q c3 is
 *       2^-250 of a), as round.h's float test requires.
 * The sign is copied from x (asinh is odd; -0 gives -0). */
static inline vm alg_asinh_fast_ok(vd x) { return vd_lt(vd_abs(x), vd_set(INFINITY)); }
static inline vd alg_asinh_fast_special(vd x) { return vd_add(x, x); } /* +-inf; NaN quieted */
static inline vd alg_asinh_fast(vd x)
{
    vd a = vd_abs(x);
    vd q = vd_mul(a, a);
    vd w = vd_add(a, vd_sqrt(vd_add(q, vd_set(1.0))));
    vd k = vd_logb(w), m = vd_mant(w);
    vi j = vi_and(vi_srl(vd_bits(w), 48), vi_set(15));
    vd r = vd_fma(m, vd_lookup16(onnxm_logdd_c, j), vd_set(-1.0));
    vd l = vd_set(-0x1.55a58d6d80a7cp-3);
    l = vd_fma(l, r, vd_set(0x1.99f546e9600fap-3));
    l = vd_fma(l, r, vd_set(-0x1.fffffaf9bbfb4p-3));
    l = vd_fma(l, r, vd_set(0x1.5555527658273p-2));
    l = vd_fma(l, r, vd_set(-0x1.0000000000000p-1));
    vd hi = vd_fma(k, vd_set(ONNXM_LN2), vd_lookup16(onnxm_log16_logc, j));
    vd y = vd_add(hi, vd_fma(vd_mul(r, r), l, r));

    vd p = vd_fma(q, vd_set(0x1.3333333333333p-4), vd_set(-0x1.5555555555555p-3)); /* 3/40, -1/6 */
    vd y_small = vd_fma(vd_mul(a, q), p, a);
    y = vd_sel(vd_lt(a, vd_set(0x1p-6)), y_small, y);
    return vd_copysign(y, x);
}

/* sqrt(z) for z >= 0 finite (sqrt(0) = 0), relative error < 2^-52.3,
 * without the divider: r0 = vd_rsqrt14(z) ~ 1/sqrt(z) within d = 2^-14;
 * one coupled Newton step (Goldschmidt) from s0 = z r0, h0 = r0/2,
 * e = 1/2 - s0 h0, gives s1 = s0 + s0 e and h1 = h0 + h0 e within
 * 1.5 d^2 (1 + d) < 2^-27.4 of sqrt(z) and 1/(2 sqrt z); then
 * s = s1 + h1 (z - s1^2), whose error is ~ the product of those two plus
 * half the square of the first (< 2^-54) plus the final rounding (2^-53).
 * The residual z - s1^2 by fma is exact to 2^-80 z.  max(z, 2^-1000) keeps
 * r0 finite at z = 0, where s0 = s1 = s = 0. */
#ifndef VEC_HAVE_RSQRT14
/* Only the tests use alg_sqrt_nr without AVX-512: model vrsqrt14pd as the
 * reciprocal square root off by its largest allowed error. */
static inline vd vd_rsqrt14(vd x) { return vd_div(vd_set(1.0 - 0x1p-14), vd_sqrt(x)); }
#endif
static inline vd alg_sqrt_nr(vd z)
{
    vd r0 = vd_rsqrt14(vd_max(z, vd_set(0x1p-1000)));
    vd s0 = vd_mul(z, r0), h0 = vd_mul(vd_set(0.5), r0);
    vd e = vd_fnma(s0, h0, vd_set(0.5));
    vd s1 = vd_fma(s0, e, s0), h1 = vd_fma(h0, e, h0);
    return vd_fma(h1, vd_fnma(s1, s1, z), s1);
}

/* acos(x) for x in [-1, 1] with <= 24 significant bits (alg_acos_fast_ok),
 * relative error < 2^-37.9.  asin(t) = t + t z P(z), z = t^2, P degree 7
 * near-minimax on [0, 1/4] (2^-33.6 relative; t z P <= 0.0472 t, so it
 * adds < 2^-38.0 relative to asin, and no more to acos, below).
 *   |x| < 1/2:  t = |x|, z = x^2 (exact);  acos(|x|) = pi/2 - asin(t)
 *               >= 1.047 with asin(t) <= 0.524: the roundings of pi/2,
 *               of asin and of the fma add < 2^-51.5.
 *   |x| >= 1/2: z = (1 - |x|)/2 (exact: one fma, Sterbenz), t = sqrt(z)
 *               correctly rounded (vsqrtpd), or within 2^-52.3 by
 *               alg_sqrt_nr (nr = 1);  acos(|x|) = 2 asin(t), < 2^-49.3.
 * Both: y = A + B asin(t) by one fma with (A, B) = (pi/2, -1) or (0, 2);
 * for x < 0, pi - y (>= pi/2, one more rounding and pi's: < 2^-50.5).
 * acos(1) = +0 and acos(-1) = pi rounded come out of the same formulas. */
static inline vm alg_acos_fast_ok(vd x) { return vd_le(vd_abs(x), vd_set(1.0)); }
/* |x| > 1 (inf included): NaN; a NaN input: itself, quieted (x + x) */
static inline vd alg_acos_fast_special(vd x) { return vd_sel(vd_le(x, x), vd_set(NAN), vd_add(x, x)); }
/* P(z) of asin(t) = t + t z P(z), degree 7, for alg_acos_fast_t */
static inline vd alg_asin_fast_p(vd z)
{
    vd p = vd_set(0x1.e0231588b1e55p-6);
    p = vd_fma(p, z, vd_set(0x1.64b97e009bd03p-8));
    p = vd_fma(p, z, vd_set(0x1.3c5053c2afce1p-6));
    p = vd_fma(p, z, vd_set(0x1.6a9e3262c37dbp-6));
    p = vd_fma(p, z, vd_set(0x1.f208eb1ddd0fbp-6));
    p = vd_fma(p, z, vd_set(0x1.6db5cfb6af282p-5));
    p = vd_fma(p, z, vd_set(0x1.333334ceb6520p-4));
    return vd_fma(p, z, vd_set(0x1.55555554ee47bp-3));
}
static inline vd alg_acos_fast_t(vd x, int nr)
{
    vd a = vd_abs(x);
    vm small = vd_lt(a, vd_set(0.5));
    vd z = vd_sel(small, vd_mul(a, a), vd_fma(a, vd_set(-0.5), vd_set(0.5)));
    vd t = vd_sel(small, a, nr ? alg_sqrt_nr(z) : vd_sqrt(z));
    vd as = vd_fma(vd_mul(t, z), alg_asin_fast_p(z), t);
    vd y = vd_fma(vd_sel(small, vd_set(-1.0), vd_set(2.0)), as,
                  vd_sel(small, vd_set(ONNXM_PIO2_HI), vd_set(0.0)));
    return vd_sel(vd_lt(x, vd_set(0.0)), vd_sub(vd_set(ONNXM_PI_HI), y), y);
}

static inline vd alg_acos_fast(vd x) { return alg_acos_fast_t(x, 0); }
static inline vd alg_acos_fast_nr(vd x) { return alg_acos_fast_t(x, 1); }

/* The float kernels (kernel_bodies.h) compute every 4th vector with
 * alg_<op>_fast_alt.  For Acos on AVX-512 that is the FMA-only square root:
 * vsqrtpd alone caps Acos at 21 cycles per 8 lanes, the rest of the core
 * needs ~17 on the FMA ports, so moving a quarter of the square roots to
 * those ports balances the two (measured, 65,536 floats: 975 -> 1,150
 * Melem/s; half of them: 1,100, all: 1,000). */
#ifdef VEC_HAVE_RSQRT14
#define alg_acos_fast_alt alg_acos_fast_nr
#else
#define alg_acos_fast_alt alg_acos_fast
#endif
#define alg_asinh_fast_alt alg_asinh_fast

#endif
