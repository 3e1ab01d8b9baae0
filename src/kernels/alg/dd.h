/* dd.h -- error-free transformations on vectors of doubles.
 *
 * A double-double value is hi + lo with |lo| <= ulp(hi)/2.  This is the
 * classical Dekker transformation; it is exact under round-to-nearest (the
 * default, which onnxm never changes) and needs the compiler not to
 * reassociate (-ffp-contract=off, no -ffast-math).
 */
#ifndef ONNXM_ALG_DD_H
#define ONNXM_ALG_DD_H

/* s + e == a + b exactly, when |a| >= |b| or a == 0 (Dekker's FastTwoSum). */
static inline vd dd_fast_two_sum(vd a, vd b, vd *e)
{
    vd s = vd_add(a, b);
    *e = vd_sub(b, vd_sub(s, a));
    return s;
}

#endif
