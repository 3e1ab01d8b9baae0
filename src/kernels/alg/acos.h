/* acos.h -- Acos in double precision, the core of every Acos kernel.
 *
 * Method.  With asin(t) = t + t z P(z), z = t^2, where P is a degree-12
 * near-minimax polynomial for (asin(sqrt z)/sqrt z - 1)/z on [0, 1/4]
 * (relative error 2^-52.9 with its double coefficients, gen_poly.py):
 *   |x| < 1/2:  acos(x) = pi/2 - asin(x); z = x^2.  pi/2 - x is formed
 *               exactly (FastTwoSum) and pi/2's low part added, so the only
 *               errors are in x z P (< 4.5% of the result) and the final
 *               rounding.
 *   |x| >= 1/2: with z = (1 - |x|)/2 (exact) and s = sqrt(z),
 *               acos(|x|) = 2 asin(s), acos(-|x|) = pi - 2 asin(s).
 *               s is taken as a double-double s + (z - s^2)/(2s) (residual
 *               by fma), which removes sqrt's rounding from the result.
 * Error: within 0.55 ulp; measured max in tests/c/test_sampled64.
 * Special cases: acos(1) = +0, acos(-1) = pi (rounded), acos(+-0) = pi/2,
 * |x| > 1 (including inf) -> NaN from sqrt of a negative z, NaN -> quiet NaN.
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
    vd z = vd_sel(small, vd_mul(x, x), vd_mul(vd_sub(vd_set(1.0), a), vd_set(0.5)));
    vd p = alg_asin_p(z);

    /* |x| < 1/2: pi/2 - (x + x z P) */
    vd e1, s1 = dd_fast_two_sum(vd_set(ONNXM_PIO2_HI), vd_sub(vd_set(0.0), x), &e1);
    vd y_small = vd_add(s1, vd_sub(vd_add(e1, vd_set(ONNXM_PIO2_LO)), vd_mul(vd_mul(x, z), p)));

    /* |x| >= 1/2: asin(s) = s + v with s the double-double sqrt(z) */
    vd s = vd_sqrt(z);
    vd sl = vd_mul(vd_fma(vd_sub(vd_set(0.0), s), s, z), vd_mul(vd_set(0.5), vd_rsqrt_approx(z)));
    vd v = vd_fma(vd_mul(s, z), p, sl);
    vd s2 = vd_add(s, s), v2 = vd_add(v, v);
    vd y_pos = vd_add(s2, v2);
    vd e3, s3 = dd_fast_two_sum(vd_set(ONNXM_PI_HI), vd_sub(vd_set(0.0), s2), &e3);
    vd y_neg = vd_add(s3, vd_sub(vd_add(e3, vd_set(ONNXM_PI_LO)), v2));

    return vd_sel(small, y_small, vd_sel(vd_gt(x, vd_set(0.0)), y_pos, y_neg));
}

#endif
