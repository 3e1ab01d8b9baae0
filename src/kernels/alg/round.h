/* round.h -- rounding a double to a narrower binary format, and the
 * rounding test that makes float/float16/bfloat16 results correctly rounded.
 *
 * Method.  Asinh and Acos are evaluated in double precision with a relative
 * error below E (ONNXM_FAST_ERR = 2^-36 for the fast.h cores, 2^-52 for
 * the double cores).  The exact result then lies in [y - |y| E,
 * y + |y| E].  If no rounding boundary (midpoint) of the target format lies
 * in that interval, rounding y gives the correctly rounded result.
 * Otherwise (about 2^-11 of float inputs with the fast cores, far fewer
 * for the 16-bit formats) the vector is recomputed by the double core and
 * tested again, and the lanes still open (about 2^-28) by the double-double
 * slow path in slow.c, whose error is below 2^-100.
 */
#ifndef ONNXM_ALG_ROUND_H
#define ONNXM_ALG_ROUND_H

/* Round y to the nearest (ties to even) number with p significant bits and
 * exponent >= emin, i.e. to float16 (p = 11, emin = -14) or bfloat16
 * (p = 8, emin = -126), keeping subnormals.  Overflow is left to the caller.
 * Method: with q the quantum (ulp) of the target at y's binade, y + 1.5 q 2^52
 * is rounded by the double addition exactly at multiples of q, and
 * subtracting 1.5 q 2^52 back is exact.  q is built from y's exponent bits;
 * q >= 2^(emin-p+1) clamps it for the target's subnormals.  For |y| < q the
 * same holds.  NaN and inf propagate. */
static inline vd vd_round_prec(vd y, double two_1mp, double qmin)
{
    /* two_1mp = 2^(1-p), qmin = 2^(emin-p+1) */
    vi expbits = vi_and(vd_bits(y), vi_set(0x7ff0000000000000));
    vd q = vd_mul(vd_from_bits(expbits), vd_set(two_1mp));
    q = vd_max(q, vd_set(qmin));
    vd c = vd_mul(q, vd_set(0x1.8p52));
    /* the sign is y's: -0 and negative values that round to zero stay -0 */
    vd r = vd_copysign(vd_sub(vd_add(y, c), c), y);
    /* a NaN y gives NaN through y + c; an infinite y gives inf - inf: keep y */
    return vd_sel(vd_lt(vd_abs(y), vd_set(INFINITY)), r, y);
}

/* float16: 11 bits, emin -14, largest finite 65504; anything that rounds to
 * 2^16 overflows. */
static inline vd vd_round_f16(vd y)
{
    vd r = vd_round_prec(y, 0x1p-10, 0x1p-24);
    return vd_sel(vd_ge(vd_abs(r), vd_set(0x1p16)), vd_copysign(vd_set(INFINITY), r), r);
}

/* bfloat16: 8 bits, float's exponent range; 2^128 overflows. */
static inline vd vd_round_bf16(vd y)
{
    vd r = vd_round_prec(y, 0x1p-7, 0x1p-133);
    return vd_sel(vd_ge(vd_abs(r), vd_set(0x1p128)), vd_copysign(vd_set(INFINITY), r), r);
}

/* Lanes where r, the rounding of y, is the rounding of every value within
 * err = |y| E of y; lanes with y infinite or NaN also pass (r is y).
 * Proof: let q_lo be the format's quantum at |y| - err, the smaller end of
 * the interval.  A midpoint M next to r lies q_M/2 from r, and if M were in
 * the interval then |M| >= |y| - err, so q_M >= q_lo.  Every v in the
 * interval has |v - r| <= |y - r| + err, and the test asks that this be
 * < q_lo/2, so no midpoint is inside and all of it rounds like y.  One
 * rounding plus this test replaces rounding both ends of the interval. */
static inline vm vd_round_test(vd y, vd r, double e, double two_1mp, double qmin)
{
    vd ay = vd_abs(y);
    vd err = vd_mul(ay, vd_set(e));
    vd lo = vd_sub(ay, err);
    vd q_lo = vd_mul(vd_from_bits(vi_and(vd_bits(lo), vi_set(0x7ff0000000000000))), vd_set(two_1mp));
    q_lo = vd_max(q_lo, vd_set(qmin));
    vm ok = vd_lt(vd_add(vd_abs(vd_sub(y, r)), err), vd_mul(q_lo, vd_set(0.5)));
    return vm_or(ok, vm_not(vd_lt(ay, vd_set(INFINITY))));
}

/* float: lanes where the float rounding of y is the rounding of every value
 * within h - 1 units of y's last place (u below), for y finite with
 * |y| >= 2^-126 or y itself a float (the float-input cores guarantee this;
 * Acos results are >= 2^-12 or 0), and h a power of two in [2, 2^26].  A
 * core with relative error below E/2 passes h = E 2^53 (its error is below
 * E/2 2^(e+1) = h/2 u); one within 0.69 ulp of double passes h = 2.  Two
 * integer operations, no conversion.
 * Proof: let |y| be in [2^e, 2^(e+1)) and u = 2^(e-52) its double ulp.
 * Float midpoints in that binade are the odd multiples of 2^(e-24) = 2^28 u,
 * i.e. the doubles whose low 29 bits L are 2^28.  d = (L - 2^28 + h) mod
 * 2^29 is the low 29 bits of bits(y) + h - 2^28, and d & (2^29 - 2h) != 0
 * means d >= 2h, i.e. L - 2^28 is not in [-h, h - 1] mod 2^29, so
 * |L - 2^28| >= h > h - 1: no such midpoint lies within (h - 1) u of y.
 * The binade's ends 2^e and 2^(e+1) are floats, not midpoints, and the
 * midpoints beyond them are >= 2^(e-25) = 2^27 u > h u away from the
 * binade.  When y is a float (L = 0), d = 2^28 + h passes, and in the
 * float-subnormal range the nearest midpoints are 2^-150 away, far beyond
 * the error. */
static inline vm vd_round_ok_f32(vd y, int64_t h)
{
    vi d = vi_add(vd_bits(y), vi_set(h - ((int64_t)1 << 28)));
    return vi_test(d, vi_set(((int64_t)1 << 29) - 2 * h));
}

#endif
