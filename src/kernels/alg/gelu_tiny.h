/* gelu_tiny.h -- Gelu at tiny |x|, both forms (approximate "none" and
 * "tanh"): the results where c x^2 is far below an ulp of x/2.
 *
 * Both forms are y = x/2 + c x^2 + O(x^4) at 0, with the same c > 0 to
 * every digit that matters here:
 *   none: x/2 (1 + erf(x/sqrt2)) = x/2 + x^2/sqrt(2 pi) - x^4/(6 sqrt(2 pi)) + ...,
 *     c = 1/sqrt(2 pi) = 0.39894...;
 *   tanh: x/2 (1 + tanh(sqrt(2/pi) (x + 0.044715 x^3))) = x/2 +
 *     sqrt(2/pi)/2 x^2 + O(x^4), c = sqrt(2/pi)/2 = 1/sqrt(2 pi), the same.
 * The x^4 terms are below c x^2 |x|^2, so for |x| <= 2^-26 (the largest
 * bound used below) y = x/2 + d with 0 < d < 0.4 x^2 (1 + 2^-50): d is
 * positive for both signs of x, and |d / (x/2)| < 0.8 |x|.
 *
 * The rule.  Let F be the target format and h = x/2.  If h is a value of
 * F, y rounds to h: a midpoint of F next to h is at least 2^-p_F |h|
 * away (2^-(p_F + 1) |h| below |h| when |h| is a power of two, which
 * matters for x < 0, where y lies between h and 0), and |d| < 0.8 |x| |h|
 * is less than that when 0.8 |x| < 2^-(p_F + 1).  If h is not a value of
 * F (x a subnormal of F with an odd last bit: h is then the midpoint of
 * two consecutive values of F), the positive d breaks the tie towards
 * +inf: y rounds to (x + q)/2, q = F's smallest subnormal, which is
 * exactly representable (x + q is an even multiple of q); for x = -q that
 * is -0 (y is negative and rounds to zero), so the result takes x's sign.
 *
 * alg_gelu_tiny_f64(x): the double result for |x| < 2^-54 (p = 53: 0.8 |x|
 *   < 2^-54 (0.8) < 2^-54); subnormal odd x are the ties.  h = RN(x/2) is
 *   exact unless x is such a subnormal (2h != x); then (x + 2^-1074)/2 with
 *   x's sign.  +-0 gives +-0.
 * alg_gelu_tiny_narrow(x): for a float x (24 significant bits or fewer:
 *   float, float16 and bfloat16 inputs) with |x| < 2^-26, a double w that
 *   every narrower format F (float, float16, bfloat16) rounds to y's
 *   correct rounding: w = RN(x/2 + |x| 2^-40).  x/2 is exact in double,
 *   and |x| 2^-40 is far above half an ulp of double at x/2 (2^-54 |x/2|),
 *   so w is strictly above x/2 and within 2^-38.9 |x/2| of it: on the same
 *   side of every midpoint of F as y, and rounding like y (the case
 *   analysis above holds for w: a positive offset below 2^-(p_F + 1) |h| with
 *   p_F <= 24).  +-0 gives +-0 (|x| 2^-40 = 0, and +0 + -0 needs care:
 *   the select keeps x).  The float kernels use it where their results
 *   would be float subnormals (|x| < 2^-125), where round.h's float test
 *   does not apply.
 */
#ifndef ONNXM_ALG_GELU_TINY_H
#define ONNXM_ALG_GELU_TINY_H

#define ALG_GELU_TINY_F64 0x1p-54    /* alg_gelu_tiny_f64's domain: |x| < this */
#define ALG_GELU_TINY_NARROW 0x1p-26 /* alg_gelu_tiny_narrow's domain: |x| < this */

static inline vd alg_gelu_tiny_f64(vd x)
{
    vd h = vd_mul(x, vd_set(0.5));
    vm tie = vm_not(vd_eq(vd_add(h, h), x)); /* x a subnormal with an odd last bit */
    vd up = vd_copysign(vd_mul(vd_add(x, vd_set(0x1p-1074)), vd_set(0.5)), x);
    return vd_sel(tie, up, h);
}

static inline vd alg_gelu_tiny_narrow(vd x)
{
    vd w = vd_fma(vd_abs(x), vd_set(0x1p-40), vd_mul(x, vd_set(0.5)));
    return vd_sel(vd_eq(x, vd_set(0.0)), x, w);
}

#endif
