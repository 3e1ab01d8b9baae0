/* gelu_tiny.h -- Gelu at tiny |x|, both forms (approximate "none" and
 * "tanh"): the rule that decides the rounding where the quadratic term is
 * far below an ulp.
 *
 * Both forms are y = x/2 + c x^2 + O(x^4) with c > 0 (c = 1/sqrt(2 pi)
 * for "none", sqrt(2/pi)/2 for "tanh", both ~0.399), so y = x/2 (1 + d)
 * with d ~ 2c x, |d| < 0.8 |x|.
 *   x/2 representable in the target (x/2 exact: x normal, or a subnormal
 *     with an even last bit): the nearest midpoints around x/2 lie at
 *     least |x/2| 2^-(p+1) away (the closer one, 2^-(p+1) |x/2|, is the
 *     one towards zero at a power of two), so |d| < 2^-(p+1) rounds y to
 *     x/2: |x| < 2^-(p+1)/0.8 suffices, e.g. |x| <= 2^-55 for double
 *     (p = 53).
 *   x/2 a tie (x a subnormal of the target with an odd last bit): y lies
 *     strictly above x/2 (c x^2 > 0) and below the next representable
 *     number (c x^2 is far below the quantum), so y rounds upward, towards
 *     +inf, for either sign of x: to (x + q)/2, q the subnormal quantum.
 * The double form returns that result; the narrow form returns one double
 * that every narrower type (float, float16, bfloat16) rounds to that
 * result.
 * Special cases: +-0 gives +-0 (x/2 exact).
 */
#ifndef ONNXM_ALG_GELU_TINY_H
#define ONNXM_ALG_GELU_TINY_H

/* Double: correctly rounded Gelu for |x| <= 2^-55 (either form).  x/2 is
 * exact unless x is a subnormal with an odd last bit; then x + 2^-1074 is
 * exact (the subnormals are the multiples of 2^-1074) and even, so its half
 * is exact too, and it is x/2 rounded upward; x = -2^-1074 gives -0 (y is
 * negative, above -2^-1075: copysign keeps the sign of the zero). */
static inline double alg_gelu_tiny_f64(double x)
{
    double h = x * 0.5;
    return h * 2.0 == x ? h : copysign((x + 0x1p-1074) * 0.5, x);
}

#ifdef VD_LANES
/* Float, float16, bfloat16 inputs (p <= 24, held exactly in double) with
 * |x| <= 2^-26: the double v = RN(x (1/2 + sign(x) 2^-50)) = RN(x/2 +
 * |x| 2^-50).  x/2 is exact in double and |x| 2^-50 = 2^-49 |x/2| is 8 to
 * 16 double ulps of x/2, so v lies strictly above x/2 (towards +inf), by
 * less than 2^-48 |x/2|: in every narrower type, on the same side of every
 * midpoint as the true y = x/2 + c x^2 (c x^2 / |x/2| < 0.8 |x| <=
 * 2^-26.3, v's offset < 2^-48; the nearest midpoint not at x/2 is >=
 * 2^-25 |x/2| away), and above x/2 where x/2 is a tie, as y is.  A product
 * rather than a sum keeps -0 (x = -0 gives -0 (1/2 - 2^-50) = -0). */
static inline vd alg_gelu_tiny_narrow(vd x)
{
    return vd_mul(x, vd_add(vd_set(0.5), vd_copysign(vd_set(0x1p-50), x)));
}
#endif

#endif
