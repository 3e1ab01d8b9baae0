/* acos.h -- Acos in double precision, the core of every Acos kernel.
 *
 * Method.  With asin(t) = t + t z P(z), z = t^2, where P is a degree-12
 * near-minimax polynomial for (asin(sqrt z)/sqrt z - 1)/z on [0, 1/4]
 * (relative error 2^-52.9 with its double coefficients, gen_poly.py), every
 * lane computes acos(x) = A + G (1 + z P(z)) + G_l with
 *   |x| < 1/2:  A = pi/2, G = -x, z = RN(x^2), G_l = 0
 *               (acos x = pi/2 - asin x);
 *   |x| >= 1/2: z = (1 - |x|)/2 (exact, one fma), s = RN(sqrt z),
 *               b = 2 sign(x), A = pi/2 - b pi/4 (0 or pi, exact), G = b s,
 *               G_l = b sl with sl = (z - s^2)/(2s) ~ sqrt(z) - s
 *               (acos |x| = 2 asin(sqrt z), acos -|x| = pi - 2 asin(sqrt z)).
 * A + G is split exactly by FastTwoSum (|A| >= |G|, or A = 0); A's low
 * part is A (pi_lo/pi_hi); everything else goes into one fma and the result
 * is rounded once.  z - s^2 is exact (fma); 1/(2s) comes from the
 * bit-pattern reciprocal seed (relative error < 0.051) and one Newton step
 * (< 2^-8.6), since sl is at most ulp(s)/2.  No division; one vsqrtpd.
 *
 * Error bound (ulps of y = acos x; ulp(y) > 2^-53 y).  T = G z P is the
 * only inexact term: its relative error is < 3.93 2^-53 (G z's rounding
 * 2^-53, P's fit 1.07 2^-53, Horner's roundings 0.86 2^-53, the fma's
 * 2^-53), plus 1.1 2^-53 for z = RN(x^2) when |x| < 1/2.
 *   |x| < 1/2:   |T| <= asin(1/2) - 1/2 < 0.0236, y > 1.047, ulp(y) >=
 *                2^-52: < 0.07 ulp; with the final rounding < 0.57 ulp.
 *   x <= -1/2:   |T| < 0.0472, y > 2.094, ulp(y) = 2^-51: < 0.05 ulp, plus
 *                the terms below: < 0.56 ulp.
 *   x >= 1/2:    y = 2 asin(s + sigma), |sigma| <= ulp(s)/2; T/y <=
 *                zP/(1 + zP), which is < 0.0415 where ulp(y)/y is smallest
 *                (y just below 1) and < 0.0451 where ulp(y) = 2^-52 (y in
 *                [1, 1.047]): T's error < 0.163 ulp; the dropped 2 sigma z P
 *                < 0.022 ulp; sl's error (2^-8.6 of <= ulp(y)/2) < 0.002
 *                ulp; with the final rounding < 0.69 ulp.
 *   Proven: < 0.69 ulp.  Measured max 0.594 ulp on 10^7 doubles
 *   (tools/accuracy.c), 0.624 ulp on 10^6 samples of [1/2, 0.9] (the
 *   previous core: 0.622 on the same samples; the error comes from T).
 * Special cases: acos(1) = +0 (every term is +0), acos(-1) = pi (rounded),
 * acos(+-0) = pi/2, |x| > 1 (including inf): z < 0, sqrt gives NaN, which
 * propagates; NaN -> quiet NaN (propagated).
 */
#ifndef ONNXM_ALG_ACOS_H
#define ONNXM_ALG_ACOS_H

#define ONNXM_PI_HI 0x1.921fb54442d18p+1
#define ONNXM_PI_LO 0x1.1a62633145c07p-53
#define ONNXM_PIO2_HI 0x1.921fb54442d18p+0
#define ONNXM_PIO2_LO 0x1.1a62633145c07p-54

static inline vd alg_asin_p(vd z)
{
    vd p = vd_set(0x1.d72b2bc8155f8p-6);
    p = vd_fma(p, z, vd_set(-0x1.e6aaa8a0a04ccp-7));
    p = vd_fma(p, z, vd_set(0x1.1d189408314eep-6));
    p = vd_fma(p, z, vd_set(0x1.65a9c4dfcf8b2p-8));
    p = vd_fma(p, z, vd_set(0x1.52420b04b37bep-7));
    p = vd_fma(p, z, vd_set(0x1.782651caa6547p-7));
    p = vd_fma(p, z, vd_set(0x1.c9cf07674736ap-7));
    p = vd_fma(p, z, vd_set(0x1.1c4d35cf95421p-6));
    p = vd_fma(p, z, vd_set(0x1.6e8bb1c8209a2p-6));
    p = vd_fma(p, z, vd_set(0x1.f1c71c1db0623p-6));
    p = vd_fma(p, z, vd_set(0x1.6db6db6e31f13p-5));
    p = vd_fma(p, z, vd_set(0x1.3333333332ecap-4));
    p = vd_fma(p, z, vd_set(0x1.5555555555556p-3));
    return p;
}

static inline vd alg_acos_core(vd x)
{
    vd a = vd_abs(x);
    vm small = vd_lt(a, vd_set(0.5));
    vd zl = vd_fma(a, vd_set(-0.5), vd_set(0.5)); /* (1 - a)/2, exact */
#ifdef VEC_SEL_FOLDS
    vd z = vd_sel(small, vd_mul(x, x), zl);
#else
    /* the same z without a blend (AVX2: vblendvpd is 3 port operations;
     * with G_l and A below, AVX2 double Acos ran ~460-480 -> ~545-585
     * Melem/s, 65,536 doubles, the two versions in alternating runs):
     * RN(x^2) <= 1/4 < zl when a < 1/2, and RN(x^2) >= 1/4 >= zl
     * otherwise (equal only at a = 1/2, where both are 1/4) */
    vd z = vd_min(vd_mul(x, x), zl);
#endif
    vd p = alg_asin_p(z);

    /* s + sl = sqrt(zl): sl = (zl - s^2)/(2 s), with -1/(2 s) from the
     * bit-pattern seed (relative error < 0.051) and one Newton step
     * (< 2^-8.6); the 2^-600 keeps the seed finite at s = 0 (x = +-1) and
     * vanishes in 2 s otherwise (s >= 2^-27). */
    vd s = vd_sqrt(zl);
    vd q = vd_fma(s, vd_set(2.0), vd_set(0x1p-600));
    vd rq = vd_from_bits(vi_sub(vi_set((int64_t)0xffde623822fc16e6ull), vd_bits(q)));
    rq = vd_fma(rq, vd_fma(q, rq, vd_set(1.0)), rq);
    vd res = vd_fma(s, s, vd_fma(a, vd_set(0.5), vd_set(-0.5))); /* s^2 - zl, exact */

    /* acos(x) = A + G (1 + z P(z)) + G_l, where
     *   |x| < 1/2:  A = pi/2,  G = -x,  G_l = 0;
     *   |x| >= 1/2: b = 2 sign(x), A = pi/2 - b pi/4 (0 or pi, exact),
     *               G = b s, G_l = b sl. */
    vd b = vd_copysign(vd_set(2.0), x);
    vd g = vd_sel(small, vd_sub(vd_set(0.0), x), vd_mul(b, s));
#ifdef VEC_SEL_FOLDS
    vd gl = vd_sel(small, vd_set(0.0), vd_mul(vd_mul(res, rq), b));
    vd A = vd_sel(small, vd_set(ONNXM_PIO2_HI), vd_fma(b, vd_set(-0.5 * ONNXM_PIO2_HI), vd_set(ONNXM_PIO2_HI)));
#else
    /* the same values by bit operations (b = +0 in small lanes gives
     * A = pi/2 exactly) */
    vd gl = vd_zero_if(small, vd_mul(vd_mul(res, rq), b));
    vd A = vd_fma(vd_zero_if(small, b), vd_set(-0.5 * ONNXM_PIO2_HI), vd_set(ONNXM_PIO2_HI));
#endif
    vd he, h = dd_fast_two_sum(A, g, &he); /* |A| >= |G| or A = 0 */
    vd lo = vd_fma(A, vd_set(ONNXM_PI_LO / ONNXM_PI_HI), vd_add(he, gl));
    lo = vd_fma(vd_mul(g, z), p, lo);
    return vd_add(h, lo);
}

#endif
