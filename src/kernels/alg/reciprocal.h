/* reciprocal.h -- Reciprocal: 1/x, the IEEE division, correctly rounded in
 * every type.
 *
 * double and float: one IEEE division, exact.  float16/bfloat16: widened to
 * float (exact), the float division, rounded once to nearest even: correct
 * by the same argument as sqrt.h (Figueroa 1995; p' = 24 >= 2p + 2).
 * The interface of an IEEE-class operation (alg/fast.h). */
#ifndef ONNXM_ALG_RECIPROCAL_H
#define ONNXM_ALG_RECIPROCAL_H

static inline vd alg_reciprocal_core(vd x) { return vd_div(vd_set(1.0), x); }
static inline vf alg_reciprocal_vf(vf x) { return vf_div(vf_set(1.0f), x); }

/* the results are subnormal floats only where |x| > 2^126 (1/x < 2^-126);
 * the bfloat16 plain loop tests its inputs against this (vec_avx512.h) */
static inline float alg_reciprocal_tiny_above(void) { return 0x1p126f; }

#endif
