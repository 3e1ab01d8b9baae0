/* sqrt.h -- Sqrt: the IEEE square root, correctly rounded in every type.
 *
 * double: vsqrtpd (or sqrt()), exact IEEE.  float: the float square root,
 * exact IEEE.  float16/bfloat16: widened to float (exact), the float square
 * root, rounded once to nearest even.  Correct: a correctly rounded result
 * in p' >= 2p + 2 bits rounds to the correctly rounded p-bit result for
 * square root and division (Figueroa 1995); p' = 24, p = 11 or 8.
 * The interface of an IEEE-class operation (alg/fast.h). */
#ifndef ONNXM_ALG_SQRT_H
#define ONNXM_ALG_SQRT_H

static inline vd alg_sqrt_core(vd x) { return vd_sqrt(x); }
static inline vf alg_sqrt_vf(vf x) { return vf_sqrt(x); }

/* the results are never subnormal floats: the smallest positive input,
 * 2^-149, has root 2^-74.5 (vec_avx512.h, VEC_BF16_NARROW_NORMAL) */
static inline float alg_sqrt_tiny_above(void) { return INFINITY; }

#endif
