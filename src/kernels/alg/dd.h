/* dd.h -- error-free transformations on vectors of doubles.
 *
 * A double-double value is hi + lo with |lo| <= ulp(hi)/2.  This is the
 * classical Dekker transformation; it is exact under round-to-nearest (the
 * default, which onnxm never changes) and needs the compiler not to
 * reassociate (-ffp-contract=off, no -ffast-math).
 */
#ifndef ONNXM_ALG_DD_H
#define ONNXM_ALG_DD_H

/* Vectors per call of the double-double cores (alg/<op>_dd.h, in the
 * ALG_EACH form of fast.h): the most any core takes, which sizes their
 * arrays.  Each core states its own, ALG_<OP>_DD_GROUP (<= this): two or
 * three keep the vector pipes busy along the cores' long dependency
 * chains; the scalar build, whose "vectors" are single doubles, is faster
 * with one (bench/README.md, "Correctly rounded double: vectors per
 * step"). */
#define ALG_DD_GROUP (VD_LANES > 1 ? 3 : 1)

/* s + e == a + b exactly, when |a| >= |b| or a == 0 (Dekker's FastTwoSum). */
static inline vd dd_fast_two_sum(vd a, vd b, vd *e)
{
    vd s = vd_add(a, b);
    *e = vd_sub(b, vd_sub(s, a));
    return s;
}

/* Ziv's rounding test on hi + lo, within eps |hi| of the exact value:
 * with e = RN(eps |hi|), l = RN(hi + RN(lo - e)) is the correctly rounded
 * result in the lanes where *ok is set, i.e. where l equals
 * RN(hi + RN(lo + e)) (the proof, and the margin it asks of eps, in
 * kernel_bodies.h before kb_dd_n).  NaN or infinite hi leaves the lane
 * open.  e by a multiplication rather than inside two fmas: the same
 * count on the vector ISAs, one libm fma call less per element in the
 * scalar build. */
static inline vd dd_round_test(vd hi, vd lo, vd eps, vm *ok)
{
    vd e = vd_mul(vd_abs(hi), eps);
    vd l = vd_add(hi, vd_sub(lo, e));
    *ok = vd_eq(l, vd_add(hi, vd_add(lo, e)));
    return l;
}

#endif
